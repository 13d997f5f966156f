//! Units' short names, written on the table where a whole name has no room beside its unit.
//! A player's own name keeps its numbers whole and its distinctive word, the capitalised word
//! that is not a soldier's common noun: `1/45e` for `1er bataillon, 45e de ligne`, `1/92nd
//! Gordon` then `1/92nd` for `1/92nd Gordon Highlanders`, `Duchand` for `Batterie à cheval
//! Duchand`, `IR 4` for `IR 4 Hoch- und Deutschmeister`; the table tries them longest first,
//! shortening only as far as the room needs. A name of common nouns and a closing number,
//! as new units are named, gives the first letter of each word in capitals and the number
//! (`LIB 8` for `Line infantry battalion 8`); a one-word name's first letters. Two kinds of
//! unit whose initials agree on one table (`Line infantry battalion` and `Light infantry
//! battalion`) keep more of their first word until they differ (`Lin IB 8`, `Lig IB 3`).
//! Kinds that agree in their whole first word and in every initial keep one short name; the
//! unit's title names it whole on hover.

use std::collections::HashMap;

/// The most characters of a one-word name's short form, an ellipsis after them.
const SHORT_CHARS: usize = 5;

/// Words that name a kind of soldier, a unit or a joining word in the languages of the
/// period's armies, never what tells one unit from another: a distinctive word is a
/// capitalised word not among them.
const COMMON_WORDS: &[&str] = &[
    "a",
    "and",
    "army",
    "artillerie",
    "artillery",
    "bataillon",
    "bataillons",
    "battalion",
    "batterie",
    "battery",
    "bn",
    "brigade",
    "cavalerie",
    "cavalry",
    "cheval",
    "chasseurs",
    "company",
    "compagnie",
    "corps",
    "cossacks",
    "cuirassiers",
    "de",
    "der",
    "des",
    "division",
    "dragoner",
    "dragons",
    "dragoons",
    "du",
    "escadron",
    "foot",
    "fusiliers",
    "füsilier",
    "garde",
    "grenadier",
    "grenadiers",
    "guard",
    "guards",
    "heavy",
    "highlanders",
    "horse",
    "hussards",
    "hussars",
    "husaren",
    "infanterie",
    "infantry",
    "jäger",
    "kosaken",
    "kürassier",
    "kürassiere",
    "la",
    "lancers",
    "landwehr",
    "le",
    "léger",
    "légère",
    "les",
    "life",
    "light",
    "ligne",
    "line",
    "militia",
    "musketeers",
    "nr",
    "of",
    "regiment",
    "regt",
    "reserve",
    "rifles",
    "royal",
    "régiment",
    "squadron",
    "the",
    "troop",
    "uhlans",
    "ulanen",
    "und",
    "volunteers",
    "von",
    "à",
];

/// The words that mark a battalion's number in a name: `1er bataillon, 45e` is `1/45e`.
const BATTALION_WORDS: &[&str] = &["bataillon", "battalion", "bn", "btn"];

/// Whether `word` holds a figure: a number kept whole (`45e`, `1/92nd`, `2.`).
fn numbered(word: &str) -> bool {
    word.bytes().any(|b| b.is_ascii_digit())
}

/// `word` in small letters for the word lists, its punctuation trimmed.
fn plain(word: &str) -> String {
    word.trim_matches(|c: char| c.is_ascii_punctuation())
        .to_ascii_lowercase()
}

/// Whether `word` tells its unit from others: capitalised, at least three letters, not a
/// common word, nor a short abbreviation in capitals (`IR`).
fn distinctive(word: &str) -> bool {
    let plain = plain(word);
    word.starts_with(|c: char| c.is_ascii_uppercase())
        && plain.chars().count() >= 3
        && !numbered(word)
        && !plain.split('-').all(|part| COMMON_WORDS.contains(&part))
        && !word.bytes().all(|b| b.is_ascii_uppercase())
}

/// The forms of a player's own name between the whole name and nothing, longest first: its
/// numbers with its distinctive word, then what still tells it apart. `None` for a name of
/// common nouns and at most a closing number, which [`ShortNames`] shortens to initials.
fn own_forms(name: &str) -> Option<Vec<String>> {
    let words: Vec<&str> = name
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let numbers: Vec<usize> = (0..words.len()).filter(|&i| numbered(words[i])).collect();
    let special = words.iter().rposition(|w| distinctive(w));
    let closing_number_only = numbers.len() <= 1 && numbers.iter().all(|&i| i + 1 == words.len());
    if special.is_none() && closing_number_only {
        return None;
    }
    // A battalion's number and its regiment's, as players write them: `1/45e`.
    let battalion = numbers.len() >= 2
        && words
            .get(numbers[0] + 1)
            .is_some_and(|w| BATTALION_WORDS.contains(&plain(w).as_str()));
    let mut figures: Vec<String> = Vec::new();
    if battalion {
        let first: String = words[numbers[0]]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        figures.push(format!("{first}/{}", words[numbers[1]]));
        figures.extend(numbers[2..].iter().map(|&i| words[i].to_owned()));
    } else {
        for &i in &numbers {
            // A short abbreviation in capitals names the number's kind: `IR 4`.
            match i.checked_sub(1).map(|before| words[before]) {
                Some(kind) if kind.len() <= 3 && kind.bytes().all(|b| b.is_ascii_uppercase()) => {
                    figures.push(format!("{kind} {}", words[i]));
                }
                _ => figures.push(words[i].to_owned()),
            }
        }
    }
    let figures = figures.join(" ");
    let special = special.map(|i| words[i].trim_end_matches(|c: char| c.is_ascii_punctuation()));
    let with_word = match (special, numbers.first()) {
        (Some(word), Some(&first)) if special_before(&words, word, first) => {
            format!("{word} {figures}")
        }
        (Some(word), Some(_)) => format!("{figures} {word}"),
        (Some(word), None) => word.to_owned(),
        (None, _) => figures.clone(),
    };
    // The figures alone tell a unit apart when they are two (`1/92nd`, `2/17e`) or name
    // their kind (`IR 4`); a lone `1st` does not.
    let strong = battalion || numbers.len() >= 2 || figures.contains(['/', ' ']);
    let mut forms = vec![with_word];
    if strong && special.is_some() {
        forms.push(figures);
    }
    Some(forms)
}

/// Whether the distinctive word `word` comes before the word at `first` in `words`.
fn special_before(words: &[&str], word: &str, first: usize) -> bool {
    words[..first]
        .iter()
        .any(|w| w.trim_end_matches(|c: char| c.is_ascii_punctuation()) == word)
}

/// The short forms of the names on one table, told apart.
#[derive(Debug, Default)]
pub struct ShortNames {
    /// Each kind's short form, by its name without a closing number.
    by_stem: HashMap<String, String>,
}

/// A name's words without a closing number, and that number.
fn split(name: &str) -> (Vec<&str>, Option<&str>) {
    let mut words: Vec<&str> = name.split(' ').filter(|w| !w.is_empty()).collect();
    let number = match words.as_slice() {
        [_, .., last] if last.bytes().all(|b| b.is_ascii_digit()) => words.pop(),
        _ => None,
    };
    (words, number)
}

/// The initial of `word`, its first letter or figure in capitals: `(dragoons)` gives `D`.
/// Capitals in ASCII only: Unicode's case tables would weigh on the page.
fn initial(word: &str) -> Option<char> {
    word.chars()
        .find(|c| c.is_ascii_alphanumeric() || !c.is_ascii())
        .map(|c| c.to_ascii_uppercase())
}

/// The short form of the words `stem`, keeping `first` letters of its first word (one: its
/// initial alone).
fn abbreviate(stem: &[&str], first: usize) -> String {
    match stem {
        [] => String::new(),
        [word] => {
            let mut short: String = word.chars().take(SHORT_CHARS).collect();
            if short.len() < word.len() {
                short.push('…');
            }
            short
        }
        [head, rest @ ..] => {
            let mut short = String::new();
            if first > 1 {
                short.extend(head.chars().take(first));
                short.push(' ');
            } else {
                short.extend(initial(head));
            }
            short.extend(rest.iter().filter_map(|w| initial(w)));
            short
        }
    }
}

/// A name's short form on its own, as on a table where no other kind shares its initials.
pub fn short_name(name: &str) -> String {
    let (stem, number) = split(name);
    with_number(abbreviate(&stem, 1), number)
}

fn with_number(mut short: String, number: Option<&str>) -> String {
    if let Some(number) = number {
        if !short.is_empty() {
            short.push(' ');
        }
        short.push_str(number);
    }
    short
}

impl ShortNames {
    /// The short forms of `names`, the names of one table's units: each kind's initials, or
    /// more of its first word where another kind's agree.
    pub fn of<'a>(names: impl IntoIterator<Item = &'a str>) -> Self {
        let mut stems: Vec<Vec<&str>> = names.into_iter().map(|name| split(name).0).collect();
        stems.sort_unstable();
        stems.dedup();
        let mut letters = vec![1_usize; stems.len()];
        // Each round lengthens every kind whose short form another kind shares, until none
        // does or none can grow: at most the longest first word's length of rounds.
        loop {
            let shorts: Vec<String> = stems
                .iter()
                .zip(&letters)
                .map(|(stem, &first)| abbreviate(stem, first))
                .collect();
            let mut order: Vec<usize> = (0..stems.len()).collect();
            order.sort_unstable_by(|&a, &b| shorts[a].cmp(&shorts[b]));
            let mut shared = vec![false; stems.len()];
            for pair in order.windows(2) {
                if shorts[pair[0]] == shorts[pair[1]] {
                    shared[pair[0]] = true;
                    shared[pair[1]] = true;
                }
            }
            let mut grew = false;
            for (index, stem) in stems.iter().enumerate() {
                let head = stem.first().map_or(0, |w| w.chars().count());
                if shared[index] && stem.len() > 1 && letters[index] < head {
                    letters[index] += 1;
                    grew = true;
                }
            }
            if !grew {
                let by_stem = stems
                    .iter()
                    .map(|stem| stem.join(" "))
                    .zip(shorts)
                    .collect();
                return Self { by_stem };
            }
        }
    }

    /// The forms `name` may be written in, longest first and the whole name first: its own
    /// short forms, then its initials. The table writes the first that has room.
    pub fn forms(&self, name: &str) -> Vec<String> {
        let mut forms = vec![name.to_owned()];
        forms.extend(own_forms(name).unwrap_or_default());
        forms.push(self.of_name(name));
        forms.dedup();
        forms
    }

    /// The initials of `name`, one of the names these were made of (any other is shortened
    /// on its own).
    pub fn of_name(&self, name: &str) -> String {
        let (stem, number) = split(name);
        match self.by_stem.get(&stem.join(" ")) {
            Some(short) => with_number(short.clone(), number),
            None => short_name(name),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_name_keeps_each_words_first_letter_and_the_number() {
        assert_eq!(short_name("Line infantry battalion 8"), "LIB 8");
        assert_eq!(short_name("1st Foot Guards"), "1FG");
        assert_eq!(short_name("Chasseurs à Cheval"), "CàC");
        assert_eq!(short_name("Medium cavalry regiment (dragoons) 2"), "MCRD 2");
        assert_eq!(short_name("   "), "");
        assert_eq!(short_name("Hougoumont"), "Hougo…");
        assert_eq!(short_name("Brunswick 12"), "Bruns… 12");
        assert_eq!(short_name("Kent"), "Kent");
        assert_eq!(short_name("12"), "12");
    }

    /// Real names of the period's units, as players write them, and the shortest form the
    /// table may write each in.
    const CORPUS: &[(&str, &str)] = &[
        ("1er bataillon, 45e de ligne", "1/45e"),
        ("2e bataillon, 17e léger", "2/17e"),
        ("Batterie à cheval Duchand", "Duchand"),
        ("3e hussards", "3e"),
        ("1/92nd Gordon Highlanders", "1/92nd"),
        ("2/95th Rifles", "2/95th"),
        ("1st Battalion, 95th Rifles", "1/95th"),
        ("Royal Horse Artillery, Bull's Troop", "Bull's"),
        ("Scots Greys", "Greys"),
        ("1. Pommersches Infanterie-Regiment", "1. Pommersches"),
        ("Füsilier-Bataillon 2. Schlesisches", "2. Schlesisches"),
        ("IR 4 Hoch- und Deutschmeister", "IR 4"),
        ("Kürassier-Regiment Erzherzog Franz", "Franz"),
        ("Pavlovsky Grenadier Regiment", "Pavlovsky"),
        (
            "Semenovsky Life Guard Regiment, 1st Battalion",
            "Semenovsky 1st",
        ),
        ("Line infantry battalion 8", "LIB 8"),
    ];

    #[test]
    fn real_names_keep_their_numbers_whole_and_their_distinctive_word() {
        let shorts = ShortNames::of(CORPUS.iter().map(|(name, _)| *name));
        for (name, shortest) in CORPUS {
            let forms = shorts.forms(name);
            assert_eq!(forms[0], *name, "the whole name is tried first");
            let own = own_forms(name);
            let last = own
                .as_ref()
                .and_then(|f| f.last())
                .map_or_else(|| shorts.of_name(name), Clone::clone);
            assert_eq!(last, *shortest, "{name}: {forms:?}");
            for pair in forms.windows(2) {
                assert!(
                    pair[0].chars().count() >= pair[1].chars().count()
                        || pair[1] == shorts.of_name(name),
                    "{name}: {forms:?}"
                );
            }
        }
        assert_eq!(
            own_forms("1/92nd Gordon Highlanders"),
            Some(vec!["1/92nd Gordon".to_owned(), "1/92nd".to_owned()]),
            "shortened only as far as the room needs"
        );
    }

    #[test]
    fn kinds_whose_initials_agree_keep_more_of_their_first_word() {
        let names = [
            "Line infantry battalion 1",
            "Light infantry battalion 1",
            "Line infantry battalion 2",
            "Heavy cavalry regiment 1",
            "Lancers 1",
        ];
        let shorts = ShortNames::of(names);
        let got: Vec<String> = names.iter().map(|n| shorts.of_name(n)).collect();
        assert_eq!(
            got,
            ["Lin IB 1", "Lig IB 1", "Lin IB 2", "HCR 1", "Lance… 1"]
        );
        // Kinds that cannot grow apart keep what they have, and nothing loops.
        let same = ShortNames::of(["A b", "A c b", "A b"]);
        assert_eq!(same.of_name("A b"), "AB");
        assert_eq!(same.of_name("A c b"), "ACB");
        assert_eq!(ShortNames::of(["x y", "x  y"]).of_name("x y"), "XY");
        assert_eq!(shorts.of_name("Rifles 3"), "Rifle… 3");
    }

    #[test]
    fn no_two_kinds_on_a_table_share_a_short_name_where_they_can_differ() {
        let names = [
            "Line infantry battalion",
            "Light infantry battalion",
            "Lines infantry battalion",
            "Landwehr infantry battalion",
            "Lancers",
        ];
        let shorts = ShortNames::of(names);
        let got: Vec<String> = names.iter().map(|n| shorts.of_name(n)).collect();
        for (a, short) in got.iter().enumerate() {
            for (b, other) in got.iter().enumerate() {
                // "Line" is all of "Lines" but its last letter: the two keep whole words
                // and still differ.
                assert!(a == b || short != other, "{names:?} gave {got:?}");
            }
        }
    }
}

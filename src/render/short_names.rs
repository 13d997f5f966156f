//! Units' short names, written on the table where a whole name has no room beside its unit:
//! the first letter of each word in capitals, and a number ending the name kept whole
//! (`LIB 8` for `Line infantry battalion 8`, `1FG` for `1st Foot Guards`); a one-word name's
//! first letters. Two kinds of unit whose initials agree on one table (`Line infantry
//! battalion` and `Light infantry battalion`) keep more of their first word until they differ
//! (`Lin IB 8`, `Lig IB 3`). Kinds that agree in their whole first word and in every
//! initial (`Light infantry battalion`, `Light infantry brigade`) keep one short name; the
//! unit's title names it whole on hover.

use std::collections::HashMap;

/// The most characters of a one-word name's short form, an ellipsis after them.
const SHORT_CHARS: usize = 5;

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

    /// The short form of `name`, one of the names these were made of (any other is
    /// shortened on its own).
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

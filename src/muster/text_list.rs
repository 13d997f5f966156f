//! An army list in plain text, as players post one: a heading for each side, a heading for
//! each brigade, and a line for each unit or run of alike units:
//!
//! ```text
//! # Blue: II Corps
//! ## Brigade Rey
//! 3 × Line infantry battalion "1er léger" 6 bases of 4 figures, 25×25 mm
//! Foot artillery "Batterie Duchand" 2 bases, 40×40 mm, 4 guns, in limbered
//! ```
//!
//! The grammar, with more examples, is in `docs/formats.md`. It is read by hand rather than
//! by a parser generator: its words are the hobby's ("bases of 4 figures", "25×25 mm"), and
//! a line it cannot read must be named with the words it stumbled on.

use super::army_line::{ArmyLine, GivenBasing, side_named};
use super::{ArmyList, MAX_PROBLEMS};
use crate::drill::BrigadeForm;
use crate::layout::PlayerSide;
use crate::limits::MAX_UNITS;

/// Millimetres in an inch and a centimetre.
const INCH_MM: f32 = 25.4;
const CM_MM: f32 = 10.0;

/// Where the list has got to: the side and brigade the next unit line belongs to.
struct Heading {
    side: PlayerSide,
    sides_seen: usize,
    brigade: Option<(String, usize)>,
    /// The drill the brigade's heading names.
    drill: Option<BrigadeForm>,
    brigade_units: usize,
}

/// Reads a plain-text army list.
pub fn read_text(text: &str) -> ArmyList {
    let mut list = ArmyList::default();
    let mut at = Heading {
        side: PlayerSide(0),
        sides_seen: 0,
        brigade: None,
        drill: None,
        brigade_units: 0,
    };
    let mut units = 0usize;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty()
            || trimmed.starts_with("//")
            || trimmed
                .chars()
                .all(|c| matches!(c, '-' | '=' | '*' | '_' | '~' | '#'))
        {
            continue;
        }
        let body = trimmed
            .trim_start_matches(['-', '*', '•', '+'])
            .trim_start();
        if !is_unit_line(body) {
            close_brigade(&mut list, &at);
            heading(&mut at, trimmed, line);
            continue;
        }
        match read_unit(body, line, &at) {
            Ok(army_line) => {
                units += army_line.count as usize;
                at.brigade_units += 1;
                if units > MAX_UNITS {
                    list.refuse(
                        line,
                        format!("the list has more than {MAX_UNITS} units, the most one table holds: the rest is not read"),
                    );
                    return list;
                }
                list.lines.push(army_line);
            }
            Err(message) => {
                at.brigade_units += 1;
                list.refuse(line, message);
                if list.problems.len() >= MAX_PROBLEMS {
                    return list;
                }
            }
        }
    }
    close_brigade(&mut list, &at);
    list
}

/// A brigade heading that no unit line followed is most likely a unit line the list could
/// not see as one (written in other words): it is named.
fn close_brigade(list: &mut ArmyList, at: &Heading) {
    if let Some((name, line)) = &at.brigade
        && at.brigade_units == 0
    {
        list.refuse(
            *line,
            format!(
                "\"{}\" reads as a brigade's heading, but no unit follows it; a unit's line \
                 looks like: 2 × Line infantry \"1er léger\" 6 bases of 4 figures, 25×25 mm",
                crate::text::excerpt(name)
            ),
        );
    }
}

/// Takes a heading: a side's (`# …`, or starting `Side`, `Army` or a side's colour) or a
/// brigade's (any other).
fn heading(at: &mut Heading, trimmed: &str, line: usize) {
    let hashes = trimmed.chars().take_while(|&c| c == '#').count();
    let text = trimmed[hashes..].trim().trim_end_matches(':').trim();
    let mut words = text
        .split(|c: char| {
            c.is_whitespace() || matches!(c, ':' | '—' | '–' | '-' | ',' | '.' | '(' | ')')
        })
        .filter(|w| !w.is_empty());
    let first = words.next().unwrap_or("");
    let keyword = ["side", "army"]
        .iter()
        .any(|k| first.eq_ignore_ascii_case(k));
    let named = if keyword {
        words.next().and_then(side_named)
    } else {
        side_named(first).filter(|_| first.parse::<u8>().is_err())
    };
    if hashes == 1 || keyword || named.is_some() {
        at.side = named.unwrap_or(if at.sides_seen == 0 {
            PlayerSide(0)
        } else {
            PlayerSide((at.side.0 + 1) % PlayerSide::COUNT)
        });
        at.sides_seen += 1;
        at.brigade = None;
        at.drill = None;
        at.brigade_units = 1;
    } else {
        let (name, drill) = brigade_and_drill(text);
        at.brigade = Some((name.to_owned(), line));
        at.drill = drill;
        at.brigade_units = 0;
    }
}

/// A brigade's heading read as its name and the drill it deploys in, where the heading ends
/// by naming a form in brackets (`Kempt's brigade (two lines)`); brackets naming no form are
/// part of the name (`Rey (2nd Division)`).
fn brigade_and_drill(text: &str) -> (&str, Option<BrigadeForm>) {
    let drill = text
        .strip_suffix(')')
        .and_then(|t| t.rsplit_once('('))
        .and_then(|(name, form)| Some((name.trim_end(), BrigadeForm::read(form)?)));
    match drill {
        Some((name, form)) if !name.is_empty() => (name, Some(form)),
        _ => (text, None),
    }
}

/// Whether a line (its bullet taken off) asks for units: it starts with a count
/// (`3 ×`, `3x`), or names a unit in quotes, or gives bases or their size.
fn is_unit_line(body: &str) -> bool {
    if count_prefix(body).is_some() {
        return true;
    }
    if body.contains(['"', '“', '«', '„']) {
        return true;
    }
    let tokens = tokens(body);
    tokens.windows(2).any(|pair| match pair {
        [Token::Number(..), Token::Word(word, _)] => BASES.contains(&word.as_str()),
        [Token::Number(..), Token::Times(_)] => true,
        _ => false,
    })
}

/// A count at the start of a line (`3 ×`, `3x`, `3 *`): the count and the rest.
fn count_prefix(body: &str) -> Option<(u32, &str)> {
    let digits = body.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let after = body[digits..].trim_start();
    let rest = after.strip_prefix(['×', 'x', 'X', '*']).filter(|rest| {
        rest.starts_with(char::is_whitespace)
            || !rest.starts_with(char::is_alphanumeric)
            || after.starts_with('×')
    })?;
    Some((body[..digits].parse().ok()?, rest.trim_start()))
}

/// Reads a unit line: count, troop type, name in quotes, then its basing, size, guns and
/// formation in any order.
fn read_unit(body: &str, line: usize, at: &Heading) -> Result<ArmyLine, String> {
    let (count, body) = count_prefix(body).unwrap_or((1, body));
    if count == 0 {
        return Err("a count of 0 asks for no units".to_owned());
    }
    if count as usize > MAX_UNITS {
        return Err(format!(
            "a count of {count} is more units than one table holds ({MAX_UNITS})"
        ));
    }
    let (troop, name, rest) = match body.find(['"', '“', '«', '„']) {
        Some(open) => {
            let quote = body[open..].chars().next().unwrap_or('"');
            let inner = &body[open + quote.len_utf8()..];
            let close = inner
                .find(['"', '”', '»', '“'])
                .ok_or("the unit's name has no closing quote")?;
            let closing = inner[close..].chars().next().unwrap_or('"');
            (
                body[..open].trim().trim_end_matches(',').trim(),
                Some(inner[..close].trim().to_owned()).filter(|n| !n.is_empty()),
                &inner[close + closing.len_utf8()..],
            )
        }
        None => {
            let end = body
                .char_indices()
                .find(|&(_, c)| c == ',' || c.is_ascii_digit())
                .map_or(body.len(), |(i, _)| i);
            (body[..end].trim(), None, &body[end..])
        }
    };
    if troop.is_empty() {
        return Err("the line names no troop type before its details".to_owned());
    }
    let details = read_details(rest)?;
    Ok(ArmyLine {
        line,
        side: at.side,
        brigade: at.brigade.as_ref().map(|(name, _)| name.clone()),
        name,
        count,
        troop: troop.to_owned(),
        basing: details.basing,
        formation: details.formation,
        cannon: details.cannon,
        order: None,
        drill: at.drill,
    })
}

/// What the details after a unit's name gave.
#[derive(Default)]
struct Details {
    basing: GivenBasing,
    formation: Option<String>,
    cannon: Option<u32>,
}

/// Words that count bases.
const BASES: [&str; 6] = ["base", "bases", "stand", "stands", "element", "elements"];
/// Words that count figures.
const FIGURES: [&str; 10] = [
    "figure",
    "figures",
    "fig",
    "figs",
    "figurine",
    "figurines",
    "model",
    "models",
    "man",
    "men",
];
/// Words that count guns.
const GUNS: [&str; 6] = ["gun", "guns", "cannon", "cannons", "piece", "pieces"];
/// Words read past.
const FILLERS: [&str; 8] = ["of", "with", "and", "on", "each", "per", "a", "x"];

/// Reads a unit's details: `6 bases of 4 figures, 25×25 mm, 4 guns, in column`.
fn read_details(text: &str) -> Result<Details, String> {
    let tokens = tokens(text);
    let mut details = Details::default();
    let mut unread: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    let word = |k: usize| match tokens.get(k) {
        Some(Token::Word(w, _)) => Some(w.as_str()),
        _ => None,
    };
    let number = |k: usize| match tokens.get(k) {
        Some(Token::Number(n, _)) => Some(*n),
        _ => None,
    };
    let is_times =
        |k: usize| matches!(tokens.get(k), Some(Token::Times(_))) || word(k) == Some("x");
    while i < tokens.len() {
        if let Some(n) = number(i) {
            let next = word(i + 1);
            if next.is_some_and(|w| BASES.contains(&w)) {
                details.basing.bases = Some(counted(n, "bases")?);
                i += 2;
                continue;
            }
            if next.is_some_and(|w| FIGURES.contains(&w)) {
                details.basing.figures_per_base = Some(counted(n, "figures")?);
                i += 2;
                while matches!(
                    word(i),
                    Some("per" | "a" | "each" | "on" | "base" | "stand" | "element")
                ) {
                    i += 1;
                }
                continue;
            }
            if next.is_some_and(|w| GUNS.contains(&w)) {
                details.cannon = Some(counted(n, "guns")?);
                i += 2;
                continue;
            }
            if is_times(i + 1)
                && let Some(depth) = number(i + 2)
            {
                let (scale, used) = match (word(i + 3), tokens.get(i + 3)) {
                    (Some("mm"), _) => (1.0, 1),
                    (Some("cm"), _) => (CM_MM, 1),
                    (Some("inch" | "inches"), _) => (INCH_MM, 1),
                    (Some("in"), _) if word(i + 4).is_none() => (INCH_MM, 1),
                    (_, Some(Token::Inch(_))) => (INCH_MM, 1),
                    _ => (1.0, 0),
                };
                let size = |v: f32| Some(v * scale).filter(|mm| mm.is_finite() && *mm > 0.0);
                details.basing.width_mm = Some(size(n).ok_or("a base's width must be above 0")?);
                details.basing.depth_mm =
                    Some(size(depth).ok_or("a base's depth must be above 0")?);
                i += 3 + used;
                continue;
            }
        }
        match &tokens[i] {
            Token::Word(w, (start, _)) if w == "in" => {
                let end = text[*start..]
                    .find([',', ';'])
                    .map_or(text.len(), |e| start + e);
                let formation = text[start + 2..end].trim();
                if formation.is_empty() {
                    unread.push((*start, end));
                } else {
                    details.formation = Some(formation.to_owned());
                }
                while tokens.get(i).is_some_and(|t| t.span().0 < end) {
                    i += 1;
                }
                continue;
            }
            Token::Word(w, _) if FILLERS.contains(&w.as_str()) => {}
            Token::Separator | Token::Times(_) => {}
            other => unread.push(other.span()),
        }
        i += 1;
    }
    if let (Some(&(start, _)), Some(&(_, end))) = (unread.first(), unread.last()) {
        return Err(format!(
            "\"{}\" could not be read: give bases (6 bases of 4 figures), their size \
             (25×25 mm), guns (4 guns) or a formation (in column)",
            crate::text::excerpt(text[start..end].trim())
        ));
    }
    Ok(details)
}

/// A count, which must be whole.
fn counted(n: f32, what: &str) -> Result<u32, String> {
    if n.fract() == 0.0 && (0.0..=u32::MAX as f32).contains(&n) {
        Ok(n as u32)
    } else {
        Err(format!("{n} {what}: a count is a whole number"))
    }
}

/// A piece of a unit line, with where it stands in the text (byte offsets).
#[derive(Debug)]
enum Token {
    Number(f32, (usize, usize)),
    /// A word, in lower case.
    Word(String, (usize, usize)),
    /// `×` or `*` between two sizes.
    Times((usize, usize)),
    /// `"` or `″` after a size: inches.
    Inch((usize, usize)),
    Separator,
}

impl Token {
    fn span(&self) -> (usize, usize) {
        match self {
            Token::Number(_, span)
            | Token::Word(_, span)
            | Token::Times(span)
            | Token::Inch(span) => *span,
            Token::Separator => (0, 0),
        }
    }
}

/// The line's tokens: numbers (a decimal point or comma inside), words, `×`, inch marks;
/// anything else separates.
fn tokens(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if c.is_ascii_digit() {
            let mut end = start + 1;
            while let Some(&(i, d)) = chars.peek() {
                let decimal = (d == '.' || d == ',')
                    && text[i + 1..].starts_with(|n: char| n.is_ascii_digit());
                if d.is_ascii_digit() || decimal {
                    chars.next();
                    end = i + d.len_utf8();
                } else {
                    break;
                }
            }
            let value = text[start..end]
                .replace(',', ".")
                .parse()
                .unwrap_or(f32::NAN);
            tokens.push(Token::Number(value, (start, end)));
        } else if c.is_alphabetic() {
            let mut end = start + c.len_utf8();
            while let Some(&(i, d)) = chars.peek() {
                if d.is_alphabetic() || d == '\'' || d == '’' {
                    chars.next();
                    end = i + d.len_utf8();
                } else {
                    break;
                }
            }
            tokens.push(Token::Word(text[start..end].to_lowercase(), (start, end)));
        } else if c == '×' || c == '*' {
            tokens.push(Token::Times((start, start + c.len_utf8())));
        } else if c == '"' || c == '″' {
            tokens.push(Token::Inch((start, start + c.len_utf8())));
        } else if !c.is_whitespace() {
            tokens.push(Token::Separator);
        }
    }
    tokens
}

//! Text from outside (names, ids, rulesets, links): what it may hold, how a message quotes
//! it, and how a drawing writes it.
//!
//! Every drawing Drillbook writes is XML, and XML 1.0 forbids most control characters and the
//! noncharacters U+FFFE and U+FFFF; a terminal or a notice shows control characters as noise
//! or obeys them. So names and ids refuse control characters outright, longer texts (a
//! ruleset's notes) keep only tab and line ends, and a message quotes at most a short
//! excerpt, with anything unprintable written as an escape.

/// The most characters of the input a message quotes.
pub const EXCERPT_CHARS: usize = 40;

/// The longest message shown or printed, in characters; a longer one is cut with `…`.
pub const MAX_MESSAGE_CHARS: usize = 400;

/// Whether XML 1.0 allows `c` in a document (its `Char` production).
pub fn xml_allows(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}')
        || c >= '\u{10000}'
}

/// Whether `c` is printable: neither a control character nor one that XML forbids.
fn printable_char(c: char) -> bool {
    !c.is_control() && xml_allows(c)
}

/// A one-line text such as a name or an id: refuses control characters (tab and line ends
/// too) and the characters XML forbids, saying which and where.
pub fn check_line(text: &str) -> Result<(), String> {
    refuse_unless(text, printable_char)
}

/// A longer text, such as notes: tab and line ends are kept; other control characters and
/// the characters XML forbids are refused.
pub fn check_text(text: &str) -> Result<(), String> {
    refuse_unless(text, |c| {
        matches!(c, '\t' | '\n' | '\r') || printable_char(c)
    })
}

fn refuse_unless(text: &str, allowed: impl Fn(char) -> bool) -> Result<(), String> {
    match text.chars().enumerate().find(|&(_, c)| !allowed(c)) {
        None => Ok(()),
        Some((at, c)) => Err(format!(
            "must not hold the control character {} (character {})",
            escaped(c),
            at + 1
        )),
    }
}

/// `c` as a message writes an unprintable character: `U+001B`.
fn escaped(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// `text` with anything unprintable written as an escape (`\u{1b}`) and at most `most`
/// characters kept, `…` marking a cut.
fn clean(text: &str, most: usize, keep_line_ends: bool) -> String {
    let mut out = String::new();
    for (count, c) in text.chars().enumerate() {
        if count == most {
            out.push('…');
            break;
        }
        if printable_char(c) || (keep_line_ends && c == '\n') {
            out.push(c);
        } else {
            out.push_str(&c.escape_unicode().to_string());
        }
    }
    out
}

/// A short excerpt of input for a message: at most [`EXCERPT_CHARS`] characters, with
/// anything unprintable escaped.
pub fn excerpt(text: &str) -> String {
    clean(text, EXCERPT_CHARS, false)
}

/// A message made fit to show or print: at most [`MAX_MESSAGE_CHARS`] characters, with
/// control characters (but line ends) escaped, so no input can flood a notice or drive a
/// terminal.
pub fn printable(message: &str) -> String {
    let cleaned = clean(message, MAX_MESSAGE_CHARS, true);
    if !cleaned.ends_with('…') || cleaned.chars().count() <= MAX_MESSAGE_CHARS {
        return cleaned;
    }
    // Cut where a sentence or clause ends, else between words, so what stays reads whole and
    // `…` says more was there; inside a word only when it fills most of the room (a quoted
    // text with no spaces).
    let room = cleaned.trim_end_matches('…');
    let half = room.len() / 2;
    let end = [". ", "; ", ": ", ", ", " "]
        .iter()
        .find_map(|mark| room.rfind(mark).filter(|&at| at > half))
        .map_or(room.len(), |at| at + 1);
    format!("{}…", room[..end].trim_end())
}

/// The text of a file read as bytes: UTF-8, or a message that says what it is instead (a
/// file saved as UTF-16 gets a hint to save it as UTF-8).
pub fn from_file_bytes(bytes: Vec<u8>) -> Result<String, String> {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return Err("it is saved as UTF-16; save it as UTF-8".to_owned());
    }
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "it is not UTF-8 text (byte {} is not); save it as UTF-8",
            e.utf8_error().valid_up_to() + 1
        )
    })
}

/// `text` with each character XML forbids replaced by U+FFFD, visibly: what the drawings
/// write, whatever reached them.
pub fn xml_safe(text: &str) -> std::borrow::Cow<'_, str> {
    if text.chars().all(xml_allows) {
        std::borrow::Cow::Borrowed(text)
    } else {
        std::borrow::Cow::Owned(
            text.chars()
                .map(|c| if xml_allows(c) { c } else { '\u{FFFD}' })
                .collect(),
        )
    }
}

/// `text` with the five characters that markup gives meaning to replaced by entities, and any
/// character XML forbids replaced by U+FFFD, so every drawing stays well-formed whatever
/// reached it.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in xml_safe(text).chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_refuse_control_characters_and_noncharacters() {
        assert_eq!(check_line("2/45e Ligne — Ney's"), Ok(()));
        for bad in [
            "a\u{1}b",
            "\u{1b}[31m",
            "nul\0",
            "x\u{FFFE}",
            "tab\there",
            "\u{85}",
        ] {
            assert!(check_line(bad).is_err(), "{bad:?}");
        }
        assert_eq!(
            check_line("ab\u{1b}"),
            Err("must not hold the control character U+001B (character 3)".to_owned())
        );
        assert_eq!(check_text("line one\n\tline two\r\n"), Ok(()));
        assert!(check_text("bell\u{7}").is_err());
    }

    #[test]
    fn excerpts_are_short_and_escape_what_a_terminal_would_obey() {
        let long = "x".repeat(200_000);
        assert_eq!(excerpt(&long).chars().count(), EXCERPT_CHARS + 1);
        assert_eq!(excerpt("red\u{1b}[31m"), "red\\u{1b}[31m");
        let message = format!("the id '{long}' is unknown");
        assert_eq!(printable(&message).chars().count(), MAX_MESSAGE_CHARS + 1);
        // A long message of words is cut where a clause ends, never inside a word.
        let words = format!(
            "{}; and then {}",
            "a word ".repeat(40),
            "more words ".repeat(30)
        );
        let cut = printable(&words);
        assert!(cut.ends_with("a word ;…"), "{cut}");
        assert!(cut.chars().count() <= MAX_MESSAGE_CHARS + 1);
        let sentence = "A whole sentence. ".repeat(30);
        assert!(
            printable(&sentence).ends_with("sentence.…"),
            "{}",
            printable(&sentence)
        );
        assert_eq!(printable("two\nlines\u{7}"), "two\nlines\\u{7}");
    }

    #[test]
    fn drawings_replace_what_xml_forbids() {
        assert_eq!(xml_safe("Ney"), "Ney");
        assert_eq!(xml_safe("a\u{1}b\u{FFFF}"), "a\u{FFFD}b\u{FFFD}");
        assert!(xml_allows('\u{10000}') && !xml_allows('\u{FFFE}') && !xml_allows('\u{8}'));
    }

    #[test]
    fn markup_in_a_name_stays_text() {
        assert_eq!(
            escape("<img src=x onerror=alert(1)> & 'co'"),
            "&lt;img src=x onerror=alert(1)&gt; &amp; &#39;co&#39;"
        );
        assert_eq!(escape("a\u{1b}b"), "a\u{FFFD}b");
    }
}

//! Escaping text for SVG and HTML.

/// `text` with the five characters that markup gives meaning to replaced by entities, and any
/// character XML forbids replaced by U+FFFD, so every drawing stays well-formed whatever
/// reached it.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in crate::text::xml_safe(text).chars() {
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
    fn markup_in_a_name_stays_text() {
        assert_eq!(
            escape("<img src=x onerror=alert(1)> & 'co'"),
            "&lt;img src=x onerror=alert(1)&gt; &amp; &#39;co&#39;"
        );
        assert_eq!(escape("a\u{1b}b"), "a\u{FFFD}b");
    }
}

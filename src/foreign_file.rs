//! Files that are not Drillbook's, told by their first bytes or their name: a picture, a
//! spreadsheet, a document or an archive dropped on the page. Each is named in a sentence a
//! player understands, with what Drillbook opens instead, rather than with what a parser
//! stumbled on in it (NUL characters, a line that is no TOML).

/// What Drillbook opens, said after naming what a file is instead.
const OPENS: &str = "Drillbook opens a layout saved from it (.json) or a ruleset (.toml)";

/// Starts of files that are not text, as the page reads them (as UTF-8, with each byte that
/// is not UTF-8 read as U+FFFD), and what each is.
const SIGNATURES: [(&str, &str); 7] = [
    ("\u{FFFD}PNG", "a PNG picture"),
    ("\u{FFFD}\u{FFFD}\u{FFFD}", "a JPEG picture"),
    ("GIF8", "a GIF picture"),
    ("RIFF", "a WebP picture or a sound"),
    ("%PDF-", "a PDF document"),
    (
        "PK\u{3}\u{4}",
        "an archive (a ZIP, or an Office or OpenDocument file)",
    ),
    ("\u{FFFD}\u{FFFD}\u{11}\u{FFFD}", "an old Office document"),
];

/// Ends of names of files that are text but no layout or ruleset, and what each is.
const NAMED: [(&str, &str); 4] = [
    (".csv", "a spreadsheet saved as CSV"),
    (".tsv", "a spreadsheet saved as tab-separated text"),
    (
        ".svg",
        "a drawing (Drillbook exports them, and does not open them)",
    ),
    (
        ".html",
        "a web page (Drillbook's printable sheets are for printing, not opening)",
    ),
];

/// What `text`, the contents of the file `name`, is, when it is plainly no Drillbook file:
/// the sentence to show, naming it and saying what Drillbook opens.
pub fn foreign_file(name: &str, text: &str) -> Option<String> {
    let lower = name.to_ascii_lowercase();
    let what = SIGNATURES
        .iter()
        .find(|(start, _)| text.starts_with(start))
        .or_else(|| NAMED.iter().find(|(end, _)| lower.ends_with(end)))
        .map(|(_, what)| *what)?;
    Some(format!("it is {what}, not a Drillbook file: {OPENS}."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_spreadsheets_and_archives_are_named() {
        let png = "\u{FFFD}PNG\r\n\u{1A}\n\0\0\0\rIHDR";
        assert_eq!(
            foreign_file("map.png", png).as_deref(),
            Some(
                "it is a PNG picture, not a Drillbook file: Drillbook opens a layout saved from it (.json) or a ruleset (.toml)."
            )
        );
        // By its first bytes whatever its name, and by its name where its text is plain.
        assert!(
            foreign_file("layout.json", "%PDF-1.7\n")
                .unwrap()
                .contains("a PDF document")
        );
        assert!(
            foreign_file("army.CSV", "unit,bases\nline,6\n")
                .unwrap()
                .contains("CSV")
        );
        assert!(
            foreign_file("army.xlsx", "PK\u{3}\u{4}\u{14}")
                .unwrap()
                .contains("archive")
        );
        // Drillbook's own files, and text it reads, are not foreign.
        assert_eq!(
            foreign_file("battle.json", "{\"format\": \"drillbook-layout\"}"),
            None
        );
        assert_eq!(foreign_file("house.toml", "id = \"house\"\n"), None);
        assert_eq!(foreign_file("notes.txt", "id = \"house\"\n"), None);
    }
}

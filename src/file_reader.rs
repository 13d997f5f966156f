//! What the file reader does: the text of a file a player opened in, the compact binary form
//! out, or a message saying what is wrong with the file.
//!
//! The page runs this in a web worker of its own (`src/web/reader.rs`), loaded the first
//! time a player opens a file, so the parsers and their messages are not part of the first
//! load; the command line and the tests call it directly.

use crate::rules::Ruleset;

/// The kinds of file the reader reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A ruleset in TOML.
    Ruleset,
}

impl FileKind {
    /// The kind's name in messages to the worker.
    pub fn name(self) -> &'static str {
        match self {
            FileKind::Ruleset => "ruleset",
        }
    }

    /// The kind a message names.
    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "ruleset" => Some(FileKind::Ruleset),
            _ => None,
        }
    }
}

/// Reads `text`, the contents of the file `name`: a ruleset comes back in its compact binary
/// form, a broken file as its error (`file:line: message`).
pub fn read_file(kind: FileKind, name: &str, text: &str) -> Result<Vec<u8>, String> {
    match kind {
        FileKind::Ruleset => Ruleset::from_toml(name, text)
            .map(|ruleset| ruleset.to_bytes())
            .map_err(|error| error.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ruleset_file_comes_back_compact_and_a_broken_one_as_its_error() {
        let text = include_str!("../rulesets/rff-squares.toml");
        let bytes = read_file(FileKind::Ruleset, "rff.toml", text).expect("valid");
        let ruleset = Ruleset::from_bytes(&bytes).expect("decodes");
        assert_eq!(
            ruleset,
            Ruleset::from_toml("rff.toml", text).expect("valid")
        );

        let error = read_file(FileKind::Ruleset, "x.toml", "id = 1").expect_err("broken");
        assert_eq!(error, "x.toml:1: id must be a text in quotes, found 1");
        assert_eq!(
            FileKind::from_name(FileKind::Ruleset.name()),
            Some(FileKind::Ruleset)
        );
    }
}

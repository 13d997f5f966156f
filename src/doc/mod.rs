//! The documents players write and share: rulesets in TOML, layouts in JSON.
//!
//! Both are parsed by well-kept crates (`toml`, `serde_json`) into one [`Value`] tree that
//! remembers the line of every value, and turned into typed data by a [`Fields`] reader,
//! which names the file, the line and the field in every error. Text is parsed only in the
//! reader worker and the command line, never in the page's first load.

mod error;
mod json;
mod lines;
mod reader;
mod toml;
mod value;

pub use error::DocError;
pub use json::{parse_json, write_json};
pub use reader::Fields;
pub use toml::parse_toml;
pub use value::{Value, ValueKind};

/// How deep arrays and tables may nest, counting each key of a dotted key or a header as a
/// level. Real documents nest a few levels; the limit keeps a hostile file from exhausting
/// the stack.
pub const MAX_DEPTH: usize = 32;

/// The most entries one table may hold. The largest table of a real ruleset or layout has a
/// few dozen; the cap keeps every look-up and duplicate check within a table short, so
/// reading costs time in proportion to the file's length.
pub const MAX_TABLE_ENTRIES: usize = 1000;

/// The text of a document as the parsers read it: a UTF-8 byte order mark is dropped, and
/// text holding NUL characters (a file saved as UTF-16 and read as UTF-8) is refused with a
/// hint.
pub(crate) fn document_text(text: &str) -> Result<&str, DocError> {
    if text.contains('\0') {
        return Err(DocError::new(
            0,
            "the file holds NUL characters: it may be saved as UTF-16; save it as UTF-8",
        ));
    }
    Ok(text.strip_prefix('\u{FEFF}').unwrap_or(text))
}

/// Refuses a table that already holds [`MAX_TABLE_ENTRIES`] entries.
pub(crate) fn room_for_entry(entries: usize, line: u32) -> Result<(), DocError> {
    if entries >= MAX_TABLE_ENTRIES {
        return Err(DocError::new(
            line,
            format!("a table holds more than {MAX_TABLE_ENTRIES} entries"),
        ));
    }
    Ok(())
}

//! The documents players write and share: rulesets in TOML, layouts in JSON.
//!
//! Both are read into one [`Value`] tree that remembers the line of every value, and turned
//! into typed data by a [`Fields`] reader, which names the file, the line and the field in
//! every error. The parsers are small and our own rather than the `toml` and `serde_json`
//! crates: measured on the release page, reading a ruleset through `toml` and serde costs
//! 52.8 KB brotli of the 150 KB first-load budget, and through `serde_json` 17.9 KB before a
//! single layout type is added, while this module costs a fraction of that. Tests check both
//! parsers against those crates.

mod error;
mod json;
mod reader;
mod toml;
mod value;

pub use error::DocError;
pub use json::{parse_json, write_json};
pub use reader::Fields;
pub use toml::parse_toml;
pub use value::{Value, ValueKind};

/// How deep arrays and tables may nest. Real documents nest a few levels; the limit keeps a
/// hostile file from exhausting the stack.
pub const MAX_DEPTH: usize = 32;

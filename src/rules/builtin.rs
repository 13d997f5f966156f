//! The rulesets that ship with Drillbook.
//!
//! Each is a TOML file in `rulesets/`, the source a player reads and edits. The page does not
//! parse them: they are compiled to the compact binary form in `builtin.bin`, which the test
//! `the_compiled_rulesets_are_current` rebuilds from the files and compares (`make rulesets`
//! writes it anew after a ruleset changes).

use super::Ruleset;
use crate::codec::{CodecError, Reader};

/// The ruleset files, in the order `builtin.bin` holds them, the generic one first.
pub const BUILTIN_FILES: [&str; 5] = [
    "rulesets/basing-only.toml",
    "rulesets/figure-scale.toml",
    "rulesets/rff-squares.toml",
    "rulesets/element-rules.toml",
    "rulesets/pip-2mm.toml",
];

/// The built-in rulesets in the compact binary form.
pub const BUILTIN_BYTES: &[u8] = include_bytes!("builtin.bin");

/// Decodes the built-in rulesets whole.
pub fn builtin_rulesets() -> Result<Vec<Ruleset>, CodecError> {
    decode_builtin(Ruleset::decode)
}

/// Decodes what the page draws with of the built-in rulesets
/// ([`Ruleset::decode_for_drawing`]).
pub fn builtin_rulesets_for_drawing() -> Result<Vec<Ruleset>, CodecError> {
    decode_builtin(Ruleset::decode_for_drawing)
}

fn decode_builtin(
    decode: fn(&mut Reader) -> Result<Ruleset, CodecError>,
) -> Result<Vec<Ruleset>, CodecError> {
    let mut reader = Reader::new(BUILTIN_BYTES);
    let rulesets = reader.list(decode)?;
    if reader.is_done() {
        Ok(rulesets)
    } else {
        Err(reader.error("there are bytes after the built-in rulesets"))
    }
}

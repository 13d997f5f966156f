//! The rulesets that ship with Drillbook.
//!
//! Each is a TOML file in `rulesets/`, the source a player reads and edits. The page does not
//! parse them: they are compiled to the compact binary form, in two lists
//! ([`Ruleset::encode_parts`]): what the page draws with in `builtin-drawing.bin`, which the
//! page's first load carries, and the rules only the analysis reads in `builtin-rules.bin`,
//! which only the reader worker carries. The test `the_compiled_rulesets_are_current` rebuilds
//! both from the files and compares (`make rulesets` writes them anew after a ruleset changes).

use super::Ruleset;
use crate::codec::{CodecError, Reader};

/// The ruleset files, in the order the compiled lists hold them, the generic one first.
pub const BUILTIN_FILES: [&str; 5] = [
    "rulesets/basing-only.toml",
    "rulesets/figure-scale.toml",
    "rulesets/rff-squares.toml",
    "rulesets/element-rules.toml",
    "rulesets/pip-2mm.toml",
];

/// What the page draws with of the built-in rulesets, in the compact binary form.
pub const BUILTIN_DRAWING_BYTES: &[u8] = include_bytes!("builtin-drawing.bin");

/// The rules only the analysis reads of the built-in rulesets, one block each, in the same
/// order.
pub const BUILTIN_RULES_BYTES: &[u8] = include_bytes!("builtin-rules.bin");

/// Decodes the built-in rulesets whole.
pub fn builtin_rulesets() -> Result<Vec<Ruleset>, CodecError> {
    let mut drawing = Reader::new(BUILTIN_DRAWING_BYTES);
    let mut rules = Reader::new(BUILTIN_RULES_BYTES);
    let count = drawing.length()?;
    if rules.length()? != count {
        return Err(rules.error("the built-in rules do not match the rulesets drawn"));
    }
    let rulesets = (0..count)
        .map(|_| Ruleset::decode_parts(&mut drawing, &mut rules))
        .collect::<Result<Vec<_>, _>>()?;
    finished(&drawing)?;
    finished(&rules)?;
    Ok(rulesets)
}

/// Decodes what the page draws with of the built-in rulesets
/// ([`Ruleset::decode_drawing_part`]).
pub fn builtin_rulesets_for_drawing() -> Result<Vec<Ruleset>, CodecError> {
    let mut reader = Reader::new(BUILTIN_DRAWING_BYTES);
    let rulesets = reader.list(Ruleset::decode_drawing_part)?;
    finished(&reader)?;
    Ok(rulesets)
}

fn finished(reader: &Reader) -> Result<(), CodecError> {
    if reader.is_done() {
        Ok(())
    } else {
        Err(reader.error("there are bytes after the built-in rulesets"))
    }
}

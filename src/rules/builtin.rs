//! The rulesets that ship with Drillbook, embedded at build time.

use super::{Ruleset, RulesetError};

/// Every file of `rulesets/`, as `(path, text)`, the generic one first.
pub const BUILTIN_RULESETS: &[(&str, &str)] = &[
    (
        "rulesets/basing-only.toml",
        include_str!("../../rulesets/basing-only.toml"),
    ),
    (
        "rulesets/figure-scale.toml",
        include_str!("../../rulesets/figure-scale.toml"),
    ),
    (
        "rulesets/rff-squares.toml",
        include_str!("../../rulesets/rff-squares.toml"),
    ),
    (
        "rulesets/element-rules.toml",
        include_str!("../../rulesets/element-rules.toml"),
    ),
    (
        "rulesets/pip-2mm.toml",
        include_str!("../../rulesets/pip-2mm.toml"),
    ),
];

/// Reads every built-in ruleset.
pub fn builtin_rulesets() -> Result<Vec<Ruleset>, RulesetError> {
    BUILTIN_RULESETS
        .iter()
        .map(|(file, text)| Ruleset::from_toml(file, text))
        .collect()
}

//! The rulesets that ship with Drillbook, embedded at build time.

use super::{Ruleset, RulesetError};

/// Every file of `rulesets/`, as `(path, text)`.
pub const BUILTIN_RULESETS: &[(&str, &str)] = &[(
    "rulesets/basing-only.toml",
    include_str!("../../rulesets/basing-only.toml"),
)];

/// Reads every built-in ruleset.
pub fn builtin_rulesets() -> Result<Vec<Ruleset>, RulesetError> {
    BUILTIN_RULESETS
        .iter()
        .map(|(file, text)| Ruleset::from_toml(file, text))
        .collect()
}

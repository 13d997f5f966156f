//! A ruleset value with where it comes from: a rule ID, or an assumption and its reason.

use serde::{Deserialize, Serialize};

/// A value from a ruleset, citing the rule it comes from (an ID of the rules digest), or
/// marked as an assumption with the reason, for a player to change; or both, an assumption
/// filling in what the cited rule leaves open.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cited<T> {
    /// The value.
    pub value: T,
    /// The rule ID it comes from, such as `B-square-inner`, or whose gap an assumption fills.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// Why the value was chosen, where the rule texts do not give it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assumption: Option<String>,
}

impl<T> Cited<T> {
    /// A value that a rule gives.
    pub fn by_rule(value: T, rule: &str) -> Self {
        Self {
            value,
            rule: Some(rule.to_owned()),
            assumption: None,
        }
    }

    /// A value the rule texts do not give.
    pub fn assumed(value: T, reason: &str) -> Self {
        Self {
            value,
            rule: None,
            assumption: Some(reason.to_owned()),
        }
    }

    /// What to cite in a message: the rule ID (also for an assumption that fills in what a
    /// rule leaves open), or "assumption".
    pub fn cite(&self) -> &str {
        self.rule.as_deref().unwrap_or("assumption")
    }
}

/// The rule IDs of a citation: one, or several written as one cites them, separated by ", ".
pub fn rule_ids(cite: &str) -> impl Iterator<Item = &str> {
    cite.split(',').map(str::trim).filter(|id| !id.is_empty())
}

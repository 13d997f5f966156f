//! Why a formation cannot be built or changed, naming the rule that says so.

use std::fmt;

/// A formation the rules forbid, or parameters that cannot make one.
#[derive(Clone, Debug, PartialEq)]
pub struct FormationError {
    /// The rule ID from the rules digest, or `None` where the problem is plain geometry.
    pub rule: Option<String>,
    /// A sentence a player understands.
    pub message: String,
}

impl FormationError {
    /// An error citing `rule`.
    pub fn rule(rule: &str, message: impl Into<String>) -> Self {
        Self {
            rule: Some(rule.to_owned()),
            message: message.into(),
        }
    }

    /// An error of geometry or input, citing no rule.
    pub fn input(message: impl Into<String>) -> Self {
        Self {
            rule: None,
            message: message.into(),
        }
    }
}

impl fmt::Display for FormationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.rule {
            Some(rule) => write!(f, "{} ({rule})", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for FormationError {}

//! Errors a player can act on when a ruleset file is wrong.

use std::fmt;

use crate::doc::DocError;

/// What is wrong with a ruleset file, and where: `file:line: message`.
#[derive(Clone, Debug, PartialEq)]
pub struct RulesetError {
    /// The file the ruleset came from.
    pub file: String,
    /// The 1-based line of the problem; 0 when it concerns the file as a whole.
    pub line: u32,
    /// A sentence a player understands.
    pub message: String,
}

impl RulesetError {
    /// The document error `error`, found in `file`.
    pub fn in_file(file: &str, error: DocError) -> Self {
        Self {
            file: file.to_owned(),
            line: error.line,
            message: error.message,
        }
    }
}

impl fmt::Display for RulesetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}:{}: {}", self.file, self.line, self.message)
        }
    }
}

impl std::error::Error for RulesetError {}

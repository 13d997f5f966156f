//! Errors a player can act on when a ruleset file is wrong.

use std::fmt;

/// What is wrong with a ruleset file, and where: `file:line: message`.
#[derive(Clone, Debug, PartialEq)]
pub struct RulesetError {
    /// The file the ruleset came from.
    pub file: String,
    /// The 1-based line of the problem, when it is known.
    pub line: Option<usize>,
    /// A sentence a player understands.
    pub message: String,
}

impl RulesetError {
    /// An error in `file`, at `line` if known.
    pub fn new(file: &str, line: Option<usize>, message: String) -> Self {
        Self {
            file: file.to_owned(),
            line,
            message,
        }
    }

    pub(super) fn from_toml(file: &str, text: &str, error: &toml::de::Error) -> Self {
        let line = error
            .span()
            .map(|span| 1 + text[..span.start.min(text.len())].matches('\n').count());
        Self::new(file, line, error.message().trim().to_owned())
    }
}

impl fmt::Display for RulesetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{line}: {}", self.file, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for RulesetError {}

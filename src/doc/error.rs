//! Errors in a document, with the line they are on.

use std::fmt;

/// What is wrong in a document: a sentence a player understands, and its 1-based line (0 when
/// the problem is the document as a whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DocError {
    /// The line of the problem, from 1; 0 for the whole document.
    pub line: u32,
    /// A sentence a player understands.
    pub message: String,
}

impl DocError {
    /// An error on `line`.
    pub fn new(line: u32, message: impl Into<String>) -> Self {
        Self {
            line,
            message: message.into(),
        }
    }

    /// The error as `file:line: message`, as a player sees it.
    pub fn in_file(&self, file: &str) -> String {
        if self.line == 0 {
            format!("{file}: {}", self.message)
        } else {
            format!("{file}:{}: {}", self.line, self.message)
        }
    }
}

impl fmt::Display for DocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for DocError {}

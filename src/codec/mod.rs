//! A compact binary form for data Drillbook passes around: built-in rulesets compiled at
//! build time, rulesets the file reader hands back, and (later) share links.
//!
//! Numbers are LEB128 varints or little-endian `f32`; strings are a length and UTF-8 bytes;
//! an option is a tag byte; a list is a length and its items. The [`Reader`] checks every
//! length against what is left, so bad bytes give an error, never a panic or a huge
//! allocation.

mod reader;
mod writer;

pub use reader::{CodecError, Reader, unzigzag};
pub use writer::{Writer, exact_tenths, zigzag};

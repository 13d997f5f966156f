//! Rulesets: each rule system is a data file in `rulesets/`, read into a [`Ruleset`].

mod basing;
mod builtin;
mod cited;
mod error;
mod ruleset;

pub use basing::Basing;
pub use builtin::{BUILTIN_RULESETS, builtin_rulesets};
pub use cited::Cited;
pub use error::RulesetError;
pub use ruleset::{DistanceUnit, Ruleset, TroopType};

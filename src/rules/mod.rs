//! Rulesets: each rule system is a data file in `rulesets/`, read into a [`Ruleset`].
//!
//! The page reads the built-in rulesets from their compiled binary form, and a player's
//! ruleset file through the file reader, which hands back the same form; only the command line
//! and that reader parse TOML.
//!
//! Every value in a ruleset file cites the rule it comes from (an ID of the rules digest) or
//! says it is an assumption and why ([`Cited`]). Distances are written in the ruleset's unit
//! and converted to mm once, here.

mod builtin;
mod change_rule;
mod compact;
mod consequence;
mod error;
mod formation_rules;
mod library;
mod order_rules;
mod reference;
mod ruleset;
mod scale;
mod table_rules;
mod terrain_rules;
mod troop;
mod units;

pub use crate::cited::{Cited, rule_ids};
pub use crate::formation::Basing;
pub use builtin::{
    BUILTIN_DRAWING_BYTES, BUILTIN_FILES, BUILTIN_RULES_BYTES, builtin_rulesets,
    builtin_rulesets_for_drawing,
};
pub use change_rule::{AnchorChoices, AnchorKind, ChangeRule};
pub use consequence::Consequence;
pub use error::RulesetError;
pub use formation_rules::{FormationChoices, FormationRule, Template};
pub use library::{Entry, Library, Origin, PLAYERS_ALLOWANCE, played_at};
pub use order_rules::{OrderLimit, OrderRules};
pub use reference::{RulesetRef, TroopAllowance};
pub use ruleset::{Ruleset, Source};
pub use scale::{MAX_SCALE_FACTOR, MIN_SCALE_FACTOR, Scale};
pub use table_rules::{
    AspectMethod, ContactRules, CrewRules, DeploymentRules, DirectlyBehind, GEOMETRY,
    MovementRules, SkirmishRules, SquareRules, StateRules, SupportRules,
};
pub use terrain_rules::{GOINGS, Going, TerrainRules};
pub use troop::{DetachRule, Forbidden, TroopType};
pub use units::DistanceUnit;

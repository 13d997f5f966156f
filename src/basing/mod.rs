//! A painter's question before a rule system's: what each built-in ruleset makes of an
//! army's basing, and the bases that would make the frontage a ruleset asks for.

mod across;
mod army;
mod difference;
mod for_frontage;

pub use across::{
    BASE_TOLERANCE_MM, FormationReading, RulesetReading, TroopReading, basing_across,
};
pub use army::{BasingGroup, army_basings};
pub use difference::how_yours_differ;
pub use for_frontage::{BaseCount, NARROWEST_BASE_MM, bases_for_frontage};

//! Which ruleset a table is played by, and the move allowances its players give: what a
//! layout records of its rules.

/// The ruleset a layout uses.
#[derive(Clone, Debug, PartialEq)]
pub enum RulesetRef {
    /// One of the built-in rulesets.
    Builtin {
        /// Its id.
        id: String,
        /// The version the layout was made with.
        version: String,
    },
    /// A ruleset the player loaded, carried whole so the layout works anywhere.
    Custom {
        /// The ruleset file's TOML text.
        toml: String,
    },
}

/// A move allowance the players give one troop type.
#[derive(Clone, Debug, PartialEq)]
pub struct TroopAllowance {
    /// The troop type's id.
    pub troop: String,
    /// How far it moves, mm as the ruleset would write it: the players' scale still applies.
    pub mm: f32,
}

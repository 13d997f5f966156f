//! The layout: the one document a table is, everything a saved file or a share link holds.
//!
//! A [`Layout`] names its ruleset (a built-in one by id and version, or a custom one carried
//! whole) and lists its units, each with its troop type, basing, formation, choices and pose.
//! It may also set the table the game is played on ([`Battlefield`]) and the players' scale
//! ([`Scale`]), and name brigades of
//! units ([`Brigade`]). Everything else (footprints, analysis, the view) is derived from it. Its JSON form is
//! documented in `docs/formats.md`; [`Layout::from_json`] refuses anything else with a message
//! naming the line and the field, and never panics.

mod allowance;
mod battlefield;
mod brigade;
mod check;
mod compact;
mod compact_turns;
mod copies;
mod deployment_zone;
mod edit;
mod json;
mod json_turns;
mod label;
mod piece_edit;
mod record;
mod rules_change;
mod search;
mod terrain_edit;
mod turn_delta;
mod turn_notes;
mod unit;
mod worst;
mod written_size;

pub use battlefield::{
    Battlefield, LINEAR_OVERHANG_MM, MAX_TABLE_SIDE_MM, MAX_ZONE_CORNERS, MIN_TABLE_MM, OFF_TABLE,
    TABLE_SIZES, TableSize,
};
pub use brigade::{Brigade, OrderLine};
pub use check::basing_within_limits;
pub use compact::NEWEST_FORM;
pub(crate) use compact::{get_ruleset_ref, put_ruleset_ref};
pub use compact_turns::GAME_TOO_LONG;
pub use deployment_zone::{DeploymentZone, LongEdge, MOST_STRIP_SHARE, STRIP_SHARE_OF_DEPTH};
pub use json::LAYOUT_FORMAT;
pub use label::side_label;
pub use piece_edit::TablePiece;
pub use record::TurnRecord;
pub use rules_change::RulesChange;
pub use search::{FoundUnit, MAX_FOUND};
pub use turn_notes::{TurnNotes, UnitNote};
pub use unit::{LayoutUnit, PlayerSide, TurnChange};
pub use worst::{WorstTable, worst_tables};

pub use crate::rules::{RulesetRef, TroopAllowance};

use crate::rules::Scale;

/// A table: its ruleset, its units, and where the players set them.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// The table's name, as the players call their game (`Ridge at Plancenoit`): files saved
    /// from it are named after it. Empty when they gave none.
    pub name: String,
    /// The ruleset every unit's troop type and formation come from.
    pub ruleset: RulesetRef,
    /// The units, in the order they were added.
    pub units: Vec<LayoutUnit>,
    /// The scale the players measure the ruleset's distances at.
    pub scale: Scale,
    /// The table the game is played on, once the players set one; without it the units stand
    /// on an open plane.
    pub battlefield: Option<Battlefield>,
    /// The brigades the players named, each of units of one side, no unit in two.
    pub brigades: Vec<Brigade>,
    /// The move allowances the players give troop types, in the order of their ids, one for
    /// each at most.
    pub allowances: Vec<TroopAllowance>,
    /// The turn of the game the table is in: 0 while the armies deploy, so that the
    /// deployment zones hold them; each New turn moves it on, and the zones then hold nobody.
    pub turn: u32,
    /// The players' notes on this turn.
    pub notes: TurnNotes,
    /// The turns played before this one, each as its table stood at its end.
    pub record: TurnRecord,
}

impl Layout {
    /// An empty table using `ruleset`.
    pub fn new(ruleset: RulesetRef) -> Self {
        Self {
            name: String::new(),
            ruleset,
            units: Vec::new(),
            scale: Scale::AsWritten,
            battlefield: None,
            brigades: Vec::new(),
            allowances: Vec::new(),
            turn: 0,
            notes: TurnNotes::default(),
            record: TurnRecord::default(),
        }
    }

    /// The unit with the given id.
    pub fn unit(&self, id: u32) -> Option<&LayoutUnit> {
        self.units.iter().find(|u| u.id == id)
    }

    /// The oldest version of the file and link forms that carries the whole layout, so that
    /// an older Drillbook still opens what it can read whole: 1 while it sets neither a scale
    /// nor a table, 2 while its table has no terrain, 3 while no unit has changed formation
    /// this turn, 4 while it names no brigade, 5 while no column's tail is bent, 6 while the
    /// players set no move allowance, 7 while no unit is under an order and the table's game
    /// has not begun, 8 while the table has no name, 9 while it keeps no turns played and no
    /// notes and counts no turns without a players' table, 10 otherwise.
    pub fn format_version(&self) -> u32 {
        let turn_without_table = self.turn > 0 && self.battlefield.is_none();
        if !self.record.is_empty() || !self.notes.is_empty() || turn_without_table {
            return 10;
        }
        let begun = self.battlefield.is_some() && self.turn > 0;
        if !self.name.is_empty() {
            return 9;
        }
        if begun || self.units.iter().any(|u| u.order.is_some()) {
            return 8;
        }
        if !self.allowances.is_empty() {
            return 7;
        }
        if self.units.iter().any(|u| !u.choices.bends.is_empty()) {
            return 6;
        }
        if !self.brigades.is_empty() {
            return 5;
        }
        if self.units.iter().any(|u| !u.changes.is_empty()) {
            return 4;
        }
        match &self.battlefield {
            Some(table) if !table.terrain.is_empty() => 3,
            Some(_) => 2,
            None if self.scale != Scale::AsWritten => 2,
            None => 1,
        }
    }

    /// An id no unit has yet.
    pub fn next_unit_id(&self) -> u32 {
        self.units.iter().map(|u| u.id + 1).max().unwrap_or(1)
    }
}

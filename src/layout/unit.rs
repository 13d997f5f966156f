//! A unit on the table, as the layout records it.

use crate::formation::{Placement, UnitState};
use crate::geom::Pose;
use crate::rules::{Basing, FormationChoices};

/// Which player a unit belongs to: 0 for the first, 1 for the second, up to 3.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PlayerSide(pub u8);

impl PlayerSide {
    /// How many sides a table may have.
    pub const COUNT: u8 = 4;

    /// Every side, in order.
    pub const ALL: [PlayerSide; 4] = [PlayerSide(0), PlayerSide(1), PlayerSide(2), PlayerSide(3)];

    /// The name the side goes by, after its colour (the Okabe-Ito palette, told apart with any
    /// colour vision).
    pub fn name(self) -> &'static str {
        ["Blue", "Vermilion", "Green", "Purple"]
            .get(usize::from(self.0))
            .copied()
            .unwrap_or("Other")
    }
}

/// One unit: what it is, how it stands, and where.
#[derive(Clone, Debug, PartialEq)]
pub struct LayoutUnit {
    /// Identifier, unique in the layout.
    pub id: u32,
    /// The player's name for it.
    pub name: String,
    /// The player it belongs to.
    pub side: PlayerSide,
    /// Its troop type, by id in the ruleset.
    pub troop: String,
    /// Its bases.
    pub basing: Basing,
    /// Morale state.
    pub state: UnitState,
    /// For artillery, the cannon it represents.
    pub cannon: u32,
    /// Its formation, by id in the troop type.
    pub formation: String,
    /// The player's choices for the formation.
    pub choices: FormationChoices,
    /// Bases out as skirmishers from a formed parent.
    pub detached: u32,
    /// Hand-placed detached skirmishers, in the unit's frame.
    pub skirmishers: Vec<Placement>,
    /// Front-centre and heading on the table.
    pub pose: Pose,
    /// Where its move this turn began, when it has moved.
    pub move_start: Option<Pose>,
    /// Its changes of formation this turn, oldest first, at most
    /// [`MAX_TURN_CHANGES`](crate::limits::MAX_TURN_CHANGES).
    pub changes: Vec<TurnChange>,
    /// The operational order it is under, by id in the ruleset;
    /// `None` for none.
    pub order: Option<String>,
}

/// A change of formation a unit made this turn. The rules that forbid changing formation
/// and moving in one turn (C-no-move, D-square, A-8.45) read the poses around it: the unit
/// moved before its first change when its move began elsewhere than where that change left
/// it, between two changes when the first left it elsewhere than the second found it, and
/// after its last when it stands elsewhere than that change left it. The rules that measure
/// from the unit before it changed read its old formation (B-shelter).
#[derive(Clone, Debug, PartialEq)]
pub struct TurnChange {
    /// The formation it changed from, by id in its troop type.
    pub from: String,
    /// Where it stood just before the change.
    pub before: Pose,
    /// Where the change left it.
    pub after: Pose,
}

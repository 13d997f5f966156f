//! Every edit a player can make, as a value: the page and the command line build one and hand
//! it to [`super::Session::apply`] or [`super::Session::edit`].

use glam::Vec2;

use crate::drill::DrillOrder;
use crate::fields::{BasingField, DetachField, PlaceField, ShapeField, TableSizeField, ZoneChoice};
use crate::geom::Pose;
use crate::layout::{Layout, PlayerSide, TablePiece, TableSize};
use crate::rules::{AnchorChoices, DistanceUnit, Scale};
use crate::table::{Grip, Motion};
use crate::terrain::{QuickShape, TerrainKind};

/// A field of a unit the player types into, each checked by its own rule.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum UnitField {
    /// A field of its basing.
    Basing(BasingField),
    /// The choice that shapes its present formation.
    Shape(ShapeField),
    /// How many of its bases are out as skirmishers.
    Detach(DetachField),
    /// A battery's cannon.
    Cannon,
    /// The turn of rank `.0` of its column from the rank ahead, degrees (C-flex).
    Bend(u32),
}

/// What the table itself does, the first thing a page needs: select, drag, undo and redo,
/// and take a whole table in or start a new one. A drag, from [`Intent::Grab`] to [`Intent::Drop`], is one undo
/// step; so is a table opened.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// Select unit `.0`, or nothing, alone.
    Select(Option<u32>),
    /// Select units `.0` as one brigade, the first leading.
    SelectUnits(Vec<u32>),
    /// Select unit `.0` with the rest of its named brigade, it leading.
    SelectWithBrigade(u32),
    /// Add unit `.0` to the selected unit's brigade; with nothing selected, select it.
    JoinSelection(u32),
    /// Select a piece of terrain or a zone, in place of any unit.
    SelectPiece(TablePiece),

    /// Take hold of a piece of the table: the drag begins from the table as it is.
    Grab(Grip),
    /// Move what is held as the pointer moves: one call a frame.
    DragTo(Motion),
    /// Let go: the whole drag is one undo step.
    Drop,
    /// Put the table back as the drag found it, with no undo step.
    CancelDrag,
    /// Put a table opened from a file or a link in place of this one: one undo step.
    Open(Box<Layout>),
    /// Bring back the table saved in the browser, as it was: no undo step.
    Restore(Box<Layout>),
    /// Start a new, empty table with the ruleset `.0`.
    NewTable(String),
    /// Go back one edit.
    Undo,
    /// Go forward one edit.
    Redo,
}

/// One edit of the table: one undo step, or refused with the reason, changing nothing.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    /// Move the selected unit (with its brigade), terrain or zone by `shift` mm and turn it
    /// by `turn` degrees: a unit about its front-centre, a piece about its middle.
    Nudge {
        /// The move on the table, mm.
        shift: Vec2,
        /// The turn, degrees clockwise.
        turn: f32,
    },

    /// Put unit `id` at `pose`: a command such as about face, computed from the table.
    Pose {
        /// The unit.
        id: u32,
        /// Where it goes.
        pose: Pose,
    },
    /// Set where unit `id` stands from what the player typed into a place field.
    Place {
        /// The unit.
        id: u32,
        /// The field typed into.
        field: PlaceField,
        /// What was typed.
        typed: String,
    },
    /// Charge with unit `id` to `end`: the move, with where it began recorded (D-flank,
    /// D-rear).
    Charge {
        /// The charging unit.
        id: u32,
        /// Where its charge ends.
        end: Pose,
    },
    /// Change unit `id` to `formation` by its ruleset's change rule, with the player's
    /// choices. The old formation stays as a ghost until the next edit.
    ChangeFormation {
        /// The unit.
        id: u32,
        /// The formation it takes.
        formation: String,
        /// The player's choices for the change: anchor, turn, base kept.
        choices: AnchorChoices,
        /// Which of the rules between the two formations, counted from 0; `None` takes the
        /// one the choices' method names (C-col-to-line).
        rule: Option<usize>,
    },
    /// Set a field of unit `id` from what the player typed.
    SetUnit {
        /// The unit.
        id: u32,
        /// The field.
        field: UnitField,
        /// What was typed.
        typed: String,
    },
    /// Lay unit `.0`'s column along the road or track under its head (C-flex).
    FollowRoad(u32),
    /// Straighten unit `.0`'s column.
    Straighten(u32),
    /// Rename unit `id`.
    Rename {
        /// The unit.
        id: u32,
        /// Its new name.
        name: String,
    },
    /// Give unit `id` the order `order`, or none when empty.
    SetOrder {
        /// The unit.
        id: u32,
        /// The order's name, as the ruleset gives it.
        order: String,
    },
    /// Move unit `id` one place earlier or later in its side's order of battle.
    Reorder {
        /// The unit.
        id: u32,
        /// Earlier, or later.
        earlier: bool,
    },
    /// Move unit `id` to `side`.
    SetSide {
        /// The unit.
        id: u32,
        /// Its new side.
        side: PlayerSide,
    },
    /// Add a unit of troop type `troop` where new units of `side` arrive, and select it.
    AddUnit {
        /// The troop type's id.
        troop: String,
        /// The side it joins.
        side: PlayerSide,
    },
    /// Remove the selected unit with its brigade, or the selected terrain or zone.
    RemoveSelected,
    /// Add a copy of the selected unit beside it, and select the copy.
    DuplicateSelected,
    /// Copy the selected unit, with its brigade.
    CopySelected,
    /// Put a copy of the units last copied near `middle` (the middle of the view), keeping
    /// their places beside each other, and select them as one brigade.
    Paste {
        /// Where the copies go, on the table.
        middle: Vec2,
    },

    /// Name the selected units as one brigade, or rename the brigade they are.
    NameBrigade(String),
    /// Break up named brigade `.0`, its units kept.
    BreakUpBrigade(usize),
    /// Move named brigade `index` one line earlier or later in its side's order of battle.
    ReorderBrigade {
        /// The brigade.
        index: usize,
        /// Earlier, or later.
        earlier: bool,
    },

    /// Add a piece of terrain of `kind` near `middle`, an area taking `shape`, and select it.
    AddTerrain {
        /// What it is.
        kind: TerrainKind,
        /// An area's outline.
        shape: QuickShape,
        /// Where it goes, when that is on the table (the middle of the view).
        middle: Vec2,
    },
    /// Rename terrain piece `index`.
    RenameTerrain {
        /// The piece.
        index: usize,
        /// Its new name.
        name: String,
    },
    /// Set the width of linear terrain piece `index` from what the player typed in `unit`.
    SetTerrainWidth {
        /// The piece.
        index: usize,
        /// What was typed.
        typed: String,
        /// The unit it was typed in.
        unit: DistanceUnit,
    },
    /// Add a point to `.0` in the middle of its longest leg.
    AddPoint(TablePiece),
    /// Take away the point of `.0` that changes its shape least.
    RemovePoint(TablePiece),
    /// Take away the point of `piece` at `at`, or add one on its outline there.
    PointAt {
        /// The piece.
        piece: TablePiece,
        /// Where the player pointed, on the table.
        at: Vec2,
        /// How near a point must be to be taken, mm.
        grab: f32,
        /// How near the outline must be to take a new point, mm.
        reach: f32,
    },

    /// Set the players' table to a size, or take it away.
    SetTable(Option<TableSize>),
    /// Set one side of the table from what the player typed.
    ResizeTable {
        /// The field typed into.
        field: TableSizeField,
        /// What was typed.
        typed: String,
    },
    /// Rename the table.
    RenameTable(String),
    /// Set the players' move allowance for troop type `troop` from what they typed; blank
    /// gives back the ruleset's own.
    SetAllowance {
        /// The troop type's id.
        troop: String,
        /// What was typed, in the ruleset's unit as written.
        typed: String,
    },
    /// Play the ruleset's distances at a scale.
    SetScale(Scale),
    /// Give `side` the zone `choice` names.
    SetZone {
        /// The side.
        side: PlayerSide,
        /// The zone.
        choice: ZoneChoice,
    },
    /// Set the depth of `side`'s strip from what the player typed.
    SetStripDepth {
        /// The side.
        side: PlayerSide,
        /// What was typed.
        typed: String,
    },
    /// Start a new turn: the turn just played is kept in the game's record, and where each
    /// unit's move began, its changes and the notes start afresh.
    NewTurn,
    /// Take the game back to kept turn `.0` as it stood at its end, dropping the turns after
    /// it, to go on from there.
    GoOnFrom(u32),
    /// Show turn `.0` of the game: a kept turn as it stood, read-only, or the turn in hand.
    /// Not an undo step.
    ShowTurn(u32),
    /// Write the line on the turn shown; empty takes it away.
    NoteTurn(String),
    /// Write the line on unit `id` in the turn shown; empty takes it away.
    NoteUnit {
        /// The unit.
        id: u32,
        /// What the players wrote.
        text: String,
    },
    /// Go back to the deployment, before the first turn.
    BackToDeployment,
    /// Form brigade `brigade` as `order` asks: each unit in the formation the form asks of
    /// it, placed by the brigade's front-centre and heading; refused where it has no room.
    Drill {
        /// The brigade's index in the layout.
        brigade: usize,
        /// The form, where, and the player's distances.
        order: DrillOrder,
    },

    /// Play this table by the ruleset `.0`, keeping what the new rules have a kind for; the
    /// page's untouched opening table gives way to an empty one.
    PlayBy(String),
}

impl Edit {
    /// Whether the edit may be made while a kept turn is shown, which is read-only but for
    /// its notes: showing another turn, writing a note, copying units, going on from a turn.
    pub fn fits_a_kept_turn(&self) -> bool {
        matches!(
            self,
            Edit::ShowTurn(_)
                | Edit::NoteTurn(_)
                | Edit::NoteUnit { .. }
                | Edit::CopySelected
                | Edit::GoOnFrom(_)
        )
    }
}

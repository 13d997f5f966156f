//! Edits of the players' table as a whole: its size, scale and allowances, the zones, the
//! terrain, the turn, and the rules it is played by.

use glam::Vec2;

use super::{Ground, Notice, Outcome, Selection, Session};
use crate::fields::{TableSizeField, ZoneChoice, set_allowance, set_strip_depth};
use crate::geom::Bounds;
use crate::layout::{Battlefield, Layout, PlayerSide, TablePiece, TableSize};
use crate::rules::Ruleset;
use crate::terrain::{QuickShape, TerrainKind, TerrainPiece};

impl Session {
    /// Sets the players' table to `size`, or takes it away. A new table stands under the
    /// units, with strips along its long edges for the first two sides, as deep as the
    /// ruleset says.
    pub(super) fn set_table(
        &mut self,
        size: Option<TableSize>,
        ground: &Ground,
        out: &mut Outcome,
    ) {
        let bounds = (ground.table.units.iter()).fold(Bounds::EMPTY, |b, u| b.union(u.bounds));
        let middle = if bounds.is_empty() {
            Vec2::ZERO
        } else {
            (bounds.min + bounds.max) / 2.0
        };
        let depth = strip_depth(ground.ruleset.map(AsRef::as_ref));
        self.change(out, |layout| {
            layout.set_table(size, middle, depth);
            Ok(())
        });
        out.fit_view = true;
    }

    /// Sets side `field` of the table from what the player `typed`, the table keeping its
    /// middle, its terrain and its zones.
    pub(super) fn resize_table(
        &mut self,
        field: TableSizeField,
        typed: &str,
        ground: &Ground,
        out: &mut Outcome,
    ) {
        let Some(ruleset) = ground.ruleset else {
            return;
        };
        self.change(out, |layout| {
            let table = (layout.battlefield.as_ref()).ok_or("there is no table to resize")?;
            let (size, middle) = (field.set(table, typed, ruleset)?, table.centre);
            layout.set_table(Some(size), middle, None);
            Ok(())
        });
    }

    /// Sets the players' move allowance for troop type `troop` from what they `typed`, in the
    /// ruleset's unit as written; a blank field gives back the ruleset's own.
    pub(super) fn set_allowance(
        &mut self,
        troop: &str,
        typed: &str,
        ground: &Ground,
        out: &mut Outcome,
    ) {
        let Some(written) = ground
            .library
            .find(&self.layout.ruleset)
            .map(|e| e.ruleset.clone())
        else {
            return;
        };
        self.change(out, |layout| {
            let troop = written
                .troop(troop)
                .ok_or("that troop type is not in the ruleset")?;
            set_allowance(layout, troop, &written, typed)
        });
    }

    /// Gives `side` the zone `choice` names. A zone to shape is selected, its corners shown.
    pub(super) fn set_zone(
        &mut self,
        side: PlayerSide,
        choice: ZoneChoice,
        ground: &Ground,
        out: &mut Outcome,
    ) {
        let depth = strip_depth(ground.ruleset.map(AsRef::as_ref));
        let taken = self.edit_field(out, |field| {
            choice.apply(field, side, depth);
            Ok(())
        });
        if taken && choice == ZoneChoice::Shaped {
            self.select(Selection::piece_of(TablePiece::Zone(side)), out);
        }
    }

    /// Sets the depth of `side`'s strip from what the player `typed`.
    pub(super) fn set_strip_depth(
        &mut self,
        side: PlayerSide,
        typed: &str,
        ground: &Ground,
        out: &mut Outcome,
    ) {
        let Some(ruleset) = ground.ruleset else {
            return;
        };
        self.edit_field(out, |field| set_strip_depth(field, side, typed, ruleset));
    }

    /// Changes the players' table by `change`; refused when there is none.
    fn edit_field(
        &mut self,
        out: &mut Outcome,
        change: impl FnOnce(&mut Battlefield) -> Result<(), String>,
    ) -> bool {
        self.change(out, |layout| {
            change((layout.battlefield.as_mut()).ok_or("Choose the table's size first.")?)
        })
    }

    /// Adds a piece of terrain of `kind` near `middle` (or the table's middle, when `middle` is
    /// off it), an area taking `shape`, and selects it.
    pub(super) fn add_terrain(
        &mut self,
        kind: TerrainKind,
        shape: QuickShape,
        middle: Vec2,
        out: &mut Outcome,
    ) {
        let mut added = None;
        self.change(out, |layout| {
            let centre = match &layout.battlefield {
                Some(field) if !field.holds(Bounds::around([middle]), 0.0) => field.centre,
                _ => middle.round(),
            };
            added = Some(layout.add_terrain(TerrainPiece::quick(kind, shape, centre))?);
            Ok(())
        });
        if let Some(index) = added {
            self.select(Selection::piece_of(TablePiece::Terrain(index)), out);
        }
    }

    /// Changes terrain piece `index` by `change`.
    pub(super) fn edit_terrain(
        &mut self,
        index: usize,
        out: &mut Outcome,
        change: impl FnOnce(&mut TerrainPiece) -> Result<(), String>,
    ) {
        self.change(out, |layout| {
            change(layout.terrain_mut(index).ok_or("the terrain is gone")?)
        });
    }

    /// Takes the game back to kept turn `turn`, and says how many turns that dropped.
    pub(super) fn go_on_from(&mut self, turn: u32, out: &mut Outcome) {
        let mut dropped = 0;
        let went = self.change(out, |layout| {
            dropped = layout.go_on_from(turn)?;
            Ok(())
        });
        if went {
            let turns = if dropped == 1 { "turn" } else { "turns" };
            out.say(Notice::info(format!(
                "Going on from turn {turn}: {dropped} later {turns} dropped. Undo brings them back."
            )));
        }
    }

    /// Goes back to the deployment, before the first turn: to the deployment as it stood
    /// when the game kept it, or else to turn 0 with the units where they stand.
    pub(super) fn back_to_deployment(&mut self, out: &mut Outcome) {
        self.change(out, |layout| {
            if layout.record.turn(0).is_some() {
                layout.go_on_from(0)?;
            } else {
                layout.record = Default::default();
                layout.turn = 0;
            }
            Ok(())
        });
    }

    /// Plays the table by the ruleset `id`: the players' table, its zones and terrain and the
    /// units of a kind the new rules have are kept ([`Layout::under_rules`]), the rest listed.
    /// The untouched opening table (nothing to undo, no players' table) gives way to an empty
    /// one instead. One undo step brings back the rules and the table as they were.
    pub(super) fn play_by(&mut self, id: &str, ground: &Ground, out: &mut Outcome) {
        let untouched = !self.history.can_undo() && self.layout.battlefield.is_none();
        if untouched {
            return self.new_table(id, ground, out);
        }
        let Some(reference) = ground.library.reference(id) else {
            return;
        };
        let (Some(new), Some(old)) = (
            ground.library.get(id).map(|e| e.ruleset.clone()),
            ground.ruleset,
        ) else {
            return;
        };
        let changed = self.layout.under_rules(old, reference, &new);
        let (units, left_out) = (changed.layout.units.len(), changed.left_out);
        if !self.change(out, |layout| {
            *layout = changed.layout;
            Ok(())
        }) {
            return;
        }
        self.select(Selection::default(), out);
        out.fit_view = true;
        if units + left_out.len() > 0 {
            out.say(Notice::info(rules_changed(&new.name, units, &left_out)));
        }
    }

    /// Starts a new, empty table with the ruleset `id`. The old table stays one undo away.
    pub(super) fn new_table(&mut self, id: &str, ground: &Ground, out: &mut Outcome) {
        let Some(reference) = ground.library.reference(id) else {
            return;
        };
        let had_units = !self.layout.units.is_empty();
        // An empty table of a ruleset the library holds is within every limit.
        self.put(Layout::new(reference), out);
        self.select(Selection::default(), out);
        out.fit_view = true;
        if had_units {
            out.say(Notice::info(
                "Started a new table. Undo brings back the one before.",
            ));
        }
    }
}

/// What a change of rules kept of the table: `units` kept, `left_out` named (a few, and how
/// many more, so a notice stays a few lines long).
fn rules_changed(rules: &str, units: usize, left_out: &[String]) -> String {
    let mut said = format!(
        "Now played by \"{rules}\": the table and {units} unit{} kept.",
        if units == 1 { "" } else { "s" }
    );
    if !left_out.is_empty() {
        let named = left_out.len().min(8);
        let more = match left_out.len() - named {
            0 => String::new(),
            more => format!(" and {more} more"),
        };
        said += &format!(
            " {} had no troop type of their kind and were left out: {}{more}.",
            left_out.len(),
            left_out[..named].join(", ")
        );
    }
    said + " Undo brings back the rules before."
}

/// The depth of a new table's strips, where the ruleset gives one, mm.
fn strip_depth(ruleset: Option<&Ruleset>) -> Option<f32> {
    ruleset?.deployment.as_ref().map(|d| d.strip_depth_mm.value)
}

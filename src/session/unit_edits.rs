//! Edits of units: where they stand, their formation, fields, names and order, adding and
//! removing them.

use super::{Edit, Ghost, Ground, Outcome, Selection, Session, UnitField};
use crate::fields::{PlaceFrame, degrees, set_cannon};
use crate::geom::Pose;
use crate::layout::{LayoutUnit, OFF_TABLE, PlayerSide};
use crate::render::footprint_outline;
use crate::rules::AnchorChoices;
use crate::table::{Dragged, arrival_pose, bends_along_road, fit_bends, place_unit};

impl Session {
    /// Puts unit `id` at `pose`, refused where it would leave the players' table.
    pub(super) fn pose_unit(&mut self, id: u32, pose: Pose, ground: &Ground, out: &mut Outcome) {
        if !(Dragged::Unit { id, pose }).keeps_on_table(&self.layout, ground.table) {
            return out.refuse(OFF_TABLE);
        }
        self.change(out, |layout| {
            layout.move_unit(id, pose);
            Ok(())
        });
    }

    /// Sets where unit `id` stands from what the player `typed` into a place field.
    pub(super) fn place(&mut self, edit: &Edit, ground: &Ground, out: &mut Outcome) {
        let (Edit::Place { id, field, typed }, Some(ruleset)) = (edit, ground.ruleset) else {
            return;
        };
        let Some(pose) = self.layout.unit(*id).map(|u| u.pose) else {
            return;
        };
        let frame = PlaceFrame::new(ruleset, self.layout.battlefield.as_ref());
        match field.set(pose, typed, &frame) {
            Ok(placed) => self.pose_unit(*id, placed, ground, out),
            Err(why) => out.refuse(why),
        }
    }

    /// Changes unit `id` to `formation` by its ruleset's change rule, leaving a ghost of the
    /// formation before.
    pub(super) fn change_formation(
        &mut self,
        id: u32,
        formation: &str,
        choices: &AnchorChoices,
        rule: Option<usize>,
        ground: &Ground,
        out: &mut Outcome,
    ) {
        let Some(ruleset) = ground.ruleset else {
            return;
        };
        let Some(before) = self.layout.unit(id).cloned() else {
            return out.refuse("the unit is gone");
        };
        let rule = rule.unwrap_or_else(|| {
            ruleset.troop(&before.troop).map_or(0, |t| {
                t.change_rule_index(&before.formation, formation, choices.method)
            })
        });
        let ghost = ground.table.unit(id).map(|u| Ghost {
            pose: u.pose,
            outline: footprint_outline(&u.shaped.footprint),
        });
        let changed = self.change(out, |layout| {
            layout.change_formation(ruleset, id, formation, rule, choices)
        });
        if changed
            && self
                .layout
                .unit(id)
                .is_some_and(|u| u.formation != before.formation)
        {
            out.ghost = ghost;
        }
    }

    /// Changes unit `id` by `change`: refused with the reason when the unit could not stand
    /// so. Bends of a column's tail past its last rank are dropped (C-flex).
    pub(super) fn edit_unit(
        &mut self,
        id: u32,
        ground: &Ground,
        out: &mut Outcome,
        change: impl FnOnce(&mut LayoutUnit) -> Result<(), String>,
    ) {
        let Some(ruleset) = ground.ruleset else {
            return;
        };
        self.change(out, |layout| {
            let unit = layout.unit_mut(id).ok_or("the unit is gone")?;
            change(unit)?;
            fit_bends(unit, ruleset);
            place_unit(unit, ruleset).map(|_| ())
        });
    }

    /// Sets `field` of unit `id` from what the player `typed`.
    pub(super) fn set_unit_field(
        &mut self,
        id: u32,
        field: UnitField,
        typed: &str,
        ground: &Ground,
        out: &mut Outcome,
    ) {
        self.edit_unit(id, ground, out, |unit| match field {
            UnitField::Basing(field) => field.set(&mut unit.basing, typed),
            UnitField::Shape(field) => field.set(&mut unit.choices, typed),
            UnitField::Detach(field) => field.set(unit, typed),
            UnitField::Cannon => set_cannon(unit, typed),
            UnitField::Bend(rank) => {
                unit.choices.bend_at(rank, degrees("the turn", typed)?);
                Ok(())
            }
        });
    }

    /// Lays unit `id`'s column along the road or track under its head (C-flex).
    pub(super) fn follow_road(&mut self, id: u32, ground: &Ground, out: &mut Outcome) {
        let Some(ruleset) = ground.ruleset else {
            return;
        };
        let field = self.layout.battlefield.clone();
        self.edit_unit(id, ground, out, |unit| {
            let mut straight = unit.clone();
            straight.choices.bends.clear();
            let placed = place_unit(&straight, ruleset)?;
            unit.choices.bends = bends_along_road(&placed, field.as_ref())?;
            Ok(())
        });
    }

    /// Adds a unit of troop type `troop` where new units of `side` arrive (in its deployment
    /// zone, beside the last, facing the enemy's edge; on an open plane, below what is
    /// there), and selects it.
    pub(super) fn add_unit(
        &mut self,
        troop: &str,
        side: PlayerSide,
        ground: &Ground,
        out: &mut Outcome,
    ) {
        let Some(ruleset) = ground.ruleset else {
            return;
        };
        let mut added = None;
        self.change(out, |layout| {
            let id = layout.add_unit(ruleset, troop, side, Pose::default())?;
            let unit = layout.unit_mut(id).ok_or("the new unit is gone")?;
            let size = place_unit(unit, ruleset)?.shaped.footprint.bounds().size();
            unit.pose = arrival_pose(ground.table, side, size);
            added = Some(id);
            Ok(())
        });
        if let Some(id) = added {
            self.select(Selection::units_of(&[id]), out);
            out.fit_view = true;
        }
    }

    /// Removes the selected unit with its brigade, or the selected terrain or zone.
    pub(super) fn remove_selected(&mut self, out: &mut Outcome) {
        let selection = self.selection.clone();
        if let Some(piece) = selection.piece() {
            self.change(out, |layout| {
                layout.remove_piece(piece);
                Ok(())
            });
        }
        let units = selection.units();
        if !units.is_empty() {
            self.change(out, |layout| {
                for &id in &units {
                    layout.remove_unit(id);
                }
                Ok(())
            });
        }
        self.select(Selection::default(), out);
    }
}

//! Drags and nudges: what the pointer holds follows it frame by frame, carrying the rest of
//! the selected brigade, refused where it would leave the players' table; the whole drag is
//! one undo step.

use glam::Vec2;

use super::{Ground, Outcome, Selection, Session};
use crate::formation::normalise_degrees;
use crate::geom::{Pose, overlaps};
use crate::layout::{Layout, OFF_TABLE};
use crate::table::{Dragged, Grip, Motion, place_unit};

/// A drag under way: what is held, and the table as the drag found it.
#[derive(Clone, Debug)]
pub(super) struct DragState {
    grip: Grip,
    before: Layout,
    /// Whether units have moved: the page lets the rules' reading wait until the drag ends.
    pub(super) units_moved: bool,
    /// Whether the player was told the drag would leave the table: once a drag.
    said_off_table: bool,
    /// Whether the last move snapped: with no key held, a unit is not left on another.
    snapping: bool,
}

impl Session {
    /// Takes hold of `grip`: the drag begins from the table as it is.
    pub(super) fn grab(&mut self, grip: Grip) {
        self.drag = Some(DragState {
            grip,
            before: self.layout.clone(),
            units_moved: false,
            said_off_table: false,
            snapping: false,
        });
    }

    /// Moves what is held to follow `motion`, or says once that it would leave the table.
    pub(super) fn drag_to(&mut self, motion: Motion, ground: &Ground, out: &mut Outcome) {
        let Some(grip) = self.drag.as_mut().map(|d| {
            d.snapping = motion.snapping.is_some();
            d.grip
        }) else {
            return;
        };
        let dragged = grip.follow(&motion, ground.table);
        match self.carry(dragged, ground, out) {
            Ok(moved_units) => {
                if let Some(drag) = &mut self.drag {
                    drag.units_moved |= moved_units;
                }
            }
            Err(why) => {
                let said = self
                    .drag
                    .as_mut()
                    .map(|d| std::mem::replace(&mut d.said_off_table, true));
                if said != Some(true) {
                    out.refuse(why);
                }
            }
        }
    }

    /// Lets go of what is held: the drag, if it changed the table, is one undo step. A unit
    /// moved while snapping that would end on another unit (snapping found no contact for
    /// it) goes back where it began, and the player is told why.
    pub(super) fn drop_held(&mut self, ground: &Ground, out: &mut Outcome) {
        let Some(drag) = self.drag.take() else {
            return;
        };
        if let (Grip::Move { id, .. }, true) = (drag.grip, drag.snapping)
            && let Some(under) = self.landed_on(id, ground)
        {
            let name = |id: u32| {
                self.layout
                    .unit(id)
                    .map_or_else(String::new, |u| u.name.clone())
            };
            out.refuse(format!(
                "{} would end on {}, so it went back: drag it clear, or into contact. Shift lets it overlap.",
                name(id),
                name(under)
            ));
            self.layout = drag.before;
            out.layout_changed = true;
            return;
        }
        if self.layout != drag.before {
            self.history.record(drag.before);
            out.history = Some(super::HistoryStep::Recorded);
        }
    }

    /// Puts the table back as the drag found it: no undo step.
    pub(super) fn cancel_drag(&mut self, out: &mut Outcome) {
        let Some(drag) = self.drag.take() else {
            return;
        };
        if self.layout != drag.before {
            self.layout = drag.before;
            out.layout_changed = true;
        }
    }

    /// Moves the selected unit (with its brigade), terrain or zone by `shift` and turns it by
    /// `turn` degrees: one undo step, refused where it would leave the players' table.
    pub(super) fn nudge(&mut self, shift: Vec2, turn: f32, ground: &Ground, out: &mut Outcome) {
        if let Some(piece) = self.selection.piece() {
            self.change(out, |layout| layout.move_piece(piece, shift, turn));
            return;
        }
        let Some(id) = self.selection.lead() else {
            return;
        };
        let Some(pose) = self.layout.unit(id).map(|u| u.pose) else {
            return;
        };
        let at = pose.position() + shift;
        let pose = Pose::new(at.x, at.y, normalise_degrees(pose.heading + turn));
        let before = self.layout.clone();
        match self.carry(Dragged::Unit { id, pose }, ground, out) {
            Ok(_) => {
                let after = std::mem::replace(&mut self.layout, before);
                self.put(after, out);
            }
            Err(why) => out.refuse(why),
        }
    }

    /// Puts `dragged` where it is dragged, with the rest of the selected brigade when it is
    /// one of them: shown at once, not yet an undo step. Whether units moved; refused, the
    /// table untouched, where anything would leave the players' table.
    pub(super) fn carry(
        &mut self,
        dragged: Dragged,
        ground: &Ground,
        out: &mut Outcome,
    ) -> Result<bool, &'static str> {
        if !dragged.keeps_on_table(&self.layout, ground.table) {
            return Err(OFF_TABLE);
        }
        match dragged {
            Dragged::Unit { id, pose } => {
                let carried = carried_with(&self.selection, &self.layout, id, pose);
                let all_kept = carried.iter().all(|&(id, pose)| {
                    Dragged::Unit { id, pose }.keeps_on_table(&self.layout, ground.table)
                });
                if !all_kept {
                    return Err(OFF_TABLE);
                }
                self.layout.move_unit(id, pose);
                for &(id, pose) in &carried {
                    self.layout.move_unit(id, pose);
                }
            }
            Dragged::Figure { id, figure, at } => {
                let Some(footprint) = ground.table.unit(id).map(|u| &u.shaped.footprint) else {
                    return Ok(false);
                };
                // The figure was found on the table a moment ago; if it has gone, nothing
                // moves.
                let _ = self.layout.move_skirmisher(id, footprint, figure, at);
            }
            Dragged::Bend { id, rank, degrees } => {
                self.bend(id, rank, degrees, ground)?;
            }
            Dragged::Piece { piece, .. }
            | Dragged::Corner { piece, .. }
            | Dragged::Resize { piece, .. }
            | Dragged::Spin { piece, .. } => {
                if let Some(points) = self
                    .layout
                    .battlefield
                    .as_mut()
                    .and_then(|f| f.points_mut(piece))
                {
                    dragged.reshape(points);
                }
                out.layout_changed = true;
                return Ok(false);
            }
        }
        out.layout_changed = true;
        Ok(true)
    }

    /// Turns rank `rank` of unit `id`'s column `degrees` from the rank ahead (C-flex): kept
    /// only while the bent column stands, and on the players' table.
    fn bend(
        &mut self,
        id: u32,
        rank: u32,
        degrees: f32,
        ground: &Ground,
    ) -> Result<(), &'static str> {
        let Some(ruleset) = ground.ruleset else {
            return Ok(());
        };
        let Some(mut unit) = self.layout.unit(id).cloned() else {
            return Ok(());
        };
        unit.choices.bend_at(rank, degrees);
        let Ok(bent) = place_unit(&unit, ruleset) else {
            return Ok(());
        };
        if let (Some(field), Some(before)) = (&self.layout.battlefield, ground.table.unit(id))
            && !field.keeps(before.bounds, bent.bounds)
        {
            return Err(OFF_TABLE);
        }
        if let Some(kept) = self.layout.unit_mut(id) {
            kept.choices = unit.choices;
        }
        Ok(())
    }
}

impl Session {
    /// The unit that unit `id`, or a unit carried with it, now stands on (their bases
    /// overlap), other than those moved with it; `ground`'s table is placed from the layout
    /// as it stands.
    fn landed_on(&self, id: u32, ground: &Ground) -> Option<u32> {
        let moved = if self.selection.holds(id) {
            self.selection.units()
        } else {
            vec![id]
        };
        let table = ground.table;
        moved
            .iter()
            .filter_map(|&m| table.unit(m))
            .find_map(|unit| {
                table
                    .units
                    .iter()
                    .filter(|other| {
                        !moved.contains(&other.id) && other.bounds.intersects(&unit.bounds)
                    })
                    .find(|other| {
                        unit.rects
                            .iter()
                            .any(|a| other.rects.iter().any(|b| overlaps(a, b)))
                    })
                    .map(|other| other.id)
            })
    }
}

/// Where the rest of `selection`'s brigade goes when unit `id` goes to `pose`: carried along,
/// each keeping its place beside it. Nothing unless `id` is one of the selection.
fn carried_with(selection: &Selection, layout: &Layout, id: u32, pose: Pose) -> Vec<(u32, Pose)> {
    if !selection.holds(id) {
        return Vec::new();
    }
    let Some(from) = layout.unit(id).map(|u| u.pose) else {
        return Vec::new();
    };
    selection
        .units()
        .into_iter()
        .filter(|&m| m != id)
        .filter_map(|m| Some((m, layout.unit(m)?.pose.carried(&from, &pose))))
        .collect()
}

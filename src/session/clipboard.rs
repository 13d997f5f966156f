//! Copies: a unit duplicated beside itself, and units copied and pasted, on this table or
//! another of the same rules.

use glam::Vec2;

use super::{Ground, Notice, Outcome, Selection, Session};
use crate::geom::Bounds;
use crate::layout::{LayoutUnit, OFF_TABLE, RulesetRef};
use crate::table::{PlacedUnit, copy_pose, paste_shift, place_unit};

/// Units as they stood when copied, and the ruleset they are of.
#[derive(Clone, Debug, PartialEq)]
pub struct Clipboard {
    /// The ruleset of the table they were copied from.
    pub ruleset: RulesetRef,
    /// The units.
    pub units: Vec<LayoutUnit>,
}

impl Session {
    /// Adds a copy of the selected unit beside it (see [`copy_pose`]) and selects the copy.
    pub(super) fn duplicate_selected(&mut self, ground: &Ground, out: &mut Outcome) {
        let Some(id) = self.selection.lead() else {
            return;
        };
        let Some(pose) = copy_pose(ground.table, id, self.layout.battlefield.as_ref()) else {
            return out.refuse(
                "There is no clear ground beside the unit for a copy: move it, or make room.",
            );
        };
        let mut copy = None;
        self.change(out, |layout| {
            copy = Some(layout.duplicate_unit(id, pose)?);
            Ok(())
        });
        if let Some(copy) = copy {
            self.select(Selection::units_of(&[copy]), out);
        }
    }

    /// Copies the selected unit, with its brigade.
    pub(super) fn copy_selected(&mut self, out: &mut Outcome) {
        if self.selection.lead().is_none() {
            return;
        }
        let units: Vec<LayoutUnit> = (self.shown_layout().units.iter())
            .filter(|u| self.selection.holds(u.id))
            .cloned()
            .collect();
        let count = units.len();
        self.clipboard = Some(Clipboard {
            ruleset: self.layout.ruleset.clone(),
            units,
        });
        let plural = if count == 1 { "" } else { "s" };
        out.say(Notice::info(format!(
            "Copied {count} unit{plural}: Ctrl+V puts a copy in the middle of the view, on this table or another of the same rules."
        )));
    }

    /// Puts a copy of the units last copied near `middle` (or the players' table's middle,
    /// when `middle` is off it), on clear ground, keeping their places beside each other, and
    /// selects them as one brigade.
    pub(super) fn paste(&mut self, middle: Vec2, ground: &Ground, out: &mut Outcome) {
        let Some(Clipboard { ruleset, units }) = self.clipboard.clone() else {
            return;
        };
        if self.layout.ruleset != ruleset {
            return out.refuse(
                "The copied units are of other rules than this table's: open a table of their rules to paste them.",
            );
        }
        let Some(rules) = ground.ruleset else {
            return;
        };
        // The copies as they stood, to find clear ground for them.
        let placed: Vec<PlacedUnit> = match units.iter().map(|u| place_unit(u, rules)).collect() {
            Ok(placed) => placed,
            Err(why) => return out.refuse(why),
        };
        let field = self.layout.battlefield.as_ref();
        let at = match field {
            Some(field) if !field.holds(Bounds::around([middle]), 0.0) => field.centre,
            _ => middle,
        };
        let group = Bounds::around(units.iter().map(|u| u.pose.position()));
        let wanted = (at - (group.min + group.max) / 2.0).round();
        let Some(shift) = paste_shift(ground.table, &placed, wanted, field) else {
            let group = placed.iter().fold(Bounds::EMPTY, |b, u| b.union(u.bounds));
            let too_big =
                field.is_some_and(|f| group.size().cmpgt(Vec2::new(f.width_mm, f.depth_mm)).any());
            return out.refuse(if too_big {
                OFF_TABLE
            } else {
                "There is no clear ground for the copies near the middle of the view: pan to open ground, or make room."
            });
        };
        let mut pasted = Vec::new();
        self.change(out, |layout| {
            pasted = layout.paste_units(&units, shift.round())?;
            Ok(())
        });
        if !pasted.is_empty() {
            self.select(Selection::units_of(&pasted), out);
        }
    }
}

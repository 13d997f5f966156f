//! Enemies in contact with a unit that changes formation: nudged to stay in contact where the
//! change rule says so (D-square-base: the PIP square's base replaces the unit's, and whoever
//! touched the unit must still touch it), or a reason to refuse a change that may not end in
//! contact (C-line-to-col).

use super::place_unit;
use crate::geom::{Bounds, OrientedRect, clearance, slide_to_touch};
use crate::layout::{Layout, LayoutUnit, PlayerSide};
use crate::rules::Ruleset;

/// The bases of `unit`, not its skirmishers, where it stands; `None` when it cannot stand.
fn bodies(unit: &LayoutUnit, ruleset: &Ruleset) -> Option<(Vec<OrientedRect>, Bounds)> {
    let placed = place_unit(unit, ruleset).ok()?;
    let bodies = placed.shaped.footprint.placed_bases(&unit.pose).collect();
    Some((bodies, placed.bounds))
}

/// Whether any of `ours` touches or overlaps any of `theirs`, within `tolerance`.
fn touching(ours: &[OrientedRect], theirs: &[OrientedRect], tolerance: f32) -> bool {
    ours.iter()
        .any(|a| theirs.iter().any(|b| clearance(a, b) <= tolerance))
}

/// The box around `rects`, widened by `tolerance`.
fn around(rects: &[OrientedRect], tolerance: f32) -> Bounds {
    Bounds::around(rects.iter().flat_map(|r| r.corners())).expanded(tolerance)
}

impl Layout {
    /// The name of the first enemy of `side` whose bases touch `bases` (within the ruleset's
    /// contact tolerance), if one does.
    pub(super) fn enemy_touching(
        &self,
        ruleset: &Ruleset,
        side: PlayerSide,
        bases: &[OrientedRect],
    ) -> Option<&str> {
        let tolerance = ruleset.contact.tolerance_mm.value;
        let reach = around(bases, tolerance);
        self.units
            .iter()
            .filter(|u| u.side != side)
            .find(|enemy| {
                bodies(enemy, ruleset).is_some_and(|(theirs, bounds)| {
                    bounds.intersects(&reach) && touching(bases, &theirs, tolerance)
                })
            })
            .map(|enemy| enemy.name.as_str())
    }

    /// Slides each enemy of `side` whose bases touched `before` (within the ruleset's contact
    /// tolerance) along its own facing, forward or back, the least distance that leaves it
    /// touching `after` without overlapping it. An enemy whose line of facing never meets
    /// `after` within the size of the two footprints stays where it is.
    pub(super) fn nudge_contacts(
        &mut self,
        ruleset: &Ruleset,
        side: PlayerSide,
        before: &[OrientedRect],
        after: &[OrientedRect],
    ) {
        let tolerance = ruleset.contact.tolerance_mm.value;
        let (was, is) = (around(before, tolerance), around(after, tolerance));
        let reach = (was.max - was.min).length() + (is.max - is.min).length();
        for enemy in self.units.iter_mut().filter(|u| u.side != side) {
            let Some((theirs, bounds)) = bodies(enemy, ruleset) else {
                continue;
            };
            if !bounds.intersects(&was) || !touching(&theirs, before, tolerance) {
                continue;
            }
            let facing = enemy.pose.forward();
            if let Some(slide) = slide_to_touch(&theirs, after, facing, reach) {
                let to = enemy.pose.position() + facing * slide;
                enemy.pose.x = to.x;
                enemy.pose.y = to.y;
            }
        }
    }
}

//! Enemies in contact with a unit that changes formation, nudged to stay in contact where the
//! change rule says so (D-square-base: the PIP square's base replaces the unit's, and whoever
//! touched the unit must still touch it).

use super::{Layout, PlayerSide};
use crate::geom::{Bounds, OrientedRect, clearance, slide_to_touch};
use crate::rules::Ruleset;
use crate::table::place_unit;

impl Layout {
    /// Slides each enemy of `side` whose bases touched `before` (within the ruleset's contact
    /// tolerance) along its own facing, forward or back, the least distance that leaves it
    /// touching `after` without overlapping it. An enemy whose line of facing never meets
    /// `after` within the size of the two footprints stays where it is. Returns how many were
    /// moved.
    pub(super) fn nudge_contacts(
        &mut self,
        ruleset: &Ruleset,
        side: PlayerSide,
        before: &[OrientedRect],
        after: &[OrientedRect],
    ) -> usize {
        let tolerance = ruleset.contact.tolerance_mm.value;
        let around = |rects: &[OrientedRect]| {
            Bounds::around(rects.iter().flat_map(|r| r.corners())).expanded(tolerance)
        };
        let (was, is) = (around(before), around(after));
        let reach = (was.max - was.min).length() + (is.max - is.min).length();
        let mut nudged = 0;
        for enemy in self.units.iter_mut().filter(|u| u.side != side) {
            let Ok(placed) = place_unit(enemy, ruleset) else {
                continue;
            };
            let bodies: Vec<OrientedRect> = placed
                .shaped
                .footprint
                .bases
                .iter()
                .filter(|b| b.role.is_base())
                .map(|b| b.rect.placed(&enemy.pose))
                .collect();
            let touched = placed.bounds.intersects(&was)
                && bodies.iter().any(|ours| {
                    before
                        .iter()
                        .any(|theirs| clearance(ours, theirs) <= tolerance)
                });
            if !touched {
                continue;
            }
            let facing = enemy.pose.forward();
            if let Some(slide) = slide_to_touch(&bodies, after, facing, reach)
                && slide != 0.0
            {
                let to = enemy.pose.position() + facing * slide;
                enemy.pose.x = to.x;
                enemy.pose.y = to.y;
                nudged += 1;
            }
        }
        nudged
    }
}

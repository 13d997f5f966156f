//! Where a copy of a unit stands: beside it, to its right, else to its left, else behind it,
//! a gap clear of its bases, wherever that is clear of every other unit and, on a players'
//! table, on it.

use glam::Vec2;

use super::{ARRIVAL_GAP_MM, Table};
use crate::geom::{Pose, overlaps};
use crate::layout::Battlefield;

/// Where a copy of unit `id` may stand, if anywhere beside it is clear.
pub fn copy_pose(table: &Table, id: u32, field: Option<&Battlefield>) -> Option<Pose> {
    let unit = table.unit(id)?;
    let size = unit.shaped.footprint.bounds().size() + Vec2::splat(ARRIVAL_GAP_MM);
    let turn = unit.pose.rotation();
    [
        Vec2::new(size.x, 0.0),
        Vec2::new(-size.x, 0.0),
        Vec2::new(0.0, size.y),
    ]
    .into_iter()
    .map(|offset| {
        let at = unit.pose.position() + turn.rotate(offset);
        Pose::new(at.x, at.y, unit.pose.heading)
    })
    .find(|pose| {
        let rects: Vec<_> = unit.shaped.footprint.placed(pose).collect();
        let bounds = unit.shaped.footprint.bounds_on_table(pose);
        let clear = table.units.iter().all(|other| {
            !other.bounds.intersects(&bounds)
                || !other
                    .rects
                    .iter()
                    .any(|r| rects.iter().any(|c| overlaps(r, c)))
        });
        clear && field.is_none_or(|f| f.keeps(unit.bounds, bounds))
    })
}

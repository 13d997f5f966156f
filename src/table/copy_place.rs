//! Where copies of units stand. A unit's copy: beside it, to its right, else to its left,
//! else behind it, a gap clear of its bases, wherever that is clear of every other unit and,
//! on a players' table, on it. Pasted copies: where the player asked, else at the nearest
//! place clear of every unit, stepping out a group's width or depth at a time, and kept on
//! the players' table.

use glam::Vec2;

use super::{ARRIVAL_GAP_MM, PlacedUnit, Table};
use crate::geom::{Bounds, BoxGrid, Pose, overlaps};
use crate::layout::Battlefield;

/// How many steps out from the place asked for pasted copies look for clear ground: a
/// square of 9 × 9 places at most.
const PASTE_RINGS: i32 = 4;

/// The clearance kept between pasted copies and the units already there, mm: more than the
/// half millimetre a shift is rounded by.
const PASTE_CLEARANCE_MM: f32 = 1.0;

/// How far to shift `copies` (placed where they were copied) so that they stand clear of
/// every unit of `table` and, on a players' table, on it: `wanted`, when that is clear, else
/// the nearest clear place a whole step of the group's size (and a gap) away, up to
/// [`PASTE_RINGS`] steps out, each place slid onto the players' table where it hangs over an
/// edge. `None` when there is none.
///
/// Bases are told apart by their boxes, which is exact for units square to the table and
/// errs on the side of clear ground for the others.
pub fn paste_shift(
    table: &Table,
    copies: &[PlacedUnit],
    wanted: Vec2,
    field: Option<&Battlefield>,
) -> Option<Vec2> {
    let group = copies
        .iter()
        .fold(Bounds::EMPTY, |b, unit| b.union(unit.bounds));
    if group.is_empty() {
        return Some(wanted);
    }
    let step = group.size() + Vec2::splat(ARRIVAL_GAP_MM);
    let reach = step * PASTE_RINGS as f32;
    let region = Bounds {
        min: group.min + wanted - reach,
        max: group.max + wanted + reach,
    };
    let mut taken = BoxGrid::over(region, 64);
    for unit in table.units.iter().filter(|u| u.bounds.intersects(&region)) {
        for rect in &unit.rects {
            taken.insert(rect.bounds());
        }
    }
    let clear = |shift: Vec2| {
        let moved = shifted(group, shift);
        field.is_none_or(|f| f.holds(moved, 0.0))
            && copies.iter().flat_map(|u| &u.rects).all(|rect| {
                !taken.overlaps(&shifted(rect.bounds().expanded(PASTE_CLEARANCE_MM), shift))
            })
    };
    // Ring by ring outwards; in a ring, the nearest clear place, along the row first and to
    // the right before the left.
    (0..=PASTE_RINGS).find_map(|ring| {
        let side = -ring..=ring;
        side.clone()
            .flat_map(|i| side.clone().map(move |j| (i, j)))
            .filter(|&(i, j)| i.abs().max(j.abs()) == ring)
            .map(|(i, j)| {
                let shift = wanted + Vec2::new(i as f32, j as f32) * step;
                let shift = field.map_or(shift, |f| onto(f.bounds(), group, shift));
                ((i * i + j * j, j.abs(), -i), shift)
            })
            .filter(|&(_, shift)| clear(shift))
            .min_by_key(|&(nearness, _)| nearness)
            .map(|(_, shift)| shift)
    })
}

/// `bounds` moved by `shift`.
fn shifted(bounds: Bounds, shift: Vec2) -> Bounds {
    Bounds {
        min: bounds.min + shift,
        max: bounds.max + shift,
    }
}

/// `shift`, changed as little as it takes for `group` moved by it to lie within `area`,
/// along each axis it fits along.
fn onto(area: Bounds, group: Bounds, shift: Vec2) -> Vec2 {
    let moved = shifted(group, shift);
    let under = (area.min - moved.min).max(Vec2::ZERO);
    let over = (moved.max - area.max).max(Vec2::ZERO);
    let fits = group.size().cmple(area.size());
    shift + Vec2::select(fits, under - over, Vec2::ZERO)
}

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

//! The arcs each side of a square fires into (B-square-fire).

use glam::Vec2;

use super::SquareArcs;
use super::frame::Frame;
use crate::formation::FormationClass;
use crate::table::PlacedUnit;

/// How far outside the span `lo..hi` the value `x` lies.
fn beyond(x: f32, lo: f32, hi: f32) -> f32 {
    (x - x.clamp(lo, hi)).abs()
}

/// Each side's enemies: those with a base corner or centre in the side's arc, the region in
/// front of the side bounded by lines from its two corners at `half_angle` degrees outward
/// from straight ahead of it. A side with no stands fires at nothing.
pub(super) fn square_arcs(
    square: &PlacedUnit,
    units: &[PlacedUnit],
    half_angle: f32,
) -> Option<SquareArcs> {
    let manned = manned_sides(square)?;
    let mut targets: [Vec<u32>; 4] = Default::default();
    for enemy in units {
        for ((side, list), manned) in sides_facing(square, enemy, half_angle)
            .iter()
            .zip(&mut targets)
            .zip(manned)
        {
            if *side && manned {
                list.push(enemy.id);
            }
        }
    }
    Some(SquareArcs {
        unit: square.id,
        targets,
    })
}

/// Which sides of `square` have stands, when it is a square.
pub(super) fn manned_sides(square: &PlacedUnit) -> Option<[bool; 4]> {
    let readouts = &square.shaped.readouts;
    (readouts.class == FormationClass::Square).then(|| {
        std::array::from_fn(|index| {
            readouts
                .square_sides
                .iter()
                .any(|s| s.side.index() == index && s.outer + s.inner > 0)
        })
    })
}

/// Which sides of `square` have `other` in their arc: none for a friend.
pub(super) fn sides_facing(square: &PlacedUnit, other: &PlacedUnit, half_angle: f32) -> [bool; 4] {
    if other.side == square.side {
        return [false; 4];
    }
    let f = Frame::of(square);
    let b = f.body;
    let spread = half_angle.to_radians().tan();
    let in_side = |side: usize, p: Vec2| match side {
        0 => p.y < b.min.y && beyond(p.x, b.min.x, b.max.x) <= (b.min.y - p.y) * spread,
        1 => p.x > b.max.x && beyond(p.y, b.min.y, b.max.y) <= (p.x - b.max.x) * spread,
        2 => p.y > b.max.y && beyond(p.x, b.min.x, b.max.x) <= (p.y - b.max.y) * spread,
        _ => p.x < b.min.x && beyond(p.y, b.min.y, b.max.y) <= (b.min.x - p.x) * spread,
    };
    let points: Vec<Vec2> = other
        .rects
        .iter()
        .flat_map(|r| r.corners().into_iter().chain([r.center]))
        .map(|p| f.to_local(p))
        .collect();
    std::array::from_fn(|side| points.iter().any(|&p| in_side(side, p)))
}

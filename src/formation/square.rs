//! Squares: a box of bases facing outward (B-square-shape, B-square-inner, B-rect-square,
//! C-contact).
//!
//! Front and rear rows run across the unit, side rows down it. Opposite sides differ by at
//! most one base, and by construction at most one pair of opposite sides differs. The rows of
//! the equal pair end exactly at the box's inner corners; the rows of the other pair run along
//! the remaining edges, the longer of them reaching half a base past each corner. So every
//! corner is closed (touching at least corner to corner, C-contact), and no two rows overlap.
//! An inner second rank stands just inside the box, each row spread evenly along its side and
//! facing out through it; where it would not fit, the box is widened and its rows spread with
//! their end bases still at the corners.

use super::Basing;
use super::row::{centred, flush_pitch};
use super::{Base, BaseRole, Footprint, FormationError, Side, SquareRank, SquareShape};
use crate::cited::Cited;

/// Bases on each side, indexed by [`Side::index`].
pub type SideCounts = [u32; 4];

/// Builds a square of `basing.bases` bases.
pub fn square(
    basing: &Basing,
    shape: SquareShape,
    extras: Side,
    min_bases: &Cited<u32>,
    inner_rank_over: Option<&Cited<u32>>,
) -> Result<Footprint, FormationError> {
    let total = basing.bases;
    if total < min_bases.value {
        return Err(FormationError::rule(
            min_bases.cite(),
            format!(
                "a square needs at least {} bases; this unit has {total}",
                min_bases.value
            ),
        ));
    }
    let outer_total = match inner_rank_over {
        Some(limit) if total > limit.value => limit.value,
        _ => total,
    };
    let outer = match shape {
        SquareShape::Even => share_evenly(outer_total, extras),
        SquareShape::Rectangular { front_bases } => rectangular(outer_total, front_bases, extras)?,
    };
    let inner = share_evenly(total - outer_total, extras);
    Ok(build_box(basing, outer, inner))
}

/// Shares `count` bases over the four sides as evenly as possible. Extras go first to
/// `extras`, then to the side opposite it (which keeps the box symmetric), then to the side
/// clockwise of it; so at most one pair of opposite sides differs.
pub fn share_evenly(count: u32, extras: Side) -> SideCounts {
    let mut counts = [count / 4; 4];
    let order = [
        extras,
        extras.opposite(),
        extras.clockwise(),
        extras.clockwise().opposite(),
    ];
    for side in order.iter().take((count % 4) as usize) {
        counts[side.index()] += 1;
    }
    counts
}

/// The bases in the front face of a rectangular square of `count` bases (its outer ring) where
/// the player chose none: the nearest to a third of them that makes one; a third when none
/// does.
pub fn rectangular_front(count: u32) -> u32 {
    let third = count.div_ceil(3);
    (1..=count / 2)
        .filter(|&front| rectangular_sides(count, front).is_some())
        .min_by_key(|&front| front.abs_diff(third))
        .unwrap_or(third)
}

/// The long and short sides of a rectangular square of `count` bases with `front` in each of
/// its front and rear faces, when that makes one (B-rect-square): a base on each side (or it
/// is two lines back to back), and the faces longer than the sides.
fn rectangular_sides(count: u32, front: u32) -> Option<(u32, u32)> {
    let sides = count.checked_sub(front.checked_mul(2)?)?;
    let (long, short) = (sides.div_ceil(2), sides / 2);
    (short >= 1 && long < front).then_some((long, short))
}

/// Front and rear faces of `front_bases` each, the rest shared by the two sides
/// (B-rect-square).
fn rectangular(count: u32, front_bases: u32, extras: Side) -> Result<SideCounts, FormationError> {
    let (long_side, short_side) = rectangular_sides(count, front_bases).ok_or_else(|| {
        FormationError::rule(
            "B-rect-square",
            format!(
                "{count} bases make no rectangular square with {front_bases} in front: it needs \
                 front and rear faces longer than its sides, and a base on each side"
            ),
        )
    })?;
    let long = if extras == Side::Left {
        Side::Left
    } else {
        Side::Right
    };
    let mut counts = [front_bases, 0, front_bases, 0];
    counts[long.index()] = long_side;
    counts[long.opposite().index()] = short_side;
    Ok(counts)
}

/// One straight row of a square's side: `count` bases `pitch` apart, facing out through `side`.
/// `across` is the row's distance from the centre line (x for side rows, y for front and rear
/// rows) and `along` the centre of the row the other way.
struct SideRow {
    side: Side,
    rank: SquareRank,
    count: u32,
    pitch: f32,
    across: f32,
    along: f32,
}

impl SideRow {
    fn bases(&self, width: f32, depth: f32) -> impl Iterator<Item = Base> + '_ {
        let role = BaseRole::SquareSide {
            side: self.side,
            rank: self.rank,
        };
        let degrees = self.side.outward_degrees();
        centred(self.count, self.pitch).map(move |offset| {
            let (x, y) = match self.side {
                Side::Front | Side::Rear => (self.along + offset, self.across),
                Side::Right | Side::Left => (self.across, self.along + offset),
            };
            Base::new(x, y, width, depth, degrees, role)
        })
    }
}

fn build_box(basing: &Basing, outer: SideCounts, inner: SideCounts) -> Footprint {
    use Side::{Front, Left, Rear, Right};
    use SquareRank::{Inner, Outer};

    let (w, d) = (basing.base_width_mm, basing.base_depth_mm);
    let [front, right, rear, left] = outer;
    let [in_front, in_right, in_rear, in_left] = inner;
    let band = |count: u32| if count > 0 { d } else { 0.0 };

    // Room the inner rank needs inside the box.
    let inner_half_width = in_front.max(in_rear) as f32 * w / 2.0 + band(in_right.max(in_left));
    let inner_height = in_right.max(in_left) as f32 * w + band(in_front) + band(in_rear);

    // The inside of the box: half its width, and its height between the front and rear rows.
    let half_width = (front.min(rear) as f32 * w / 2.0).max(inner_half_width);
    let height = (right.min(left) as f32 * w).max(inner_height);
    let top = band(front);
    let middle = top + height / 2.0;

    // Outer rows: the shorter row of a pair spans the inside exactly, the longer a base more.
    let outer_pitch = |count: u32, least: u32, inside: f32| {
        let span = if count > least { inside + w } else { inside };
        flush_pitch(count, w, span)
    };
    let (least_across, least_down) = (front.min(rear), right.min(left));
    // Inner rows: spread evenly in equal slots along the inside of the outer rows.
    let inner_width = 2.0 * (half_width - band(in_right.max(in_left)));
    let inner_length = height - band(in_front) - band(in_rear);
    let inner_middle = top + band(in_front) + inner_length / 2.0;
    let slot = |count: u32, length: f32| length / count.max(1) as f32;

    let rows = [
        SideRow {
            side: Front,
            rank: Outer,
            count: front,
            pitch: outer_pitch(front, least_across, 2.0 * half_width),
            across: d / 2.0,
            along: 0.0,
        },
        SideRow {
            side: Right,
            rank: Outer,
            count: right,
            pitch: outer_pitch(right, least_down, height),
            across: half_width + d / 2.0,
            along: middle,
        },
        SideRow {
            side: Rear,
            rank: Outer,
            count: rear,
            pitch: outer_pitch(rear, least_across, 2.0 * half_width),
            across: top + height + d / 2.0,
            along: 0.0,
        },
        SideRow {
            side: Left,
            rank: Outer,
            count: left,
            pitch: outer_pitch(left, least_down, height),
            across: -half_width - d / 2.0,
            along: middle,
        },
        SideRow {
            side: Front,
            rank: Inner,
            count: in_front,
            pitch: slot(in_front, inner_width),
            across: top + d / 2.0,
            along: 0.0,
        },
        SideRow {
            side: Right,
            rank: Inner,
            count: in_right,
            pitch: slot(in_right, inner_length),
            across: half_width - d / 2.0,
            along: inner_middle,
        },
        SideRow {
            side: Rear,
            rank: Inner,
            count: in_rear,
            pitch: slot(in_rear, inner_width),
            across: top + height - d / 2.0,
            along: 0.0,
        },
        SideRow {
            side: Left,
            rank: Inner,
            count: in_left,
            pitch: slot(in_left, inner_length),
            across: -half_width + d / 2.0,
            along: inner_middle,
        },
    ];
    Footprint {
        bases: rows.iter().flat_map(|row| row.bases(w, d)).collect(),
    }
}

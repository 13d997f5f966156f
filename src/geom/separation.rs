//! How far apart two oriented rectangles are: overlap and clear distance.

use glam::Vec2;

use super::OrientedRect;

/// Depth below which two rectangles count as touching rather than overlapping, mm. Bases laid
/// edge to edge meet exactly, and `f32` arithmetic on their corners leaves errors of about
/// 1e-4 mm at table sizes; a thousandth of a millimetre is far below anything a player can see.
pub const OVERLAP_TOLERANCE_MM: f32 = 1e-3;

/// How deep two rectangles overlap along their least-overlapping axis, by the separating axis
/// test: positive when the interiors overlap, zero or negative when they are apart or touch.
pub fn penetration(a: &OrientedRect, b: &OrientedRect) -> f32 {
    let axes = [a.rotation, a.rotation.perp(), b.rotation, b.rotation.perp()];
    let (ca, cb) = (a.corners(), b.corners());
    axes.iter()
        .map(|axis| {
            let (a_min, a_max) = project(&ca, *axis);
            let (b_min, b_max) = project(&cb, *axis);
            a_max.min(b_max) - a_min.max(b_min)
        })
        .fold(f32::INFINITY, f32::min)
}

/// How many units in the last place of the largest coordinate involved the arithmetic on
/// corners may be off by.
const ROUNDING_ULPS: f32 = 4.0;

/// Whether the interiors of two rectangles overlap by more than [`OVERLAP_TOLERANCE_MM`], or
/// than `f32` can resolve where they stand, if that is coarser: a few units in the last place
/// of their farthest corner's coordinates, which passes 1e-3 mm some 2 m from the origin.
pub fn overlaps(a: &OrientedRect, b: &OrientedRect) -> bool {
    let reach = |r: &OrientedRect| r.center.abs().max_element() + r.half_size.length();
    let resolution = reach(a).max(reach(b)) * ROUNDING_ULPS * f32::EPSILON;
    penetration(a, b) > OVERLAP_TOLERANCE_MM.max(resolution)
}

/// The clear distance between two rectangles, mm: zero when they touch or overlap.
pub fn clearance(a: &OrientedRect, b: &OrientedRect) -> f32 {
    nearest_points(a, b).map_or(0.0, |(on_a, on_b)| on_a.distance(on_b))
}

/// The nearest points of two rectangles that stand apart, the first on `a` and the second on
/// `b`; `None` when they touch or overlap. Between convex polygons the nearest pair always
/// has a corner of one of them at one end.
pub fn nearest_points(a: &OrientedRect, b: &OrientedRect) -> Option<(Vec2, Vec2)> {
    if penetration(a, b) >= 0.0 {
        return None;
    }
    let (ca, cb) = (a.corners(), b.corners());
    let mut best = (Vec2::ZERO, Vec2::ZERO, f32::INFINITY);
    for corner in ca {
        let (on_b, squared) = nearest_on_polygon(corner, &cb);
        if squared < best.2 {
            best = (corner, on_b, squared);
        }
    }
    for corner in cb {
        let (on_a, squared) = nearest_on_polygon(corner, &ca);
        if squared < best.2 {
            best = (on_a, corner, squared);
        }
    }
    Some((best.0, best.1))
}

/// Whether a corner of one rectangle lies against an edge of the other, within `tolerance`
/// of it and farther than `tolerance` from both its ends: edge to corner, as against two
/// corners meeting.
pub fn corner_against_edge(a: &OrientedRect, b: &OrientedRect, tolerance: f32) -> bool {
    let against = |corners: [Vec2; 4], of: &OrientedRect| {
        corners.iter().any(|&c| {
            of.edges().iter().any(|edge| {
                edge.distance_to(c) <= tolerance
                    && c.distance(edge.a) > tolerance
                    && c.distance(edge.b) > tolerance
            })
        })
    };
    against(a.corners(), b) || against(b.corners(), a)
}

/// The span of `points` along `axis`: the least and the greatest dot product.
pub(super) fn project(points: &[Vec2], axis: Vec2) -> (f32, f32) {
    points
        .iter()
        .map(|c| c.dot(axis))
        .fold((f32::INFINITY, f32::NEG_INFINITY), |(lo, hi), d| {
            (lo.min(d), hi.max(d))
        })
}

/// The point of the polygon's outline nearest `p`, and its squared distance.
fn nearest_on_polygon(p: Vec2, corners: &[Vec2; 4]) -> (Vec2, f32) {
    let mut best = (p, f32::INFINITY);
    for i in 0..4 {
        let on_edge = nearest_on_segment(p, corners[i], corners[(i + 1) % 4]);
        let squared = p.distance_squared(on_edge);
        if squared < best.1 {
            best = (on_edge, squared);
        }
    }
    best
}

fn nearest_on_segment(p: Vec2, a: Vec2, b: Vec2) -> Vec2 {
    let ab = b - a;
    let t = ((p - a).dot(ab) / ab.length_squared()).clamp(0.0, 1.0);
    a + ab * t
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base(x: f32, y: f32, degrees: f32) -> OrientedRect {
        OrientedRect::new(Vec2::new(x, y), 40.0, 20.0, degrees)
    }

    #[test]
    fn bases_edge_to_edge_touch_without_overlapping() {
        let (a, b) = (base(0.0, 0.0, 0.0), base(40.0, 0.0, 0.0));
        assert!(!overlaps(&a, &b));
        assert_eq!(clearance(&a, &b), 0.0);
        assert!(overlaps(&a, &base(39.0, 0.0, 0.0)));
    }

    #[test]
    fn clearance_is_the_gap_between_the_nearest_features() {
        assert!((clearance(&base(0.0, 0.0, 0.0), &base(45.0, 0.0, 0.0)) - 5.0).abs() < 1e-4);
        // A base turned 45°, its corner pointing at the other's right edge.
        let turned = base(20.0 + 10.0 + 30.0 / 2f32.sqrt(), 0.0, 45.0);
        let gap = clearance(&base(0.0, 0.0, 0.0), &turned);
        assert!(gap > 0.0 && gap < 20.0, "{gap}");
    }

    #[test]
    fn the_nearest_points_lie_on_facing_edges_and_touching_bases_have_none() {
        let (on_a, on_b) =
            nearest_points(&base(0.0, 0.0, 0.0), &base(45.0, 30.0, 0.0)).expect("apart");
        assert!((on_a - Vec2::new(20.0, 10.0)).length() < 1e-4, "{on_a}");
        assert!((on_b - Vec2::new(25.0, 20.0)).length() < 1e-4, "{on_b}");
        assert_eq!(
            nearest_points(&base(0.0, 0.0, 0.0), &base(40.0, 0.0, 0.0)),
            None
        );
    }
}

//! Whether a simple polygon, such as a deployment zone or a wood, holds a point or a whole
//! base, or shares ground with another shape, and how far a path passes from it. Written here
//! rather than taken from `geo` because the page and the analysis would carry that crate for a
//! few tests of a few lines each; `geo` checks them in the tests.

use glam::Vec2;

use super::{OrientedRect, Segment};

/// Whether `point` is inside the polygon through `corners` (in order, either way round), or
/// within `tolerance` of its outline.
pub fn polygon_contains(corners: &[Vec2], point: Vec2, tolerance: f32) -> bool {
    let mut inside = false;
    for (a, b) in edges(corners) {
        // Only a point in the edge's box, grown by the tolerance, can be that near it.
        let near =
            point.cmpge(a.min(b) - tolerance).all() && point.cmple(a.max(b) + tolerance).all();
        if near && Segment::new(a, b).distance_to(point) <= tolerance {
            return true;
        }
        // Even-odd: a ray to the right crosses the edge.
        if (a.y > point.y) != (b.y > point.y) {
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x);
            if point.x < x {
                inside = !inside;
            }
        }
    }
    inside
}

/// Whether the whole of `rect` is inside the polygon through `corners`, within `tolerance`:
/// its corners are, and none of its edges crosses the outline (which a corner of a polygon
/// that is not convex could poke through).
pub fn polygon_holds(corners: &[Vec2], rect: &OrientedRect, tolerance: f32) -> bool {
    rect.corners()
        .iter()
        .all(|&c| polygon_contains(corners, c, tolerance))
        && !rect.edges().iter().any(|edge| {
            edges(corners).any(|(a, b)| {
                crosses(edge.a, edge.b, a, b)
                    && edge.distance_to(a) > tolerance
                    && edge.distance_to(b) > tolerance
            })
        })
}

/// Whether two simple polygons share any ground: a corner of one is inside the other (or on
/// its outline), or an edge of one crosses an edge of the other. A segment, given as its two
/// ends, is a polygon of no area here.
pub fn polygons_meet(a: &[Vec2], b: &[Vec2]) -> bool {
    a.iter().any(|&p| polygon_contains(b, p, 0.0))
        || b.iter().any(|&p| polygon_contains(a, p, 0.0))
        || edges(a).any(|(p, q)| edges(b).any(|(r, s)| crosses(p, q, r, s)))
}

/// The shortest distance from the polygon through `corners` (its inside included) to the
/// path through `points`: zero where the path enters it.
pub fn polygon_distance_to_path(corners: &[Vec2], points: &[Vec2]) -> f32 {
    if points.iter().any(|&p| polygon_contains(corners, p, 0.0)) {
        return 0.0;
    }
    let mut nearest = f32::INFINITY;
    for leg in points.windows(2) {
        let leg = Segment::new(leg[0], leg[1]);
        for (a, b) in edges(corners) {
            if crosses(leg.a, leg.b, a, b) {
                return 0.0;
            }
            let edge = Segment::new(a, b);
            nearest = nearest
                .min(edge.distance_to(leg.a))
                .min(edge.distance_to(leg.b))
                .min(leg.distance_to(a))
                .min(leg.distance_to(b));
        }
    }
    nearest
}

/// Whether the path through `points` crosses the path through `other`, passing from one side
/// of it to the other.
pub fn paths_cross(points: &[Vec2], other: &[Vec2]) -> bool {
    points.windows(2).any(|leg| {
        other
            .windows(2)
            .any(|line| crosses(leg[0], leg[1], line[0], line[1]))
    })
}

/// The polygon's edges, the last closing it.
fn edges(corners: &[Vec2]) -> impl Iterator<Item = (Vec2, Vec2)> + '_ {
    corners
        .iter()
        .zip(corners.iter().cycle().skip(1))
        .map(|(&a, &b)| (a, b))
}

/// Whether segments `ab` and `cd` cross, each passing strictly from one side of the other to
/// the other side.
fn crosses(a: Vec2, b: Vec2, c: Vec2, d: Vec2) -> bool {
    let side = |p: Vec2, q: Vec2, r: Vec2| (q - p).perp_dot(r - p);
    side(a, b, c) * side(a, b, d) < 0.0 && side(c, d, a) * side(c, d, b) < 0.0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An L: a square 100 across with its top-right quarter cut away.
    fn ell() -> Vec<Vec2> {
        [
            (0., 0.),
            (50., 0.),
            (50., 50.),
            (100., 50.),
            (100., 100.),
            (0., 100.),
        ]
        .map(|(x, y)| Vec2::new(x, y))
        .to_vec()
    }

    #[test]
    fn points_inside_on_and_outside_an_l() {
        let l = ell();
        assert!(polygon_contains(&l, Vec2::new(25.0, 25.0), 0.0));
        assert!(polygon_contains(&l, Vec2::new(75.0, 75.0), 0.0));
        assert!(!polygon_contains(&l, Vec2::new(75.0, 25.0), 0.0));
        assert!(polygon_contains(&l, Vec2::new(100.0, 75.0), 0.01));
        assert!(!polygon_contains(&l, Vec2::new(100.5, 75.0), 0.1));
    }

    #[test]
    fn a_base_across_the_inner_corner_of_an_l_is_not_held() {
        let l = ell();
        // Its corners all stand inside the L, but its middle is in the cut-away quarter.
        let across = OrientedRect::new(Vec2::new(67.5, 32.5), 70.0, 4.0, 45.0);
        assert!(
            across
                .corners()
                .iter()
                .all(|&c| polygon_contains(&l, c, 0.0))
        );
        assert!(!polygon_holds(&l, &across, 0.0));
        let inside = OrientedRect::new(Vec2::new(25.0, 75.0), 30.0, 20.0, 0.0);
        assert!(polygon_holds(&l, &inside, 0.0));
        // A base whose edge lies along the outline is held.
        let along = OrientedRect::new(Vec2::new(15.0, 90.0), 30.0, 20.0, 0.0);
        assert!(polygon_holds(&l, &along, 0.01));
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod against_geo {
    use super::*;
    use geo::{Contains, Coord, Distance, Euclidean, Intersects, LineString, Polygon};
    use proptest::prelude::*;

    /// A star-shaped polygon: corners at rising angles about a middle, each at its own
    /// distance, so the outline never crosses itself but may be far from convex.
    fn star() -> impl Strategy<Value = Vec<Vec2>> {
        prop::collection::vec((0.1f32..1.0, 20.0f32..200.0), 3..12).prop_map(|steps| {
            let total: f32 = steps.iter().map(|(step, _)| step).sum();
            let mut angle = 0.0;
            steps
                .iter()
                .map(|(step, radius)| {
                    angle += step / total * std::f32::consts::TAU;
                    Vec2::new(angle.cos(), angle.sin()) * *radius
                })
                .collect()
        })
    }

    fn geo_polygon(corners: &[Vec2]) -> Polygon<f64> {
        let ring: Vec<Coord<f64>> = corners
            .iter()
            .map(|c| Coord {
                x: f64::from(c.x),
                y: f64::from(c.y),
            })
            .collect();
        Polygon::new(LineString::from(ring), vec![])
    }

    proptest::proptest! {
        #[test]
        fn a_point_and_a_base_are_held_as_geo_says(
            corners in star(),
            (x, y) in (-220.0f32..220.0, -220.0f32..220.0),
            (width, depth, degrees) in (1.0f32..80.0, 1.0f32..40.0, 0.0f32..360.0),
        ) {
            let polygon = geo_polygon(&corners);
            let point = Vec2::new(x, y);
            let near_outline = edges(&corners)
                .any(|(a, b)| Segment::new(a, b).distance_to(point) < 0.01);
            if !near_outline {
                let expected = polygon.contains(&geo::Point::new(f64::from(x), f64::from(y)));
                prop_assert_eq!(polygon_contains(&corners, point, 0.0), expected);
            }
            let rect = OrientedRect::new(point, width, depth, degrees);
            let base = geo_polygon(&rect.corners());
            let near = rect.corners().iter().any(|&c| {
                edges(&corners).any(|(a, b)| Segment::new(a, b).distance_to(c) < 0.01)
            }) || corners.iter().any(|&c| rect.edges().iter().any(|e| e.distance_to(c) < 0.01));
            if !near {
                prop_assert_eq!(polygon_holds(&corners, &rect, 0.0), polygon.contains(&base));
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn shapes_meet_and_paths_stand_off_as_geo_says(
            corners in star(),
            (x, y) in (-220.0f32..220.0, -220.0f32..220.0),
            (width, depth, degrees) in (1.0f32..80.0, 1.0f32..40.0, 0.0f32..360.0),
            path in prop::collection::vec((-250.0f32..250.0, -250.0f32..250.0), 2..6),
        ) {
            let polygon = geo_polygon(&corners);
            let rect = OrientedRect::new(Vec2::new(x, y), width, depth, degrees);
            let base = geo_polygon(&rect.corners());
            // Shapes that only touch may go either way by rounding; geo's distance tells them.
            let apart = Euclidean.distance(&polygon, &base);
            if apart > 0.01 || polygon.intersects(&base) && touching_depth(&corners, &rect) > 0.01 {
                prop_assert_eq!(polygons_meet(&corners, &rect.corners()), polygon.intersects(&base));
            }
            let points: Vec<Vec2> = path.iter().map(|&(x, y)| Vec2::new(x, y)).collect();
            let line = LineString::from(
                path.iter().map(|&(x, y)| Coord { x: f64::from(x), y: f64::from(y) }).collect::<Vec<_>>(),
            );
            let expected = Euclidean.distance(&line, &polygon) as f32;
            let found = polygon_distance_to_path(&corners, &points);
            prop_assert!((found - expected).abs() < 0.01, "{found} against {expected}");
        }
    }

    /// How far inside the polygon the rectangle's deepest corner reaches, or the polygon's
    /// deepest corner inside the rectangle: a measure of how clearly two shapes overlap.
    fn touching_depth(corners: &[Vec2], rect: &OrientedRect) -> f32 {
        let inside_polygon = rect
            .corners()
            .iter()
            .filter(|&&c| polygon_contains(corners, c, 0.0))
            .map(|&c| {
                edges(corners)
                    .map(|(a, b)| Segment::new(a, b).distance_to(c))
                    .fold(f32::INFINITY, f32::min)
            })
            .fold(0.0, f32::max);
        let inside_rect = corners
            .iter()
            .filter(|&&c| rect.contains(c, 0.0))
            .map(|&c| {
                rect.edges()
                    .iter()
                    .map(|e| e.distance_to(c))
                    .fold(f32::INFINITY, f32::min)
            })
            .fold(0.0, f32::max);
        // Edges crossing with no corner inside either still overlap clearly.
        let crossing = rect
            .edges()
            .iter()
            .any(|e| edges(corners).any(|(a, b)| crosses(e.a, e.b, a, b)));
        if crossing {
            inside_polygon.max(inside_rect).max(1.0)
        } else {
            inside_polygon.max(inside_rect)
        }
    }
}

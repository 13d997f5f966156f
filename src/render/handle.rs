//! Where the selected unit's handles stand: a dot straight ahead of its front-centre, joined
//! to it by a line, that turns the unit about its front-centre; and a square just outside each
//! front corner, in line with the front edge, that wheels the unit about the other front
//! corner. Every handle stands clear of the unit's bases, so however small the unit and large
//! the handles on screen, a press on a base moves the unit. The page draws them, named
//! `turn`, `wheel-left` and `wheel-right` for [`crate::table::Grip::of_handle`]. A selected
//! piece of terrain has a dot on each of its points, all drawn as one path.

use std::fmt::Write as _;

use glam::Vec2;

use crate::decimal::Decimal;
use crate::geom::{Bounds, Pose};

/// How far ahead of the front edge the dot stands, in dot radii.
const REACH_IN_RADII: f32 = 6.0;

/// The handles of a unit whose formed body fills `body` in its own frame, with dots of
/// `radius_mm` (the page scales them with the view, so they stay the same size on screen).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HandleSpots {
    /// The turning dot's centre, in the unit's frame: straight ahead of the front-centre.
    pub tip: Vec2,
    /// The left wheeling square's centre: one radius beyond the left front corner, along the
    /// front edge.
    pub left: Vec2,
    /// The right wheeling square's centre, beyond the right front corner.
    pub right: Vec2,
    /// The dot's radius, and half the square's side, mm.
    pub radius_mm: f32,
}

impl HandleSpots {
    /// The handles of a body filling `body`, with dots of `radius_mm`.
    pub fn new(body: &Bounds, radius_mm: f32) -> Self {
        Self {
            tip: Vec2::new(0.0, body.min.y.min(0.0) - REACH_IN_RADII * radius_mm),
            left: Vec2::new(body.min.x - radius_mm, body.min.y),
            right: Vec2::new(body.max.x + radius_mm, body.min.y),
            radius_mm,
        }
    }

    /// The boxes on the table the handles of a unit standing at `pose` take: the turning dot
    /// with its stalk from the front-centre, and each wheeling square; words keep off them.
    pub fn boxes(&self, pose: &Pose) -> [Bounds; 3] {
        // A square turned any way stays within its circumscribed circle.
        let square = self.radius_mm * std::f32::consts::SQRT_2;
        let around = |from: Vec2, to: Vec2, reach: f32| {
            Bounds::around([pose.to_table(from), pose.to_table(to)]).expanded(reach)
        };
        [
            around(Vec2::ZERO, self.tip, self.radius_mm),
            around(self.left, self.left, square),
            around(self.right, self.right, square),
        ]
    }
}

/// A dot of `radius_mm` on each of `points`, as SVG path data: each dot two half circles.
pub fn dots_path(points: &[Vec2], radius_mm: f32) -> String {
    let r = Decimal::drawn(radius_mm);
    let across = Decimal::drawn(2.0 * radius_mm);
    let mut d = String::new();
    for point in points {
        let _ = write!(
            d,
            "M{} {}a{r} {r} 0 1 0 {across} 0a{r} {r} 0 1 0 -{across} 0",
            Decimal::drawn(point.x - radius_mm),
            Decimal::drawn(point.y),
        );
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dot_stands_ahead_of_the_front_and_the_squares_beyond_its_corners() {
        let body = Bounds {
            min: Vec2::new(-40.0, 0.0),
            max: Vec2::new(40.0, 20.0),
        };
        let spots = HandleSpots::new(&body, 2.0);
        assert_eq!(spots.tip, Vec2::new(0.0, -12.0));
        assert_eq!(spots.left, Vec2::new(-42.0, 0.0));
        assert_eq!(spots.right, Vec2::new(42.0, 0.0));
    }

    #[test]
    fn the_handles_boxes_hold_the_dot_its_stalk_and_the_squares_however_the_unit_faces() {
        let body = Bounds {
            min: Vec2::new(-40.0, 0.0),
            max: Vec2::new(40.0, 20.0),
        };
        let spots = HandleSpots::new(&body, 3.0);
        let pose = Pose::new(100.0, 50.0, 30.0);
        let [stalk, left, right] = spots.boxes(&pose);
        let holds = |b: &Bounds, p: Vec2| {
            let b = b.expanded(1e-3);
            p.cmpge(b.min).all() && p.cmple(b.max).all()
        };
        // The dot's rim all round, and the stalk from the front-centre.
        for k in 0..16 {
            let rim = Vec2::from_angle(k as f32 * std::f32::consts::TAU / 16.0) * 3.0;
            assert!(holds(&stalk, pose.to_table(spots.tip + rim)));
        }
        assert!(holds(&stalk, pose.to_table(Vec2::ZERO)));
        // Each square's corners.
        for (b, centre) in [(left, spots.left), (right, spots.right)] {
            for corner in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
                let at = centre + Vec2::from(corner) * 3.0;
                assert!(holds(&b, pose.to_table(at)), "{b:?} lacks {at}");
            }
        }
    }

    #[test]
    fn however_large_the_handles_none_stands_on_the_bases() {
        // A 40 mm battery seen from far off: handles of 12 mm, larger than half the battery.
        let body = Bounds {
            min: Vec2::new(-20.0, 0.0),
            max: Vec2::new(20.0, 25.0),
        };
        let spots = HandleSpots::new(&body, 12.0);
        let square = |at: Vec2| Bounds {
            min: at - Vec2::splat(12.0),
            max: at + Vec2::splat(12.0),
        };
        let inside = |b: Bounds| {
            b.min.x < body.max.x
                && body.min.x < b.max.x
                && b.min.y < body.max.y
                && body.min.y < b.max.y
        };
        assert!(!inside(square(spots.left)) && !inside(square(spots.right)));
        assert!(!inside(square(spots.tip)));
    }

    #[test]
    fn each_point_gets_a_closed_dot_round_it() {
        let d = dots_path(&[Vec2::new(10.0, 20.0), Vec2::new(-5.5, 0.0)], 2.0);
        assert_eq!(
            d,
            "M8 20a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M-7.5 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0"
        );
        assert_eq!(dots_path(&[], 2.0), "");
    }
}

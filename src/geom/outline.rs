//! The points of an outline the player reshapes: the corners round an area or a deployment
//! zone (closed: the last point joins the first), or the centre line of a road or a river
//! (open: its two ends stay ends). Which point a change adds or takes away is chosen here, so
//! that the page, the command line and the tests agree.

use glam::Vec2;

use super::{Bounds, Segment};

/// An outline's points, and whether its last point joins its first.
#[derive(Clone, Copy, Debug)]
pub struct Outline<'a> {
    /// The points in order.
    pub points: &'a [Vec2],
    /// Whether the last point joins the first.
    pub closed: bool,
}

impl Outline<'_> {
    /// How many legs it has: one from each point to the next, and back to the first when
    /// closed.
    pub fn leg_count(&self) -> usize {
        match self.points.len() {
            0 | 1 => 0,
            n if self.closed => n,
            n => n - 1,
        }
    }

    /// Leg `i`: from point `i` to the next.
    pub fn leg(&self, i: usize) -> Segment {
        let n = self.points.len();
        Segment::new(self.points[i], self.points[(i + 1) % n])
    }

    /// The longest leg; the first of legs equally long.
    pub fn longest_leg(&self) -> Option<usize> {
        // `max_by` keeps the last of equals it meets, so the legs are read from the last.
        (0..self.leg_count())
            .rev()
            .max_by(|&a, &b| self.leg(a).length().total_cmp(&self.leg(b).length()))
    }

    /// The leg passing nearest `at`; the first of legs equally near.
    pub fn nearest_leg(&self, at: Vec2) -> Option<usize> {
        (0..self.leg_count()).min_by(|&a, &b| {
            self.leg(a)
                .distance_to(at)
                .total_cmp(&self.leg(b).distance_to(at))
        })
    }

    /// How far `at` lies from the nearest leg, mm; infinite for an outline with no legs.
    pub fn distance_to(&self, at: Vec2) -> f32 {
        (0..self.leg_count())
            .map(|i| self.leg(i).distance_to(at))
            .fold(f32::INFINITY, f32::min)
    }

    /// The point whose going changes the shape least: the one nearest the straight line
    /// between its neighbours. An open outline's ends are never chosen.
    pub fn flattest_point(&self) -> Option<usize> {
        let n = self.points.len();
        let inner = if self.closed {
            0..n
        } else {
            1..n.saturating_sub(1)
        };
        let bend = |i: usize| -> f32 {
            let (before, after) = (self.points[(i + n - 1) % n], self.points[(i + 1) % n]);
            (self.points[i] - before).perp_dot(after - before).abs()
        };
        inner
            .filter(|_| n >= 3)
            .min_by(|&a, &b| bend(a).total_cmp(&bend(b)))
    }

    /// The point nearest `at`.
    pub fn nearest_point(&self, at: Vec2) -> Option<usize> {
        (0..self.points.len()).min_by(|&a, &b| {
            let (a, b) = (self.points[a], self.points[b]);
            a.distance_squared(at).total_cmp(&b.distance_squared(at))
        })
    }

    /// The middle of its box: what it turns about.
    pub fn middle(&self) -> Vec2 {
        let Bounds { min, max } = Bounds::around(self.points.iter().copied());
        (min + max) / 2.0
    }
}

/// Moves `points` by `shift` mm and turns them by `degrees` (clockwise on the table, as a
/// unit turns) about the middle of their box.
pub fn move_points(points: &mut [Vec2], shift: Vec2, degrees: f32) {
    let middle = Outline {
        points,
        closed: false,
    }
    .middle();
    let turn = Vec2::from_angle(degrees.to_radians());
    for point in points {
        *point = middle + shift + turn.rotate(*point - middle);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SQUARE: [Vec2; 4] = [
        Vec2::new(0.0, 0.0),
        Vec2::new(100.0, 0.0),
        Vec2::new(100.0, 100.0),
        Vec2::new(0.0, 100.0),
    ];

    fn closed(points: &[Vec2]) -> Outline<'_> {
        Outline {
            points,
            closed: true,
        }
    }

    fn open(points: &[Vec2]) -> Outline<'_> {
        Outline {
            points,
            closed: false,
        }
    }

    #[test]
    fn a_closed_outline_has_a_leg_back_to_its_first_point() {
        assert_eq!(closed(&SQUARE).leg_count(), 4);
        assert_eq!(open(&SQUARE).leg_count(), 3);
        assert_eq!(closed(&SQUARE[..1]).leg_count(), 0);
        assert_eq!(closed(&SQUARE).leg(3).b, SQUARE[0]);
    }

    #[test]
    fn the_nearest_leg_is_the_one_passing_nearest_and_the_first_of_equals() {
        let square = closed(&SQUARE);
        assert_eq!(square.nearest_leg(Vec2::new(50.0, -3.0)), Some(0));
        assert_eq!(square.nearest_leg(Vec2::new(-2.0, 60.0)), Some(3));
        // Open, the square has no left edge: the bottom passes nearest.
        assert_eq!(open(&SQUARE).nearest_leg(Vec2::new(-2.0, 60.0)), Some(2));
        // The middle is 50 mm from every leg.
        assert_eq!(square.nearest_leg(Vec2::new(50.0, 50.0)), Some(0));
        assert_eq!(square.distance_to(Vec2::new(50.0, 40.0)), 40.0);
    }

    #[test]
    fn the_flattest_point_is_never_an_open_lines_end() {
        let line = [
            Vec2::new(0.0, 0.0),
            Vec2::new(100.0, 30.0),
            Vec2::new(200.0, 0.0),
            Vec2::new(300.0, 1.0),
        ];
        assert_eq!(open(&line).flattest_point(), Some(2));
        assert_eq!(open(&line[..2]).flattest_point(), None);
        let mut bent = SQUARE;
        bent[1] = Vec2::new(100.0, 50.0);
        assert_eq!(closed(&bent).flattest_point(), Some(1));
    }

    #[test]
    fn moved_points_turn_about_their_boxs_middle() {
        let mut points = SQUARE;
        move_points(&mut points, Vec2::new(10.0, 0.0), 90.0);
        let middle = closed(&points).middle();
        assert!((middle - Vec2::new(60.0, 50.0)).length() < 1e-3);
        // The first corner, up-left of the middle, turns clockwise to up-right.
        assert!((points[0] - Vec2::new(110.0, 0.0)).length() < 1e-3);
    }
}

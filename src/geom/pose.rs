//! Where a unit stands on the table.

use glam::Vec2;
use serde::{Deserialize, Serialize};

use crate::decimal::{Decimal, DrawnPoint};

/// A unit's front-centre on the table, in mm, and its heading in degrees (clockwise on screen
/// from "up"; see the [module conventions](crate::geom)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Pose {
    /// Front-centre, mm to the right of the table origin.
    pub x: f32,
    /// Front-centre, mm down from the table origin.
    pub y: f32,
    /// Facing, in degrees clockwise from up.
    pub heading: f32,
}

impl Pose {
    /// A pose at `(x, y)` facing `heading` degrees.
    pub fn new(x: f32, y: f32, heading: f32) -> Self {
        Self { x, y, heading }
    }

    /// The SVG `transform` that carries the pose's frame onto the table: translate to the
    /// front-centre, then rotate by the heading (SVG turns clockwise, as headings do).
    pub fn svg_transform(&self) -> String {
        format!(
            "translate({}) rotate({})",
            DrawnPoint(self.position()),
            Decimal::angle(self.heading)
        )
    }

    /// The front-centre as a vector.
    pub fn position(&self) -> Vec2 {
        Vec2::new(self.x, self.y)
    }

    /// The heading as a unit rotation vector `(cos, sin)`, ready for [`Vec2::rotate`].
    pub fn rotation(&self) -> Vec2 {
        Vec2::from_angle(self.heading.to_radians())
    }

    /// The direction the unit faces, as a unit vector on the table.
    pub fn forward(&self) -> Vec2 {
        self.rotation().rotate(Vec2::NEG_Y)
    }

    /// Maps a point from the unit's frame to the table.
    pub fn to_table(&self, local: Vec2) -> Vec2 {
        self.rotation().rotate(local) + self.position()
    }

    /// Maps a table point into the unit's frame: the inverse of [`Pose::to_table`].
    pub fn to_local(&self, table: Vec2) -> Vec2 {
        let turn = self.rotation();
        Vec2::new(turn.x, -turn.y).rotate(table - self.position())
    }

    /// This pose carried along by the rigid motion that takes `from` to `to`: where a unit
    /// standing here ends when a unit at `from` moves to `to` and it keeps its place beside
    /// it, as a brigade moving as one does.
    pub fn carried(&self, from: &Pose, to: &Pose) -> Pose {
        let at = to.to_table(from.to_local(self.position()));
        Pose::new(
            at.x,
            at.y,
            (self.heading + to.heading - from.heading).rem_euclid(360.0),
        )
    }

    /// The pose turned to `heading` about `pivot`, a point of the unit's frame, which stays
    /// where it is.
    pub fn turned_about(&self, pivot: Vec2, heading: f32) -> Pose {
        let fixed = self.to_table(pivot);
        let at = fixed - Vec2::from_angle(heading.to_radians()).rotate(pivot);
        Pose::new(at.x, at.y, heading)
    }

    /// The pose after a wheel: turned about `pivot`, a point of the unit's frame (a front
    /// corner), which stays where it is, until `swing`, another point of its frame (the other
    /// front corner), lies on the line from the pivot toward the table point `towards`.
    pub fn wheeled(&self, pivot: Vec2, swing: Vec2, towards: Vec2) -> Pose {
        let fixed = self.to_table(pivot);
        let (want, arm) = (towards - fixed, swing - pivot);
        if want.length_squared() < 1e-6 || arm.length_squared() < 1e-6 {
            return *self;
        }
        let turn = Vec2::from_angle(want.to_angle() - arm.to_angle());
        let at = fixed - turn.rotate(pivot);
        Pose::new(at.x, at.y, turn.to_angle().to_degrees().rem_euclid(360.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: Vec2, b: Vec2) -> bool {
        a.distance(b) < 1e-4
    }

    #[test]
    fn a_pose_carried_along_keeps_its_place_beside_the_one_that_moved() {
        let leader = Pose::new(0.0, 0.0, 0.0);
        let beside = Pose::new(100.0, 20.0, 10.0);
        let moved = Pose::new(50.0, -30.0, 90.0);
        let carried = beside.carried(&leader, &moved);
        // A quarter turn clockwise takes (100, 20) from the leader to (-20, 100) from it.
        assert!(
            close(carried.position(), Vec2::new(30.0, 70.0)),
            "{carried:?}"
        );
        assert!((carried.heading - 100.0).abs() < 1e-4);
        assert!(close(
            moved.to_local(carried.position()),
            leader.to_local(beside.position())
        ));
    }

    #[test]
    fn heading_turns_clockwise_on_screen_from_up() {
        assert!(close(Pose::new(0.0, 0.0, 0.0).forward(), Vec2::NEG_Y));
        assert!(close(Pose::new(0.0, 0.0, 90.0).forward(), Vec2::X));
        assert!(close(Pose::new(0.0, 0.0, 180.0).forward(), Vec2::Y));
        assert!(close(Pose::new(0.0, 0.0, 270.0).forward(), Vec2::NEG_X));
    }

    #[test]
    fn a_wheel_keeps_its_pivot_and_swings_the_other_corner_toward_the_pointer() {
        let start = Pose::new(100.0, 50.0, 30.0);
        let (left, right) = (Vec2::new(-40.0, 0.0), Vec2::new(40.0, 0.0));
        let pivot = start.to_table(left);
        for towards in [
            Vec2::new(300.0, 0.0),
            Vec2::new(0.0, -200.0),
            Vec2::new(-5.0, 90.0),
        ] {
            let wheeled = start.wheeled(left, right, towards);
            assert!(close(wheeled.to_table(left), pivot), "{wheeled:?}");
            let swung = wheeled.to_table(right) - pivot;
            assert!((swung.length() - 80.0).abs() < 1e-3);
            assert!(swung.normalize().dot((towards - pivot).normalize()) > 0.9999);
        }
        // Wheeling the right corner a quarter turn forward about the left one faces it left,
        // its front running up from the pivot.
        let quarter = Pose::default().wheeled(left, right, Vec2::new(-40.0, -100.0));
        assert!((quarter.heading - 270.0).abs() < 1e-3, "{quarter:?}");
        assert!(
            close(quarter.position(), Vec2::new(-40.0, -40.0)),
            "{quarter:?}"
        );
    }

    #[test]
    fn the_units_right_and_rear_follow_its_heading() {
        let pose = Pose::new(100.0, 50.0, 90.0);
        assert!(close(pose.to_table(Vec2::ZERO), Vec2::new(100.0, 50.0)));
        // Facing right: the unit's right is down the screen, its rear is to the left.
        assert!(close(
            pose.to_table(Vec2::new(10.0, 0.0)),
            Vec2::new(100.0, 60.0)
        ));
        assert!(close(
            pose.to_table(Vec2::new(0.0, 20.0)),
            Vec2::new(80.0, 50.0)
        ));
        let local = Vec2::new(-12.5, 31.0);
        assert!(close(pose.to_local(pose.to_table(local)), local));
    }
}

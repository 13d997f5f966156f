//! Where a unit stands on the table.

use glam::Vec2;
use serde::{Deserialize, Serialize};

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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: Vec2, b: Vec2) -> bool {
        a.distance(b) < 1e-4
    }

    #[test]
    fn heading_turns_clockwise_on_screen_from_up() {
        assert!(close(Pose::new(0.0, 0.0, 0.0).forward(), Vec2::NEG_Y));
        assert!(close(Pose::new(0.0, 0.0, 90.0).forward(), Vec2::X));
        assert!(close(Pose::new(0.0, 0.0, 180.0).forward(), Vec2::Y));
        assert!(close(Pose::new(0.0, 0.0, 270.0).forward(), Vec2::NEG_X));
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
    }
}

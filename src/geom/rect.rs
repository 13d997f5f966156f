//! Oriented rectangles: the shape of every base.

use glam::Vec2;
use serde::{Deserialize, Serialize};

use super::{Bounds, Pose, Segment};

/// A rectangle turned by any angle: a base, with its front edge on its local `-y` side.
///
/// `half_size.x` is half the width (across the base's facing) and `half_size.y` half the depth.
/// `rotation` is the unit vector `(cos, sin)` of its clockwise angle on screen.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct OrientedRect {
    /// Centre of the rectangle.
    pub center: Vec2,
    /// Half the width and half the depth.
    pub half_size: Vec2,
    /// Unit rotation vector `(cos, sin)`.
    pub rotation: Vec2,
}

impl OrientedRect {
    /// A rectangle of `width` × `depth` centred on `center`, turned `degrees` clockwise.
    pub fn new(center: Vec2, width: f32, depth: f32, degrees: f32) -> Self {
        Self {
            center,
            half_size: Vec2::new(width, depth) * 0.5,
            rotation: Vec2::from_angle(degrees.to_radians()),
        }
    }

    /// The width, across the facing.
    pub fn width(&self) -> f32 {
        self.half_size.x * 2.0
    }

    /// The depth, along the facing.
    pub fn depth(&self) -> f32 {
        self.half_size.y * 2.0
    }

    /// The clockwise angle in degrees, in `(-180, 180]`.
    pub fn degrees(&self) -> f32 {
        self.rotation.to_angle().to_degrees()
    }

    /// The rectangle drawn in by `margin` on every side, keeping at least a hair of each
    /// side: what of a base lies deeper than a tolerance.
    pub fn shrunk(&self, margin: f32) -> Self {
        Self {
            half_size: (self.half_size - Vec2::splat(margin)).max(Vec2::splat(0.01)),
            ..*self
        }
    }

    /// The corners, in order: front-left, front-right, rear-right, rear-left.
    pub fn corners(&self) -> [Vec2; 4] {
        let h = self.half_size;
        [
            Vec2::new(-h.x, -h.y),
            Vec2::new(h.x, -h.y),
            Vec2::new(h.x, h.y),
            Vec2::new(-h.x, h.y),
        ]
        .map(|local| self.center + self.rotation.rotate(local))
    }

    /// This rectangle, given in a unit's frame, placed on the table by the unit's pose.
    pub fn placed(&self, pose: &Pose) -> Self {
        let turn = pose.rotation();
        Self {
            center: pose.to_table(self.center),
            half_size: self.half_size,
            rotation: turn.rotate(self.rotation),
        }
    }

    /// A table point in the rectangle's own frame: `x` across its width, `y` along its depth
    /// (front at `-half_size.y`), origin at its centre.
    pub fn to_local(&self, point: Vec2) -> Vec2 {
        Vec2::new(self.rotation.x, -self.rotation.y).rotate(point - self.center)
    }

    /// Whether `point` lies inside the rectangle or within `tolerance` of it.
    pub fn contains(&self, point: Vec2, tolerance: f32) -> bool {
        let local = self.to_local(point).abs();
        local.x <= self.half_size.x + tolerance && local.y <= self.half_size.y + tolerance
    }

    /// The four edges, in order: front, right, rear, left, each running clockwise.
    pub fn edges(&self) -> [Segment; 4] {
        let [fl, fr, rr, rl] = self.corners();
        [
            Segment::new(fl, fr),
            Segment::new(fr, rr),
            Segment::new(rr, rl),
            Segment::new(rl, fl),
        ]
    }

    /// The smallest axis-aligned box holding the rectangle.
    pub fn bounds(&self) -> Bounds {
        Bounds::around(self.corners())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_of_an_unturned_base_start_at_front_left() {
        let rect = OrientedRect::new(Vec2::new(0.0, 10.0), 40.0, 20.0, 0.0);
        assert_eq!(
            rect.corners(),
            [
                Vec2::new(-20.0, 0.0),
                Vec2::new(20.0, 0.0),
                Vec2::new(20.0, 20.0),
                Vec2::new(-20.0, 20.0)
            ]
        );
    }

    #[test]
    fn local_coordinates_undo_the_placing() {
        let rect = OrientedRect::new(Vec2::new(10.0, 20.0), 40.0, 20.0, 90.0);
        // Turned to face right, the base's front edge is on the right.
        assert!(
            rect.to_local(Vec2::new(20.0, 20.0))
                .distance(Vec2::new(0.0, -10.0))
                < 1e-4
        );
        assert!(rect.contains(Vec2::new(19.0, 39.0), 0.0));
        assert!(!rect.contains(Vec2::new(21.0, 20.0), 0.5));
        let front = rect.edges()[0];
        assert!(front.a.distance(Vec2::new(20.0, 0.0)) < 1e-4);
    }

    #[test]
    fn placing_turns_the_base_with_the_unit() {
        let base = OrientedRect::new(Vec2::new(0.0, 10.0), 40.0, 20.0, 0.0);
        let placed = base.placed(&Pose::new(100.0, 100.0, 90.0));
        assert!(placed.center.distance(Vec2::new(90.0, 100.0)) < 1e-4);
        assert!((placed.degrees() - 90.0).abs() < 1e-3);
        let bounds = placed.bounds();
        assert!((bounds.size() - Vec2::new(20.0, 40.0)).length() < 1e-3);
    }
}

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

    /// The part of `segment` inside the rectangle grown by `margin` on every side, or `None`
    /// where it passes outside. Clipped in the rectangle's frame, one slab at a time
    /// (Liang–Barsky): a few lines no geometry crate offers for a turned box.
    pub fn clip(&self, segment: Segment, margin: f32) -> Option<Segment> {
        let (start, end) = (self.to_local(segment.a), self.to_local(segment.b));
        let step = end - start;
        let reach = self.half_size + Vec2::splat(margin);
        let (mut enter, mut leave) = (0.0_f32, 1.0_f32);
        for (from, along, half) in [(start.x, step.x, reach.x), (start.y, step.y, reach.y)] {
            if along == 0.0 {
                if from.abs() > half {
                    return None;
                }
                continue;
            }
            let (a, b) = ((-half - from) / along, (half - from) / along);
            enter = enter.max(a.min(b));
            leave = leave.min(a.max(b));
        }
        (enter <= leave).then(|| {
            let at = |t: f32| segment.a + (segment.b - segment.a) * t;
            Segment::new(at(enter), at(leave))
        })
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
    fn a_segment_is_clipped_to_a_turned_base_and_its_margin() {
        let rect = OrientedRect::new(Vec2::new(0.0, 0.0), 40.0, 20.0, 90.0);
        // Turned a quarter: 20 wide along x, 40 deep along y.
        let across = Segment::new(Vec2::new(-100.0, 5.0), Vec2::new(100.0, 5.0));
        let inside = rect.clip(across, 0.0).unwrap();
        assert!(inside.a.distance(Vec2::new(-10.0, 5.0)) < 1e-3);
        assert!(inside.b.distance(Vec2::new(10.0, 5.0)) < 1e-3);
        assert!((rect.clip(across, 2.0).unwrap().length() - 24.0).abs() < 1e-3);
        let beside = Segment::new(Vec2::new(-100.0, 25.0), Vec2::new(100.0, 25.0));
        assert_eq!(rect.clip(beside, 4.0), None);
        assert!(rect.clip(beside, 6.0).is_some());
        let short = Segment::new(Vec2::new(-100.0, 0.0), Vec2::new(-50.0, 0.0));
        assert_eq!(rect.clip(short, 0.0), None);
        let within = Segment::new(Vec2::new(-1.0, -1.0), Vec2::new(1.0, 1.0));
        assert_eq!(rect.clip(within, 0.0), Some(within));
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

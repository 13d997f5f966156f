//! A unit's own frame on the table: where its formed body's front, rear and sides are.

use glam::Vec2;

use crate::geom::{Bounds, OrientedRect, Pose, Segment};
use crate::table::PlacedUnit;

/// A placed unit's frame and the box around its formed body (skirmishers out in front are not
/// part of it; a unit wholly in open order is all body).
#[derive(Debug)]
pub(super) struct Frame {
    pub pose: Pose,
    rotation: Vec2,
    /// The body's box in the unit's frame: `min.y` is its front, `max.y` its rear.
    pub body: Bounds,
}

impl Frame {
    pub fn of(unit: &PlacedUnit) -> Self {
        Self {
            pose: unit.pose,
            rotation: unit.pose.rotation(),
            body: unit.shaped.body,
        }
    }

    /// A table point in the unit's frame, by the rotation worked out once for the frame:
    /// the analysis maps many points.
    pub fn to_local(&self, p: Vec2) -> Vec2 {
        Vec2::new(self.rotation.x, -self.rotation.y).rotate(p - self.pose.position())
    }

    /// A point of the unit's frame on the table.
    pub fn to_table(&self, local: Vec2) -> Vec2 {
        self.pose.to_table(local)
    }

    /// The body's front edge, left to right.
    pub fn front_edge(&self) -> Segment {
        let b = self.body;
        Segment::new(
            self.to_table(b.min),
            self.to_table(Vec2::new(b.max.x, b.min.y)),
        )
    }

    /// The body's rear edge, right to left.
    pub fn rear_edge(&self) -> Segment {
        let b = self.body;
        Segment::new(
            self.to_table(b.max),
            self.to_table(Vec2::new(b.min.x, b.max.y)),
        )
    }

    /// The frame turned about its origin: its front where its rear was.
    pub fn turned_about(self) -> Self {
        let pose = Pose {
            heading: self.pose.heading + 180.0,
            ..self.pose
        };
        Self {
            pose,
            rotation: pose.rotation(),
            body: Bounds {
                min: -self.body.max,
                max: -self.body.min,
            },
        }
    }

    /// The body's width across its facing.
    pub fn frontage(&self) -> f32 {
        self.body.size().x
    }

    /// A rectangle given in the unit's frame by its x and y ranges, placed on the table.
    pub fn region(&self, x: (f32, f32), y: (f32, f32)) -> OrientedRect {
        let centre = Vec2::new((x.0 + x.1) / 2.0, (y.0 + y.1) / 2.0);
        OrientedRect::new(
            self.to_table(centre),
            (x.1 - x.0).abs(),
            (y.1 - y.0).abs(),
            self.pose.heading,
        )
    }
}

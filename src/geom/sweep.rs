//! The ground a base covers as it moves from one place to the next: the convex hull of where
//! it stood and where it stands. For a straight slide the hull is exactly the ground swept;
//! for a turn of a few degrees it leaves out only a sliver along the arc (a turn of
//! [`SWEEP_STEP_DEGREES`] on a radius of 500 mm leaves out about 0.1 mm).
//!
//! The hull is written here rather than taken from `geo`: it is at most eight points, built
//! and tested millions of times on a large table, and needs no allocation; the tests check it
//! against `geo`.

use glam::Vec2;

use super::OrientedRect;
use super::separation::project;

/// The largest turn between two places whose hull stands for the ground swept, degrees.
pub const SWEEP_STEP_DEGREES: f32 = 3.0;

/// A convex polygon of at most eight corners, counter-clockwise in the mathematical sense
/// (clockwise on screen, since `y` points down).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Swept {
    corners: [Vec2; 8],
    len: usize,
}

impl Swept {
    /// The convex hull of a base where it stood (`from`) and where it stands (`to`).
    pub fn between(from: &OrientedRect, to: &OrientedRect) -> Self {
        let mut points = [Vec2::ZERO; 8];
        points[..4].copy_from_slice(&from.corners());
        points[4..].copy_from_slice(&to.corners());
        points.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
        // Andrew's monotone chain: the lower chain left to right, then the upper one back.
        let mut hull = [Vec2::ZERO; 16];
        let mut len = 0;
        for pass in 0..2 {
            let floor = len;
            for i in 0..points.len() {
                let p = if pass == 0 {
                    points[i]
                } else {
                    points[points.len() - 1 - i]
                };
                while len >= floor + 2
                    && (hull[len - 1] - hull[len - 2]).perp_dot(p - hull[len - 1]) <= 0.0
                {
                    len -= 1;
                }
                hull[len] = p;
                len += 1;
            }
            // The chain's last point begins the other chain.
            len -= 1;
        }
        let mut corners = [Vec2::ZERO; 8];
        let len = len.min(8);
        corners[..len].copy_from_slice(&hull[..len]);
        Self { corners, len }
    }

    /// The hull's corners, in order round it.
    pub fn corners(&self) -> &[Vec2] {
        &self.corners[..self.len]
    }

    /// How deep the hull and `rect` overlap along their least-overlapping axis, by the
    /// separating axis test: positive when their interiors overlap, zero or negative when they
    /// are apart or touch.
    pub fn penetration(&self, rect: &OrientedRect) -> f32 {
        let corners = self.corners();
        let rect_corners = rect.corners();
        let edge_normals = (0..corners.len()).map(|i| {
            let edge = corners[(i + 1) % corners.len()] - corners[i];
            edge.perp().normalize_or_zero()
        });
        [rect.rotation, rect.rotation.perp()]
            .into_iter()
            .chain(edge_normals)
            .filter(|axis| *axis != Vec2::ZERO)
            .map(|axis| {
                let (a_min, a_max) = project(corners, axis);
                let (b_min, b_max) = project(&rect_corners, axis);
                a_max.min(b_max) - a_min.max(b_min)
            })
            .fold(f32::INFINITY, f32::min)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base(x: f32, y: f32, degrees: f32) -> OrientedRect {
        OrientedRect::new(Vec2::new(x, y), 40.0, 20.0, degrees)
    }

    #[test]
    fn a_slide_covers_the_ground_between() {
        let swept = Swept::between(&base(0.0, 0.0, 0.0), &base(0.0, -100.0, 0.0));
        assert_eq!(swept.corners().len(), 4);
        // A base standing across the path halfway is passed through.
        assert!(swept.penetration(&base(0.0, -50.0, 90.0)) > 10.0);
        // One beside the path, touching its edge, is not.
        assert!(swept.penetration(&base(40.0, -50.0, 0.0)).abs() < 1e-3);
    }

    #[test]
    fn a_base_standing_still_sweeps_only_itself() {
        let swept = Swept::between(&base(0.0, 0.0, 30.0), &base(0.0, 0.0, 30.0));
        assert_eq!(swept.corners().len(), 4);
        let behind = Vec2::from_angle(30f32.to_radians()).rotate(Vec2::new(0.0, 20.0));
        assert!(swept.penetration(&base(behind.x, behind.y, 30.0)).abs() <= 1e-3);
        assert!(swept.penetration(&base(behind.x, behind.y - 1.0, 30.0)) > 0.5);
    }
}

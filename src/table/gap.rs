//! The gap between two units, edge to edge, for the measuring tool.

use glam::Vec2;

use super::Table;
use crate::geom::nearest_points;

impl Table {
    /// The nearest points of units `a` and `b`, the first on a base of `a`: the ends of an
    /// edge-to-edge measurement. `None` when either is not on the table, or when they touch
    /// or overlap.
    pub fn gap(&self, a: u32, b: u32) -> Option<(Vec2, Vec2)> {
        let (a, b) = (self.unit(a)?, self.unit(b)?);
        let mut nearest: Option<(Vec2, Vec2)> = None;
        for base_a in &a.rects {
            for base_b in &b.rects {
                let pair = nearest_points(base_a, base_b)?;
                if nearest.is_none_or(|(p, q)| pair.0.distance(pair.1) < p.distance(q)) {
                    nearest = Some(pair);
                }
            }
        }
        nearest
    }
}

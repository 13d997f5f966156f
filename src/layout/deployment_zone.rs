//! Each side's deployment zone: a polygon its units must stand wholly inside. A new table
//! gives the first two sides a strip along their long edges, as deep as the ruleset says
//! (`[deployment] strip_depth`) or a quarter of the table; the players may then set a strip
//! of another depth, along the other edge, or reshape the zone corner by corner.

use glam::Vec2;

use super::{Battlefield, PlayerSide};
use crate::geom::Bounds;

/// How deep the strips are, as a share of the table's depth, where the ruleset gives no
/// depth: a quarter, 12″ on a table 4 ft deep. The rule texts give none: an assumption.
pub const STRIP_SHARE_OF_DEPTH: f32 = 0.25;

/// The deepest a strip is set, as a share of the table's depth, so that two strips leave a
/// fifth of the table between them: a ruleset's 12″ is 8″ on a table 20″ deep.
pub const MOST_STRIP_SHARE: f32 = 0.4;

/// How near a zone's corners must lie to a strip's for the zone to be read as that strip, mm.
const STRIP_TOLERANCE_MM: f32 = 0.5;

/// One side's deployment zone: a polygon its units must stand wholly inside.
#[derive(Clone, Debug, PartialEq)]
pub struct DeploymentZone {
    /// The side it belongs to.
    pub side: PlayerSide,
    /// Its corners in order, on the table (3 to [`super::MAX_ZONE_CORNERS`]).
    pub corners: Vec<Vec2>,
}

/// Which of the table's long edges a strip runs along.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LongEdge {
    /// The bottom of the view.
    Near,
    /// The top of the view.
    Far,
}

impl LongEdge {
    /// The edge `side` deploys from by default: the first and third sides the near edge, the
    /// second and fourth the far one.
    pub fn of(side: PlayerSide) -> Self {
        if side.0.is_multiple_of(2) {
            LongEdge::Near
        } else {
            LongEdge::Far
        }
    }
}

impl Battlefield {
    /// How deep a new strip is on this table: `ruleset_depth_mm` where the ruleset gives one,
    /// else [`STRIP_SHARE_OF_DEPTH`] of the table; never deeper than [`MOST_STRIP_SHARE`].
    pub fn strip_depth(&self, ruleset_depth_mm: Option<f32>) -> f32 {
        let most = self.depth_mm * MOST_STRIP_SHARE;
        ruleset_depth_mm
            .unwrap_or(self.depth_mm * STRIP_SHARE_OF_DEPTH)
            .min(most)
    }

    /// A zone for `side`: a strip `depth_mm` deep (at most the table's depth) along `edge`,
    /// as wide as the table.
    pub fn strip(&self, side: PlayerSide, edge: LongEdge, depth_mm: f32) -> DeploymentZone {
        let Bounds { min, max } = self.bounds();
        let depth = depth_mm.min(self.depth_mm);
        let (top, bottom) = match edge {
            LongEdge::Near => (max.y - depth, max.y),
            LongEdge::Far => (min.y, min.y + depth),
        };
        DeploymentZone {
            side,
            corners: vec![
                Vec2::new(min.x, top),
                Vec2::new(max.x, top),
                Vec2::new(max.x, bottom),
                Vec2::new(min.x, bottom),
            ],
        }
    }

    /// The first two sides' strips along their edges, `depth_mm` deep, in place of any zones
    /// the table had.
    pub fn with_strips(mut self, depth_mm: f32) -> Self {
        self.zones = [PlayerSide(0), PlayerSide(1)]
            .map(|side| self.strip(side, LongEdge::of(side), depth_mm))
            .into();
        self
    }

    /// The edge and depth of `zone` where it is a strip of this table: what the panel shows,
    /// and what a resized table draws again along its new edges. A zone reshaped by the
    /// player is not a strip.
    pub fn strip_of(&self, zone: &DeploymentZone) -> Option<(LongEdge, f32)> {
        let Bounds { min, max } = Bounds::around(zone.corners.iter().copied());
        let edge = if (max.y - self.bounds().max.y).abs() <= STRIP_TOLERANCE_MM {
            LongEdge::Near
        } else {
            LongEdge::Far
        };
        let strip = self.strip(zone.side, edge, max.y - min.y);
        let same = strip.corners.len() == zone.corners.len()
            && strip
                .corners
                .iter()
                .zip(&zone.corners)
                .all(|(a, b)| a.distance(*b) <= STRIP_TOLERANCE_MM);
        same.then_some((edge, max.y - min.y))
    }

    /// The zones of this table moved onto `resized`, the same table at another size about
    /// the same middle: a strip runs along the new edge at its depth (at most
    /// [`MOST_STRIP_SHARE`] of the new table), a zone the player shaped stays as it was.
    pub fn zones_on(&self, resized: &Battlefield) -> Vec<DeploymentZone> {
        let most = resized.depth_mm * MOST_STRIP_SHARE;
        self.zones
            .iter()
            .map(|zone| match self.strip_of(zone) {
                Some((edge, depth)) => resized.strip(zone.side, edge, depth.min(most)),
                None => zone.clone(),
            })
            .collect()
    }

    /// The heading that faces units standing in `area` across the table: up it from the
    /// near half, down it from the far half.
    pub fn facing_from(&self, area: Bounds) -> f32 {
        if area.min.y + area.max.y >= 2.0 * self.centre.y {
            0.0
        } else {
            180.0
        }
    }

    /// The zone of `side`, if it has one.
    pub fn zone(&self, side: PlayerSide) -> Option<&DeploymentZone> {
        self.zones.iter().find(|z| z.side == side)
    }

    /// Sets `zone` as its side's zone, in place of any it had.
    pub fn set_zone(&mut self, zone: DeploymentZone) {
        self.zones.retain(|z| z.side != zone.side);
        self.zones.push(zone);
        self.zones.sort_by_key(|z| z.side.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::TABLE_SIZES;

    fn bounds(zone: &DeploymentZone) -> Bounds {
        Bounds::around(zone.corners.iter().copied())
    }

    #[test]
    fn the_first_side_deploys_along_the_near_edge_and_the_second_along_the_far_one() {
        // 120 x 80 cm about (100, 0).
        let table = Battlefield::new(TABLE_SIZES[4], Vec2::new(100.0, 0.0)).with_strips(300.0);
        let (near, far) = (bounds(&table.zones[0]), bounds(&table.zones[1]));
        assert_eq!((near.min.y, near.max.y), (100.0, 400.0));
        assert_eq!((far.min.y, far.max.y), (-400.0, -100.0));
        assert_eq!(far.min.x, -500.0);
        assert_eq!(table.facing_from(near), 0.0);
        assert_eq!(table.facing_from(far), 180.0);
    }

    #[test]
    fn a_strip_is_as_deep_as_the_ruleset_says_within_the_table() {
        // 6 x 4 ft: a quarter is 12 in.
        let table = Battlefield::new(TABLE_SIZES[0], Vec2::ZERO);
        assert!((table.strip_depth(None) - 304.8).abs() < 1e-3);
        assert_eq!(table.strip_depth(Some(203.2)), 203.2);
        // 60 x 60 cm: a ruleset's 12 in is held to 240 mm.
        let small = Battlefield::new(TABLE_SIZES[5], Vec2::ZERO);
        assert_eq!(small.strip_depth(Some(304.8)), 240.0);
        let zone = small.strip(PlayerSide(0), LongEdge::Near, 5000.0);
        assert_eq!(bounds(&zone).min.y, -300.0, "no deeper than the table");
    }

    #[test]
    fn a_strip_is_told_from_a_shaped_zone() -> Result<(), String> {
        let table = Battlefield::new(TABLE_SIZES[0], Vec2::ZERO).with_strips(250.0);
        let far = &table.zones[1];
        let (edge, depth) = table.strip_of(far).ok_or("a strip")?;
        assert_eq!(edge, LongEdge::Far);
        assert!((depth - 250.0).abs() < 1e-3);
        // The second side's strip along the near edge is a strip too.
        let moved = table.strip(PlayerSide(1), LongEdge::Near, 100.0);
        assert_eq!(table.strip_of(&moved).map(|s| s.0), Some(LongEdge::Near));
        let mut shaped = far.clone();
        shaped.corners[2].y += 30.0;
        assert_eq!(table.strip_of(&shaped), None);
        shaped.corners.pop();
        assert_eq!(table.strip_of(&shaped), None);
        Ok(())
    }

    #[test]
    fn a_resized_table_runs_its_strips_along_its_new_edges_and_keeps_shaped_zones() {
        let mut table = Battlefield::new(TABLE_SIZES[0], Vec2::ZERO).with_strips(300.0);
        table.zones[1].corners[0].x += 40.0;
        let resized = Battlefield::new(TABLE_SIZES[5], Vec2::ZERO);
        let zones = table.zones_on(&resized);
        // 60 cm deep: 300 mm is held to 240.
        assert_eq!(
            zones[0],
            resized.strip(PlayerSide(0), LongEdge::Near, 240.0)
        );
        assert_eq!(zones[1], table.zones[1]);
    }

    #[test]
    fn a_side_has_one_zone() {
        let mut table = Battlefield::new(TABLE_SIZES[0], Vec2::ZERO);
        table.set_zone(table.strip(PlayerSide(1), LongEdge::Far, 300.0));
        table.set_zone(table.strip(PlayerSide(0), LongEdge::Near, 300.0));
        table.set_zone(table.strip(PlayerSide(1), LongEdge::Far, 200.0));
        assert_eq!(table.zones.len(), 2);
        assert_eq!(table.zones[0].side, PlayerSide(0));
        assert_eq!(
            table.zone(PlayerSide(1)),
            Some(&table.strip(PlayerSide(1), LongEdge::Far, 200.0))
        );
    }
}

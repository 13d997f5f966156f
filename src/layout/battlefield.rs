//! The table a game is played on: its size and where it stands, and each side's deployment
//! zone. The rule texts say nothing of either: the players set them, and the analysis holds
//! the units to them.
//!
//! The table is a rectangle in the layout's coordinates (mm, `y` down), given by its middle
//! and its size: `width_mm` across (along `x`) and `depth_mm` from the far edge to the near one
//! (along `y`). The near edge is the bottom of the view, where the first side deploys facing up
//! the table; the second deploys along the far edge, facing down it.

use glam::Vec2;

use super::PlayerSide;
use crate::geom::Bounds;
use crate::terrain::TerrainPiece;

/// The most corners a deployment zone may have.
pub const MAX_ZONE_CORNERS: usize = 64;

/// The smallest side of a table, mm.
pub const MIN_TABLE_MM: f32 = 100.0;

/// The largest side of a table, mm (20 m): a club's whole hall.
pub const MAX_TABLE_SIDE_MM: f32 = 20_000.0;

/// A table the players can pick by name.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableSize {
    /// Its name, as players say it.
    pub name: &'static str,
    /// Across, mm.
    pub width_mm: f32,
    /// From edge to edge between the armies, mm.
    pub depth_mm: f32,
}

/// Feet in mm, exactly.
const FOOT_MM: f32 = 304.8;

/// The tables players use most: the club sizes in feet, and the smaller ones of 2 mm and 6 mm
/// games in centimetres.
pub const TABLE_SIZES: [TableSize; 6] = [
    TableSize {
        name: "6 \u{d7} 4 ft",
        width_mm: 6.0 * FOOT_MM,
        depth_mm: 4.0 * FOOT_MM,
    },
    TableSize {
        name: "8 \u{d7} 5 ft",
        width_mm: 8.0 * FOOT_MM,
        depth_mm: 5.0 * FOOT_MM,
    },
    TableSize {
        name: "4 \u{d7} 4 ft",
        width_mm: 4.0 * FOOT_MM,
        depth_mm: 4.0 * FOOT_MM,
    },
    TableSize {
        name: "3 \u{d7} 3 ft",
        width_mm: 3.0 * FOOT_MM,
        depth_mm: 3.0 * FOOT_MM,
    },
    TableSize {
        name: "120 \u{d7} 80 cm",
        width_mm: 1200.0,
        depth_mm: 800.0,
    },
    TableSize {
        name: "60 \u{d7} 60 cm",
        width_mm: 600.0,
        depth_mm: 600.0,
    },
];

/// How deep the deployment strips are that a table is given: a quarter of its depth, 12″ on a
/// table 4 ft deep. The rule texts give none: an assumption, which players change by drawing
/// their own zones in a layout file.
pub const STRIP_SHARE_OF_DEPTH: f32 = 0.25;

/// One side's deployment zone: a polygon its units must stand wholly inside.
#[derive(Clone, Debug, PartialEq)]
pub struct DeploymentZone {
    /// The side it belongs to.
    pub side: PlayerSide,
    /// Its corners in order, on the table (3 to [`MAX_ZONE_CORNERS`]).
    pub corners: Vec<Vec2>,
}

/// How far past the table's edge a piece moved by the player may reach, mm: its outline is
/// drawn over the edge.
const EDGE_TOLERANCE_MM: f32 = 0.5;

/// Why a move was refused at the table's edge.
pub const OFF_TABLE: &str = "Units and terrain stay within the table's edges.";

/// The table the game is played on.
#[derive(Clone, Debug, PartialEq)]
pub struct Battlefield {
    /// The table's middle.
    pub centre: Vec2,
    /// Across, mm.
    pub width_mm: f32,
    /// From the far edge to the near one, mm.
    pub depth_mm: f32,
    /// The sides' deployment zones, at most one a side.
    pub zones: Vec<DeploymentZone>,
    /// The terrain on it, drawn in this order (the last on top).
    pub terrain: Vec<TerrainPiece>,
}

impl Battlefield {
    /// A table of `size` centred on `centre`, with no zones yet.
    pub fn new(size: TableSize, centre: Vec2) -> Self {
        Self {
            centre,
            width_mm: size.width_mm,
            depth_mm: size.depth_mm,
            zones: Vec::new(),
            terrain: Vec::new(),
        }
    }

    /// The table's edges as a box.
    pub fn bounds(&self) -> Bounds {
        let half = Vec2::new(self.width_mm, self.depth_mm) / 2.0;
        Bounds {
            min: self.centre - half,
            max: self.centre + half,
        }
    }

    /// The heading a side's units face across the table: the first side and the third up it
    /// (from the near edge), the second and fourth down it.
    pub fn facing(side: PlayerSide) -> f32 {
        if from_near_edge(side) { 0.0 } else { 180.0 }
    }

    /// A strip `depth_mm` deep along the edge `side` deploys from (the near edge for the first
    /// and third sides, the far edge for the others), as wide as the table.
    pub fn strip(&self, side: PlayerSide, depth_mm: f32) -> DeploymentZone {
        let Bounds { min, max } = self.bounds();
        let depth = depth_mm.min(self.depth_mm);
        let (top, bottom) = if from_near_edge(side) {
            (max.y - depth, max.y)
        } else {
            (min.y, min.y + depth)
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

    /// The first two sides' strips along the long edges, each [`STRIP_SHARE_OF_DEPTH`] of the
    /// table deep, in place of any zones it had.
    pub fn with_strips(mut self) -> Self {
        let depth = self.depth_mm * STRIP_SHARE_OF_DEPTH;
        self.zones = vec![
            self.strip(PlayerSide(0), depth),
            self.strip(PlayerSide(1), depth),
        ];
        self
    }

    /// Whether `bounds` lies on the table, within `tolerance` mm of its edges.
    pub fn holds(&self, bounds: Bounds, tolerance: f32) -> bool {
        let table = self.bounds().expanded(tolerance);
        bounds.min.cmpge(table.min).all() && bounds.max.cmple(table.max).all()
    }

    /// Whether something whose box was `before` may go where its box is `after`: onto the
    /// table, within [`EDGE_TOLERANCE_MM`] of its edges; or anywhere, when it stood past an
    /// edge already (a table set after the units stood, or a file's), until it is back on.
    pub fn keeps(&self, before: Bounds, after: Bounds) -> bool {
        self.holds(after, EDGE_TOLERANCE_MM) || !self.holds(before, EDGE_TOLERANCE_MM)
    }

    /// The terrain piece drawn topmost at `point`, or within `tolerance` mm of it.
    pub fn terrain_at(&self, point: Vec2, tolerance: f32) -> Option<usize> {
        self.terrain
            .iter()
            .rposition(|piece| piece.holds_point(point, tolerance))
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

/// Whether `side` deploys from the near edge: the first and third sides do.
fn from_near_edge(side: PlayerSide) -> bool {
    side.0.is_multiple_of(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_six_by_four_table_is_1828_by_1219_mm() {
        let table = Battlefield::new(TABLE_SIZES[0], Vec2::ZERO);
        let bounds = table.bounds();
        assert!((bounds.size().x - 1828.8).abs() < 1e-3);
        assert!((bounds.size().y - 1219.2).abs() < 1e-3);
        assert_eq!(bounds.min + bounds.max, Vec2::ZERO);
    }

    #[test]
    fn the_first_side_deploys_along_the_near_edge_and_the_second_along_the_far_one() {
        let table = Battlefield::new(TABLE_SIZES[4], Vec2::new(100.0, 0.0));
        let near = table.strip(PlayerSide(0), 300.0);
        let far = table.strip(PlayerSide(1), 300.0);
        let ys = |z: &DeploymentZone| Bounds::around(z.corners.iter().copied());
        assert_eq!(ys(&near).min.y, 100.0);
        assert_eq!(ys(&near).max.y, 400.0);
        assert_eq!(ys(&far).min.y, -400.0);
        assert_eq!(ys(&far).max.y, -100.0);
        assert_eq!(ys(&far).min.x, -500.0);
        assert_eq!(Battlefield::facing(PlayerSide(0)), 0.0);
        assert_eq!(Battlefield::facing(PlayerSide(1)), 180.0);
    }

    #[test]
    fn what_lies_on_the_table_and_what_pokes_off_an_edge() {
        // 120 x 80 cm, centred on the origin.
        let table = Battlefield::new(TABLE_SIZES[4], Vec2::ZERO);
        let inside = Bounds::around([Vec2::new(-600.0, -400.0), Vec2::new(0.0, 0.0)]);
        assert!(table.holds(inside, 0.0));
        for off in [
            Vec2::new(-601.0, 0.0),
            Vec2::new(0.0, 401.0),
            Vec2::new(601.0, -401.0),
        ] {
            let poking = Bounds::around([Vec2::ZERO, off]);
            assert!(!table.holds(poking, 0.0), "{off}");
            assert!(table.holds(poking, 1.5), "{off}");
        }
    }

    #[test]
    fn the_topmost_piece_is_the_one_taken() {
        use crate::terrain::{QuickShape, TerrainKind, TerrainPiece};
        let mut table = Battlefield::new(TABLE_SIZES[4], Vec2::ZERO);
        let wood = TerrainPiece::quick(TerrainKind::Wood, QuickShape::Rectangle, Vec2::ZERO);
        let road = TerrainPiece::quick(TerrainKind::Road, QuickShape::Rectangle, Vec2::ZERO);
        table.terrain = vec![wood, road];
        assert_eq!(table.terrain_at(Vec2::new(0.0, 5.0), 0.0), Some(1));
        assert_eq!(table.terrain_at(Vec2::new(0.0, 30.0), 0.0), Some(0));
        assert_eq!(table.terrain_at(Vec2::new(0.0, 300.0), 0.0), None);
    }

    #[test]
    fn a_strip_deeper_than_the_table_stops_at_the_far_edge() {
        let table = Battlefield::new(TABLE_SIZES[5], Vec2::ZERO);
        let zone = table.strip(PlayerSide(0), 5000.0);
        let bounds = Bounds::around(zone.corners.iter().copied());
        assert_eq!(bounds.min.y, -300.0);
    }

    #[test]
    fn a_side_has_one_zone() {
        let mut table = Battlefield::new(TABLE_SIZES[0], Vec2::ZERO);
        table.set_zone(table.strip(PlayerSide(1), 300.0));
        table.set_zone(table.strip(PlayerSide(0), 300.0));
        table.set_zone(table.strip(PlayerSide(1), 200.0));
        assert_eq!(table.zones.len(), 2);
        assert_eq!(table.zones[0].side, PlayerSide(0));
        assert_eq!(
            table.zone(PlayerSide(1)),
            Some(&table.strip(PlayerSide(1), 200.0))
        );
    }
}

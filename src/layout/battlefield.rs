//! The table a game is played on: its size and where it stands, and each side's deployment
//! zone. The rule texts say nothing of either: the players set them, and the analysis holds
//! the units to them.
//!
//! The table is a rectangle in the layout's coordinates (mm, `y` down), given by its middle
//! and its size: `width_mm` across (along `x`) and `depth_mm` from the far edge to the near one
//! (along `y`). The near edge is the bottom of the view, where the first side deploys facing up
//! the table; the second deploys along the far edge, facing down it.

use glam::Vec2;

use super::{DeploymentZone, TablePiece};
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

/// How far past the table's edge a piece moved by the player may reach, mm: its outline is
/// drawn over the edge.
const EDGE_TOLERANCE_MM: f32 = 0.5;

/// How far past the table's edges a linear feature may run, mm: a road, a river or a wall
/// leaves the table as it does on a real one. Drawn, it is cut at the edge.
pub const LINEAR_OVERHANG_MM: f32 = 300.0;

/// Why a move was refused at the table's edge.
pub const OFF_TABLE: &str =
    "Units and terrain stay within the table's edges; a road, river or wall may run off them.";

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

    /// Whether `bounds` lies on the table, within `tolerance` mm of its edges.
    pub fn holds(&self, bounds: Bounds, tolerance: f32) -> bool {
        let table = self.bounds().expanded(tolerance);
        bounds.min.cmpge(table.min).all() && bounds.max.cmple(table.max).all()
    }

    /// Whether something whose box was `before` may go where its box is `after`: onto the
    /// table, within [`EDGE_TOLERANCE_MM`] of its edges; or anywhere, when it stood past an
    /// edge already (a table set after the units stood, or a file's), until it is back on.
    pub fn keeps(&self, before: Bounds, after: Bounds) -> bool {
        self.keeps_within(before, after, EDGE_TOLERANCE_MM)
    }

    /// As [`Battlefield::keeps`], for `piece` of this table: a linear feature may run up to
    /// [`LINEAR_OVERHANG_MM`] past the edges.
    pub fn keeps_piece(&self, piece: TablePiece, before: Bounds, after: Bounds) -> bool {
        let linear = match piece {
            TablePiece::Terrain(index) => {
                self.terrain.get(index).is_some_and(|p| p.kind.is_linear())
            }
            TablePiece::Zone(_) => false,
        };
        let reach = if linear {
            LINEAR_OVERHANG_MM
        } else {
            EDGE_TOLERANCE_MM
        };
        self.keeps_within(before, after, reach)
    }

    fn keeps_within(&self, before: Bounds, after: Bounds, reach: f32) -> bool {
        self.holds(after, reach) || !self.holds(before, reach)
    }

    /// The terrain piece drawn topmost at `point`, or within `tolerance` mm of it.
    pub fn terrain_at(&self, point: Vec2, tolerance: f32) -> Option<usize> {
        self.terrain
            .iter()
            .rposition(|piece| piece.holds_point(point, tolerance))
    }
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
}

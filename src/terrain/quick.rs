//! New terrain as a player adds it: an area as a rectangle or an ellipse, a linear feature as
//! a straight line of three legs, each of a size that reads on a table of small figures and
//! then reshaped corner by corner.

use glam::Vec2;

use super::{TerrainKind, TerrainPiece};

/// The outline a new area starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuickShape {
    /// Four corners.
    Rectangle,
    /// [`ELLIPSE_POINTS`] corners round an ellipse.
    Ellipse,
}

/// A new area's size, mm: about 6 by 4 inches.
const AREA_MM: Vec2 = Vec2::new(150.0, 100.0);

/// A new linear feature's length, mm: about a foot.
const LINE_MM: f32 = 300.0;

/// The legs of a new linear feature: two points between its ends to bend it at.
const LINE_LEGS: usize = 3;

/// The corners of a new ellipse: enough to read as round, few enough to drag one by one.
const ELLIPSE_POINTS: usize = 16;

impl TerrainKind {
    /// How wide a new piece of a linear kind is, mm; 0 for an area.
    pub fn usual_width_mm(self) -> f32 {
        match self {
            Self::Road => 20.0,
            Self::Track | Self::Stream => 12.0,
            Self::River => 40.0,
            Self::Wall => 6.0,
            Self::Hedge => 10.0,
            Self::Fence => 4.0,
            _ => 0.0,
        }
    }
}

impl TerrainPiece {
    /// A new piece of `kind` centred on `centre`: a linear feature runs across the table; an
    /// area takes `shape`.
    pub fn quick(kind: TerrainKind, shape: QuickShape, centre: Vec2) -> Self {
        let half = AREA_MM / 2.0;
        let points = if kind.is_linear() {
            (0..=LINE_LEGS)
                .map(|i| centre + Vec2::new(LINE_MM * (i as f32 / LINE_LEGS as f32 - 0.5), 0.0))
                .collect()
        } else if shape == QuickShape::Ellipse {
            (0..ELLIPSE_POINTS)
                .map(|i| {
                    let angle = std::f32::consts::TAU * i as f32 / ELLIPSE_POINTS as f32;
                    centre + half * Vec2::from_angle(angle)
                })
                .collect()
        } else {
            [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
                .map(|(x, y)| centre + half * Vec2::new(x, y))
                .to_vec()
        };
        Self {
            kind,
            name: String::new(),
            points,
            width_mm: kind.usual_width_mm(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Bounds;
    use crate::terrain::{MAX_TERRAIN_POINTS, TERRAIN_KINDS};

    #[test]
    fn every_kind_is_added_centred_where_asked_within_the_limits() {
        let centre = Vec2::new(400.0, -120.0);
        for &(_, kind) in &TERRAIN_KINDS {
            for shape in [QuickShape::Rectangle, QuickShape::Ellipse] {
                let piece = TerrainPiece::quick(kind, shape, centre);
                let Bounds { min, max } = Bounds::around(piece.points.iter().copied());
                assert!(
                    ((min + max) / 2.0 - centre).length() < 1e-3,
                    "{kind:?} {shape:?}"
                );
                assert!(piece.points.len() <= MAX_TERRAIN_POINTS);
                assert_eq!(piece.width_mm > 0.0, kind.is_linear(), "{kind:?}");
                let expected = match (kind.is_linear(), shape) {
                    (true, _) => LINE_LEGS + 1,
                    (false, QuickShape::Rectangle) => 4,
                    (false, QuickShape::Ellipse) => ELLIPSE_POINTS,
                };
                assert_eq!(piece.points.len(), expected);
            }
        }
    }

    #[test]
    fn an_ellipse_holds_its_middle_and_not_the_corner_of_its_box() {
        let centre = Vec2::new(10.0, 20.0);
        let ellipse = TerrainPiece::quick(TerrainKind::Wood, QuickShape::Ellipse, centre);
        assert!(ellipse.holds_point(centre, 0.0));
        assert!(!ellipse.holds_point(centre + AREA_MM * 0.45, 0.0));
        let rectangle = TerrainPiece::quick(TerrainKind::Wood, QuickShape::Rectangle, centre);
        assert!(rectangle.holds_point(centre + AREA_MM * 0.45, 0.0));
    }
}

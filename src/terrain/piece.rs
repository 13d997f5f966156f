//! One piece of terrain: an area given by its outline, or a linear feature given by its
//! centre line and width. Coordinates are the table's (mm, `y` down).

use glam::Vec2;

use super::TerrainKind;
use crate::geom::{
    Bounds, OrientedRect, Outline, Segment, paths_cross, polygon_contains,
    polygon_distance_to_path, polygons_meet,
};

/// The most terrain pieces on one table: a crowded table has a few dozen.
pub const MAX_TERRAIN_PIECES: usize = 100;

/// The most corners of an area, or points of a linear feature's centre line.
pub const MAX_TERRAIN_POINTS: usize = 64;

/// The widest linear feature, mm: a broad river at the largest scales.
pub const MAX_TERRAIN_WIDTH_MM: f32 = 500.0;

/// A piece of terrain on the table.
#[derive(Clone, Debug, PartialEq)]
pub struct TerrainPiece {
    /// What it is.
    pub kind: TerrainKind,
    /// Its name on the table, such as `Hougoumont`; empty for none.
    pub name: String,
    /// An area's corners in order round it (3 or more), or a linear feature's centre line
    /// (2 or more points).
    pub points: Vec<Vec2>,
    /// A linear feature's width, mm; 0 for an area.
    pub width_mm: f32,
}

impl TerrainPiece {
    /// How a message names it: its name, or its kind (`the wood`).
    pub fn label(&self) -> String {
        if self.name.is_empty() {
            format!("the {}", self.kind.noun())
        } else {
            self.name.clone()
        }
    }

    /// The box around it, a linear feature's width included.
    pub fn bounds(&self) -> Bounds {
        Bounds::around(self.points.iter().copied()).expanded(self.width_mm / 2.0)
    }

    /// Whether the convex `shape` (a base, or the ground a base swept as it moved) shares
    /// ground with the piece.
    pub fn meets(&self, shape: &[Vec2]) -> bool {
        if self.kind.is_linear() {
            polygon_distance_to_path(shape, &self.points) < self.width_mm / 2.0
        } else {
            polygons_meet(shape, &self.points)
        }
    }

    /// Its points as an outline: closed round an area, open along a linear feature.
    pub fn outline(&self) -> Outline<'_> {
        Outline {
            points: &self.points,
            closed: !self.kind.is_linear(),
        }
    }

    /// Whether `point` is on the piece, or within `tolerance` mm of it.
    pub fn holds_point(&self, point: Vec2, tolerance: f32) -> bool {
        if self.kind.is_linear() {
            self.points.windows(2).any(|leg| {
                Segment::new(leg[0], leg[1]).distance_to(point) <= self.width_mm / 2.0 + tolerance
            })
        } else {
            polygon_contains(&self.points, point, tolerance)
        }
    }

    /// Whether `rect` reaches more than `tolerance` into the piece: a base merely touching a
    /// wood's edge is not in the wood.
    pub fn holds_part_of(&self, rect: &OrientedRect, tolerance: f32) -> bool {
        rect.bounds().intersects(&self.bounds()) && self.meets(&rect.shrunk(tolerance).corners())
    }

    /// Whether a linear feature runs under `rect` inside `area`: some stretch of its centre
    /// line that passes within half its width of `rect` lies in the area. A road that meets a
    /// base only where the base stands outside a wood does not take the base into the wood
    /// (D-terrain: "on roads" is on a road where it runs through the wood).
    pub fn runs_under_inside(&self, rect: &OrientedRect, area: &TerrainPiece) -> bool {
        self.kind.is_linear()
            && self.points.windows(2).any(|leg| {
                rect.clip(Segment::new(leg[0], leg[1]), self.width_mm / 2.0)
                    .is_some_and(|stretch| polygons_meet(&[stretch.a, stretch.b], &area.points))
            })
    }

    /// Whether a linear feature's centre line is crossed by the path through `path`, from
    /// one side to the other. An area is never crossed this way.
    pub fn crossed_by(&self, path: &[Vec2]) -> bool {
        self.kind.is_linear() && paths_cross(path, &self.points)
    }

    /// Whether the straight line from `from` to `to` passes through the piece, or over a
    /// linear feature: terrain between two points.
    pub fn lies_between(&self, from: Vec2, to: Vec2) -> bool {
        if self.kind.is_linear() {
            self.crossed_by(&[from, to])
                || polygon_distance_to_path(&[from, to], &self.points) < self.width_mm / 2.0
        } else {
            polygons_meet(&[from, to], &self.points)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wood() -> TerrainPiece {
        TerrainPiece {
            kind: TerrainKind::Wood,
            name: String::new(),
            points: vec![
                Vec2::new(0.0, 0.0),
                Vec2::new(100.0, 0.0),
                Vec2::new(100.0, 100.0),
                Vec2::new(0.0, 100.0),
            ],
            width_mm: 0.0,
        }
    }

    fn wall() -> TerrainPiece {
        TerrainPiece {
            kind: TerrainKind::Wall,
            name: "the garden wall".to_owned(),
            points: vec![Vec2::new(0.0, 200.0), Vec2::new(100.0, 200.0)],
            width_mm: 6.0,
        }
    }

    #[test]
    fn a_base_in_touching_and_clear_of_a_wood() {
        let wood = wood();
        let inside = OrientedRect::new(Vec2::new(50.0, 50.0), 40.0, 20.0, 30.0);
        assert!(wood.holds_part_of(&inside, 0.5));
        // Its front edge laid along the wood's edge: touching, not in.
        let touching = OrientedRect::new(Vec2::new(50.0, 110.0), 40.0, 20.0, 0.0);
        assert!(!wood.holds_part_of(&touching, 0.5));
        let two_mm_in = OrientedRect::new(Vec2::new(50.0, 108.0), 40.0, 20.0, 0.0);
        assert!(wood.holds_part_of(&two_mm_in, 0.5));
        // A base larger than the wood, all round it.
        let around = OrientedRect::new(Vec2::new(50.0, 50.0), 300.0, 300.0, 0.0);
        assert!(wood.holds_part_of(&around, 0.5));
        assert_eq!(wood.label(), "the wood");
    }

    #[test]
    fn a_wall_is_crossed_met_and_lies_between() {
        let wall = wall();
        assert!(wall.crossed_by(&[Vec2::new(50.0, 180.0), Vec2::new(50.0, 220.0)]));
        assert!(!wall.crossed_by(&[Vec2::new(50.0, 180.0), Vec2::new(50.0, 198.0)]));
        assert!(!wall.crossed_by(&[Vec2::new(150.0, 180.0), Vec2::new(150.0, 220.0)]));
        // A base reaching to 1 mm of the centre line stands on a wall 6 mm wide; one whose
        // rear edge is 5 mm off it does not.
        let on = OrientedRect::new(Vec2::new(50.0, 194.0), 40.0, 10.0, 0.0);
        assert!(wall.holds_part_of(&on, 0.5));
        let off = OrientedRect::new(Vec2::new(50.0, 190.0), 40.0, 10.0, 0.0);
        assert!(!wall.holds_part_of(&off, 0.5));
        assert!(wall.lies_between(Vec2::new(50.0, 150.0), Vec2::new(50.0, 250.0)));
        assert!(!wall.lies_between(Vec2::new(50.0, 150.0), Vec2::new(50.0, 190.0)));
        assert!(wood().lies_between(Vec2::new(-10.0, 50.0), Vec2::new(150.0, 50.0)));
        assert!(!wall.crossed_by(&[]) && !wood().crossed_by(&[Vec2::ZERO, Vec2::ONE * 500.0]));
        assert_eq!(wall.label(), "the garden wall");
    }

    #[test]
    fn a_road_takes_a_base_into_a_wood_only_where_it_runs_in_the_wood() {
        let road = |x: f32| TerrainPiece {
            kind: TerrainKind::Road,
            name: String::new(),
            points: vec![Vec2::new(x, -300.0), Vec2::new(x, 300.0)],
            width_mm: 15.0,
        };
        // A base facing right, its front 10 mm into the wood's left edge at x = 0.
        let base = OrientedRect::new(Vec2::new(-5.0, 50.0), 40.0, 30.0, 90.0);
        // A road under its rear, outside the wood: it does not carry the base in.
        assert!(road(-12.0).meets(&base.corners()));
        assert!(!road(-12.0).runs_under_inside(&base, &wood()));
        // A road under its front, inside the wood, does.
        assert!(road(5.0).runs_under_inside(&base, &wood()));
        // Nor does a road through the wood away from the base.
        assert!(!road(60.0).runs_under_inside(&base, &wood()));
        assert!(!wood().runs_under_inside(&base, &wood()));
    }

    #[test]
    fn a_piece_is_hit_on_it_and_near_it_and_missed_beyond() {
        let wall = wall();
        assert!(wall.holds_point(Vec2::new(50.0, 202.9), 0.0));
        assert!(!wall.holds_point(Vec2::new(50.0, 204.0), 0.0));
        assert!(wall.holds_point(Vec2::new(50.0, 204.0), 1.5));
        assert!(!wall.holds_point(Vec2::new(110.0, 200.0), 5.0));
        assert!(wood().holds_point(Vec2::new(99.0, 1.0), 0.0));
        assert!(!wood().holds_point(Vec2::new(101.0, 50.0), 0.0));
        assert_eq!(
            wood().outline().nearest_point(Vec2::new(90.0, 120.0)),
            Some(2)
        );
        assert_eq!(wall.outline().nearest_point(Vec2::new(20.0, 0.0)), Some(0));
        assert!(wood().outline().closed && !wall.outline().closed);
    }
}

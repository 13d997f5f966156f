//! The player's edits to a piece of the players' table outlined by points: a piece of terrain
//! or a side's deployment zone. Each is moved or turned whole, reshaped one point at a time,
//! or taken away; each edit is one step of the undo history, refused with a reason where it
//! would take the piece past the table's edge or past its points' limits.

use glam::Vec2;

use super::{Battlefield, Layout, MAX_ZONE_CORNERS, OFF_TABLE, PlayerSide};
use crate::geom::{Bounds, Outline, move_points};
use crate::terrain::MAX_TERRAIN_POINTS;

/// A piece of the players' table that the player reshapes by its points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TablePiece {
    /// A piece of terrain, by its place in the table's terrain.
    Terrain(usize),
    /// A side's deployment zone.
    Zone(PlayerSide),
}

impl Battlefield {
    /// The outline of `piece`, if it is on the table.
    pub fn outline(&self, piece: TablePiece) -> Option<Outline<'_>> {
        match piece {
            TablePiece::Terrain(index) => self.terrain.get(index).map(|p| p.outline()),
            TablePiece::Zone(side) => self.zone(side).map(|z| Outline {
                points: &z.corners,
                closed: true,
            }),
        }
    }

    /// The box around `piece`, a linear feature's width included.
    pub fn piece_bounds(&self, piece: TablePiece) -> Option<Bounds> {
        match piece {
            TablePiece::Terrain(index) => self.terrain.get(index).map(|p| p.bounds()),
            TablePiece::Zone(side) => self
                .zone(side)
                .map(|z| Bounds::around(z.corners.iter().copied())),
        }
    }

    /// The points of `piece`, to change.
    pub fn points_mut(&mut self, piece: TablePiece) -> Option<&mut Vec<Vec2>> {
        match piece {
            TablePiece::Terrain(index) => self.terrain.get_mut(index).map(|p| &mut p.points),
            TablePiece::Zone(side) => self
                .zones
                .iter_mut()
                .find(|z| z.side == side)
                .map(|z| &mut z.corners),
        }
    }

    /// The zone whose edge passes within `tolerance` mm of `point`: a press there takes the
    /// zone, while a press inside it is a press on the table.
    pub fn zone_edge_at(&self, point: Vec2, tolerance: f32) -> Option<PlayerSide> {
        self.zones.iter().rev().find_map(|zone| {
            let outline = Outline {
                points: &zone.corners,
                closed: true,
            };
            (outline.distance_to(point) <= tolerance).then_some(zone.side)
        })
    }

    /// The fewest and the most points `piece` may have, and what a message calls it.
    fn point_limits(&self, piece: TablePiece) -> (usize, usize, String) {
        match piece {
            TablePiece::Terrain(index) => {
                let noun = self.terrain.get(index).map_or("piece", |p| p.kind.noun());
                let fewest = self
                    .terrain
                    .get(index)
                    .map_or(3, |p| if p.kind.is_linear() { 2 } else { 3 });
                (fewest, MAX_TERRAIN_POINTS, format!("A {noun}"))
            }
            TablePiece::Zone(_) => (3, MAX_ZONE_CORNERS, "A deployment zone".to_owned()),
        }
    }
}

impl Layout {
    /// Moves `piece` by `shift` mm and turns it by `degrees` about its middle; refused where
    /// that would take it past the table's edge.
    pub fn move_piece(
        &mut self,
        piece: TablePiece,
        shift: Vec2,
        degrees: f32,
    ) -> Result<(), String> {
        let field = self.battlefield.as_mut().ok_or(GONE)?;
        let before = field.piece_bounds(piece).ok_or(GONE)?;
        let mut moved = field.clone();
        move_points(moved.points_mut(piece).ok_or(GONE)?, shift, degrees);
        let after = moved.piece_bounds(piece).ok_or(GONE)?;
        if !field.keeps_piece(piece, before, after) {
            return Err(OFF_TABLE.to_owned());
        }
        *field = moved;
        Ok(())
    }

    /// Takes `piece` off the table, if it is there.
    pub fn remove_piece(&mut self, piece: TablePiece) {
        let Some(field) = &mut self.battlefield else {
            return;
        };
        match piece {
            TablePiece::Terrain(index) if index < field.terrain.len() => {
                field.terrain.remove(index);
            }
            TablePiece::Terrain(_) => {}
            TablePiece::Zone(side) => field.zones.retain(|z| z.side != side),
        }
    }

    /// Adds a point to `piece`: on the leg nearest `near`, where it passes nearest it (the
    /// shape is unchanged until the point is dragged), or, without `near`, in the middle of
    /// its longest leg. Returns the new point's place, or says why not.
    pub fn add_point(&mut self, piece: TablePiece, near: Option<Vec2>) -> Result<usize, String> {
        let field = self.battlefield.as_mut().ok_or(GONE)?;
        let (_, most, noun) = field.point_limits(piece);
        let outline = field.outline(piece).ok_or(GONE)?;
        if outline.points.len() >= most {
            return Err(format!("{noun} has at most {most} points."));
        }
        let found = match near {
            Some(at) => outline
                .nearest_leg(at)
                .map(|leg| (leg, outline.leg(leg).nearest(at))),
            None => outline.longest_leg().map(|leg| {
                let leg_at = outline.leg(leg);
                (leg, leg_at.a.midpoint(leg_at.b))
            }),
        };
        let (leg, point) = found.ok_or("It has no legs to add a point to.")?;
        let points = field.points_mut(piece).ok_or(GONE)?;
        points.insert(leg + 1, point);
        Ok(leg + 1)
    }

    /// Takes point `which` away from `piece`, or, without `which`, the one whose going
    /// changes the shape least (never a line's end); refused below the fewest points it may
    /// have.
    pub fn remove_point(&mut self, piece: TablePiece, which: Option<usize>) -> Result<(), String> {
        let field = self.battlefield.as_mut().ok_or(GONE)?;
        let (fewest, _, noun) = field.point_limits(piece);
        let outline = field.outline(piece).ok_or(GONE)?;
        if outline.points.len() <= fewest {
            return Err(format!("{noun} keeps at least {fewest} points."));
        }
        let index = which
            .filter(|&i| i < outline.points.len())
            .or_else(|| outline.flattest_point())
            .ok_or(GONE)?;
        field.points_mut(piece).ok_or(GONE)?.remove(index);
        Ok(())
    }

    /// What a double click at `at` does to `piece`: takes away its point within `grab` mm of
    /// `at`, or else adds a point on its outline where it passes within `reach` mm. Whether
    /// anything was near enough, or why the change was refused.
    pub fn point_at(
        &mut self,
        piece: TablePiece,
        at: Vec2,
        grab: f32,
        reach: f32,
    ) -> Result<bool, String> {
        let outline = self
            .battlefield
            .as_ref()
            .and_then(|f| f.outline(piece))
            .ok_or(GONE)?;
        let taken = outline
            .nearest_point(at)
            .filter(|&i| outline.points[i].distance(at) <= grab);
        let near_leg = outline.distance_to(at) <= reach;
        match (taken, near_leg) {
            (Some(point), _) => self.remove_point(piece, Some(point)).map(|()| true),
            (None, true) => self.add_point(piece, Some(at)).map(|_| true),
            (None, false) => Ok(false),
        }
    }
}

/// Why an edit of a piece that an undo took away does nothing.
const GONE: &str = "That piece is no longer on the table.";

#[cfg(test)]
mod tests {
    use glam::Vec2;

    use super::TablePiece;
    use crate::layout::{Layout, MAX_ZONE_CORNERS, OFF_TABLE, PlayerSide, TABLE_SIZES};
    use crate::rules::Library;
    use crate::terrain::{MAX_TERRAIN_POINTS, QuickShape, TerrainKind, TerrainPiece};

    fn table() -> Result<Layout, String> {
        let library = Library::builtin().map_err(|e| e.to_string())?;
        let first = &library.entries()[0].ruleset.id;
        let mut layout = Layout::new(library.reference(first).ok_or("built in")?);
        // 60 x 60 cm about the origin.
        layout.set_table(Some(TABLE_SIZES[5]), Vec2::ZERO, None);
        Ok(layout)
    }

    fn with(layout: &mut Layout, kind: TerrainKind) -> Result<TablePiece, String> {
        let piece = TerrainPiece::quick(kind, QuickShape::Rectangle, Vec2::ZERO);
        Ok(TablePiece::Terrain(layout.add_terrain(piece)?))
    }

    fn points(layout: &Layout, piece: TablePiece) -> Vec<Vec2> {
        layout
            .battlefield
            .as_ref()
            .and_then(|f| f.outline(piece))
            .map(|o| o.points.to_vec())
            .unwrap_or_default()
    }

    #[test]
    fn a_point_goes_where_the_player_points_or_in_the_longest_leg() -> Result<(), String> {
        let mut layout = table()?;
        let wood = with(&mut layout, TerrainKind::Wood)?;
        // 150 x 100 mm: the longest legs are the top and bottom; the top comes first.
        assert_eq!(layout.add_point(wood, None), Ok(1));
        assert_eq!(points(&layout, wood)[1], Vec2::new(0.0, -50.0));
        // Pointed at 4 mm outside the right edge, the point goes on the edge.
        let right = points(&layout, wood)[2].x;
        let at = layout.add_point(wood, Some(Vec2::new(right + 4.0, 10.0)))?;
        assert!(points(&layout, wood)[at].distance(Vec2::new(right, 10.0)) < 1e-3);
        // The closing leg, from the last corner back to the first, takes points too.
        let left = points(&layout, wood)[0].x;
        let at = layout.add_point(wood, Some(Vec2::new(left - 1.0, 0.0)))?;
        assert_eq!(at, points(&layout, wood).len() - 1);
        Ok(())
    }

    #[test]
    fn a_chosen_point_goes_and_the_fewest_stay() -> Result<(), String> {
        let mut layout = table()?;
        let road = with(&mut layout, TerrainKind::Road)?;
        let ends = (points(&layout, road)[0], points(&layout, road)[3]);
        // A road's end, when chosen, goes: the road is shorter.
        layout.remove_point(road, Some(3))?;
        assert_eq!(points(&layout, road).len(), 3);
        // Not chosen, the flattest goes, never an end.
        layout.remove_point(road, None)?;
        assert_eq!(points(&layout, road)[0], ends.0);
        let refused = layout.remove_point(road, Some(0)).unwrap_err();
        assert!(refused.contains("at least 2"), "{refused}");
        let zone = TablePiece::Zone(PlayerSide(0));
        layout.remove_point(zone, Some(0))?;
        assert!(
            layout
                .remove_point(zone, None)
                .unwrap_err()
                .contains("at least 3")
        );
        assert_eq!(layout.check(), Ok(()));
        Ok(())
    }

    #[test]
    fn a_double_click_takes_the_point_under_it_or_adds_one_on_the_edge() -> Result<(), String> {
        let mut layout = table()?;
        let wood = with(&mut layout, TerrainKind::Wood)?;
        let corner = points(&layout, wood)[1];
        // Beside the top edge's middle: a fifth point there.
        assert_eq!(
            layout.point_at(wood, Vec2::new(0.0, -52.0), 3.0, 4.0),
            Ok(true)
        );
        assert_eq!(points(&layout, wood).len(), 5);
        assert_eq!(points(&layout, wood)[1], Vec2::new(0.0, -50.0));
        // On a corner: it goes.
        let at = corner + Vec2::new(1.0, 1.0);
        assert_eq!(layout.point_at(wood, at, 3.0, 4.0), Ok(true));
        assert!(!points(&layout, wood).contains(&corner));
        // Far from the outline: nothing.
        assert_eq!(
            layout.point_at(wood, Vec2::new(0.0, 10.0), 3.0, 4.0),
            Ok(false)
        );
        assert_eq!(points(&layout, wood).len(), 4);
        Ok(())
    }

    #[test]
    fn no_piece_takes_more_points_than_its_limit() -> Result<(), String> {
        let mut layout = table()?;
        let wood = with(&mut layout, TerrainKind::Wood)?;
        let zone = TablePiece::Zone(PlayerSide(1));
        for (piece, most) in [(wood, MAX_TERRAIN_POINTS), (zone, MAX_ZONE_CORNERS)] {
            while points(&layout, piece).len() < most {
                layout.add_point(piece, None)?;
            }
            assert!(layout.add_point(piece, None).is_err());
            assert_eq!(points(&layout, piece).len(), most);
        }
        assert_eq!(layout.check(), Ok(()));
        Ok(())
    }

    #[test]
    fn a_road_or_a_river_runs_off_the_tables_edge_as_far_as_its_overhang() -> Result<(), String> {
        use crate::layout::LINEAR_OVERHANG_MM;
        for kind in [TerrainKind::Road, TerrainKind::River, TerrainKind::Wall] {
            let mut layout = table()?;
            let piece = with(&mut layout, kind)?;
            let bounds = |layout: &Layout| {
                layout
                    .battlefield
                    .as_ref()
                    .and_then(|f| f.piece_bounds(piece))
                    .ok_or("the piece")
            };
            // The 60 cm table's edge is 300 mm from its middle: the piece's far end goes past
            // it by most of its overhang, and no further.
            let reach = 300.0 + LINEAR_OVERHANG_MM - bounds(&layout)?.max.x;
            layout.move_piece(piece, Vec2::new(reach - 1.0, 0.0), 0.0)?;
            assert!(bounds(&layout)?.max.x > 300.0 + LINEAR_OVERHANG_MM - 2.0);
            assert_eq!(
                layout.move_piece(piece, Vec2::new(2.0, 0.0), 0.0),
                Err(OFF_TABLE.to_owned()),
                "{kind:?}"
            );
            assert_eq!(layout.check(), Ok(()));
        }
        Ok(())
    }

    #[test]
    fn a_piece_is_nudged_and_turned_but_not_off_the_table() -> Result<(), String> {
        let mut layout = table()?;
        let wood = with(&mut layout, TerrainKind::Wood)?;
        layout.move_piece(wood, Vec2::new(200.0, 0.0), 90.0)?;
        let field = layout.battlefield.clone().ok_or("a table")?;
        let bounds = field.piece_bounds(wood).ok_or("the wood")?;
        // Turned a quarter, it is 100 mm across and 150 mm deep, about x = 200.
        assert!((bounds.size() - Vec2::new(100.0, 150.0)).length() < 1e-3);
        assert!(((bounds.min + bounds.max) / 2.0 - Vec2::new(200.0, 0.0)).length() < 1e-3);
        assert_eq!(
            layout.move_piece(wood, Vec2::new(60.0, 0.0), 0.0),
            Err(OFF_TABLE.to_owned())
        );
        assert_eq!(layout.move_piece(wood, Vec2::new(49.0, 0.0), 0.0), Ok(()));
        assert!(
            layout
                .move_piece(TablePiece::Terrain(1), Vec2::ZERO, 0.0)
                .is_err()
        );
        // A strip along the near edge moves up the table, but not off its edge.
        let zone = TablePiece::Zone(PlayerSide(0));
        layout.move_piece(zone, Vec2::new(0.0, -100.0), 0.0)?;
        assert!(layout.move_piece(zone, Vec2::new(5.0, 0.0), 0.0).is_err());
        Ok(())
    }

    #[test]
    fn a_zone_is_taken_by_its_edge_and_removed() -> Result<(), String> {
        let mut layout = table()?;
        let field = layout.battlefield.as_ref().ok_or("a table")?;
        let near = field.zone(PlayerSide(0)).ok_or("a strip")?.corners[0];
        assert_eq!(
            field.zone_edge_at(near + Vec2::new(50.0, 2.0), 3.0),
            Some(PlayerSide(0))
        );
        assert_eq!(field.zone_edge_at(near + Vec2::new(50.0, 20.0), 3.0), None);
        layout.remove_piece(TablePiece::Zone(PlayerSide(0)));
        let field = layout.battlefield.as_ref().ok_or("a table")?;
        assert!(field.zone(PlayerSide(0)).is_none() && field.zone(PlayerSide(1)).is_some());
        Ok(())
    }
}

//! Adding and removing a point of a piece of terrain, for a river's bends or a wood's outline:
//! a point is added in the middle of the longest leg, and the point removed is the one that
//! changes the shape least.

use glam::Vec2;

use super::{MAX_TERRAIN_POINTS, TerrainPiece};

impl TerrainPiece {
    /// The fewest points the piece may have: 2 along a linear feature, 3 round an area.
    pub fn fewest_points(&self) -> usize {
        if self.kind.is_linear() { 2 } else { 3 }
    }

    /// Adds a point in the middle of its longest leg (an area's closing edge included), or
    /// says why not.
    pub fn add_point(&mut self) -> Result<(), String> {
        if self.points.len() >= MAX_TERRAIN_POINTS {
            return Err(format!(
                "A piece of terrain has at most {MAX_TERRAIN_POINTS} points."
            ));
        }
        let n = self.points.len();
        let legs = if self.kind.is_linear() { n - 1 } else { n };
        // Of legs equally long, the first: `max_by` keeps the last of equals it meets.
        let longest = (0..legs).rev().max_by(|&a, &b| {
            let length = |i: usize| self.points[i].distance(self.points[(i + 1) % n]);
            length(a).total_cmp(&length(b))
        });
        let Some(leg) = longest else {
            return Err("The piece has no legs to add a point to.".to_owned());
        };
        let middle = self.points[leg].midpoint(self.points[(leg + 1) % n]);
        self.points.insert(leg + 1, middle);
        Ok(())
    }

    /// Removes the point whose going changes the shape least (the one nearest the straight
    /// line between its neighbours; never a line's ends), or says why not.
    pub fn remove_point(&mut self) -> Result<(), String> {
        let n = self.points.len();
        if n <= self.fewest_points() {
            return Err(format!(
                "A {} keeps at least {} points.",
                self.kind.noun(),
                self.fewest_points()
            ));
        }
        let linear = self.kind.is_linear();
        let removable = if linear { 1..n - 1 } else { 0..n };
        let bend = |i: usize| -> f32 {
            let (before, after) = (self.points[(i + n - 1) % n], self.points[(i + 1) % n]);
            twice_area(before, self.points[i], after).abs()
        };
        if let Some(least) = removable.min_by(|&a, &b| bend(a).total_cmp(&bend(b))) {
            self.points.remove(least);
        }
        Ok(())
    }
}

/// Twice the signed area of the triangle `a`, `b`, `c`: how far `b` stands off the line from
/// `a` to `c`, times that line's length.
fn twice_area(a: Vec2, b: Vec2, c: Vec2) -> f32 {
    (b - a).perp_dot(c - a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::terrain::{QuickShape, TerrainKind};

    #[test]
    fn a_point_goes_in_the_middle_of_the_longest_leg() {
        let mut wood = TerrainPiece::quick(TerrainKind::Wood, QuickShape::Rectangle, Vec2::ZERO);
        // 150 x 100: the longest legs are the top and bottom edges; the top comes first.
        wood.add_point().expect("room for it");
        assert_eq!(wood.points.len(), 5);
        assert_eq!(wood.points[1], Vec2::new(0.0, -50.0));
        let mut road = TerrainPiece::quick(TerrainKind::Road, QuickShape::Rectangle, Vec2::ZERO);
        road.points[3].x += 100.0;
        road.add_point().expect("room for it");
        assert_eq!(
            road.points[3],
            Vec2::new(150.0, 0.0),
            "the last leg, now 200 mm"
        );
        assert_eq!(road.points.len(), 5);
    }

    #[test]
    fn the_point_removed_is_the_flattest_never_a_lines_end_nor_below_the_fewest() {
        let mut road = TerrainPiece::quick(TerrainKind::Road, QuickShape::Rectangle, Vec2::ZERO);
        // Bend the second point well off the line: the third, still on it, goes.
        road.points[1].y += 60.0;
        let (first, last, bent) = (road.points[0], road.points[3], road.points[1]);
        road.remove_point().expect("above the fewest");
        assert_eq!(road.points, vec![first, bent, last]);
        road.remove_point().expect("above the fewest");
        assert_eq!(road.points, vec![first, last], "the ends stay");
        assert!(road.remove_point().is_err());
        let mut wood = TerrainPiece::quick(TerrainKind::Wood, QuickShape::Rectangle, Vec2::ZERO);
        wood.remove_point().expect("four corners");
        assert_eq!(wood.points.len(), 3);
        assert!(wood.remove_point().unwrap_err().contains("at least 3"));
    }

    #[test]
    fn no_point_is_added_past_the_limit() {
        let mut wood = TerrainPiece::quick(TerrainKind::Wood, QuickShape::Ellipse, Vec2::ZERO);
        while wood.points.len() < MAX_TERRAIN_POINTS {
            wood.add_point().expect("room for it");
        }
        assert!(wood.add_point().is_err());
        assert_eq!(wood.points.len(), MAX_TERRAIN_POINTS);
    }
}

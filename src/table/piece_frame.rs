//! The box round a selected piece of terrain, as drawing tools give a shape: a square beyond
//! each corner resizes the piece, the opposite corner staying put, and a dot above the box
//! turns it whole about the box's middle. Both are pure steps from the pointer to the piece's
//! points, written so that the step applied again to the points it gave changes nothing more:
//! the page applies each move of the pointer to the points as they stand.
//!
//! Written here because what it moves is ours: the points of an outline, a road's centre line
//! or a wood's corners, which no geometry crate holds as one shape.

use glam::Vec2;

use crate::geom::Bounds;

/// The least a resized piece's box keeps across and down, mm, where it had any size: it never
/// folds through its fixed corner, nor vanishes.
pub const LEAST_SIDE_MM: f32 = 5.0;

/// How far beyond its corner each resizing square stands, along the box's diagonal, in handle
/// radii: clear of a point's dot standing on the corner.
const SQUARE_OFFSET_IN_RADII: f32 = 2.0;

/// How far above the box's top the turning dot stands, in handle radii.
const SPIN_OFFSET_IN_RADII: f32 = 5.0;

/// The box round a piece's points, and where its handles stand for dots of `radius_mm`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PieceFrame {
    /// The box round the points.
    pub bounds: Bounds,
    /// The handles' radius, mm: the page scales it with the view.
    pub radius_mm: f32,
}

impl PieceFrame {
    /// The frame round `points`, or none when there are none.
    pub fn of(points: &[Vec2], radius_mm: f32) -> Option<Self> {
        let bounds = Bounds::around(points.iter().copied());
        (!bounds.is_empty()).then_some(Self { bounds, radius_mm })
    }

    /// The box's corners: its least, then clockwise on the table (y down).
    pub fn corners(&self) -> [Vec2; 4] {
        let Bounds { min, max } = self.bounds;
        [min, Vec2::new(max.x, min.y), max, Vec2::new(min.x, max.y)]
    }

    /// Where each corner's resizing square stands: beyond it, away from the box's middle.
    pub fn squares(&self) -> [Vec2; 4] {
        let middle = self.middle();
        let reach = SQUARE_OFFSET_IN_RADII * self.radius_mm;
        self.corners().map(|corner| {
            let outward = Vec2::new(
                if corner.x < middle.x { -1.0 } else { 1.0 },
                if corner.y < middle.y { -1.0 } else { 1.0 },
            );
            corner + outward * reach
        })
    }

    /// Where the turning dot stands: above the middle of the box's top.
    pub fn spin(&self) -> Vec2 {
        Vec2::new(
            self.middle().x,
            self.bounds.min.y - SPIN_OFFSET_IN_RADII * self.radius_mm,
        )
    }

    /// The box's middle, about which it turns.
    pub fn middle(&self) -> Vec2 {
        (self.bounds.min + self.bounds.max) / 2.0
    }

    /// The corner whose square is nearest `pointer`, and the corner across the box from it.
    pub fn corner_taken(&self, pointer: Vec2) -> (Vec2, Vec2) {
        let squares = self.squares();
        let corners = self.corners();
        let nearest = (0..4)
            .min_by(|&a, &b| {
                squares[a]
                    .distance_squared(pointer)
                    .total_cmp(&squares[b].distance_squared(pointer))
            })
            .unwrap_or(0);
        (corners[nearest], corners[(nearest + 2) % 4])
    }
}

/// Resizes `points` so that their box spans from `anchor`, the corner that stays put, to
/// `corner`, the one dragged: each point keeps its place within the box. A side of no size
/// (a straight road along one axis) stays as it is, and the box keeps at least
/// [`LEAST_SIDE_MM`] along a side that had size, on the side of `anchor` it stood.
pub fn resize_points(points: &mut [Vec2], anchor: Vec2, corner: Vec2) {
    let now = Bounds::around(points.iter().copied());
    if now.is_empty() {
        return;
    }
    // The dragged corner as it stands now: the box's corner across from the anchor.
    let far = Vec2::new(
        if (anchor.x - now.min.x).abs() <= (anchor.x - now.max.x).abs() {
            now.max.x
        } else {
            now.min.x
        },
        if (anchor.y - now.min.y).abs() <= (anchor.y - now.max.y).abs() {
            now.max.y
        } else {
            now.min.y
        },
    );
    let axis = |far: f32, anchor: f32, wanted: f32| -> f32 {
        let span = far - anchor;
        if span.abs() < f32::EPSILON {
            return 1.0;
        }
        let wanted = (wanted - anchor) * span.signum();
        wanted.max(LEAST_SIDE_MM) / span.abs()
    };
    let scale = Vec2::new(
        axis(far.x, anchor.x, corner.x),
        axis(far.y, anchor.y, corner.y),
    );
    if !scale.is_finite() {
        return;
    }
    for point in points {
        *point = anchor + (*point - anchor) * scale;
    }
}

/// Turns `points` about `centre` so that point `reference` lies `heading` degrees clockwise
/// of straight up the table from it.
pub fn turn_points(points: &mut [Vec2], centre: Vec2, reference: usize, heading: f32) {
    let Some(&at) = points.get(reference) else {
        return;
    };
    let degrees = heading - heading_of(at - centre);
    if !degrees.is_finite() {
        return;
    }
    let turn = Vec2::from_angle(degrees.to_radians());
    for point in points {
        *point = centre + turn.rotate(*point - centre);
    }
}

/// The heading of `along`: degrees clockwise of straight up the table (y down), as a unit's.
pub fn heading_of(along: Vec2) -> f32 {
    along.x.atan2(-along.y).to_degrees()
}

/// The point of `points` farthest from `centre`: the one a turn is measured by, since it
/// stands clear of the middle.
pub fn farthest_from(points: &[Vec2], centre: Vec2) -> usize {
    (0..points.len())
        .max_by(|&a, &b| {
            points[a]
                .distance_squared(centre)
                .total_cmp(&points[b].distance_squared(centre))
        })
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    const WOOD: [Vec2; 4] = [
        Vec2::new(0.0, 0.0),
        Vec2::new(100.0, 0.0),
        Vec2::new(100.0, 50.0),
        Vec2::new(0.0, 50.0),
    ];

    fn close(a: &[Vec2], b: &[Vec2]) -> bool {
        a.iter().zip(b).all(|(p, q)| p.distance(*q) < 1e-3)
    }

    #[test]
    fn a_corner_dragged_resizes_the_piece_about_the_opposite_corner_and_again_changes_nothing() {
        let mut points = WOOD.to_vec();
        resize_points(&mut points, Vec2::ZERO, Vec2::new(200.0, 150.0));
        let grown = [
            Vec2::new(0.0, 0.0),
            Vec2::new(200.0, 0.0),
            Vec2::new(200.0, 150.0),
            Vec2::new(0.0, 150.0),
        ];
        assert!(close(&points, &grown), "{points:?}");
        resize_points(&mut points, Vec2::ZERO, Vec2::new(200.0, 150.0));
        assert!(close(&points, &grown), "applied again, nothing more moves");
        // Dragged through the fixed corner, the box keeps its least size on its own side.
        resize_points(&mut points, Vec2::ZERO, Vec2::new(-80.0, -10.0));
        let least = Bounds::around(points.iter().copied());
        assert!(
            (least.size() - Vec2::splat(LEAST_SIDE_MM))
                .abs()
                .max_element()
                < 1e-3
        );
        assert_eq!(least.min, Vec2::ZERO);
        // Taken by its least corner, the largest stays put.
        let mut points = WOOD.to_vec();
        resize_points(&mut points, Vec2::new(100.0, 50.0), Vec2::new(50.0, 25.0));
        let bounds = Bounds::around(points.iter().copied());
        assert_eq!(
            (bounds.min, bounds.max),
            (Vec2::new(50.0, 25.0), Vec2::new(100.0, 50.0))
        );
    }

    #[test]
    fn a_straight_road_resizes_along_its_length_only() {
        let mut road = vec![Vec2::new(0.0, 10.0), Vec2::new(300.0, 10.0)];
        resize_points(&mut road, Vec2::new(0.0, 10.0), Vec2::new(600.0, 90.0));
        assert!(close(
            &road,
            &[Vec2::new(0.0, 10.0), Vec2::new(600.0, 10.0)]
        ));
    }

    #[test]
    fn the_turning_dot_turns_the_piece_about_its_middle() {
        let mut points = WOOD.to_vec();
        let frame = PieceFrame::of(&points, 2.0).expect("a frame");
        let centre = frame.middle();
        let reference = farthest_from(&points, centre);
        let heading = heading_of(points[reference] - centre) + 90.0;
        turn_points(&mut points, centre, reference, heading);
        let turned = Bounds::around(points.iter().copied());
        // A 100 × 50 box turned a quarter about its middle stands 50 × 100 round it.
        assert!((turned.size() - Vec2::new(50.0, 100.0)).abs().max_element() < 1e-3);
        assert!(((turned.min + turned.max) / 2.0 - centre).length() < 1e-3);
        let once = points.clone();
        turn_points(&mut points, centre, reference, heading);
        assert!(close(&points, &once), "applied again, nothing more turns");
    }

    #[test]
    fn the_handles_stand_clear_of_the_corners_and_the_nearest_square_takes_its_corner() {
        let frame = PieceFrame::of(&WOOD, 2.0).expect("a frame");
        for (square, corner) in frame.squares().iter().zip(frame.corners()) {
            assert!((square.distance(corner) - 2.0 * 2.0 * 2f32.sqrt()).abs() < 1e-3);
            assert!(
                !frame
                    .bounds
                    .expanded(-0.1)
                    .intersects(&Bounds::around([*square]))
            );
        }
        assert!(frame.spin().y < frame.bounds.min.y);
        let (taken, anchor) = frame.corner_taken(Vec2::new(105.0, 54.0));
        assert_eq!((taken, anchor), (Vec2::new(100.0, 50.0), Vec2::ZERO));
        assert!(PieceFrame::of(&[], 2.0).is_none());
    }
}

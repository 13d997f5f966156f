//! Where the selected unit's handles stand: a dot straight ahead of its front-centre, joined
//! to it by a line, that turns the unit about its front-centre; and a square on each front
//! corner that wheels the unit about the other front corner. The page draws them, named
//! `turn`, `wheel-left` and `wheel-right` for [`crate::table::Grip::of_handle`].

use glam::Vec2;

use crate::geom::Bounds;

/// How far ahead of the front edge the dot stands, in dot radii.
const REACH_IN_RADII: f32 = 6.0;

/// The handles of a unit whose formed body fills `body` in its own frame, with dots of
/// `radius_mm` (the page scales them with the view, so they stay the same size on screen).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HandleSpots {
    /// The turning dot's centre, in the unit's frame: straight ahead of the front-centre.
    pub tip: Vec2,
    /// The left front corner, where its wheeling square is centred.
    pub left: Vec2,
    /// The right front corner, where its wheeling square is centred.
    pub right: Vec2,
    /// The dot's radius, and half the square's side, mm.
    pub radius_mm: f32,
}

impl HandleSpots {
    /// The handles of a body filling `body`, with dots of `radius_mm`.
    pub fn new(body: &Bounds, radius_mm: f32) -> Self {
        Self {
            tip: Vec2::new(0.0, body.min.y.min(0.0) - REACH_IN_RADII * radius_mm),
            left: body.min,
            right: Vec2::new(body.max.x, body.min.y),
            radius_mm,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dot_stands_ahead_of_the_front_and_the_squares_on_its_corners() {
        let body = Bounds {
            min: Vec2::new(-40.0, 0.0),
            max: Vec2::new(40.0, 20.0),
        };
        let spots = HandleSpots::new(&body, 2.0);
        assert_eq!(spots.tip, Vec2::new(0.0, -12.0));
        assert_eq!(spots.left, Vec2::new(-40.0, 0.0));
        assert_eq!(spots.right, Vec2::new(40.0, 0.0));
    }
}

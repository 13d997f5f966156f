//! The selected unit's handles: a dot straight ahead of its front-centre, joined to it by a
//! line, that turns the unit about its front-centre (`data-handle="turn"`); and a square on
//! each front corner that wheels the unit about the other front corner
//! (`data-handle="wheel-left"` and `"wheel-right"`, for the corner dragged).

use crate::geom::{Bounds, Pose};

/// How far ahead of the front edge the dot stands, in dot radii.
const REACH_IN_RADII: f32 = 6.0;

/// The handles of a unit standing at `pose`, whose formed body fills `body` in its own frame,
/// with dots of `radius_mm` (the page scales them with the view, so they stay the same on
/// screen).
pub fn handles_markup(pose: &Pose, body: &Bounds, radius_mm: f32) -> String {
    let tip = body.min.y.min(0.0) - REACH_IN_RADII * radius_mm;
    let corner = |side: &str, x: f32| {
        format!(
            "<rect class=\"wheel-handle\" data-handle=\"wheel-{side}\" data-testid=\"wheel-{side}\" x=\"{}\" y=\"{}\" width=\"{size}\" height=\"{size}\"><title>Drag to wheel about the other front corner</title></rect>",
            x - radius_mm,
            body.min.y - radius_mm,
            size = radius_mm * 2.0
        )
    };
    format!(
        "<g class=\"turn-handle\" transform=\"{}\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"{tip}\"/><circle data-handle=\"turn\" data-testid=\"turn-handle\" cx=\"0\" cy=\"{tip}\" r=\"{radius_mm}\"><title>Drag to turn the unit about its front-centre (Shift: by 15°)</title></circle>{}{}</g>",
        pose.svg_transform(),
        corner("left", body.min.x),
        corner("right", body.max.x)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec2;

    #[test]
    fn the_handle_stands_ahead_of_the_front_and_the_corners_on_the_corners() {
        let bounds = Bounds {
            min: Vec2::new(-40.0, 0.0),
            max: Vec2::new(40.0, 20.0),
        };
        let markup = handles_markup(&Pose::new(10.0, 5.0, 90.0), &bounds, 2.0);
        assert!(
            markup.contains("transform=\"translate(10 5) rotate(90)\""),
            "{markup}"
        );
        assert!(markup.contains("cy=\"-12\" r=\"2\""), "{markup}");
        // The corner squares are centred on the front corners.
        assert!(
            markup.contains("data-handle=\"wheel-left\" data-testid=\"wheel-left\" x=\"-42\" y=\"-2\" width=\"4\""),
            "{markup}"
        );
        assert!(
            markup.contains("data-handle=\"wheel-right\" data-testid=\"wheel-right\" x=\"38\"")
        );
    }
}

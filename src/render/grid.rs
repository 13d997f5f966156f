//! The table grid: faint lines one distance unit apart, drawn behind the units.

use crate::viewport::ViewBox;

/// The grid is left out when more lines than this would cross the view.
const MOST_GRID_LINES: f32 = 200.0;

/// SVG for a grid of `step_mm` squares, lined up on the table's origin, covering `view` and a
/// view's width and height beyond it on every side so a pan never shows its edge before the
/// next redraw. Empty when the lines would crowd together.
pub fn grid_markup(view: ViewBox, step_mm: f32) -> String {
    if step_mm.is_nan() || step_mm <= 0.0 || view.size.max_element() / step_mm >= MOST_GRID_LINES {
        return String::new();
    }
    let (min, size) = (view.min - view.size, view.size * 3.0);
    format!(
        "<defs><pattern id=\"grid\" data-testid=\"grid\" patternUnits=\"userSpaceOnUse\" width=\"{step_mm}\" height=\"{step_mm}\">\
         <path class=\"grid-line\" d=\"M{step_mm} 0H0V{step_mm}\"/></pattern></defs>\
         <rect class=\"grid\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
        min.x, min.y, size.x, size.y
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec2;

    fn view(width: f32) -> ViewBox {
        ViewBox {
            min: Vec2::new(-width / 2.0, -100.0),
            size: Vec2::new(width, 200.0),
        }
    }

    #[test]
    fn the_grid_squares_are_one_step_and_cover_the_view_with_room_to_pan() {
        let markup = grid_markup(view(600.0), 25.4);
        assert!(
            markup.contains("width=\"25.4\" height=\"25.4\""),
            "{markup}"
        );
        assert!(markup.contains("d=\"M25.4 0H0V25.4\""), "{markup}");
        assert!(
            markup.contains("x=\"-900\" y=\"-300\" width=\"1800\" height=\"600\""),
            "{markup}"
        );
    }

    #[test]
    fn a_crowded_or_broken_grid_is_left_out() {
        assert!(!grid_markup(view(199.0 * 10.0), 10.0).is_empty());
        assert!(grid_markup(view(200.0 * 10.0), 10.0).is_empty());
        assert!(grid_markup(view(600.0), 0.0).is_empty());
        assert!(grid_markup(view(600.0), f32::NAN).is_empty());
    }
}

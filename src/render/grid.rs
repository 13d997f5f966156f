//! The table grid: faint lines one distance unit apart, drawn behind the units. The page
//! draws it as one rectangle filled with a pattern of one square; this says where.

use crate::geom::Bounds;
use crate::viewport::ViewBox;

/// The grid is left out when more lines than this would cross the view.
const MOST_GRID_LINES: f32 = 200.0;

/// The area a grid of `step_mm` squares covers: `view` and a view's width and height beyond
/// it on every side, so a pan never shows its edge before the next redraw. `None` when the
/// lines would crowd together, or the step is no length.
pub fn grid_area(view: ViewBox, step_mm: f32) -> Option<Bounds> {
    if step_mm.is_nan() || step_mm <= 0.0 || view.size.max_element() / step_mm >= MOST_GRID_LINES {
        return None;
    }
    Some(Bounds {
        min: view.min - view.size,
        max: view.min + view.size * 2.0,
    })
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
    fn the_grid_covers_the_view_with_room_to_pan() {
        let area = grid_area(view(600.0), 25.4).expect("a grid");
        assert_eq!(area.min, Vec2::new(-900.0, -300.0));
        assert_eq!(area.max, Vec2::new(900.0, 300.0));
    }

    #[test]
    fn a_crowded_or_broken_grid_is_left_out() {
        assert!(grid_area(view(199.0 * 10.0), 10.0).is_some());
        assert!(grid_area(view(200.0 * 10.0), 10.0).is_none());
        assert!(grid_area(view(600.0), 0.0).is_none());
        assert!(grid_area(view(600.0), f32::NAN).is_none());
    }
}

//! The part of the table the screen shows: a pure projection, tested natively.

use glam::Vec2;

use crate::geom::Bounds;

/// An SVG `viewBox` in table millimetres: the top-left corner and the size shown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewBox {
    /// Top-left corner, in mm.
    pub min: Vec2,
    /// Width and height, in mm.
    pub size: Vec2,
}

impl ViewBox {
    /// The smallest view that shows `content` with `margin_mm` around it, and at least
    /// `min_size_mm` across, so that a single small base is not blown up to fill the screen.
    /// An empty table shows `min_size_mm` around the origin.
    pub fn fit(content: Bounds, margin_mm: f32, min_size_mm: f32) -> Self {
        let content = if content.is_empty() {
            Bounds::around([Vec2::ZERO])
        } else {
            content
        };
        let grown = content.expanded(margin_mm);
        let size = grown.size().max(Vec2::splat(min_size_mm));
        let centre = (grown.min + grown.max) * 0.5;
        Self {
            min: centre - size * 0.5,
            size,
        }
    }

    /// The value of the SVG `viewBox` attribute.
    pub fn to_attribute(&self) -> String {
        format!(
            "{} {} {} {}",
            self.min.x, self.min.y, self.size.x, self.size.y
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_adds_the_margin_on_every_side() {
        let content = Bounds::around([Vec2::new(-240.0, 0.0), Vec2::new(240.0, 20.0)]);
        let view = ViewBox::fit(content, 10.0, 100.0);
        assert_eq!(view.min, Vec2::new(-250.0, -40.0));
        assert_eq!(view.size, Vec2::new(500.0, 100.0));
        assert_eq!(view.to_attribute(), "-250 -40 500 100");
    }

    #[test]
    fn an_empty_table_shows_the_minimum_around_the_origin() {
        let view = ViewBox::fit(Bounds::EMPTY, 10.0, 100.0);
        assert_eq!(view.min, Vec2::splat(-50.0));
        assert_eq!(view.size, Vec2::splat(100.0));
    }
}

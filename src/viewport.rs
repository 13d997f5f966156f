//! The part of the table the screen shows: a pure projection, tested natively.

use glam::Vec2;

use crate::decimal::DrawnPoint;
use crate::geom::Bounds;
use crate::limits::MAX_TABLE_MM;

/// The narrowest view: two small bases across.
pub const MIN_VIEW_MM: f32 = 40.0;
/// The widest view: twice the largest table a layout may hold.
pub const MAX_VIEW_MM: f32 = 2.0 * MAX_TABLE_MM;

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

    /// The view moved to centre `content` at the same zoom, when `content` with `margin_mm`
    /// round it fits in it; else the view fitted to it (see [`ViewBox::fit`]). What a
    /// player asks when they find a unit: show it, and keep the scale they were reading.
    pub fn centred_on(&self, content: Bounds, margin_mm: f32, min_size_mm: f32) -> Self {
        if content.is_empty() {
            return *self;
        }
        let grown = content.expanded(margin_mm);
        if grown.size().cmpgt(self.size).any() {
            return Self::fit(content, margin_mm, min_size_mm);
        }
        let centre = (content.min + content.max) * 0.5;
        Self {
            min: centre - self.size * 0.5,
            size: self.size,
        }
    }

    /// The view scaled by `factor` (below 1 comes closer) about the table point `about`, which
    /// stays where it is on screen. The width stays between `MIN_VIEW_MM` and `MAX_VIEW_MM`.
    pub fn zoomed(&self, about: Vec2, factor: f32) -> Self {
        if !factor.is_finite() || factor <= 0.0 || self.size.x <= 0.0 {
            return *self;
        }
        let width = (self.size.x * factor).clamp(MIN_VIEW_MM, MAX_VIEW_MM);
        let factor = width / self.size.x;
        Self {
            min: about + (self.min - about) * factor,
            size: self.size * factor,
        }
    }

    /// The view moved by `shift` mm across the table.
    pub fn panned(&self, shift: Vec2) -> Self {
        Self {
            min: self.min + shift,
            size: self.size,
        }
    }

    /// The part of the table a drawing of this view shows on a screen of `screen` pixels:
    /// the view, widened along the axis the screen has room to spare on, as an SVG scaled to
    /// fit (`xMidYMid meet`) shows it.
    pub fn shown(&self, screen: Vec2) -> Bounds {
        let mut size = self.size;
        if screen.min_element() > 0.0 && size.min_element() > 0.0 {
            let per_mm = (screen / size).min_element();
            size = size.max(screen / per_mm);
        }
        let centre = self.min + self.size * 0.5;
        Bounds {
            min: centre - size * 0.5,
            max: centre + size * 0.5,
        }
    }

    /// The value of the SVG `viewBox` attribute.
    pub fn to_attribute(&self) -> String {
        format!("{} {}", DrawnPoint(self.min), DrawnPoint(self.size))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_unit_found_is_centred_at_the_same_zoom_or_the_view_widens_to_show_it_whole() {
        let view = ViewBox {
            min: Vec2::new(0.0, 0.0),
            size: Vec2::new(400.0, 300.0),
        };
        let unit = Bounds::around([Vec2::new(900.0, 500.0), Vec2::new(1000.0, 540.0)]);
        let centred = view.centred_on(unit, 40.0, 300.0);
        assert_eq!(centred.size, view.size, "the zoom is kept");
        assert_eq!(centred.min + centred.size * 0.5, Vec2::new(950.0, 520.0));
        let brigade = Bounds::around([Vec2::new(0.0, 0.0), Vec2::new(900.0, 100.0)]);
        let widened = view.centred_on(brigade, 40.0, 300.0);
        assert!(
            widened.size.x >= 980.0,
            "the whole brigade shows: {widened:?}"
        );
        assert_eq!(view.centred_on(Bounds::EMPTY, 40.0, 300.0), view);
    }

    #[test]
    fn the_part_shown_widens_the_view_to_the_screen() {
        let view = ViewBox {
            min: Vec2::new(-100.0, -50.0),
            size: Vec2::new(200.0, 100.0),
        };
        // A screen twice as tall for its width as the view: the view fills it across, and
        // shows twice its depth.
        let tall = view.shown(Vec2::new(400.0, 400.0));
        assert_eq!(
            (tall.min, tall.max),
            (Vec2::new(-100.0, -100.0), Vec2::new(100.0, 100.0))
        );
        let wide = view.shown(Vec2::new(800.0, 100.0));
        assert_eq!(
            (wide.min, wide.max),
            (Vec2::new(-400.0, -50.0), Vec2::new(400.0, 50.0))
        );
        // No screen yet: the view itself.
        let no_screen = view.shown(Vec2::ZERO);
        assert_eq!(
            (no_screen.min, no_screen.max),
            (view.min, view.min + view.size)
        );
    }

    #[test]
    fn fit_adds_the_margin_on_every_side() {
        let content = Bounds::around([Vec2::new(-240.0, 0.0), Vec2::new(240.0, 20.0)]);
        let view = ViewBox::fit(content, 10.0, 100.0);
        assert_eq!(view.min, Vec2::new(-250.0, -40.0));
        assert_eq!(view.size, Vec2::new(500.0, 100.0));
        assert_eq!(view.to_attribute(), "-250 -40 500 100");
    }

    #[test]
    fn zooming_keeps_the_point_under_the_pointer_and_stays_within_its_limits() {
        let view = ViewBox {
            min: Vec2::new(-100.0, -50.0),
            size: Vec2::new(400.0, 200.0),
        };
        let about = Vec2::new(20.0, 30.0);
        let closer = view.zoomed(about, 0.5);
        assert_eq!(closer.size, Vec2::new(200.0, 100.0));
        let share = |v: ViewBox| (about - v.min) / v.size;
        assert!((share(closer) - share(view)).abs().max_element() < 1e-6);
        assert_eq!(closer.zoomed(about, 2.0), view);

        assert_eq!(view.zoomed(about, 1e-6).size.x, MIN_VIEW_MM);
        assert_eq!(view.zoomed(about, 1e9).size.x, MAX_VIEW_MM);
        assert_eq!(view.zoomed(about, f32::NAN), view);
        assert_eq!(view.zoomed(about, -2.0), view);
    }

    #[test]
    fn panning_moves_the_view_and_keeps_its_size() {
        let view = ViewBox::fit(Bounds::EMPTY, 10.0, 100.0).panned(Vec2::new(30.0, -5.0));
        assert_eq!(view.min, Vec2::new(-20.0, -55.0));
        assert_eq!(view.size, Vec2::splat(100.0));
    }

    #[test]
    fn an_empty_table_shows_the_minimum_around_the_origin() {
        let view = ViewBox::fit(Bounds::EMPTY, 10.0, 100.0);
        assert_eq!(view.min, Vec2::splat(-50.0));
        assert_eq!(view.size, Vec2::splat(100.0));
    }
}

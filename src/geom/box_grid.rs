//! Boxes already taken in one region of the table, for asking quickly whether a new box there
//! would overlap one.
//!
//! A uniform grid over the region: each box is entered in the cells it covers, and a question
//! looks only at the cells of the box asked about. A box that would cover more than
//! [`MOST_CELLS`] cells is kept in a short list looked through every time instead, so a huge
//! box costs one entry. Written here rather than taken from a spatial crate: it is a few lines
//! over our own boxes, and the names on the table that use it run in the page's first load.

use std::cell::Cell;

use glam::Vec2;

use super::Bounds;

/// The most cells one box is entered in.
const MOST_CELLS: usize = 16;

/// The cells a box covers: the first and the last, as (column, row), and how many.
struct Span {
    from: (usize, usize),
    to: (usize, usize),
    cells: usize,
}

/// Boxes in a region, by the grid cells they cover.
#[derive(Debug)]
pub struct BoxGrid {
    region: Bounds,
    /// Cells along each axis.
    across: usize,
    cell: Vec2,
    cells: Vec<Vec<Bounds>>,
    large: Vec<Bounds>,
    /// How many taken boxes the questions so far have looked at: their work.
    looked_at: Cell<usize>,
}

impl BoxGrid {
    /// An empty grid over `region`, `across` cells along each axis (1 to 64).
    pub fn over(region: Bounds, across: usize) -> Self {
        let across = across.clamp(1, 64);
        let size = if region.is_empty() || !region.size().is_finite() {
            Vec2::ONE
        } else {
            region.size().max(Vec2::splat(1e-3))
        };
        Self {
            region,
            across,
            cell: size / across as f32,
            cells: vec![Vec::new(); across * across],
            large: Vec::new(),
            looked_at: Cell::new(0),
        }
    }

    /// The cells a box covers within the region; `None` for a box wholly outside it.
    fn span(&self, b: &Bounds) -> Option<Span> {
        if b.is_empty() || !b.intersects(&self.region) {
            return None;
        }
        let last = (self.across - 1) as f32;
        let index = |v: Vec2| {
            let at = ((v - self.region.min) / self.cell).floor();
            // Not `f32::clamp`, whose check of its bounds would bring float formatting into
            // the page; a NaN becomes 0.
            let clamp = |x: f32| x.max(0.0).min(last) as usize;
            (clamp(at.x), clamp(at.y))
        };
        let (from, to) = (index(b.min), index(b.max));
        Some(Span {
            from,
            to,
            cells: (to.0 - from.0 + 1) * (to.1 - from.1 + 1),
        })
    }

    /// Takes `b`. A box that is empty, or wholly outside the region, takes nothing.
    pub fn insert(&mut self, b: Bounds) {
        let Some(Span { from, to, cells }) = self.span(&b) else {
            return;
        };
        if cells > MOST_CELLS {
            self.large.push(b);
            return;
        }
        for y in from.1..=to.1 {
            for x in from.0..=to.0 {
                self.cells[y * self.across + x].push(b);
            }
        }
    }

    /// Whether `b` overlaps a box taken, more than touching it, within the region: a box taken
    /// wholly outside the region was never kept.
    pub fn overlaps(&self, b: &Bounds) -> bool {
        let inside = |other: &Bounds| {
            self.looked_at.set(self.looked_at.get().saturating_add(1));
            b.min.x < other.max.x
                && other.min.x < b.max.x
                && b.min.y < other.max.y
                && other.min.y < b.max.y
        };
        let Some(Span { from, to, .. }) = self.span(b) else {
            return false;
        };
        self.large.iter().any(inside)
            || (from.1..=to.1).any(|y| {
                (from.0..=to.0).any(|x| self.cells[y * self.across + x].iter().any(inside))
            })
    }

    /// How many taken boxes every question so far has looked at.
    pub fn looked_at(&self) -> usize {
        self.looked_at.get()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(x: f32, y: f32, side: f32) -> Bounds {
        Bounds::around([Vec2::new(x, y), Vec2::new(x + side, y + side)])
    }

    fn region() -> Bounds {
        square(-1000.0, -1000.0, 2000.0)
    }

    #[test]
    fn a_box_overlaps_what_it_covers_and_not_what_it_touches() {
        let mut grid = BoxGrid::over(region(), 32);
        grid.insert(square(0.0, 0.0, 5.0));
        assert_eq!(grid.looked_at(), 0);
        assert!(grid.overlaps(&square(4.0, 4.0, 5.0)));
        assert!(grid.looked_at() > 0);
        assert!(!grid.overlaps(&square(5.0, 0.0, 5.0)));
        assert!(!grid.overlaps(&square(50.0, 50.0, 5.0)));
    }

    #[test]
    fn a_large_box_is_found_from_anywhere_it_covers() {
        let mut grid = BoxGrid::over(region(), 64);
        grid.insert(square(-500.0, -500.0, 1000.0));
        assert!(grid.overlaps(&square(300.0, -200.0, 0.5)));
        assert!(!grid.overlaps(&square(600.0, 0.0, 0.5)));
        let mut small = BoxGrid::over(region(), 64);
        small.insert(square(0.0, 0.0, 0.5));
        assert!(small.overlaps(&square(-100.0, -100.0, 200.0)));
    }

    #[test]
    fn a_box_across_the_region_edge_is_found_inside_it() {
        let mut grid = BoxGrid::over(region(), 8);
        grid.insert(square(990.0, 990.0, 100.0));
        assert!(grid.overlaps(&square(995.0, 995.0, 2.0)));
        grid.insert(square(5000.0, 5000.0, 10.0));
        assert!(!grid.overlaps(&square(5001.0, 5001.0, 2.0)));
    }

    #[test]
    fn nothing_is_taken_by_empty_or_unbounded_boxes() {
        let mut grid = BoxGrid::over(Bounds::EMPTY, 0);
        grid.insert(Bounds::EMPTY);
        grid.insert(Bounds {
            min: Vec2::splat(f32::NEG_INFINITY),
            max: Vec2::ZERO,
        });
        assert!(!grid.overlaps(&square(-10.0, -10.0, 5.0)));
    }
}

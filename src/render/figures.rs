//! The figures on a unit's bases, one dot each, so a painter sees how a base is filled: the
//! figures stand in ranks from the base's front edge, as many files and ranks as give each
//! figure the most room, and the last rank, when short, is centred.
//!
//! Each dot is a zero-length stroke with round caps (`M x yh0`), one path a unit: a few bytes
//! a figure, round whatever way the base faces.

use std::fmt::Write as _;

use glam::Vec2;

use crate::decimal::{Decimal, DrawnPoint};
use crate::formation::{BaseRole, Footprint};
use crate::geom::OrientedRect;

/// The most figures the page draws on one table: past it the figures layer stays empty,
/// and says so. It keeps the layer's markup to some hundreds of KB on the largest tables the
/// budget admits (5,000 bases of 100 figures would be 500,000 dots).
pub const MAX_DRAWN_FIGURES: u32 = 20_000;

/// How much of a figure's cell its dot fills, across.
const DOT_SHARE: f32 = 0.6;

/// Files and ranks of `figures` on a base `width` × `depth`: the fewest ranks that give each
/// figure the largest square cell.
fn files_and_ranks(figures: u32, width: f32, depth: f32) -> (u32, u32) {
    let cell = |ranks: u32| {
        let files = figures.div_ceil(ranks);
        (width / files as f32).min(depth / ranks as f32)
    };
    let ranks = (1..=figures).fold(1, |best, ranks| {
        if cell(ranks) > cell(best) {
            ranks
        } else {
            best
        }
    });
    (figures.div_ceil(ranks), ranks)
}

/// The centres of `figures` on `base`, in the frame the base is given in, front rank first.
fn figure_centres(base: &OrientedRect, figures: u32) -> impl Iterator<Item = Vec2> + '_ {
    let size = base.half_size * 2.0;
    let (files, ranks) = files_and_ranks(figures, size.x, size.y);
    let step = Vec2::new(size.x / files as f32, size.y / ranks as f32);
    (0..figures).map(move |at| {
        let (rank, file) = (at / files, at % files);
        let in_rank = (figures - rank * files).min(files);
        // A short last rank stands centred on the base.
        let left = (files - in_rank) as f32 * step.x / 2.0;
        let local = Vec2::new(
            -base.half_size.x + left + (file as f32 + 0.5) * step.x,
            -base.half_size.y + (rank as f32 + 0.5) * step.y,
        );
        base.center + base.rotation.rotate(local)
    })
}

/// The figures on `footprint`'s bases, `per_base` each (limbers carry none), as one SVG
/// path in the unit's frame; nothing when there are none.
pub fn figures_markup(footprint: &Footprint, per_base: u32) -> String {
    let Some(first) = footprint.bases.first().filter(|_| per_base > 0) else {
        return String::new();
    };
    let size = first.rect.half_size * 2.0;
    let (files, ranks) = files_and_ranks(per_base, size.x, size.y);
    let dot = (size.x / files as f32).min(size.y / ranks as f32) * DOT_SHARE;
    let mut out = String::with_capacity(footprint.bases.len() * per_base as usize * 16 + 64);
    let _ = write!(
        out,
        "<path class=\"figures\" stroke-width=\"{}\" d=\"",
        Decimal::drawn(dot)
    );
    for base in footprint
        .bases
        .iter()
        .filter(|b| b.role != BaseRole::Limber)
    {
        for centre in figure_centres(&base.rect, per_base) {
            let _ = write!(out, "M{}h0", DrawnPoint(centre));
        }
    }
    out.push_str("\"/>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formation::Base;

    #[test]
    fn figures_stand_in_the_ranks_that_give_each_the_most_room() {
        // Four on a 30 × 20 mm base: two ranks of two (cells of 15 × 10) beat one of four
        // (7.5 × 20).
        assert_eq!(files_and_ranks(4, 30.0, 20.0), (2, 2));
        // Three on a 40 × 20 mm base: one rank.
        assert_eq!(files_and_ranks(3, 40.0, 20.0), (3, 1));
        // Twenty-four on a 63.5 × 20 mm base: three ranks of eight.
        assert_eq!(files_and_ranks(24, 63.5, 20.0), (8, 3));
        // A tie keeps the fewer ranks: two cavalry side by side on a square base.
        assert_eq!(files_and_ranks(2, 50.0, 50.0), (2, 1));
        assert_eq!(files_and_ranks(1, 10.0, 90.0), (1, 1));
    }

    #[test]
    fn every_figure_stands_on_its_base_a_short_rank_centred() {
        let base = OrientedRect::new(Vec2::new(100.0, 50.0), 40.0, 20.0, 30.0);
        for figures in 1..=30 {
            let centres: Vec<Vec2> = figure_centres(&base, figures).collect();
            assert_eq!(centres.len(), figures as usize);
            for centre in &centres {
                assert!(base.contains(*centre, 0.0), "{centre} off the base");
            }
        }
        // Four on 40 × 20: one rank of four, evenly spaced across the front.
        let local: Vec<Vec2> = figure_centres(&base, 4).map(|c| base.to_local(c)).collect();
        for (k, point) in local.iter().enumerate() {
            assert!(
                (point.x - (-15.0 + 10.0 * k as f32)).abs() < 1e-3,
                "{local:?}"
            );
            assert!(point.y.abs() < 1e-3, "{local:?}");
        }
        // Three on a square base: two in the front rank, the third centred behind them.
        let square = OrientedRect::new(Vec2::ZERO, 20.0, 20.0, 0.0);
        let three: Vec<Vec2> = figure_centres(&square, 3).collect();
        assert_eq!(
            three,
            [
                Vec2::new(-5.0, -5.0),
                Vec2::new(5.0, -5.0),
                Vec2::new(0.0, 5.0)
            ]
        );
    }

    #[test]
    fn a_unit_draws_a_dot_a_figure_and_its_limbers_none() {
        let footprint = Footprint {
            bases: vec![
                Base::new(0.0, 10.0, 40.0, 20.0, 0.0, BaseRole::FrontRank),
                Base::new(40.0, 10.0, 40.0, 20.0, 0.0, BaseRole::FrontRank),
                Base::new(0.0, 40.0, 20.0, 20.0, 0.0, BaseRole::Limber),
            ],
        };
        let markup = figures_markup(&footprint, 3);
        assert_eq!(markup.matches("h0").count(), 6, "{markup}");
        assert!(markup.contains("stroke-width=\"8\""), "{markup}");
        assert_eq!(figures_markup(&footprint, 0), "");
    }
}

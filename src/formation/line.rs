//! Line: every base in one rank (A-9.21, C-formations).

use super::Basing;
use super::row::centred;
use super::{Base, BaseRole, Footprint};

/// Stands every base side by side in one rank, `gap_mm` apart, centred on the front-centre.
pub fn line(basing: &Basing, gap_mm: f32) -> Footprint {
    let (width, depth) = (basing.base_width_mm, basing.base_depth_mm);
    let bases = centred(basing.bases, width + gap_mm)
        .map(|x| Base::new(x, depth / 2.0, width, depth, 0.0, BaseRole::FrontRank))
        .collect();
    Footprint { bases }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn basing(bases: u32) -> Basing {
        Basing {
            bases,
            figures_per_base: 4,
            base_width_mm: 40.0,
            base_depth_mm: 20.0,
        }
    }

    #[test]
    fn a_line_is_one_rank_as_wide_as_its_bases() {
        // every figure in one rank.
        let footprint = line(&basing(12), 0.0);
        assert_eq!(footprint.bases.len(), 12);
        assert!((footprint.frontage() - 480.0).abs() < 1e-3);
        assert!((footprint.depth() - 20.0).abs() < 1e-3);
        let bounds = footprint.bounds();
        assert!(
            (bounds.min.x + bounds.max.x).abs() < 1e-3,
            "centred on the front-centre"
        );
        assert!(bounds.min.y.abs() < 1e-6, "front edge on the origin");
    }

    #[test]
    fn gaps_widen_the_frontage() {
        let footprint = line(&basing(3), 5.0);
        assert!((footprint.frontage() - 130.0).abs() < 1e-3);
    }
}

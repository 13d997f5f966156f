//! Column: files of bases behind a front rank (A-9.11, A-9.12, A-8.31, A-8.33, C-formations).

use super::Basing;
use super::row::centred;
use super::{Base, BaseRole, Footprint, FormationError};

/// Stands the bases `files` abreast, rank behind rank, each rank centred behind the front one;
/// a short last rank stands in the middle. Every base faces the front.
pub fn column(basing: &Basing, files: u32) -> Result<Footprint, FormationError> {
    if files == 0 {
        return Err(FormationError::input("a column needs at least one file"));
    }
    Ok(ranks(basing, files.min(basing.bases), basing.base_depth_mm))
}

/// `files` abreast with ranks `pitch` apart, front to back: shared by columns and road columns.
pub(super) fn ranks(basing: &Basing, files: u32, pitch: f32) -> Footprint {
    let (width, depth) = (basing.base_width_mm, basing.base_depth_mm);
    let count = basing.bases;
    let files = files.max(1);
    let bases = (0..count.div_ceil(files))
        .flat_map(|rank| {
            let in_rank = files.min(count - rank * files);
            let role = if rank == 0 {
                BaseRole::FrontRank
            } else {
                BaseRole::RearRank
            };
            let y = depth / 2.0 + pitch * rank as f32;
            centred(in_rank, width).map(move |x| Base::new(x, y, width, depth, 0.0, role))
        })
        .collect();
    Footprint { bases }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn basing(bases: u32) -> Basing {
        Basing {
            bases,
            figures_per_base: 1,
            base_width_mm: 20.0,
            base_depth_mm: 15.0,
        }
    }

    #[test]
    fn a_column_of_two_files_stacks_its_ranks() {
        let footprint = column(&basing(5), 2).expect("valid");
        assert_eq!(footprint.bases.len(), 5);
        assert!((footprint.frontage() - 40.0).abs() < 1e-4);
        assert!((footprint.depth() - 45.0).abs() < 1e-4);
        // The odd base at the back stands in the middle.
        assert!(footprint.bases[4].rect.center.x.abs() < 1e-4);
    }

    #[test]
    fn zero_files_is_refused() {
        assert!(column(&basing(5), 0).is_err());
    }
}

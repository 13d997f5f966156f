//! Road column: a narrow column for road movement.

use super::Basing;
use super::column::ranks;
use super::{Base, BaseRole, Footprint};

/// At most `max_files` abreast. Each rank takes `length_factor` times a base's depth of road;
/// where that is more than one depth, the rest is drawn as a limber behind each base, as
/// artillery's double base length of road is.
pub fn road_column(basing: &Basing, max_files: u32, length_factor: f32) -> Footprint {
    let depth = basing.base_depth_mm;
    let pitch = depth * length_factor.max(1.0);
    let mut footprint = ranks(basing, max_files.min(basing.bases), pitch);
    if pitch > depth {
        let limber_depth = pitch - depth;
        let limbers: Vec<Base> = footprint
            .bases
            .iter()
            .map(|base| {
                let c = base.rect.center;
                let y = c.y + (depth + limber_depth) / 2.0;
                Base::new(
                    c.x,
                    y,
                    base.rect.width(),
                    limber_depth,
                    0.0,
                    BaseRole::Limber,
                )
            })
            .collect();
        footprint.bases.extend(limbers);
    }
    footprint
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guns_on_the_road_take_double_their_length() {
        // artillery takes double its base length of road.
        let basing = Basing {
            bases: 3,
            figures_per_base: 1,
            base_width_mm: 30.0,
            base_depth_mm: 40.0,
        };
        let footprint = road_column(&basing, 1, 2.0);
        assert_eq!(footprint.base_count(), 3);
        assert_eq!(footprint.bases.len(), 6, "a limber behind each gun");
        assert!((footprint.depth() - 240.0).abs() < 1e-3);
        assert!((footprint.frontage() - 30.0).abs() < 1e-3);
    }
}

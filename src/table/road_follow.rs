//! A column laid along the road its head stands on (C-flex).

use glam::Vec2;

use super::PlacedUnit;
use crate::formation::{Footprint, TailBend, tail_along};
use crate::layout::Battlefield;
use crate::terrain::TerrainKind;

/// The bends that lay `straight`, a column standing straight, along the road or track of
/// `field` under the middle of its leading rank (see [`tail_along`]). Refused, saying why,
/// when its rules do not let its tail bend or no road or track is under its head.
pub fn bends_along_road(
    straight: &PlacedUnit,
    field: Option<&Battlefield>,
) -> Result<Vec<TailBend>, String> {
    if !straight.flexes {
        return Err(format!(
            "{}'s rules do not let its tail bend",
            straight.name
        ));
    }
    let files = straight.shaped.readouts.files;
    let column = Footprint {
        bases: (straight.shaped.footprint.bases.iter())
            .filter(|b| b.role.in_body())
            .copied()
            .collect(),
    };
    let head = straight
        .pose
        .to_table(column.rank_middle(files, 0).unwrap_or_default());
    let road = field
        .into_iter()
        .flat_map(|f| &f.terrain)
        .filter(|piece| matches!(piece.kind, TerrainKind::Road | TerrainKind::Track))
        .find(|piece| piece.holds_point(head, 0.0))
        .ok_or_else(|| format!("{}'s leading rank is not on a road or track", straight.name))?;
    let path: Vec<Vec2> = road
        .points
        .iter()
        .map(|&p| straight.pose.to_local(p))
        .collect();
    Ok(tail_along(&column, &path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{Layout, TABLE_SIZES};
    use crate::rules::Ruleset;
    use crate::table::place_unit;
    use crate::terrain::TerrainPiece;

    /// A straight column of eight heavy foot of the element rules, its head at the origin
    /// facing `heading`, on a table with a road through `points`, 50 mm wide.
    fn on_road(points: &[(f32, f32)], heading: f32) -> (Layout, Ruleset) {
        let (mut layout, ruleset, id) = super::super::element_column(heading);
        layout.set_table(Some(TABLE_SIZES[0]), Vec2::ZERO, None);
        let road = TerrainPiece {
            kind: TerrainKind::Road,
            name: String::new(),
            points: points.iter().map(|&(x, y)| Vec2::new(x, y)).collect(),
            width_mm: 50.0,
        };
        layout.add_terrain(road).expect("a road");
        layout.unit_mut(id).expect("there").basing.bases = 8;
        (layout, ruleset)
    }

    fn fitted(layout: &Layout, ruleset: &Ruleset) -> Result<Vec<TailBend>, String> {
        let straight = place_unit(&layout.units[0], ruleset).expect("stands");
        bends_along_road(&straight, layout.battlefield.as_ref())
    }

    #[test]
    fn a_straight_road_leaves_the_column_straight() {
        let (layout, ruleset) = on_road(&[(0.0, -300.0), (0.0, 300.0)], 0.0);
        assert_eq!(fitted(&layout, &ruleset), Ok(Vec::new()));
    }

    #[test]
    fn round_corners_either_way_every_base_stands_on_the_road() {
        // Up to the head's rear, then off to the left and round again; and the same road
        // mirrored, for a column facing the other way.
        let left = [(0.0, -300.0), (0.0, 60.0), (-120.0, 120.0), (-300.0, 120.0)];
        for (points, heading) in [
            (left.to_vec(), 0.0),
            (
                left.iter().map(|&(x, y)| (-x, -y)).collect::<Vec<_>>(),
                180.0,
            ),
            (left.iter().map(|&(x, y)| (-x, y)).collect::<Vec<_>>(), 0.0),
            // A square corner just behind the second rank: only a rank that turns before
            // the corner, not one at a time, brings the rest round it.
            (vec![(0.0, -300.0), (0.0, 60.0), (-300.0, 60.0)], 0.0),
        ] {
            let (mut layout, ruleset) = on_road(&points, heading);
            let bends = fitted(&layout, &ruleset).expect("a road under the head");
            assert!(bends.iter().any(|b| b.degrees.abs() >= 45.0), "{bends:?}");
            layout.units[0].choices.bends = bends;
            let placed = place_unit(&layout.units[0], &ruleset).expect("stands");
            let road = &layout.battlefield.as_ref().expect("a table").terrain[0];
            for (index, rect) in placed.rects.iter().enumerate() {
                assert!(
                    road.holds_point(rect.center, 0.0),
                    "base {index} at {}",
                    rect.center
                );
            }
        }
    }

    #[test]
    fn no_road_under_the_head_or_no_rule_to_flex_is_refused() {
        let (layout, ruleset) = on_road(&[(200.0, -300.0), (200.0, 300.0)], 0.0);
        assert!(fitted(&layout, &ruleset).is_err_and(|e| e.contains("not on a road")));
        let straight = place_unit(&layout.units[0], &ruleset).expect("stands");
        assert!(bends_along_road(&straight, None).is_err());
        let (mut layout, ruleset) = on_road(&[(0.0, -300.0), (0.0, 300.0)], 0.0);
        layout.units[0].formation = "line".to_owned();
        assert!(fitted(&layout, &ruleset).is_err_and(|e| e.contains("do not let")));
    }
}

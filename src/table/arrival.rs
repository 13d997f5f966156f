//! Where a new unit stands. On an open plane, below everything on the table, facing up it.
//! On the players' table, in its side's deployment zone (or, without one, a strip along the
//! side's edge), facing the enemy's edge, beside the side's last unit there: a row from the
//! zone's left, then another row behind it when the row is full. In a zone the player shaped,
//! where that place falls outside it or on another unit, the first clear place wholly inside
//! it.

use glam::Vec2;

use super::Table;
use crate::geom::{Bounds, OrientedRect, Pose, polygon_holds};
use crate::layout::{LongEdge, PlayerSide};

/// Space left between a new unit and its neighbours, mm.
pub const ARRIVAL_GAP_MM: f32 = 20.0;

/// The pose for a new unit of `side` whose footprint, in its own frame, is `size` across and
/// deep.
pub fn arrival_pose(table: &Table, side: PlayerSide, size: Vec2) -> Pose {
    let Some(field) = &table.battlefield else {
        let bounds = table.bounds();
        if bounds.is_empty() {
            return Pose::default();
        }
        return Pose::new(
            bounds.min.x.midpoint(bounds.max.x),
            bounds.max.y + ARRIVAL_GAP_MM * 3.0,
            0.0,
        );
    };
    let zone = field.zone(side).map_or_else(
        || field.strip(side, LongEdge::of(side), field.strip_depth(None)),
        Clone::clone,
    );
    let area = Bounds::around(zone.corners.iter().copied());
    let heading = field.facing_from(area);
    // Towards the unit's rear, on the table: down it for a unit facing up.
    let back = if heading == 0.0 { 1.0 } else { -1.0 };
    let last = table
        .units
        .iter()
        .rev()
        .find(|u| u.side == side && u.bounds.intersects(&area));
    let first_front = area.min.y.midpoint(area.max.y) - back * size.y / 2.0;
    let (x, front) = match last {
        None => (area.min.x + ARRIVAL_GAP_MM + size.x / 2.0, first_front),
        Some(last) => {
            let x = last.bounds.max.x + ARRIVAL_GAP_MM + size.x / 2.0;
            if x + size.x / 2.0 <= area.max.x {
                (x, last.pose.y)
            } else {
                // The row is full: start the next one behind the last.
                let row_back = if back > 0.0 {
                    last.bounds.max.y
                } else {
                    last.bounds.min.y
                };
                (
                    area.min.x + ARRIVAL_GAP_MM + size.x / 2.0,
                    row_back + back * ARRIVAL_GAP_MM,
                )
            }
        }
    };
    let taken: Vec<Bounds> = table
        .units
        .iter()
        .filter(|u| u.bounds.intersects(&area))
        .map(|u| u.bounds.expanded(ARRIVAL_GAP_MM / 2.0))
        .collect();
    let fits = |x: f32, front: f32| {
        let middle = Vec2::new(x, front + back * size.y / 2.0);
        let rect = OrientedRect::new(middle, size.x, size.y, 0.0);
        polygon_holds(&zone.corners, &rect, 0.0)
            && !taken.iter().any(|t| t.intersects(&rect.bounds()))
    };
    let (x, front) = if fits(x, front) {
        (x, front)
    } else {
        first_fit(area, size, back, fits).unwrap_or((x, front))
    };
    Pose::new(x.round(), front.round(), heading)
}

/// The most places tried in a zone for a new unit: a row every half of the unit's depth (or
/// every 40th of the zone's), each with a place every quarter of its width (or every 60th of
/// the zone's), for a zone of any shape.
const ARRIVAL_TRIES: usize = 4000;

/// The first place in `area` where a unit `size` across and deep `fits` (a zone the player
/// shaped, where the row's next place falls outside it), as its middle across and its front:
/// row by row from the middle of the area's depth, where the rows of a strip stand, then
/// alternately nearer the enemy and further back, and left to right in each row.
fn first_fit(
    area: Bounds,
    size: Vec2,
    back: f32,
    fits: impl Fn(f32, f32) -> bool,
) -> Option<(f32, f32)> {
    let across = (size.x / 4.0).max(area.size().x / 60.0).max(1.0);
    let down = (size.y / 2.0).max(area.size().y / 40.0).max(1.0);
    let middle_front = area.min.y.midpoint(area.max.y) - back * size.y / 2.0;
    let rows = (area.size().y / down) as i32 + 1;
    let places = (area.size().x / across) as usize + 1;
    (0..2 * rows)
        .map(|n| if n % 2 == 0 { n / 2 } else { -(n + 1) / 2 })
        .flat_map(|row| (0..places).map(move |place| (row, place)))
        .take(ARRIVAL_TRIES)
        .map(|(row, place)| {
            let x = area.min.x + size.x / 2.0 + place as f32 * across;
            (x, middle_front + row as f32 * down)
        })
        .find(|&(x, front)| fits(x, front))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{Layout, TABLE_SIZES};
    use crate::rules::Library;
    use crate::table::resolve;

    fn figure_scale() -> (Layout, std::sync::Arc<crate::rules::Ruleset>) {
        let mut library = Library::builtin().expect("built-ins");
        let reference = library.reference("figure-scale").expect("built in");
        let ruleset = library.ruleset_for(&reference).expect("built in");
        (Layout::new(reference), ruleset)
    }

    fn add(layout: &mut Layout, ruleset: &crate::rules::Ruleset, side: PlayerSide) -> u32 {
        let table = resolve(layout, ruleset);
        let id = layout
            .add_unit(ruleset, "line-infantry", side, Pose::default())
            .expect("added");
        let placed =
            crate::table::place_unit(layout.unit(id).expect("added"), ruleset).expect("stands");
        let size = placed.shaped.footprint.bounds().size();
        layout.unit_mut(id).expect("added").pose = arrival_pose(&table, side, size);
        id
    }

    /// Every unit of `table` stands wholly inside its side's zone, and none overlaps another.
    fn assert_in_their_zones_apart(table: &Table, ruleset: &crate::rules::Ruleset) {
        let report = crate::analysis::analyze(table, ruleset);
        assert!(
            report
                .findings
                .iter()
                .all(|f| f.rule != crate::analysis::PLAYERS_TABLE),
            "{:?}",
            report.findings
        );
        assert!(report.overlapping.is_empty());
    }

    #[test]
    fn new_units_stand_in_their_zones_side_by_side_facing_the_enemy() {
        let (mut layout, ruleset) = figure_scale();
        layout.set_table(Some(TABLE_SIZES[0]), Vec2::ZERO, None);
        let blue: Vec<u32> = (0..3)
            .map(|_| add(&mut layout, &ruleset, PlayerSide(0)))
            .collect();
        let red = add(&mut layout, &ruleset, PlayerSide(1));
        let table = resolve(&layout, &ruleset);
        assert_in_their_zones_apart(&table, &ruleset);
        let unit = |id| table.unit(id).expect("placed");
        assert_eq!(unit(red).pose.heading, 180.0);
        assert!(unit(red).pose.y < 0.0 && unit(blue[0]).pose.y > 0.0);
        for pair in blue.windows(2) {
            assert_eq!(unit(pair[0]).pose.y, unit(pair[1]).pose.y);
            let gap = unit(pair[1]).bounds.min.x - unit(pair[0]).bounds.max.x;
            assert!((gap - ARRIVAL_GAP_MM).abs() <= 1.0, "{gap}");
        }
    }

    #[test]
    fn a_unit_arrives_wholly_inside_a_shaped_zone_clear_of_the_others() {
        let (mut layout, ruleset) = figure_scale();
        layout.set_table(Some(TABLE_SIZES[0]), Vec2::ZERO, None);
        // Blue's strip with its top left corner pulled down and right: a slanted edge cuts off
        // the place the first unit would take.
        let field = layout.battlefield.as_mut().expect("a table");
        field.zones[0].corners[0] += Vec2::new(400.0, 250.0);
        let ids: Vec<u32> = (0..4)
            .map(|_| add(&mut layout, &ruleset, PlayerSide(0)))
            .collect();
        let table = resolve(&layout, &ruleset);
        assert_in_their_zones_apart(&table, &ruleset);
        assert_eq!(table.units.len(), ids.len());
    }

    #[test]
    fn a_full_row_goes_on_behind() {
        let (mut layout, ruleset) = figure_scale();
        layout.set_table(Some(TABLE_SIZES[5]), Vec2::ZERO, None);
        let ids: Vec<u32> = (0..8)
            .map(|_| add(&mut layout, &ruleset, PlayerSide(0)))
            .collect();
        let table = resolve(&layout, &ruleset);
        let ys: Vec<f32> = ids
            .iter()
            .map(|&id| table.unit(id).expect("placed").pose.y)
            .collect();
        assert!(ys.windows(2).any(|w| w[1] > w[0]), "{ys:?}");
        assert!(table.units.iter().all(|u| u.bounds.max.x <= 300.0));
        let report = crate::analysis::analyze(&table, &ruleset);
        assert!(report.overlapping.is_empty());
    }
}

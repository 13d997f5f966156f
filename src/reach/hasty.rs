//! Who may form a hasty square against a charge (B-hasty).

use geo::Coord;
use geo::algorithm::convex_hull::quick_hull;
use glam::Vec2;

use crate::analysis::MoveJudge;
use crate::geom::{Pose, clearance, polygons_meet};
use crate::table::PlacedUnit;

/// The units that may form a hasty square against a charge ending at `end` (B-hasty): of
/// the target's side, standing in a formation the ruleset forms hasty squares from, with a
/// square among their troop type's formations, and either the target itself, in the path
/// (the ground between where the charger's move began and where it ends), or within the
/// ruleset's distance of the target, beside or behind it. `None` where the ruleset has no
/// hasty squares.
pub(super) fn hasty_squares(judge: &MoveJudge, target: &PlacedUnit, end: Pose) -> Option<Vec<u32>> {
    let ruleset = judge.ruleset();
    let from = &ruleset.squares.hasty_from.as_ref()?.value;
    let near = ruleset
        .squares
        .hasty_near_mm
        .as_ref()
        .map_or(0.0, |n| n.value);
    let tolerance = ruleset.contact.tolerance_mm.value;
    let footprint = &judge.mover().shaped.footprint;
    let mut corners: Vec<Coord<f32>> = [judge.start(), end]
        .iter()
        .flat_map(|pose| footprint.placed_bases(pose))
        .flat_map(|r| r.corners())
        .map(|c| Coord { x: c.x, y: c.y })
        .collect();
    let path: Vec<Vec2> = quick_hull(&mut corners)
        .0
        .iter()
        .map(|c| Vec2::new(c.x, c.y))
        .collect();
    let eligible = |unit: &PlacedUnit| {
        let troop = &ruleset.troops[unit.troop];
        unit.side == target.side
            && from.contains(&troop.formations[unit.formation].id)
            && troop.formations.iter().any(|f| f.template.is_square())
    };
    let in_path = |unit: &PlacedUnit| {
        unit.rects
            .iter()
            .any(|r| polygons_meet(&path, &r.shrunk(tolerance).corners()))
    };
    let beside = |unit: &PlacedUnit| {
        unit.rects.iter().any(|r| {
            target
                .rects
                .iter()
                .any(|t| clearance(r, t) <= near + tolerance)
        })
    };
    Some(
        judge
            .table_units()
            .iter()
            .filter(|u| eligible(u) && (u.id == target.id || in_path(u) || beside(u)))
            .map(|u| u.id)
            .collect(),
    )
}

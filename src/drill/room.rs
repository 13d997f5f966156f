//! Whether a drilled brigade has room where it is asked to stand: on the players' table, on
//! no other unit, and on no ground its rules forbid it.

use crate::analysis::ground_against;
use crate::geom::overlaps;
use crate::layout::{Layout, LayoutUnit};
use crate::rules::Ruleset;
use crate::table::{PlacedUnit, place_unit};

/// How far past the table's edge a base may reach and still stand on it, mm: the contact
/// tolerance a tape measure cannot see.
const EDGE_SLACK_MM: f32 = 0.5;

/// Refuses, naming the unit and why, a brigade `drilled` (its units as they would stand)
/// that would stand off `layout`'s table, across itself, on another of its units, or on
/// ground its rules forbid.
pub(super) fn check(
    layout: &Layout,
    ruleset: &Ruleset,
    drilled: &[LayoutUnit],
) -> Result<(), String> {
    let placed: Vec<PlacedUnit> = drilled
        .iter()
        .map(|u| place_unit(u, ruleset).map_err(|why| format!("{}: {why}", u.name)))
        .collect::<Result<_, _>>()?;
    let field = layout.battlefield.as_ref();
    for unit in &placed {
        if let Some(field) = field
            && !field.holds(unit.bounds, EDGE_SLACK_MM)
        {
            return Err(format!(
                "{} would stand off the table: drill the brigade further in",
                unit.name
            ));
        }
        if let Some(finding) = ground_against(field, ruleset, unit).into_iter().next() {
            return Err(format!("{} ({})", finding.message, finding.rule));
        }
    }
    for (k, a) in placed.iter().enumerate() {
        if let Some(b) = placed[k + 1..].iter().find(|b| stand_on(a, b)) {
            return Err(format!(
                "{} and {} would overlap: open the interval",
                a.name, b.name
            ));
        }
    }
    let ids: Vec<u32> = drilled.iter().map(|u| u.id).collect();
    for other in layout.units.iter().filter(|u| !ids.contains(&u.id)) {
        let Ok(other) = place_unit(other, ruleset) else {
            continue;
        };
        if let Some(unit) = placed.iter().find(|u| stand_on(u, &other)) {
            return Err(format!(
                "{} would stand on {} ({}): drill the brigade elsewhere, or move it first",
                unit.name,
                other.name,
                other.side.name()
            ));
        }
    }
    Ok(())
}

/// Whether any base of `a` overlaps a base of `b`.
fn stand_on(a: &PlacedUnit, b: &PlacedUnit) -> bool {
    a.bounds.intersects(&b.bounds)
        && a.rects
            .iter()
            .any(|r| b.rects.iter().any(|s| overlaps(r, s)))
}

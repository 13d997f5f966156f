//! Where the players' table holds the units: each stands on it, and, while the armies deploy
//! (turn 0), each side's units stand wholly inside its deployment zone; once the
//! game has begun, a unit that advanced out of its zone is where it should be. The rule texts
//! set neither; the players do, so these findings cite [`PLAYERS_TABLE`].

use super::{Finding, Scope};
use crate::geom::{OVERLAP_TOLERANCE_MM, OrientedRect, polygon_holds};
use crate::layout::Battlefield;
use crate::table::PlacedUnit;

/// What a finding about the table the players set cites: its edges and deployment zones.
pub const PLAYERS_TABLE: &str = "table";

/// A finding when `unit` is not wholly on the table, or, while the armies deploy, not wholly
/// inside its side's zone, when its side has one.
pub(super) fn battlefield_finding(
    unit: &PlacedUnit,
    field: &Battlefield,
    deploying: bool,
) -> Option<Finding> {
    let edges = field.bounds();
    let on_table = |rect: &OrientedRect| {
        rect.corners().iter().all(|c| {
            (edges.min.x - OVERLAP_TOLERANCE_MM..=edges.max.x + OVERLAP_TOLERANCE_MM).contains(&c.x)
                && (edges.min.y - OVERLAP_TOLERANCE_MM..=edges.max.y + OVERLAP_TOLERANCE_MM)
                    .contains(&c.y)
        })
    };
    let finding = |message: String| Finding {
        scope: Scope::Unit,
        rule: PLAYERS_TABLE.to_owned(),
        units: vec![unit.id],
        message,
    };
    let off = unit.rects.iter().filter(|r| !on_table(r)).count();
    if off > 0 {
        let how = if off == unit.rects.len() {
            "is off the table"
        } else {
            "stands partly off the table"
        };
        return Some(finding(format!("{} {how}.", unit.name)));
    }
    if !deploying {
        return None;
    }
    let zone = field.zone(unit.side)?;
    let outside = unit
        .rects
        .iter()
        .any(|r| !polygon_holds(&zone.corners, r, OVERLAP_TOLERANCE_MM));
    outside.then(|| {
        finding(format!(
            "{} is not wholly inside {}'s deployment zone.",
            unit.name,
            unit.side.name()
        ))
    })
}

//! A unit's move this turn: how far, which way, and against what allowance (D-move, D-half,
//! B-square-move).

use super::{Finding, MoveReport, Scope};
use crate::geom::{Pose, describe_length};
use crate::rules::{Cited, Ruleset};
use crate::table::PlacedUnit;

/// How near a front corner must stay to where it was for the move to count as a wheel, mm.
/// A wheel pivots on a front corner; a corner that moved less than this was the pivot.
pub const WHEEL_PIVOT_MM: f32 = 1.0;

/// How far `unit` may move straight ahead: its formation's allowance, or its troop type's.
pub(super) fn full_allowance<'a>(
    unit: &PlacedUnit,
    ruleset: &'a Ruleset,
) -> Option<&'a Cited<f32>> {
    let troop = &ruleset.troops[unit.troop];
    troop.formations[unit.formation]
        .move_mm
        .as_ref()
        .or(troop.move_mm.as_ref())
}

/// The move of `unit` from `start`, and what the rules say of it.
pub(super) fn move_report(
    unit: &PlacedUnit,
    start: &Pose,
    ruleset: &Ruleset,
) -> (MoveReport, Vec<Finding>) {
    let footprint = &unit.shaped.footprint;
    let distance_mm = footprint
        .placed(start)
        .zip(&unit.rects)
        .flat_map(|(before, after)| before.corners().into_iter().zip(after.corners()))
        .map(|(a, b)| a.distance(b))
        .fold(0.0, f32::max);

    let arc = ruleset.movement.straight_ahead_degrees.as_ref();
    let shift = unit.pose.position() - start.position();
    let turned = (unit.pose.heading - start.heading + 540.0).rem_euclid(360.0) - 180.0;
    let body = footprint.bounds();
    let front_corners = [body.min, glam::Vec2::new(body.max.x, body.min.y)];
    let pivoted = front_corners
        .iter()
        .any(|&c| start.to_table(c).distance(unit.pose.to_table(c)) <= WHEEL_PIVOT_MM);
    let wheel = turned.abs() > 0.5 && pivoted;
    let ahead = |arc: &Cited<f32>| {
        shift.length() <= WHEEL_PIVOT_MM
            || shift.normalize().dot(start.forward()) >= arc.value.to_radians().cos()
    };
    let straight_ahead = wheel || arc.is_none_or(ahead);

    let allowance = full_allowance(unit, ruleset);
    let allowance_mm = allowance.map(|a| {
        if straight_ahead {
            a.value
        } else {
            a.value / 2.0
        }
    });

    let mut findings = Vec::new();
    if let (Some(arc), false) = (arc, straight_ahead) {
        findings.push(Finding {
            scope: Scope::Unit,
            rule: arc.cite().to_owned(),
            units: vec![unit.id],
            message: format!(
                "{} moved outside the {}° arc of straight ahead: a half move.",
                unit.name, arc.value
            ),
        });
    }
    if let (Some(allowed), Some(rule)) = (allowance_mm, allowance)
        && distance_mm > allowed + ruleset.contact.tolerance_mm.value
    {
        findings.push(Finding {
            scope: Scope::Unit,
            rule: rule.cite().to_owned(),
            units: vec![unit.id],
            message: format!(
                "{} moved {}, more than the {} it may{}.",
                unit.name,
                describe_length(distance_mm),
                describe_length(allowed),
                if straight_ahead { "" } else { " at half speed" }
            ),
        });
    }
    (
        MoveReport {
            distance_mm,
            straight_ahead,
            allowance_mm,
        },
        findings,
    )
}

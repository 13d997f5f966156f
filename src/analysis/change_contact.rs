//! Changes of formation that ended touching an enemy where the rule that made them forbids
//! it (C-line-to-col: not into hand-to-hand combat). The page and `drillbook change` refuse
//! such a change; a layout written by hand can still hold one.

use super::contact::bodies;
use super::told_apart::told_apart;
use super::{Finding, Scope};
use crate::geom::{Bounds, clearance};
use crate::rules::{ChangeRule, Cited, Ruleset};
use crate::table::PlacedUnit;

/// A unit's changes of formation that ended in contact where the rules forbid it.
#[derive(Clone, Debug)]
pub(super) struct ChangesIntoContact {
    /// One finding for each.
    pub findings: Vec<Finding>,
    /// The box around where the changes ended, in which an enemy was looked for: only a unit
    /// that stands in it, or stood in it, can change the findings.
    pub looked: Bounds,
}

/// Each change `unit` recorded that left it touching an enemy of `units`, when each way the
/// rules give for that change, and could have turned the unit as it turned, forbids ending in
/// contact.
pub(super) fn changes_into_contact(
    unit: &PlacedUnit,
    units: &[PlacedUnit],
    ruleset: &Ruleset,
) -> ChangesIntoContact {
    let tolerance = ruleset.contact.tolerance_mm.value;
    let mut findings = Vec::new();
    let mut looked = Bounds::EMPTY;
    let troop = &ruleset.troops[unit.troop];
    for (k, change) in unit.changes.iter().enumerate() {
        let (into, shaped) = unit
            .changes
            .get(k + 1)
            .map_or((unit.formation, &unit.shaped), |next| {
                (next.from, &next.left)
            });
        let (from_id, into_id) = (
            &troop.formations[change.from].id,
            &troop.formations[into].id,
        );
        let turned = change.after.heading - change.before.heading;
        let Some(rule) = refusal(troop.changes_between(from_id, into_id), turned) else {
            continue;
        };
        let placed: Vec<_> = shaped.footprint.placed_bases(&change.after).collect();
        let near = Bounds::around(placed.iter().flat_map(|r| r.corners())).expanded(tolerance);
        looked = looked.union(near);
        let touched = units.iter().find(|enemy| {
            enemy.side != unit.side
                && near.intersects(&enemy.bounds)
                && bodies(enemy).any(|e| placed.iter().any(|r| clearance(r, e) <= tolerance))
        });
        if let Some(enemy) = touched {
            let names = told_apart(&[unit, enemy]);
            findings.push(Finding {
                scope: Scope::Pair,
                rule: rule.cite().to_owned(),
                units: vec![unit.id, enemy.id],
                message: format!(
                    "{} changed from {} to {} and ended touching {}: that way of changing may not end in hand-to-hand combat.",
                    names[0],
                    troop.formations[change.from].name,
                    troop.formations[into].name,
                    names[1]
                ),
            });
        }
    }
    ChangesIntoContact { findings, looked }
}

/// The rule that forbids ending in contact, when every way among `ways` that could have
/// turned the unit by `turned` degrees forbids it.
fn refusal<'a>(ways: impl Iterator<Item = &'a ChangeRule>, turned: f32) -> Option<&'a Cited<bool>> {
    let mut refusal = None;
    for way in ways.filter(|w| w.anchor.value.can_turn_by(turned)) {
        match way.into_contact.as_ref().filter(|may| !may.value) {
            Some(rule) => refusal = refusal.or(Some(rule)),
            None => return None,
        }
    }
    refusal
}

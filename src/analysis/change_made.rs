//! Recorded changes of formation no rule could make. The page and `drillbook change` record
//! only what a change rule gives; a layout written by hand can record a change between
//! formations no rule joins, or a pose after it that no way of changing gives, with any of a
//! player's choices, from the pose before it.

use super::{Finding, Scope};
use crate::formation::nearest_miss;
use crate::geom::describe_length;
use crate::limits::MAX_TURN_CHANGES;
use crate::rules::Ruleset;
use crate::table::{PlacedChange, PlacedUnit};

/// How far a recorded heading may stand from the one a rule gives, degrees: the half degree
/// that tells apart the ways of a change elsewhere (`AnchorKind::can_turn_by`).
const HEADING_SLACK_DEGREES: f32 = 0.5;

/// One finding for each change `unit` recorded that no rule of `ruleset` could make, each
/// citing the rule of the way that comes nearest (or the formation changed into, where no
/// way joins the two). The last change of a turn that made more than [`MAX_TURN_CHANGES`]
/// holds the later ones folded into it, so it is not judged.
pub(super) fn unmade_changes(unit: &PlacedUnit, ruleset: &Ruleset) -> Vec<Finding> {
    let troop = &ruleset.troops[unit.troop];
    let tolerance = ruleset.contact.tolerance_mm.value;
    let judged = if unit.changes.len() >= MAX_TURN_CHANGES {
        MAX_TURN_CHANGES - 1
    } else {
        unit.changes.len()
    };
    let mut findings = Vec::new();
    for (k, change) in unit.changes.iter().enumerate().take(judged) {
        let into = unit
            .changes
            .get(k + 1)
            .map_or(unit.formation, |next| next.from);
        let (from, to) = (&troop.formations[change.from], &troop.formations[into]);
        let Some(laid_out) = PlacedChange::laid_out(unit, k) else {
            continue;
        };
        let nearest = troop
            .changes_between(&from.id, &to.id)
            .filter_map(|way| {
                let anchor = way.anchor.value.anchor(&Default::default());
                let miss = nearest_miss(
                    &change.before,
                    &change.left.footprint,
                    &laid_out.footprint,
                    &anchor,
                    &change.after,
                )
                .ok()?;
                Some((way, miss))
            })
            .min_by(|(_, a), (_, b)| (a.mm + a.degrees).total_cmp(&(b.mm + b.degrees)));
        let (rule, why) = match nearest {
            Some((_, miss)) if miss.mm <= tolerance && miss.degrees <= HEADING_SLACK_DEGREES => {
                continue;
            }
            Some((way, miss)) => {
                let mut off = Vec::new();
                if miss.mm > tolerance {
                    off.push(format!(
                        "{} from where it is recorded",
                        describe_length(miss.mm)
                    ));
                }
                if miss.degrees > HEADING_SLACK_DEGREES {
                    off.push(format!(
                        "turned {:.0}° from its recorded heading",
                        miss.degrees
                    ));
                }
                (
                    way.anchor.cite(),
                    format!(
                        "the nearest way ({}) puts it {}",
                        way.anchor.value.way(),
                        off.join(" and ")
                    ),
                )
            }
            None => (
                to.citation.cite(),
                format!("\"{}\" gives no way to make it", ruleset.name),
            ),
        };
        findings.push(Finding {
            scope: Scope::Unit,
            rule: rule.to_owned(),
            units: vec![unit.id],
            message: format!(
                "No rule could make {}'s recorded change from {} to {}: {why}.",
                unit.name, from.name, to.name
            ),
        });
    }
    findings
}

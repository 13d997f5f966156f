//! What a unit did this turn besides its move: its changes of formation, and whether it moved
//! before, between or after them (C-no-move, D-square, A-8.45, D-artillery).

use super::moves::{Manner, path};
use super::{Finding, Scope};
use crate::formation::TroopKind;
use crate::geom::Pose;
use crate::rules::{Cited, Ruleset, Template};
use crate::table::PlacedUnit;

/// One stretch of a unit's turn in which it moved: the changes of formation it made before
/// it, and the formation it moved in.
struct Moved {
    changes_before: usize,
    formation: usize,
}

/// The stretches of `unit`'s turn in which it moved, oldest first. Its turn is cut into
/// stretches by its changes of formation ([`crate::layout::TurnChange`] says how their poses
/// tell them apart); a stretch counts when the unit went somewhere in it, and a pivot in place
/// is no move (D-turn). Each stretch is judged with the unit's present footprint, since only
/// the turning point of a pivot depends on it.
fn moved_stretches(unit: &PlacedUnit, tolerance_mm: f32) -> Vec<Moved> {
    let changes = &unit.changes;
    let mut stretches: Vec<(usize, Pose, Pose, usize)> = Vec::with_capacity(changes.len() + 1);
    let first = changes.first();
    if let Some(start) = unit.move_start
        && first.is_none_or(|c| c.after != start)
    {
        let (end, formation) = first.map_or((unit.pose, unit.formation), |c| (c.before, c.from));
        stretches.push((0, start, end, formation));
    }
    for (k, pair) in changes.windows(2).enumerate() {
        stretches.push((k + 1, pair[0].after, pair[1].before, pair[1].from));
    }
    if let Some(last) = changes.last() {
        stretches.push((changes.len(), last.after, unit.pose, unit.formation));
    }
    let footprint = &unit.shaped.footprint;
    stretches
        .into_iter()
        .filter(|(_, from, to, _)| {
            let went = path(footprint, from, to, None);
            went.manner != Manner::Pivot && went.distance_mm > tolerance_mm
        })
        .map(|(changes_before, _, _, formation)| Moved {
            changes_before,
            formation,
        })
        .collect()
}

/// What the rules say of `unit`'s changes of formation this turn and the moves around them.
pub(super) fn turn_findings(unit: &PlacedUnit, ruleset: &Ruleset) -> Vec<Finding> {
    let rules = &ruleset.movement;
    let troop = &ruleset.troops[unit.troop];
    let template = |formation: usize| &troop.formations[formation].template;
    let moved = moved_stretches(unit, ruleset.contact.tolerance_mm.value);
    // The formation each change left the unit in: the next change's from, or where it is now.
    let into = |k: usize| unit.changes.get(k + 1).map_or(unit.formation, |c| c.from);
    let formed_square =
        |k: usize| !template(unit.changes[k].from).is_square() && template(into(k)).is_square();
    let left_square =
        |k: usize| template(unit.changes[k].from).is_square() && !template(into(k)).is_square();
    let changes = 0..unit.changes.len();
    let forbids = |rule: &Option<Cited<bool>>| rule.as_ref().filter(|r| !r.value).cloned();

    let mut findings = Vec::new();
    let mut say = |rule: Cited<bool>, why: &str| {
        findings.push(Finding {
            scope: Scope::Unit,
            rule: rule.cite().to_owned(),
            units: vec![unit.id],
            message: format!("{} {why}", unit.name),
        });
    };
    if let Some(rule) = forbids(&rules.change_and_move)
        && !unit.changes.is_empty()
        && !moved.is_empty()
    {
        say(
            rule,
            "changed formation and moved this turn: a unit that changes formation may not also move.",
        );
    }
    if let Some(rule) = forbids(&rules.move_then_square)
        && changes
            .clone()
            .any(|k| formed_square(k) && moved.iter().any(|m| m.changes_before <= k))
    {
        say(
            rule,
            "moved and then formed square: a unit may form square and then move, not move first.",
        );
    }
    if let Some(rule) = forbids(&rules.square_in_and_out)
        && changes.clone().any(formed_square)
        && changes.clone().any(left_square)
    {
        say(
            rule,
            "formed square and left it in one turn: a unit may do one or the other.",
        );
    }
    if let Some(rule) = forbids(&rules.unlimbered_moves)
        && unit.kind == TroopKind::Artillery
        && moved
            .iter()
            .any(|m| matches!(template(m.formation), Template::Unlimbered))
    {
        say(rule, "moved unlimbered: artillery moves only limbered.");
    }
    findings
}

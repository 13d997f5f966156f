//! What a unit did this turn besides its move: its changes of formation, and whether it moved
//! before, between or after them (C-no-move, D-square, A-8.45, D-artillery).

use super::moves::Path;
use super::{Finding, Scope};
use crate::formation::TroopKind;
use crate::rules::{Cited, Ruleset, Template, TroopType};
use crate::table::PlacedUnit;

/// A unit's changes of formation this turn, read against its troop type.
pub(super) struct Turn<'a> {
    unit: &'a PlacedUnit,
    troop: &'a TroopType,
}

impl<'a> Turn<'a> {
    pub fn of(unit: &'a PlacedUnit, troop: &'a TroopType) -> Self {
        Self { unit, troop }
    }

    fn template(&self, formation: usize) -> &Template {
        &self.troop.formations[formation].template
    }

    /// The formation change `k` left the unit in: the next change's from, or where it is now.
    fn into(&self, k: usize) -> usize {
        self.unit
            .changes
            .get(k + 1)
            .map_or(self.unit.formation, |c| c.from)
    }

    fn changes(&self) -> std::ops::Range<usize> {
        0..self.unit.changes.len()
    }

    /// Whether change `k` formed square from another formation.
    fn forms_square(&self, k: usize) -> bool {
        !self.template(self.unit.changes[k].from).is_square()
            && self.template(self.into(k)).is_square()
    }

    /// Whether change `k` left a square for another formation.
    fn leaves_square(&self, k: usize) -> bool {
        self.template(self.unit.changes[k].from).is_square()
            && !self.template(self.into(k)).is_square()
    }

    /// The first change this turn that formed square, if one did.
    pub fn formed_square(&self) -> Option<usize> {
        self.changes().find(|&k| self.forms_square(k))
    }

    /// Whether the battery unlimbered in a change `moved_before` says came after a move.
    pub fn unlimbered_after(&self, moved_before: impl Fn(usize) -> bool) -> bool {
        self.changes().any(|k| {
            matches!(
                self.template(self.unit.changes[k].from),
                Template::Limbered { .. }
            ) && matches!(self.template(self.into(k)), Template::Unlimbered)
                && moved_before(k)
        })
    }
}

/// What the rules say of `unit`'s changes of formation this turn and the moves around them;
/// `paths` are the stretches of its turn ([`super::moves::unit_paths`]).
pub(super) fn turn_findings(unit: &PlacedUnit, paths: &[Path], ruleset: &Ruleset) -> Vec<Finding> {
    let rules = &ruleset.movement;
    let troop = &ruleset.troops[unit.troop];
    let turn = Turn::of(unit, troop);
    let tolerance = ruleset.contact.tolerance_mm.value;
    let moved: Vec<&Path> = paths.iter().filter(|p| p.moved(tolerance)).collect();
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
        && turn
            .changes()
            .any(|k| turn.forms_square(k) && moved.iter().any(|m| m.changes_before <= k))
    {
        say(
            rule,
            "moved and then formed square: a unit may form square and then move, not move first.",
        );
    }
    if let Some(rule) = forbids(&rules.square_in_and_out)
        && turn.changes().any(|k| turn.forms_square(k))
        && turn.changes().any(|k| turn.leaves_square(k))
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
            .any(|m| matches!(turn.template(m.formation), Template::Unlimbered))
    {
        say(rule, "moved unlimbered: artillery moves only limbered.");
    }
    findings
}

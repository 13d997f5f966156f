//! The table played by other rules: the players' table, its zones, terrain and scale kept,
//! and each unit given a troop type of the new rules of its own kind, where they have one.

use super::{Layout, RulesetRef};
use crate::formation::{TroopKind, UnitState};
use crate::rules::{FormationChoices, Ruleset, TroopType};

/// A layout moved to other rules, and the names of the units those rules have no troop type
/// of their kind for, which it leaves out.
#[derive(Clone, Debug, PartialEq)]
pub struct RulesChange {
    /// The layout under the new rules.
    pub layout: Layout,
    /// The units left out, by name, in table order.
    pub left_out: Vec<String>,
}

impl Layout {
    /// This layout played by `new` (named by `reference`) instead of `old`. The table, its
    /// zones and terrain, the players' scale and each kept unit's name, side, basing, pose,
    /// move start, brigade and order (where the new rules list one of its id) stay. A unit
    /// takes the new troop type of its own id and kind, else the first of its kind and class,
    /// else the first of its kind; its formation by id where the new type has it (with its
    /// choices), else the new type's first. Its changes of formation this turn, skirmishers
    /// out where the new type sends none, and the players' move allowances (of the old rules'
    /// troop types) are dropped.
    pub fn under_rules(&self, old: &Ruleset, reference: RulesetRef, new: &Ruleset) -> RulesChange {
        let mut layout = Layout {
            ruleset: reference,
            units: Vec::with_capacity(self.units.len()),
            allowances: Vec::new(),
            ..self.clone()
        };
        let mut left_out = Vec::new();
        for unit in &self.units {
            let kind = old.troop(&unit.troop).map(|t| (t.kind, t.class));
            let Some(troop) =
                kind.and_then(|(kind, class)| new_troop(new, &unit.troop, kind, class))
            else {
                left_out.push(unit.name.clone());
                continue;
            };
            let mut kept = unit.clone();
            kept.troop = troop.id.clone();
            if troop.formation(&unit.formation).is_none() {
                kept.formation = troop
                    .formations
                    .first()
                    .map(|f| f.id.clone())
                    .unwrap_or_default();
                kept.choices = FormationChoices::default();
            }
            kept.changes.clear();
            if kept
                .order
                .as_ref()
                .is_some_and(|id| new.order(id).is_none())
            {
                kept.order = None;
            }
            if troop.detach.is_none() {
                kept.detached = 0;
                kept.skirmishers.clear();
            }
            if troop.kind == TroopKind::Artillery && kept.cannon == 0 {
                kept.cannon = troop.cannon.as_ref().map_or(0, |c| c.value);
            }
            let states = &new.states;
            let allowed = match kept.state {
                UnitState::GoodOrder => true,
                UnitState::Disordered => states.disordered.as_ref().is_some_and(|s| s.value),
                UnitState::Routed => states.routed.as_ref().is_some_and(|s| s.value),
            };
            if !allowed {
                kept.state = UnitState::GoodOrder;
            }
            layout.units.push(kept);
        }
        layout.tidy_brigades();
        RulesChange { layout, left_out }
    }
}

/// The troop type of `new` a unit of troop `id`, `kind` and `class` becomes.
fn new_troop<'a>(
    new: &'a Ruleset,
    id: &str,
    kind: TroopKind,
    class: crate::formation::TroopClass,
) -> Option<&'a TroopType> {
    let of_kind = || new.troops.iter().filter(move |t| t.kind == kind);
    new.troop(id)
        .filter(|t| t.kind == kind)
        .or_else(|| of_kind().find(|t| t.class == class))
        .or_else(|| of_kind().next())
}

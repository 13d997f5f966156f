//! A change of formation made on the table: the new formation placed by the change rule's
//! anchor, the enemies in contact kept in contact where the rule says so (D-square-base), a
//! change that may not end touching an enemy refused (C-line-to-col), and the change recorded
//! in the unit's turn.

use crate::formation::{Shaped, changed_pose, shape};
use crate::geom::{OrientedRect, Pose};
use crate::layout::Layout;
use crate::layout::TurnChange;
use crate::limits::MAX_TURN_CHANGES;
use crate::rules::{AnchorChoices, FormationChoices, Ruleset};

impl Layout {
    /// Changes a unit's formation by the ruleset's change rule, placing the new formation by
    /// the rule's anchor with the player's `anchor` choices, and records the change in the
    /// unit's turn. `way` picks among several rules for the same change (C-col-to-line offers
    /// two). Where the rule says so, enemies in contact before the change are nudged to stay
    /// in contact (D-square-base). Refuses, saying why, a change the ruleset does not list,
    /// one its rule forbids to end touching an enemy (C-line-to-col), or one the engine cannot
    /// make.
    pub fn change_formation(
        &mut self,
        ruleset: &Ruleset,
        id: u32,
        to: &str,
        way: usize,
        anchor: &AnchorChoices,
    ) -> Result<(), String> {
        let unit = self
            .unit(id)
            .ok_or_else(|| format!("there is no unit {id}"))?;
        let troop = ruleset
            .troop(&unit.troop)
            .ok_or_else(|| format!("\"{}\" has no troop type '{}'", ruleset.name, unit.troop))?;
        let name_of = |fid: &str| {
            troop
                .formation(fid)
                .map_or(fid.to_owned(), |f| f.name.clone())
        };
        let target = troop.formation(to).ok_or_else(|| {
            format!(
                "{} has no formation '{to}' in \"{}\"",
                troop.name, ruleset.name
            )
        })?;
        let rule = troop
            .changes_between(&unit.formation, to)
            .nth(way)
            .ok_or_else(|| {
                format!(
                    "{} cannot change from {} to {} in \"{}\"",
                    troop.name,
                    name_of(&unit.formation),
                    target.name,
                    ruleset.name
                )
            })?;
        let old_rule = troop
            .formation(&unit.formation)
            .ok_or_else(|| format!("{} has no formation '{}'", troop.name, unit.formation))?;
        let body = crate::formation::Unit {
            kind: troop.kind,
            class: troop.class,
            basing: unit.basing,
            state: unit.state,
            cannon: unit.cannon,
        };
        let old = shape(
            &body,
            &old_rule.instantiate(&unit.choices, &unit.basing),
            None,
        )
        .map_err(|e| e.to_string())?;
        // A changed formation stands straight: a column's bends were the old one's (C-flex).
        let choices = FormationChoices {
            bends: Vec::new(),
            ..unit.choices.clone()
        };
        let new = shape(&body, &target.instantiate(&choices, &unit.basing), None)
            .map_err(|e| e.to_string())?;
        let pose = changed_pose(
            &unit.pose,
            &old.footprint,
            &new.footprint,
            &rule.anchor.value.anchor(anchor),
        )
        .map_err(|e| e.to_string())?;
        let bodies = |shaped: &Shaped, at: &Pose| -> Vec<OrientedRect> {
            shaped.footprint.placed_bases(at).collect()
        };
        let (side, was_at) = (unit.side, unit.pose);
        if let Some(rule) = rule.into_contact.as_ref().filter(|may| !may.value)
            && let Some(enemy) = self.enemy_touching(ruleset, side, &bodies(&new, &pose))
        {
            return Err(format!(
                "{} cannot change from {} to {} here: it would end touching {enemy}, in hand-to-hand combat ({}).",
                unit.name,
                name_of(&unit.formation),
                target.name,
                rule.cite()
            ));
        }
        if rule.keeps_contact.as_ref().is_some_and(|keeps| keeps.value) {
            self.nudge_contacts(ruleset, side, &bodies(&old, &was_at), &bodies(&new, &pose));
        }
        let deploying = self.deploying();
        let unit = self
            .unit_mut(id)
            .ok_or_else(|| format!("there is no unit {id}"))?;
        unit.choices.bends.clear();
        let change = TurnChange {
            from: std::mem::replace(&mut unit.formation, to.to_owned()),
            before: std::mem::replace(&mut unit.pose, pose),
            after: pose,
        };
        // A unit formed up for deployment has made no change in a turn.
        if !deploying {
            if unit.changes.len() < MAX_TURN_CHANGES {
                unit.changes.push(change);
            } else if let Some(last) = unit.changes.last_mut() {
                last.after = change.after;
            }
        }
        Ok(())
    }
}

//! The edits a player makes to a layout. Each is one step of the undo history.

use super::{Layout, LayoutUnit, PlayerSide};
use crate::formation::{UnitState, changed_pose, shape};
use crate::geom::Pose;
use crate::rules::{AnchorChoices, FormationChoices, Ruleset};

impl Layout {
    /// Adds a unit of the troop type `troop`, with its default basing, in its first
    /// formation, standing at `pose`. Returns the new unit's id.
    pub fn add_unit(
        &mut self,
        ruleset: &Ruleset,
        troop: &str,
        side: PlayerSide,
        pose: Pose,
    ) -> Result<u32, String> {
        let troop = ruleset
            .troop(troop)
            .ok_or_else(|| format!("\"{}\" has no troop type '{troop}'", ruleset.name))?;
        let formation = troop
            .formations
            .first()
            .ok_or_else(|| format!("{} has no formation", troop.name))?;
        let id = self.next_unit_id();
        let count = self.units.iter().filter(|u| u.troop == troop.id).count();
        self.units.push(LayoutUnit {
            id,
            name: format!("{} {}", troop.name, count + 1),
            side,
            troop: troop.id.clone(),
            basing: troop.basing.value,
            state: UnitState::GoodOrder,
            cannon: troop.cannon.as_ref().map_or(0, |c| c.value),
            formation: formation.id.clone(),
            choices: FormationChoices::default(),
            detached: 0,
            skirmishers: Vec::new(),
            pose,
            move_start: None,
        });
        Ok(id)
    }

    /// Removes the unit with `id`; whether there was one.
    pub fn remove_unit(&mut self, id: u32) -> bool {
        let before = self.units.len();
        self.units.retain(|u| u.id != id);
        self.units.len() != before
    }

    /// The unit with `id`, to edit.
    pub fn unit_mut(&mut self, id: u32) -> Option<&mut LayoutUnit> {
        self.units.iter_mut().find(|u| u.id == id)
    }

    /// Moves a unit to `pose`. The first move of a turn records where it began, so flank and
    /// rear contact can be judged by the rules (D-flank, D-rear).
    pub fn move_unit(&mut self, id: u32, pose: Pose) -> bool {
        let Some(unit) = self.unit_mut(id) else {
            return false;
        };
        if unit.move_start.is_none() {
            unit.move_start = Some(unit.pose);
        }
        unit.pose = pose;
        true
    }

    /// Starts a new turn: every unit's move begins where it stands.
    pub fn new_turn(&mut self) {
        for unit in &mut self.units {
            unit.move_start = None;
        }
    }

    /// Changes a unit's formation by the ruleset's change rule, placing the new formation by
    /// the rule's anchor with the player's `anchor` choices. `way` picks among several rules
    /// for the same change (C-col-to-line offers two). Refuses, saying why, a change the
    /// ruleset does not list or the engine cannot make.
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
        let new = shape(
            &body,
            &target.instantiate(&unit.choices, &unit.basing),
            None,
        )
        .map_err(|e| e.to_string())?;
        let pose = changed_pose(
            &unit.pose,
            &old.footprint,
            &new.footprint,
            &rule.anchor.value.anchor(anchor),
        )
        .map_err(|e| e.to_string())?;
        let unit = self
            .unit_mut(id)
            .ok_or_else(|| format!("there is no unit {id}"))?;
        unit.formation = to.to_owned();
        unit.pose = pose;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::RulesetRef;
    use crate::rules::Library;

    fn ruleset(id: &str) -> Ruleset {
        Library::builtin()
            .expect("built-ins")
            .get(id)
            .expect("built in")
            .ruleset
            .clone()
    }

    fn layout_with(ruleset: &Ruleset, troop: &str) -> (Layout, u32) {
        let mut layout = Layout::new(RulesetRef::Builtin {
            id: ruleset.id.clone(),
            version: ruleset.version.clone(),
        });
        let id = layout
            .add_unit(ruleset, troop, PlayerSide(0), Pose::new(100.0, 200.0, 0.0))
            .expect("added");
        (layout, id)
    }

    #[test]
    fn a_new_unit_takes_its_default_basing_and_first_formation() {
        let rff = ruleset("rff-squares");
        let (mut layout, id) = layout_with(&rff, "infantry");
        let unit = layout.unit(id).expect("there");
        assert_eq!(
            (unit.name.as_str(), unit.formation.as_str()),
            ("Infantry regiment 1", "line")
        );
        assert_eq!(unit.basing.bases, 12);
        let second = layout
            .add_unit(&rff, "infantry", PlayerSide(1), Pose::default())
            .expect("added");
        assert_eq!(
            layout.unit(second).map(|u| u.name.as_str()),
            Some("Infantry regiment 2")
        );
        assert!(
            layout
                .add_unit(&rff, "dragoons", PlayerSide(0), Pose::default())
                .is_err()
        );
    }

    #[test]
    fn forming_square_keeps_the_front_centre_and_a_refused_change_changes_nothing() {
        let rff = ruleset("rff-squares");
        let (mut layout, id) = layout_with(&rff, "infantry");
        layout
            .change_formation(&rff, id, "square", 0, &AnchorChoices::default())
            .expect("B-square-anchor");
        let unit = layout.unit(id).expect("there");
        assert_eq!(unit.formation, "square");
        assert_eq!(unit.pose, Pose::new(100.0, 200.0, 0.0));

        let (mut cavalry, cav) = layout_with(&rff, "cavalry");
        let before = cavalry.clone();
        let error = cavalry
            .change_formation(&rff, cav, "square", 0, &AnchorChoices::default())
            .expect_err("cavalry has no square");
        assert!(error.contains("no formation 'square'"), "{error}");
        assert_eq!(cavalry, before);
    }

    #[test]
    fn the_first_move_of_a_turn_records_where_it_began() {
        let rff = ruleset("rff-squares");
        let (mut layout, id) = layout_with(&rff, "infantry");
        layout.move_unit(id, Pose::new(150.0, 200.0, 0.0));
        layout.move_unit(id, Pose::new(180.0, 200.0, 10.0));
        let unit = layout.unit(id).expect("there");
        assert_eq!(unit.move_start, Some(Pose::new(100.0, 200.0, 0.0)));
        layout.new_turn();
        assert_eq!(layout.unit(id).and_then(|u| u.move_start), None);
        assert!(layout.remove_unit(id));
        assert!(layout.units.is_empty());
    }
}

//! What one turn's table holds that another's does not: the form a file and a link store a
//! game's turns in, one whole table and the others each as what it holds that the turn beside
//! it does not. A file keeps the turn in hand whole and steps back from it a turn at a time; a
//! link keeps the oldest turn whole and steps forward, since the deployment, mustered in
//! rows, deflates better than the scattered table of the last turn.
//!
//! Units are told apart by id. A unit of the table reached that differs from its self in the
//! table it is reached from, or that the latter lacks, is kept whole; how each form writes it
//! is that form's own ([`super::compact`] writes a moved unit's poses alone). Units of the
//! table it is reached from that the table reached lacks are named as gone. The order of the
//! units is rebuilt from the table it is reached from, a unit it lacks standing before the
//! first unit of a higher id; when that rebuild is wrong, the order is stored too.

use std::collections::{HashMap, HashSet};

use super::{Battlefield, Brigade, Layout, LayoutUnit, RulesetRef, TroopAllowance, TurnNotes};
use crate::rules::Scale;

/// One turn's table, as what it holds that the table it is reached from does not. A field
/// left `None` is as in that table.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct TurnDelta {
    pub name: Option<String>,
    pub ruleset: Option<RulesetRef>,
    pub scale: Option<Scale>,
    pub battlefield: Option<Option<Battlefield>>,
    pub brigades: Option<Vec<Brigade>>,
    pub allowances: Option<Vec<TroopAllowance>>,
    /// The turn's notes, whole.
    pub notes: TurnNotes,
    /// The units the table reached holds otherwise, or that the other lacks, in its order.
    pub units: Vec<LayoutUnit>,
    /// The ids of the units the table reached lacks.
    pub gone: Vec<u32>,
    /// The ids of the units of the table reached in its order, when the rebuild would get it
    /// wrong.
    pub order: Option<Vec<u32>>,
}

/// `to`'s value when it differs from `from`'s.
fn unless_same<T: PartialEq + Clone>(to: &T, from: &T) -> Option<T> {
    (to != from).then(|| to.clone())
}

impl TurnDelta {
    /// What `to` holds that `from` does not.
    pub fn between(from: &Layout, to: &Layout) -> Self {
        let from_units: HashMap<u32, &LayoutUnit> = from.units.iter().map(|u| (u.id, u)).collect();
        let to_ids: HashSet<u32> = to.units.iter().map(|u| u.id).collect();
        let mut delta = Self {
            name: unless_same(&to.name, &from.name),
            ruleset: unless_same(&to.ruleset, &from.ruleset),
            scale: unless_same(&to.scale, &from.scale),
            battlefield: unless_same(&to.battlefield, &from.battlefield),
            brigades: unless_same(&to.brigades, &from.brigades),
            allowances: unless_same(&to.allowances, &from.allowances),
            notes: to.notes.clone(),
            units: to
                .units
                .iter()
                .filter(|u| from_units.get(&u.id) != Some(u))
                .cloned()
                .collect(),
            gone: from
                .units
                .iter()
                .filter(|u| !to_ids.contains(&u.id))
                .map(|u| u.id)
                .collect(),
            order: None,
        };
        let rebuilt = delta.rebuilt_units(from);
        let same_order =
            rebuilt.is_ok_and(|units| units.iter().map(|u| u.id).eq(to.units.iter().map(|u| u.id)));
        if !same_order {
            delta.order = Some(to.units.iter().map(|u| u.id).collect());
        }
        delta
    }

    /// The table of turn `turn` this delta reaches from `from`, with no record: refused, with
    /// the reason, when it does not fit `from` (a unit it names is not there, or named twice).
    pub fn reached_from(&self, from: &Layout, turn: u32) -> Result<Layout, String> {
        Ok(Layout {
            name: self.name.clone().unwrap_or_else(|| from.name.clone()),
            ruleset: self.ruleset.clone().unwrap_or_else(|| from.ruleset.clone()),
            scale: self.scale.unwrap_or(from.scale),
            battlefield: match &self.battlefield {
                Some(field) => field.clone(),
                None => from.battlefield.clone(),
            },
            brigades: self
                .brigades
                .clone()
                .unwrap_or_else(|| from.brigades.clone()),
            allowances: (self.allowances.clone()).unwrap_or_else(|| from.allowances.clone()),
            units: self.ordered(self.rebuilt_units(from)?)?,
            turn,
            notes: self.notes.clone(),
            record: Default::default(),
        })
    }

    /// The units reached, in the rebuilt order: `from`'s units less the gone ones, each
    /// replaced by its self in the table reached, and the units `from` lacks each put before
    /// the first unit of a higher id.
    fn rebuilt_units(&self, from: &Layout) -> Result<Vec<LayoutUnit>, String> {
        let mut gone = HashSet::with_capacity(self.gone.len());
        let from_ids: HashSet<u32> = from.units.iter().map(|u| u.id).collect();
        for id in &self.gone {
            if !from_ids.contains(id) || !gone.insert(*id) {
                return Err(format!(
                    "a turn drops unit {id}, which is not there to drop"
                ));
            }
        }
        let mut given: HashMap<u32, &LayoutUnit> = HashMap::with_capacity(self.units.len());
        for unit in &self.units {
            if gone.contains(&unit.id) || given.insert(unit.id, unit).is_some() {
                return Err(format!("a turn gives unit {} twice", unit.id));
            }
        }
        let mut added: Vec<&LayoutUnit> = (self.units.iter())
            .filter(|u| !from_ids.contains(&u.id))
            .collect();
        added.sort_by_key(|u| u.id);
        let mut added = added.into_iter().peekable();
        let mut units = Vec::with_capacity(from.units.len() + self.units.len());
        for unit in from.units.iter().filter(|u| !gone.contains(&u.id)) {
            while let Some(before) = added.next_if(|a| a.id < unit.id) {
                units.push(before.clone());
            }
            units.push((*given.get(&unit.id).unwrap_or(&unit)).clone());
        }
        units.extend(added.cloned());
        Ok(units)
    }

    /// `units` in the stored order, when one is stored.
    fn ordered(&self, units: Vec<LayoutUnit>) -> Result<Vec<LayoutUnit>, String> {
        let Some(order) = &self.order else {
            return Ok(units);
        };
        let mismatch = || "a turn's order of units names other units than it holds".to_owned();
        if order.len() != units.len() {
            return Err(mismatch());
        }
        let mut by_id: HashMap<u32, LayoutUnit> = units.into_iter().map(|u| (u.id, u)).collect();
        order
            .iter()
            .map(|id| by_id.remove(id).ok_or_else(mismatch))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Pose;

    fn table(ids: &[u32]) -> Layout {
        let mut layout = Layout::new(RulesetRef::Builtin {
            id: "figure-scale".to_owned(),
            version: "1".to_owned(),
        });
        layout.units = ids
            .iter()
            .map(|&id| LayoutUnit {
                id,
                name: format!("Unit {id}"),
                side: Default::default(),
                troop: "line".to_owned(),
                basing: crate::rules::Basing {
                    bases: 4,
                    figures_per_base: 4,
                    base_width_mm: 20.0,
                    base_depth_mm: 20.0,
                },
                state: Default::default(),
                cannon: 0,
                formation: "line".to_owned(),
                choices: Default::default(),
                detached: 0,
                skirmishers: Vec::new(),
                pose: Pose::new(id as f32 * 100.0, 0.0, 0.0),
                move_start: None,
                changes: Vec::new(),
                order: None,
            })
            .collect();
        layout.turn = 3;
        layout
    }

    /// The delta from `newer` back to `older`, checked to reach it; and the delta forward,
    /// checked too.
    fn round_trip(newer: &Layout, older: &Layout) -> TurnDelta {
        let delta = TurnDelta::between(newer, older);
        let mut expected = older.clone();
        expected.turn = newer.turn - 1;
        assert_eq!(
            delta.reached_from(newer, expected.turn),
            Ok(expected.clone())
        );
        let forward = TurnDelta::between(&expected, newer);
        assert_eq!(
            forward.reached_from(&expected, newer.turn).as_ref(),
            Ok(newer)
        );
        delta
    }

    #[test]
    fn a_moved_unit_is_all_a_turn_holds() {
        let older = table(&[1, 2, 3]);
        let mut newer = table(&[1, 2, 3]);
        newer.units[1].pose = Pose::new(10.0, 20.0, 30.0);
        let delta = round_trip(&newer, &older);
        assert_eq!(delta.units.len(), 1);
        assert_eq!((delta.gone.len(), delta.order.is_none()), (0, true));
    }

    #[test]
    fn units_lost_and_arrived_since_come_back_in_their_places() {
        let older = table(&[1, 2, 3, 5]);
        let newer = table(&[1, 3, 4, 5, 9]);
        let delta = round_trip(&newer, &older);
        assert_eq!(delta.gone, vec![4, 9]);
        assert!(delta.order.is_none());
    }

    #[test]
    fn a_reordered_table_stores_its_order() {
        let older = table(&[3, 1, 2]);
        let newer = table(&[1, 2, 3]);
        let delta = round_trip(&newer, &older);
        assert_eq!(delta.order, Some(vec![3, 1, 2]));
    }

    #[test]
    fn a_delta_that_does_not_fit_the_newer_table_is_refused() {
        let newer = table(&[1, 2]);
        let delta = TurnDelta {
            gone: vec![7],
            ..TurnDelta::default()
        };
        assert!(
            delta
                .reached_from(&newer, 2)
                .unwrap_err()
                .contains("unit 7")
        );
        let twice = TurnDelta {
            units: vec![newer.units[0].clone(), newer.units[0].clone()],
            ..TurnDelta::default()
        };
        assert!(twice.reached_from(&newer, 2).unwrap_err().contains("twice"));
    }
}

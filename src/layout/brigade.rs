//! Brigades: units of one side the players name and command as one. The page selects a
//! brigade whole when one of its units is pressed, so it moves, turns and is removed as one,
//! and the order of battle lists its units together under its name.
//!
//! A unit belongs to at most one brigade. The layout keeps its brigades true to its units:
//! a unit removed, or moved to another side, leaves its brigade, and a brigade left with no
//! units goes ([`Layout::tidy_brigades`]).

use std::collections::HashMap;

use super::{Layout, PlayerSide};

/// A named brigade.
#[derive(Clone, Debug, PartialEq)]
pub struct Brigade {
    /// The players' name for it, held as a unit's name is.
    pub name: String,
    /// The ids of its units, at least one, all of one side.
    pub units: Vec<u32>,
}

/// One line of a side's order of battle: a unit standing alone, or a brigade with its units.
#[derive(Clone, Debug, PartialEq)]
pub enum OrderLine {
    /// A unit of no brigade.
    Unit(u32),
    /// Brigade `index` of the layout's, with its units in the layout's order.
    Brigade(usize, Vec<u32>),
}

impl OrderLine {
    /// The units the line stands for, in order.
    pub fn units(&self) -> &[u32] {
        match self {
            OrderLine::Unit(id) => std::slice::from_ref(id),
            OrderLine::Brigade(_, ids) => ids,
        }
    }
}

impl Layout {
    /// The index of the brigade unit `id` belongs to.
    pub fn brigade_of(&self, id: u32) -> Option<usize> {
        self.brigades.iter().position(|b| b.units.contains(&id))
    }

    /// Makes the units `ids` one brigade named `name` (trimmed), taking them out of any
    /// brigade they were in; when they are already one brigade, renames it. Returns the
    /// brigade's index, or refuses, saying why: no units, units of two sides, or a name a
    /// unit could not have.
    pub fn name_brigade(&mut self, ids: &[u32], name: &str) -> Result<usize, String> {
        let name = name.trim();
        if name.is_empty() {
            return Err("A brigade needs a name.".to_owned());
        }
        super::edit::typed_name(name)?;
        let mut members: Vec<u32> = self
            .units
            .iter()
            .filter(|u| ids.contains(&u.id))
            .map(|u| u.id)
            .collect();
        let Some(&first) = members.first() else {
            return Err("Select the brigade's units first.".to_owned());
        };
        let side = self.unit(first).map(|u| u.side);
        if members
            .iter()
            .any(|&id| self.unit(id).map(|u| u.side) != side)
        {
            return Err(
                "A brigade's units are all of one side: these belong to two armies.".to_owned(),
            );
        }
        if let Some(index) = self.brigade_of(first) {
            let brigade = &mut self.brigades[index];
            let mut same = brigade.units.clone();
            same.sort_unstable();
            members.sort_unstable();
            if same == members {
                brigade.name = name.to_owned();
                return Ok(index);
            }
        }
        for brigade in &mut self.brigades {
            brigade.units.retain(|id| !members.contains(id));
        }
        self.brigades.retain(|b| !b.units.is_empty());
        members.sort_unstable_by_key(|id| self.units.iter().position(|u| u.id == *id));
        self.brigades.push(Brigade {
            name: name.to_owned(),
            units: members,
        });
        Ok(self.brigades.len() - 1)
    }

    /// Breaks up brigade `index`: its units stay, standing alone. Whether there was one.
    pub fn break_up_brigade(&mut self, index: usize) -> bool {
        if index >= self.brigades.len() {
            return false;
        }
        self.brigades.remove(index);
        true
    }

    /// Takes out of every brigade the units the layout no longer has, and those standing on
    /// another side than the brigade's first unit; a brigade left with none goes.
    pub fn tidy_brigades(&mut self) {
        let units = &self.units;
        let side_of = |id: &u32| units.iter().find(|u| u.id == *id).map(|u| u.side);
        for brigade in &mut self.brigades {
            let side = brigade.units.iter().find_map(side_of);
            brigade
                .units
                .retain(|id| side.is_some() && side_of(id) == side);
        }
        self.brigades.retain(|b| !b.units.is_empty());
    }

    /// The order of battle of `side`: its units in the layout's order, each brigade's units
    /// together where its first unit stands.
    pub fn order_of_battle(&self, side: PlayerSide) -> Vec<OrderLine> {
        let brigade_of: HashMap<u32, usize> = self
            .brigades
            .iter()
            .enumerate()
            .flat_map(|(index, b)| b.units.iter().map(move |&id| (id, index)))
            .collect();
        let mut lines = Vec::new();
        // The line each brigade is listed on, once its first unit is.
        let mut line_of = vec![None; self.brigades.len()];
        for unit in self.units.iter().filter(|u| u.side == side) {
            let Some(&index) = brigade_of.get(&unit.id) else {
                lines.push(OrderLine::Unit(unit.id));
                continue;
            };
            match line_of[index] {
                Some(line) => {
                    if let Some(OrderLine::Brigade(_, members)) = lines.get_mut(line) {
                        members.push(unit.id);
                    }
                }
                None => {
                    line_of[index] = Some(lines.len());
                    lines.push(OrderLine::Brigade(index, vec![unit.id]));
                }
            }
        }
        lines
    }

    /// Moves unit `id` one place earlier (`earlier`) or later in its side's order of battle;
    /// whether it moved. In a brigade it moves among the brigade's units; alone, past the
    /// next line, a whole brigade if that is what stands there. The order is the layout's:
    /// the table draws and Tab reaches its units in it.
    pub fn reorder_unit(&mut self, id: u32, earlier: bool) -> bool {
        let Some(side) = self.unit(id).map(|u| u.side) else {
            return false;
        };
        let mut lines = self.order_of_battle(side);
        let moved = match self.brigade_of(id) {
            Some(index) => lines.iter_mut().any(|line| match line {
                OrderLine::Brigade(at, members) if *at == index => step(members, id, earlier),
                _ => false,
            }),
            None => {
                let at = lines.iter().position(|l| *l == OrderLine::Unit(id));
                at.is_some_and(|at| step_at(&mut lines, at, earlier))
            }
        };
        if moved {
            self.set_side_order(side, &lines);
        }
        moved
    }

    /// Moves brigade `index` one line earlier or later in its side's order of battle, past
    /// the next unit or brigade; whether it moved.
    pub fn reorder_brigade(&mut self, index: usize, earlier: bool) -> bool {
        let Some(side) = self
            .brigades
            .get(index)
            .and_then(|b| b.units.first())
            .and_then(|&id| self.unit(id))
            .map(|u| u.side)
        else {
            return false;
        };
        let mut lines = self.order_of_battle(side);
        let at = lines
            .iter()
            .position(|l| matches!(l, OrderLine::Brigade(i, _) if *i == index));
        let moved = at.is_some_and(|at| step_at(&mut lines, at, earlier));
        if moved {
            self.set_side_order(side, &lines);
        }
        moved
    }

    /// Puts the units of `side` in the order `lines` lists them, in the places the side's
    /// units hold among the others.
    fn set_side_order(&mut self, side: PlayerSide, lines: &[OrderLine]) {
        let order: Vec<u32> = lines
            .iter()
            .flat_map(|l| l.units().iter().copied())
            .collect();
        let mut by_id: HashMap<u32, super::LayoutUnit> = HashMap::new();
        let mut places = Vec::new();
        for (at, unit) in self.units.iter().enumerate() {
            if unit.side == side {
                places.push(at);
                by_id.insert(unit.id, unit.clone());
            }
        }
        for (at, id) in places.into_iter().zip(order) {
            if let Some(unit) = by_id.remove(&id) {
                self.units[at] = unit;
            }
        }
    }
}

/// Swaps `id` with its neighbour in `ids`, earlier or later; whether there was one.
fn step(ids: &mut [u32], id: u32, earlier: bool) -> bool {
    ids.iter()
        .position(|&x| x == id)
        .is_some_and(|at| step_at(ids, at, earlier))
}

/// Swaps item `at` with its neighbour, earlier or later; whether there was one.
fn step_at<T>(items: &mut [T], at: usize, earlier: bool) -> bool {
    let other = if earlier {
        at.checked_sub(1)
    } else {
        Some(at + 1)
    };
    match other.filter(|&o| o < items.len()) {
        Some(other) => {
            items.swap(at, other);
            true
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formation::UnitState;
    use crate::geom::Pose;
    use crate::layout::{LayoutUnit, RulesetRef};
    use crate::rules::{Basing, FormationChoices};

    fn layout(sides: &[u8]) -> Layout {
        let mut layout = Layout::new(RulesetRef::Builtin {
            id: "figure-scale".to_owned(),
            version: "1".to_owned(),
        });
        for (at, &side) in sides.iter().enumerate() {
            let id = at as u32 + 1;
            layout.units.push(LayoutUnit {
                id,
                name: format!("Unit {id}"),
                side: PlayerSide(side),
                troop: "line".to_owned(),
                basing: Basing {
                    bases: 4,
                    figures_per_base: 4,
                    base_width_mm: 40.0,
                    base_depth_mm: 20.0,
                },
                state: UnitState::GoodOrder,
                cannon: 0,
                formation: "line".to_owned(),
                choices: FormationChoices::default(),
                detached: 0,
                skirmishers: Vec::new(),
                pose: Pose::new(id as f32 * 100.0, 0.0, 0.0),
                move_start: None,
                changes: Vec::new(),
                order: None,
            });
        }
        layout
    }

    fn ids(layout: &Layout) -> Vec<u32> {
        layout.units.iter().map(|u| u.id).collect()
    }

    #[test]
    fn naming_units_makes_a_brigade_and_naming_them_again_renames_it() {
        let mut table = layout(&[0, 0, 0, 1]);
        assert_eq!(table.name_brigade(&[3, 1], " Ney "), Ok(0));
        assert_eq!(table.brigades[0].units, vec![1, 3]);
        assert_eq!(table.brigades[0].name, "Ney");
        assert_eq!(table.name_brigade(&[1, 3], "Foy"), Ok(0));
        assert_eq!(table.brigades.len(), 1);
        assert_eq!(table.brigades[0].name, "Foy");
        assert!(table.check().is_ok());
    }

    #[test]
    fn a_unit_named_into_a_new_brigade_leaves_its_old_one_which_goes_when_empty() {
        let mut table = layout(&[0, 0, 0]);
        table.name_brigade(&[1, 2], "First").ok();
        table.name_brigade(&[2, 3], "Second").ok();
        assert_eq!(table.brigades[0].units, vec![1]);
        table.name_brigade(&[1, 2, 3], "Third").ok();
        let names: Vec<&str> = table.brigades.iter().map(|b| b.name.as_str()).collect();
        assert_eq!(names, ["Third"]);
        assert_eq!(table.brigades[0].units, vec![1, 2, 3]);
    }

    #[test]
    fn a_brigade_is_refused_across_sides_without_units_or_without_a_name() {
        let mut table = layout(&[0, 1]);
        let refused = [
            table.name_brigade(&[1, 2], "Mixed"),
            table.name_brigade(&[9], "Nobody"),
            table.name_brigade(&[1], "  "),
            table.name_brigade(&[1], "a\u{7}b"),
        ];
        assert!(refused.iter().all(Result::is_err), "{refused:?}");
        assert!(table.brigades.is_empty());
    }

    #[test]
    fn removed_units_and_units_gone_to_another_side_leave_their_brigade() {
        let mut table = layout(&[0, 0, 0, 0]);
        table.name_brigade(&[1, 2, 3, 4], "Guard").ok();
        table.remove_unit(1);
        assert_eq!(table.brigades[0].units, vec![2, 3, 4]);
        // The brigade's first unit leaves it, not the others.
        table.set_unit_side(2, PlayerSide(1));
        assert_eq!(table.brigades[0].units, vec![3, 4]);
        table.set_unit_side(4, PlayerSide(1));
        assert_eq!(table.brigades[0].units, vec![3]);
        table.remove_unit(3);
        assert!(table.brigades.is_empty());
        assert!(table.check().is_ok());
    }

    #[test]
    fn the_order_of_battle_lists_a_brigade_where_its_first_unit_stands() {
        let mut table = layout(&[0, 1, 0, 0, 0]);
        table.name_brigade(&[5, 3], "Guard").ok();
        assert_eq!(
            table.order_of_battle(PlayerSide(0)),
            vec![
                OrderLine::Unit(1),
                OrderLine::Brigade(0, vec![3, 5]),
                OrderLine::Unit(4)
            ]
        );
        assert_eq!(
            table.order_of_battle(PlayerSide(1)),
            vec![OrderLine::Unit(2)]
        );
    }

    #[test]
    fn a_lone_unit_moves_past_a_whole_brigade_and_a_member_only_within_it() {
        let mut table = layout(&[0, 1, 0, 0, 0]);
        table.name_brigade(&[3, 4], "Guard").ok();
        assert!(table.reorder_unit(5, true));
        assert_eq!(ids(&table), [1, 2, 5, 3, 4]);
        assert!(table.reorder_unit(1, false));
        assert_eq!(ids(&table), [5, 2, 1, 3, 4]);
        assert!(table.reorder_unit(4, true));
        assert_eq!(ids(&table), [5, 2, 1, 4, 3]);
        assert!(
            !table.reorder_unit(3, false),
            "the brigade's last unit stays in it"
        );
        assert!(table.reorder_brigade(0, true));
        assert_eq!(ids(&table), [5, 2, 4, 3, 1]);
        assert!(!table.reorder_unit(2, true), "alone on its side");
    }
}

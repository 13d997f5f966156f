//! A table's army by its basing: its units grouped by troop type and bases, so each basing is
//! read across the rule systems once for all the units that share it.

use crate::formation::{TroopClass, TroopKind};
use crate::layout::Layout;
use crate::rules::{Basing, Ruleset};

/// The units of one troop type on one basing.
#[derive(Clone, Debug, PartialEq)]
pub struct BasingGroup {
    /// The troop type's name.
    pub troop: String,
    /// Its arm.
    pub kind: TroopKind,
    /// Its class.
    pub class: TroopClass,
    /// The bases they share.
    pub basing: Basing,
    /// The units' ids, in the layout's order.
    pub units: Vec<u32>,
}

/// The army of `layout`, read with `ruleset`, grouped by troop type and basing, in the order
/// each group's first unit stands in the layout. A unit whose troop type the ruleset lacks is
/// left out: it cannot be read.
pub fn army_basings(layout: &Layout, ruleset: &Ruleset) -> Vec<BasingGroup> {
    let mut groups: Vec<(String, BasingGroup)> = Vec::new();
    for unit in &layout.units {
        let Some(troop) = ruleset.troop(&unit.troop) else {
            continue;
        };
        let found = groups
            .iter_mut()
            .find(|(id, group)| *id == unit.troop && group.basing == unit.basing);
        match found {
            Some((_, group)) => group.units.push(unit.id),
            None => groups.push((
                unit.troop.clone(),
                BasingGroup {
                    troop: troop.name.clone(),
                    kind: troop.kind,
                    class: troop.class,
                    basing: unit.basing,
                    units: vec![unit.id],
                },
            )),
        }
    }
    groups.into_iter().map(|(_, group)| group).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Library;
    use crate::table::sample_battle;

    #[test]
    fn an_army_is_grouped_by_troop_type_and_basing() {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let mut layout = sample_battle(ruleset, 12).expect("a battle");
        let groups = army_basings(&layout, ruleset);
        let counted: usize = groups.iter().map(|g| g.units.len()).sum();
        assert_eq!(counted, 12, "every unit in one group");
        let before = groups.len();
        // One battalion rebased on wider stands makes a group of its own.
        let first = layout.units[0].id;
        if let Some(unit) = layout.units.iter_mut().find(|u| u.id == first) {
            unit.basing.base_width_mm += 10.0;
        }
        let groups = army_basings(&layout, ruleset);
        assert_eq!(groups.len(), before + 1);
        assert_eq!(groups[0].units, vec![first]);
    }
}

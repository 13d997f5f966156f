//! Army files: a side's army (its units with their names, basing and formations, and its
//! brigades) kept apart from any table, and mustered into any table, under any rules.
//!
//! An army file is a layout file holding one side's units and brigades and no table, the
//! units laid side by side in the order of battle: the page and the command line open it as
//! any layout (a painter's collection, whose bases and trays they read whole), and the muster
//! takes it into a table in one side's place.

use super::{DeployOrders, deploy_side};
use crate::geom::Pose;
use crate::layout::{Layout, PlayerSide};
use crate::rules::Ruleset;
use crate::table::place_unit;

/// The gap between units laid side by side in an army file, mm: an inch.
const SIDE_BY_SIDE_MM: f32 = 25.4;

/// `side`'s army in `layout` (played by `ruleset`) as an army file: its units, in the order
/// of battle, standing side by side facing up from the origin, their moves and changes this
/// turn forgotten; its brigades; the rules, scale and allowances; no table. Refuses a side
/// with no units.
pub fn army_of(layout: &Layout, ruleset: &Ruleset, side: PlayerSide) -> Result<Layout, String> {
    let mut army = Layout {
        name: format!("{}'s army", side.name()),
        units: Vec::new(),
        battlefield: None,
        brigades: (layout.brigades.iter())
            .filter(|b| {
                b.units
                    .iter()
                    .any(|&id| layout.unit(id).is_some_and(|u| u.side == side))
            })
            .cloned()
            .collect(),
        ..layout.clone()
    };
    let mut left = 0.0;
    for line in layout.order_of_battle(side) {
        for &id in line.units() {
            let Some(unit) = layout.unit(id) else {
                continue;
            };
            let mut kept = unit.clone();
            kept.move_start = None;
            kept.changes.clear();
            kept.pose = Pose::default();
            let (from, width) = place_unit(&kept, ruleset)
                .map_or((0.0, unit.basing.base_width_mm), |p| {
                    (p.bounds.min.x, p.bounds.size().x)
                });
            kept.pose = Pose::new(left - from, 0.0, 0.0);
            left += width + SIDE_BY_SIDE_MM;
            army.units.push(kept);
        }
    }
    if army.units.is_empty() {
        return Err(format!("{} has no units to save as an army", side.name()));
    }
    Ok(army)
}

/// Musters `army` (an army file, played by `army_rules`) into `layout` (played by
/// `ruleset`) in `side`'s place: that side's units and brigades give way to the army's,
/// numbered anew and deployed in its zone; the other sides, the table, its terrain and zones
/// stay, and a layout with no table is given one. Under other rules, each unit takes a troop
/// type of its own kind, as changing the rules does, and the names of those the rules have
/// no kind for are returned. Refuses, changing nothing, an army none of whose units the rules
/// can keep, one the table's budget or the zone has no room for.
pub fn muster_army(
    layout: &mut Layout,
    ruleset: &Ruleset,
    army: &Layout,
    army_rules: &Ruleset,
    side: PlayerSide,
) -> Result<Vec<String>, String> {
    let (army, left_out) = if army_rules.id == ruleset.id {
        (army.clone(), Vec::new())
    } else {
        let change = army.under_rules(army_rules, layout.ruleset.clone(), ruleset);
        (change.layout, change.left_out)
    };
    if army.units.is_empty() {
        return Err(format!(
            "\"{}\" has no troop type of the kind of any of the army's units",
            ruleset.name
        ));
    }
    let mut mustered = layout.clone();
    mustered.units.retain(|u| u.side != side);
    mustered.tidy_brigades();
    super::plan::ensure_table(&mut mustered, ruleset);
    let mut renumbered: Vec<(u32, u32)> = Vec::with_capacity(army.units.len());
    for unit in &army.units {
        let id = mustered.next_unit_id();
        renumbered.push((unit.id, id));
        let mut joined = unit.clone();
        joined.id = id;
        joined.side = side;
        joined.pose = Pose::new(0.0, 0.0, 0.0);
        mustered.units.push(joined);
    }
    for brigade in &army.brigades {
        let ids: Vec<u32> = (brigade.units.iter())
            .filter_map(|old| {
                renumbered
                    .iter()
                    .find(|(o, _)| o == old)
                    .map(|&(_, new)| new)
            })
            .collect();
        if !ids.is_empty() {
            mustered.name_brigade(&ids, &brigade.name)?;
        }
    }
    // The army file and the table are each within the budget; together they may not be.
    mustered.check()?;
    deploy_side(&mut mustered, ruleset, side, DeployOrders::default(), &[])?;
    mustered.check()?;
    *layout = mustered;
    Ok(left_out)
}

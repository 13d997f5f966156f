//! What can charge a unit: each enemy that can charge it in its next turn, from where it
//! stands as that turn begins, with the face it would hit, its path and its allowance. A
//! player's second question, after what their own unit can reach: which enemies can hit my
//! flank next turn?

use serde::Serialize;

use super::{Reachable, judge_charge, rates, standing};
use crate::analysis::MoveJudge;
use crate::table::Table;

/// The most work the chargers of one unit spend on terrain, shared among them, in edge
/// tests.
const CHARGERS_TERRAIN_BUDGET: u64 = 10_000_000;

/// The most work they spend on what their moves pass through and end on, shared among them,
/// in box tests.
const CHARGERS_SWEEP_BUDGET: u64 = 10_000_000;

/// The enemies that can charge a unit in their next turn.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Chargers {
    /// The unit charged.
    pub target: u32,
    /// The enemies that can charge it, nearest first: each with the side its charge goes in
    /// on, the face it hits, its path and its allowance (without the road bonus, D-road).
    pub chargers: Vec<Reachable>,
    /// Whether every enemy near enough was judged: false when the work the question may
    /// spend ran out.
    pub complete: bool,
}

/// The enemies of unit `target` on `table` that can charge it in their next turn, each from
/// where it stands, its move and changes this turn forgotten. Only enemies that stand within
/// their own longest move of it are judged; one the ruleset gives no allowance, or guns that
/// must limber to move, cannot charge.
pub fn chargers(
    table: &Table,
    ruleset: &crate::rules::Ruleset,
    target: u32,
) -> Result<Chargers, String> {
    let defender = standing(table, target)?;
    let enemies: Vec<_> = table
        .units
        .iter()
        .filter(|u| u.side != defender.side)
        .collect();
    let share = enemies.len().max(1) as u64;
    let budget = (
        CHARGERS_TERRAIN_BUDGET / share,
        CHARGERS_SWEEP_BUDGET / share,
    );
    let mut found = Vec::new();
    let mut complete = true;
    for enemy in enemies {
        let Some(mut judge) = MoveJudge::next_turn(table, ruleset, enemy.id, budget) else {
            continue;
        };
        let Ok((rates, _)) = rates(&mut judge, table, ruleset) else {
            continue;
        };
        let reach =
            rates.full_mm + rates.road_bonus_mm + enemy.shaped.footprint.bounds().size().length();
        if !enemy.bounds.expanded(reach).intersects(&defender.bounds) {
            continue;
        }
        let Some(verdict) = judge_charge(&mut judge, defender) else {
            complete = false;
            continue;
        };
        if verdict.reaches() {
            found.push(Reachable::of(enemy, &verdict));
        }
    }
    found.sort_by(|a, b| a.path_mm.total_cmp(&b.path_mm));
    Ok(Chargers {
        target,
        chargers: found,
        complete,
    })
}

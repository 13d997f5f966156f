//! The threat a side poses: where its units can be by the end of their next move, by arm,
//! so a player plans a deployment against it (is my flank inside their cavalry's reach?).

use serde::Serialize;

use super::{Area, Detail, rates, reach_region};
use crate::analysis::MoveJudge;
use crate::formation::TroopKind;
use crate::layout::PlayerSide;
use crate::rules::Ruleset;
use crate::table::Table;

/// The most work one threat spends on terrain, shared among its units, in edge tests.
const THREAT_TERRAIN_BUDGET: u64 = 10_000_000;

/// The most work one threat spends on what its units' moves pass through and end on,
/// shared among them, in box tests.
const THREAT_SWEEP_BUDGET: u64 = 10_000_000;

/// Where one arm of a side can be by the end of its next move.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArmThreat {
    /// Infantry, cavalry or artillery.
    pub kind: TroopKind,
    /// Its units that can move, by id.
    pub units: Vec<u32>,
    /// The ground each of them can cover, in table mm: each area an outline and its holes.
    /// Areas of different units overlap: drawn as one path filled by the non-zero rule, they
    /// shade their union once, with no overlay to cost time on a crowded table.
    pub region: Vec<Area>,
}

/// The threat a side poses: where each of its arms can be by the end of its next move.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Threat {
    /// Each arm with a unit that can move, infantry, cavalry, then artillery.
    pub arms: Vec<ArmThreat>,
    /// Whether every unit's moves were judged in full.
    pub complete: bool,
}

/// Where the units of side `from` can be by the end of their next move, each from where it
/// stands as its turn begins, judged as finely as a glance needs ([`Detail::COARSE`]). A
/// unit the ruleset gives no allowance is left out. The units share one budget of work, so a
/// side of a thousand units costs no more than the budget.
pub fn threat(table: &Table, ruleset: &Ruleset, from: PlayerSide) -> Threat {
    let mut arms: Vec<ArmThreat> = Vec::new();
    let mut complete = true;
    let movers = table.units.iter().filter(|u| u.side == from).count().max(1) as u64;
    let share = (THREAT_TERRAIN_BUDGET / movers, THREAT_SWEEP_BUDGET / movers);
    for unit in table.units.iter().filter(|u| u.side == from) {
        let Some(mut judge) = MoveJudge::next_turn(table, ruleset, unit.id, share) else {
            continue;
        };
        let Ok((rates, _)) = rates(&mut judge, table, ruleset) else {
            continue;
        };
        let region = reach_region(&mut judge, rates, Detail::COARSE);
        complete &= region.complete;
        let slot = match arms.iter().position(|arm| arm.kind == unit.kind) {
            Some(slot) => slot,
            None => {
                arms.push(ArmThreat {
                    kind: unit.kind,
                    units: Vec::new(),
                    region: Vec::new(),
                });
                arms.len() - 1
            }
        };
        arms[slot].units.push(unit.id);
        arms[slot].region.extend(region.areas);
    }
    arms.sort_by_key(|arm| arm.kind as u8);
    Threat { arms, complete }
}

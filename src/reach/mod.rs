//! What can reach what: the ground a unit can cover by the end of a legal move this turn,
//! the enemies it can charge and on which face, and charges judged before anyone moves.
//!
//! Every answer is the analysis's own reading of a move ([`MoveJudge`]) asked of the poses
//! tried: the ruleset's `[movement]` and `[[terrain]]` say what is legal, and nothing here
//! knows one rule system from another. A move already made this turn counts: the unit's
//! move is judged from where it began.

mod charge;
mod charge_ends;
mod chargers;
mod hasty;
mod region;
mod threat;

pub use charge::{ChargeVerdict, Refusal, Side, SideTry, judge_charge, judge_charge_in_full};
pub use chargers::{Chargers, chargers};
pub use region::{Area, Detail, Rates, Region, reach_region};
pub use threat::{ArmThreat, Threat, threat};

use serde::Serialize;

use crate::analysis::{Aspect, MoveJudge, full_allowance};
use crate::formation::FormationClass;
use crate::rules::{Ruleset, TerrainRules};
use crate::table::{PlacedUnit, Table};

/// How far a unit may move this turn.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Allowance {
    /// Straight ahead, mm (D-move).
    pub full_mm: f32,
    /// Outside the straight-ahead arc, mm, where the ruleset halves it (D-half).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outside_arc_mm: Option<f32>,
    /// The straight-ahead arc either side of the facing, degrees.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arc_degrees: Option<f32>,
    /// What keeping to a road adds, mm (D-road), where the ruleset gives it and the table has
    /// a road.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub road_bonus_mm: Option<f32>,
    /// The rule the allowance comes from.
    pub rule: String,
    /// Why the allowance is what it is, where the rule texts give no rate and the ruleset
    /// assumes one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub assumption: Option<String>,
    /// How far the unit has moved already this turn, mm.
    pub moved_mm: f32,
}

/// An enemy the unit can charge this turn.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Reachable {
    /// Its id.
    pub id: u32,
    /// Its name.
    pub name: String,
    /// The side the shortest legal charge goes in on.
    pub side: Side,
    /// The face that charge hits, as the analysis judges it.
    pub face: Option<Aspect>,
    /// The length of the shortest legal path, mm.
    pub path_mm: f32,
    /// How far the unit may move along it, mm.
    pub allowance_mm: Option<f32>,
}

impl Reachable {
    /// The charge `verdict` of a charger on `enemy`, or of `enemy` on its target, that gets
    /// home.
    fn of(enemy: &PlacedUnit, verdict: &ChargeVerdict) -> Self {
        Self {
            id: enemy.id,
            name: enemy.name.clone(),
            side: verdict.best.side,
            face: verdict.best.face,
            path_mm: hundredths(verdict.best.path_mm),
            allowance_mm: verdict.best.allowance_mm.map(hundredths),
        }
    }
}

/// Where a unit can be by the end of its move this turn.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Reach {
    /// The unit's id.
    pub unit: u32,
    /// How far it may move.
    pub allowance: Allowance,
    /// The ground its bases can cover, in table mm: each area an outline and its holes.
    pub region: Vec<Area>,
    /// Whether every move was judged: false when a crowded table used up the work one
    /// question may spend, and the region is what was judged by then.
    pub complete: bool,
    /// The enemies it can charge, nearest first.
    pub enemies: Vec<Reachable>,
}

/// Unit `id`'s reach on `table`, or why there is none.
pub fn reach(table: &Table, ruleset: &Ruleset, id: u32) -> Result<Reach, String> {
    let unit = standing(table, id)?;
    let mut judge = MoveJudge::new(table, ruleset, id).ok_or("the unit is gone")?;
    let (rates, mut allowance) = rates(&mut judge, table, ruleset)?;
    let region = reach_region(&mut judge, rates, Detail::FINE);
    let mut complete = region.complete;
    let reach_mm =
        rates.full_mm + rates.road_bonus_mm + unit.shaped.footprint.bounds().size().length();
    let near = bounds_at(judge.start(), unit).expanded(reach_mm);
    let mut enemies = Vec::new();
    for enemy in table
        .units
        .iter()
        .filter(|u| u.side != unit.side && u.bounds.intersects(&near))
    {
        let Some(verdict) = judge_charge(&mut judge, enemy) else {
            complete = false;
            break;
        };
        if verdict.reaches() {
            enemies.push(Reachable::of(enemy, &verdict));
        }
    }
    enemies.sort_by(|a, b| a.path_mm.total_cmp(&b.path_mm));
    allowance.moved_mm = judge.judge(unit.pose).map_or(0.0, |v| v.distance_mm);
    Ok(Reach {
        unit: id,
        allowance,
        region: region.areas,
        complete,
        enemies,
    })
}

/// The charge of unit `attacker` on unit `target`, or why it cannot be judged.
pub fn charge(
    table: &Table,
    ruleset: &Ruleset,
    attacker: u32,
    target: u32,
) -> Result<ChargeVerdict, String> {
    let charger = standing(table, attacker)?;
    let defender = standing(table, target)?;
    if attacker == target {
        return Err("a unit cannot charge itself".to_owned());
    }
    if charger.side == defender.side {
        return Err(format!(
            "{} and {} are on the same side: a charge is made on an enemy",
            charger.name, defender.name
        ));
    }
    let mut judge = MoveJudge::new(table, ruleset, attacker).ok_or("the unit is gone")?;
    rates(&mut judge, table, ruleset)?;
    judge_charge_in_full(&mut judge, defender).ok_or_else(|| {
        "the table is too crowded around the charge to judge it: the work one question may spend ran out".to_owned()
    })
}

/// A length rounded to a hundredth of a millimetre, finer than any tape measure, for what a
/// player reads.
fn hundredths(mm: f32) -> f32 {
    (mm * 100.0).round() / 100.0
}

/// The unit `id` as it stands on `table`, or why it does not.
fn standing(table: &Table, id: u32) -> Result<&PlacedUnit, String> {
    if let Some(unit) = table.unit(id) {
        return Ok(unit);
    }
    match table.problems.iter().find(|p| p.id == id) {
        Some(problem) => Err(format!("unit {id} cannot stand: {}", problem.message)),
        None => Err(format!("there is no unit {id} on the table")),
    }
}

/// The allowances a walk of `judge`'s unit starts from, and the allowance to report.
fn rates(
    judge: &mut MoveJudge,
    table: &Table,
    ruleset: &Ruleset,
) -> Result<(Rates, Allowance), String> {
    let unit = judge.mover().clone();
    if let Some(stays) = stays_unlimbered(&unit, ruleset) {
        return Err(stays);
    }
    let rule = full_allowance(&unit, ruleset).ok_or_else(|| {
        format!(
            "{} has no move allowance in \"{}\": give its troop type one with the table's allowances",
            unit.name, ruleset.name
        )
    })?;
    let at_start = judge
        .judge(judge.stretch_start())
        .ok_or("the table is too crowded to judge a move")?;
    let full_mm =
        at_start.allowance_mm.unwrap_or(rule.value) - at_start.road_bonus_mm.unwrap_or(0.0);
    let arc = ruleset
        .movement
        .straight_ahead_degrees
        .as_ref()
        .map(|a| a.value);
    let has_road = table
        .battlefield
        .iter()
        .flat_map(|f| &f.terrain)
        .any(|piece| {
            ruleset
                .terrain_rules(piece.kind)
                .is_some_and(|r| TerrainRules::has(&r.road))
        });
    let road_bonus = ruleset
        .movement
        .road_bonus_mm
        .as_ref()
        .map(|b| b.value)
        .filter(|_| has_road);
    let rates = Rates {
        full_mm,
        half_mm: if arc.is_some() {
            full_mm / 2.0
        } else {
            full_mm
        },
        arc_degrees: arc,
        road_bonus_mm: road_bonus.unwrap_or(0.0),
    };
    let allowance = Allowance {
        full_mm: hundredths(full_mm),
        outside_arc_mm: arc.map(|_| hundredths(full_mm / 2.0)),
        arc_degrees: arc,
        road_bonus_mm: road_bonus.map(hundredths),
        rule: rule.cite().to_owned(),
        assumption: rule.assumption.clone(),
        moved_mm: 0.0,
    };
    Ok((rates, allowance))
}

/// Why `unit` cannot move at all, when it is unlimbered guns that must limber to move, where
/// the rules say so (D-artillery, A-8.45).
fn stays_unlimbered(unit: &PlacedUnit, ruleset: &Ruleset) -> Option<String> {
    let rule = ruleset
        .movement
        .unlimbered_moves
        .as_ref()
        .filter(|rule| !rule.value)?;
    (unit.shaped.readouts.class == FormationClass::Unlimbered).then(|| {
        format!(
            "{} is unlimbered: it must limber to move ({}), and may only pivot where it stands",
            unit.name,
            rule.cite()
        )
    })
}

/// The box around `unit`'s bases were it standing at `pose`.
fn bounds_at(pose: crate::geom::Pose, unit: &PlacedUnit) -> crate::geom::Bounds {
    unit.shaped.footprint.bounds_on_table(&pose)
}

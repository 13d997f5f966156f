//! Whether a move may be made, judged before it is made: the same reading the analysis
//! gives a move once made (D-move, D-half, D-road, B-square-move, D-turn, D-terrain,
//! D-no-overlap, D-interpenetrate, A-9.59), asked of a pose the unit might end in. What can
//! reach what, and charges, ask it of every pose they try.

use super::contact::{Meeting, meeting};
use super::passage::passage;
use super::terrain::Ground;
use super::told_apart::told_apart;
use super::{Aspect, AspectBasis, Finding, PLAYERS_TABLE, Scope, aspect, moves, turn};
use crate::geom::{Pose, describe_length};
use crate::layout::Battlefield;
use crate::rules::Ruleset;
use crate::table::{PlacedUnit, Table};

/// The most work all the moves one question tries may spend on terrain, in edge tests: a
/// bounded cost whatever the table holds.
pub const JUDGE_TERRAIN_BUDGET: u64 = 10_000_000;

/// The most work all the moves one question tries may spend on what they pass through and
/// end on, in box tests.
pub const JUDGE_SWEEP_BUDGET: u64 = 10_000_000;

/// What testing two bases for overlap costs against [`JUDGE_SWEEP_BUDGET`], in box tests.
const OVERLAP_TEST_COST: u64 = 20;

/// What the rules say of one move tried.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveVerdict {
    /// How far it goes, as the rules measure it, mm.
    pub distance_mm: f32,
    /// What it spends besides going (unlimbering, A-8.42), mm.
    pub spent_mm: f32,
    /// How far it may go, with any halving and the road bonus, mm; `None` where the ruleset
    /// gives the unit no allowance.
    pub allowance_mm: Option<f32>,
    /// The road bonus in the allowance, when the move keeps to a road all the way (D-road).
    pub road_bonus_mm: Option<f32>,
    /// Whether it keeps to the straight-ahead arc, or wheels forward (D-half).
    pub straight_ahead: bool,
    /// Why the allowance is what it is, where the ruleset assumes a rate the texts do not
    /// give.
    pub assumption: Option<String>,
    /// Whether it goes farther than its allowance.
    pub too_far: bool,
    /// Why it may not be made, when it may not: the first rule it breaks, its length first.
    pub refusal: Option<Finding>,
}

impl MoveVerdict {
    /// Whether the move may be made.
    pub fn legal(&self) -> bool {
        self.refusal.is_none()
    }

    /// How much of the allowance it leaves, mm; negative when it falls short.
    pub fn spare_mm(&self) -> Option<f32> {
        Some(self.allowance_mm? - self.distance_mm - self.spent_mm)
    }
}

/// Judges moves of one unit from where its move this turn began (or from where it stands,
/// when it has not moved), among the other units as they stand.
pub struct MoveJudge<'a> {
    /// The units a move within the unit's allowance could meet: those standing within its
    /// longest allowance, and the road bonus, of where its move began. A pose farther off
    /// is refused for its length before any unit is looked at.
    near: Vec<&'a PlacedUnit>,
    /// Every unit: a wood holding one infantry unit at most may be larger than that.
    all: &'a [PlacedUnit],
    field: Option<&'a Battlefield>,
    ruleset: &'a Ruleset,
    ground: Ground<'a>,
    sweep_left: u64,
    mover: PlacedUnit,
}

impl<'a> MoveJudge<'a> {
    /// A judge of unit `id`'s moves on `table`; `None` if it does not stand there.
    pub fn new(table: &'a Table, ruleset: &'a Ruleset, id: u32) -> Option<Self> {
        let mut mover = table.unit(id)?.clone();
        mover.move_start = Some(mover.move_start.unwrap_or(mover.pose));
        let near = match longest_move(&mover, ruleset) {
            Some(longest) => {
                let start = mover.move_start.unwrap_or(mover.pose);
                let area = mover
                    .shaped
                    .footprint
                    .bounds_on_table(&start)
                    .union(mover.bounds)
                    .expanded(longest + ruleset.contact.tolerance_mm.value);
                table
                    .units
                    .iter()
                    .filter(|u| u.bounds.intersects(&area))
                    .collect()
            }
            None => table.units.iter().collect(),
        };
        Some(Self {
            near,
            all: &table.units,
            field: table.battlefield.as_ref(),
            ruleset,
            ground: Ground::with_budget(table.battlefield.as_ref(), ruleset, JUDGE_TERRAIN_BUDGET),
            sweep_left: JUDGE_SWEEP_BUDGET,
            mover,
        })
    }

    /// A judge of unit `id`'s next move, from where it stands as a new turn begins: its move
    /// and changes this turn forgotten, with the work it may spend on terrain and on what the
    /// moves pass through. The enemy's threat asks it.
    pub fn next_turn(
        table: &'a Table,
        ruleset: &'a Ruleset,
        id: u32,
        (terrain, sweep): (u64, u64),
    ) -> Option<Self> {
        let mut judge = Self::new(table, ruleset, id)?;
        judge.ground = Ground::with_budget(table.battlefield.as_ref(), ruleset, terrain);
        judge.sweep_left = sweep;
        judge.mover.move_start = Some(judge.mover.pose);
        judge.mover.changes.clear();
        judge.mover.before_square = None;
        Some(judge)
    }

    /// The unit judged, as it stands at the last pose tried.
    pub fn mover(&self) -> &PlacedUnit {
        &self.mover
    }

    /// The other units a move of this unit could meet, as they stand.
    pub fn others_near(&self) -> impl Iterator<Item = &PlacedUnit> {
        self.near.iter().copied().filter(|u| u.id != self.mover.id)
    }

    /// Every unit on the table, as it stands.
    pub fn table_units(&self) -> &'a [PlacedUnit] {
        self.all
    }

    /// Where the unit's move this turn began.
    pub fn start(&self) -> Pose {
        self.mover.move_start.unwrap_or(self.mover.pose)
    }

    /// Where the last stretch of its turn begins: where its last change of formation this
    /// turn left it, or where its move began.
    pub fn stretch_start(&self) -> Pose {
        self.mover.changes.last().map_or(self.start(), |c| c.after)
    }

    /// The most any move of the unit may measure this turn, mm: the longest allowance among
    /// its troop type's formations, with the road bonus; `None` when a formation of it has
    /// no allowance.
    pub fn longest_allowance(&self) -> Option<f32> {
        let size = self.mover.shaped.footprint.bounds().size().length();
        longest_move(&self.mover, self.ruleset).map(|longest| longest - size)
    }

    /// Takes `pairs` tests of one base against another, made by a question outside the
    /// judge (a charge sliding its bases into contact), from the work this judge may spend;
    /// `None` once it has run out.
    pub fn spend_on_pairs(&mut self, pairs: usize) -> Option<()> {
        let cost = OVERLAP_TEST_COST.saturating_mul(pairs as u64);
        self.sweep_left = self.sweep_left.checked_sub(cost)?;
        Some(())
    }

    /// The ruleset the moves are judged by.
    pub fn ruleset(&self) -> &'a Ruleset {
        self.ruleset
    }

    /// The face of `other` the unit meets where it was last tried, judged as the analysis
    /// judges a contact (D-flank, D-rear, A-9.55); `None` when they do not touch.
    pub fn face_met(&self, other: &PlacedUnit) -> Option<(Aspect, AspectBasis)> {
        let tolerance = self.ruleset.contact.tolerance_mm.value;
        matches!(meeting(&self.mover, other, tolerance), Meeting::Touch(_))
            .then(|| aspect::aspect(other, &self.mover, self.ruleset))
    }

    /// What the rules say of the unit ending its move at `end`; `None` once the work this
    /// judge may spend has run out.
    pub fn judge(&mut self, end: Pose) -> Option<MoveVerdict> {
        self.judge_with(end, true)
    }

    /// What the rules other than its length say of the unit ending its move at `end`: a move
    /// refused for its length alone is one a longer allowance would allow. `None` once the
    /// work this judge may spend has run out.
    pub fn judge_past_length(&mut self, end: Pose) -> Option<MoveVerdict> {
        self.judge_with(end, false)
    }

    fn judge_with(&mut self, end: Pose, length_first: bool) -> Option<MoveVerdict> {
        self.mover.stand_at(end);
        let mover = &self.mover;
        let ruleset = self.ruleset;
        let tolerance = ruleset.contact.tolerance_mm.value;
        let paths = moves::unit_paths(mover, ruleset);
        let mut grounds = paths
            .iter()
            .map(|path| self.ground.of_move(mover, path))
            .collect::<Option<Vec<_>>>()?;
        let (report, found) = moves::move_report(mover, &paths, &grounds, ruleset);
        let distance_mm = report.distance_mm;
        let spent_mm = report.spent_mm.unwrap_or(0.0);
        let too_far = report
            .allowance_mm
            .is_some_and(|allowed| distance_mm + spent_mm > allowed + tolerance);
        let verdict = |refusal| MoveVerdict {
            distance_mm,
            spent_mm,
            allowance_mm: report.allowance_mm,
            road_bonus_mm: report.road_bonus_mm,
            straight_ahead: report.straight_ahead,
            assumption: report.assumption.clone(),
            too_far,
            refusal,
        };
        if let (true, true, Some(allowed)) = (length_first, too_far, report.allowance_mm) {
            let rate = moves::full_allowance(mover, ruleset);
            let message = format!(
                "{} would move {}, more than the {} it may{}.{}",
                mover.name,
                describe_length(distance_mm + spent_mm),
                describe_length(allowed),
                match (&report.halved_by, report.straight_ahead) {
                    (None, _) => "",
                    (Some(_), true) => " at half rate",
                    (Some(_), false) => " outside its straight-ahead arc",
                },
                rate.map_or_else(String::new, moves::assumed_rate)
            );
            let rule = report
                .halved_by
                .as_deref()
                .unwrap_or(rate.map_or("D-move", |a| a.cite()));
            return Some(verdict(Some(unit_finding(mover, rule, message))));
        }
        // The move's own faults, other than its length and its halvings.
        let rules = &ruleset.movement;
        let faults = [&rules.move_and_pivot, &rules.change_and_move]
            .into_iter()
            .flatten()
            .map(|r| r.cite())
            .chain(rules.square_move_share.as_ref().map(|r| r.cite()))
            .collect::<Vec<_>>();
        if let Some(fault) = found
            .into_iter()
            .find(|f| faults.contains(&f.rule.as_str()))
        {
            return Some(verdict(Some(fault)));
        }
        if let Some(fault) = grounds.iter_mut().find_map(|g| g.findings.drain(..).next()) {
            return Some(verdict(Some(fault)));
        }
        if let Some(fault) = turn::turn_findings(mover, &paths, ruleset)
            .into_iter()
            .next()
        {
            return Some(verdict(Some(fault)));
        }
        let (standing, crowding) = self.ground.standing(mover)?;
        if let Some(fault) = standing.into_iter().next() {
            return Some(verdict(Some(fault)));
        }
        for &slot in &crowding {
            if let Some(fault) = self.ground.crowding(slot, self.all, mover)? {
                return Some(verdict(Some(fault)));
            }
        }
        let passed = passage(
            mover,
            &paths,
            self.near.iter().copied(),
            ruleset,
            self.sweep_left,
        );
        self.sweep_left -= passed.spent;
        if passed.ran_out {
            return None;
        }
        if let Some(fault) = passed.findings.into_iter().next() {
            return Some(verdict(Some(fault)));
        }
        // Ending on another unit, each test paid for as the paths' are: a pile of units on
        // one spot costs no more than the budget.
        let reach = mover.bounds.expanded(tolerance);
        let mut on = None;
        for &other in self.near.iter().filter(|u| u.id != mover.id) {
            let cost = if other.bounds.intersects(&reach) {
                OVERLAP_TEST_COST * (mover.rects.len() * other.rects.len()) as u64
            } else {
                1
            };
            self.sweep_left = self.sweep_left.checked_sub(cost)?;
            if cost > 1 && meeting(mover, other, tolerance) == Meeting::Overlap {
                on = Some(other);
                break;
            }
        }
        if let Some(other) = on {
            let fault = Finding {
                scope: Scope::Pair,
                rule: ruleset.contact.overlap_cite().to_owned(),
                units: vec![mover.id, other.id],
                message: {
                    let names = told_apart(&[mover, other]);
                    format!("{} would end its move on {}.", names[0], names[1])
                },
            };
            return Some(verdict(Some(fault)));
        }
        if let Some(field) = self.field
            && !on_table(mover, field)
        {
            let message = format!("{} would leave the table.", mover.name);
            return Some(verdict(Some(unit_finding(mover, PLAYERS_TABLE, message))));
        }
        Some(verdict(None))
    }
}

/// The farthest any corner of `unit` may go this turn, mm: the longest allowance among its
/// troop type's formations, the road bonus, and the longest reach of its frame beyond any
/// corner a wheel swings; `None` when a formation of it has no allowance.
fn longest_move(unit: &PlacedUnit, ruleset: &Ruleset) -> Option<f32> {
    let troop = &ruleset.troops[unit.troop];
    let longest = troop
        .formations
        .iter()
        .map(|f| troop.allowance(f).map(|a| a.value))
        .try_fold(0.0_f32, |most, a| Some(most.max(a?)))?;
    let bonus = ruleset
        .movement
        .road_bonus_mm
        .as_ref()
        .map_or(0.0, |b| b.value);
    Some(longest + bonus + unit.shaped.footprint.bounds().size().length())
}

/// Whether every base of `unit` stands on the players' table.
fn on_table(unit: &PlacedUnit, field: &Battlefield) -> bool {
    let edges = field.bounds().expanded(crate::geom::OVERLAP_TOLERANCE_MM);
    unit.rects.iter().flat_map(|r| r.corners()).all(|c| {
        (edges.min.x..=edges.max.x).contains(&c.x) && (edges.min.y..=edges.max.y).contains(&c.y)
    })
}

fn unit_finding(unit: &PlacedUnit, rule: &str, message: String) -> Finding {
    Finding {
        scope: Scope::Unit,
        rule: rule.to_owned(),
        units: vec![unit.id],
        message,
    }
}

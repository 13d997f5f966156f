//! A charge judged before it is made: whether the charger can reach the target this turn,
//! by which legal path, where it ends, and which face it hits.
//!
//! Every end the rules accept as a contact is tried ([`super::charge_ends`]): flush along a
//! side, partly along it, and edge to corner, the straight advance first. Each is judged by
//! [`MoveJudge`], the analysis's own reading of a move (a straight advance, or a wheel on a
//! front corner and an advance: D-move, D-half, D-road, D-terrain, D-no-overlap,
//! D-interpenetrate), and the shortest legal end along each side is then narrowed down. The
//! face hit is the analysis's judgement of the contact at the end (D-flank and D-rear from
//! where the move began, A-9.55). A move that needed the road bonus may not end in contact
//! (D-road), so a charge's allowance and spare are those without it. Where the ruleset has
//! hasty squares, the units that may form one against the charge are named (B-hasty).
//!
//! A charge that gets home on no side is shown by the try nearest to getting home that breaks
//! no rule but its length: its refusal names the rule that binds (D-half where the move was
//! halved). Where every try breaks another rule too, the rule most of them break is named.

use serde::Serialize;

use super::charge_ends::{SideLine, gap, side_facing, slide_ends, wheel_end};
use super::hasty::hasty_squares;
use super::hundredths;
use crate::analysis::{Aspect, AspectBasis, Finding, MoveJudge, MoveVerdict};
use crate::geom::Pose;
use crate::rules::rule_ids;
use crate::table::PlacedUnit;

/// Places tried evenly along each side of the target.
const PLACES_ALONG: usize = 9;

/// Narrowings of the best place along a side, and of the best wheel.
const NARROWINGS: usize = 10;

/// The tries of each side, those with the most spare first, asked what they break besides
/// their length when the charge gets home on no side.
const EXPLAINED_PER_SIDE: usize = 6;

/// The straight slides into contact a charge tries, at most: straight ahead, nearest
/// approach, the arc's two edges and the target's four corners.
const SLIDES: usize = 8;

/// The wheels tried before an advance into contact, degrees either way; the best is then
/// narrowed down between its neighbours.
const WHEELS: [f32; 6] = [15.0, 30.0, 45.0, 60.0, 75.0, 90.0];

/// The side of the target a charger's front is set against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// Its front edge.
    Front,
    /// Its left side, as it faces.
    Left,
    /// Its right side.
    Right,
    /// Its rear edge.
    Rear,
}

impl Side {
    /// Every side, front first.
    pub const ALL: [Side; 4] = [Side::Front, Side::Left, Side::Right, Side::Rear];

    /// The face a charge against this side hits where the rules let it: the front's front,
    /// a flank's flank, the rear's rear.
    pub fn face(self) -> Aspect {
        match self {
            Side::Front => Aspect::Front,
            Side::Left | Side::Right => Aspect::Flank,
            Side::Rear => Aspect::Rear,
        }
    }

    /// The side in a word.
    pub fn name(self) -> &'static str {
        match self {
            Side::Front => "front",
            Side::Left => "left flank",
            Side::Right => "right flank",
            Side::Rear => "rear",
        }
    }
}

/// Why a move may not be made, as the rules say it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Refusal {
    /// The rule it breaks: one ID.
    pub rule: String,
    /// The other rules it rests on, where it rests on more than one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<String>,
    /// What is wrong, in a sentence.
    pub message: String,
}

/// A charge against one side of the target.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SideTry {
    /// The side.
    pub side: Side,
    /// Whether the charger gets there by a legal move.
    pub reaches: bool,
    /// The face the analysis judges it hits, when it gets there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub face: Option<Aspect>,
    /// How that face was judged.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub basis: Option<AspectBasis>,
    /// The length of the path as the rules measure it, mm: the shortest legal one, or, when
    /// none is, the shortest tried.
    pub path_mm: f32,
    /// How far the charger may move along it, mm: without the road bonus, which a charge may
    /// not use (D-road).
    pub allowance_mm: Option<f32>,
    /// Why that allowance is what it is, where the ruleset assumes a rate the texts do not
    /// give.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub assumption: Option<String>,
    /// What is left of the allowance, mm; negative by as much as it falls short.
    pub spare_mm: Option<f32>,
    /// Whether the path keeps to the straight-ahead arc, or wheels forward (D-half).
    pub straight_ahead: bool,
    /// Where the charger ends.
    pub end: Pose,
    /// Why it does not get there, when it does not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refusal: Option<Refusal>,
}

/// The charge of one unit on another: the best side, and each side tried.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ChargeVerdict {
    /// The charger's id.
    pub attacker: u32,
    /// The target's id.
    pub target: u32,
    /// The side the charge goes in on: the shortest legal path's, or, when no side can be
    /// reached, the try nearest to it that breaks no rule but its length, or else one that
    /// breaks the rule most tries break.
    #[serde(flatten)]
    pub best: SideTry,
    /// Where the charger's move begins: where its move this turn began.
    pub start: Pose,
    /// The units that may form a hasty square against the charge, by id, where the ruleset
    /// has hasty squares (B-hasty).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hasty_squares: Option<Vec<u32>>,
    /// Every side tried.
    pub sides: Vec<SideTry>,
}

impl ChargeVerdict {
    /// Whether the charge gets home.
    pub fn reaches(&self) -> bool {
        self.best.reaches
    }
}

/// The charge of `judge`'s unit on `target`. `None` once the judge's work ran out. When no
/// side is reached, the side shown is the nearest miss by its length alone: what can reach
/// what asks this of every enemy near, and needs only whether each is reached.
pub fn judge_charge(judge: &mut MoveJudge, target: &PlacedUnit) -> Option<ChargeVerdict> {
    charge_of(judge, target, false)
}

/// The charge of `judge`'s unit on `target`, and, when it gets home on no side, the rule
/// that stops it. `None` once the judge's work ran out.
pub fn judge_charge_in_full(judge: &mut MoveJudge, target: &PlacedUnit) -> Option<ChargeVerdict> {
    charge_of(judge, target, true)
}

fn charge_of(judge: &mut MoveJudge, target: &PlacedUnit, explain: bool) -> Option<ChargeVerdict> {
    // A target farther than any move may measure is out of reach whatever the path: its
    // straight slides alone say by how much.
    let tolerance = judge.ruleset().contact.tolerance_mm.value;
    // Every slide into contact tests each of the charger's bases against each of the
    // target's, paid for from the judge's work as its own tests are.
    let pairs = judge.mover().rects.len() * target.rects.len();
    judge.spend_on_pairs(pairs)?;
    let out_of_reach = judge
        .longest_allowance()
        .is_some_and(|longest| gap(judge.mover(), judge.start(), target) > longest + tolerance);
    let mut tries: Vec<Vec<Tried>> = vec![Vec::new(); Side::ALL.len()];
    if !out_of_reach {
        for side in Side::ALL {
            tries[side as usize] = flush_tries(judge, target, side)?;
        }
    }
    let arc = judge
        .ruleset()
        .movement
        .straight_ahead_degrees
        .as_ref()
        .map(|a| a.value);
    judge.spend_on_pairs(pairs * SLIDES)?;
    for end in slide_ends(judge.mover(), judge.start(), target, arc) {
        let tried = attempt_beside(judge, target, end)?;
        tries[tried.side as usize].push(tried);
    }
    if !out_of_reach {
        for tried in wheel_tries(judge, target)? {
            tries[tried.side as usize].push(tried);
        }
    }
    let reached = tries.iter().flatten().any(Tried::home);
    if explain && !reached {
        for side in &mut tries {
            // The tries nearest to getting home are the ones a refusal could name.
            side.sort_by(|a, b| {
                b.spare()
                    .unwrap_or(f32::NEG_INFINITY)
                    .total_cmp(&a.spare().unwrap_or(f32::NEG_INFINITY))
            });
            for tried in side.iter_mut().take(EXPLAINED_PER_SIDE) {
                tried.bind(judge, target)?;
            }
        }
    }
    let sides: Vec<SideTry> = tries
        .iter()
        .filter_map(|side| nearest(side).map(side_try))
        .collect();
    let best = if reached {
        let home = tries.iter().flatten().filter(|t| t.home());
        side_try(home.min_by(|a, b| a.verdict.distance_mm.total_cmp(&b.verdict.distance_mm))?)
    } else {
        let missed: Vec<&Tried> = tries.iter().flatten().collect();
        side_try(nearest_miss(&missed)?)
    };
    let hasty_squares = hasty_squares(judge, target, best.end);
    Some(ChargeVerdict {
        attacker: judge.mover().id,
        target: target.id,
        best,
        start: judge.start(),
        hasty_squares,
        sides,
    })
}

/// The try of one side to show: the shortest that gets home on the side's own face (a flank
/// charge that ends on the front corner of that flank hits the front, D-flank), else the
/// shortest that gets home; when none does, the one with the most spare of those whose only
/// fault is their length; else the one with the most spare.
fn nearest(tries: &[Tried]) -> Option<&Tried> {
    let shortest = |on_face: bool| {
        tries
            .iter()
            .filter(|t| t.home() && (!on_face || t.face.map(|f| f.0) == Some(t.side.face())))
            .min_by(|a, b| a.verdict.distance_mm.total_cmp(&b.verdict.distance_mm))
    };
    shortest(true)
        .or_else(|| shortest(false))
        .or_else(|| most_spare(tries.iter().filter(|t| t.only_too_far())))
        .or_else(|| most_spare(tries.iter()))
}

/// The try to show when the charge gets home on no side: the one with the most spare of
/// those whose only fault is their length; else, where their faults were asked, the one with
/// the most spare of those that break the rule most tries break; else the one with the most
/// spare.
fn nearest_miss<'t>(tries: &[&'t Tried]) -> Option<&'t Tried> {
    let only_length = most_spare(tries.iter().copied().filter(|t| t.only_too_far()));
    let rules: Vec<&str> = tries
        .iter()
        .filter_map(|t| t.binding.as_ref().map(|r| r.rule.as_str()))
        .collect();
    let common = rules
        .iter()
        .max_by_key(|rule| rules.iter().filter(|r| r == rule).count());
    let breaking_common = common.and_then(|common| {
        most_spare(
            tries
                .iter()
                .copied()
                .filter(|t| t.binding.as_ref().is_some_and(|r| r.rule == *common)),
        )
    });
    only_length
        .or(breaking_common)
        .or_else(|| most_spare(tries.iter().copied()))
}

/// The try of `tries` with the most left of its allowance.
fn most_spare<'t>(tries: impl Iterator<Item = &'t Tried>) -> Option<&'t Tried> {
    tries.max_by(|a, b| {
        let spare = |t: &Tried| t.spare().unwrap_or(f32::NEG_INFINITY);
        spare(a).total_cmp(&spare(b))
    })
}

/// What the try `tried` says, for the verdict: its refusal is the rule that binds where that
/// was asked.
fn side_try(tried: &Tried) -> SideTry {
    let reaches = tried.home();
    let (face, basis) = match tried.face {
        Some((face, basis)) if reaches => (Some(face), Some(basis)),
        _ => (None, None),
    };
    SideTry {
        side: tried.side,
        reaches,
        face,
        basis,
        path_mm: hundredths(tried.verdict.distance_mm + tried.verdict.spent_mm),
        allowance_mm: tried.allowance().map(hundredths),
        assumption: tried.verdict.assumption.clone(),
        spare_mm: tried.spare().map(hundredths),
        straight_ahead: tried.verdict.straight_ahead,
        end: tried.pose,
        refusal: if reaches {
            None
        } else {
            tried.binding.clone().or_else(|| tried.refusal.clone())
        },
    }
}

/// The charge against one side with the charger's front flush along it: evenly spaced places
/// from where it shares just a little of the side past one end to the same past the other,
/// and where its straight path meets the side; then the shortest legal place narrowed down.
fn flush_tries(judge: &mut MoveJudge, target: &PlacedUnit, side: Side) -> Option<Vec<Tried>> {
    let line = SideLine::of(target, side);
    let width = judge.mover().shaped.body.size().x;
    // Sharing less of the side than this is a corner's contact, which `corner_ends` tries.
    let least = (2.0 * judge.ruleset().contact.tolerance_mm.value).max(1.0);
    let (low, high) = (least - width / 2.0, line.length() + width / 2.0 - least);
    // Bases narrower than the least share of a side have one flush place: the side's middle.
    let (low, high) = if low <= high {
        (low, high)
    } else {
        let middle = line.length() / 2.0;
        (middle, middle)
    };
    let straight = line.along(judge.start().position()).clamp(low, high);
    let mut places: Vec<f32> = (0..PLACES_ALONG)
        .map(|k| low + (high - low) * k as f32 / (PLACES_ALONG - 1) as f32)
        .collect();
    places.push(straight);
    places.sort_by(f32::total_cmp);
    places.dedup();

    let mut tried: Vec<(f32, Tried)> = Vec::with_capacity(places.len() + 2 * NARROWINGS);
    for &along in &places {
        let end = line.pose(judge.mover(), along);
        tried.push((along, attempt(judge, target, side, end)?));
    }
    let best = (0..tried.len())
        .filter(|&k| cost(&tried[k].1).is_finite())
        .min_by(|&a, &b| cost(&tried[a].1).total_cmp(&cost(&tried[b].1)));
    if let Some(k) = best {
        let (mut low, mut high) = (
            tried[k.saturating_sub(1)].0,
            tried[(k + 1).min(tried.len() - 1)].0,
        );
        for _ in 0..NARROWINGS {
            let (a, b) = (low + (high - low) / 3.0, high - (high - low) / 3.0);
            let ta = attempt(judge, target, side, line.pose(judge.mover(), a))?;
            let tb = attempt(judge, target, side, line.pose(judge.mover(), b))?;
            if cost(&ta) <= cost(&tb) {
                high = b;
            } else {
                low = a;
            }
            tried.push((a, ta));
            tried.push((b, tb));
        }
    }
    Some(tried.into_iter().map(|(_, t)| t).collect())
}

/// The charges that wheel on a front corner and then advance into contact: each of
/// [`WHEELS`] either way, then the best that gets home narrowed down between its neighbours.
fn wheel_tries(judge: &mut MoveJudge, target: &PlacedUnit) -> Option<Vec<Tried>> {
    let start = judge.start();
    let mut tried: Vec<(f32, Tried)> = Vec::with_capacity(2 * (WHEELS.len() + NARROWINGS));
    let pairs = judge.mover().rects.len() * target.rects.len();
    let wheel = |judge: &mut MoveJudge, degrees: f32| -> Option<Option<Tried>> {
        judge.spend_on_pairs(pairs)?;
        match wheel_end(judge.mover(), start, target, degrees) {
            Some(end) => attempt_beside(judge, target, end).map(Some),
            None => Some(None),
        }
    };
    for degrees in WHEELS.iter().flat_map(|&d| [-d, d]) {
        if let Some(t) = wheel(judge, degrees)? {
            tried.push((degrees, t));
        }
    }
    if let Some((best, _)) = tried
        .iter()
        .filter(|(_, t)| cost(t).is_finite())
        .min_by(|a, b| cost(&a.1).total_cmp(&cost(&b.1)))
    {
        let step = WHEELS[0];
        let (mut low, mut high) = ((best - step).max(-90.0), (best + step).min(90.0));
        for _ in 0..NARROWINGS {
            let (a, b) = (low + (high - low) / 3.0, high - (high - low) / 3.0);
            let (ta, tb) = (wheel(judge, a)?, wheel(judge, b)?);
            let (ca, cb) = (
                ta.as_ref().map_or(f32::INFINITY, cost),
                tb.as_ref().map_or(f32::INFINITY, cost),
            );
            if ca <= cb {
                high = b;
            } else {
                low = a;
            }
            tried.extend(ta.map(|t| (a, t)));
            tried.extend(tb.map(|t| (b, t)));
        }
    }
    Some(tried.into_iter().map(|(_, t)| t).collect())
}

/// The charger ending at `end`, coming at the side of `target` it stands beyond.
fn attempt_beside(judge: &mut MoveJudge, target: &PlacedUnit, end: Pose) -> Option<Tried> {
    let side = side_facing(target, judge.mover(), end);
    attempt(judge, target, side, end)
}

/// What narrowing down a family of ends minimises: the length of an end that touches the
/// target and breaks no rule but, perhaps, its length; infinite for any other.
fn cost(tried: &Tried) -> f32 {
    let clean = tried.refusal.is_none() || (tried.verdict.too_far && !tried.needs_road);
    if tried.face.is_some() && clean {
        tried.verdict.distance_mm
    } else {
        f32::INFINITY
    }
}

/// One end tried.
#[derive(Clone)]
struct Tried {
    /// The side of the target it comes at.
    side: Side,
    pose: Pose,
    verdict: MoveVerdict,
    face: Option<(Aspect, AspectBasis)>,
    refusal: Option<Refusal>,
    /// Whether it is refused for needing the road bonus, which a charge may not use: too far
    /// without it (D-road).
    needs_road: bool,
    /// Whether what it breaks besides its length was asked ([`Tried::bind`]).
    bound: bool,
    /// Once asked: the rule it breaks besides its length, or none when its length is its only
    /// fault.
    binding: Option<Refusal>,
}

impl Tried {
    /// Whether the charger gets there legally and in contact.
    fn home(&self) -> bool {
        self.refusal.is_none() && self.face.is_some()
    }

    /// How far the charger may move, without the road bonus (D-road), mm.
    fn allowance(&self) -> Option<f32> {
        Some(self.verdict.allowance_mm? - self.verdict.road_bonus_mm.unwrap_or(0.0))
    }

    /// What is left of the allowance, mm; negative by as much as it falls short.
    fn spare(&self) -> Option<f32> {
        Some(self.allowance()? - self.verdict.distance_mm - self.verdict.spent_mm)
    }

    /// Whether, once asked, its length is all that keeps it from getting home.
    fn only_too_far(&self) -> bool {
        self.bound && self.binding.is_none() && !self.home()
    }

    /// Asks what it breaks besides its length. `None` once the judge's work ran out.
    fn bind(&mut self, judge: &mut MoveJudge, target: &PlacedUnit) -> Option<()> {
        self.binding = if self.needs_road {
            None
        } else if self.verdict.too_far {
            let past = judge.judge_past_length(self.pose)?;
            let touches = judge.face_met(target).is_some();
            past.refusal
                .as_ref()
                .map(refusal_of)
                .or_else(|| (!touches).then(|| not_touching(judge, target)))
        } else {
            self.refusal.clone()
        };
        self.bound = true;
        Some(())
    }
}

fn refusal_of(finding: &Finding) -> Refusal {
    refusal(&finding.rule, finding.message.clone())
}

/// A refusal citing `cite`, one rule ID or several, saying `message`.
fn refusal(cite: &str, message: String) -> Refusal {
    let mut ids = rule_ids(cite).map(str::to_owned);
    Refusal {
        rule: ids.next().unwrap_or_default(),
        also: ids.collect(),
        message,
    }
}

/// The refusal of an end where the charger would not touch the target.
fn not_touching(judge: &MoveJudge, target: &PlacedUnit) -> Refusal {
    refusal(
        judge.ruleset().contact.touching_cite(),
        format!(
            "{} would not touch {} there.",
            judge.mover().name,
            target.name
        ),
    )
}

/// The charger ending at `end`, coming at `side` of `target`.
fn attempt(judge: &mut MoveJudge, target: &PlacedUnit, side: Side, end: Pose) -> Option<Tried> {
    let verdict = judge.judge(end)?;
    let face = judge.face_met(target);
    let mut refusal = verdict.refusal.as_ref().map(refusal_of);
    let road = judge.ruleset().movement.road_bonus_mm.as_ref();
    let mut needs_road = false;
    if refusal.is_none()
        && let (Some(bonus), Some(rule), Some(allowed)) =
            (verdict.road_bonus_mm, road, verdict.allowance_mm)
        && verdict.distance_mm + verdict.spent_mm
            > allowed - bonus + judge.ruleset().contact.tolerance_mm.value
    {
        needs_road = true;
        refusal = Some(self::refusal(
            rule.cite(),
            format!(
                "{} would need the road bonus, and a move that needs it may not end in contact with an enemy.",
                judge.mover().name
            ),
        ));
    }
    if refusal.is_none() && face.is_none() {
        refusal = Some(not_touching(judge, target));
    }
    Some(Tried {
        side,
        pose: end,
        verdict,
        face,
        refusal,
        needs_road,
        bound: false,
        binding: None,
    })
}

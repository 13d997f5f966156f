//! A charge judged before it is made: whether the charger can reach the target this turn,
//! by which legal path, where it ends, and which face it hits.
//!
//! The charger ends with its front set flush against one side of the target's body, the
//! door closed: its front edge on the side's line, facing square into it. Along that line it
//! may stand anywhere its front stays on the side (or, when wider, covers it). Each side is
//! tried at evenly spaced places and where the charger's straight path meets it, and the
//! shortest legal place is then narrowed down; every place is judged by [`MoveJudge`], the
//! analysis's own reading of a move (a straight advance, or a wheel on a front corner and an
//! advance: D-move, D-half, D-road, D-terrain, D-no-overlap, D-interpenetrate). The face hit
//! is the analysis's judgement of the contact at the end (D-flank and D-rear from where the
//! move began, A-9.55). A move that needed the road bonus may not end in contact (D-road).
//! Where the ruleset has hasty squares, the units that may form one against the charge are
//! named (B-hasty).

use glam::Vec2;
use serde::Serialize;

use geo::Coord;
use geo::algorithm::convex_hull::quick_hull;

use crate::analysis::{Aspect, AspectBasis, MoveJudge, MoveVerdict};
use crate::geom::{Pose, clearance, polygons_meet};
use crate::table::PlacedUnit;

use super::hundredths;

/// Places tried evenly along each side of the target.
const PLACES_ALONG: usize = 7;

/// Narrowings of the best place along a side.
const NARROWINGS: usize = 10;

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
    /// The rule it breaks.
    pub rule: String,
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
    /// How far the charger may move along it, mm.
    pub allowance_mm: Option<f32>,
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
    /// reached, the nearest to being reached.
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

/// The charge of `judge`'s unit on `target`. `None` once the judge's work ran out.
pub fn judge_charge(judge: &mut MoveJudge, target: &PlacedUnit) -> Option<ChargeVerdict> {
    let mut sides = Vec::with_capacity(Side::ALL.len());
    for side in Side::ALL {
        sides.push(try_side(judge, target, side)?);
    }
    let best = sides
        .iter()
        .filter(|s| s.reaches)
        .min_by(|a, b| a.path_mm.total_cmp(&b.path_mm))
        .or_else(|| {
            sides.iter().min_by(|a, b| {
                let short = |s: &SideTry| s.spare_mm.map_or(f32::INFINITY, |x| -x);
                short(a).total_cmp(&short(b))
            })
        })?
        .clone();
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

/// The units that may form a hasty square against a charge ending at `end` (B-hasty): of
/// the target's side, standing in a formation the ruleset forms hasty squares from, with a
/// square among their troop type's formations, and either the target itself, in the path
/// (the ground between where the charger's move began and where it ends), or within the
/// ruleset's distance of the target, beside or behind it. `None` where the ruleset has no
/// hasty squares.
fn hasty_squares(judge: &MoveJudge, target: &PlacedUnit, end: Pose) -> Option<Vec<u32>> {
    let ruleset = judge.ruleset();
    let from = &ruleset.squares.hasty_from.as_ref()?.value;
    let near = ruleset
        .squares
        .hasty_near_mm
        .as_ref()
        .map_or(0.0, |n| n.value);
    let tolerance = ruleset.contact.tolerance_mm.value;
    let footprint = &judge.mover().shaped.footprint;
    let mut corners: Vec<Coord<f32>> = [judge.start(), end]
        .iter()
        .flat_map(|pose| footprint.placed_bases(pose))
        .flat_map(|r| r.corners())
        .map(|c| Coord { x: c.x, y: c.y })
        .collect();
    let path: Vec<Vec2> = quick_hull(&mut corners)
        .0
        .iter()
        .map(|c| Vec2::new(c.x, c.y))
        .collect();
    let eligible = |unit: &PlacedUnit| {
        let troop = &ruleset.troops[unit.troop];
        unit.side == target.side
            && from.contains(&troop.formations[unit.formation].id)
            && troop.formations.iter().any(|f| f.template.is_square())
    };
    let in_path = |unit: &PlacedUnit| {
        unit.rects
            .iter()
            .any(|r| polygons_meet(&path, &r.shrunk(tolerance).corners()))
    };
    let beside = |unit: &PlacedUnit| {
        unit.rects.iter().any(|r| {
            target
                .rects
                .iter()
                .any(|t| clearance(r, t) <= near + tolerance)
        })
    };
    Some(
        judge
            .table_units()
            .iter()
            .filter(|u| eligible(u) && (u.id == target.id || in_path(u) || beside(u)))
            .map(|u| u.id)
            .collect(),
    )
}

/// One side of the target's body, from its first end to its second, and the heading of a
/// charger set square against it.
struct SideLine {
    from: Vec2,
    to: Vec2,
    heading: f32,
}

impl SideLine {
    fn of(target: &PlacedUnit, side: Side) -> Self {
        let b = target.shaped.body;
        let local = |x: f32, y: f32| target.pose.to_table(Vec2::new(x, y));
        let (from, to, turn) = match side {
            Side::Front => (local(b.min.x, b.min.y), local(b.max.x, b.min.y), 180.0),
            Side::Rear => (local(b.max.x, b.max.y), local(b.min.x, b.max.y), 0.0),
            Side::Left => (local(b.min.x, b.max.y), local(b.min.x, b.min.y), 90.0),
            Side::Right => (local(b.max.x, b.min.y), local(b.max.x, b.max.y), -90.0),
        };
        Self {
            from,
            to,
            heading: (target.pose.heading + turn).rem_euclid(360.0),
        }
    }

    fn length(&self) -> f32 {
        self.from.distance(self.to)
    }

    /// The charger's pose with its front's middle `along` mm from the side's first end.
    fn pose(&self, charger: &PlacedUnit, along: f32) -> Pose {
        let b = charger.shaped.body;
        let front_middle = Vec2::new((b.min.x + b.max.x) / 2.0, b.min.y);
        let at = self.from + (self.to - self.from).normalize_or_zero() * along;
        let facing = Pose::new(0.0, 0.0, self.heading);
        let origin = at - facing.to_table(front_middle);
        Pose::new(origin.x, origin.y, self.heading)
    }
}

/// The charge against one side: the shortest legal place along it, or the nearest miss.
fn try_side(judge: &mut MoveJudge, target: &PlacedUnit, side: Side) -> Option<SideTry> {
    let line = SideLine::of(target, side);
    let length = line.length();
    let width = judge.mover().shaped.body.size().x;
    let (low, high) = {
        let (a, b) = (width / 2.0, length - width / 2.0);
        (a.min(b), a.max(b))
    };
    let start = judge.start();
    let straight = {
        let direction = (line.to - line.from).normalize_or_zero();
        (start.position() - line.from)
            .dot(direction)
            .clamp(low, high)
    };
    let mut places: Vec<f32> = (0..PLACES_ALONG)
        .map(|k| low + (high - low) * k as f32 / (PLACES_ALONG - 1) as f32)
        .collect();
    places.push(straight);
    places.sort_by(f32::total_cmp);
    places.dedup();

    let mut tried: Vec<(f32, Tried)> = Vec::with_capacity(places.len());
    for &along in &places {
        tried.push((along, attempt(judge, target, &line, along)?));
    }
    let best = tried
        .iter()
        .enumerate()
        .filter(|(_, (_, t))| t.home())
        .min_by(|a, b| {
            a.1.1
                .verdict
                .distance_mm
                .total_cmp(&b.1.1.verdict.distance_mm)
        })
        .map(|(k, _)| k);
    let chosen = match best {
        Some(k) => {
            let (mut low, mut high) = (
                tried[k.saturating_sub(1)].0,
                tried[(k + 1).min(tried.len() - 1)].0,
            );
            let mut best = tried[k].clone();
            for _ in 0..NARROWINGS {
                let (a, b) = (low + (high - low) / 3.0, high - (high - low) / 3.0);
                let (ta, tb) = (
                    attempt(judge, target, &line, a)?,
                    attempt(judge, target, &line, b)?,
                );
                let cost = |t: &Tried| {
                    if t.home() {
                        t.verdict.distance_mm
                    } else {
                        f32::INFINITY
                    }
                };
                if cost(&ta) <= cost(&tb) {
                    high = b;
                } else {
                    low = a;
                }
                for candidate in [(a, ta), (b, tb)] {
                    if cost(&candidate.1) < cost(&best.1) {
                        best = candidate;
                    }
                }
            }
            best
        }
        None => tried
            .into_iter()
            .min_by(|a, b| a.1.verdict.distance_mm.total_cmp(&b.1.verdict.distance_mm))?,
    };
    let (_, chosen) = chosen;
    let reaches = chosen.home();
    let (face, basis) = chosen
        .face
        .map_or((None, None), |(f, b)| (Some(f), Some(b)));
    Some(SideTry {
        side,
        reaches,
        face: face.filter(|_| reaches),
        basis: basis.filter(|_| reaches),
        path_mm: hundredths(chosen.verdict.distance_mm + chosen.verdict.spent_mm),
        allowance_mm: chosen.verdict.allowance_mm.map(hundredths),
        spare_mm: chosen.verdict.spare_mm().map(hundredths),
        straight_ahead: chosen.verdict.straight_ahead,
        end: chosen.pose,
        refusal: chosen.refusal,
    })
}

/// One place tried.
#[derive(Clone)]
struct Tried {
    pose: Pose,
    verdict: MoveVerdict,
    face: Option<(Aspect, AspectBasis)>,
    refusal: Option<Refusal>,
}

impl Tried {
    /// Whether the charger gets there legally and in contact.
    fn home(&self) -> bool {
        self.refusal.is_none() && self.face.is_some()
    }
}

/// The charger set against `line` with its front's middle `along` mm from its first end.
fn attempt(
    judge: &mut MoveJudge,
    target: &PlacedUnit,
    line: &SideLine,
    along: f32,
) -> Option<Tried> {
    let pose = line.pose(judge.mover(), along);
    let verdict = judge.judge(pose)?;
    let face = judge.face_met(target);
    let mut refusal = verdict.refusal.as_ref().map(|f| Refusal {
        rule: f.rule.clone(),
        message: f.message.clone(),
    });
    let road = judge.ruleset().movement.road_bonus_mm.as_ref();
    if refusal.is_none()
        && let (Some(bonus), Some(rule), Some(allowed)) =
            (verdict.road_bonus_mm, road, verdict.allowance_mm)
        && verdict.distance_mm + verdict.spent_mm
            > allowed - bonus + judge.ruleset().contact.tolerance_mm.value
    {
        refusal = Some(Refusal {
            rule: rule.cite().to_owned(),
            message: format!(
                "{} would need the road bonus, and a move that needs it may not end in contact with an enemy.",
                judge.mover().name
            ),
        });
    }
    if refusal.is_none() && face.is_none() {
        refusal = Some(Refusal {
            rule: judge.ruleset().contact.touching_cite().to_owned(),
            message: format!(
                "{} would not touch {} there.",
                judge.mover().name,
                target.name
            ),
        });
    }
    Some(Tried {
        pose,
        verdict,
        face,
        refusal,
    })
}

//! A unit's move this turn: how far, which way, and against what allowance (D-move, D-half,
//! B-square-move).

use glam::Vec2;

use super::terrain::MoveGround;
use super::{Finding, MoveReport, Scope};
use crate::formation::{Footprint, FormationClass};
use crate::geom::{Pose, SWEEP_STEP_DEGREES, describe_length};
use crate::rules::{Cited, Going, Ruleset};
use crate::table::PlacedUnit;

/// How far a point may drift and still count as staying put, mm: the front corner a wheel
/// pivots on, the front-centre of a unit turning in place, the end of a wheel with no
/// advance after it.
pub const WHEEL_PIVOT_MM: f32 = 1.0;

/// How far `unit` may move straight ahead: its formation's allowance, or its troop type's.
pub(super) fn full_allowance<'a>(
    unit: &PlacedUnit,
    ruleset: &'a Ruleset,
) -> Option<&'a Cited<f32>> {
    let troop = &ruleset.troops[unit.troop];
    troop.allowance(&troop.formations[unit.formation])
}

/// How a unit went from where its move began to where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Manner {
    /// Straight, without turning (or not at all).
    Slide,
    /// Turned in place, about its front-centre or its middle: no move (D-turn).
    Pivot,
    /// Wheeled forward or back on a front corner, then perhaps advanced.
    Wheel,
    /// Turned and moved some other way: a move and a pivot together.
    TurnAndMove,
}

/// How a unit went from where its move began to where it stands: its path, how far its
/// farthest corner went along it, and the places it passed through.
pub(super) struct Path {
    /// Mm.
    pub distance_mm: f32,
    /// Whether it kept to the straight-ahead arc, or wheeled forward on a front corner.
    pub straight_ahead: bool,
    /// How it moved.
    pub manner: Manner,
    /// Its poses along the way, the start and the end included, each no more than
    /// [`SWEEP_STEP_DEGREES`] turned from the one before: between two of them each base
    /// sweeps the hull of where it was and where it is.
    pub places: Vec<Pose>,
}

/// Poses turning from `from` by `degrees` about the table point `about`, in steps of at most
/// [`SWEEP_STEP_DEGREES`], the last one at the full turn; `from` itself is not included.
fn turning(from: &Pose, about: Vec2, degrees: f32) -> impl Iterator<Item = Pose> {
    let steps = (degrees.abs() / SWEEP_STEP_DEGREES).ceil().max(1.0) as u32;
    let from = *from;
    (1..=steps).map(move |k| {
        let part = degrees * k as f32 / steps as f32;
        let at = about + Vec2::from_angle(part.to_radians()).rotate(from.position() - about);
        Pose::new(at.x, at.y, from.heading + part)
    })
}

/// The path from `start` to `end` of a unit whose bases, in its frame, are `footprint`:
/// - turned in place about its front-centre or its middle, a pivot, which is no move
///   (D-turn);
/// - a wheel on a front corner, then perhaps an advance straight ahead of the new facing:
///   the farthest corner's arc, plus the advance (D-half excepts wheels). A wheel whose free
///   end swings back is a move backwards, at half rate;
/// - otherwise a straight move, measured by the farthest any corner travelled, and straight
///   ahead when it kept within `arc` degrees of the start's facing; one that also turned
///   turns evenly along the way.
pub(super) fn path(footprint: &Footprint, start: &Pose, end: &Pose, arc: Option<f32>) -> Path {
    let shift = end.position() - start.position();
    let turned = (end.heading - start.heading + 540.0).rem_euclid(360.0) - 180.0;
    let within = |direction: Vec2, facing: Vec2| {
        arc.is_none_or(|arc| direction.normalize().dot(facing) >= arc.to_radians().cos())
    };
    let corners: Vec<Vec2> = footprint
        .bases
        .iter()
        .flat_map(|b| b.rect.corners())
        .collect();
    let farthest = || {
        corners
            .iter()
            .map(|&c| start.to_table(c).distance(end.to_table(c)))
            .fold(0.0, f32::max)
    };
    if turned.abs() <= 0.5 || corners.is_empty() {
        return Path {
            distance_mm: farthest(),
            straight_ahead: shift.length() <= WHEEL_PIVOT_MM || within(shift, start.forward()),
            manner: Manner::Slide,
            places: vec![*start, *end],
        };
    }
    let body = footprint.bounds();
    let middle = (body.min + body.max) / 2.0;
    if let Some(about) = [Vec2::ZERO, middle]
        .into_iter()
        .find(|&p| start.to_table(p).distance(end.to_table(p)) <= WHEEL_PIVOT_MM)
    {
        let mut places = vec![*start];
        places.extend(turning(start, start.to_table(about), turned));
        return Path {
            distance_mm: 0.0,
            straight_ahead: true,
            manner: Manner::Pivot,
            places,
        };
    }
    // A wheel turns on a front corner; turning clockwise on the right one, or anticlockwise
    // on the left one, swings the free end forward.
    let turn = Vec2::from_angle(turned.to_radians());
    let facing = Pose::new(0.0, 0.0, end.heading).forward();
    let wheels = [
        (body.min, turned < 0.0),
        (Vec2::new(body.max.x, body.min.y), turned > 0.0),
    ];
    let best = wheels
        .iter()
        .map(|&(pivot, forward)| {
            let fixed = start.to_table(pivot);
            let wheeled_at = fixed + turn.rotate(start.position() - fixed);
            (pivot, forward, end.position() - wheeled_at)
        })
        .filter(|&(_, forward, advance)| {
            advance.length() <= WHEEL_PIVOT_MM || (forward && within(advance, facing))
        })
        .min_by(|a, b| a.2.length().total_cmp(&b.2.length()));
    match best {
        Some((pivot, forward, advance)) => {
            let radius = corners
                .iter()
                .map(|&c| c.distance(pivot))
                .fold(0.0, f32::max);
            let advance = if advance.length() <= WHEEL_PIVOT_MM {
                0.0
            } else {
                advance.length()
            };
            let mut places = vec![*start];
            places.extend(turning(start, start.to_table(pivot), turned));
            places.push(*end);
            Path {
                distance_mm: radius * turned.abs().to_radians() + advance,
                straight_ahead: forward,
                manner: Manner::Wheel,
                places,
            }
        }
        None => {
            let steps = (turned.abs() / SWEEP_STEP_DEGREES).ceil() as u32;
            let places = (0..=steps)
                .map(|k| {
                    let part = k as f32 / steps as f32;
                    let at = start.position() + shift * part;
                    Pose::new(at.x, at.y, start.heading + turned * part)
                })
                .collect();
            Path {
                distance_mm: farthest(),
                straight_ahead: within(shift, start.forward()),
                manner: Manner::TurnAndMove,
                places,
            }
        }
    }
}

/// The path of `unit` from where its move began, if it has moved.
pub(super) fn unit_path(unit: &PlacedUnit, ruleset: &Ruleset) -> Option<Path> {
    let arc = ruleset.movement.straight_ahead_degrees.as_ref();
    let start = unit.move_start?;
    Some(path(
        &unit.shaped.footprint,
        &start,
        &unit.pose,
        arc.map(|a| a.value),
    ))
}

/// How far `unit` may move over `ground` before any halving: a square's allowance for the
/// hardest going it passed over where the ruleset gives one (B-square-move), else its full
/// allowance.
fn allowance_over<'a>(
    unit: &PlacedUnit,
    ground: &MoveGround,
    ruleset: &'a Ruleset,
) -> Option<&'a Cited<f32>> {
    let squares = &ruleset.squares;
    let by_going = match ground.going.map(|g| g.value) {
        _ if unit.shaped.readouts.class != FormationClass::Square => None,
        Some(Going::Broken) => squares.broken_ground_move_mm.as_ref(),
        Some(Going::Rough) => squares.rough_ground_move_mm.as_ref(),
        _ => None,
    };
    by_going.or_else(|| full_allowance(unit, ruleset))
}

/// The move of `unit` along `path` over `ground`, and what the rules say of it. The
/// halvings do not add up (D-half); a move that kept to a road all the way is not halved by
/// the terrain the road runs through, and gets the road bonus (D-road).
pub(super) fn move_report(
    unit: &PlacedUnit,
    path: &Path,
    ground: &MoveGround,
    ruleset: &Ruleset,
) -> (MoveReport, Vec<Finding>) {
    let arc = ruleset.movement.straight_ahead_degrees.as_ref();
    let &Path {
        distance_mm,
        straight_ahead,
        manner,
        ..
    } = path;

    let allowance = allowance_over(unit, ground, ruleset);
    let road_bonus_mm = ground
        .road
        .and(ruleset.movement.road_bonus_mm.as_ref())
        .map(|bonus| bonus.value);
    let halved_by_ground = ground.halved.as_ref().filter(|_| road_bonus_mm.is_none());
    let halved = !straight_ahead || halved_by_ground.is_some();
    let allowance_mm = allowance.map(|a| {
        let full = if halved { a.value / 2.0 } else { a.value };
        full + road_bonus_mm.unwrap_or(0.0)
    });

    let mut findings = Vec::new();
    if let Some(halving) = halved_by_ground {
        findings.push(Finding {
            scope: Scope::Unit,
            rule: halving.rule.cite().to_owned(),
            units: vec![unit.id],
            message: format!(
                "{} {} {}: a half move.",
                unit.name,
                halving.how,
                halving.piece.label()
            ),
        });
    }
    if let (Some(arc), false) = (arc, straight_ahead) {
        findings.push(Finding {
            scope: Scope::Unit,
            rule: arc.cite().to_owned(),
            units: vec![unit.id],
            message: format!(
                "{} moved outside the {}° arc of straight ahead: a half move.",
                unit.name, arc.value
            ),
        });
    }
    if let (Some(rule), Manner::TurnAndMove) = (&ruleset.movement.move_and_pivot, manner)
        && !rule.value
    {
        findings.push(Finding {
            scope: Scope::Unit,
            rule: rule.cite().to_owned(),
            units: vec![unit.id],
            message: format!(
                "{} both moved and turned: a unit may move or pivot in a turn, not both.",
                unit.name
            ),
        });
    }
    if let (Some(allowed), Some(rule)) = (allowance_mm, allowance)
        && distance_mm > allowed + ruleset.contact.tolerance_mm.value
    {
        findings.push(Finding {
            scope: Scope::Unit,
            rule: rule.cite().to_owned(),
            units: vec![unit.id],
            message: format!(
                "{} moved {}, more than the {} it may{}{}.",
                unit.name,
                describe_length(distance_mm),
                describe_length(allowed),
                if halved { " at half speed" } else { "" },
                if road_bonus_mm.is_some() {
                    " with the road bonus"
                } else {
                    ""
                }
            ),
        });
    }
    (
        MoveReport {
            distance_mm,
            straight_ahead,
            allowance_mm,
            road_bonus_mm,
        },
        findings,
    )
}

//! A unit's move this turn: how far, which way, and against what allowance (D-move, D-half,
//! B-square-move).

use glam::Vec2;

use super::terrain::MoveGround;
use super::turn::Turn;
use super::{Finding, MoveReport, Scope};
use crate::formation::{FormationClass, Shaped};
use crate::geom::{Pose, SWEEP_STEP_DEGREES, describe_length};
use crate::rules::{Cited, Going, Ruleset, TroopType};
use crate::table::PlacedUnit;

/// How far a point may drift and still count as staying put, mm: the front corner a wheel
/// pivots on, the front-centre of a unit turning in place, the end of a wheel with no
/// advance after it.
pub const WHEEL_PIVOT_MM: f32 = 1.0;

/// How far `unit` may move straight ahead: its formation's allowance, or its troop type's.
pub fn full_allowance<'a>(unit: &PlacedUnit, ruleset: &'a Ruleset) -> Option<&'a Cited<f32>> {
    rate(
        &ruleset.troops[unit.troop],
        unit.formation,
        unit.shaped.readouts.class,
        ruleset,
    )
}

/// How far a unit of `troop` in its formation `formation`, standing as `class`, may move
/// straight ahead: the formation's allowance, or the troop type's; a pseudo column's is the
/// troop type's linear rate where the ruleset says so.
fn rate<'a>(
    troop: &'a TroopType,
    formation: usize,
    class: FormationClass,
    ruleset: &Ruleset,
) -> Option<&'a Cited<f32>> {
    let linear = ruleset
        .movement
        .pseudo_column_at_linear_rate
        .as_ref()
        .is_some_and(|rule| rule.value)
        && class == FormationClass::PseudoColumn;
    if linear {
        troop.move_mm.as_ref()
    } else {
        troop.allowance(&troop.formations[formation])
    }
}

/// What a finding or a readout adds when the allowance `rate` is an assumption, not a rate
/// the rule texts give: the reason, so the player knows to set their own.
pub fn assumed_rate(rate: &Cited<f32>) -> String {
    rate.assumption
        .as_deref()
        .map_or_else(String::new, |why| format!(" The rate is assumed: {why}"))
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

/// How a unit went over one stretch of its turn: in which formation, along what path, how
/// far its farthest corner went along it, and the places it passed through.
pub(super) struct Path<'a> {
    /// The unit as it stood over the stretch: its formation's bases and readouts.
    pub shaped: &'a Shaped,
    /// That formation, by index in the unit's troop type.
    pub formation: usize,
    /// How many changes of formation the unit made before the stretch.
    pub changes_before: usize,
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

/// The path from `start` to `end` of a unit shaped as `shaped`, in `formation`, after
/// `changes_before` changes of formation this turn:
/// - turned in place about its front-centre or its middle, a pivot, which is no move
///   (D-turn);
/// - a wheel on a front corner, then perhaps an advance straight ahead of the new facing:
///   the farthest corner's arc, plus the advance (D-half excepts wheels). A wheel whose free
///   end swings back is a move backwards, at half rate;
/// - otherwise a straight move, measured by the farthest any corner travelled, and straight
///   ahead when it kept within `arc` degrees of the start's facing; one that also turned
///   turns evenly along the way.
pub(super) fn path<'a>(
    (shaped, formation, changes_before): (&'a Shaped, usize, usize),
    start: &Pose,
    end: &Pose,
    arc: Option<f32>,
) -> Path<'a> {
    let footprint = &shaped.footprint;
    let stretch = |distance_mm, straight_ahead, manner, places| Path {
        shaped,
        formation,
        changes_before,
        distance_mm,
        straight_ahead,
        manner,
        places,
    };
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
        return stretch(
            farthest(),
            shift.length() <= WHEEL_PIVOT_MM || within(shift, start.forward()),
            Manner::Slide,
            vec![*start, *end],
        );
    }
    let body = footprint.bounds();
    let middle = (body.min + body.max) / 2.0;
    if let Some(about) = [Vec2::ZERO, middle]
        .into_iter()
        .find(|&p| start.to_table(p).distance(end.to_table(p)) <= WHEEL_PIVOT_MM)
    {
        let mut places = vec![*start];
        places.extend(turning(start, start.to_table(about), turned));
        return stretch(0.0, true, Manner::Pivot, places);
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
            stretch(
                radius * turned.abs().to_radians() + advance,
                forward,
                Manner::Wheel,
                places,
            )
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
            stretch(
                farthest(),
                within(shift, start.forward()),
                Manner::TurnAndMove,
                places,
            )
        }
    }
}

impl Path<'_> {
    /// Whether the unit went somewhere over the stretch, farther than `tolerance_mm`: a pivot
    /// in place is no move (D-turn).
    pub fn moved(&self, tolerance_mm: f32) -> bool {
        self.manner != Manner::Pivot && self.distance_mm > tolerance_mm
    }
}

/// The stretches of `unit`'s turn in which it went somewhere or turned, oldest first, each in
/// the formation it stood in then. Its changes of formation cut the turn into stretches
/// ([`crate::layout::TurnChange`] says how their poses tell them apart): its move began
/// before its first change unless it began where one of them left it. A unit that changed no
/// formation has one stretch, from where its move began, if it moved.
pub(super) fn unit_paths<'a>(unit: &'a PlacedUnit, ruleset: &Ruleset) -> Vec<Path<'a>> {
    let arc = ruleset
        .movement
        .straight_ahead_degrees
        .as_ref()
        .map(|a| a.value);
    let changes = &unit.changes;
    let now = (&unit.shaped, unit.formation);
    let mut stretches = Vec::with_capacity(changes.len() + 1);
    if let Some(start) = unit.move_start
        && !changes.iter().any(|c| c.after == start)
    {
        let (end, (shaped, formation)) = changes
            .first()
            .map_or((unit.pose, now), |c| (c.before, (&c.left, c.from)));
        stretches.push(((shaped, formation, 0), start, end));
    }
    for (k, pair) in changes.windows(2).enumerate() {
        let (shaped, formation) = (&pair[1].left, pair[1].from);
        stretches.push(((shaped, formation, k + 1), pair[0].after, pair[1].before));
    }
    if let Some(last) = changes.last() {
        stretches.push(((now.0, now.1, changes.len()), last.after, unit.pose));
    }
    stretches
        .into_iter()
        .filter(|(_, from, to)| changes.is_empty() || from != to)
        .map(|(stretch, from, to)| path(stretch, &from, &to, arc))
        .collect()
}

/// Where `unit` went this turn, pose by pose along the path the rules measured: straight, or
/// round a wheel's arc and on. One trail for each stretch between its changes of formation
/// in which it went somewhere farther than `tolerance_mm`, oldest first; none when it did not
/// move (a pivot in place is no move, D-turn).
pub fn move_trails(unit: &PlacedUnit, ruleset: &Ruleset, tolerance_mm: f32) -> Vec<Vec<Pose>> {
    unit_paths(unit, ruleset)
        .into_iter()
        .filter(|path| path.moved(tolerance_mm))
        .map(|path| path.places)
        .collect()
}

/// How far a unit may move over one stretch of its turn, shaped and formed as `path` says,
/// over `ground`, before any halving: a square's allowance for the hardest going it passed
/// over where the ruleset gives one (B-square-move), else its formation's or its troop
/// type's.
fn allowance_over<'a>(
    path: &Path,
    troop: &'a TroopType,
    ground: &MoveGround,
    ruleset: &'a Ruleset,
) -> Option<&'a Cited<f32>> {
    let squares = &ruleset.squares;
    let by_going = match ground.going.map(|g| g.value) {
        _ if path.shaped.readouts.class != FormationClass::Square => None,
        Some(Going::Broken) => squares.broken_ground_move_mm.as_ref(),
        Some(Going::Rough) => squares.rough_ground_move_mm.as_ref(),
        _ => None,
    };
    by_going.or_else(|| rate(troop, path.formation, path.shaped.readouts.class, ruleset))
}

/// One stretch of a move, measured against its own formation's allowance.
struct Part<'a> {
    distance_mm: f32,
    /// What it spent besides going, counted into the move (A-8.42's unlimbering), mm.
    spent_mm: f32,
    allowed_mm: Option<f32>,
    /// The rule that halved its allowance, by the ground or by leaving the straight-ahead
    /// arc, when one did.
    halved: Option<&'a str>,
    rule: Option<&'a Cited<f32>>,
    formation: usize,
}

/// The move of `unit` this turn, over the stretches of its turn in which it went somewhere
/// or turned (`stretches`, and the ground each passed over in `grounds`), and what the rules
/// say of it. The halvings do not add up (D-half); a stretch that kept to a road all the way
/// is not halved by the terrain the road runs through, and gets the road bonus (D-road). A
/// battery that unlimbered after moving spends the ruleset's cost of it from its move
/// and a unit that formed square this turn may move only the ruleset's share of
/// its move (B-deliberate). A unit that moved in more than one formation spends each part
/// against its own formation's allowance, in proportion: a reading, since no text says how
/// the parts add up. Turning while moving, or pivoting in one stretch and moving in another,
/// is a move and a pivot together (D-turn).
pub(super) fn move_report(
    unit: &PlacedUnit,
    stretches: &[Path],
    grounds: &[MoveGround],
    ruleset: &Ruleset,
) -> (MoveReport, Vec<Finding>) {
    let rules = &ruleset.movement;
    let tolerance = ruleset.contact.tolerance_mm.value;
    let troop = &ruleset.troops[unit.troop];
    let turn = Turn::of(unit, troop);
    let square_share = turn.formed_square().and(rules.square_move_share.as_ref());
    let share = square_share.map_or(1.0, |share| share.value);
    let mut findings = Vec::new();
    let mut say = |rule: &str, message: String| {
        let finding = Finding {
            scope: Scope::Unit,
            rule: rule.to_owned(),
            units: vec![unit.id],
            message,
        };
        if !findings.contains(&finding) {
            findings.push(finding);
        }
    };

    let mut parts = Vec::with_capacity(stretches.len());
    let mut road_bonus = None;
    for (path, ground) in stretches.iter().zip(grounds) {
        let allowance = allowance_over(path, troop, ground, ruleset);
        let bonus = ground
            .road
            .and(rules.road_bonus_mm.as_ref())
            .map(|b| b.value);
        let halved_by_ground = ground
            .halved_by_crossing
            .as_ref()
            .or(ground.halved_by_area.as_ref().filter(|_| bonus.is_none()));
        let off_arc = rules
            .straight_ahead_degrees
            .as_ref()
            .filter(|_| !path.straight_ahead);
        let halved = halved_by_ground
            .map(|h| h.rule.cite())
            .or(off_arc.map(Cited::cite))
            .or_else(|| {
                // A wheel back under rules with no arc: halved as a move backwards, under
                // the allowance's own rule.
                (!path.straight_ahead).then(|| allowance.map_or("D-move", Cited::cite))
            });
        if let Some(halving) = halved_by_ground {
            say(
                halving.rule.cite(),
                format!(
                    "{} {} {}: a half move.",
                    unit.name,
                    halving.how,
                    halving.piece.label()
                ),
            );
        }
        if let Some(arc) = off_arc {
            say(
                arc.cite(),
                format!(
                    "{} moved outside the {}° arc of straight ahead: a half move.",
                    unit.name, arc.value
                ),
            );
        }
        let pivoted_elsewhere =
            || path.moved(tolerance) && stretches.iter().any(|p| p.manner == Manner::Pivot);
        if let Some(rule) = &rules.move_and_pivot
            && !rule.value
            && (path.manner == Manner::TurnAndMove || pivoted_elsewhere())
        {
            say(
                rule.cite(),
                format!(
                    "{} both moved and turned: a unit may move or pivot in a turn, not both.",
                    unit.name
                ),
            );
        }
        road_bonus = road_bonus.or(bonus);
        parts.push(Part {
            distance_mm: path.distance_mm,
            spent_mm: 0.0,
            allowed_mm: allowance.map(|a| {
                let full = if halved.is_some() {
                    a.value / 2.0
                } else {
                    a.value
                };
                full * share + bonus.unwrap_or(0.0)
            }),
            halved,
            rule: allowance,
            formation: path.formation,
        });
    }
    let moving = |part: &&mut Part| part.distance_mm > tolerance;
    let spent = rules.unlimber_cost_mm.as_ref().filter(|_| {
        turn.unlimbered_after(|k| {
            stretches
                .iter()
                .any(|p| p.moved(tolerance) && p.changes_before <= k)
        })
    });
    if let (Some(cost), Some(part)) = (spent, parts.iter_mut().rfind(moving)) {
        part.spent_mm = cost.value;
    }
    if let (Some(rule), Some(k)) = (&rules.square_move_share, turn.formed_square())
        && stretches
            .iter()
            .any(|p| p.moved(tolerance) && p.changes_before <= k)
        && stretches
            .iter()
            .any(|p| p.moved(tolerance) && p.changes_before > k)
    {
        say(
            rule.cite(),
            format!(
                "{} moved both before and after forming square: it may move before or after, not both.",
                unit.name
            ),
        );
    }

    let moved: Vec<&Part> = parts.iter().filter(|p| p.distance_mm > tolerance).collect();
    let halved_by = moved
        .iter()
        .chain(parts.last().iter())
        .find_map(|p| p.halved);
    let rate = moved
        .last()
        .copied()
        .or(parts.last())
        .and_then(|p| p.rule)
        .or_else(|| full_allowance(unit, ruleset));
    let distance_mm: f32 = parts.iter().map(|p| p.distance_mm).sum();
    let spent_mm: f32 = parts.iter().map(|p| p.spent_mm).sum();
    let used: Option<f32> = moved
        .iter()
        .map(|p| p.allowed_mm.map(|a| (p.distance_mm + p.spent_mm) / a))
        .sum();
    let allowance_mm = match moved.as_slice() {
        [] => parts
            .last()
            .and_then(|p| p.allowed_mm)
            .or_else(|| full_allowance(unit, ruleset).map(|a| a.value * share)),
        [part] => part.allowed_mm,
        _ => used.map(|used| (distance_mm + spent_mm) / used),
    };
    if let (Some(allowed), Some(last)) = (allowance_mm, moved.last())
        && distance_mm + spent_mm > allowed + tolerance
        && let Some(allowance_rule) = last.rule
    {
        // The halving has a finding of its own; this one cites the allowance it exceeds.
        let rule = square_share.map_or(allowance_rule.cite(), Cited::cite);
        let how = if moved.len() > 1 {
            let each: Vec<String> = moved
                .iter()
                .map(|p| {
                    format!(
                        "{} in {}",
                        describe_length(p.distance_mm),
                        troop.formations[p.formation].name
                    )
                })
                .collect();
            format!(
                "{}, more than its move: each part counts against its own formation's allowance.",
                each.join(" and ")
            )
        } else {
            let halved = moved.iter().any(|p| p.halved.is_some());
            format!(
                "{}{}, more than the {} it may{}{}{}.",
                describe_length(distance_mm),
                if spent_mm > 0.0 {
                    format!(" and spent {} unlimbering", describe_length(spent_mm))
                } else {
                    String::new()
                },
                describe_length(allowed),
                if halved { " at half speed" } else { "" },
                if road_bonus.is_some() {
                    " with the road bonus"
                } else {
                    ""
                },
                if square_share.is_some() {
                    " in the turn it formed square"
                } else {
                    ""
                }
            )
        };
        let assumed = assumed_rate(allowance_rule);
        say(rule, format!("{} moved {how}{assumed}", unit.name));
    }
    (
        MoveReport {
            distance_mm,
            straight_ahead: stretches.iter().all(|p| p.straight_ahead),
            allowance_mm,
            road_bonus_mm: road_bonus,
            halved_by: halved_by.map(str::to_owned),
            assumption: rate.and_then(|r| r.assumption.clone()),
            spent_mm: (spent_mm > 0.0).then_some(spent_mm),
            formations: moved.len().max(1) as u32,
        },
        findings,
    )
}

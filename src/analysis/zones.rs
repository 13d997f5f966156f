//! Zones measured from a unit's edges: the minimum range fire zone, rear support and
//! enfilade.

use glam::Vec2;

use super::frame::Frame;
use super::terrain::Ground;
use super::{Finding, Scope};
use crate::formation::{BaseRole, FormationClass, TroopKind};
use crate::geom::{Bounds, OrientedRect, describe_length, penetration};
use crate::rules::Ruleset;
use crate::table::PlacedUnit;

/// The fire zone of `unit`, if it has one: a band as deep as its troop type's zone in front
/// of a formed unit, or all round a square.
pub(super) fn fire_zone(unit: &PlacedUnit, ruleset: &Ruleset) -> Vec<OrientedRect> {
    let readouts = &unit.shaped.readouts;
    let shoots = can_fire(unit);
    let Some(depth) = ruleset.troops[unit.troop]
        .fire_zone_mm
        .as_ref()
        .map(|c| c.value)
    else {
        return Vec::new();
    };
    if !shoots {
        return Vec::new();
    }
    let f = Frame::of(unit);
    let b = f.body;
    let front = f.region((b.min.x, b.max.x), (b.min.y - depth, b.min.y));
    if readouts.class != FormationClass::Square {
        return vec![front];
    }
    vec![
        front,
        f.region((b.min.x, b.max.x), (b.max.y, b.max.y + depth)),
        f.region((b.min.x - depth, b.min.x), (b.min.y, b.max.y)),
        f.region((b.max.x, b.max.x + depth), (b.min.y, b.max.y)),
    ]
}

/// Whether `unit` can fire: guns only unlimbered, other troops only formed, so not
/// in open order or routed.
fn can_fire(unit: &PlacedUnit) -> bool {
    match unit.kind {
        TroopKind::Artillery => unit.shaped.readouts.class == FormationClass::Unlimbered,
        _ => unit.shaped.readouts.formed,
    }
}

/// enemy skirmishers inside `shooter`'s fire zone, but for those with terrain that
/// blocks the zone between them and the nearest point of the shooter's body.
pub(super) fn skirmishers_in_zone(
    shooter: &PlacedUnit,
    zone: &[OrientedRect],
    other: &PlacedUnit,
    ground: &Ground,
    ruleset: &Ruleset,
) -> Option<Finding> {
    if zone.is_empty() || other.side == shooter.side {
        return None;
    }
    let reach = zone.iter().fold(Bounds::EMPTY, |b, z| b.union(z.bounds()));
    if !reach.intersects(&other.bounds) {
        return None;
    }
    let tolerance = ruleset.contact.tolerance_mm.value;
    let body = Frame::of(shooter);
    let nearest = |p: Vec2| {
        let local = body.to_local(p).clamp(body.body.min, body.body.max);
        body.to_table(local)
    };
    let inside = other
        .rects
        .iter()
        .zip(&other.shaped.footprint.bases)
        .filter(|(_, base)| base.role == BaseRole::Skirmisher)
        .filter(|(rect, _)| zone.iter().any(|z| penetration(rect, z) > tolerance))
        .filter(|(rect, _)| !ground.covers(rect.center, nearest(rect.center), shooter))
        .count();
    let depth = ruleset.troops[shooter.troop].fire_zone_mm.as_ref()?;
    (inside > 0).then(|| Finding {
        scope: Scope::Pair,
        rule: "A-9.43".to_owned(),
        units: vec![other.id, shooter.id],
        message: format!(
            "{inside} skirmisher{} of {} {} inside the {} minimum range fire zone of {}.",
            if inside == 1 { "" } else { "s" },
            other.name,
            if inside == 1 { "is" } else { "are" },
            describe_length(depth.value),
            shooter.name
        ),
    })
}

/// The rules whose findings make the line they are about a massed target.
pub(super) const RAISES_TARGET: [&str; 2] = ["A-9.24", "A-8.34"];

/// Whether `unit` is a line whose target class the support and enfilade rules can raise.
pub(super) fn is_line(unit: &PlacedUnit) -> bool {
    unit.shaped.readouts.class == FormationClass::Line && unit.kind != TroopKind::Artillery
}

fn line_rule(line: &PlacedUnit) -> &'static str {
    if line.kind == TroopKind::Cavalry {
        "A-8.34"
    } else {
        "A-9.24"
    }
}

/// another unit within the rear support distance behind the line's rear
/// edge: a friend, or for the kinds the ruleset names, any unit.
pub(super) fn rear_support(
    line: &PlacedUnit,
    other: &PlacedUnit,
    ruleset: &Ruleset,
) -> Option<Finding> {
    let support = ruleset.support.as_ref()?;
    let tolerance = ruleset.contact.tolerance_mm.value;
    let either_side = support
        .rear_from_either_side
        .as_ref()
        .is_some_and(|kinds| kinds.value.contains(&line.kind));
    if !is_line(line)
        || (other.side != line.side && !either_side)
        || !line
            .bounds
            .expanded(support.rear_mm.value + tolerance)
            .intersects(&other.bounds)
    {
        return None;
    }
    // Behind the rear edge, and as far as the distance and the tolerance reach: a unit beside
    // the line's end that only touches the band's side stands off the flank, not behind.
    let f = Frame::of(line);
    let b = f.body;
    let band = f.region(
        (b.min.x + tolerance, b.max.x - tolerance),
        (b.max.y, b.max.y + support.rear_mm.value + tolerance),
    );
    let behind = other.rects.iter().any(|r| penetration(r, &band) > 0.0);
    behind.then(|| Finding {
        scope: Scope::Pair,
        rule: line_rule(line).to_owned(),
        units: vec![line.id, other.id],
        message: format!(
            "{} is a massed target: {} stands within {} of its rear edge.",
            line.name,
            other.name,
            describe_length(support.rear_mm.value)
        ),
    })
}

/// the line of fire of an enemy that can fire beside the line's end,
/// within reach, facing along it. Beside means any part of the enemy stands level with the
/// line (within its depth) and wholly past its end: a unit whose front touches the end is in
/// contact with the flank, not firing along the line. The fire runs from the enemy's
/// front-centre to the nearest point of the line's end, as a strip as wide as the contact
/// tolerance on either side; the line is enfiladed when no other unit stands in it
/// ([`fire_blocked`]).
pub(super) fn enfilade_fire(
    line: &PlacedUnit,
    enemy: &PlacedUnit,
    ruleset: &Ruleset,
) -> Option<OrientedRect> {
    let reach = ruleset.support.as_ref()?.enfilade_reach_mm.as_ref()?.value;
    if !is_line(line) || enemy.side == line.side || !can_fire(enemy) {
        return None;
    }
    if !line.bounds.expanded(reach).intersects(&enemy.bounds) {
        return None;
    }
    let f = Frame::of(line);
    let b = f.body;
    let tolerance = ruleset.contact.tolerance_mm.value;
    let extent = Bounds::around(
        enemy
            .rects
            .iter()
            .flat_map(|r| r.corners())
            .map(|corner| f.to_local(corner)),
    );
    let level = extent.min.y <= b.max.y + tolerance && extent.max.y >= b.min.y - tolerance;
    let gap = if extent.min.x > b.max.x {
        extent.min.x - b.max.x
    } else {
        b.min.x - extent.max.x
    };
    let towards = (f.to_table((b.min + b.max) / 2.0) - enemy.pose.position()).normalize_or_zero();
    let facing = enemy.pose.forward().dot(towards) >= std::f32::consts::FRAC_1_SQRT_2;
    if !(level && gap > tolerance && gap <= reach && facing) {
        return None;
    }
    let from = enemy.pose.position();
    let at = f.to_local(from);
    let to = f.to_table(Vec2::new(
        at.x.clamp(b.min.x, b.max.x),
        at.y.clamp(b.min.y, b.max.y),
    ));
    let run = to - from;
    Some(OrientedRect::new(
        (from + to) / 2.0,
        2.0 * tolerance,
        run.length(),
        run.x.atan2(-run.y).to_degrees(),
    ))
}

/// Whether a unit of `units` other than `line` and `enemy` stands in the line of `fire`.
pub(super) fn fire_blocked(
    fire: &OrientedRect,
    (line, enemy): (&PlacedUnit, &PlacedUnit),
    units: &[PlacedUnit],
) -> bool {
    let reach_of_fire = fire.bounds();
    units
        .iter()
        .filter(|u| u.id != line.id && u.id != enemy.id && u.bounds.intersects(&reach_of_fire))
        .any(|u| u.rects.iter().any(|r| penetration(r, fire) > 0.0))
}

/// `line` is enfiladed by `enemy`.
pub(super) fn enfilade_finding(line: &PlacedUnit, enemy: &PlacedUnit) -> Finding {
    Finding {
        scope: Scope::Pair,
        rule: "A-9.24".to_owned(),
        units: vec![line.id, enemy.id],
        message: format!(
            "{} is a massed target: {} faces it from beyond its end and can enfilade it.",
            line.name, enemy.name
        ),
    }
}

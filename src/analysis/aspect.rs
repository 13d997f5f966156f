//! Front, flank or rear: where a contact falls on the defender (D-flank, D-rear, A-9.55).

use glam::Vec2;

use super::frame::Frame;
use super::{Aspect, AspectBasis};
use crate::formation::FormationClass;
use crate::geom::{Bounds, OrientedRect, penetration};
use crate::rules::{AspectMethod, Ruleset, Template};
use crate::table::PlacedUnit;

/// How far in front of a defender its "directly in front" corridor reaches, mm: further than
/// any table.
const CORRIDOR_MM: f32 = 1.0e5;

/// The aspect of the contact on `defender` made by `attacker`.
pub(super) fn aspect(
    defender: &PlacedUnit,
    attacker: &PlacedUnit,
    ruleset: &Ruleset,
) -> (Aspect, AspectBasis) {
    let all_round = ruleset.squares.all_round.as_ref().is_some_and(|c| c.value);
    if all_round && defender.shaped.readouts.class == FormationClass::Square {
        return (Aspect::Front, AspectBasis::AllRound);
    }
    let tolerance = ruleset.contact.tolerance_mm.value;
    let d = contact_frame(defender, ruleset);
    match (ruleset.contact.aspect.value, attacker.move_start) {
        (AspectMethod::MoveStart, Some(start)) => {
            let a = contact_frame(attacker, ruleset);
            let share = ruleset
                .contact
                .rear_edge_share
                .as_ref()
                .map_or(0.5, |c| c.value);
            (
                by_move_start(&d, &a, attacker, &start, share, tolerance),
                AspectBasis::MoveStart,
            )
        }
        (AspectMethod::MoveStart, None) => (
            by_edge(&d, defender, attacker, tolerance),
            AspectBasis::NoRecordedStart,
        ),
        (AspectMethod::EdgeTouched, _) => (
            by_edge(&d, defender, attacker, tolerance),
            AspectBasis::EdgeTouched,
        ),
    }
}

/// The frame a unit's contacts are judged in: its own, turned about for limbered guns that
/// the ruleset draws facing away from the enemy (C-organisation), whose fronts point the
/// other way.
fn contact_frame(unit: &PlacedUnit, ruleset: &Ruleset) -> Frame {
    let frame = Frame::of(unit);
    let template = &ruleset.troops[unit.troop].formations[unit.formation].template;
    match template {
        Template::Limbered { faces_away } if faces_away.value => frame.turned_about(),
        _ => frame,
    }
}

/// D-rear, then D-flank, by where the attacker's move began; otherwise front.
fn by_move_start(
    d: &Frame,
    a: &Frame,
    attacker: &PlacedUnit,
    start: &crate::geom::Pose,
    rear_share: f32,
    tolerance: f32,
) -> Aspect {
    let at_start: Vec<OrientedRect> = attacker.shaped.footprint.placed(start).collect();
    let corners: Vec<Vec2> = at_start
        .iter()
        .flat_map(|r| r.corners())
        .map(|p| d.to_local(p))
        .collect();
    let front = a.front_edge();

    // D-rear: it began wholly behind the line of the defender's rear edge, and at least half
    // of its front edge lies against that rear edge.
    let wholly_behind = corners.iter().all(|p| p.y >= d.body.max.y - tolerance);
    let against_rear = front.shared_length(&d.rear_edge(), tolerance);
    if wholly_behind && against_rear >= rear_share * front.length() - tolerance {
        return Aspect::Rear;
    }

    // D-flank: no part of it began directly in front of the defender, and its front edge
    // touches one of the defender's rear corners.
    let corridor = d.region(
        (d.body.min.x, d.body.max.x),
        (d.body.min.y - CORRIDOR_MM, d.body.min.y),
    );
    let began_in_front = at_start
        .iter()
        .any(|r| penetration(r, &corridor) > tolerance);
    let rear = d.rear_edge();
    let on_rear_corner = [rear.a, rear.b]
        .iter()
        .any(|c| front.distance_to(*c) <= tolerance);
    if !began_in_front && on_rear_corner {
        return Aspect::Flank;
    }
    Aspect::Front
}

/// By the defender's face nearest the middle of the contact: the centroid of the corners, of
/// either unit's bases, that touch a base of the other. A touch within the tolerance of two
/// faces counts as front before flank, and flank before rear, since D-flank calls a touch on a
/// rear corner a flank contact.
fn by_edge(d: &Frame, defender: &PlacedUnit, attacker: &PlacedUnit, tolerance: f32) -> Aspect {
    let mut sum = Vec2::ZERO;
    let mut count = 0.0;
    for dr in &defender.rects {
        for ar in &attacker.rects {
            let touching = dr
                .corners()
                .into_iter()
                .filter(|&c| ar.contains(c, tolerance));
            let touched = ar
                .corners()
                .into_iter()
                .filter(|&c| dr.contains(c, tolerance));
            for corner in touching.chain(touched) {
                sum += corner;
                count += 1.0;
            }
        }
    }
    if count == 0.0 {
        return Aspect::Front;
    }
    let middle = sum / count;
    if defender.shaped.bent() {
        return by_edge_of_bent_column(defender, middle, tolerance);
    }
    let p = d.to_local(middle);
    nearest_face(p, d.body, tolerance)
}

/// The face of `body`, a box in the unit's frame, nearest `p`, a point in that frame: front
/// before flank, and flank before rear, within the tolerance.
fn nearest_face(p: Vec2, body: Bounds, tolerance: f32) -> Aspect {
    let to_front = (p.y - body.min.y).abs();
    let to_rear = (p.y - body.max.y).abs();
    let to_side = (p.x - body.min.x).abs().min((p.x - body.max.x).abs());
    if to_front <= to_rear.min(to_side) + tolerance {
        Aspect::Front
    } else if to_side <= to_rear + tolerance {
        Aspect::Flank
    } else {
        Aspect::Rear
    }
}

/// A column whose tail is bent (C-flex) is judged by the base nearest the middle of the
/// contact: its front is its leading rank's front, its rear the last rank's rear, and every
/// other face of its bases, along the bends, a flank.
fn by_edge_of_bent_column(defender: &PlacedUnit, middle: Vec2, tolerance: f32) -> Aspect {
    let readouts = &defender.shaped.readouts;
    let files = readouts.files.max(1) as usize;
    let last_rank = readouts.ranks.saturating_sub(1) as usize;
    let bodies = defender
        .rects
        .iter()
        .zip(&defender.shaped.footprint.bases)
        .filter(|(_, base)| base.role.in_body())
        .enumerate();
    let nearest = bodies.min_by(|(_, (a, _)), (_, (b, _))| {
        let distance = |r: &OrientedRect| r.center.distance_squared(middle);
        distance(a).total_cmp(&distance(b))
    });
    let Some((index, (rect, _))) = nearest else {
        return Aspect::Front;
    };
    let own = Bounds {
        min: -rect.half_size,
        max: rect.half_size,
    };
    let rank = index / files;
    match nearest_face(rect.to_local(middle), own, tolerance) {
        Aspect::Front if rank == 0 => Aspect::Front,
        Aspect::Rear if rank == last_rank => Aspect::Rear,
        _ => Aspect::Flank,
    }
}

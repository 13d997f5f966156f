//! Snapping a dragged unit against the units near it: into edge contact, face to face and
//! square to it, with ends or centres lined up ("match enemy"); or its front to a friend's
//! rear at the rear-support distance. A unit dropped onto another, however deep, is
//! pushed back out into contact with it. Each unit is taken as the box around its formed
//! body.

use glam::Vec2;

use super::Table;
use crate::geom::{Bounds, OrientedRect, Pose, penetration};

/// How far a face may be turned from square to another's and still snap to it, degrees.
pub const SNAP_DEGREES: f32 = 20.0;

/// Which of a unit's faces a face is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Front,
    Flank,
    Rear,
}

/// One face of a unit's body box on the table.
#[derive(Clone, Copy, Debug)]
struct Face {
    middle: Vec2,
    /// Outward, a unit vector.
    normal: Vec2,
    /// Half its length.
    half: f32,
    side: Side,
}

/// The four faces of a body box `(min, max)` in the unit's frame, placed by `pose`: front,
/// right, rear, left.
fn faces(pose: &Pose, min: Vec2, max: Vec2) -> [Face; 4] {
    let rotation = pose.rotation();
    let mid = min.midpoint(max);
    let half = (max - min) * 0.5;
    let face = |middle: Vec2, normal: Vec2, half: f32, side| Face {
        middle: pose.to_table(middle),
        normal: rotation.rotate(normal),
        half,
        side,
    };
    [
        face(Vec2::new(mid.x, min.y), Vec2::NEG_Y, half.x, Side::Front),
        face(Vec2::new(max.x, mid.y), Vec2::X, half.y, Side::Flank),
        face(Vec2::new(mid.x, max.y), Vec2::Y, half.x, Side::Rear),
        face(Vec2::new(min.x, mid.y), Vec2::NEG_X, half.y, Side::Flank),
    ]
}

/// The box `body` of a unit's frame, standing at `pose` on the table.
fn body_on_table(pose: &Pose, body: Bounds) -> OrientedRect {
    let size = body.size();
    OrientedRect::new(
        pose.to_table(body.min.midpoint(body.max)),
        size.x,
        size.y,
        pose.heading,
    )
}

/// A pose turned by `radians` about the table point `about`.
fn turned_about(pose: &Pose, about: Vec2, radians: f32) -> Pose {
    let at = about + Vec2::from_angle(radians).rotate(pose.position() - about);
    Pose::new(
        at.x,
        at.y,
        (pose.heading + radians.to_degrees()).rem_euclid(360.0),
    )
}

/// Where unit `id`, dragged to `pose`, snaps: the pose nearest `pose` that puts one of its
/// faces against a face of another unit within `reach_mm`, or of a unit it overlaps however
/// far past that face it reaches, or its front `rear_support_mm` behind a friend's rear.
/// `None` when nothing is near enough.
pub fn snapped(
    table: &Table,
    id: u32,
    pose: Pose,
    reach_mm: f32,
    rear_support_mm: Option<f32>,
) -> Option<Pose> {
    let moving = table.unit(id)?;
    let body = moving.shaped.body;
    let moving_faces = faces(&pose, body.min, body.max);
    let near = moving
        .shaped
        .footprint
        .bounds_on_table(&pose)
        .expanded(reach_mm + rear_support_mm.unwrap_or(0.0));
    let mut best: Option<(f32, Pose)> = None;
    for other in table
        .units
        .iter()
        .filter(|u| u.id != id && u.bounds.intersects(&near))
    {
        let other_body = other.shaped.body;
        let overlapping = penetration(
            &body_on_table(&pose, body),
            &body_on_table(&other.pose, other_body),
        ) > 0.0;
        for target in faces(&other.pose, other_body.min, other_body.max) {
            for face in moving_faces {
                // Into contact; and a front behind a friend's rear, at the support distance.
                let support = rear_support_mm.filter(|_| {
                    face.side == Side::Front
                        && target.side == Side::Rear
                        && moving.side == other.side
                });
                for gap in std::iter::once(0.0).chain(support) {
                    if let Some(candidate) =
                        snap_face(&pose, face, target, gap, reach_mm, overlapping)
                        && best.is_none_or(|(cost, _)| candidate.0 < cost)
                    {
                        best = Some(candidate);
                    }
                }
            }
        }
    }
    best.map(|(_, pose)| pose)
}

/// The pose that puts `face` of a unit at `pose` square against `target`, `gap` mm from it,
/// with ends or centres lined up when they are within `reach_mm`; and how far that is from
/// `pose`. `None` when the faces are too far apart (`face` more than `reach_mm` in front of
/// `target`, or behind it unless the units are `overlapping`), too far from square, or do not
/// overlap.
fn snap_face(
    pose: &Pose,
    face: Face,
    target: Face,
    gap: f32,
    reach_mm: f32,
    overlapping: bool,
) -> Option<(f32, Pose)> {
    // By atan2, which keeps small angles exact where an arc cosine rounds them to nothing.
    let facing = -target.normal;
    let turn = face.normal.perp_dot(facing).atan2(face.normal.dot(facing));
    if turn.abs() > SNAP_DEGREES.to_radians() {
        return None;
    }
    let offset = face.middle - target.middle;
    let off_square = offset.dot(target.normal) - gap;
    let along = target.normal.perp();
    let slide = offset.dot(along);
    let too_far = off_square > reach_mm || (off_square < -reach_mm && !overlapping);
    if too_far || slide.abs() >= face.half + target.half {
        return None;
    }
    let ends = target.half - face.half;
    let line_up = [0.0, ends, -ends]
        .into_iter()
        .map(|to| to - slide)
        .filter(|shift| shift.abs() <= reach_mm)
        .min_by(|a, b| a.abs().total_cmp(&b.abs()))
        .unwrap_or(0.0);
    let square = turned_about(pose, face.middle, turn);
    let shift = along * line_up - target.normal * off_square;
    let snapped = Pose::new(square.x + shift.x, square.y + shift.y, square.heading);
    let cost = off_square.abs() + line_up.abs() + turn.abs() * face.half;
    Some((cost, snapped))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Layout;
    use crate::rules::{Library, Ruleset};
    use crate::table::resolve;

    /// The flank charge: a line (1) and cavalry (2) at its right flank, on the PIP rules.
    fn flank_charge() -> (Layout, Ruleset) {
        let layout = Layout::from_json(include_str!("../../docs/examples/flank-charge.json"))
            .expect("valid");
        let library = Library::builtin().expect("built-ins");
        let ruleset = library
            .find(&layout.ruleset)
            .expect("built in")
            .ruleset
            .clone();
        (layout, (*ruleset).clone())
    }

    fn moved(layout: &Layout, ruleset: &Ruleset, id: u32, pose: Pose) -> Table {
        let mut layout = layout.clone();
        layout.move_unit(id, pose);
        resolve(&layout, ruleset)
    }

    fn close(a: f32, b: f32) -> bool {
        (a - b).abs() < 1e-3
    }

    #[test]
    fn a_unit_dragged_near_anothers_face_turns_square_and_touches_it() {
        let (mut layout, ruleset) = flank_charge();
        // Facing the line's right flank (x = 31.75, y 0 to 20), centred on it.
        let contact = Pose::new(31.75, 10.0, 270.0);
        layout.move_unit(2, contact);
        let table = resolve(&layout, &ruleset);
        for (back, slide, turn) in [(5.0, 0.0, 7.0), (3.0, 4.0, -12.0), (-1.0, -2.0, 4.0)] {
            let loose = Pose::new(31.75 + back, 10.0 + slide, 270.0 + turn);
            let snapped = snapped(&table, 2, loose, 10.0, None).expect("snaps");
            assert!(close(snapped.heading, 270.0), "{snapped:?}");
            // Square to the flank, touching it, centres lined up.
            assert!(
                close(snapped.x, 31.75) && close(snapped.y, 10.0),
                "{snapped:?}"
            );
            assert!(moved(&layout, &ruleset, 2, snapped).gap(1, 2).is_none());
        }
    }

    #[test]
    fn a_friend_snaps_behind_at_the_support_distance() {
        let (mut layout, ruleset) = flank_charge();
        let line = layout.unit(1).expect("line").pose;
        let side = layout.unit(1).expect("line").side;
        layout.unit_mut(2).expect("cavalry").side = side;
        let table = resolve(&layout, &ruleset);
        let depth = table.unit(1).expect("line").shaped.readouts.depth_mm;
        let support = 60.0;
        // The cavalry turned to face as the line does, its front 63 mm behind the line's rear.
        let behind = line.position() - line.forward() * (depth + support + 3.0);
        let loose = Pose::new(behind.x + 2.0, behind.y, line.heading + 5.0);
        let snapped = snapped(&table, 2, loose, 10.0, Some(support)).expect("snaps");
        assert!(close(snapped.heading, line.heading), "{snapped:?}");
        let front = snapped.position();
        let gap = (line.position() - front).dot(line.forward()) - depth;
        assert!(close(gap, support), "{gap} mm behind");
        // Centres lined up: the 2 mm slide is taken out.
        let across = (front - line.position()).dot(line.forward().perp());
        assert!(close(across, 0.0), "{across} mm to the side");
    }

    #[test]
    fn a_unit_dropped_deep_onto_another_is_pushed_out_into_contact() {
        let (mut layout, ruleset) = flank_charge();
        let contact = Pose::new(31.75, 10.0, 270.0);
        layout.move_unit(2, contact);
        let table = resolve(&layout, &ruleset);
        // The cavalry dropped 25 mm into the line's right flank, well past the 10 mm reach.
        for (into, slide, turn) in [(25.0, 0.0, 0.0), (18.0, 3.0, 8.0)] {
            let deep = Pose::new(31.75 - into, 10.0 + slide, 270.0 + turn);
            let snapped = snapped(&table, 2, deep, 10.0, None).expect("pushed out");
            assert!(close(snapped.heading, 270.0), "{snapped:?}");
            assert!(close(snapped.x, 31.75), "{snapped:?}");
            assert!(moved(&layout, &ruleset, 2, snapped).gap(1, 2).is_none());
        }
    }

    #[test]
    fn nothing_snaps_when_far_or_turned_too_far() {
        let (layout, ruleset) = flank_charge();
        let table = resolve(&layout, &ruleset);
        let cavalry = table.unit(2).expect("cavalry").pose;
        let far = cavalry.position() - cavalry.forward() * 40.0;
        let far = Pose::new(far.x, far.y, cavalry.heading);
        assert_eq!(snapped(&table, 2, far, 10.0, None), None);
        let askew = Pose::new(cavalry.x, cavalry.y, cavalry.heading + SNAP_DEGREES + 5.0);
        assert_eq!(snapped(&table, 2, askew, 10.0, None), None);
    }
}

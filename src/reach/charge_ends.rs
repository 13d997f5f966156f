//! Where a charge may end: every pose in contact with the target that the rules accept as a
//! charge's end (D-contact: edge to edge, or edge to corner).
//!
//! - Flush: the charger's front along one side of the target's body, facing square into it,
//!   sharing some of the side: wholly on it, covering it, or partly past one end.
//! - Edge to corner: keeping the heading of a straight advance, or of a wheel on a front
//!   corner, advanced until it first touches the target, its front edge on one of the
//!   target's corners (D-flank's contact) or a front corner of its own on one of the target's
//!   edges ([`slide_ends`], [`wheel_end`]).

use glam::Vec2;

use super::Side;
use super::region::ARC_EDGE_DEGREES;
use crate::formation::Footprint;
use crate::geom::{OrientedRect, Pose, clearance, nearest_points, slide_until_touch};
use crate::table::PlacedUnit;

/// One side of the target's body, from its first end to its second, and the heading of a
/// charger set square against it.
pub(super) struct SideLine {
    from: Vec2,
    to: Vec2,
    heading: f32,
}

impl SideLine {
    pub(super) fn of(target: &PlacedUnit, side: Side) -> Self {
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

    pub(super) fn length(&self) -> f32 {
        self.from.distance(self.to)
    }

    /// How far along the side, from its first end, the point `at` lies square to it.
    pub(super) fn along(&self, at: Vec2) -> f32 {
        (at - self.from).dot((self.to - self.from).normalize_or_zero())
    }

    /// The charger's pose with its front's middle `along` mm from the side's first end.
    pub(super) fn pose(&self, charger: &PlacedUnit, along: f32) -> Pose {
        let b = charger.shaped.body;
        let front_middle = Vec2::new((b.min.x + b.max.x) / 2.0, b.min.y);
        let at = self.from + (self.to - self.from).normalize_or_zero() * along;
        let facing = Pose::new(0.0, 0.0, self.heading);
        let origin = at - facing.to_table(front_middle);
        Pose::new(origin.x, origin.y, self.heading)
    }
}

/// The side of `target` a charger ending at `end` comes at: the side of the target's body the
/// middle of the charger's lies beyond, each axis measured in the body's own half size, so
/// that a charger square against a side, or on one of its corners from beside it, comes at
/// that side.
pub(super) fn side_facing(target: &PlacedUnit, charger: &PlacedUnit, end: Pose) -> Side {
    let b = target.shaped.body;
    let c = charger.shaped.body;
    let middle = end.to_table((c.min + c.max) / 2.0);
    let off = target.pose.to_local(middle) - (b.min + b.max) / 2.0;
    let half = (b.size() / 2.0).max(Vec2::splat(f32::EPSILON));
    let (across, along) = (off.x / half.x, off.y / half.y);
    match (across.abs() > along.abs(), across > 0.0, along > 0.0) {
        (true, true, _) => Side::Right,
        (true, false, _) => Side::Left,
        (false, _, true) => Side::Rear,
        (false, _, false) => Side::Front,
    }
}

/// The ends of straight charges from `start`, advanced until the charger first touches the
/// target (D-contact): straight ahead first; then along the line of nearest approach, the
/// shortest slide into contact; along each edge of the straight-ahead arc of `arc` degrees
/// either side, where the shortest slide within the arc lies when that line leaves it; and
/// aimed at each of the target's corners.
pub(super) fn slide_ends(
    charger: &PlacedUnit,
    start: Pose,
    target: &PlacedUnit,
    arc: Option<f32>,
) -> Vec<Pose> {
    let ours = body_bases(&charger.shaped.footprint, &start);
    let theirs = body_bases(&target.shaped.footprint, &target.pose);
    let nearest = ours
        .iter()
        .flat_map(|a| theirs.iter().filter_map(move |b| nearest_points(a, b)))
        .min_by(|(a, b), (c, d)| a.distance(*b).total_cmp(&c.distance(*d)))
        .map(|(on_ours, on_theirs)| (on_theirs - on_ours).normalize_or_zero());
    let arc_edges = arc.into_iter().flat_map(|arc| {
        let inside = arc - ARC_EDGE_DEGREES;
        [inside, -inside].map(|d| Vec2::from_angle(d.to_radians()).rotate(start.forward()))
    });
    let body = charger.shaped.body;
    let front_middle = start.to_table(Vec2::new((body.min.x + body.max.x) / 2.0, body.min.y));
    let aimed = corners_of(target).map(|corner| (corner - front_middle).normalize_or_zero());
    std::iter::once(start.forward())
        .chain(nearest)
        .chain(arc_edges)
        .chain(aimed)
        .filter(|d| *d != Vec2::ZERO)
        .filter_map(|d| advance(&theirs, charger, start, d))
        .collect()
}

/// The gap between the charger standing at `start` and the target, mm: no charge's path,
/// which measures the farthest any of its corners goes, is shorter.
pub(super) fn gap(charger: &PlacedUnit, start: Pose, target: &PlacedUnit) -> f32 {
    let ours = body_bases(&charger.shaped.footprint, &start);
    let theirs = body_bases(&target.shaped.footprint, &target.pose);
    ours.iter()
        .flat_map(|a| theirs.iter().map(move |b| clearance(a, b)))
        .fold(f32::INFINITY, f32::min)
}

/// The end of a charge from `start` that wheels `degrees` on a front corner (clockwise, a
/// positive turn, on the right one, swinging the left end forward; anticlockwise on the left
/// one), then advances straight until the charger first touches the target.
pub(super) fn wheel_end(
    charger: &PlacedUnit,
    start: Pose,
    target: &PlacedUnit,
    degrees: f32,
) -> Option<Pose> {
    let body = charger.shaped.body;
    let pivot = if degrees > 0.0 {
        Vec2::new(body.max.x, body.min.y)
    } else {
        body.min
    };
    let fixed = start.to_table(pivot);
    let at = fixed + Vec2::from_angle(degrees.to_radians()).rotate(start.position() - fixed);
    let wheeled = Pose::new(at.x, at.y, start.heading + degrees);
    let theirs = body_bases(&target.shaped.footprint, &target.pose);
    advance(&theirs, charger, wheeled, wheeled.forward())
}

/// The charger standing at `from`, slid along `direction` until it first touches the bases
/// `theirs`; `None` when it overlaps them already or that line never meets them.
fn advance(
    theirs: &[OrientedRect],
    charger: &PlacedUnit,
    from: Pose,
    direction: Vec2,
) -> Option<Pose> {
    let ours = body_bases(&charger.shaped.footprint, &from);
    slide_until_touch(&ours, theirs, direction, f32::INFINITY).map(|t| {
        let at = from.position() + direction * t;
        Pose::new(at.x, at.y, from.heading)
    })
}

/// The four corners of `unit`'s body on the table.
fn corners_of(unit: &PlacedUnit) -> [Vec2; 4] {
    let b = unit.shaped.body;
    [
        Vec2::new(b.min.x, b.min.y),
        Vec2::new(b.max.x, b.min.y),
        Vec2::new(b.max.x, b.max.y),
        Vec2::new(b.min.x, b.max.y),
    ]
    .map(|c| unit.pose.to_table(c))
}

/// The bases of a unit's formed body standing at `pose`: what a charge touches.
fn body_bases(footprint: &Footprint, pose: &Pose) -> Vec<OrientedRect> {
    footprint
        .bases
        .iter()
        .filter(|base| base.role.in_body())
        .map(|base| base.rect.placed(pose))
        .collect()
}

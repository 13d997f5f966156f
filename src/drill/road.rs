//! A march column laid along the road under its head: each unit straight, its front-centre
//! and the middle of its rear on the road's centre line, the next unit the gap behind.
//!
//! Written here rather than with the column's own tail fitting (C-flex): that bends one
//! unit's ranks, while a march column is many rigid units, each a chord of the road.

use glam::Vec2;

use crate::geom::Pose;
use crate::layout::Battlefield;
use crate::terrain::TerrainKind;

/// The road or track under `head` on `field`, as its centre line drawn from the head back
/// along the way a column facing `forward` stretches: the head's foot on the line first.
pub(super) fn road_back(
    field: Option<&Battlefield>,
    head: Vec2,
    forward: Vec2,
) -> Option<Vec<Vec2>> {
    let road = field?
        .terrain
        .iter()
        .filter(|piece| matches!(piece.kind, TerrainKind::Road | TerrainKind::Track))
        .find(|piece| piece.holds_point(head, 0.0))?;
    let points = &road.points;
    let (segment, foot) = points
        .windows(2)
        .enumerate()
        .map(|(k, w)| (k, nearest_on(w[0], w[1], head)))
        .min_by(|a, b| {
            a.1.distance_squared(head)
                .total_cmp(&b.1.distance_squared(head))
        })?;
    let along = points[segment + 1] - points[segment];
    let mut path = vec![foot];
    if along.dot(forward) > 0.0 {
        path.extend(points[..=segment].iter().rev());
    } else {
        path.extend(&points[segment + 1..]);
    }
    Some(path)
}

/// The point of segment `a`–`b` nearest `p`.
fn nearest_on(a: Vec2, b: Vec2, p: Vec2) -> Vec2 {
    let ab = b - a;
    let t = if ab.length_squared() > 0.0 {
        ((p - a).dot(ab) / ab.length_squared()).clamp(0.0, 1.0)
    } else {
        0.0
    };
    a + ab * t
}

/// Walks `path` from `from` (on segment `segment`) to the first point `length` away in a
/// straight line, past the path's end straight on along its last leg: that point and its
/// segment, the path's last point's index once past the end.
fn chord(path: &[Vec2], segment: usize, from: Vec2, length: f32) -> (usize, Vec2) {
    let mut start = from;
    for k in segment..path.len().saturating_sub(1) {
        let end = path[k + 1];
        if let Some(t) = reach_on(start, end, from, length) {
            return (k, start + (end - start) * t);
        }
        start = end;
    }
    let last = path.len().saturating_sub(1);
    let lead = if last > 0 {
        (path[last] - path[last - 1]).normalize_or_zero()
    } else {
        Vec2::ZERO
    };
    let lead = if lead == Vec2::ZERO {
        (start - from).normalize_or(Vec2::Y)
    } else {
        lead
    };
    // Past the end: solve |start + lead u - from| = length for u ≥ 0.
    let off = start - from;
    let b = off.dot(lead);
    let c = off.length_squared() - length * length;
    let u = -b + (b * b - c).max(0.0).sqrt();
    (last, start + lead * u.max(0.0))
}

/// The least `t` in 0..=1 at which `a + (b - a) t` lies `length` from `centre`, when the
/// segment starts inside that circle and leaves it.
fn reach_on(a: Vec2, b: Vec2, centre: Vec2, length: f32) -> Option<f32> {
    let d = b - a;
    let f = a - centre;
    let (qa, qb, qc) = (
        d.length_squared(),
        2.0 * f.dot(d),
        f.length_squared() - length * length,
    );
    if qa == 0.0 || qc > 0.0 {
        return None;
    }
    let t = (-qb + (qb * qb - 4.0 * qa * qc).max(0.0).sqrt()) / (2.0 * qa);
    (0.0..=1.0).contains(&t).then_some(t)
}

/// The poses of units of the given depths laid along `path` (from [`road_back`]), each
/// front-centre `gap` behind the rear of the one before, each facing up the road.
pub(super) fn along(path: &[Vec2], depths: &[f32], gap: f32) -> Vec<Pose> {
    let (mut segment, mut front) = (0, path.first().copied().unwrap_or_default());
    let mut poses = Vec::with_capacity(depths.len());
    for (k, &depth) in depths.iter().enumerate() {
        if k > 0 {
            (segment, front) = chord(path, segment, front, gap);
        }
        let (next, rear) = chord(path, segment, front, depth.max(0.01));
        let forward = front - rear;
        let heading = forward.x.atan2(-forward.y).to_degrees().rem_euclid(360.0);
        poses.push(Pose::new(front.x, front.y, heading));
        (segment, front) = (next, rear);
    }
    poses
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_straight_road_lays_the_units_one_behind_another() {
        let path = [Vec2::ZERO, Vec2::new(0.0, 500.0)];
        let poses = along(&path, &[40.0, 60.0], 10.0);
        assert_eq!(poses[0], Pose::new(0.0, 0.0, 0.0));
        assert!((poses[1].y - 50.0).abs() < 1e-3 && poses[1].x.abs() < 1e-3);
        assert!(poses[1].heading.abs() < 1e-3);
    }

    #[test]
    fn a_bend_turns_the_units_behind_it() {
        let path = [Vec2::ZERO, Vec2::new(0.0, 100.0), Vec2::new(100.0, 100.0)];
        let poses = along(&path, &[40.0, 40.0, 40.0], 10.0);
        let last = poses[2];
        // The third unit stands on the leg running right, facing back along it (west).
        assert!((last.y - 100.0).abs() < 1e-2, "{last:?}");
        assert!((last.heading - 270.0).abs() < 1e-2, "{last:?}");
    }

    #[test]
    fn past_the_road_s_end_the_column_runs_straight_on() {
        let path = [Vec2::ZERO, Vec2::new(0.0, 30.0)];
        let poses = along(&path, &[40.0, 40.0], 10.0);
        assert!((poses[1].y - 50.0).abs() < 1e-3);
    }
}

//! Straight segments: the edges of bases.

use glam::Vec2;

/// The straight segment from `a` to `b`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Segment {
    /// Start.
    pub a: Vec2,
    /// End.
    pub b: Vec2,
}

impl Segment {
    /// The segment from `a` to `b`.
    pub fn new(a: Vec2, b: Vec2) -> Self {
        Self { a, b }
    }

    /// Its length.
    pub fn length(&self) -> f32 {
        self.a.distance(self.b)
    }

    /// The unit vector from `a` to `b` (zero for a point).
    pub fn direction(&self) -> Vec2 {
        (self.b - self.a).normalize_or_zero()
    }

    /// The point of the segment nearest `p`.
    pub fn nearest(&self, p: Vec2) -> Vec2 {
        let ab = self.b - self.a;
        let length_squared = ab.length_squared();
        if length_squared == 0.0 {
            return self.a;
        }
        self.a + ab * ((p - self.a).dot(ab) / length_squared).clamp(0.0, 1.0)
    }

    /// The distance from `p` to the segment.
    pub fn distance_to(&self, p: Vec2) -> f32 {
        p.distance(self.nearest(p))
    }

    /// How long a stretch of `other` lies along this segment, within `tolerance` of it: the
    /// shared length of two edges laid against each other. Zero unless the two are parallel
    /// (or opposite) to within about a degree; an edge laid at a slight angle shares the part
    /// of it that stays within the tolerance, as a tape measure would find it.
    pub fn shared_length(&self, other: &Segment, tolerance: f32) -> f32 {
        self.shared_stretch(other, tolerance)
            .map_or(0.0, |stretch| stretch.length())
    }

    /// The stretch of this segment that `other` lies along, within `tolerance` of it, as
    /// [`Segment::shared_length`] measures it; `None` where they share nothing.
    pub fn shared_stretch(&self, other: &Segment, tolerance: f32) -> Option<Segment> {
        let direction = self.direction();
        if direction.perp_dot(other.direction()).abs() > PARALLEL_SINE {
            return None;
        }
        let normal = direction.perp();
        let offset = |p: Vec2| (p - self.a).dot(normal);
        let (from, to) = within_band(offset(other.a), offset(other.b), tolerance)?;
        let at = |t: f32| other.a + (other.b - other.a) * t;
        let along = |p: Vec2| (p - self.a).dot(direction);
        let (o1, o2) = (along(at(from)), along(at(to)));
        let (lo, hi) = (o1.min(o2).max(0.0), o1.max(o2).min(self.length()));
        (hi > lo).then(|| Segment::new(self.a + direction * lo, self.a + direction * hi))
    }
}

/// The stretch `from..to` (fractions of its length, 0 to 1) of a segment whose ends stand
/// `d1` and `d2` from a line, that stays within `tolerance` of the line.
fn within_band(d1: f32, d2: f32, tolerance: f32) -> Option<(f32, f32)> {
    let change = d2 - d1;
    if change.abs() <= f32::EPSILON {
        return (d1.abs() <= tolerance).then_some((0.0, 1.0));
    }
    let (t1, t2) = ((-tolerance - d1) / change, (tolerance - d1) / change);
    let (from, to) = (t1.min(t2).max(0.0), t1.max(t2).min(1.0));
    (from <= to).then_some((from, to))
}

/// The sine of the largest angle at which two edges still count as parallel: about one
/// degree, looser than a player can set a base by eye, tighter than any deliberate angle.
pub const PARALLEL_SINE: f32 = 0.0175;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_laid_against_each_other_share_their_overlap() {
        let a = Segment::new(Vec2::new(0.0, 0.0), Vec2::new(40.0, 0.0));
        let b = Segment::new(Vec2::new(50.0, 0.2), Vec2::new(20.0, 0.2));
        assert!((a.shared_length(&b, 0.5) - 20.0).abs() < 1e-4);
        assert_eq!(a.shared_length(&b, 0.1), 0.0, "too far apart");
        let skew = Segment::new(Vec2::new(20.0, 0.0), Vec2::new(40.0, 5.0));
        assert_eq!(a.shared_length(&skew, 0.5), 0.0, "not parallel");
        assert!((a.distance_to(Vec2::new(50.0, 0.0)) - 10.0).abs() < 1e-5);
    }

    /// A 63.5 mm edge laid half a degree off another, touching at one end: its far end stands
    /// 0.55 mm off, past a 0.5 mm tolerance, but the 57.7 mm nearest the line are shared.
    #[test]
    fn an_edge_at_a_slight_angle_shares_the_stretch_within_the_tolerance() {
        let rear = Segment::new(Vec2::new(0.0, 0.0), Vec2::new(63.5, 0.0));
        let skew = 0.5f32.to_radians();
        let front = Segment::new(
            Vec2::new(63.5, 0.0),
            Vec2::new(63.5 - 63.5 * skew.cos(), 63.5 * skew.sin()),
        );
        let shared = rear.shared_length(&front, 0.5);
        assert!((shared - 0.5 / skew.sin()).abs() < 0.05, "{shared}");
        let lifted = Segment::new(Vec2::new(0.0, 0.6), Vec2::new(63.5, 0.6));
        assert_eq!(rear.shared_length(&lifted, 0.5), 0.0, "parallel but apart");
    }
}

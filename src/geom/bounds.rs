//! Axis-aligned bounding boxes, for fitting the view to what is on the table.

use glam::Vec2;

/// An axis-aligned box on the table. An empty box has `min > max`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    /// Top-left corner.
    pub min: Vec2,
    /// Bottom-right corner.
    pub max: Vec2,
}

impl Bounds {
    /// The box that holds nothing; the identity of [`Bounds::union`].
    pub const EMPTY: Self = Self {
        min: Vec2::INFINITY,
        max: Vec2::NEG_INFINITY,
    };

    /// The smallest box around the given points.
    pub fn around(points: impl IntoIterator<Item = Vec2>) -> Self {
        points.into_iter().fold(Self::EMPTY, |b, p| Self {
            min: b.min.min(p),
            max: b.max.max(p),
        })
    }

    /// Whether the box holds nothing.
    pub fn is_empty(&self) -> bool {
        self.min.x > self.max.x || self.min.y > self.max.y
    }

    /// The smallest box holding both.
    pub fn union(self, other: Self) -> Self {
        Self {
            min: self.min.min(other.min),
            max: self.max.max(other.max),
        }
    }

    /// The box grown by `margin` on every side.
    pub fn expanded(self, margin: f32) -> Self {
        Self {
            min: self.min - Vec2::splat(margin),
            max: self.max + Vec2::splat(margin),
        }
    }

    /// Whether the two boxes share any point.
    pub fn intersects(&self, other: &Self) -> bool {
        self.min.x <= other.max.x
            && other.min.x <= self.max.x
            && self.min.y <= other.max.y
            && other.min.y <= self.max.y
    }

    /// Width and height.
    pub fn size(&self) -> Vec2 {
        self.max - self.min
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn union_with_empty_changes_nothing() {
        let b = Bounds::around([Vec2::new(1.0, 2.0), Vec2::new(-3.0, 5.0)]);
        assert_eq!(b.union(Bounds::EMPTY), b);
        assert!(Bounds::EMPTY.is_empty());
        assert_eq!(b.expanded(1.0).size(), Vec2::new(6.0, 5.0));
    }
}

//! A unit's bases in its own frame, and the measurements read from them.

use glam::Vec2;
use serde::{Deserialize, Serialize};

use super::{Side, Turn};
use crate::geom::{Bounds, OrientedRect, Pose};

/// What a base does in its formation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "role", rename_all = "kebab-case")]
pub enum BaseRole {
    /// In the front rank, facing the unit's front.
    FrontRank,
    /// Behind the front rank.
    RearRank,
    /// On one side of a square, facing out through it (B-square-fire).
    SquareSide {
        /// The side the base stands on and fires out of.
        side: Side,
        /// The outer rank, or the second rank inside (B-square-inner).
        rank: SquareRank,
    },
    /// Out of the parent's ranks as a skirmisher.
    Skirmisher,
    /// The limber a gun needs on the road: not a base of the unit, but road it takes.
    Limber,
    /// One base put in place of the unit (D-square-base).
    Substitute,
}

impl BaseRole {
    /// Whether this is one of the unit's bases, rather than road space such as a limber.
    pub fn is_base(self) -> bool {
        self != BaseRole::Limber
    }

    /// Whether this base belongs to the formed body: a base, and not a skirmisher out in
    /// front.
    pub fn in_body(self) -> bool {
        self.is_base() && self != BaseRole::Skirmisher
    }
}

/// Which rank of a square a base stands in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SquareRank {
    /// The outer box.
    Outer,
    /// The second rank, inside the box.
    Inner,
}

/// One base of a footprint: its rectangle in the unit's frame and its role.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Base {
    /// The base's rectangle; its front edge is on its local `-y` side.
    pub rect: OrientedRect,
    /// Its role in the formation.
    pub role: BaseRole,
}

impl Base {
    /// A base of `width` × `depth` centred at `(x, y)`, facing `degrees` clockwise from the
    /// unit's front.
    pub fn new(x: f32, y: f32, width: f32, depth: f32, degrees: f32, role: BaseRole) -> Self {
        Self {
            rect: OrientedRect::new(Vec2::new(x, y), width, depth, degrees),
            role,
        }
    }
}

/// Every base of a unit in a formation, in the unit's frame (origin at the front-centre).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Footprint {
    /// The bases, in the formation's order: front rank left to right, then the ranks behind.
    pub bases: Vec<Base>,
}

impl Footprint {
    /// The box around every base, in the unit's frame.
    pub fn bounds(&self) -> Bounds {
        self.bases
            .iter()
            .fold(Bounds::EMPTY, |b, base| b.union(base.rect.bounds()))
    }

    /// The box around the formed body, in the unit's frame: every base but limbers and
    /// skirmishers out in front; a unit wholly in open order is all body.
    pub fn body_bounds(&self) -> Bounds {
        let body = self
            .bases
            .iter()
            .filter(|b| b.role.in_body())
            .fold(Bounds::EMPTY, |acc, b| acc.union(b.rect.bounds()));
        if body.is_empty() { self.bounds() } else { body }
    }

    /// Width across the unit's facing, in mm.
    pub fn frontage(&self) -> f32 {
        self.extent().x
    }

    /// Depth along the unit's facing, in mm.
    pub fn depth(&self) -> f32 {
        self.extent().y
    }

    /// How many of the rectangles are the unit's own bases (limbers are not).
    pub fn base_count(&self) -> usize {
        self.bases.iter().filter(|b| b.role.is_base()).count()
    }

    /// The bases placed on the table by the unit's pose.
    pub fn placed(&self, pose: &Pose) -> impl Iterator<Item = OrientedRect> + '_ {
        let pose = *pose;
        self.bases.iter().map(move |base| base.rect.placed(&pose))
    }

    /// Its bases, not road space such as limbers, placed on the table by the unit's pose.
    pub fn placed_bases(&self, pose: &Pose) -> impl Iterator<Item = OrientedRect> + '_ {
        let pose = *pose;
        self.bases
            .iter()
            .filter(|base| base.role.is_base())
            .map(move |base| base.rect.placed(&pose))
    }

    /// The box around every base once placed on the table by the unit's pose.
    pub fn bounds_on_table(&self, pose: &Pose) -> Bounds {
        self.placed(pose)
            .fold(Bounds::EMPTY, |b, rect| b.union(rect.bounds()))
    }

    /// The middle of rank `rank` of a column `files` bases abreast (the leading rank is 0), in
    /// the unit's frame: the mean of that rank's bases, counting the formed body's only.
    pub fn rank_middle(&self, files: u32, rank: usize) -> Option<Vec2> {
        let bodies: Vec<Vec2> = (self.bases.iter())
            .filter(|b| b.role.in_body())
            .map(|b| b.rect.center)
            .collect();
        let bases = bodies.chunks(files.max(1) as usize).nth(rank)?;
        Some(bases.iter().sum::<Vec2>() / bases.len() as f32)
    }

    /// The base under `point`, in the unit's frame, or within `tolerance` mm of it: the last
    /// drawn where bases overlap, as the table shows it on top. Limbers are road space, not
    /// bases, and are never taken.
    pub fn base_at(&self, point: Vec2, tolerance: f32) -> Option<usize> {
        self.bases
            .iter()
            .rposition(|base| base.role.is_base() && base.rect.contains(point, tolerance))
    }

    /// Where base `index` stands among the unit's skirmishers, when it is one: the number a
    /// layout keeps a hand-placed skirmisher under.
    pub fn figure_of(&self, index: usize) -> Option<usize> {
        let skirmisher = |base: &Base| base.role == BaseRole::Skirmisher;
        skirmisher(self.bases.get(index)?)
            .then(|| self.bases[..index].iter().filter(|b| skirmisher(b)).count())
    }

    /// The front-and-centre base: of the front-most bases, the one nearest the centre line.
    /// For a column it is the leading element (C-col-to-line).
    pub fn front_centre_base(&self) -> Option<usize> {
        self.pick(|rect| (rect.bounds().min.y, rect.center.x.abs()))
    }

    /// The base at the right or left end of the front rank (C-line-to-col's 90° turn).
    pub fn end_base(&self, turn: Turn) -> Option<usize> {
        let front = self.bounds().min.y;
        self.pick(|rect| {
            let in_front = (rect.bounds().min.y - front).abs() > 1e-3;
            (
                if in_front { 1.0 } else { 0.0 },
                -turn.sign() * rect.center.x,
            )
        })
    }

    /// The rear-most base nearest the centre line (C-line-to-col's stationary element).
    pub fn rear_centre_base(&self) -> Option<usize> {
        self.pick(|rect| (-rect.bounds().max.y, rect.center.x.abs()))
    }

    /// The index of the base that sorts first by `key`, among the unit's own bases.
    fn pick(&self, key: impl Fn(&OrientedRect) -> (f32, f32)) -> Option<usize> {
        let rounded = |v: f32| (v * 1000.0).round();
        self.bases
            .iter()
            .enumerate()
            .filter(|(_, base)| base.role.is_base())
            .min_by(|(_, a), (_, b)| {
                let (ka, kb) = (key(&a.rect), key(&b.rect));
                (rounded(ka.0), rounded(ka.1))
                    .partial_cmp(&(rounded(kb.0), rounded(kb.1)))
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .map(|(i, _)| i)
    }

    fn extent(&self) -> Vec2 {
        let bounds = self.bounds();
        if bounds.is_empty() {
            Vec2::ZERO
        } else {
            bounds.size()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Three 40 × 20 mm bases side by side, the last two turned out as skirmishers, and a
    /// limber overlapping the first.
    fn mixed() -> Footprint {
        let base = |x: f32, role| Base::new(x, 10.0, 40.0, 20.0, 0.0, role);
        Footprint {
            bases: vec![
                base(-40.0, BaseRole::FrontRank),
                base(0.0, BaseRole::Skirmisher),
                base(40.0, BaseRole::Skirmisher),
                base(-40.0, BaseRole::Limber),
            ],
        }
    }

    #[test]
    fn the_base_under_a_point_is_found_and_limbers_are_not_bases() {
        let footprint = mixed();
        assert_eq!(footprint.base_at(Vec2::new(-40.0, 10.0), 0.0), Some(0));
        assert_eq!(footprint.base_at(Vec2::new(45.0, 19.0), 0.0), Some(2));
        assert_eq!(footprint.base_at(Vec2::new(45.0, 20.4), 0.0), None);
        assert_eq!(footprint.base_at(Vec2::new(45.0, 20.4), 0.5), Some(2));
        assert_eq!(footprint.base_at(Vec2::new(0.0, 30.0), 0.5), None);
    }

    #[test]
    fn overlapping_bases_give_the_one_drawn_last() {
        let mut footprint = mixed();
        footprint.bases[1].rect.center.x = -30.0;
        assert_eq!(footprint.base_at(Vec2::new(-35.0, 10.0), 0.0), Some(1));
    }

    #[test]
    fn skirmishers_are_numbered_among_themselves() {
        let footprint = mixed();
        let figures: Vec<_> = (0..5).map(|i| footprint.figure_of(i)).collect();
        assert_eq!(figures, [None, Some(0), Some(1), None, None]);
    }
}

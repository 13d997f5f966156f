//! A unit's bases in its own frame, and the measurements read from them.

use serde::{Deserialize, Serialize};

use crate::geom::{Bounds, OrientedRect, Pose};

/// What a base does in its formation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BaseRole {
    /// In the front rank, facing the unit's front.
    FrontRank,
}

/// One base of a footprint: its rectangle in the unit's frame and its role.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Base {
    /// The base's rectangle; its front edge is on its local `-y` side.
    pub rect: OrientedRect,
    /// Its role in the formation.
    pub role: BaseRole,
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

    /// Width across the unit's facing, in mm.
    pub fn frontage(&self) -> f32 {
        self.extent().0
    }

    /// Depth along the unit's facing, in mm.
    pub fn depth(&self) -> f32 {
        self.extent().1
    }

    /// The bases placed on the table by the unit's pose.
    pub fn placed(&self, pose: &Pose) -> impl Iterator<Item = OrientedRect> + '_ {
        let pose = *pose;
        self.bases.iter().map(move |base| base.rect.placed(&pose))
    }

    /// The box around every base once placed on the table by the unit's pose.
    pub fn bounds_on_table(&self, pose: &Pose) -> Bounds {
        self.placed(pose)
            .fold(Bounds::EMPTY, |b, rect| b.union(rect.bounds()))
    }

    fn extent(&self) -> (f32, f32) {
        let bounds = self.bounds();
        if bounds.is_empty() {
            (0.0, 0.0)
        } else {
            (bounds.size().x, bounds.size().y)
        }
    }
}

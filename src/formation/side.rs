//! The four sides of a formation, in its own frame.

use serde::{Deserialize, Serialize};

/// A side of a formation, named from the unit's point of view, in clockwise order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// Facing the unit's heading.
    #[default]
    Front,
    /// Facing the unit's right.
    Right,
    /// Facing away from the heading.
    Rear,
    /// Facing the unit's left.
    Left,
}

impl Side {
    /// All four, clockwise from the front.
    pub const ALL: [Side; 4] = [Side::Front, Side::Right, Side::Rear, Side::Left];

    /// The direction a base on this side faces, in degrees clockwise from the unit's front.
    pub fn outward_degrees(self) -> f32 {
        90.0 * self.index() as f32
    }

    /// The side across the formation.
    pub fn opposite(self) -> Side {
        Self::ALL[(self.index() + 2) % 4]
    }

    /// The next side clockwise.
    pub fn clockwise(self) -> Side {
        Self::ALL[(self.index() + 1) % 4]
    }

    /// Position in [`Side::ALL`].
    pub fn index(self) -> usize {
        match self {
            Side::Front => 0,
            Side::Right => 1,
            Side::Rear => 2,
            Side::Left => 3,
        }
    }
}

/// Which way a formation change turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Turn {
    /// Clockwise on screen.
    Right,
    /// Anticlockwise on screen.
    Left,
}

impl Turn {
    /// +1 for right, -1 for left.
    pub fn sign(self) -> f32 {
        match self {
            Turn::Right => 1.0,
            Turn::Left => -1.0,
        }
    }
}

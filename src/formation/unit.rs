//! The unit a formation is built for: its troops, its bases and its state.

use serde::{Deserialize, Serialize};

use super::Basing;

/// The arm a unit belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TroopKind {
    /// Foot.
    Infantry,
    /// Mounted.
    Cavalry,
    /// Guns, limbered or unlimbered.
    Artillery,
}

impl TroopKind {
    /// The kind as players name it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Infantry => "infantry",
            Self::Cavalry => "cavalry",
            Self::Artillery => "artillery",
        }
    }
}

/// The class of a troop type, which some rules key on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TroopClass {
    /// Line troops.
    Line,
    /// Light troops.
    Light,
    /// Heavy troops (C-organisation's heavy foot).
    Heavy,
    /// Medium cavalry.
    Medium,
    /// Irregulars.
    Irregular,
}

/// Morale state. Disordered and routed are involuntary formations that supersede the unit's
/// own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum UnitState {
    /// In good order.
    #[default]
    GoodOrder,
    /// Morale disordered: drawn with one base turned round.
    Disordered,
    /// Routed: drawn with its bases stacked, in column.
    Routed,
}

/// What a formation is built from.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Unit {
    /// Infantry, cavalry or artillery.
    pub kind: TroopKind,
    /// Line, light, heavy, medium or irregular.
    pub class: TroopClass,
    /// The unit's bases.
    pub basing: Basing,
    /// Morale state.
    #[serde(default)]
    pub state: UnitState,
    /// For artillery, the number of cannon the battery represents; 0 otherwise.
    #[serde(default)]
    pub cannon: u32,
}

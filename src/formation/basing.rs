//! How a unit is based: the physical pieces a player moves.

use serde::{Deserialize, Serialize};

/// A unit's bases: how many, what each carries, and their size in mm.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Basing {
    /// The counted pieces of the unit: stands, figures or elements.
    pub bases: u32,
    /// Figures mounted on each base.
    pub figures_per_base: u32,
    /// Width of a base, across its facing, in mm.
    pub base_width_mm: f32,
    /// Depth of a base, along its facing, in mm.
    pub base_depth_mm: f32,
}

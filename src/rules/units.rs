//! The unit a ruleset writes its distances in.

use crate::geom::MM_PER_INCH;

/// The unit of a ruleset's distances. Base sizes are always in mm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DistanceUnit {
    /// Inches, as most rule texts are written.
    Inch,
    /// Centimetres, as many players of small scales use.
    Cm,
    /// Millimetres.
    Mm,
}

impl DistanceUnit {
    /// The names a ruleset file may use.
    pub const NAMES: [(&'static str, DistanceUnit); 3] = [
        ("inch", DistanceUnit::Inch),
        ("cm", DistanceUnit::Cm),
        ("mm", DistanceUnit::Mm),
    ];

    /// Millimetres in one of this unit.
    pub fn mm(self) -> f32 {
        match self {
            DistanceUnit::Inch => MM_PER_INCH,
            DistanceUnit::Cm => 10.0,
            DistanceUnit::Mm => 1.0,
        }
    }

    /// The unit's name, as written in files.
    pub fn name(self) -> &'static str {
        match self {
            DistanceUnit::Inch => "inch",
            DistanceUnit::Cm => "cm",
            DistanceUnit::Mm => "mm",
        }
    }
}

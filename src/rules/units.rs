//! The unit a ruleset writes its distances in.

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

    /// `x` of this unit in mm, worked in `f64` and rounded once, so 9 inches is the `f32`
    /// nearest 228.6 mm rather than a step off it.
    pub fn to_mm(self, x: f32) -> f32 {
        let mm_per_unit = match self {
            // The inch is exactly 25.4 mm; written as f64, not widened from an f32.
            DistanceUnit::Inch => 25.4,
            DistanceUnit::Cm => 10.0,
            DistanceUnit::Mm => 1.0,
        };
        (f64::from(x) * mm_per_unit) as f32
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

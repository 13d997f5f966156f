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

    /// The spacing of the table grid: one of this unit, or 1 cm for rulesets measured in mm.
    pub fn grid_mm(self) -> f32 {
        match self {
            DistanceUnit::Mm => 10.0,
            unit => unit.to_mm(1.0),
        }
    }

    /// The unit as a label says it: "inches", "cm", "mm".
    pub fn words(self) -> &'static str {
        match self {
            DistanceUnit::Inch => "inches",
            DistanceUnit::Cm => "cm",
            DistanceUnit::Mm => "mm",
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_is_one_unit_or_a_centimetre() {
        assert_eq!(DistanceUnit::Inch.grid_mm(), 25.4);
        assert_eq!(DistanceUnit::Cm.grid_mm(), 10.0);
        assert_eq!(DistanceUnit::Mm.grid_mm(), 10.0);
    }
}

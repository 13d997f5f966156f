//! Length units.

use crate::decimal::Decimal;

/// Millimetres in one inch, exactly.
pub const MM_PER_INCH: f32 = 25.4;

/// Converts inches, the unit of most rule texts, to table millimetres.
pub fn inches_to_mm(inches: f32) -> f32 {
    inches * MM_PER_INCH
}

/// Converts table millimetres to inches, for display.
pub fn mm_to_inches(mm: f32) -> f32 {
    mm / MM_PER_INCH
}

/// A length for a player to read: millimetres, with inches alongside.
pub fn describe_length(mm: f32) -> String {
    format!(
        "{} mm ({}\u{2033})",
        Decimal::fixed(mm, 1),
        Decimal::fixed(mm_to_inches(mm), 2)
    )
}

/// A length as the inspector shows it, to the millimetre and the tenth of an inch.
pub fn rounded_length(mm: f32) -> String {
    format!(
        "{} mm ({}\u{2033})",
        Decimal::fixed(mm, 0),
        Decimal::fixed(mm_to_inches(mm), 1)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_inch_and_a_half_is_the_substitute_square_base() {
        assert_eq!(inches_to_mm(1.5), 38.1);
        assert!((mm_to_inches(38.1) - 1.5).abs() < 1e-6);
        assert_eq!(describe_length(38.1), "38.1 mm (1.50\u{2033})");
        assert_eq!(rounded_length(480.0), "480 mm (18.9\u{2033})");
    }
}

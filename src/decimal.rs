//! Numbers written as short decimals, for drawings and for players.
//!
//! The core writes every number it shows or draws through [`Decimal`], not through the
//! standard float formatting: a drawing needs a hundredth of a millimetre, not the shortest
//! text that reads back to the same `f32`, and fixed places are shorter to write, quicker to
//! parse, and quicker to make. It also keeps the standard library's float-to-text tables out
//! of the page, where the first load is budgeted. The value is scaled and rounded half away
//! from zero, then written with integer formatting.

use std::fmt;

use glam::Vec2;

/// Places for a length in a drawing, mm: a hundredth of a millimetre.
pub const DRAWING_PLACES: u8 = 2;

/// Places for an angle in a drawing, degrees: a thousandth of a degree moves the far end of a
/// unit 6 m wide by a tenth of a millimetre.
pub const ANGLE_PLACES: u8 = 3;

/// The most places written.
const MOST_PLACES: u8 = 4;

/// The largest magnitude written in full; larger ones are written as a mantissa and a power
/// of ten, as `1.5e30`. Below it, the value times `10^MOST_PLACES` fits a `u64`.
const FULL_BELOW: f64 = 1e14;

/// A number to write with a given count of decimal places.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decimal {
    value: f64,
    places: u8,
    /// Whether to keep zeros at the end of the places (`2.50`) or drop them (`2.5`).
    fixed: bool,
}

impl Decimal {
    /// `value` rounded to at most `places` decimals (four at most), without zeros at the
    /// end: `2.5`, `40`.
    pub fn trimmed(value: impl Into<f64>, places: u8) -> Self {
        Self {
            value: value.into(),
            places: places.min(MOST_PLACES),
            fixed: false,
        }
    }

    /// `value` written with exactly `places` decimals: `2.50`, `40.0`.
    pub fn fixed(value: impl Into<f64>, places: u8) -> Self {
        Self {
            fixed: true,
            ..Self::trimmed(value, places)
        }
    }

    /// A length or coordinate in a drawing, to [`DRAWING_PLACES`].
    pub fn drawn(value: f32) -> Self {
        Self::trimmed(value, DRAWING_PLACES)
    }

    /// An angle in a drawing, to [`ANGLE_PLACES`].
    pub fn angle(degrees: f32) -> Self {
        Self::trimmed(degrees, ANGLE_PLACES)
    }
}

/// A point of a drawing, written `x y`, each to [`DRAWING_PLACES`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrawnPoint(pub Vec2);

impl fmt::Display for DrawnPoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}",
            Decimal::drawn(self.0.x),
            Decimal::drawn(self.0.y)
        )
    }
}

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Self {
            value,
            places,
            fixed,
        } = *self;
        if value.is_nan() {
            return f.write_str("NaN");
        }
        if value.is_infinite() {
            return f.write_str(if value < 0.0 { "-inf" } else { "inf" });
        }
        if value.abs() >= FULL_BELOW {
            let mut mantissa = value.abs();
            let mut exponent = 0;
            while mantissa >= 10.0 {
                mantissa /= 10.0;
                exponent += 1;
            }
            let sign = if value < 0.0 { "-" } else { "" };
            return write!(f, "{sign}{}e{exponent}", Decimal::trimmed(mantissa, 2));
        }
        let scale = 10u64.pow(u32::from(places));
        let scaled = (value.abs() * scale as f64).round() as u64;
        if value < 0.0 && scaled != 0 {
            f.write_str("-")?;
        }
        write!(f, "{}", scaled / scale)?;
        let (mut fraction, mut digits) = (scaled % scale, usize::from(places));
        if !fixed {
            if fraction == 0 {
                return Ok(());
            }
            while fraction % 10 == 0 {
                fraction /= 10;
                digits -= 1;
            }
        }
        if digits > 0 {
            write!(f, ".{fraction:0digits$}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trimmed(value: f64, places: u8) -> String {
        Decimal::trimmed(value, places).to_string()
    }

    #[test]
    fn trimmed_decimals_drop_the_zeros_at_the_end() {
        assert_eq!(trimmed(40.0, 2), "40");
        assert_eq!(trimmed(2.5, 2), "2.5");
        assert_eq!(trimmed(17.320508, 2), "17.32");
        assert_eq!(trimmed(0.005, 3), "0.005");
        assert_eq!(trimmed(0.0049, 2), "0");
        assert_eq!(trimmed(1.999, 2), "2");
        assert_eq!(trimmed(-12.345, 1), "-12.3");
        assert_eq!(trimmed(-0.001, 2), "0");
    }

    #[test]
    fn fixed_decimals_keep_every_place() {
        assert_eq!(Decimal::fixed(20.0, 1).to_string(), "20.0");
        assert_eq!(Decimal::fixed(0.787_f32, 2).to_string(), "0.79");
        assert_eq!(Decimal::fixed(1.05, 2).to_string(), "1.05");
        assert_eq!(Decimal::fixed(480.0, 0).to_string(), "480");
        assert_eq!(Decimal::fixed(-3.0, 2).to_string(), "-3.00");
    }

    #[test]
    fn huge_and_broken_values_still_read() {
        assert_eq!(trimmed(1e30, 2), "1e30");
        assert_eq!(trimmed(-2.5e20, 2), "-2.5e20");
        assert_eq!(trimmed(f64::NAN, 2), "NaN");
        assert_eq!(trimmed(f64::NEG_INFINITY, 2), "-inf");
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        /// Read back, a decimal is within half its last place of the value, and agrees with
        /// the standard formatting of the same places but for ties, which it rounds away
        /// from zero.
        #[test]
        fn a_decimal_reads_back_within_half_its_last_place(
            value in -1e9f64..1e9,
            places in 0u8..5,
        ) {
            let ours = Decimal::fixed(value, places).to_string();
            let back: f64 = ours.parse().expect("a number");
            let half = 0.5 * 10f64.powi(-i32::from(places));
            // A tie may land either side by the last bit of `f64`.
            let slack = value.abs() * 1e-15;
            proptest::prop_assert!((back - value).abs() <= half + slack, "{value} as {ours}");
            let theirs = format!("{value:.*}", usize::from(places));
            let theirs_back: f64 = theirs.parse().expect("a number");
            proptest::prop_assert!((back - theirs_back).abs() <= 2.0 * half + slack, "{ours} against {theirs}");
        }
    }
}

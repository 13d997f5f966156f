//! Numbers as a player types them, read in Rust: a message names the field and quotes what
//! was typed when it is not the number the field takes.

use crate::rules::DistanceUnit;
use crate::text::excerpt;

fn refused(what: &str, wanted: &str, typed: &str) -> String {
    let typed = typed.trim();
    if typed.is_empty() {
        format!("{what} is empty: type {wanted}")
    } else {
        format!("{what} must be {wanted}, found '{}'", excerpt(typed))
    }
}

/// The places a field shows a number to: a ten-thousandth of a millimetre or a degree, finer
/// than anything a player types.
pub(super) const FIELD_PLACES: u8 = 4;

/// The most significant digits a field reads. Up to 15, the digits make an integer that
/// `f64` holds exactly, and so does a power of ten up to 10²², so one division gives the
/// nearest `f64` to what was typed: the same value the standard library's parser gives.
const MAX_DIGITS: usize = 15;

/// The powers of ten a decimal's fraction is divided by, each exact in `f64`.
const POWERS_OF_TEN: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// A plain decimal as a player types it into a field (`12`, `-90`, `22.5`, `.5`), or `None`.
///
/// Read here rather than by `str::parse::<f64>`, whose general parser (exponents, any length,
/// `inf` and `NaN`) costs 12.8 KB of the page's first load, more than reading shared links on
/// the page does. A field needs none of that: it takes at most [`MAX_DIGITS`] significant
/// digits, read exactly; a test holds the two parsers to the same values.
fn decimal(typed: &str) -> Option<f64> {
    let text = typed.trim();
    let (negative, unsigned) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let all_digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty()) || !all_digits(whole) || !all_digits(fraction) {
        return None;
    }
    let fraction = fraction.trim_end_matches('0');
    let digits = whole.bytes().chain(fraction.bytes());
    let significant =
        whole.len() + fraction.len() - digits.clone().take_while(|b| *b == b'0').count();
    if significant > MAX_DIGITS {
        return None;
    }
    let mantissa = digits.fold(0u64, |n, b| n * 10 + u64::from(b - b'0'));
    let value = mantissa as f64 / POWERS_OF_TEN.get(fraction.len())?;
    Some(if negative { -value } else { value })
}

/// A count: a whole number above zero (`12` or `12.0`).
pub fn count(what: &str, typed: &str) -> Result<u32, String> {
    decimal(typed)
        .filter(|n| n.fract() == 0.0 && (1.0..=f64::from(u32::MAX)).contains(n))
        .map(|n| n as u32)
        .ok_or_else(|| refused(what, "a whole number above zero", typed))
}

/// A whole number, zero or more.
pub fn whole(what: &str, typed: &str) -> Result<u32, String> {
    decimal(typed)
        .filter(|n| n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(n))
        .map(|n| n as u32)
        .ok_or_else(|| refused(what, "a whole number", typed))
}

/// A decimal as typed, in `f32`.
fn number(typed: &str) -> Option<f32> {
    decimal(typed).map(|n| n as f32)
}

/// A length in millimetres above zero.
pub fn length_mm(what: &str, typed: &str) -> Result<f32, String> {
    length_in(what, typed, DistanceUnit::Mm)
}

/// A length above zero in `unit`, as typed (not yet in millimetres).
pub fn length_in(what: &str, typed: &str, unit: DistanceUnit) -> Result<f32, String> {
    number(typed)
        .filter(|length| length.is_finite() && *length > 0.0)
        .ok_or_else(|| {
            refused(
                what,
                &format!("a length in {} above zero", unit.words()),
                typed,
            )
        })
}

/// A number at least `least` (above zero when `least` is the least positive number).
pub fn decimal_at_least(what: &str, typed: &str, least: f32) -> Result<f32, String> {
    let wanted = if least > 0.0 {
        "a number above zero"
    } else {
        "a number, zero or more"
    };
    number(typed)
        .filter(|n| n.is_finite() && *n >= least)
        .ok_or_else(|| refused(what, wanted, typed))
}

/// A spacing in millimetres: zero (touching) or more.
pub fn spacing_mm(what: &str, typed: &str) -> Result<f32, String> {
    number(typed)
        .filter(|mm| mm.is_finite() && *mm >= 0.0)
        .ok_or_else(|| refused(what, "a length in millimetres, 0 or more", typed))
}

/// A distance on the table, either way from where it is measured: any finite number.
pub fn distance(what: &str, typed: &str) -> Result<f32, String> {
    number(typed)
        .filter(|d| d.is_finite())
        .ok_or_else(|| refused(what, "a distance", typed))
}

/// An angle in degrees, any finite number.
pub fn degrees(what: &str, typed: &str) -> Result<f32, String> {
    number(typed)
        .filter(|d| d.is_finite())
        .ok_or_else(|| refused(what, "a number of degrees", typed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        /// Every decimal a field reads has the value the standard library's parser gives.
        #[test]
        fn a_decimal_reads_as_the_standard_parser_reads_it(
            negative in proptest::prelude::any::<bool>(),
            whole in 0u64..10_000_000_000,
            fraction in "[0-9]{0,5}",
            zeros in 0usize..3,
        ) {
            let sign = if negative { "-" } else { "" };
            let typed = format!("{sign}{}{whole}.{fraction}", "0".repeat(zeros));
            let expected: f64 = typed.parse().expect("a decimal");
            proptest::prop_assert_eq!(decimal(&typed).map(f64::to_bits), Some(expected.to_bits()), "{}", typed);
        }
    }

    #[test]
    fn what_is_not_a_plain_decimal_is_not_read() {
        for refused in [
            "", ".", "-", "1e3", "inf", "NaN", "1.2.3", "12a", "0x10", "1 000",
        ] {
            assert_eq!(decimal(refused), None, "{refused}");
        }
        assert_eq!(decimal(".5"), Some(0.5));
        assert_eq!(decimal("+7."), Some(7.0));
        assert_eq!(decimal("0.000000000000000000001"), Some(1e-21));
        assert_eq!(decimal("1234567890.12345"), Some(1_234_567_890.123_45));
        assert_eq!(decimal("1234567890.123456"), None, "16 significant digits");
        assert_eq!(decimal("12.500000000000000000000000"), Some(12.5));
    }

    #[test]
    fn numbers_are_read_as_typed_and_refused_with_what_was_typed() {
        assert_eq!(count("bases", " 12 "), Ok(12));
        assert_eq!(count("bases", "12.0"), Ok(12));
        assert_eq!(
            count("bases", "2.5"),
            Err("bases must be a whole number above zero, found '2.5'".to_owned())
        );
        assert_eq!(
            count("bases", ""),
            Err("bases is empty: type a whole number above zero".to_owned())
        );
        for refused in ["0", "-3", "4294967296", "twelve"] {
            assert!(count("bases", refused).is_err(), "{refused}");
        }
        assert_eq!(length_mm("width", "22.5"), Ok(22.5));
        for refused in ["0", "-1", "inf", "NaN", "1e39", "mm"] {
            assert!(length_mm("width", refused).is_err(), "{refused}");
        }
        assert_eq!(degrees("turn", "-90"), Ok(-90.0));
        assert!(degrees("turn", "nan").is_err());
        let long = "9".repeat(10_000);
        assert!(count("bases", &long).expect_err("too big").len() < 120);
    }
}

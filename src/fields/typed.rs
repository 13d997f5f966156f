//! Numbers as a player types them, read in Rust: a message names the field and quotes what
//! was typed when it is not the number the field takes.

use crate::text::excerpt;

fn refused(what: &str, wanted: &str, typed: &str) -> String {
    let typed = typed.trim();
    if typed.is_empty() {
        format!("{what} is empty: type {wanted}")
    } else {
        format!("{what} must be {wanted}, found '{}'", excerpt(typed))
    }
}

/// A count: a whole number above zero (`12` or `12.0`).
pub fn count(what: &str, typed: &str) -> Result<u32, String> {
    typed
        .trim()
        .parse::<f64>()
        .ok()
        .filter(|n| n.fract() == 0.0 && (1.0..=f64::from(u32::MAX)).contains(n))
        .map(|n| n as u32)
        .ok_or_else(|| refused(what, "a whole number above zero", typed))
}

/// A number as typed, in `f32`: one parser (of `f64`) serves every field, as each costs the
/// page's first load.
fn number(typed: &str) -> Option<f32> {
    typed.trim().parse::<f64>().ok().map(|n| n as f32)
}

/// A length in millimetres above zero.
pub fn length_mm(what: &str, typed: &str) -> Result<f32, String> {
    number(typed)
        .filter(|mm| mm.is_finite() && *mm > 0.0)
        .ok_or_else(|| refused(what, "a length in mm above zero", typed))
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

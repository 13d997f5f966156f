//! A unit's basing as inspector fields, so a painter can try other bases on the table: how
//! many, their width and depth in mm, and the figures on each. Each field names what it sets
//! in `data-action` and has the test hook `basing-<action>`.

use std::fmt::Write as _;

use crate::rules::Basing;

/// The basing fields, filled with `basing`.
pub fn basing_markup(basing: &Basing) -> String {
    let mut out = String::from("<fieldset class=\"choices\"><legend>Basing</legend>");
    for (label, action, value, step) in [
        ("Bases", "bases", basing.bases as f32, "1"),
        ("Width (mm)", "base-width", basing.base_width_mm, "0.5"),
        ("Depth (mm)", "base-depth", basing.base_depth_mm, "0.5"),
        (
            "Figures per base",
            "figures",
            basing.figures_per_base as f32,
            "1",
        ),
    ] {
        let _ = write!(
            out,
            "<label>{label} <input type=\"number\" min=\"1\" step=\"{step}\" data-testid=\"basing-{action}\" data-action=\"{action}\" value=\"{value}\"></label>"
        );
    }
    out.push_str("</fieldset>");
    out
}

/// A number typed into a field as a count: a whole number above zero.
pub(super) fn count_of(number: f64) -> Option<u32> {
    (number.fract() == 0.0 && (1.0..=f64::from(u32::MAX)).contains(&number))
        .then_some(number as u32)
}

/// Sets the basing field `action` to `value`, the number typed (NaN when the field holds
/// none); a value that is not a count or a length is refused with a message naming it.
pub fn set_basing(basing: &mut Basing, action: &str, value: f64) -> Result<(), String> {
    let count =
        || count_of(value).ok_or_else(|| format!("{action} must be a whole number above zero"));
    let length = || {
        (value.is_finite() && value > 0.0)
            .then_some(value as f32)
            .ok_or_else(|| format!("{action} must be a length in mm above zero"))
    };
    match action {
        "bases" => basing.bases = count()?,
        "base-width" => basing.base_width_mm = length()?,
        "base-depth" => basing.base_depth_mm = length()?,
        "figures" => basing.figures_per_base = count()?,
        _ => return Err(format!("there is no basing field '{action}'")),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fields_show_the_basing_and_set_it_from_what_is_typed() {
        let mut basing = Basing {
            bases: 12,
            figures_per_base: 4,
            base_width_mm: 40.0,
            base_depth_mm: 20.0,
        };
        let markup = basing_markup(&basing);
        assert!(
            markup.contains("data-action=\"base-width\" value=\"40\""),
            "{markup}"
        );
        assert!(
            markup.contains("data-action=\"bases\" value=\"12\""),
            "{markup}"
        );
        set_basing(&mut basing, "bases", 13.0).expect("a count");
        set_basing(&mut basing, "base-depth", 22.5).expect("a length");
        assert_eq!((basing.bases, basing.base_depth_mm), (13, 22.5));
        assert_eq!(
            set_basing(&mut basing, "bases", 12.5),
            Err("bases must be a whole number above zero".to_owned())
        );
        for refused in [f64::NAN, f64::INFINITY, 0.0, -3.0] {
            assert!(set_basing(&mut basing, "base-width", refused).is_err());
            assert!(set_basing(&mut basing, "figures", refused).is_err());
        }
        assert_eq!((basing.base_width_mm, basing.figures_per_base), (40.0, 4));
    }
}

//! How each side's bases are filled, so the sides tell apart without colour: the first side
//! plain, the others striped over their colour, each side's stripes leaning its own way. A
//! greyscale print, or a player who does not see the colours, still tells them apart.

use std::fmt::Write as _;

use crate::decimal::Decimal;

/// Each side's stripes, as the angle they lean at in whole degrees; `None` for plain. Whole
/// numbers: writing a float here would bring the standard float formatting into the page.
const SIDE_STRIPES: [Option<i16>; 4] = [None, Some(45), Some(-45), Some(90)];

/// The patterns the striped sides' bases are filled with, as an SVG `defs` element: stripes
/// `period_mm` apart over the colour `colour(side)` gives (a CSS colour or `var(…)`).
pub fn side_patterns(period_mm: f32, colour: impl Fn(usize) -> String) -> String {
    let period = Decimal::drawn(period_mm);
    let stripe = Decimal::drawn(period_mm / 2.0);
    let mut out = String::from("<defs>");
    for (side, lean) in SIDE_STRIPES.iter().enumerate() {
        let Some(lean) = lean else {
            continue;
        };
        let _ = write!(
            out,
            "<pattern id=\"side-{side}-stripes\" width=\"{period}\" height=\"{period}\" \
             patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate({lean})\">\
             <rect width=\"{period}\" height=\"{period}\" style=\"fill:{}\"/>\
             <rect width=\"{stripe}\" height=\"{period}\" fill=\"#fff\" fill-opacity=\"0.5\"/></pattern>",
            colour(side)
        );
    }
    out.push_str("</defs>");
    out
}

/// The style rules that fill the striped sides' bases with their patterns.
pub fn side_fill_style() -> String {
    let mut out = String::new();
    for (side, lean) in SIDE_STRIPES.iter().enumerate() {
        if lean.is_some() {
            let _ = write!(out, ".side-{side} .base{{fill:url(#side-{side}-stripes)}}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_side_but_the_first_is_striped_its_own_way() {
        let defs = side_patterns(2.0, |side| format!("var(--side-{side})"));
        assert!(!defs.contains("side-0-stripes"));
        for (side, lean) in [(1, "45"), (2, "-45"), (3, "90")] {
            assert!(
                defs.contains(&format!(
                    "id=\"side-{side}-stripes\" width=\"2\" height=\"2\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate({lean})\"><rect width=\"2\" height=\"2\" style=\"fill:var(--side-{side})\"/>"
                )),
                "{defs}"
            );
        }
        let style = side_fill_style();
        assert!(style.contains(".side-3 .base{fill:url(#side-3-stripes)}"));
        assert!(!style.contains("side-0"));
    }
}

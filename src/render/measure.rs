//! The measuring tool's line and its length, drawn over the units.

use glam::Vec2;

use crate::geom::describe_length;

/// SVG for a measurement from `from` to `to`, table mm, labelled with its length in mm and
/// inches above its middle in letters `letter_mm` high.
pub fn measure_markup(from: Vec2, to: Vec2, letter_mm: f32) -> String {
    let middle = (from + to) * 0.5;
    format!(
        "<line class=\"measure\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>\
         <text class=\"measure-label\" data-testid=\"measure-label\" x=\"{}\" y=\"{}\" font-size=\"{letter_mm}\" text-anchor=\"middle\">{}</text>",
        from.x,
        from.y,
        to.x,
        to.y,
        middle.x,
        middle.y - letter_mm * 0.5,
        describe_length(from.distance(to))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_label_gives_the_length_between_the_ends() {
        let markup = measure_markup(Vec2::new(0.0, 0.0), Vec2::new(30.0, 40.0), 4.0);
        assert!(
            markup.contains("x1=\"0\" y1=\"0\" x2=\"30\" y2=\"40\""),
            "{markup}"
        );
        assert!(markup.contains("x=\"15\" y=\"18\""), "{markup}");
        assert!(
            markup.contains(">50.0 mm (1.97\u{2033})</text>"),
            "{markup}"
        );
    }
}

//! Dimension lines, as on a drawing: a line with a tick at each end and its length written
//! along it, so a painter can check a print with a ruler.

use std::fmt::Write as _;

use glam::Vec2;

use crate::decimal::Decimal;
use crate::geom::describe_length;

/// How far the length is written from its line, mm.
const LABEL_GAP_MM: f32 = 1.2;
/// Half the length of the ticks at the ends, mm.
const TICK_MM: f32 = 1.5;

/// A dimension line from `from` to `to`, in whatever frame the caller draws in, its length
/// written on the side a walk from `from` to `to` has on its left. The words stand upright
/// on the page, the frame being turned `frame_degrees` clockwise on it.
pub fn dimension_line(from: Vec2, to: Vec2, frame_degrees: f32) -> String {
    let along = to - from;
    let length = along.length();
    let Some(direction) = along.try_normalize() else {
        return String::new();
    };
    let left = direction.perp() * -1.0;
    let mut out = String::from("<g class=\"dimension\">");
    let _ = write!(
        out,
        "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
        Decimal::drawn(from.x),
        Decimal::drawn(from.y),
        Decimal::drawn(to.x),
        Decimal::drawn(to.y)
    );
    for end in [from, to] {
        let (a, b) = (end + left * TICK_MM, end - left * TICK_MM);
        let _ = write!(
            out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
            Decimal::drawn(a.x),
            Decimal::drawn(a.y),
            Decimal::drawn(b.x),
            Decimal::drawn(b.y)
        );
    }
    let middle = from.midpoint(to) + left * LABEL_GAP_MM;
    let mut degrees = direction.y.atan2(direction.x).to_degrees();
    let on_page = (degrees + frame_degrees + 180.0).rem_euclid(360.0) - 180.0;
    if !(-90.0..=90.0).contains(&on_page) {
        degrees += 180.0;
    }
    let _ = write!(
        out,
        "<text x=\"{x}\" y=\"{y}\" text-anchor=\"middle\" transform=\"rotate({} {x} {y})\">{}</text></g>",
        Decimal::angle(degrees),
        describe_length(length),
        x = Decimal::drawn(middle.x),
        y = Decimal::drawn(middle.y),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_is_labelled_with_its_length_and_reads_upright() {
        let line = dimension_line(Vec2::new(-20.0, -5.0), Vec2::new(20.0, -5.0), 0.0);
        assert!(line.contains(">40.0 mm (1.57″)</text>"), "{line}");
        assert!(line.contains("rotate(0 "), "{line}");
        let up = dimension_line(Vec2::new(-25.0, 30.0), Vec2::new(-25.0, 0.0), 0.0);
        assert!(up.contains(">30.0 mm"), "{up}");
        assert!(up.contains("rotate(-90 "), "{up}");
        assert!(up.contains("<text x=\"-26.2\" y=\"15\""), "{up}");
        // In a unit turned to face down the page, the words are turned back upright.
        let turned = dimension_line(Vec2::new(-20.0, -5.0), Vec2::new(20.0, -5.0), 180.0);
        assert!(turned.contains("rotate(180 "), "{turned}");
        assert_eq!(dimension_line(Vec2::ONE, Vec2::ONE, 0.0), "");
    }
}

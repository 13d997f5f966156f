//! One unit's bases as SVG, in the unit's own frame.

use std::fmt::Write as _;

use crate::formation::{BaseRole, Footprint};
use crate::geom::Pose;

/// The markup of a footprint's bases, in the unit's frame (the caller places it with the
/// unit's pose). Each base is a `rect` with `data-testid="base"` and its size in mm, and a
/// line along its front edge; a skirmisher's rect is numbered among the unit's skirmishers
/// in `data-figure`, so the page can move it alone; a limber is drawn dashed, without the
/// test hook. Each base's group carries its index in the footprint in `data-base`.
pub fn unit_markup(footprint: &Footprint) -> String {
    let mut out = String::with_capacity(footprint.bases.len() * 220);
    let mut figures = 0;
    for (index, base) in footprint.bases.iter().enumerate() {
        let rect = base.rect;
        let (w, d) = (rect.width(), rect.depth());
        let (x, y) = (-w / 2.0, -d / 2.0);
        let skirmisher;
        let (class, hook) = match base.role {
            BaseRole::Limber => ("limber", ""),
            BaseRole::Skirmisher => {
                skirmisher = format!(" data-testid=\"base\" data-figure=\"{figures}\"");
                figures += 1;
                ("base skirmisher", skirmisher.as_str())
            }
            _ => ("base", " data-testid=\"base\""),
        };
        let _ = write!(
            out,
            "<g data-base=\"{index}\" transform=\"{}\"><rect class=\"{class}\"{hook} x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{d}\"/><line class=\"front-edge\" x1=\"{x}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\"/></g>",
            Pose::new(rect.center.x, rect.center.y, rect.degrees()).svg_transform(),
            -x,
        );
    }
    out
}

/// The outline of every base of a footprint, in the unit's frame, as the data of one SVG
/// path: the faint ghost of a formation the table shows after a change, until the next
/// action.
pub fn footprint_outline(footprint: &Footprint) -> String {
    let mut out = String::with_capacity(footprint.bases.len() * 48);
    for base in &footprint.bases {
        let [a, b, c, d] = base.rect.corners();
        let _ = write!(
            out,
            "M{} {}L{} {}L{} {}L{} {}Z",
            a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formation::line;
    use crate::rules::Basing;

    #[test]
    fn the_outline_has_one_closed_square_per_base() {
        let basing = Basing {
            bases: 3,
            figures_per_base: 1,
            base_width_mm: 40.0,
            base_depth_mm: 20.0,
        };
        let outline = footprint_outline(&line(&basing, 0.0));
        assert_eq!(outline.matches('M').count(), 3);
        assert_eq!(outline.matches('Z').count(), 3);
        assert!(
            outline.starts_with("M-60 0L-20 0L-20 20L-60 20Z"),
            "{outline}"
        );
    }

    #[test]
    fn every_base_is_a_rect_of_its_size_with_its_front_edge() {
        let basing = Basing {
            bases: 2,
            figures_per_base: 1,
            base_width_mm: 40.0,
            base_depth_mm: 20.0,
        };
        let markup = unit_markup(&line(&basing, 0.0));
        assert_eq!(markup.matches("data-testid=\"base\"").count(), 2);
        assert_eq!(markup.matches("width=\"40\" height=\"20\"").count(), 2);
        assert!(markup.starts_with(
            "<g data-base=\"0\" transform=\"translate(-20 10) rotate(0)\"><rect class=\"base\""
        ));
        assert!(
            markup.contains(
                "<line class=\"front-edge\" x1=\"-20\" y1=\"-10\" x2=\"20\" y2=\"-10\"/>"
            )
        );
        assert!(!markup.contains("data-figure"));
    }

    #[test]
    fn skirmishers_are_numbered_among_themselves() {
        let basing = Basing {
            bases: 3,
            figures_per_base: 1,
            base_width_mm: 20.0,
            base_depth_mm: 20.0,
        };
        let mut footprint = line(&basing, 0.0);
        for base in &mut footprint.bases[1..] {
            base.role = BaseRole::Skirmisher;
        }
        let markup = unit_markup(&footprint);
        assert!(markup.contains("data-figure=\"0\""), "{markup}");
        assert!(markup.contains("data-figure=\"1\""), "{markup}");
        assert!(!markup.contains("data-figure=\"2\""), "{markup}");
    }
}

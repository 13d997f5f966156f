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

/// The faint outline of a formation that stood at `pose` before a change, as the table
/// shows it until the next action (`data-testid="ghost"`).
pub fn ghost_markup(pose: &Pose, footprint: &Footprint) -> String {
    format!(
        "<g class=\"ghost\" data-testid=\"ghost\" transform=\"{}\">{}</g>",
        pose.svg_transform(),
        unit_markup(footprint)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formation::line;
    use crate::rules::Basing;

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
    fn a_ghost_is_the_old_formation_where_it_stood() {
        let basing = Basing {
            bases: 2,
            figures_per_base: 1,
            base_width_mm: 40.0,
            base_depth_mm: 20.0,
        };
        let footprint = line(&basing, 0.0);
        let ghost = ghost_markup(&Pose::new(5.0, -7.5, 90.0), &footprint);
        assert!(
            ghost.starts_with(
                "<g class=\"ghost\" data-testid=\"ghost\" transform=\"translate(5 -7.5) rotate(90)\"><g data-base=\"0\""
            ),
            "{ghost}"
        );
        assert_eq!(ghost.matches("data-testid=\"base\"").count(), 2);
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

//! One unit's bases as SVG, in the unit's own frame.

use std::fmt::Write as _;

use crate::formation::{BaseRole, Footprint};
use crate::geom::OrientedRect;

/// The markup of a footprint's bases, in the unit's frame (the caller places it with the
/// unit's pose). Each base is one closed `path` through its corners, carrying its index in
/// the footprint in `data-base` and `data-testid="base"`; a skirmisher's is also numbered
/// among the unit's skirmishers in `data-figure`, so the page can move it alone; a limber is
/// drawn dashed, without the test hook. The front edges of all the bases follow as one path.
/// One element a base, with no group or transform of its own, keeps a crowded table quick
/// for the browser to lay out and paint.
pub fn unit_markup(footprint: &Footprint) -> String {
    let mut out = String::with_capacity(footprint.bases.len() * 150);
    let mut front_edges = String::with_capacity(footprint.bases.len() * 40);
    let mut figures = 0;
    for (index, base) in footprint.bases.iter().enumerate() {
        let _ = write!(out, "<path data-base=\"{index}\" ");
        match base.role {
            BaseRole::Limber => out.push_str("class=\"limber\""),
            BaseRole::Skirmisher => {
                let _ = write!(
                    out,
                    "class=\"base skirmisher\" data-testid=\"base\" data-figure=\"{figures}\""
                );
                figures += 1;
            }
            _ => out.push_str("class=\"base\" data-testid=\"base\""),
        }
        out.push_str(" d=\"");
        outline_of(&mut out, &base.rect);
        out.push_str("\"/>");
        let [a, b, ..] = base.rect.corners();
        let _ = write!(front_edges, "M{} {}L{} {}", a.x, a.y, b.x, b.y);
    }
    if !front_edges.is_empty() {
        let _ = write!(out, "<path class=\"front-edge\" d=\"{front_edges}\"/>");
    }
    out
}

/// The outline of every base of a footprint, in the unit's frame, as the data of one SVG
/// path: the faint ghost of a formation the table shows after a change, until the next
/// action.
pub fn footprint_outline(footprint: &Footprint) -> String {
    let mut out = String::with_capacity(footprint.bases.len() * 48);
    for base in &footprint.bases {
        outline_of(&mut out, &base.rect);
    }
    out
}

/// Path data closing around `rect`'s corners, front-left first.
fn outline_of(out: &mut String, rect: &OrientedRect) {
    let [a, b, c, d] = rect.corners();
    let _ = write!(
        out,
        "M{} {}L{} {}L{} {}L{} {}Z",
        a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y
    );
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
    fn every_base_is_a_closed_path_through_its_corners_with_its_front_edge() {
        let basing = Basing {
            bases: 2,
            figures_per_base: 1,
            base_width_mm: 40.0,
            base_depth_mm: 20.0,
        };
        let markup = unit_markup(&line(&basing, 0.0));
        assert_eq!(markup.matches("data-testid=\"base\"").count(), 2);
        assert!(
            markup.starts_with(
                "<path data-base=\"0\" class=\"base\" data-testid=\"base\" d=\"M-40 0L0 0L0 20L-40 20Z\"/>"
            ),
            "{markup}"
        );
        assert!(markup.contains("<path data-base=\"1\" "), "{markup}");
        assert!(
            markup.ends_with("<path class=\"front-edge\" d=\"M-40 0L0 0M0 0L40 0\"/>"),
            "{markup}"
        );
        assert!(!markup.contains("data-figure"));
        assert!(!markup.contains("transform"));
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

//! One unit's bases as SVG, in the unit's own frame.

use std::fmt::Write as _;

use crate::decimal::DrawnPoint;
use crate::formation::{BaseRole, Footprint};
use crate::geom::OrientedRect;

/// A unit's bases as SVG path data, in the unit's frame (the caller places it with the
/// unit's pose), one path a layer, each with one closed subpath a base in footprint order.
/// A few elements a unit, however many bases, keep the largest tables quick for the browser
/// to lay out and paint; the page finds the base under the pointer with
/// [`Footprint::base_at`](crate::formation::Footprint::base_at).
#[derive(Clone, Debug, Default, PartialEq)]
struct UnitPaths {
    /// Limbers, drawn dashed.
    limbers: String,
    /// Every formed base.
    formed: String,
    /// Skirmishers, drawn lighter.
    skirmishers: String,
    /// The front edge of every base, drawn over the bases.
    front_edges: String,
}

impl UnitPaths {
    /// The paths of `footprint`'s bases.
    fn of(footprint: &Footprint) -> Self {
        let mut paths = Self {
            formed: String::with_capacity(footprint.bases.len() * 48),
            front_edges: String::with_capacity(footprint.bases.len() * 24),
            ..Self::default()
        };
        for base in &footprint.bases {
            let into = match base.role {
                BaseRole::Limber => &mut paths.limbers,
                BaseRole::Skirmisher => &mut paths.skirmishers,
                _ => &mut paths.formed,
            };
            outline_of(into, &base.rect);
            let [a, b, ..] = base.rect.corners();
            let _ = write!(paths.front_edges, "M{}L{}", DrawnPoint(a), DrawnPoint(b));
        }
        paths
    }

    /// Each layer that has bases, bottom first: its class, whether it holds bases a player
    /// can take (`data-testid="bases"`), and its path data.
    fn layers(&self) -> impl Iterator<Item = (&'static str, bool, &str)> {
        [
            ("limber", false, &self.limbers),
            ("base", true, &self.formed),
            ("base skirmisher", true, &self.skirmishers),
            ("front-edge", false, &self.front_edges),
        ]
        .into_iter()
        .filter(|(_, _, data)| !data.is_empty())
        .map(|(class, bases, data)| (class, bases, data.as_str()))
    }
}

/// The markup of a footprint's [`UnitPaths`], one `path` a layer.
pub fn unit_markup(footprint: &Footprint) -> String {
    let paths = UnitPaths::of(footprint);
    let mut out = String::with_capacity(paths.formed.len() + paths.front_edges.len() + 200);
    for (class, bases, data) in paths.layers() {
        let test_id = if bases { " data-testid=\"bases\"" } else { "" };
        let _ = write!(out, "<path class=\"{class}\"{test_id} d=\"{data}\"/>");
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
pub(super) fn outline_of(out: &mut String, rect: &OrientedRect) {
    let [a, b, c, d] = rect.corners();
    let _ = write!(
        out,
        "M{}L{}L{}L{}Z",
        DrawnPoint(a),
        DrawnPoint(b),
        DrawnPoint(c),
        DrawnPoint(d)
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
    fn a_units_bases_are_one_path_and_its_front_edges_another() {
        let basing = Basing {
            bases: 2,
            figures_per_base: 1,
            base_width_mm: 40.0,
            base_depth_mm: 20.0,
        };
        let markup = unit_markup(&line(&basing, 0.0));
        assert_eq!(
            markup,
            "<path class=\"base\" data-testid=\"bases\" d=\"M-40 0L0 0L0 20L-40 20ZM0 0L40 0L40 20L0 20Z\"/>\
             <path class=\"front-edge\" d=\"M-40 0L0 0M0 0L40 0\"/>"
        );
    }

    #[test]
    fn skirmishers_and_limbers_are_paths_of_their_own_in_footprint_order() {
        let basing = Basing {
            bases: 4,
            figures_per_base: 1,
            base_width_mm: 20.0,
            base_depth_mm: 20.0,
        };
        let mut footprint = line(&basing, 0.0);
        footprint.bases[0].role = BaseRole::Limber;
        for base in &mut footprint.bases[2..] {
            base.role = BaseRole::Skirmisher;
        }
        let markup = unit_markup(&footprint);
        let paths: Vec<&str> = markup.split("<path ").skip(1).collect();
        assert_eq!(paths.len(), 4, "{markup}");
        assert!(
            paths[0].starts_with("class=\"limber\" d=\"M-40 0"),
            "{markup}"
        );
        assert!(
            paths[1].starts_with("class=\"base\" data-testid=\"bases\" d=\"M-20 0"),
            "{markup}"
        );
        assert!(
            paths[2].starts_with("class=\"base skirmisher\" data-testid=\"bases\" d=\"M0 0"),
            "{markup}"
        );
        assert_eq!(paths[2].matches('Z').count(), 2, "{markup}");
        assert!(paths[3].starts_with("class=\"front-edge\""), "{markup}");
        assert!(!markup.contains("transform"));
    }
}

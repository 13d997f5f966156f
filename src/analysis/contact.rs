//! Whether two units touch, and how (D-contact), or overlap (D-no-overlap).

use super::Touch;
use glam::Vec2;

use crate::geom::{
    OrientedRect, PARALLEL_SINE, Segment, clearance, corner_against_edge, penetration,
};
use crate::table::PlacedUnit;

/// What two units' bases do to each other.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Meeting {
    /// They do not meet.
    Apart,
    /// They touch, within the tolerance.
    Touch(Touch),
    /// Their bases overlap by more than the tolerance (D-no-overlap).
    Overlap,
}

/// A unit's bases, not its skirmishers, as they stand on the table.
pub(super) fn bodies(unit: &PlacedUnit) -> impl Iterator<Item = &OrientedRect> {
    unit.rects
        .iter()
        .zip(&unit.shaped.footprint.bases)
        .filter(|(_, base)| base.role.is_base())
        .map(|(rect, _)| rect)
}

/// How units `a` and `b` meet, within `tolerance` mm. Edge to edge wins over edge to corner,
/// which wins over corner to corner, and the edge they share is measured once however many
/// base pairs share stretches of it ([`shared_once`]).
pub(super) fn meeting(a: &PlacedUnit, b: &PlacedUnit, tolerance: f32) -> Meeting {
    if !a.bounds.expanded(tolerance).intersects(&b.bounds) {
        return Meeting::Apart;
    }
    let (mut touching, mut against_edge) = (false, false);
    let mut stretches = Vec::new();
    for ra in bodies(a) {
        let near = ra.bounds().expanded(tolerance);
        for rb in bodies(b).filter(|rb| near.intersects(&rb.bounds())) {
            if penetration(ra, rb) > tolerance {
                return Meeting::Overlap;
            }
            if clearance(ra, rb) <= tolerance {
                touching = true;
                stretches.extend(edge_stretches(ra, rb, tolerance));
                against_edge = against_edge || corner_against_edge(ra, rb, tolerance);
            }
        }
    }
    let shared = shared_once(&stretches, tolerance);
    match (touching, shared > tolerance, against_edge) {
        (false, _, _) => Meeting::Apart,
        (true, true, _) => Meeting::Touch(Touch::EdgeToEdge { shared_mm: shared }),
        (true, false, true) => Meeting::Touch(Touch::EdgeToCorner),
        (true, false, false) => Meeting::Touch(Touch::CornerToCorner),
    }
}

/// Every stretch an edge of `a` shares with an edge of `b`, on `a`'s edge. All are kept: a
/// base slid a third of a millimetre along its neighbour shares a longer stretch of their
/// sides than of their fronts, and only the fronts' stretch belongs to the face.
fn edge_stretches<'a>(
    a: &OrientedRect,
    b: &'a OrientedRect,
    tolerance: f32,
) -> impl Iterator<Item = Segment> + 'a {
    a.edges().into_iter().flat_map(move |x| {
        b.edges()
            .into_iter()
            .filter_map(move |y| x.shared_stretch(&y, tolerance))
    })
}

/// The length of edge two units share, each stretch counted once: the stretches that lie
/// along the longest (parallel within [`PARALLEL_SINE`], and within twice the contact
/// `tolerance` of its line, as two faces each within the tolerance of a third are) are joined
/// where they overlap, measured along it, and any other stretch is left out. Bases side by
/// side share stretches that meet or overlap on the unit's face, and two stretches on a line
/// cover it once, so the length never exceeds the shorter of the faces that meet.
fn shared_once(stretches: &[Segment], tolerance: f32) -> f32 {
    let Some(longest) = stretches
        .iter()
        .max_by(|p, q| p.length().total_cmp(&q.length()))
    else {
        return 0.0;
    };
    let direction = longest.direction();
    let normal = direction.perp();
    let along = |p: Vec2| (p - longest.a).dot(direction);
    let mut spans: Vec<(f32, f32)> = stretches
        .iter()
        .filter(|s| direction.perp_dot(s.direction()).abs() <= PARALLEL_SINE)
        .filter(|s| (s.a - longest.a).dot(normal).abs() <= 2.0 * tolerance)
        .map(|s| {
            let (p, q) = (along(s.a), along(s.b));
            (p.min(q), p.max(q))
        })
        .collect();
    spans.sort_by(|p, q| p.0.total_cmp(&q.0));
    let mut total = 0.0;
    let mut reach = f32::NEG_INFINITY;
    for (from, to) in spans {
        let from = from.max(reach);
        if to > from {
            total += to - from;
            reach = to;
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use crate::analysis::{Touch, analyze};
    use crate::layout::Layout;
    use crate::rules::{Cited, Library};
    use crate::table::resolve;

    /// The flank-charge example, its cavalry moved `down` mm along the line's flank.
    fn charge(down: f32) -> Layout {
        let mut layout = Layout::from_json(include_str!("../../docs/examples/flank-charge.json"))
            .expect("valid");
        layout.units[1].pose.y += down;
        layout
    }

    #[test]
    fn a_corner_on_a_corner_is_told_from_a_corner_on_an_edge() {
        let library = Library::builtin().expect("built-ins");
        let mut ruleset = (*library.get("pip-2mm").expect("built in").ruleset).clone();
        let touch = |layout: &Layout, ruleset| {
            let report = analyze(&resolve(layout, ruleset), ruleset);
            report.contacts.first().map(|c| c.touch)
        };
        // The cavalry's front-left corner on the line's rear-right corner.
        assert_eq!(touch(&charge(0.0), &ruleset), Some(Touch::CornerToCorner));
        // Moved 5 mm up, the line's corner stands on the cavalry's front edge.
        assert!(matches!(
            touch(&charge(-5.0), &ruleset),
            Some(Touch::EdgeToEdge { .. })
        ));
        assert_eq!(touch(&charge(0.6), &ruleset), None);

        ruleset.contact.corner_to_corner = Some(Cited::by_rule(false, "D-contact"));
        let table = resolve(&charge(0.0), &ruleset);
        let report = analyze(&table, &ruleset);
        assert!(report.contacts.is_empty());
        let said: Vec<_> = report.findings.iter().map(|f| f.rule.as_str()).collect();
        assert_eq!(said, ["D-contact"], "{:?}", report.findings);
        assert!(report.findings[0].message.contains("only corner to corner"));
    }
}

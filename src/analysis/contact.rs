//! Whether two units touch, and how (D-contact), or overlap (D-no-overlap).

use super::Touch;
use crate::geom::{OrientedRect, clearance, penetration};
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
/// and the shared lengths of all touching base pairs add up.
pub(super) fn meeting(a: &PlacedUnit, b: &PlacedUnit, tolerance: f32) -> Meeting {
    if !a.bounds.expanded(tolerance).intersects(&b.bounds) {
        return Meeting::Apart;
    }
    let mut touching = false;
    let mut shared = 0.0;
    for ra in bodies(a) {
        let near = ra.bounds().expanded(tolerance);
        for rb in bodies(b).filter(|rb| near.intersects(&rb.bounds())) {
            if penetration(ra, rb) > tolerance {
                return Meeting::Overlap;
            }
            if clearance(ra, rb) <= tolerance {
                touching = true;
                shared += edge_overlap(ra, rb, tolerance);
            }
        }
    }
    match (touching, shared > tolerance) {
        (false, _) => Meeting::Apart,
        (true, true) => Meeting::Touch(Touch::EdgeToEdge { shared_mm: shared }),
        (true, false) => Meeting::Touch(Touch::EdgeToCorner),
    }
}

/// The longest stretch any edge of `a` shares with any edge of `b`.
fn edge_overlap(a: &OrientedRect, b: &OrientedRect, tolerance: f32) -> f32 {
    let (ea, eb) = (a.edges(), b.edges());
    ea.iter()
        .flat_map(|x| eb.iter().map(move |y| x.shared_length(y, tolerance)))
        .fold(0.0, f32::max)
}

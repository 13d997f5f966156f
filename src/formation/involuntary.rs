//! Involuntary states drawn on the footprint.

use super::Basing;
use super::{Footprint, column::ranks};

/// How far each routed base is drawn behind the one in front, as a share of its depth: enough
/// to see every base of the stack.
const STACK_STEP: f32 = 1.0 / 3.0;

/// Morale disordered: the rear-most base, rightmost of those, is turned round in place.
pub fn disordered(footprint: &mut Footprint) {
    let rear = footprint
        .bases
        .iter_mut()
        .filter(|b| b.role.is_base())
        .max_by(|a, b| {
            let key = |r: &crate::geom::OrientedRect| (r.center.y, r.center.x);
            key(&a.rect)
                .partial_cmp(&key(&b.rect))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
    if let Some(base) = rear {
        base.rect.rotation = -base.rect.rotation;
    }
}

/// Routed: the bases stacked one on another in a single column, each a little behind the last.
pub fn routed(basing: &Basing) -> Footprint {
    ranks(basing, 1, basing.base_depth_mm * STACK_STEP)
}

//! Skirmishers detached from a formed parent.

use super::Basing;
use super::row::centred;
use super::{Base, BaseRole, Detachment, FormationError};
use crate::geom::Bounds;

/// How many bases stay with the parent, after checking the detachment against its limit.
pub fn parent_bases(total: u32, detachment: &Detachment) -> Result<u32, FormationError> {
    let most = detachment.limit.value.most(total);
    if detachment.count > most {
        return Err(FormationError::rule(
            detachment.limit.cite(),
            format!(
                "a unit of {total} bases may detach at most {most} as skirmishers, not {}",
                detachment.count
            ),
        ));
    }
    if detachment.count >= total {
        return Err(FormationError::input(
            "detaching every base leaves no parent: put the whole unit in open order instead",
        ));
    }
    Ok(total - detachment.count)
}

/// The skirmisher bases: where the player placed them, or else a screen spread across the
/// parent's frontage, its rear edge `screen_ahead_mm` in front of the parent.
pub fn screen(
    basing: &Basing,
    parent: Bounds,
    detachment: &Detachment,
) -> Result<Vec<Base>, FormationError> {
    let (width, depth) = (basing.base_width_mm, basing.base_depth_mm);
    if !detachment.placed.is_empty() {
        if detachment.placed.len() != detachment.count as usize {
            return Err(FormationError::input(format!(
                "{} skirmisher positions were given for {} skirmishers",
                detachment.placed.len(),
                detachment.count
            )));
        }
        return Ok(detachment
            .placed
            .iter()
            .map(|p| Base::new(p.x, p.y, width, depth, p.facing, BaseRole::Skirmisher))
            .collect());
    }
    let frontage = if parent.is_empty() {
        0.0
    } else {
        parent.size().x
    };
    let pitch = (frontage / detachment.count.max(1) as f32).max(width);
    let y = -detachment.screen_ahead_mm.value - depth / 2.0;
    Ok(centred(detachment.count, pitch)
        .map(|x| Base::new(x, y, width, depth, 0.0, BaseRole::Skirmisher))
        .collect())
}

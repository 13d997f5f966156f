//! Artillery: limbered to move, unlimbered to fire (A-8.45, C-organisation).

use super::Basing;
use super::column::ranks;
use super::{Footprint, line};

/// Guns in action: a line of gun bases facing the front.
pub fn unlimbered(basing: &Basing, gap_mm: f32) -> Footprint {
    line(basing, gap_mm)
}

/// Guns hitched up: one behind another. Where the ruleset shows limbered guns facing away
/// from the enemy (C-organisation), each base is turned round in place.
pub fn limbered(basing: &Basing, faces_away: bool) -> Footprint {
    let mut footprint = ranks(basing, 1, basing.base_depth_mm);
    if faces_away {
        for base in &mut footprint.bases {
            base.rect.rotation = -base.rect.rotation;
        }
    }
    footprint
}

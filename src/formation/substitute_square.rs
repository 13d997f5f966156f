//! A substitute square base (D-square-base).

use super::{Base, BaseRole, Footprint};

/// One square base of side `side_mm` standing for the unit in square, its front edge on the
/// front-centre. The change that forms it centres it on the old base (see `Anchor::Centre`).
pub fn substitute_square(side_mm: f32) -> Footprint {
    Footprint {
        bases: vec![Base::new(
            0.0,
            side_mm / 2.0,
            side_mm,
            side_mm,
            0.0,
            BaseRole::Substitute,
        )],
    }
}

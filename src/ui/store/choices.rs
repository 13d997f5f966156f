//! The choices store: what the player chose for the next edits.

use leptos::prelude::*;

use crate::fields::ChangeField;
use crate::layout::PlayerSide;
use crate::rules::AnchorChoices;

/// The side new units join, and the choices for the next change of formation.
#[derive(Clone, Copy)]
pub struct Choices {
    side: RwSignal<PlayerSide>,
    anchor: RwSignal<AnchorChoices>,
}

impl Default for Choices {
    fn default() -> Self {
        Self {
            side: RwSignal::new(PlayerSide(0)),
            anchor: RwSignal::new(AnchorChoices::default()),
        }
    }
}

impl Choices {
    /// The side new units join.
    pub fn side(&self) -> ReadSignal<PlayerSide> {
        self.side.read_only()
    }

    /// Makes `side` the side new units join.
    pub fn choose_side(&self, side: PlayerSide) {
        self.side.set(side);
    }

    /// The choices for the next change of formation.
    pub fn anchor(&self) -> ReadSignal<AnchorChoices> {
        self.anchor.read_only()
    }

    /// Sets choice `field` for the next change of formation from what the player `typed`,
    /// or says why not.
    pub fn choose_for_next_change(&self, field: ChangeField, typed: &str) -> Result<(), String> {
        let mut anchor = self.anchor.get_untracked();
        field.set(&mut anchor, typed)?;
        self.anchor.set(anchor);
        Ok(())
    }

    /// Keeps base `base` put at the next change of formation.
    pub fn keep_base(&self, base: u32) {
        self.anchor.update(|a| a.element = Some(base));
    }
}

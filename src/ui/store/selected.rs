//! The selection store: what the session has selected, read by the components.

use leptos::prelude::*;

use crate::layout::TablePiece;
use crate::session::Session;

/// What is selected: read here, changed by the session's selecting intents.
#[derive(Clone, Copy)]
pub struct Selected {
    session: StoredValue<Session>,
    /// Notified whenever the selection changes.
    changed: Trigger,
}

impl Selected {
    /// The selection of `session`.
    pub fn new(session: StoredValue<Session>) -> Self {
        Self {
            session,
            changed: Trigger::new(),
        }
    }

    /// Says that the session's selection changed.
    pub fn note_change(&self) {
        self.changed.notify();
    }

    /// The unit leading the selection, tracked.
    pub fn lead(&self) -> Option<u32> {
        self.changed.track();
        self.lead_untracked()
    }

    /// The unit leading the selection, not tracked.
    pub fn lead_untracked(&self) -> Option<u32> {
        self.session.with_value(|s| s.selection().lead())
    }

    /// The selected piece of terrain or zone, tracked.
    pub fn piece(&self) -> Option<TablePiece> {
        self.changed.track();
        self.piece_untracked()
    }

    /// The selected piece of terrain or zone, not tracked.
    pub fn piece_untracked(&self) -> Option<TablePiece> {
        self.session.with_value(|s| s.selection().piece())
    }

    /// Every selected unit, the lead first, tracked.
    pub fn units(&self) -> Vec<u32> {
        self.changed.track();
        self.session.with_value(|s| s.selection().units())
    }

    /// Whether unit `id` is selected, alone or in a brigade, tracked.
    pub fn holds(&self, id: u32) -> bool {
        self.changed.track();
        self.holds_untracked(id)
    }

    /// Whether unit `id` is selected, not tracked.
    pub fn holds_untracked(&self, id: u32) -> bool {
        self.session.with_value(|s| s.selection().holds(id))
    }
}

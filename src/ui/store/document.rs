//! The document store: the edit session (the table, its history, the selection, the
//! clipboard) and the ruleset library.

use std::sync::Arc;

use leptos::prelude::*;

use crate::layout::Layout;
use crate::rules::{Library, Ruleset};
use crate::session::{Edit, Ground, Intent, Outcome, Session};
use crate::table::Table;

/// The edit session and the rulesets. The layout shown is read through
/// [`Document::with_layout`], the whole game through [`Document::with_game`], both tracking
/// it; the session changes only in [`Document::apply`] and [`Document::edit`].
#[derive(Clone, Copy)]
pub struct Document {
    session: StoredValue<Session>,
    library: RwSignal<Library>,
    /// Notified whenever the layout changes, a drag's frame included.
    layout_changed: Trigger,
    undo_redo: RwSignal<(bool, bool)>,
    units_dragged: RwSignal<bool>,
    /// Notified after every undo step made or walked: the moment the table is saved.
    committed: Trigger,
}

impl Document {
    /// A document over `session`, with the rulesets of `library`.
    pub fn new(session: StoredValue<Session>, library: Library) -> Self {
        Self {
            session,
            library: RwSignal::new(library),
            layout_changed: Trigger::new(),
            undo_redo: RwSignal::new((false, false)),
            units_dragged: RwSignal::new(false),
            committed: Trigger::new(),
        }
    }

    /// Reads the layout shown, tracking it: the turn in hand, or a kept turn shown as it
    /// stood.
    pub fn with_layout<T>(&self, read: impl FnOnce(&Layout) -> T) -> T {
        self.layout_changed.track();
        self.with_layout_untracked(read)
    }

    /// Reads the layout shown without tracking it.
    pub fn with_layout_untracked<T>(&self, read: impl FnOnce(&Layout) -> T) -> T {
        self.session.with_value(|s| read(s.shown_layout()))
    }

    /// Reads the whole game, tracking it: the turn in hand with the turns kept before it,
    /// as it is saved and shared.
    pub fn with_game<T>(&self, read: impl FnOnce(&Layout) -> T) -> T {
        self.layout_changed.track();
        self.with_game_untracked(read)
    }

    /// Reads the whole game without tracking it.
    pub fn with_game_untracked<T>(&self, read: impl FnOnce(&Layout) -> T) -> T {
        self.session.with_value(|s| read(s.layout()))
    }

    /// A copy of the whole game, not tracked.
    pub fn game_untracked(&self) -> Layout {
        self.with_game_untracked(Layout::clone)
    }

    /// Tracks the layout: whoever calls it runs again when the layout changes.
    pub fn track(&self) {
        self.layout_changed.track();
    }

    /// Tracks the saves: whoever calls it runs again after every undo step made or walked.
    pub fn track_commits(&self) {
        self.committed.track();
    }

    /// The ruleset library.
    pub fn library(&self) -> ReadSignal<Library> {
        self.library.read_only()
    }

    /// Adds a ruleset to the library with `add`, which says what it added or why not.
    pub fn add_ruleset<T>(
        &self,
        add: impl FnOnce(&mut Library) -> Result<T, String>,
    ) -> Result<T, String> {
        self.library
            .try_update(add)
            .unwrap_or_else(|| Err("the ruleset library is gone".to_owned()))
    }

    /// Whether undo and redo have anything to do.
    pub fn undo_redo(&self) -> ReadSignal<(bool, bool)> {
        self.undo_redo.read_only()
    }

    /// Whether units are being dragged: from a drag's first move to its end.
    pub fn units_dragged(&self) -> ReadSignal<bool> {
        self.units_dragged.read_only()
    }

    /// Applies `intent` to the session, and notifies whoever reads what changed.
    pub fn apply(&self, intent: Intent, ruleset: Rules, table: Memo<Table>) -> Outcome {
        self.run(ruleset, table, |session, ground| {
            session.apply(intent, ground)
        })
    }

    /// Applies `edit` to the session, and notifies whoever reads what changed. Called from
    /// the side panel's module alone, so the edits load with it.
    pub fn edit(&self, edit: Edit, ruleset: Rules, table: Memo<Table>) -> Outcome {
        self.run(ruleset, table, |session, ground| session.edit(edit, ground))
    }

    /// Runs `step` on the session, on the ruleset and the table placed from its layout.
    fn run(
        &self,
        ruleset: Rules,
        table: Memo<Table>,
        step: impl FnOnce(&mut Session, &Ground) -> Outcome,
    ) -> Outcome {
        let outcome = table.with_untracked(|table| {
            ruleset.with_untracked(|ruleset| {
                self.library.with_untracked(|library| {
                    let ground = Ground {
                        library,
                        ruleset: ruleset.as_ref(),
                        table,
                    };
                    self.session
                        .try_update_value(|session| step(session, &ground))
                })
            })
        });
        let outcome = outcome.unwrap_or_default();
        if outcome.layout_changed {
            self.layout_changed.notify();
        }
        let (flags, dragging) = self
            .session
            .with_value(|s| (s.can_undo_redo(), s.dragging_units()));
        if self.undo_redo.get_untracked() != flags {
            self.undo_redo.set(flags);
        }
        if self.units_dragged.get_untracked() != dragging {
            self.units_dragged.set(dragging);
        }
        if outcome.history.is_some() {
            self.committed.notify();
        }
        outcome
    }
}

/// The layout's ruleset as played, as the editor keeps it.
pub type Rules = Memo<Option<Arc<Ruleset>>>;

//! The session: the table, its history, the selection and the clipboard, and the door the
//! table's own intents come in by ([`Session::edit`] is the edits' door).

use super::drag::DragState;
use super::{Clipboard, Ground, HistoryStep, Intent, Outcome, Selection};
use crate::history::History;
use crate::layout::Layout;

/// An edit session over one table. Its fields change only through its two doors,
/// [`Session::apply`] and [`Session::edit`].
#[derive(Clone, Debug)]
pub struct Session {
    pub(super) layout: Layout,
    pub(super) history: History<Layout>,
    pub(super) selection: Selection,
    pub(super) clipboard: Option<Clipboard>,
    pub(super) drag: Option<DragState>,
    /// The kept turn shown as it stood, read-only; `None` shows the turn in hand.
    pub(super) shown: Option<u32>,
    /// Whether the pointer took hold of a kept turn shown, and has not yet moved: its first
    /// move says why nothing follows it.
    pub(super) held_kept_turn: bool,
}

impl Session {
    /// A session over `layout`, with nothing to undo and nothing selected.
    pub fn new(layout: Layout) -> Self {
        Self {
            layout,
            history: History::default(),
            selection: Selection::default(),
            clipboard: None,
            drag: None,
            shown: None,
            held_kept_turn: false,
        }
    }

    /// The table being edited, with the game's kept turns: what is saved and shared.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The table shown: a kept turn as it stood, or the turn in hand.
    pub fn shown_layout(&self) -> &Layout {
        (self.shown)
            .and_then(|turn| self.layout.record.turn(turn))
            .unwrap_or(&self.layout)
    }

    /// The kept turn shown, read-only, if one is; `None` when the turn in hand is.
    pub fn shown_turn(&self) -> Option<u32> {
        self.shown
    }

    /// What is selected.
    pub fn selection(&self) -> &Selection {
        &self.selection
    }

    /// Whether undo and redo have anything to do.
    pub fn can_undo_redo(&self) -> (bool, bool) {
        (self.history.can_undo(), self.history.can_redo())
    }

    /// Whether a drag has moved units, from its first move until it ends.
    pub fn dragging_units(&self) -> bool {
        self.drag.as_ref().is_some_and(|d| d.units_moved)
    }

    /// Whether a drag is under way.
    pub fn dragging(&self) -> bool {
        self.drag.is_some()
    }

    /// Applies `intent` on `ground` (the ruleset and the table placed from this session's
    /// layout), and says what it did. The page's first load holds this door alone; the edits
    /// come in by [`Session::edit`], with the panel.
    pub fn apply(&mut self, intent: Intent, ground: &Ground) -> Outcome {
        let mut out = Outcome::default();
        // Undo, redo and a table taken in let go of a drag under way first, as an undo step
        // of its own.
        if matches!(
            intent,
            Intent::Grab(_)
                | Intent::Undo
                | Intent::Redo
                | Intent::Open(_)
                | Intent::Restore(_)
                | Intent::NewTable(_)
        ) {
            self.drop_held(ground, &mut out);
        }
        let held_kept_turn = std::mem::take(&mut self.held_kept_turn);
        match intent {
            Intent::Select(unit) => self.select(Selection::units_of(unit.as_slice()), &mut out),
            Intent::SelectUnits(ids) => self.select(Selection::units_of(&ids), &mut out),
            Intent::SelectWithBrigade(id) => self.select_with_brigade(id, &mut out),
            Intent::JoinSelection(id) => self.select(self.selection.joined(id), &mut out),
            Intent::SelectPiece(piece) => self.select(Selection::piece_of(piece), &mut out),
            // A kept turn shown is read-only: it is not taken hold of, and a drag says so.
            Intent::Grab(_) if self.shown.is_some() => self.held_kept_turn = true,
            Intent::DragTo(_) if held_kept_turn => self.refuse_on_kept_turn(&mut out),
            Intent::Grab(grip) => self.grab(grip),
            Intent::DragTo(motion) => self.drag_to(motion, ground, &mut out),
            Intent::Drop => self.drop_held(ground, &mut out),
            Intent::CancelDrag => self.cancel_drag(&mut out),
            Intent::Undo => self.walk_history(true, &mut out),
            Intent::Redo => self.walk_history(false, &mut out),
            Intent::Open(layout) => self.open(*layout, &mut out),
            Intent::Restore(layout) => self.restore(*layout, &mut out),
            Intent::NewTable(id) => self.new_table(&id, ground, &mut out),
        }
        out
    }

    /// Makes `selection` the selection.
    pub(super) fn select(&mut self, selection: Selection, out: &mut Outcome) {
        if self.selection != selection {
            self.selection = selection;
            out.selection_changed = true;
        }
    }

    /// Selects unit `id` with the rest of its named brigade, `id` leading.
    fn select_with_brigade(&mut self, id: u32, out: &mut Outcome) {
        let layout = self.shown_layout();
        let others = layout
            .brigade_of(id)
            .map(|index| &layout.brigades[index].units);
        let others = others.into_iter().flatten().filter(|&&other| other != id);
        let members: Vec<u32> = std::iter::once(id).chain(others.copied()).collect();
        self.select(Selection::units_of(&members), out);
    }

    /// Applies `change` to a copy of the table, checks it against the table's budget as a link
    /// or a file is, and puts it in place as one undo step; a refused change changes nothing
    /// and says why. Whether the change was taken.
    pub(super) fn change(
        &mut self,
        out: &mut Outcome,
        change: impl FnOnce(&mut Layout) -> Result<(), String>,
    ) -> bool {
        let mut after = self.layout.clone();
        match change(&mut after).and_then(|()| after.check_edited()) {
            Ok(()) => {
                self.put(after, out);
                true
            }
            Err(why) => {
                out.refuse(why);
                false
            }
        }
    }

    /// Puts `layout`, which has passed the table's checks, in place as one undo step, unless
    /// it is the table already.
    pub(super) fn put(&mut self, layout: Layout, out: &mut Outcome) {
        if self.layout == layout {
            return;
        }
        let before = std::mem::replace(&mut self.layout, layout);
        self.history.record(before);
        out.layout_changed = true;
        out.history = Some(HistoryStep::Recorded);
        self.settle_shown();
    }

    /// Shows the turn in hand in place of a kept turn the game no longer keeps.
    fn settle_shown(&mut self) {
        if (self.shown).is_some_and(|turn| self.layout.record.turn(turn).is_none()) {
            self.shown = None;
        }
    }

    /// Goes back one edit, or forward one. A table of another ruleset (a new table, or an
    /// opened one, undone) is fitted to the view.
    fn walk_history(&mut self, back: bool, out: &mut Outcome) {
        let current = self.layout.clone();
        let other = if back {
            self.history.undo(current)
        } else {
            self.history.redo(current)
        };
        let Some(other) = other else {
            return;
        };
        out.fit_view = other.ruleset != self.layout.ruleset;
        let before = std::mem::replace(&mut self.layout, other);
        out.layout_changed = true;
        self.settle_shown();
        // Units the step brings back to a table that kept others are selected, so the player
        // sees what came back (a whole table back, after a new one, selects nothing); units
        // it takes away leave the selection.
        let shown = self.shown_layout();
        let returned: Vec<u32> = (shown.units.iter())
            .map(|u| u.id)
            .filter(|&id| before.unit(id).is_none())
            .collect();
        let selection = if returned.is_empty() || returned.len() == shown.units.len() {
            self.selection.kept_in(shown)
        } else {
            Selection::units_of(&returned)
        };
        self.select(selection, out);
        out.history = Some(if back {
            HistoryStep::Undone
        } else {
            HistoryStep::Redone
        });
    }

    /// Puts the table opened from a file or a link in place: one undo step, nothing selected.
    fn open(&mut self, layout: Layout, out: &mut Outcome) {
        self.shown = None;
        self.put(layout, out);
        self.select(Selection::default(), out);
        out.fit_view = true;
    }

    /// Brings back the table saved in the browser: not an undo step.
    fn restore(&mut self, layout: Layout, out: &mut Outcome) {
        self.shown = None;
        if self.layout != layout {
            self.layout = layout;
            out.layout_changed = true;
        }
        out.fit_view = true;
    }
}

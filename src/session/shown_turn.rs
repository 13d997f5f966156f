//! Showing a turn of the game: a kept turn as it stood at its end, read-only but for its
//! notes, or the turn in hand. Showing is not an undo step, and what is saved and shared is
//! always the whole game ([`Session::layout`]).

use super::{Outcome, Session};

impl Session {
    /// Shows turn `turn`: a kept turn, or the turn in hand; the selection keeps the units the
    /// turn shown has. Refused, saying so, for a turn the game does not hold.
    pub(super) fn show_turn(&mut self, turn: u32, out: &mut Outcome) {
        let shown = if turn == self.layout.turn {
            None
        } else if self.layout.record.turn(turn).is_some() {
            Some(turn)
        } else {
            return out.refuse(format!("Turn {turn} is not kept in this game."));
        };
        if shown != self.shown {
            self.shown = shown;
            out.layout_changed = true;
            let selection = self.selection.kept_in(self.shown_layout());
            self.select(selection, out);
        }
    }

    /// Refuses a change of the kept turn shown, saying why and what to do instead.
    pub(super) fn refuse_on_kept_turn(&self, out: &mut Outcome) {
        if let Some(turn) = self.shown {
            out.refuse(format!(
                "Turn {turn} is shown as it stood, to read: step to the turn in hand to play on, or Go on from here."
            ));
        }
    }
}

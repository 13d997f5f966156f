//! The feedback store: what the player is told and shown of the rules' answers.

use leptos::prelude::*;

use crate::reading::Reading;
use crate::session::{Ghost, Notice, Outcome};

/// The notice, the reader worker's last reading, the reach drawn, what happened in the turn
/// shown, and the ghost of a changed formation.
#[derive(Clone, Copy)]
pub struct Feedback {
    notice: RwSignal<Option<Notice>>,
    reading: RwSignal<Reading>,
    reach_drawing: RwSignal<String>,
    turn_drawing: RwSignal<String>,
    ghost: RwSignal<Option<Ghost>>,
}

impl Default for Feedback {
    fn default() -> Self {
        Self {
            notice: RwSignal::new(None),
            reading: RwSignal::new(Reading::default()),
            reach_drawing: RwSignal::new(String::new()),
            turn_drawing: RwSignal::new(String::new()),
            ghost: RwSignal::new(None),
        }
    }
}

impl Feedback {
    /// The message shown to the player.
    pub fn notice(&self) -> ReadSignal<Option<Notice>> {
        self.notice.read_only()
    }

    /// Shows `notice`, in place of any before it.
    pub fn say(&self, notice: Notice) {
        self.notice.set(Some(notice));
    }

    /// Takes the notice away.
    pub fn dismiss(&self) {
        self.notice.set(None);
    }

    /// Takes in what an intent did: its notice, or else, once the table has changed, the
    /// end of a notice about the table as it was (one offering something stays until the
    /// player answers it); and the ghost a change of formation leaves, until the next change.
    pub fn after(&self, outcome: &Outcome) {
        if let Some(notice) = &outcome.notice {
            self.say(notice.clone());
        } else if outcome.layout_changed
            && outcome.history.is_some()
            && self
                .notice
                .with_untracked(|n| n.as_ref().is_some_and(Notice::only_reports))
        {
            self.dismiss();
        }
        let ghost_goes = outcome.layout_changed && self.ghost.with_untracked(Option::is_some);
        if outcome.ghost.is_some() || ghost_goes {
            self.ghost.set(outcome.ghost.clone());
        }
    }

    /// What the reader worker last read from the table.
    pub fn reading(&self) -> ReadSignal<Reading> {
        self.reading.read_only()
    }

    /// Takes the reader worker's new reading.
    pub fn take_reading(&self, reading: Reading) {
        self.reading.set(reading);
    }

    /// The selected unit's reach and the enemy's threat, as SVG, while drawn.
    pub fn reach_drawing(&self) -> ReadSignal<String> {
        self.reach_drawing.read_only()
    }

    /// Draws the reach `drawing`, or nothing when empty.
    pub fn draw_reach(&self, drawing: &str) {
        if self.reach_drawing.with_untracked(|d| d != drawing) {
            self.reach_drawing.set(drawing.to_owned());
        }
    }

    /// What happened in the turn shown (its moves, changes of formation, charges and units
    /// lost), as SVG, while drawn.
    pub fn turn_drawing(&self) -> ReadSignal<String> {
        self.turn_drawing.read_only()
    }

    /// Draws what happened in the turn shown, `drawing`, or nothing when empty.
    pub fn draw_turn(&self, drawing: String) {
        if self.turn_drawing.with_untracked(|d| *d != drawing) {
            self.turn_drawing.set(drawing);
        }
    }

    /// The outline of a unit's formation before it changed, until the next edit.
    pub fn ghost(&self) -> ReadSignal<Option<Ghost>> {
        self.ghost.read_only()
    }
}

//! What an intent did: the page redraws, tells and records by it.

use super::Notice;
use crate::geom::Pose;

/// How an intent moved through the undo history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryStep {
    /// The table before the intent became an undo step.
    Recorded,
    /// The table went back one step.
    Undone,
    /// The table went forward one step.
    Redone,
}

/// The faint outline of a unit's formation before it changed, kept until the next edit.
#[derive(Clone, Debug, PartialEq)]
pub struct Ghost {
    /// Where the unit stood.
    pub pose: Pose,
    /// Its bases' outline, as SVG path data in the unit's frame.
    pub outline: String,
}

/// What one intent changed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outcome {
    /// Whether the table changed: its units, terrain, zones or settings.
    pub layout_changed: bool,
    /// Whether what is selected changed.
    pub selection_changed: bool,
    /// The undo step made or walked, if any: the moment the table is saved.
    pub history: Option<HistoryStep>,
    /// What to tell the player.
    pub notice: Option<Notice>,
    /// Whether the view should be fitted to the table (a new or opened table, a unit added).
    pub fit_view: bool,
    /// The outline a change of formation leaves behind.
    pub ghost: Option<Ghost>,
}

impl Outcome {
    /// Tells the player `notice`.
    pub(super) fn say(&mut self, notice: Notice) {
        self.notice = Some(notice);
    }

    /// Tells the player what is wrong, in one line.
    pub(super) fn refuse(&mut self, why: impl Into<String>) {
        self.say(Notice::error(why, Vec::new()));
    }
}

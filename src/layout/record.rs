//! The game's record: every turn played before the one in hand, each as its table stood at
//! the turn's end, with where each unit's move began, its changes of formation and the
//! players' notes. The game is its turns: the deployment (turn 0), then 1, 2, … and the turn in
//! hand, which is the layout itself.
//!
//! A kept turn is a whole [`Layout`] with no record of its own, shared by [`Arc`], so that
//! the undo history's copies of a game cost a pointer a turn. Files and links store each turn
//! as what changed since the turn after it ([`super::turn_delta`]).

use std::sync::Arc;

use super::check::check_notes;
use super::{Layout, TurnNotes};
use crate::limits::{MAX_GAME_UNITS, MAX_KEPT_TURNS, MAX_TURN};

/// The turns played before the one in hand, oldest first, numbered one after another up to
/// the turn before the layout's own.
#[derive(Clone, Debug, Default)]
pub struct TurnRecord {
    turns: Vec<Arc<Layout>>,
}

/// Two records are equal when their turns are: a turn shared by both is, without a look.
impl PartialEq for TurnRecord {
    fn eq(&self, other: &Self) -> bool {
        self.turns.len() == other.turns.len()
            && (self.turns.iter().zip(&other.turns)).all(|(a, b)| Arc::ptr_eq(a, b) || a == b)
    }
}

impl TurnRecord {
    /// A record of `turns`, oldest first, each with no record of its own. The layout that
    /// holds it checks their numbers ([`Layout::check`]).
    pub fn of(turns: Vec<Layout>) -> Self {
        Self {
            turns: turns.into_iter().map(Arc::new).collect(),
        }
    }

    /// Whether no turn is kept.
    pub fn is_empty(&self) -> bool {
        self.turns.is_empty()
    }

    /// How many turns are kept.
    pub fn len(&self) -> usize {
        self.turns.len()
    }

    /// The kept turns, oldest first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &Layout> + ExactSizeIterator {
        self.turns.iter().map(|t| &**t)
    }

    /// The number of the oldest kept turn, if any is kept.
    pub fn first_turn(&self) -> Option<u32> {
        self.turns.first().map(|t| t.turn)
    }

    /// Turn `turn` as its table stood at its end, if it is kept.
    pub fn turn(&self, turn: u32) -> Option<&Layout> {
        let first = self.first_turn()?;
        let index = turn.checked_sub(first)?;
        self.turns.get(index as usize).map(|t| &**t)
    }

    /// Kept turn `turn`, to change: copied first if the undo history shares it.
    fn turn_mut(&mut self, turn: u32) -> Option<&mut Layout> {
        let first = self.first_turn()?;
        let index = turn.checked_sub(first)?;
        self.turns.get_mut(index as usize).map(Arc::make_mut)
    }

    /// How many units the kept turns hold, counting each once a turn.
    pub fn units(&self) -> usize {
        self.turns.iter().map(|t| t.units.len()).sum()
    }
}

impl Layout {
    /// Turn `turn` as its table stood: the turn in hand as it stands, a kept one as it stood
    /// at its end. `None` for a turn not kept or not yet played.
    pub fn at_turn(&self, turn: u32) -> Option<&Layout> {
        if turn == self.turn {
            Some(self)
        } else {
            self.record.turn(turn)
        }
    }

    /// Writes on the notes of turn `turn` with `write`: the turn in hand's, or a kept turn's,
    /// checked then as [`Layout::check`] checks them. Refused, changing nothing, when the turn
    /// is not in the game or the notes would not pass.
    pub fn write_notes(
        &mut self,
        turn: u32,
        write: impl FnOnce(&mut TurnNotes) -> Result<(), String>,
    ) -> Result<(), String> {
        if turn == self.turn {
            return write(&mut self.notes);
        }
        let not_kept = || format!("Turn {turn} is not kept in this game.");
        let kept = self.record.turn(turn).ok_or_else(not_kept)?;
        let mut notes = kept.notes.clone();
        write(&mut notes)?;
        let before = turn.checked_sub(1).and_then(|t| self.record.turn(t));
        check_notes(&notes, kept, before)?;
        self.record.turn_mut(turn).ok_or_else(not_kept)?.notes = notes;
        Ok(())
    }

    /// The turns the game can show, oldest first: the kept ones and the one in hand.
    pub fn game_turns(&self) -> std::ops::RangeInclusive<u32> {
        self.record.first_turn().unwrap_or(self.turn)..=self.turn
    }

    /// Starts a new turn. The turn just played is kept as it stands; then every unit's move
    /// begins where it stands, it has changed formation no times, and the notes are blank.
    /// Refused, changing nothing, when the game's budget has no room for another turn.
    pub fn new_turn(&mut self) -> Result<(), String> {
        if self.turn >= MAX_TURN {
            return Err(format!("A game may last {MAX_TURN} turns at most."));
        }
        if self.record.len() >= MAX_KEPT_TURNS {
            return Err(format!(
                "A game keeps {MAX_KEPT_TURNS} turns at most: save this one, then Go on from a later turn to keep playing."
            ));
        }
        if self.record.units() + self.units.len() > MAX_GAME_UNITS {
            return Err(format!(
                "A game keeps {MAX_GAME_UNITS} units over all its turns at most: save this one, then Go on from a later turn to keep playing."
            ));
        }
        let mut played = self.clone();
        played.record = TurnRecord::default();
        self.record.turns.push(Arc::new(played));
        for unit in &mut self.units {
            unit.move_start = None;
            unit.changes.clear();
        }
        self.notes = Default::default();
        self.turn += 1;
        Ok(())
    }

    /// Takes the game back to kept turn `turn` as it stood at its end, to go on from there:
    /// the turns after it are dropped. Says how many were, counting the one in hand; refused,
    /// changing nothing, for a turn not kept.
    pub fn go_on_from(&mut self, turn: u32) -> Result<u32, String> {
        let Some(first) = self.record.first_turn().filter(|_| turn < self.turn) else {
            return Err(format!("Turn {turn} is not kept in this game."));
        };
        let index = turn
            .checked_sub(first)
            .map(|i| i as usize)
            .filter(|i| *i < self.record.len())
            .ok_or_else(|| format!("Turn {turn} is not kept in this game."))?;
        let dropped = self.turn - turn;
        let mut turns = std::mem::take(&mut self.record.turns);
        let kept = Arc::unwrap_or_clone(turns.swap_remove(index));
        turns.truncate(index);
        *self = Layout {
            record: TurnRecord { turns },
            ..kept
        };
        Ok(dropped)
    }
}

/// Whether `record` may stand before a layout in turn `now`: its turns numbered one after
/// another up to `now - 1`, none holding a record, within [`MAX_KEPT_TURNS`] and
/// [`MAX_GAME_UNITS`].
pub(super) fn check_record(record: &TurnRecord, now: u32) -> Result<(), String> {
    if record.len() > MAX_KEPT_TURNS {
        return Err(format!(
            "the game keeps {} turns; at most {MAX_KEPT_TURNS} are kept",
            record.len()
        ));
    }
    if record.units() > MAX_GAME_UNITS {
        return Err(format!(
            "the game's turns hold {} units in all; at most {MAX_GAME_UNITS}",
            record.units()
        ));
    }
    let first = now.checked_sub(record.len() as u32).ok_or_else(|| {
        format!(
            "the game keeps {} turns before turn {now}, which has only {now} before it",
            record.len()
        )
    })?;
    for (expected, turn) in (first..).zip(record.iter()) {
        if turn.turn != expected {
            return Err(format!(
                "the game's turns are out of order: turn {} stands where turn {expected} should",
                turn.turn
            ));
        }
        if !turn.record.is_empty() {
            return Err(format!("turn {expected} holds turns of its own"));
        }
    }
    Ok(())
}

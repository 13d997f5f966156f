//! Undo and redo: the states a document was in before each edit.

/// How many edits the history keeps; the oldest are forgotten first.
pub const HISTORY_LIMIT: usize = 200;

/// The states before the current one (to undo to) and after it (to redo to).
#[derive(Clone, Debug, PartialEq)]
pub struct History<T> {
    past: Vec<T>,
    future: Vec<T>,
}

impl<T> Default for History<T> {
    fn default() -> Self {
        Self {
            past: Vec::new(),
            future: Vec::new(),
        }
    }
}

impl<T> History<T> {
    /// Records `before`, the state an edit is about to leave. Redo is no longer possible.
    pub fn record(&mut self, before: T) {
        self.past.push(before);
        if self.past.len() > HISTORY_LIMIT {
            self.past.remove(0);
        }
        self.future.clear();
    }

    /// The state to go back to from `current`, which redo will then restore.
    pub fn undo(&mut self, current: T) -> Option<T> {
        let previous = self.past.pop()?;
        self.future.push(current);
        Some(previous)
    }

    /// The state to go forward to from `current`, which undo will then restore.
    pub fn redo(&mut self, current: T) -> Option<T> {
        let next = self.future.pop()?;
        self.past.push(current);
        Some(next)
    }

    /// Whether there is anything to undo.
    pub fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }

    /// Whether there is anything to redo.
    pub fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_and_redo_walk_the_edits_and_a_new_edit_forgets_the_future() {
        let mut history = History::default();
        let mut state = 0;
        for next in 1..=3 {
            history.record(state);
            state = next;
        }
        state = history.undo(state).expect("undo to 2");
        state = history.undo(state).expect("undo to 1");
        assert_eq!(state, 1);
        state = history.redo(state).expect("redo to 2");
        assert_eq!(state, 2);
        history.record(state);
        state = 9;
        assert!(!history.can_redo());
        assert_eq!(history.undo(state), Some(2));
    }

    #[test]
    fn the_history_forgets_its_oldest_edits_past_the_limit() {
        let mut history = History::default();
        for i in 0..HISTORY_LIMIT + 10 {
            history.record(i);
        }
        let mut state = usize::MAX;
        let mut steps = 0;
        while let Some(previous) = history.undo(state) {
            state = previous;
            steps += 1;
        }
        assert_eq!((steps, state), (HISTORY_LIMIT, 10));
    }
}

//! The players' notes on one turn: a line for the turn ("The French attack on the left"), and
//! a line for any unit in it ("broken by the Greys' charge"). Held as names are: plain text on
//! one line, never markup, each at most [`MAX_NOTE_CHARS`] characters.

use crate::limits::MAX_NOTE_CHARS;

/// What the players wrote of one turn.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TurnNotes {
    /// The turn's line; empty for none.
    pub turn: String,
    /// The units' lines, in the order the players wrote them, one a unit at most and none
    /// empty.
    pub units: Vec<UnitNote>,
}

/// A line on one unit in one turn.
#[derive(Clone, Debug, PartialEq)]
pub struct UnitNote {
    /// The unit's id: a unit on the table this turn, or one lost in it.
    pub unit: u32,
    /// What the players wrote.
    pub text: String,
}

impl TurnNotes {
    /// Whether the players wrote nothing of the turn.
    pub fn is_empty(&self) -> bool {
        self.turn.is_empty() && self.units.is_empty()
    }

    /// The line on unit `id`, if there is one.
    pub fn of_unit(&self, id: u32) -> Option<&str> {
        self.units
            .iter()
            .find(|n| n.unit == id)
            .map(|n| n.text.as_str())
    }

    /// Writes `text` as the line on unit `id`, in place of any before; an empty text takes
    /// the line away. The text is trimmed, and refused with the reason, the old line kept,
    /// when it is too long or holds control characters.
    pub fn set_unit(&mut self, id: u32, text: &str) -> Result<(), String> {
        let text = note_text(text)?;
        match self.units.iter().position(|n| n.unit == id) {
            Some(at) if text.is_empty() => {
                self.units.remove(at);
            }
            Some(at) => self.units[at].text = text,
            None if text.is_empty() => {}
            None => self.units.push(UnitNote { unit: id, text }),
        }
        Ok(())
    }

    /// Writes `text` as the turn's line, trimmed, or refuses it as [`TurnNotes::set_unit`]
    /// does.
    pub fn set_turn(&mut self, text: &str) -> Result<(), String> {
        self.turn = note_text(text)?;
        Ok(())
    }
}

/// `typed` trimmed, when it may stand as a note: at most [`MAX_NOTE_CHARS`] characters on one
/// line.
fn note_text(typed: &str) -> Result<String, String> {
    let text = typed.trim();
    note(text).map_err(|why| format!("A note {why}: the old one is kept."))?;
    Ok(text.to_owned())
}

/// Whether `text` may stand as a note, as every reader holds it: at most [`MAX_NOTE_CHARS`]
/// characters on one line, with no control characters. Empty is no note.
pub(super) fn note(text: &str) -> Result<(), String> {
    let length = text.chars().count();
    if length > MAX_NOTE_CHARS {
        return Err(format!(
            "may be at most {MAX_NOTE_CHARS} characters; this one has {length}"
        ));
    }
    crate::text::check_line(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_unit_has_one_line_at_most_and_an_empty_one_takes_it_away() -> Result<(), String> {
        let mut notes = TurnNotes::default();
        notes.set_unit(4, "  broken by the Greys' charge ")?;
        notes.set_unit(4, "rallied")?;
        assert_eq!(notes.of_unit(4), Some("rallied"));
        assert_eq!(notes.units.len(), 1);
        notes.set_unit(4, " ")?;
        assert!(notes.is_empty());
        Ok(())
    }

    #[test]
    fn markup_is_kept_as_text_and_a_long_or_broken_line_is_refused() -> Result<(), String> {
        let mut notes = TurnNotes::default();
        notes.set_turn("<b>The French attack</b>")?;
        assert_eq!(notes.turn, "<b>The French attack</b>");
        let long = "a".repeat(MAX_NOTE_CHARS + 1);
        assert!(
            notes
                .set_turn(&long)
                .unwrap_err()
                .contains("the old one is kept")
        );
        assert!(notes.set_unit(1, "two\nlines").is_err());
        assert_eq!(notes.turn, "<b>The French attack</b>");
        assert!(notes.units.is_empty());
        Ok(())
    }
}

//! A turn of a game told for the page: what happened in it, drawn over its table for the part
//! of the table in view with words a fortieth of the view high that keep off the units
//! ([`TurnMarks`]), and its replay.

use super::names::Lettering;
use super::overlays::OVERLAY_LETTERS_PER_VIEW;
use super::turn_marks::{TurnMarks, turn_marks_markup, turn_marks_style};
use crate::game::{ToldTurn, TurnReplay, turn_story};
use crate::geom::Bounds;
use crate::layout::Layout;
use crate::rules::Ruleset;
use crate::table::{PlacedUnit, place_unit, resolve};

/// Turn `turn` of `game`, played by `ruleset`, told with its marks drawn for `view` of the
/// table; refused for a turn the game does not hold.
pub fn tell_turn(
    game: &Layout,
    turn: u32,
    view: Bounds,
    ruleset: &Ruleset,
) -> Result<ToldTurn, String> {
    let table = game
        .at_turn(turn)
        .ok_or_else(|| format!("turn {turn} is not kept in this game"))?;
    let before = turn.checked_sub(1).and_then(|t| game.at_turn(t));
    let story = turn_story(table, before, ruleset);
    let lost: Vec<PlacedUnit> = (story.lost.iter())
        .filter_map(|unit| place_unit(unit, ruleset).ok())
        .collect();
    let placed = resolve(table, ruleset);
    let letter_mm = view.size().max_element() / OVERLAY_LETTERS_PER_VIEW;
    let mut lettering = Lettering::over(&placed, view, letter_mm);
    let marks = TurnMarks {
        story: &story,
        lost: &lost,
    };
    let marks = format!(
        "<style>{}</style>{}",
        turn_marks_style(letter_mm),
        turn_marks_markup(&marks, lettering.as_mut(), letter_mm)
    );
    let replay = match before {
        Some(before) => TurnReplay::new(table, before, &story),
        None => TurnReplay::new(table, table, &story),
    };
    Ok(ToldTurn {
        turn,
        marks,
        replay,
    })
}

//! Every turn of a game on a sheet of its own, with what happened in it drawn over its table
//! ([`TurnMarks`]), all over the same part of the table at the same scale, so that the sheets
//! read one after another as the battle unfolds: the battle report's pages, a turn's picture
//! and the frames of the game's animation.

use super::briefing::{Briefing, drawn_area, turn_sheet};
use super::sheets::Paper;
use super::turn_marks::TurnMarks;
use crate::game::{TurnStory, game_stories};
use crate::geom::Bounds;
use crate::layout::Layout;
use crate::rules::Ruleset;
use crate::table::{PlacedUnit, place_unit, resolve};

/// One turn told and drawn.
pub struct TurnSheet {
    /// What happened in the turn.
    pub story: TurnStory,
    /// Its sheet.
    pub sheet: Briefing,
}

/// Every turn of `game`, oldest first, told and drawn on sheets of `paper`; only turns from
/// `from` on are drawn, each over the part of the table every turn of the game needs.
pub fn turn_sheets(game: &Layout, ruleset: &Ruleset, paper: Paper, from: u32) -> Vec<TurnSheet> {
    let tables: Vec<&Layout> = game.record.iter().chain([game]).collect();
    let placed: Vec<_> = tables.iter().map(|t| resolve(t, ruleset)).collect();
    let area = (placed.iter()).fold(Bounds::EMPTY, |area, t| area.union(drawn_area(t)));
    let stories = game_stories(game, ruleset);
    (tables.iter().zip(&placed).zip(stories))
        .filter(|((table, _), _)| table.turn >= from)
        .map(|((table, placed), story)| {
            // The lost units alone are placed as they stood, not the whole table before.
            let lost: Vec<PlacedUnit> = (story.lost.iter())
                .filter_map(|unit| place_unit(unit, ruleset).ok())
                .collect();
            let marks = TurnMarks {
                story: &story,
                lost: &lost,
            };
            let sheet = turn_sheet(table, placed, paper, &marks, area);
            TurnSheet { story, sheet }
        })
        .collect()
}

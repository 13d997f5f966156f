//! Mustering an army: an order of battle the players already keep (a spreadsheet's CSV, or
//! a list as posted on a forum) read into units of a layout, checked line by line against
//! the ruleset, and deployed in each side's zone.
//!
//! Reading goes in three steps, so that the page can show what it understood before
//! anything is created: [`read_army`] reads the text into [`ArmyLine`]s (what each line
//! asks for, words as written); [`ArmyPlan::new`] matches each against the ruleset (troop
//! type, formation, basing); [`ArmyPlan::muster`] makes the layout. A line that cannot be
//! read or matched is a [`LineProblem`] naming its line; the plan keeps the rest.

mod army_file;
mod army_line;
mod csv_list;
mod deploy;
mod plan;
mod settle;
mod text_list;
mod troop_match;

pub use army_file::{army_of, muster_army};
pub use army_line::{ArmyLine, GivenBasing, LineProblem, side_named};
pub use deploy::{DEPLOY_GAP_MM, DeployOrders, deploy_side};
pub use plan::{ArmyPlan, PlannedUnit, TroopPick};
pub use troop_match::{TroopMatch, match_troop};

use crate::limits::MAX_LAYOUT_FILE_BYTES;

/// The most problems a reading names, one a line; past it, their count.
pub const MAX_PROBLEMS: usize = 100;

/// What an army list read: its lines, and the lines it could not read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArmyList {
    /// What each readable line asks for, in the file's order.
    pub lines: Vec<ArmyLine>,
    /// Every line that could not be read, and why, in the file's order.
    pub problems: Vec<LineProblem>,
    /// What was read but is kept nowhere (a column Drillbook has no place for).
    pub notes: Vec<LineProblem>,
}

/// The two forms an army list comes in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListForm {
    /// A spreadsheet's CSV, its first row naming the columns.
    Csv,
    /// A plain-text list, as posted on a forum.
    Text,
}

impl ListForm {
    /// The form `text` is written in: a CSV when its first line is a header row (cells of
    /// one word each, such as `side,brigade,name`, split by commas, semicolons or tabs), a
    /// plain-text list otherwise (a heading, or a unit's line, has words and spaces).
    pub fn of(text: &str) -> Self {
        let first = text
            .trim_start_matches('\u{feff}')
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("");
        let mut cells = first.split([',', ';', '\t']);
        let header = cells.next().is_some()
            && cells.next().is_some()
            && first.split([',', ';', '\t']).all(|cell| {
                let cell = cell.trim().trim_matches('"');
                !cell.is_empty() && cell.chars().all(|c| c.is_alphanumeric() || c == '_')
            });
        if header {
            ListForm::Csv
        } else {
            ListForm::Text
        }
    }
}

/// Reads an army list, in whichever form it is written (see [`ListForm::of`]). A text
/// longer than a layout file may be is refused whole.
pub fn read_army(text: &str) -> ArmyList {
    if text.len() > MAX_LAYOUT_FILE_BYTES {
        return ArmyList {
            lines: Vec::new(),
            notes: Vec::new(),
            problems: vec![LineProblem::new(
                1,
                format!(
                    "the list is {} KB; an army list may be at most {} KB",
                    text.len() / 1024,
                    MAX_LAYOUT_FILE_BYTES / 1024
                ),
            )],
        };
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    match ListForm::of(text) {
        ListForm::Csv => csv_list::read_csv(text),
        ListForm::Text => text_list::read_text(text),
    }
}

impl ArmyList {
    /// Notes a problem on `line`, unless [`MAX_PROBLEMS`] are noted already.
    fn refuse(&mut self, line: usize, message: impl Into<String>) {
        if self.problems.len() < MAX_PROBLEMS {
            self.problems.push(LineProblem::new(line, message));
        }
    }
}

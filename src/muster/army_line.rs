//! One line of an army list, as written: what it asks for, before the ruleset is consulted.

use crate::drill::BrigadeForm;
use crate::layout::PlayerSide;

/// What one line of an army list asks for. Troop type and formation are kept as written;
/// [`super::ArmyPlan`] matches them against the ruleset.
#[derive(Clone, Debug, PartialEq)]
pub struct ArmyLine {
    /// The line of the file it was read from, counted from 1.
    pub line: usize,
    /// The side the units fight for.
    pub side: PlayerSide,
    /// The brigade they belong to, as named in the list; `None` for none.
    pub brigade: Option<String>,
    /// The units' name; `None` to number them as new units are.
    pub name: Option<String>,
    /// How many such units the line stands for (at least 1); copies are numbered.
    pub count: u32,
    /// The troop type, as written: an id, a name or a close spelling of one.
    pub troop: String,
    /// The basing, where the line gives it; the troop type's default fills the rest.
    pub basing: GivenBasing,
    /// The formation, as written; `None` for the troop type's first.
    pub formation: Option<String>,
    /// For artillery, the cannon each unit represents.
    pub cannon: Option<u32>,
    /// The operational order the units are under, by id or name in the ruleset.
    pub order: Option<String>,
    /// The drill the units' brigade deploys in, where the list gives one.
    pub drill: Option<BrigadeForm>,
}

/// The basing a line gives, field by field.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct GivenBasing {
    /// How many bases.
    pub bases: Option<u32>,
    /// Figures on each.
    pub figures_per_base: Option<u32>,
    /// A base's width, mm.
    pub width_mm: Option<f32>,
    /// A base's depth, mm.
    pub depth_mm: Option<f32>,
}

/// A line that could not be read or matched, and why, in words a player understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineProblem {
    /// The line of the file, counted from 1.
    pub line: usize,
    /// Why it could not be read.
    pub message: String,
}

impl LineProblem {
    /// A problem on `line`.
    pub fn new(line: usize, message: impl Into<String>) -> Self {
        Self {
            line,
            message: message.into(),
        }
    }
}

impl std::fmt::Display for LineProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// The side `text` names: 0 to 3, or a side's colour name (`Blue`, `vermilion`).
pub fn side_named(text: &str) -> Option<PlayerSide> {
    let text = text.trim();
    if let Ok(n) = text.parse::<u8>() {
        return (n < PlayerSide::COUNT).then_some(PlayerSide(n));
    }
    PlayerSide::ALL
        .into_iter()
        .find(|side| side.name().eq_ignore_ascii_case(text))
}

//! What an intent reads besides the session: the rulesets, and the table as placed.

use std::sync::Arc;

use crate::layout::Layout;
use crate::rules::{Library, Ruleset, played_at};
use crate::table::Table;

/// The ground an intent stands on: the ruleset library, the layout's ruleset as the players
/// play it (their scale and allowances), and the session's layout placed by it. The page keeps
/// the last two as memos, placed again only where the layout changed; a test places them
/// afresh with [`played_ruleset`] and [`crate::table::resolve`].
#[derive(Clone, Copy)]
pub struct Ground<'a> {
    /// Every ruleset the player can choose.
    pub library: &'a Library,
    /// The layout's ruleset at the players' scale and allowances, if the library has it.
    pub ruleset: Option<&'a Arc<Ruleset>>,
    /// The layout's units, placed.
    pub table: &'a Table,
}

/// The ruleset `layout` is played by: the library's, at the players' scale and allowances.
pub fn played_ruleset(library: &Library, layout: &Layout) -> Option<Arc<Ruleset>> {
    library
        .find(&layout.ruleset)
        .map(|entry| played_at(entry.ruleset.clone(), layout.scale, &layout.allowances))
}

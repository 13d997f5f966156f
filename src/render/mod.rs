//! The table's SVG, written by the core: the browser's table, the command line's `svg`, and
//! the 1:1 exports all draw with it, so a base looks the same everywhere. The page's controls
//! are Leptos components (`crate::ui`), never markup from here.
//!
//! User units are millimetres. Every text a player wrote (unit names) is escaped, so a name is
//! always shown as text, never read as markup.

mod batches;
mod battle_report;
mod battlefield;
mod briefing;
mod dimension;
mod figures;
mod game_animation;
mod grid;
mod handle;
mod names;
mod overlay_words;
mod overlays;
mod page_unit;
mod prints;
mod reach;
mod sheets;
mod short_names;
mod side_fills;
mod table;
mod terrain_labels;
mod told_turn;
mod tray;
mod tray_preview;
mod turn_marks;
mod turn_sheets;
mod unit;
mod zone_labels;

pub use crate::text::escape;
pub use batches::{COST_PER_TASK, OPENED_AT_ONCE, drawing_cost, units_to_draw};
pub use battle_report::battle_report_html;
pub use battlefield::battlefield_markup;
pub use briefing::{Briefing, BriefingForm, briefing, briefing_html, round_scale};
pub use figures::{MAX_DRAWN_FIGURES, figures_markup};
pub use game_animation::{GameAnimation, MOST_FRAME_PIXELS};
pub use grid::grid_area;
pub use handle::{HandleSpots, dots_path, frame_path, squares_path};
pub use names::{
    LETTERS_PER_VIEW, Lettering, PlacedName, brigade_names_markup, names_markup, place_names,
    text_width_em,
};
pub use overlay_words::{
    OverlayWord, WordKind, overlay_words, overlay_words_markup, place_overlay_words,
};
pub use overlays::{
    FINDING_MARK_GROUPS, Layers, OVERLAY_LETTERS_PER_VIEW, finding_mark_box, finding_marks_markup,
    overlay_markup,
};
pub use page_unit::UnitLook;
pub use prints::{Printed, print_html};
pub use reach::{reach_markup, threat_markup};
pub use sheets::{Board, MOST_PAGES, OVERLAP_MM, Paper, sheets_html};
pub use side_fills::{side_fill_style, side_patterns};
pub use table::{SIDE_COLOURS, table_svg};
pub use terrain_labels::{PlacedLabel, place_terrain_labels, terrain_labels_markup};
pub use told_turn::tell_turn;
pub use tray::{TRAY_RIM_MM, tray_svg};
pub use tray_preview::preview_svg;
pub use turn_marks::{TurnMarks, turn_marks_markup, turn_marks_style};
pub use turn_sheets::{TurnSheet, turn_sheets};
pub use unit::{footprint_outline, unit_markup};
pub use zone_labels::{PlacedZoneLabel, place_zone_labels, zone_labels_markup};

//! Markup written by the core. The table's SVG: the browser's table, the command line's `svg`,
//! and the 1:1 export all draw with it, so a base looks the same everywhere. And the side
//! panel's readouts and lists, which cost the page's first load less as text than as views.
//!
//! User units are millimetres. Every text a player wrote (unit names) is escaped, so a name is
//! always shown as text, never read as markup.

mod basing;
mod choices;
mod dimension;
mod escape;
mod grid;
mod handle;
mod inspector;
mod measure;
mod overlays;
mod panel;
mod summary;
mod table;
mod tray;
mod unit;

pub use basing::{basing_markup, set_basing};
pub use choices::{choices_markup, picks_a_base, set_change_choice, set_shape_choice};
pub use escape::escape;
pub use grid::grid_markup;
pub use handle::{handles_markup, heading_towards};
pub use inspector::{Inspected, NOTHING_SELECTED, inspector_markup};
pub use measure::measure_markup;
pub use overlays::{Layers, layer_switches, overlay_markup};
pub use panel::{
    forbidden_notes, formation_options, notice_lines, problem_note, ruleset_options, side_buttons,
    troop_buttons, troop_line,
};
pub use summary::{unit_findings, unit_readouts};
pub use table::{SIDE_COLOURS, table_svg};
pub use tray::{TRAY_RIM_MM, tray_svg};
pub use unit::{ghost_markup, unit_markup};

//! SVG for the table, written by the core: the browser's table, the command line's `svg`, and
//! the 1:1 export all draw with it, so a base looks the same everywhere.
//!
//! User units are millimetres. Every text a player wrote (unit names) is escaped, so a name is
//! always shown as text, never read as markup.

mod escape;
mod grid;
mod measure;
mod summary;
mod table;
mod unit;

pub use escape::escape;
pub use grid::grid_markup;
pub use measure::measure_markup;
pub use summary::unit_summary;
pub use table::{SIDE_COLOURS, table_svg};
pub use unit::unit_markup;

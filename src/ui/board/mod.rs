//! The table on screen: the SVG, the units' layer, the words written on it, the grid, measurements and handles, and the clicks on core-drawn markup.

pub mod delegate;
pub mod first_paint;
pub mod table;
pub mod unit_names;

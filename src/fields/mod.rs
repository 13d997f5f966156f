//! The fields of a unit a player edits in the inspector: where it stands, its basing, the shape
//! of its present formation, its skirmishers out, and the choices for its next change of
//! formation. Each field is a type here:
//! what it is called, how it is entered (a number or a pick from a list), the value it shows,
//! and how what the player typed sets it, parsed in Rust with a message naming the field when
//! it is refused. The page's inspector only draws them.

mod allowance;
mod basing;
mod cannon;
mod change;
mod detach;
mod entry;
mod place;
mod shape;
mod table_size;
mod terrain_width;
mod tray;
mod typed;
mod zone;

pub use allowance::{allowance_shown, ruleset_allowance, set_allowance};
pub use basing::BasingField;
pub use cannon::{CANNON_LABEL, cannon_shown, set_cannon};
pub use change::ChangeField;
pub use detach::DetachField;
pub use entry::Entry;
pub use place::{PlaceField, PlaceFrame};
pub use shape::ShapeField;
pub use table_size::TableSizeField;
pub use terrain_width::set_terrain_width;
pub use tray::TrayField;
pub use typed::{degrees, length_in, length_mm, spacing_mm};
pub use zone::{ZoneChoice, set_strip_depth, strip_depth_shown};

#[cfg(test)]
mod test_units;

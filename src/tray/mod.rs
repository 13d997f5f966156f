//! Movement trays made from the formations themselves: for a laser cutter (an SVG of cut,
//! score and engrave layers) and for a 3D printer (a closed solid as binary STL), one unit's
//! or many packed onto sheets and print beds. A tray's slots are the unit's footprint, the
//! same that stands on the table.

mod laser;
mod options;
mod packing;
mod plan;
mod sheets;
mod solid;
mod stl;

pub use laser::{CUT_COLOUR, ENGRAVE_COLOUR, Piece, SCORE_COLOUR, Stock, laser_pieces, sheet_svg};
pub use options::{MIN_CLEARANCE_MM, Magnet, TrayOptions};
pub use packing::{PIECE_GAP_MM, Placement, Sheet, pack, sheets_used};
pub use plan::{RECESS_SIDES, TrayPlan, extent};
pub use sheets::{Packed, laser_sheets, one_sheet, print_beds};
pub use solid::{Solid, Triangle};
pub use stl::stl_bytes;

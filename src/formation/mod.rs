//! The formation engine: where each base of a unit stands, in the unit's frame, and what that
//! means under the rules.
//!
//! [`shape`] turns a [`Unit`] and a [`Formation`] into a [`Footprint`] (every base as an
//! oriented rectangle with its role) and [`Readouts`] (frontage, depth, files and ranks, class,
//! target class). [`changed_pose`] places a new formation after a change, by the anchor its
//! rule keeps. The numbers come from the ruleset as parameters; nothing here belongs to one
//! rule system.
//!
//! Footprints are in the unit's frame: origin at the front-centre of the formed body, facing
//! `-y`, `+x` to the unit's right (see the [geometry conventions](crate::geom)). A base's own
//! front edge is on its local `-y` side, so a base turned 180° faces the unit's rear.

mod artillery;
mod basing;
mod change;
mod column;
mod detachment;
mod error;
mod footprint;
#[allow(clippy::module_inception)]
mod formation;
mod involuntary;
mod line;
mod open_order;
mod readout;
mod road_column;
mod row;
mod shape;
mod side;
mod square;
mod substitute_square;
mod tail;
mod tail_fit;
mod unit;

pub use artillery::{limbered, unlimbered};
pub use basing::Basing;
pub use change::{Anchor, Miss, changed_pose, nearest_miss, normalise_degrees};
pub use column::column;
pub use error::FormationError;
pub use footprint::{Base, BaseRole, Footprint, SquareRank};
pub use formation::{
    DetachLimit, Detachment, Formation, Placement, SpacingMeasure, SpacingRule, SquareShape,
};
pub use line::line;
pub use readout::{
    DrawingHint, FormationClass, FrontageRange, Note, Readouts, SideReadout, TargetClass,
    square_sides,
};
pub use shape::{Shaped, shape};
pub use side::{Side, Turn};
pub use square::{SideCounts, rectangular_front, share_evenly, square};
pub use substitute_square::substitute_square;
pub use tail::{MOST_TAIL_TURN_DEGREES, TailBend, TailJoint, bend_tail};
pub use tail_fit::{FIT_STEP_DEGREES, tail_along};
pub use unit::{TroopClass, TroopKind, Unit, UnitState};

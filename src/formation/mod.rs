//! Formations: where each base of a unit stands, in the unit's frame.
//!
//! A formation turns a unit's [`Basing`](crate::rules::Basing) into a [`Footprint`]: every base
//! as an oriented rectangle whose origin is the formation's front-centre, facing `-y` (see the
//! [geometry conventions](crate::geom)).

mod footprint;
mod line;

pub use footprint::{Base, BaseRole, Footprint};
pub use line::line;

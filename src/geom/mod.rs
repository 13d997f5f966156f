//! Plane geometry on the table.
//!
//! # Conventions
//!
//! - Lengths are millimetres, in `f32`. Rules state inches; they are converted once, where a
//!   ruleset is read (see [`MM_PER_INCH`]).
//! - Axes follow SVG: `x` grows to the right and `y` grows **down** the screen.
//! - A heading is in degrees, measured **clockwise on screen** from "up" (the `-y` direction),
//!   like a compass: heading 0 faces up the table, 90 faces right. Because `y` points down, the
//!   ordinary rotation matrix `[cos -sin; sin cos]` turns a vector clockwise on screen.
//! - A unit's frame has its origin at the front-centre of its formation and faces `-y`: the
//!   unit's right is `+x`, and its bases extend behind the front, towards `+y`. Placing the
//!   frame on the table is rotating it by the heading and translating it to the pose's position.

mod bounds;
mod box_grid;
mod outline;
mod polygon;
mod pose;
mod rect;
mod segment;
mod separation;
mod slide;
mod sweep;
mod units;

pub use bounds::Bounds;
pub use box_grid::BoxGrid;
pub use outline::{Outline, move_points};
pub use polygon::{
    paths_cross, polygon_contains, polygon_distance_to_path, polygon_holds, polygons_meet,
};
pub use pose::Pose;
pub use rect::OrientedRect;
pub use segment::{PARALLEL_SINE, Segment};
pub use separation::{
    OVERLAP_TOLERANCE_MM, clearance, corner_against_edge, nearest_points, overlaps, penetration,
};
pub use slide::{slide_to_touch, slide_until_touch};
pub use sweep::{SWEEP_STEP_DEGREES, Swept};
pub use units::{MM_PER_INCH, describe_length, inches_to_mm, mm_to_inches, rounded_length};

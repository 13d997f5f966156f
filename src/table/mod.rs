//! The table: a layout's units resolved against their ruleset and placed, in table mm.
//!
//! This is the step between the document and everything derived from it: the analysis and
//! the view read [`Table`], never the layout directly. A unit that cannot be built (a troop
//! type the ruleset lacks, a square too small) becomes a [`UnitProblem`] naming why, and the
//! rest of the table stands.

mod arrival;
mod change_contacts;
mod copy_place;
mod drag;
mod facing;
mod formation_change;
mod gap;
mod piece_frame;
mod placement;
mod resolve;
mod road_follow;
mod sample;
mod sample_game;
mod snap;

pub use arrival::{ARRIVAL_GAP_MM, arrival_pose};
pub use copy_place::{copy_pose, paste_shift};
pub use drag::{Dragged, Grip, Motion, Snapping, heading_towards, joint_dots};
pub use facing::{about_face, dressed_on, facing};
pub use piece_frame::PieceFrame;
pub use placement::{Placement, TableChange};
pub use resolve::{PlacedChange, PlacedUnit, Table, UnitProblem, fit_bends, place_unit, resolve};
pub use road_follow::bends_along_road;
pub use sample::{sample_battle, sample_terrain};
pub use sample_game::sample_game;
pub use snap::{SNAP_DEGREES, snapped};

/// A layout of the element rules with a column of heavy foot, its head at the origin facing
/// `heading`, and its id: where the tests of bent tails (C-flex) start.
#[cfg(test)]
fn element_column(heading: f32) -> (crate::layout::Layout, crate::rules::Ruleset, u32) {
    use crate::geom::Pose;
    use crate::layout::{Layout, PlayerSide};
    let library = crate::rules::Library::builtin().expect("built-ins");
    let ruleset = library
        .get("element-rules")
        .expect("built in")
        .ruleset
        .as_ref()
        .clone();
    let mut layout = Layout::new(library.reference("element-rules").expect("built in"));
    let id = layout
        .add_unit(
            &ruleset,
            "heavy-infantry",
            PlayerSide(0),
            Pose::new(0.0, 0.0, heading),
        )
        .expect("added");
    layout.unit_mut(id).expect("there").formation = "column".to_owned();
    (layout, ruleset, id)
}

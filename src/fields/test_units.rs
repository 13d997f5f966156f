//! A unit of a built-in ruleset for the fields' tests.

use crate::geom::Pose;
use crate::layout::{Layout, LayoutUnit, PlayerSide};
use crate::rules::{Library, TroopType};

/// A unit of `troop` in `formation`, with its troop type, from the built-in `ruleset`.
pub fn unit_of(ruleset: &str, troop: &str, formation: &str) -> (TroopType, LayoutUnit) {
    let library = Library::builtin().expect("built-ins");
    let ruleset = &library.get(ruleset).expect("built in").ruleset;
    let mut layout = Layout::new(library.reference(&ruleset.id).expect("built in"));
    let id = layout
        .add_unit(ruleset, troop, PlayerSide(0), Pose::default())
        .expect("added");
    let unit = layout.unit_mut(id).expect("there");
    unit.formation = formation.to_owned();
    (ruleset.troop(troop).expect("troop").clone(), unit.clone())
}

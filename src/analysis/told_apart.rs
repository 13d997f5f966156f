//! Names that tell units apart in one message: new units are numbered per side, so both sides
//! may have an "Infantry battalion 1". Where two units a message names share a name and not a
//! side, each is followed by its side's name.

use crate::table::PlacedUnit;

/// The names of `units`, as one message names them together.
pub(super) fn told_apart(units: &[&PlacedUnit]) -> Vec<String> {
    units
        .iter()
        .map(|unit| {
            let shared = (units.iter()).any(|other| {
                other.id != unit.id && other.side != unit.side && other.name == unit.name
            });
            if shared {
                format!("{} ({})", unit.name, unit.side.name())
            } else {
                unit.name.clone()
            }
        })
        .collect()
}

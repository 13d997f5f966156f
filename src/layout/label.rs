//! A unit's name as a list of units from more than one side shows it.

use super::{Layout, PlayerSide};

/// `name`, of a unit of `side`, followed by its side's name where a unit of another side
/// among `all` (each unit's name and side) has the same name (new units are numbered per
/// side): "Hussars 1 (Vermilion)".
pub fn side_label<'a>(
    name: &str,
    side: PlayerSide,
    mut all: impl Iterator<Item = (&'a str, PlayerSide)>,
) -> String {
    if all.any(|(other, other_side)| other_side != side && other == name) {
        format!("{name} ({})", side.name())
    } else {
        name.to_owned()
    }
}

impl Layout {
    /// Unit `id`'s name as a list of units of more than one side shows it (see
    /// [`side_label`]); `None` when there is no such unit.
    pub fn label(&self, id: u32) -> Option<String> {
        let unit = self.unit(id)?;
        let all = self.units.iter().map(|u| (u.name.as_str(), u.side));
        Some(side_label(&unit.name, unit.side, all))
    }
}

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

#[cfg(test)]
mod tests {
    use crate::geom::Pose;
    use crate::layout::{Layout, PlayerSide};
    use crate::rules::Library;

    #[test]
    fn a_name_both_sides_use_says_whose_each_is_and_others_stay_as_they_are() {
        let library = Library::builtin().expect("built-ins");
        let rules = library
            .get("figure-scale")
            .expect("built in")
            .ruleset
            .clone();
        let mut layout = Layout::new(library.reference("figure-scale").expect("built in"));
        let add = |layout: &mut Layout, side| {
            layout
                .add_unit(&rules, "line-infantry", PlayerSide(side), Pose::default())
                .expect("added")
        };
        let (blue, red, blue_again) = (
            add(&mut layout, 0),
            add(&mut layout, 1),
            add(&mut layout, 0),
        );
        assert_eq!(
            layout.label(blue).as_deref(),
            Some("Line infantry battalion 1 (Blue)")
        );
        assert_eq!(
            layout.label(red).as_deref(),
            Some("Line infantry battalion 1 (Vermilion)")
        );
        assert_eq!(
            layout.label(blue_again).as_deref(),
            Some("Line infantry battalion 2")
        );
        assert_eq!(layout.label(99), None);
    }
}

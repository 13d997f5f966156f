//! A unit as the page draws it on the table: a group placed by the unit's pose, whose class
//! names its side (and whether it is selected), whose title names the unit to screen readers
//! and on hover, and which holds its bases and, when asked, the figures on them. `data-unit`
//! lets the page find the unit under the pointer, and `tabindex` lets Tab reach it.

use std::fmt::Write as _;

use super::{escape, figures_markup, unit_markup};
use crate::geom::Pose;
use crate::table::PlacedUnit;

/// What a unit's group draws inside it: everything but where it stands and whether it is
/// selected.
#[derive(Clone, Debug, PartialEq)]
pub struct UnitLook {
    /// The side it fights for, which gives its colour.
    pub side: u8,
    /// Its name, written as its title.
    pub name: String,
    /// Its bases.
    pub footprint: crate::formation::Footprint,
    /// The figures each base carries, drawn when figures are shown.
    pub figures_per_base: u32,
    /// Whether the figures are drawn.
    pub figures: bool,
}

impl UnitLook {
    /// How `unit` looks, its figures drawn or not.
    pub fn of(unit: &PlacedUnit, figures: bool) -> Self {
        Self {
            side: unit.side.0,
            name: unit.name.clone(),
            footprint: unit.shaped.footprint.clone(),
            figures_per_base: unit.figures_per_base,
            figures,
        }
    }

    /// Whether this is how `unit` looks, its figures drawn or not, without copying it.
    pub fn shows(&self, unit: &PlacedUnit, figures: bool) -> bool {
        self.figures == figures
            && self.side == unit.side.0
            && self.figures_per_base == unit.figures_per_base
            && self.name == unit.name
            && self.footprint == unit.shaped.footprint
    }

    /// The group's class.
    pub fn class(&self, selected: bool) -> String {
        let selected = if selected { " selected" } else { "" };
        format!("unit side-{}{selected}", self.side)
    }

    /// What the group holds: its title, its bases, and the figures if they are drawn.
    pub fn contents(&self) -> String {
        let dots = if self.figures {
            figures_markup(&self.footprint, self.figures_per_base)
        } else {
            String::new()
        };
        format!(
            "<title>{}</title>{}{dots}",
            escape(&self.name),
            unit_markup(&self.footprint)
        )
    }

    /// Writes the whole group of unit `id`, standing at `pose`, to `out`.
    pub fn write_group(&self, out: &mut String, id: u32, pose: &Pose, selected: bool) {
        let _ = write!(
            out,
            "<g class=\"{}\" data-unit=\"{id}\" tabindex=\"0\" transform=\"{}\">{}</g>",
            self.class(selected),
            pose.svg_transform(),
            self.contents()
        );
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::rules::Library;
    use crate::table::resolve;
    use crate::table::sample_battle;

    #[test]
    fn a_group_is_well_formed_and_names_its_unit_as_text() {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let mut layout = sample_battle(ruleset, 3).expect("a battle");
        layout.units[0].name = "<Guard> & \"Co\"".into();
        let table = resolve(&layout, ruleset);
        let unit = &table.units[0];
        let look = UnitLook::of(unit, true);
        let mut out = String::new();
        look.write_group(&mut out, unit.id, &unit.pose, true);
        let tree = roxmltree::Document::parse(&out).expect("well-formed");
        let group = tree.root_element();
        assert_eq!(
            group.attribute("data-unit"),
            Some(unit.id.to_string().as_str())
        );
        assert_eq!(
            group.attribute("class"),
            Some(format!("unit side-{} selected", unit.side.0).as_str())
        );
        let title = group
            .children()
            .find(|n| n.has_tag_name("title"))
            .expect("a title");
        assert_eq!(title.text(), Some("<Guard> & \"Co\""));
        assert!(look.shows(unit, true));
        assert!(!look.shows(unit, false));
    }
}

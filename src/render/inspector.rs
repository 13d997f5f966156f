//! The inspector of the selected unit, as markup: its name, side and formation to change, and
//! what the rules read from it. The page sets it as the inspector's inner HTML and listens on
//! the inspector for changes and clicks, which name what they are in `data-action` (or
//! `data-side`).

use super::{
    basing_markup, choices_markup, escape, forbidden_notes, formation_options, problem_note,
    side_buttons, troop_line, unit_readouts,
};
use crate::layout::LayoutUnit;
use crate::rules::{AnchorChoices, TroopType};
use crate::table::PlacedUnit;

/// What the page says when no unit is selected.
pub const NOTHING_SELECTED: &str = "<p class=\"hint\">Select a unit on the table (or reach it with Tab) to read its formation and what the rules say of it.</p>\
<p class=\"hint\">Drag a unit to move it: near another it snaps into contact; hold Shift to place it freely. Drag the empty table to pan it; the wheel or a pinch zooms it. The switches above the table draw fire zones, square arcs, skirmisher tethers, contacts and moves.</p>";

/// How the selected unit is moved, shown under its name.
const HANDLES_HINT: &str = "<p class=\"hint\">Drag the dot ahead of it to turn it, or a square on a front corner to wheel it about the other.</p>";

/// The selected unit, as the inspector shows it.
pub struct Inspected<'a> {
    /// The unit, as the layout records it.
    pub unit: &'a LayoutUnit,
    /// Its troop type, if the ruleset has it.
    pub troop: Option<&'a TroopType>,
    /// The unit placed on the table, if it can stand.
    pub placed: Option<&'a PlacedUnit>,
    /// Why it cannot stand, if it cannot.
    pub problem: Option<&'a str>,
    /// The player's choices for its next change of formation.
    pub anchor: &'a AnchorChoices,
}

/// The inspector's markup for `inspected`. What the rules say of the unit follows it, written
/// by the reader worker ([`crate::reading`]).
pub fn inspector_markup(inspected: &Inspected) -> String {
    let unit = inspected.unit;
    let name = escape(&unit.name);
    let mut out = format!(
        "<h2>{name}</h2><label>Name <input data-testid=\"unit-name\" data-action=\"rename\" value=\"{name}\"></label>\
         <div class=\"sides\" role=\"group\" aria-label=\"Side\">{}</div>",
        side_buttons("unit-side", unit.side.0)
    );
    out.push_str(HANDLES_HINT);
    out.push_str("<button class=\"danger\" data-testid=\"delete-unit\" data-action=\"remove\">Remove unit</button>");
    let troop_name = inspected
        .troop
        .map_or(unit.troop.as_str(), |t| t.name.as_str());
    out.push_str("<label>Formation <select data-testid=\"formation\" data-action=\"formation\">");
    if let Some(troop) = inspected.troop {
        out.push_str(&formation_options(troop, &unit.formation));
    }
    out.push_str("</select></label>");
    if let Some(troop) = inspected.troop {
        out.push_str(&choices_markup(troop, unit, inspected.anchor));
    }
    out.push_str(&basing_markup(&unit.basing));
    out.push_str("<div class=\"summary\">");
    out.push_str(&troop_line(troop_name, &unit.basing));
    if let Some(troop) = inspected.troop {
        out.push_str(&forbidden_notes(troop));
    }
    if let Some(problem) = inspected.problem {
        out.push_str(&problem_note(problem));
    }
    if let Some(placed) = inspected.placed {
        out.push_str(&unit_readouts(placed));
    }
    out.push_str("</div>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Pose;
    use crate::layout::{Layout, PlayerSide};
    use crate::rules::Library;

    #[test]
    fn the_inspector_escapes_the_name_and_offers_the_troop_types_formations() {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let mut layout = Layout::new(library.reference("figure-scale").expect("built in"));
        let id = layout
            .add_unit(ruleset, "line-infantry", PlayerSide(1), Pose::default())
            .expect("added");
        let unit = layout.unit_mut(id).expect("there");
        unit.name = "\"><script>".to_owned();
        let unit = layout.unit(id).expect("there");
        let markup = inspector_markup(&Inspected {
            unit,
            troop: ruleset.troop("line-infantry"),
            placed: None,
            problem: Some("no room"),
            anchor: &AnchorChoices::default(),
        });
        assert!(
            markup.contains("value=\"&quot;&gt;&lt;script&gt;\""),
            "{markup}"
        );
        assert!(!markup.contains("<script>"), "{markup}");
        assert!(
            markup.contains("data-testid=\"unit-side-1\" data-side=\"1\" aria-pressed=\"true\"")
        );
        assert!(markup.contains("<option value=\"square\""), "{markup}");
        assert!(markup.contains("role=\"alert\">no room</p>"), "{markup}");
    }
}

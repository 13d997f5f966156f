//! The choices a rule leaves the player, as inspector controls: how the unit's present
//! formation is shaped (which face of a square takes the extra bases, B-square-shape; how many
//! bases the front of a rectangular square has, B-rect-square; a column's files), and how the
//! next change of formation is made (which way it turns, which element stays put, which place
//! the leading element takes, the new heading). Only the controls the unit's rules use are
//! shown. Each names what it sets in `data-action` and has the test hook `choice-<action>`.

use std::fmt::Write as _;

use super::basing::count_of;
use crate::formation::{Side, Turn, normalise_degrees};
use crate::layout::LayoutUnit;
use crate::rules::{AnchorChoices, AnchorKind, FormationChoices, Template, TroopType};

/// The names of a square's faces, in [`Side::ALL`] order.
const FACE_NAMES: [&str; 4] = ["front", "right", "rear", "left"];

fn select(out: &mut String, label: &str, action: &str, options: &[(String, String, bool)]) {
    let _ = write!(
        out,
        "<label>{label} <select data-testid=\"choice-{action}\" data-action=\"{action}\">"
    );
    for (value, name, chosen) in options {
        let chosen = if *chosen { " selected" } else { "" };
        let _ = write!(out, "<option value=\"{value}\"{chosen}>{name}</option>");
    }
    out.push_str("</select></label>");
}

fn number(out: &mut String, label: &str, action: &str, value: f32, step: &str) {
    let _ = write!(
        out,
        "<label>{label} <input type=\"number\" step=\"{step}\" data-testid=\"choice-{action}\" data-action=\"{action}\" value=\"{value}\"></label>"
    );
}

/// Options numbering the unit's `count` bases from 1, with a first option `none` for the
/// rule's own choice; the value is the base's index.
fn base_options(none: &str, count: u32, chosen: Option<u32>) -> Vec<(String, String, bool)> {
    std::iter::once((String::new(), none.to_owned(), chosen.is_none()))
        .chain((0..count).map(|i| (i.to_string(), format!("base {}", i + 1), chosen == Some(i))))
        .collect()
}

/// The anchors the changes from `formation` would keep: for each formation of `troop`, the
/// first rule that covers the change to it.
pub fn next_anchors(troop: &TroopType, formation: &str) -> Vec<AnchorKind> {
    troop
        .formations
        .iter()
        .filter(|f| f.id != formation)
        .filter_map(|f| troop.changes_between(formation, &f.id).next())
        .map(|c| c.anchor.value)
        .collect()
}

/// Whether the next change of a unit of `troop` in `formation` keeps a base the player
/// chooses (C-line-to-col, B-square-exit): it can then be picked on the table too.
pub fn picks_a_base(troop: &TroopType, formation: &str) -> bool {
    next_anchors(troop, formation).iter().any(|k| {
        matches!(
            k,
            AnchorKind::StationaryElement | AnchorKind::OverlapOldSquare
        )
    })
}

/// The controls for `unit`, of `troop`, with `anchor` the choices for its next change.
pub fn choices_markup(troop: &TroopType, unit: &LayoutUnit, anchor: &AnchorChoices) -> String {
    let mut out = String::new();
    let bases = unit.basing.bases;
    match troop.formation(&unit.formation).map(|f| &f.template) {
        Some(Template::Square {
            rectangular: false, ..
        }) => {
            let faces: Vec<_> = Side::ALL
                .iter()
                .zip(FACE_NAMES)
                .map(|(side, name)| {
                    let chosen = *side == unit.choices.extras;
                    (side.index().to_string(), name.to_owned(), chosen)
                })
                .collect();
            select(&mut out, "Extra bases on the", "extras", &faces);
        }
        Some(Template::Square {
            rectangular: true, ..
        }) => {
            let front = unit.choices.front_bases.unwrap_or(bases.div_ceil(4)) as f32;
            number(
                &mut out,
                "Bases in the front face",
                "front-bases",
                front,
                "1",
            );
        }
        Some(Template::Column {
            choose_files: true,
            files,
        }) => {
            let files = unit.choices.files.unwrap_or(files.value) as f32;
            number(&mut out, "Files", "files", files, "1");
        }
        _ => {}
    }

    let kinds = next_anchors(troop, &unit.formation);
    let uses = |kind: AnchorKind| kinds.contains(&kind);
    let mut change = String::new();
    if uses(AnchorKind::CornerOnFrontCentre) || uses(AnchorKind::QuarterTurn) {
        let turns = [(Turn::Right, "right"), (Turn::Left, "left")]
            .map(|(turn, name)| (name.to_owned(), name.to_owned(), anchor.turn == turn));
        select(&mut change, "Turning to the", "turn", &turns);
    }
    if picks_a_base(troop, &unit.formation) {
        let options = base_options("the rule's own", bases, anchor.element);
        select(&mut change, "Base that stays put", "element", &options);
    }
    if uses(AnchorKind::LeadingElement) {
        let options = base_options("the middle", bases, anchor.slot);
        select(&mut change, "Leading base's place", "slot", &options);
    }
    if uses(AnchorKind::TouchFrontCentre)
        || uses(AnchorKind::Centre)
        || uses(AnchorKind::OverlapOldSquare)
    {
        number(
            &mut change,
            "New heading, turned by (°)",
            "turn-degrees",
            anchor.turn_degrees,
            "15",
        );
    }
    if !change.is_empty() {
        let _ = write!(
            out,
            "<fieldset class=\"choices\"><legend>At the next change of formation</legend>{change}</fieldset>"
        );
    }
    out
}

/// Sets the shape choice `action` of a unit's present formation from its field: `value` as
/// chosen, or `number` as typed (NaN when it is not a number).
pub fn set_shape_choice(
    choices: &mut FormationChoices,
    action: &str,
    value: &str,
    number: f64,
) -> Result<(), String> {
    let count =
        || count_of(number).ok_or_else(|| format!("'{value}' is not a whole number of bases"));
    match action {
        "extras" => {
            choices.extras = value
                .parse::<usize>()
                .ok()
                .and_then(|i| Side::ALL.get(i).copied())
                .ok_or_else(|| format!("'{value}' is not a face of the square"))?;
        }
        "front-bases" => choices.front_bases = Some(count()?),
        "files" => choices.files = Some(count()?),
        _ => return Err(format!("there is no choice '{action}'")),
    }
    Ok(())
}

/// Sets the choice `action` for the next change of formation from its field: `value` as
/// chosen, or `number` as typed for the turn.
pub fn set_change_choice(
    anchor: &mut AnchorChoices,
    action: &str,
    value: &str,
    number: f64,
) -> Result<(), String> {
    let base = || value.parse::<u32>().ok();
    match action {
        "turn" => {
            anchor.turn = if value == "left" {
                Turn::Left
            } else {
                Turn::Right
            }
        }
        "element" => anchor.element = base(),
        "slot" => anchor.slot = base(),
        "turn-degrees" => {
            anchor.turn_degrees = Some(number as f32)
                .filter(|d| d.is_finite())
                .map(normalise_degrees)
                .ok_or_else(|| format!("'{value}' is not a number of degrees"))?;
        }
        _ => return Err(format!("there is no choice '{action}'")),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Pose;
    use crate::layout::{Layout, PlayerSide};
    use crate::rules::Library;

    fn unit_of(ruleset: &str, troop: &str, formation: &str) -> (TroopType, LayoutUnit) {
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

    #[test]
    fn a_square_offers_the_face_for_its_extra_bases() {
        let (troop, mut unit) = unit_of("rff-squares", "infantry", "square");
        unit.choices.extras = Side::Rear;
        let markup = choices_markup(&troop, &unit, &AnchorChoices::default());
        assert!(markup.contains("data-action=\"extras\""), "{markup}");
        assert!(
            markup.contains("<option value=\"2\" selected>rear</option>"),
            "{markup}"
        );
        assert!(!markup.contains("data-action=\"files\""), "{markup}");
    }

    #[test]
    fn only_the_choices_the_units_change_rules_use_are_offered() {
        // From line, the oblique square turns right or left (B-oblique-square) and the
        // rectangular square faces any way (B-rect-square); nothing keeps a chosen base.
        let (troop, unit) = unit_of("rff-squares", "infantry", "line");
        let anchor = AnchorChoices {
            turn: Turn::Left,
            ..AnchorChoices::default()
        };
        let markup = choices_markup(&troop, &unit, &anchor);
        assert!(
            markup.contains("<option value=\"left\" selected>left</option>"),
            "{markup}"
        );
        assert!(markup.contains("data-action=\"turn-degrees\""), "{markup}");
        assert!(!markup.contains("data-action=\"element\""), "{markup}");

        assert!(!picks_a_base(&troop, "line"));

        // Leaving a square puts the new front over a chosen base of it (B-square-exit).
        let (troop, unit) = unit_of("rff-squares", "infantry", "square");
        assert!(picks_a_base(&troop, "square"));
        let markup = choices_markup(&troop, &unit, &AnchorChoices::default());
        assert!(markup.contains("data-action=\"element\""), "{markup}");
        assert!(
            markup.contains("<option value=\"0\">base 1</option>"),
            "{markup}"
        );

        // Basing only keeps the front-centre whatever the change: no choice to offer.
        let (troop, unit) = unit_of("basing-only", "infantry", "line");
        let markup = choices_markup(&troop, &unit, &AnchorChoices::default());
        assert!(!markup.contains("<fieldset"), "{markup}");
    }

    #[test]
    fn the_fields_set_the_choices_and_refuse_what_is_not_one() {
        let mut choices = FormationChoices::default();
        set_shape_choice(&mut choices, "extras", "3", f64::NAN).expect("a face");
        assert_eq!(choices.extras, Side::Left);
        set_shape_choice(&mut choices, "front-bases", "5", 5.0).expect("a count");
        assert_eq!(choices.front_bases, Some(5));
        assert!(set_shape_choice(&mut choices, "extras", "9", f64::NAN).is_err());
        assert!(set_shape_choice(&mut choices, "files", "2.5", 2.5).is_err());
        assert_eq!(choices.files, None);

        let mut anchor = AnchorChoices::default();
        set_change_choice(&mut anchor, "turn", "left", f64::NAN).expect("a way");
        set_change_choice(&mut anchor, "element", "4", 4.0).expect("a base");
        set_change_choice(&mut anchor, "turn-degrees", "-90", -90.0).expect("degrees");
        assert_eq!(
            (anchor.turn, anchor.element, anchor.turn_degrees),
            (Turn::Left, Some(4), 270.0)
        );
        set_change_choice(&mut anchor, "element", "", f64::NAN).expect("the rule's own");
        assert_eq!(anchor.element, None);
        assert!(set_change_choice(&mut anchor, "turn-degrees", "", f64::NAN).is_err());
        assert_eq!(anchor.turn_degrees, 270.0);
        assert!(set_change_choice(&mut anchor, "wings", "", f64::NAN).is_err());
    }
}

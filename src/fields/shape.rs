//! The choice that shapes a unit's present formation: which face of a square takes the extra
//! bases (B-square-shape), how many bases the front of a rectangular square has
//! (B-rect-square), how many files a column has where the ruleset lets the player choose, or
//! how far apart a screen in open order stands.

use super::Entry;
use super::typed::{FIELD_PLACES, count, spacing_mm};
use crate::decimal::Decimal;
use crate::formation::{Formation, Side};
use crate::layout::LayoutUnit;
use crate::rules::{FormationChoices, Template, TroopType};

/// The names of a square's faces, in [`Side::ALL`] order.
const FACE_NAMES: [&str; 4] = ["front", "right", "rear", "left"];

/// The one shape choice a formation offers, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeField {
    /// The face of a square that takes the extra bases (B-square-shape).
    Extras,
    /// The bases in the front face of a rectangular square (B-rect-square).
    FrontBases,
    /// A column's files, where the ruleset leaves them to the player.
    Files,
    /// A screen's spacing in open order, mm, within its order's range.
    Spacing,
}

impl ShapeField {
    /// The shape choice of `formation`, for a unit of `troop` with `bases` bases. An even
    /// square offers a face for the extra bases only when it has some: when its outer faces,
    /// or its inner rank (B-square-inner), do not share their bases evenly by four.
    pub fn of(troop: &TroopType, formation: &str, bases: u32) -> Option<Self> {
        match troop.formation(formation).map(|f| &f.template)? {
            Template::Square {
                rectangular: false,
                inner_rank_over,
                ..
            } => {
                let outer = inner_rank_over
                    .as_ref()
                    .map_or(bases, |limit| bases.min(limit.value));
                let uneven = !outer.is_multiple_of(4) || !(bases - outer).is_multiple_of(4);
                uneven.then_some(Self::Extras)
            }
            Template::Square {
                rectangular: true, ..
            } => Some(Self::FrontBases),
            Template::Column {
                choose_files: true, ..
            } => Some(Self::Files),
            Template::OpenOrder { .. } => Some(Self::Spacing),
            _ => None,
        }
    }

    /// The field's label.
    pub fn label(self) -> &'static str {
        match self {
            Self::Extras => "Extra bases on the",
            Self::FrontBases => "Bases in the front face",
            Self::Files => "Files",
            Self::Spacing => "Spacing (mm)",
        }
    }

    /// The field's test hook: `choice-<hook>`.
    pub fn hook(self) -> &'static str {
        match self {
            Self::Extras => "extras",
            Self::FrontBases => "front-bases",
            Self::Files => "files",
            Self::Spacing => "spacing",
        }
    }

    /// How it is entered: a face from a list, or a count.
    pub fn entry(self) -> Entry {
        match self {
            Self::Extras => Entry::Pick(
                FACE_NAMES
                    .iter()
                    .enumerate()
                    .map(|(index, name)| (index.to_string(), (*name).to_owned()))
                    .collect(),
            ),
            Self::FrontBases | Self::Files => Entry::Number { step: "1" },
            Self::Spacing => Entry::Number { step: "0.5" },
        }
    }

    /// The value it shows for `unit`, of `troop`: the player's choice, or the rule's own
    /// where the player made none.
    pub fn shown(self, troop: &TroopType, unit: &LayoutUnit) -> String {
        let choices = &unit.choices;
        match self {
            Self::Extras => choices.extras.index().to_string(),
            Self::FrontBases => choices
                .front_bases
                .unwrap_or_else(|| {
                    troop
                        .formation(&unit.formation)
                        .map_or(0, |f| f.template.rectangular_front(unit.basing.bases))
                })
                .to_string(),
            Self::Files => {
                let rule_files = match troop.formation(&unit.formation).map(|f| &f.template) {
                    Some(Template::Column { files, .. }) => files.value,
                    _ => 1,
                };
                choices.files.unwrap_or(rule_files).to_string()
            }
            Self::Spacing => {
                let formation = troop
                    .formation(&unit.formation)
                    .map(|f| f.instantiate(choices, &unit.basing));
                match formation {
                    Some(Formation::OpenOrder { spacing_mm, .. }) => {
                        Decimal::trimmed(spacing_mm, FIELD_PLACES).to_string()
                    }
                    _ => String::new(),
                }
            }
        }
    }

    /// Sets it in `choices` from what the player `typed` or picked.
    pub fn set(self, choices: &mut FormationChoices, typed: &str) -> Result<(), String> {
        match self {
            Self::Extras => {
                choices.extras = typed
                    .parse::<usize>()
                    .ok()
                    .and_then(|i| Side::ALL.get(i).copied())
                    .ok_or_else(|| "that is not a face of the square".to_owned())?;
            }
            Self::FrontBases => {
                choices.front_bases = Some(count("the bases in the front face", typed)?);
            }
            Self::Files => choices.files = Some(count("the files", typed)?),
            // A spacing typed spreads the screen evenly again: skirmishers placed by hand
            // give up their places (one undo brings them back).
            Self::Spacing => {
                choices.spacing_mm = Some(spacing_mm("the spacing", typed)?);
                choices.placed.clear();
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fields::test_units::unit_of;

    #[test]
    fn each_formation_offers_its_own_shape_choice() {
        let (troop, mut unit) = unit_of("rff-squares", "infantry", "square");
        assert_eq!(
            ShapeField::of(&troop, "square", 13),
            Some(ShapeField::Extras)
        );
        assert_eq!(ShapeField::of(&troop, "line", 13), None);
        // Twelve bases make four even faces, and sixteen an even inner rank too (B-square-inner):
        // no face takes extras, so none is offered; fourteen leave two over.
        assert_eq!(ShapeField::of(&troop, "square", 12), None);
        assert_eq!(ShapeField::of(&troop, "square", 16), None);
        assert_eq!(
            ShapeField::of(&troop, "square", 14),
            Some(ShapeField::Extras)
        );
        assert_eq!(
            ShapeField::of(&troop, "rectangular-square", 13),
            Some(ShapeField::FrontBases)
        );
        ShapeField::Extras
            .set(&mut unit.choices, "2")
            .expect("a face");
        assert_eq!(unit.choices.extras, Side::Rear);
        assert_eq!(ShapeField::Extras.shown(&troop, &unit), "2");
        assert!(ShapeField::Extras.set(&mut unit.choices, "9").is_err());
        ShapeField::FrontBases
            .set(&mut unit.choices, "5")
            .expect("a count");
        assert_eq!(ShapeField::FrontBases.shown(&troop, &unit), "5");
        assert!(ShapeField::Files.set(&mut unit.choices, "2.5").is_err());
        assert_eq!(unit.choices.files, None);
    }

    /// A screen in open order offers its spacing, shown as the engine lays it out; a spacing
    /// typed spreads the screen evenly again, and a negative one is refused.
    #[test]
    fn a_screens_spacing_is_shown_and_set() {
        use crate::formation::Placement;
        let (troop, mut unit) = unit_of("figure-scale", "light-infantry", "full-skirmish");
        assert_eq!(
            ShapeField::of(&troop, "full-skirmish", 6),
            Some(ShapeField::Spacing)
        );
        assert_eq!(ShapeField::of(&troop, "line", 6), None);
        // The order's least, 2 inches a figure.
        assert_eq!(ShapeField::Spacing.shown(&troop, &unit), "50.8");
        unit.choices.placed = vec![Placement::default(); 6];
        ShapeField::Spacing
            .set(&mut unit.choices, "76.2")
            .expect("a spacing");
        assert_eq!(ShapeField::Spacing.shown(&troop, &unit), "76.2");
        assert!(unit.choices.placed.is_empty());
        assert!(ShapeField::Spacing.set(&mut unit.choices, "-3").is_err());
        assert_eq!(unit.choices.spacing_mm, Some(76.2));
    }

    /// The front face the inspector shows before the player chooses one is the one the
    /// engine draws, whatever the unit's size, an inner rank included (B-rect-square,
    /// B-square-inner).
    #[test]
    fn a_rectangular_squares_front_face_shows_as_drawn() {
        use crate::formation::{BaseRole, SquareRank, TroopClass, Unit, UnitState, shape};
        let (troop, mut unit) = unit_of("rff-squares", "infantry", "rectangular-square");
        let rule = troop.formation("rectangular-square").expect("offered");
        for bases in [6, 8, 9, 12, 13, 16, 18, 20, 24] {
            unit.basing.bases = bases;
            let formation = rule.instantiate(&unit.choices, &unit.basing);
            let engine_unit = Unit {
                kind: troop.kind,
                class: TroopClass::Line,
                basing: unit.basing,
                state: UnitState::GoodOrder,
                cannon: 0,
            };
            let shaped = shape(&engine_unit, &formation, None)
                .unwrap_or_else(|e| panic!("{bases} bases: {e:?}"));
            let front = shaped
                .footprint
                .bases
                .iter()
                .filter(|b| {
                    b.role
                        == BaseRole::SquareSide {
                            side: Side::Front,
                            rank: SquareRank::Outer,
                        }
                })
                .count();
            assert_eq!(
                ShapeField::FrontBases.shown(&troop, &unit),
                front.to_string(),
                "{bases} bases"
            );
        }
    }
}

//! The choices for a unit's next change of formation: which way it turns, which base stays
//! put, which place the leading base takes, and the new heading. Only those the unit's change
//! rules use are offered.

use super::Entry;
use super::typed::{FIELD_PLACES, degrees};
use crate::decimal::Decimal;
use crate::formation::{Turn, normalise_degrees};
use crate::rules::{AnchorChoices, AnchorKind, TroopType};

/// One choice for the next change of formation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChangeField {
    /// Which way an oblique square or a quarter turn goes (B-oblique-square).
    Turn,
    /// The base that stays put (C-line-to-col), or the old square's base the new front
    /// covers (B-square-exit).
    Element,
    /// The leading base's place in the new line.
    Slot,
    /// A free turn of the new heading, degrees clockwise (B-rect-square, A-8.44).
    TurnDegrees,
    /// Which of the ways the rules give the change takes (C-col-to-line, C-line-to-col).
    Method,
}

impl ChangeField {
    /// The choices the changes of a unit of `troop` from `formation` use, in the
    /// inspector's order.
    pub fn offered(troop: &TroopType, formation: &str) -> Vec<Self> {
        let alternatives = troop.alternative_anchors(formation);
        let mut kinds = troop.next_anchors(formation);
        kinds.extend(&alternatives);
        let uses = |reads: fn(AnchorKind) -> bool| kinds.iter().copied().any(reads);
        [
            (Self::Method, !alternatives.is_empty()),
            (Self::Turn, uses(AnchorKind::reads_turn)),
            (Self::Element, troop.picks_a_base(formation)),
            (Self::Slot, uses(AnchorKind::reads_slot)),
            (Self::TurnDegrees, uses(AnchorKind::reads_heading)),
        ]
        .into_iter()
        .filter_map(|(field, used)| used.then_some(field))
        .collect()
    }

    /// The field's label.
    pub fn label(self) -> &'static str {
        match self {
            Self::Turn => "Turning to the",
            Self::Element => "Base that stays put",
            Self::Slot => "Leading base's place",
            Self::TurnDegrees => "New heading, turned by (°)",
            Self::Method => "Changing by",
        }
    }

    /// The field's test hook: `choice-<hook>`.
    pub fn hook(self) -> &'static str {
        match self {
            Self::Turn => "turn",
            Self::Element => "element",
            Self::Slot => "slot",
            Self::TurnDegrees => "turn-degrees",
            Self::Method => "method",
        }
    }

    /// How it is entered, for a unit of `troop` in `formation` with `bases` bases: a way, a
    /// base numbered from 1 (its value the base's index, blank for the rule's own), degrees,
    /// or one of the ways the rules give (blank for the rules' first).
    pub fn entry(self, troop: &TroopType, formation: &str, bases: u32) -> Entry {
        let numbered = |none: &str| {
            Entry::Pick(
                std::iter::once((String::new(), none.to_owned()))
                    .chain((0..bases).map(|i| (i.to_string(), format!("base {}", i + 1))))
                    .collect(),
            )
        };
        match self {
            Self::Turn => Entry::Pick(
                ["right", "left"]
                    .map(|way| (way.to_owned(), way.to_owned()))
                    .to_vec(),
            ),
            Self::Element => numbered("the rule's own"),
            Self::Slot => numbered("the middle"),
            Self::TurnDegrees => Entry::Number { step: "15" },
            Self::Method => Entry::Pick(
                std::iter::once((String::new(), "the rules' first way".to_owned()))
                    .chain(
                        troop
                            .alternative_anchors(formation)
                            .into_iter()
                            .map(|kind| (kind.name().to_owned(), kind.way().to_owned())),
                    )
                    .collect(),
            ),
        }
    }

    /// The value it shows for `anchor`.
    pub fn shown(self, anchor: &AnchorChoices) -> String {
        let base = |chosen: Option<u32>| chosen.map(|i| i.to_string()).unwrap_or_default();
        match self {
            Self::Turn => match anchor.turn {
                Turn::Left => "left".to_owned(),
                Turn::Right => "right".to_owned(),
            },
            Self::Element => base(anchor.element),
            Self::Slot => base(anchor.slot),
            Self::TurnDegrees => Decimal::trimmed(anchor.turn_degrees, FIELD_PLACES).to_string(),
            Self::Method => anchor
                .method
                .map(AnchorKind::name)
                .unwrap_or_default()
                .to_owned(),
        }
    }

    /// Sets it in `anchor` from what the player `typed` or picked.
    pub fn set(self, anchor: &mut AnchorChoices, typed: &str) -> Result<(), String> {
        let base = || typed.parse::<u32>().ok();
        match self {
            Self::Turn => {
                anchor.turn = match typed {
                    "left" => Turn::Left,
                    "right" => Turn::Right,
                    _ => return Err("a turn goes right or left".to_owned()),
                }
            }
            Self::Element => anchor.element = base(),
            Self::Slot => anchor.slot = base(),
            Self::TurnDegrees => {
                anchor.turn_degrees = normalise_degrees(degrees("the new heading", typed)?);
            }
            Self::Method => {
                anchor.method = match typed {
                    "" => None,
                    name => Some(
                        AnchorKind::NAMES
                            .iter()
                            .find(|(n, _)| *n == name)
                            .map(|(_, kind)| *kind)
                            .ok_or_else(|| "that is not a way the rules give".to_owned())?,
                    ),
                }
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
    fn only_the_choices_the_units_change_rules_use_are_offered() {
        // From line, the oblique square turns right or left (B-oblique-square) and the
        // rectangular square faces any way (B-rect-square); nothing keeps a chosen base.
        let (troop, _) = unit_of("rff-squares", "infantry", "line");
        let offered = ChangeField::offered(&troop, "line");
        assert!(offered.contains(&ChangeField::Turn), "{offered:?}");
        assert!(offered.contains(&ChangeField::TurnDegrees), "{offered:?}");
        assert!(!offered.contains(&ChangeField::Element), "{offered:?}");

        // Leaving a square puts the new front over a chosen base of it (B-square-exit).
        let (troop, unit) = unit_of("rff-squares", "infantry", "square");
        assert!(ChangeField::offered(&troop, "square").contains(&ChangeField::Element));
        let Entry::Pick(bases) = ChangeField::Element.entry(&troop, "square", unit.basing.bases)
        else {
            panic!("a base is picked from a list");
        };
        assert_eq!(bases.len() as u32, unit.basing.bases + 1);
        assert_eq!(bases[1], ("0".to_owned(), "base 1".to_owned()));

        // Basing only keeps the front-centre whatever the change: no choice to offer.
        let (troop, _) = unit_of("basing-only", "infantry", "line");
        assert!(ChangeField::offered(&troop, "line").is_empty());
    }

    #[test]
    fn a_change_the_rules_give_two_ways_for_offers_the_other() {
        // C-col-to-line: the leading element stays, or every element turns 90°.
        let (troop, unit) = unit_of("element-rules", "heavy-infantry", "column");
        let offered = ChangeField::offered(&troop, "column");
        assert!(offered.contains(&ChangeField::Method), "{offered:?}");
        // A quarter turn goes right or left.
        assert!(offered.contains(&ChangeField::Turn), "{offered:?}");
        let entry = ChangeField::Method.entry(&troop, "column", unit.basing.bases);
        assert_eq!(
            entry,
            Entry::Pick(vec![
                (String::new(), "the rules' first way".to_owned()),
                (
                    "quarter-turn".to_owned(),
                    "every element turns 90°".to_owned()
                ),
            ])
        );
        let mut anchor = AnchorChoices::default();
        ChangeField::Method
            .set(&mut anchor, "quarter-turn")
            .expect("a way");
        assert_eq!(anchor.method, Some(AnchorKind::QuarterTurn));
        assert_eq!(troop.change_rule_index("column", "line", anchor.method), 1);
        assert_eq!(troop.change_rule_index("column", "line", None), 0);
        assert!(ChangeField::Method.set(&mut anchor, "sideways").is_err());

        // The RFF squares' changes have one way each, and their fallback is no second way.
        let (troop, _) = unit_of("rff-squares", "infantry", "line");
        assert!(!ChangeField::offered(&troop, "line").contains(&ChangeField::Method));
    }

    #[test]
    fn the_fields_set_the_choices_and_refuse_what_is_not_one() {
        let mut anchor = AnchorChoices::default();
        ChangeField::Turn.set(&mut anchor, "left").expect("a way");
        ChangeField::Element.set(&mut anchor, "4").expect("a base");
        ChangeField::TurnDegrees
            .set(&mut anchor, "-90")
            .expect("degrees");
        assert_eq!(
            (anchor.turn, anchor.element, anchor.turn_degrees),
            (Turn::Left, Some(4), 270.0)
        );
        assert_eq!(ChangeField::TurnDegrees.shown(&anchor), "270");
        ChangeField::Element
            .set(&mut anchor, "")
            .expect("the rule's own");
        assert_eq!(anchor.element, None);
        assert!(ChangeField::TurnDegrees.set(&mut anchor, "").is_err());
        assert!(ChangeField::Turn.set(&mut anchor, "up").is_err());
        assert_eq!((anchor.turn, anchor.turn_degrees), (Turn::Left, 270.0));
    }
}

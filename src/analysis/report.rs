//! What the analysis finds: per unit, per pair, and per group, each finding citing its rule.

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

use crate::formation::{FrontageRange, Readouts, TargetClass};
use crate::rules::{Cited, rule_ids};

/// Which part of the analysis made a finding, and so what must be looked at again when a unit
/// moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scope {
    /// A relation between two units: contact, zones, support.
    Pair,
    /// A group of units: columns, combined squares.
    Group,
    /// One unit on its own: its screen, its move.
    Unit,
}

/// One thing the rules say about the table. In JSON its `rule` is always one ID; where it
/// rests on more than one rule, the others follow in `also`.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// Which part of the analysis made it.
    pub scope: Scope,
    /// The rule ID from the rules digest, or "assumption"; several, where it rests on more
    /// than one, separated by ", ", as the ruleset cites them.
    pub rule: String,
    /// The units it concerns, the one it is mainly about first.
    pub units: Vec<u32>,
    /// One line in plain words.
    pub message: String,
}

impl Serialize for Finding {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut ids = rule_ids(&self.rule);
        let rule = ids.next().unwrap_or_default();
        let also: Vec<&str> = ids.collect();
        let fields = if also.is_empty() { 3 } else { 4 };
        let mut finding = serializer.serialize_struct("Finding", fields)?;
        finding.serialize_field("rule", rule)?;
        if !also.is_empty() {
            finding.serialize_field("also", &also)?;
        }
        finding.serialize_field("units", &self.units)?;
        finding.serialize_field("message", &self.message)?;
        finding.end()
    }
}

/// How two units touch (D-contact).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "type")]
pub enum Touch {
    /// Edge to edge, along `shared_mm` of edge.
    EdgeToEdge {
        /// The length of edge the two share, mm.
        shared_mm: f32,
    },
    /// Only a corner touches an edge.
    EdgeToCorner,
    /// Only corners touch.
    CornerToCorner,
}

/// Which of a unit's faces a contact is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Aspect {
    /// Its front.
    Front,
    /// Its flank.
    Flank,
    /// Its rear.
    Rear,
}

/// How an aspect was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AspectBasis {
    /// From where the other unit's move began (D-flank, D-rear).
    MoveStart,
    /// By the edge touched, as the ruleset says.
    EdgeTouched,
    /// By the edge touched, because the other unit's move start is not recorded.
    NoRecordedStart,
    /// A square faces all round.
    AllRound,
}

/// Two units in contact.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Contact {
    /// One unit.
    pub a: u32,
    /// The other.
    pub b: u32,
    /// How they touch.
    pub touch: Touch,
    /// The aspect of the contact for `a`: where `b` touches it.
    pub aspect_a: Aspect,
    /// How `aspect_a` was decided.
    pub basis_a: AspectBasis,
    /// The aspect of the contact for `b`: where `a` touches it.
    pub aspect_b: Aspect,
    /// How `aspect_b` was decided.
    pub basis_b: AspectBasis,
}

/// A unit's move this turn (D-move, D-half).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveReport {
    /// How far the farthest base corner travelled along the move's path (a wheel's arc and the
    /// advance after it; nothing for a pivot in place), mm.
    pub distance_mm: f32,
    /// Whether the move stayed within the straight-ahead arc (or was a forward wheel).
    pub straight_ahead: bool,
    /// The allowance, after halving for leaving the arc or for the ground, and with any road
    /// bonus, mm; `None` when the ruleset gives none.
    pub allowance_mm: Option<f32>,
    /// The road bonus the allowance includes, when the move kept to a road all the way, mm.
    pub road_bonus_mm: Option<f32>,
    /// The rule that halved the allowance, when one did (D-half).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub halved_by: Option<String>,
    /// Why the allowance is what it is, where the rule texts give no rate and the ruleset
    /// assumes one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub assumption: Option<String>,
    /// What the move spent besides going, when it did: a battery unlimbering after it moved
    /// mm.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spent_mm: Option<f32>,
    /// How many formations the unit moved in: more than one when it moved, changed formation
    /// and moved again, each part counting against its own formation's allowance.
    pub formations: u32,
}

/// What the analysis says of one unit.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct UnitReport {
    /// The unit's id.
    pub id: u32,
    /// Its measurements and classes, from its formation.
    pub readouts: Readouts,
    /// Its target class, after rear support and enfilade.
    pub target: TargetClass,
    /// Its move this turn, when a start is recorded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moved: Option<MoveReport>,
    /// How far it may move straight ahead in its formation, at the players' scale (D-move,
    /// B-square-move); `None` where the rules give no allowance.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub allowance: Option<RuleValue<f32>>,
    /// What its formation means under the rules, each with its rule: the ruleset's
    /// consequences for its class and kind (A-9.11, A-9.12, A-8.31, A-9.55, D-square).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub consequences: Vec<RuleValue<String>>,
    /// For a screen in open order, the frontage its order lets it hold.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frontage_range: Option<FrontageRange>,
    /// For a battery, its crew against what its cannon need.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub crew: Option<CrewCount>,
}

/// A battery's crew figures, and the crew its cannon need under its rules.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CrewCount {
    /// Crew figures on its bases.
    pub figures: u32,
    /// Crew figures its cannon need.
    pub needed: u32,
    /// The rule that counts them.
    pub rule: String,
}

/// A value the rules give, with the rule it comes from (`assumption` where the ruleset
/// assumes it).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RuleValue<T> {
    /// The value: a length in mm, or what the rule says.
    pub value: T,
    /// The rule, or rules, it cites.
    pub rule: String,
    /// Why the ruleset assumes it, where it does and its reason is known (a move
    /// allowance's always is).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub assumption: Option<String>,
}

impl<T: Clone> RuleValue<T> {
    /// The value of `cited`, with its citation.
    pub fn of(cited: &Cited<T>) -> Self {
        Self {
            value: cited.value.clone(),
            rule: cited.cite().to_owned(),
            assumption: cited.assumption.clone().filter(|why| !why.is_empty()),
        }
    }
}

/// Targets each side of a square can fire at (B-square-fire).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SquareArcs {
    /// The square.
    pub unit: u32,
    /// Enemy units in each side's arc: front, right, rear, left.
    pub targets: [Vec<u32>; 4],
}

/// The analysis of a whole table.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Report {
    /// Per unit, in table order.
    pub units: Vec<UnitReport>,
    /// Every pair of units in contact.
    pub contacts: Vec<Contact>,
    /// The arcs of every square whose ruleset gives them.
    pub arcs: Vec<SquareArcs>,
    /// Everything else the rules say, each citing its rule.
    pub findings: Vec<Finding>,
    /// The units that overlap another, in table order (D-no-overlap).
    pub overlapping: Vec<u32>,
}

impl Report {
    /// The findings that concern unit `id`.
    pub fn findings_for(&self, id: u32) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(move |f| f.units.contains(&id))
    }

    /// The report on unit `id`.
    pub fn unit(&self, id: u32) -> Option<&UnitReport> {
        self.units.iter().find(|u| u.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finding_names_one_rule_and_the_others_it_rests_on_beside_it() {
        let finding = |rule: &str| Finding {
            scope: Scope::Unit,
            rule: rule.to_owned(),
            units: vec![3],
            message: "Light battalion 3 shares its screen's morale.".to_owned(),
        };
        let two = serde_json::to_value(finding("A-9.36, A-9.37")).expect("serialises");
        assert_eq!(two["rule"], "A-9.36");
        assert_eq!(two["also"], serde_json::json!(["A-9.37"]));
        assert_eq!(two["units"], serde_json::json!([3]));
        let one = serde_json::to_value(finding("D-flank")).expect("serialises");
        assert_eq!(one["rule"], "D-flank");
        assert!(one.get("also").is_none());
    }
}

//! What the analysis finds: per unit, per pair, and per group, each finding citing its rule.

use serde::Serialize;

use crate::formation::{FrontageRange, Readouts, TargetClass};
use crate::rules::Cited;

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

/// One thing the rules say about the table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Finding {
    /// Which part of the analysis made it.
    #[serde(skip)]
    pub scope: Scope,
    /// The rule ID from the rules digest, or "assumption".
    pub rule: String,
    /// The units it concerns, the one it is mainly about first.
    pub units: Vec<u32>,
    /// One line in plain words.
    pub message: String,
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
}

impl<T: Clone> RuleValue<T> {
    /// The value of `cited`, with its citation.
    pub fn of(cited: &Cited<T>) -> Self {
        Self {
            value: cited.value.clone(),
            rule: cited.cite().to_owned(),
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

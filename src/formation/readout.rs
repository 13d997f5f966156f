//! What a formation means under the rules: its measurements and classes.

use serde::{Deserialize, Serialize};

use super::{BaseRole, Footprint, Side, SquareRank};

/// A formation's class by the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FormationClass {
    /// One rank.
    Line,
    /// More bases behind the front rank than in it.
    Column,
    /// Some bases behind the front rank, but no more than in it.
    PseudoColumn,
    /// Facing all round.
    Square,
    /// Skirmishers in open order.
    OpenOrder,
    /// Narrow road formation.
    RoadColumn,
    /// Artillery hitched up to move.
    Limbered,
    /// Artillery in action.
    Unlimbered,
    /// Morale disordered: supersedes the formation.
    Disordered,
    /// Routed: supersedes the formation.
    Routed,
}

impl FormationClass {
    /// The class as players name it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Line => "line",
            Self::Column => "column",
            Self::PseudoColumn => "pseudo column",
            Self::Square => "square",
            Self::OpenOrder => "open order",
            Self::RoadColumn => "road column",
            Self::Limbered => "limbered",
            Self::Unlimbered => "unlimbered",
            Self::Disordered => "disordered",
            Self::Routed => "routed",
        }
    }
}

/// How fire at the unit is classed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TargetClass {
    /// A line-like target.
    Linear,
    /// A dense target: columns, squares, lines supported or enfiladed.
    Massed,
}

impl TargetClass {
    /// The class as players name it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Linear => "linear",
            Self::Massed => "massed",
        }
    }
}

/// How to draw a unit in an involuntary state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DrawingHint {
    /// As it stands.
    #[default]
    Normal,
    /// One base turned round: morale disordered.
    OneReversed,
    /// Bases stacked in column: routed.
    Stacked,
}

/// A rule's word on a formation that is not an error: a check of hand-placed bases, or a
/// consequence the player should know.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Note {
    /// The rule ID, or `None` for plain geometry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// One line in plain words.
    pub message: String,
}

impl Note {
    /// A note citing `rule`.
    pub fn rule(rule: &str, message: String) -> Self {
        Self {
            rule: Some(rule.to_owned()),
            message,
        }
    }

    /// A note about geometry, citing no rule.
    pub fn geometry(message: String) -> Self {
        Self {
            rule: None,
            message,
        }
    }
}

/// Bases on one side of a square: all of them fire out of that side (B-square-fire).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideReadout {
    /// The side.
    pub side: Side,
    /// Bases in the outer rank.
    pub outer: u32,
    /// Bases in the inner rank, firing out of the same side.
    pub inner: u32,
}

/// The frontage a screen in open order may hold, as its order's spacing allows:
/// five figures at 2" to 4" a figure hold 10" to 20".
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FrontageRange {
    /// The least, at the order's least spacing (or the bases' own width, where wider), mm.
    pub least_mm: f32,
    /// The most, at the order's most spacing, mm; `None` where it sets no most.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub most_mm: Option<f32>,
    /// The rule that gives the spacing.
    pub rule: String,
}

/// What the rules read from a formation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Readouts {
    /// Width across the facing of the formed body (skirmishers out in front are not counted),
    /// mm.
    pub frontage_mm: f32,
    /// Depth along the facing of the formed body, mm.
    pub depth_mm: f32,
    /// Bases abreast in the front rank.
    pub files: u32,
    /// Ranks, front to back.
    pub ranks: u32,
    /// The formation's class, after any involuntary state.
    pub class: FormationClass,
    /// How fire at it is classed, before support and enfilade (which the table analysis adds).
    pub target: TargetClass,
    /// Formed (close order) for morale and fire zones.
    pub formed: bool,
    /// Formed for movement: artillery is not.
    pub formed_for_movement: bool,
    /// Bases out as skirmishers from a formed parent.
    pub detached: u32,
    /// For a square, the bases on each side, front, right, rear, left (B-square-fire).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub square_sides: Vec<SideReadout>,
    /// How to draw an involuntary state.
    pub drawing: DrawingHint,
    /// Checks and consequences worth telling the player.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<Note>,
}

impl FormationClass {
    /// The target class of a formation in good order.
    pub fn target(self) -> TargetClass {
        match self {
            FormationClass::Line | FormationClass::OpenOrder | FormationClass::Unlimbered => {
                TargetClass::Linear
            }
            _ => TargetClass::Massed,
        }
    }

    /// Classes a body with bases behind its front rank by counting them (A-9.11, A-9.12,
    /// more behind than in front is a column.
    pub fn by_ranks(front: u32, behind: u32) -> Self {
        if behind > front {
            FormationClass::Column
        } else if behind > 0 {
            FormationClass::PseudoColumn
        } else {
            FormationClass::Line
        }
    }
}

/// Counts each side's bases of a square footprint.
pub fn square_sides(footprint: &Footprint) -> Vec<SideReadout> {
    Side::ALL
        .iter()
        .map(|&side| {
            let count = |rank: SquareRank| {
                footprint
                    .bases
                    .iter()
                    .filter(|b| b.role == BaseRole::SquareSide { side, rank })
                    .count() as u32
            };
            SideReadout {
                side,
                outer: count(SquareRank::Outer),
                inner: count(SquareRank::Inner),
            }
        })
        .collect()
}

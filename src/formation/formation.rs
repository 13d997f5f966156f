//! The formations a unit can take, with every parameter needed to build them.

use serde::{Deserialize, Serialize};

use super::{FrontageRange, Side, TailBend};
use crate::cited::Cited;

/// A formation and its parameters: those the player chooses (a square's extra side, a skirmish
/// spacing) and those its ruleset fixes (the inner-rank threshold, the spacing range), each
/// ruleset value citing its rule.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Formation {
    /// Every base in one rank (A-9.21, C-formations).
    Line {
        /// Space between neighbouring bases, mm.
        #[serde(default)]
        gap_mm: f32,
    },
    /// Bases in files behind a front rank; column or pseudo column by its counts (A-9.11,
    /// One file is single file; two is a field column.
    Column {
        /// Bases abreast.
        files: u32,
        /// Where its tail turns, rank by rank (C-flex).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        bends: Vec<TailBend>,
        /// Whether its tail may bend, and the rule that lets it (C-flex).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        flex: Option<Cited<bool>>,
    },
    /// A narrow column for the road.
    RoadColumn {
        /// The widest frontage allowed, in bases.
        max_files: Cited<u32>,
        /// Road length each base takes, as a multiple of its depth (2 for artillery).
        length_factor: Cited<f32>,
        /// Where its tail turns, rank by rank (C-flex).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        bends: Vec<TailBend>,
        /// Whether its tail may bend, and the rule that lets it (C-flex).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        flex: Option<Cited<bool>>,
    },
    /// A box of bases facing outward (B-square-shape, A-9.51).
    Square {
        /// Spread evenly, or longer at front and rear (B-rect-square).
        shape: SquareShape,
        /// The side that takes the first extra base when they do not share out evenly.
        #[serde(default)]
        extras: Side,
        /// The fewest bases that make a square.
        min_bases: Cited<u32>,
        /// Bases over this go into a second rank inside the square (B-square-inner).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        inner_rank_over: Option<Cited<u32>>,
        /// The square forms only while fewer than this share of the bases are out as
        /// skirmishers.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        skirmishers_below: Option<Cited<f32>>,
    },
    /// One square base put in place of the unit (D-square-base).
    SubstituteSquare {
        /// Side of the square base, mm.
        side_mm: Cited<f32>,
    },
    /// Open order: figures spread out as skirmishers.
    OpenOrder {
        /// The chosen spacing, mm, measured as the rule says.
        spacing_mm: f32,
        /// How the spacing is measured and the range the order allows.
        rule: SpacingRule,
        /// Hand-placed positions in the unit's frame, one per base; empty to generate a screen.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        placed: Vec<Placement>,
    },
    /// Artillery hitched up to move (A-8.45, C-organisation).
    Limbered {
        /// Drawn facing away from the front, as C-organisation shows limbered guns.
        faces_away: Cited<bool>,
    },
    /// Artillery in action, guns in a line.
    Unlimbered {
        /// Space between guns, mm.
        #[serde(default)]
        gap_mm: f32,
    },
}

impl Formation {
    /// Where a column's tail turns (none while it is straight), and the rule that lets it
    /// bend, if one does; `None` for a formation that is not a column.
    pub fn tail(&self) -> Option<(&[TailBend], Option<&Cited<bool>>)> {
        match self {
            Self::Column { bends, flex, .. } | Self::RoadColumn { bends, flex, .. } => {
                Some((bends, flex.as_ref()))
            }
            _ => None,
        }
    }
}

/// How a square shares its bases between its sides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "spread", rename_all = "kebab-case", deny_unknown_fields)]
pub enum SquareShape {
    /// As evenly as possible (B-square-shape).
    #[default]
    Even,
    /// Front and rear faces of `front_bases` each, longer than the sides (B-rect-square).
    Rectangular {
        /// Bases in the front face, and in the rear face.
        front_bases: u32,
    },
}

/// How a skirmish order's spacing is measured, and the range it allows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpacingRule {
    /// What the spacing measures.
    pub measure: SpacingMeasure,
    /// The least spacing allowed, mm.
    pub min_mm: f32,
    /// The most spacing allowed, mm; `None` for no upper limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_mm: Option<f32>,
    /// The rule that gives the range.
    pub rule: String,
}

impl SpacingRule {
    /// The least spacing a screen of bases `base_width_mm` wide can take: the order's least,
    /// or, measured by the figure, the bases' own width where that is more (they may not
    /// overlap).
    pub fn least_for(&self, base_width_mm: f32) -> f32 {
        match self.measure {
            SpacingMeasure::FrontagePerFigure => self.min_mm.max(base_width_mm),
            SpacingMeasure::GapBetweenBases => self.min_mm,
        }
    }

    /// The frontage `figures` bases `base_width_mm` wide hold at `spacing_mm`: each
    /// figure its share, measured by the figure; the bases and the gaps between them,
    /// measured by the gap.
    pub fn frontage(&self, figures: u32, base_width_mm: f32, spacing_mm: f32) -> f32 {
        let n = figures as f32;
        match self.measure {
            SpacingMeasure::FrontagePerFigure => n * spacing_mm,
            SpacingMeasure::GapBetweenBases => n * base_width_mm + (n - 1.0).max(0.0) * spacing_mm,
        }
    }

    /// The frontage `figures` bases `base_width_mm` wide may hold in this order, least and
    /// most; `None` where no spacing fits them.
    pub fn frontage_range(&self, figures: u32, base_width_mm: f32) -> Option<FrontageRange> {
        let least = self.least_for(base_width_mm);
        if self.max_mm.is_some_and(|most| least > most + 1e-3) {
            return None;
        }
        Some(FrontageRange {
            least_mm: self.frontage(figures, base_width_mm, least),
            most_mm: self
                .max_mm
                .map(|most| self.frontage(figures, base_width_mm, most)),
            rule: self.rule.clone(),
        })
    }
}

/// What a skirmish spacing measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SpacingMeasure {
    /// Frontage per figure, centre to centre.
    FrontagePerFigure,
    /// Clear distance between neighbouring bases.
    GapBetweenBases,
}

/// A hand-placed base in the unit's frame: its centre, mm, and its facing, degrees clockwise
/// from the unit's front.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Placement {
    /// Centre, mm right of the front-centre.
    pub x: f32,
    /// Centre, mm behind the front-centre.
    pub y: f32,
    /// Facing relative to the unit, degrees clockwise.
    #[serde(default)]
    pub facing: f32,
}

/// Skirmishers detached from a formed parent.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Detachment {
    /// How many bases leave the parent.
    pub count: u32,
    /// How many the unit may detach.
    pub limit: Cited<DetachLimit>,
    /// How far ahead of the parent's front a generated screen stands, mm.
    pub screen_ahead_mm: Cited<f32>,
    /// Hand-placed positions in the unit's frame, one per skirmisher; empty to generate them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub placed: Vec<Placement>,
}

/// How many bases a unit may detach as skirmishers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DetachLimit {
    /// One base, or two from a unit of 8 or more (line units, medium cavalry).
    OneOrTwoFromEight,
    /// Up to a third of the bases (third-rank skirmishers).
    Third,
    /// All of them (light infantry, light or irregular cavalry).
    All,
}

impl DetachLimit {
    /// The most bases a unit of `bases` may detach.
    pub fn most(self, bases: u32) -> u32 {
        match self {
            DetachLimit::OneOrTwoFromEight if bases >= 8 => 2,
            DetachLimit::OneOrTwoFromEight => 1,
            DetachLimit::Third => bases / 3,
            DetachLimit::All => bases,
        }
    }
}

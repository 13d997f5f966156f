//! The formations a troop type may take, as its ruleset gives them.

use super::compact::MEASURES;
use super::{Basing, Cited, DistanceUnit};
use crate::doc::{DocError, Fields};
use crate::formation::{
    Formation, FrontageRange, Placement, Side, SpacingRule, SquareShape, TailBend,
};
use crate::limits::MAX_BASES;

/// One formation a troop type may take: the ruleset's numbers for it, waiting for the
/// player's choices.
#[derive(Clone, Debug, PartialEq)]
pub struct FormationRule {
    /// Identifier, unique within the troop type; layouts record it.
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// The rule that defines the formation, or else why it is offered.
    pub citation: Cited<()>,
    /// The shape and the ruleset's parameters.
    pub template: Template,
    /// A move allowance in this formation that replaces the troop type's, mm (D-move,
    /// B-square-move).
    pub move_mm: Option<Cited<f32>>,
}

/// A formation's shape with the numbers its ruleset fixes.
#[derive(Clone, Debug, PartialEq)]
pub enum Template {
    /// One rank.
    Line,
    /// Files of bases.
    Column {
        /// Bases abreast, unless the player may choose.
        files: Cited<u32>,
        /// Whether the player may choose the number of files.
        choose_files: bool,
        /// Whether its tail may bend, and the rule that lets it (C-flex).
        flex: Option<Cited<bool>>,
    },
    /// A narrow road column.
    RoadColumn {
        /// The widest frontage, in bases.
        max_files: Cited<u32>,
        /// Road length per base, in base depths.
        length_factor: Cited<f32>,
        /// Whether its tail may bend, and the rule that lets it (C-flex).
        flex: Option<Cited<bool>>,
    },
    /// A box facing outward (B-square-shape).
    Square {
        /// Whether the player sets the front and rear faces longer than the sides
        /// (B-rect-square).
        rectangular: bool,
        /// The fewest bases.
        min_bases: Cited<u32>,
        /// Over this many, an inner rank (B-square-inner).
        inner_rank_over: Option<Cited<u32>>,
        /// Square only while fewer than this share are out as skirmishers.
        skirmishers_below: Option<Cited<f32>>,
    },
    /// One square base in place of the unit (D-square-base).
    SubstituteSquare {
        /// Its side, mm.
        side_mm: Cited<f32>,
    },
    /// Skirmishers.
    OpenOrder {
        /// How spacing is measured and the range allowed, mm.
        spacing: SpacingRule,
    },
    /// Guns hitched up.
    Limbered {
        /// Drawn facing away (C-organisation).
        faces_away: Cited<bool>,
    },
    /// Guns in action.
    Unlimbered,
}

/// What the player chooses where the rules leave a choice. Every field has a default, so a
/// new unit needs no choices at all.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FormationChoices {
    /// Space between bases in a line or battery, mm.
    pub gap_mm: f32,
    /// Files of a column, where the ruleset lets the player choose.
    pub files: Option<u32>,
    /// The side of a square that takes the extra bases (B-square-shape).
    pub extras: Side,
    /// Bases in the front face of a rectangular square (B-rect-square).
    pub front_bases: Option<u32>,
    /// Skirmish spacing, mm; the order's least when not given.
    pub spacing_mm: Option<f32>,
    /// Hand-placed skirmishers, in the unit's frame.
    pub placed: Vec<Placement>,
    /// Where a column's tail turns, rank by rank, where its rules let it flex (C-flex).
    pub bends: Vec<TailBend>,
}

impl FormationChoices {
    /// Sets rank `rank` of a column's tail to turn `degrees` from the rank ahead (C-flex),
    /// keeping the bends in order of rank; a turn of 0 straightens that joint.
    pub fn bend_at(&mut self, rank: u32, degrees: f32) {
        let at = self.bends.partition_point(|b| b.rank < rank);
        let here = self.bends.get(at).is_some_and(|b| b.rank == rank);
        match (here, degrees == 0.0) {
            (true, true) => {
                self.bends.remove(at);
            }
            (true, false) => self.bends[at].degrees = degrees,
            (false, true) => {}
            (false, false) => self.bends.insert(at, TailBend { rank, degrees }),
        }
    }
}

impl Template {
    /// The rule that lets a column's tail bend (C-flex), when this formation's may.
    pub fn flex(&self) -> Option<&Cited<bool>> {
        match self {
            Self::Column { flex, .. } | Self::RoadColumn { flex, .. } => {
                flex.as_ref().filter(|f| f.value)
            }
            _ => None,
        }
    }

    /// Whether it is a square: a box of bases, or one base standing for it (B-square-shape,
    /// D-square-base).
    pub fn is_square(&self) -> bool {
        matches!(self, Self::Square { .. } | Self::SubstituteSquare { .. })
    }

    /// The bases in the front face of a rectangular square of `bases` where the player chose
    /// none: chosen from the outer ring, the bases past an inner rank's limit standing inside
    /// (B-rect-square, B-square-inner).
    pub fn rectangular_front(&self, bases: u32) -> u32 {
        let outer = match self {
            Template::Square {
                inner_rank_over: Some(limit),
                ..
            } => bases.min(limit.value),
            _ => bases,
        };
        crate::formation::rectangular_front(outer)
    }
}

impl FormationRule {
    /// For an open order, the frontage `bases` bases `base_width_mm` wide may hold in it,
    /// least and most; `None` for a formed body.
    pub fn frontage_range(&self, bases: u32, base_width_mm: f32) -> Option<FrontageRange> {
        match &self.template {
            Template::OpenOrder { spacing } => spacing.frontage_range(bases, base_width_mm),
            _ => None,
        }
    }

    /// The engine's formation for a unit based as `basing`: this rule's numbers with the
    /// player's choices.
    pub fn instantiate(&self, choices: &FormationChoices, basing: &Basing) -> Formation {
        let bases = basing.bases;
        match &self.template {
            Template::Line => Formation::Line {
                gap_mm: choices.gap_mm,
            },
            Template::Column {
                files,
                choose_files,
                flex,
            } => Formation::Column {
                files: match choices.files {
                    Some(chosen) if *choose_files => chosen,
                    _ => files.value,
                },
                bends: choices.bends.clone(),
                flex: flex.clone(),
            },
            Template::RoadColumn {
                max_files,
                length_factor,
                flex,
            } => Formation::RoadColumn {
                max_files: max_files.clone(),
                length_factor: length_factor.clone(),
                bends: choices.bends.clone(),
                flex: flex.clone(),
            },
            Template::Square {
                rectangular,
                min_bases,
                inner_rank_over,
                skirmishers_below,
            } => Formation::Square {
                shape: if *rectangular {
                    SquareShape::Rectangular {
                        front_bases: choices
                            .front_bases
                            .unwrap_or_else(|| self.template.rectangular_front(bases)),
                    }
                } else {
                    SquareShape::Even
                },
                extras: choices.extras,
                min_bases: min_bases.clone(),
                inner_rank_over: inner_rank_over.clone(),
                skirmishers_below: skirmishers_below.clone(),
            },
            Template::SubstituteSquare { side_mm } => Formation::SubstituteSquare {
                side_mm: side_mm.clone(),
            },
            Template::OpenOrder { spacing } => Formation::OpenOrder {
                spacing_mm: choices
                    .spacing_mm
                    .unwrap_or_else(|| default_spacing(spacing, basing.base_width_mm)),
                rule: spacing.clone(),
                placed: choices.placed.clone(),
            },
            Template::Limbered { faces_away } => Formation::Limbered {
                faces_away: faces_away.clone(),
            },
            Template::Unlimbered => Formation::Unlimbered {
                gap_mm: choices.gap_mm,
            },
        }
    }

    /// Reads one `[[troop.formation]]` table.
    pub(super) fn read(fields: &mut Fields, unit: DistanceUnit) -> Result<Self, DocError> {
        let id = fields.string("id")?;
        let name = fields.string("name")?;
        let kind = fields.choice("kind", &Kind::NAMES)?;
        let distance =
            |f: &mut Fields, what: &str| f.positive("value", what).map(|x| unit.to_mm(x));
        let template = match kind {
            Kind::Line => Template::Line,
            Kind::Column => Template::Column {
                files: fields.cited("files", |f| positive_count(f, "files"))?,
                choose_files: fields.has("choose_files") && fields.boolean("choose_files")?,
                flex: fields.optional_cited("flex", |f| f.boolean("value"))?,
            },
            Kind::RoadColumn => Template::RoadColumn {
                max_files: fields.cited("max_files", |f| positive_count(f, "files"))?,
                length_factor: fields.cited("length_factor", |f| {
                    f.positive("value", "a multiple of a base's depth")
                })?,
                flex: fields.optional_cited("flex", |f| f.boolean("value"))?,
            },
            Kind::Square => Template::Square {
                rectangular: fields.has("rectangular") && fields.boolean("rectangular")?,
                min_bases: fields.cited("min_bases", |f| positive_count(f, "bases"))?,
                inner_rank_over: fields
                    .optional_cited("inner_rank_over", |f| positive_count(f, "bases"))?,
                skirmishers_below: fields.optional_cited("skirmishers_below", |f| {
                    let share = f.positive("value", "a share of the bases")?;
                    if share > 1.0 {
                        return Err(f.field_error(
                            "value",
                            format!("must be a share from 0 to 1, found {share}"),
                        ));
                    }
                    Ok(share)
                })?,
            },
            Kind::SubstituteSquare => Template::SubstituteSquare {
                side_mm: fields.cited("side", |f| distance(f, "a length"))?,
            },
            Kind::OpenOrder => Template::OpenOrder {
                spacing: read_spacing(fields, unit)?,
            },
            Kind::Limbered => Template::Limbered {
                faces_away: fields.cited("faces_away", |f| f.boolean("value"))?,
            },
            Kind::Unlimbered => Template::Unlimbered,
        };
        let move_mm = fields.optional_cited("move", |f| distance(f, "a distance"))?;
        let (rule, assumption) = fields.citation("the formation")?;
        Ok(Self {
            id,
            name,
            citation: Cited {
                value: (),
                rule,
                assumption,
            },
            template,
            move_mm,
        })
    }
}

/// The `kind` a formation table names.
#[derive(Clone, Copy)]
enum Kind {
    Line,
    Column,
    RoadColumn,
    Square,
    SubstituteSquare,
    OpenOrder,
    Limbered,
    Unlimbered,
}

impl Kind {
    const NAMES: [(&'static str, Kind); 8] = [
        ("line", Kind::Line),
        ("column", Kind::Column),
        ("road-column", Kind::RoadColumn),
        ("square", Kind::Square),
        ("substitute-square", Kind::SubstituteSquare),
        ("open-order", Kind::OpenOrder),
        ("limbered", Kind::Limbered),
        ("unlimbered", Kind::Unlimbered),
    ];
}

/// The spacing a new screen takes: the least the order allows, but never so tight that
/// neighbouring bases overlap, and never past the most.
fn default_spacing(rule: &SpacingRule, base_width_mm: f32) -> f32 {
    let least = rule.least_for(base_width_mm);
    rule.max_mm.map_or(least, |max| least.min(max))
}

/// A count of bases, 1 to [`MAX_BASES`]: the most a unit may have.
fn positive_count(fields: &mut Fields, unit: &str) -> Result<u32, DocError> {
    let n = fields.count("value", unit)?;
    if n == 0 {
        return Err(fields.field_error("value", format!("must be at least 1 {unit}, found 0")));
    }
    if n > MAX_BASES {
        return Err(fields.field_error(
            "value",
            format!("is too large: at most {MAX_BASES} {unit}, found {n}"),
        ));
    }
    Ok(n)
}

/// `spacing = { min = 2, max = 4, rule = "A-9.32" }`, with `measure` beside it. A range the
/// texts do not give cites an assumption, and messages then cite "assumption".
fn read_spacing(fields: &mut Fields, unit: DistanceUnit) -> Result<SpacingRule, DocError> {
    let measure = fields.choice("measure", &MEASURES)?;
    let mut range = fields.table("spacing", "spacing")?;
    let min = range.non_negative("min", "a distance")?;
    let max = range.optional_number("max", "a distance")?;
    let (rule, _) = range.citation("spacing")?;
    if let Some(max) = max
        && max < min
    {
        return Err(range.field_error(
            "max",
            format!("must not be below min: the range {min} to {max} is impossible"),
        ));
    }
    range.finish()?;
    Ok(SpacingRule {
        measure,
        min_mm: unit.to_mm(min),
        max_mm: max.map(|m| unit.to_mm(m)),
        rule: rule.unwrap_or_else(|| "assumption".to_owned()),
    })
}

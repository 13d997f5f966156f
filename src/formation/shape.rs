//! Building a unit's footprint and readouts from its formation: the engine's entry point.

use super::Basing;
use super::detachment::{parent_bases, screen};
use super::involuntary::{disordered, routed};
use super::open_order::{frontage_per_figure, open_order, placed_skirmishers};
use super::readout::square_sides;
use super::road_column::road_column;
use super::square::square;
use super::{
    BaseRole, Detachment, DrawingHint, Footprint, Formation, FormationClass, FormationError,
    Readouts, SpacingMeasure, TailJoint, TroopKind, Unit, UnitState, bend_tail, column, limbered,
    line, substitute_square, unlimbered,
};
use crate::decimal::Decimal;
use crate::geom::Bounds;
use crate::limits::MAX_BASES;

/// A unit's bases in its formation, and what they mean under the rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Shaped {
    /// Every base, in the unit's frame.
    pub footprint: Footprint,
    /// Measurements and classes.
    pub readouts: Readouts,
    /// Where a column's ranks join, for bending its tail (C-flex); empty for any other
    /// formation, and for a routed unit.
    pub joints: Vec<TailJoint>,
    /// The box of the formed body in the unit's frame, as the rules read its front, sides
    /// and rear: [`Footprint::body_bounds`], but for a column whose tail is bent, the box its
    /// straight column would fill, so its front is its leading rank's (C-flex).
    pub body: Bounds,
}

impl Shaped {
    /// Whether it is a column whose tail is bent (C-flex).
    pub fn bent(&self) -> bool {
        self.joints.iter().any(|j| j.turn != 0.0)
    }
}

/// Builds `unit` in `formation`, with skirmishers out if `detachment` says so.
///
/// The footprint is in the unit's frame: origin at the front-centre of the formed body,
/// facing `-y`. An involuntary state (disordered, routed) supersedes the formation's class
/// and is drawn as describes.
pub fn shape(
    unit: &Unit,
    formation: &Formation,
    detachment: Option<&Detachment>,
) -> Result<Shaped, FormationError> {
    check_basing(&unit.basing)?;
    let total = unit.basing.bases;
    let detached = match detachment.filter(|d| d.count > 0) {
        Some(d) => {
            check_square_with_skirmishers(formation, total, d.count)?;
            d.count
        }
        None => 0,
    };
    let body = Basing {
        bases: match detachment.filter(|d| d.count > 0) {
            Some(d) => parent_bases(total, d)?,
            None => total,
        },
        ..unit.basing
    };

    let (mut footprint, shape_class, mut notes) = build(unit, &body, formation)?;
    let files_ranks = files_and_ranks(formation, &footprint, body.bases);
    let body_bounds = footprint.bounds();
    let (mut frontage_mm, mut depth_mm) = (footprint.frontage(), footprint.depth());
    // A screen's frontage is counted by the figure, each holding its share.
    if let Formation::OpenOrder { rule, .. } = formation
        && rule.measure == SpacingMeasure::FrontagePerFigure
    {
        frontage_mm = frontage_per_figure(&footprint) * footprint.bases.len() as f32;
    }
    // Frontage and depth are the straight column's: its leading rank, and its length along
    // the bends (C-flex).
    let straight_body = footprint.body_bounds();
    let mut joints = match formation.tail() {
        Some((bends, flex)) => bend_tail(&mut footprint, bends, flex)?,
        None => Vec::new(),
    };
    if let Some(d) = detachment.filter(|d| d.count > 0) {
        footprint
            .bases
            .extend(screen(&unit.basing, body_bounds, d)?);
    }

    let (class, drawing) = match unit.state {
        UnitState::GoodOrder => (shape_class, DrawingHint::Normal),
        UnitState::Disordered => {
            disordered(&mut footprint);
            (FormationClass::Disordered, DrawingHint::OneReversed)
        }
        UnitState::Routed => {
            footprint = routed(&unit.basing);
            joints.clear();
            (frontage_mm, depth_mm) = (footprint.frontage(), footprint.depth());
            (FormationClass::Routed, DrawingHint::Stacked)
        }
    };
    // Formed means close order, in good order or disordered; a routed unit,
    // its bases stacked in column, is neither formed nor a line.
    let formed = shape_class != FormationClass::OpenOrder && class != FormationClass::Routed;
    let target = if class == FormationClass::Routed {
        FormationClass::Column.target()
    } else {
        shape_class.target()
    };
    let square = matches!(formation, Formation::Square { .. });
    notes.shrink_to_fit();
    let readouts = Readouts {
        frontage_mm,
        depth_mm,
        files: files_ranks.0,
        ranks: files_ranks.1,
        class,
        target,
        formed,
        formed_for_movement: formed && unit.kind != TroopKind::Artillery,
        detached,
        square_sides: if square && unit.state == UnitState::GoodOrder {
            square_sides(&footprint)
        } else {
            Vec::new()
        },
        drawing,
        notes,
    };
    let mut shaped = Shaped {
        body: straight_body,
        footprint,
        readouts,
        joints,
    };
    if !shaped.bent() {
        shaped.body = shaped.footprint.body_bounds();
    }
    Ok(shaped)
}

type Built = (Footprint, FormationClass, Vec<super::Note>);

fn build(unit: &Unit, body: &Basing, formation: &Formation) -> Result<Built, FormationError> {
    let plain = |footprint: Footprint, class| Ok((footprint, class, Vec::new()));
    let artillery_only = |what: &str| {
        if unit.kind == TroopKind::Artillery {
            Ok(())
        } else {
            Err(FormationError::rule(
                "A-8.45",
                format!("only artillery can be {what}"),
            ))
        }
    };
    match formation {
        Formation::Line { gap_mm } => {
            plain(line(body, non_negative(*gap_mm)?), FormationClass::Line)
        }
        Formation::Column { files, .. } => {
            let footprint = column(body, *files)?;
            let front = (*files).min(body.bases);
            plain(
                footprint,
                FormationClass::by_ranks(front, body.bases - front),
            )
        }
        Formation::RoadColumn {
            max_files,
            length_factor,
            ..
        } => plain(
            road_column(body, max_files.value.max(1), length_factor.value),
            FormationClass::RoadColumn,
        ),
        Formation::Square {
            shape,
            extras,
            min_bases,
            inner_rank_over,
            ..
        } => plain(
            square(body, *shape, *extras, min_bases, inner_rank_over.as_ref())?,
            FormationClass::Square,
        ),
        Formation::SubstituteSquare { side_mm } => {
            if !(side_mm.value.is_finite() && side_mm.value > 0.0) {
                return Err(FormationError::rule(
                    side_mm.cite(),
                    "the substitute square base needs a positive size",
                ));
            }
            plain(substitute_square(side_mm.value), FormationClass::Square)
        }
        Formation::OpenOrder {
            spacing_mm,
            rule,
            placed,
        } => {
            if placed.is_empty() {
                plain(
                    open_order(body, *spacing_mm, rule)?,
                    FormationClass::OpenOrder,
                )
            } else {
                let (footprint, notes) = placed_skirmishers(body, placed, Some(rule))?;
                Ok((footprint, FormationClass::OpenOrder, notes))
            }
        }
        Formation::Limbered { faces_away } => {
            artillery_only("limbered")?;
            plain(limbered(body, faces_away.value), FormationClass::Limbered)
        }
        Formation::Unlimbered { gap_mm } => {
            artillery_only("unlimbered")?;
            plain(
                unlimbered(body, non_negative(*gap_mm)?),
                FormationClass::Unlimbered,
            )
        }
    }
}

fn files_and_ranks(formation: &Formation, footprint: &Footprint, bases: u32) -> (u32, u32) {
    match formation {
        Formation::Column { files, .. } => {
            let files = (*files).clamp(1, bases.max(1));
            (files, bases.div_ceil(files))
        }
        Formation::RoadColumn { max_files, .. } => {
            let files = max_files.value.clamp(1, bases.max(1));
            (files, bases.div_ceil(files))
        }
        Formation::Limbered { .. } => (1, bases),
        Formation::Square { .. } => {
            let in_front = |rank| {
                footprint
                    .bases
                    .iter()
                    .filter(|b| {
                        b.role
                            == BaseRole::SquareSide {
                                side: super::Side::Front,
                                rank,
                            }
                    })
                    .count() as u32
            };
            let inner = in_front(super::SquareRank::Inner);
            (
                in_front(super::SquareRank::Outer),
                if inner > 0 { 2 } else { 1 },
            )
        }
        Formation::SubstituteSquare { .. } => (1, 1),
        Formation::Line { .. } | Formation::OpenOrder { .. } | Formation::Unlimbered { .. } => {
            (bases, 1)
        }
    }
}

fn check_basing(basing: &Basing) -> Result<(), FormationError> {
    if basing.bases == 0 {
        return Err(FormationError::input("a unit needs at least one base"));
    }
    if basing.bases > MAX_BASES {
        return Err(FormationError::input(format!(
            "a unit of {} bases is more than Drillbook draws (at most {MAX_BASES})",
            basing.bases
        )));
    }
    for (what, value) in [
        ("width", basing.base_width_mm),
        ("depth", basing.base_depth_mm),
    ] {
        if !(value.is_finite() && value > 0.0) {
            return Err(FormationError::input(format!(
                "a base's {what} must be a positive number of mm, found {}",
                Decimal::trimmed(value, 4)
            )));
        }
    }
    Ok(())
}

fn non_negative(gap_mm: f32) -> Result<f32, FormationError> {
    if gap_mm.is_finite() && gap_mm >= 0.0 {
        Ok(gap_mm)
    } else {
        Err(FormationError::input(format!(
            "the gap between bases must be zero or more mm, found {}",
            Decimal::trimmed(gap_mm, 4)
        )))
    }
}

/// A square forms only while few enough bases are out as skirmishers.
fn check_square_with_skirmishers(
    formation: &Formation,
    total: u32,
    detached: u32,
) -> Result<(), FormationError> {
    if let Formation::Square {
        skirmishers_below: Some(limit),
        ..
    } = formation
        && detached as f32 >= limit.value * total as f32
    {
        return Err(FormationError::rule(
            limit.cite(),
            format!("{detached} of {total} bases are out as skirmishers: too many to form square"),
        ));
    }
    Ok(())
}

//! Groups of units the rules treat together: pre-formed columns, columns of lines
//! combined squares, sheltering batteries (B-shelter) and guns inside a
//! square.

use super::frame::Frame;
use super::{Finding, Scope, components::linked_groups};
use crate::formation::{FormationClass, TroopKind};
use crate::geom::{clearance, describe_length};
use crate::rules::{DirectlyBehind, Ruleset};
use crate::table::PlacedUnit;

/// How close behind, and by the ruleset's measure of "directly", one unit of a group must
/// stand behind another.
#[derive(Clone, Copy)]
struct Behind<'a> {
    /// The most its front edge may stand behind the other's rear edge, mm.
    gap: f32,
    tolerance: f32,
    directly: &'a DirectlyBehind,
}

/// Whether `back` stands directly behind `front`, its front edge at most `gap` mm behind
/// `front`'s rear edge.
fn directly_behind(front: &PlacedUnit, back: &PlacedUnit, within: Behind) -> bool {
    let Behind {
        gap,
        tolerance,
        directly,
    } = within;
    let turn = (back.pose.heading - front.pose.heading + 540.0).rem_euclid(360.0) - 180.0;
    if turn.abs() > directly.turn_degrees.value
        || !front
            .bounds
            .expanded(gap + tolerance)
            .intersects(&back.bounds)
    {
        return false;
    }
    let f = Frame::of(front);
    let b = Frame::of(back);
    let edge = b.front_edge();
    let (p, q) = (f.to_local(edge.a), f.to_local(edge.b));
    let behind = (p.y + q.y) / 2.0 - f.body.max.y;
    let overlap = p.x.max(q.x).min(f.body.max.x) - p.x.min(q.x).max(f.body.min.x);
    let narrower = f.frontage().min(b.frontage());
    behind >= -tolerance
        && behind <= gap + tolerance
        && overlap >= directly.overlap_share.value * narrower
}

fn names(units: &[PlacedUnit], members: &[usize]) -> String {
    members
        .iter()
        .map(|&i| units[i].name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Which links of a column join `a` and `b`, units of one side, either directly behind the
/// other: `[pre-formed column, column of lines ]`.
pub(super) fn column_links(a: &PlacedUnit, b: &PlacedUnit, ruleset: &Ruleset) -> [bool; 2] {
    let Some((support, directly)) = ruleset
        .support
        .as_ref()
        .and_then(|s| Some((s, s.directly_behind.as_ref()?)))
    else {
        return [false; 2];
    };
    if a.side != b.side {
        return [false; 2];
    }
    let tolerance = ruleset.contact.tolerance_mm.value;
    let of_lines = support.column_of_lines.as_ref().is_some_and(|c| c.value);
    let both = |member: fn(&PlacedUnit) -> bool| member(a) && member(b);
    let linked = |gap: f32, members: bool| {
        let within = Behind {
            gap,
            tolerance,
            directly,
        };
        members && (directly_behind(a, b, within) || directly_behind(b, a, within))
    };
    // names the massed formations of: columns, pseudo
    // columns, and lines one behind another where the rules know columns of lines.
    let massed = both(massed_column) || of_lines && both(line_infantry);
    [
        support
            .preformed_column_mm
            .as_ref()
            .is_some_and(|gap| linked(gap.value, massed)),
        of_lines && linked(support.rear_mm.value, both(line_infantry)),
    ]
}

/// Infantry in column or pseudo column.
fn massed_column(unit: &PlacedUnit) -> bool {
    unit.kind == TroopKind::Infantry
        && matches!(
            unit.shaped.readouts.class,
            FormationClass::Column | FormationClass::PseudoColumn
        )
}

/// Infantry in line, which may form a column of lines.
fn line_infantry(unit: &PlacedUnit) -> bool {
    unit.kind == TroopKind::Infantry && unit.shaped.readouts.class == FormationClass::Line
}

/// pre-formed columns and columns of lines, the chains that `links`
/// (pairs of indices into `units`, with [`column_links`] between them) join.
pub(super) fn columns(
    units: &[PlacedUnit],
    links: &[((usize, usize), [bool; 2])],
    ruleset: &Ruleset,
) -> Vec<Finding> {
    let Some(support) = &ruleset.support else {
        return Vec::new();
    };
    let chains = |kind: usize| {
        let joined: Vec<(usize, usize)> = links
            .iter()
            .filter(|(_, linked)| linked[kind])
            .map(|&(pair, _)| pair)
            .collect();
        linked_groups(&joined)
    };
    let mut findings = Vec::new();
    if let Some(gap) = &support.preformed_column_mm {
        for group in chains(0) {
            findings.push(Finding {
                scope: Scope::Group,
                rule: gap.cite().to_owned(),
                units: group.iter().map(|&i| units[i].id).collect(),
                message: format!(
                    "{} form a pre-formed column: massed infantry, each directly behind and within {} of the one in front.",
                    names(units, &group),
                    describe_length(gap.value)
                ),
            });
        }
    }
    if let Some(column_of_lines) = support.column_of_lines.as_ref().filter(|c| c.value) {
        for group in chains(1) {
            findings.push(Finding {
                scope: Scope::Group,
                rule: column_of_lines.cite().to_owned(),
                units: group.iter().map(|&i| units[i].id).collect(),
                message: format!(
                    "{} form a column of lines: they move as lines and may use columnar shock.",
                    names(units, &group)
                ),
            });
        }
    }
    findings
}

fn in_good_square(unit: &PlacedUnit) -> bool {
    unit.shaped.readouts.class == FormationClass::Square
        && unit.shaped.readouts.drawing == crate::formation::DrawingHint::Normal
}

/// squares in good order whose bases touch may combine.
pub(super) fn combined_squares(
    units: &[PlacedUnit],
    touching: &[(usize, usize)],
    ruleset: &Ruleset,
) -> Vec<Finding> {
    let Some(rule) = ruleset
        .squares
        .combine_touching
        .as_ref()
        .filter(|c| c.value)
    else {
        return Vec::new();
    };
    let links = touching.iter().copied().filter(|&(i, j)| {
        in_good_square(&units[i]) && in_good_square(&units[j]) && units[i].side == units[j].side
    });
    linked_groups(&links.collect::<Vec<_>>())
        .into_iter()
        .map(|group| Finding {
            scope: Scope::Group,
            rule: rule.cite().to_owned(),
            units: group.iter().map(|&i| units[i].id).collect(),
            message: format!(
                "{} are squares in good order touching: they may form one combined square.",
                names(units, &group)
            ),
        })
        .collect()
}

/// Whether `unit`'s front-centre stands within the body of `square`, more than `tolerance`
/// mm inside its faces: a front sunk into a face within the contact tolerance touches the
/// face (D-contact), as it does everywhere else.
fn stands_inside(unit: &PlacedUnit, square: &PlacedUnit, tolerance: f32) -> bool {
    let f = Frame::of(square);
    let at = f.to_local(unit.pose.position());
    let (min, max) = (f.body.min + tolerance, f.body.max - tolerance);
    at.x > min.x && at.x < max.x && at.y > min.y && at.y < max.y
}

/// mounted cavalry, or limbered guns, standing inside the friendly infantry square
/// `square`.
pub(super) fn mounted_in_square(
    unit: &PlacedUnit,
    square: &PlacedUnit,
    ruleset: &Ruleset,
) -> Option<Finding> {
    let rule = ruleset
        .squares
        .keeps_out_mounted
        .as_ref()
        .filter(|r| r.value)?;
    let class = unit.shaped.readouts.class;
    let mounted = unit.kind == TroopKind::Cavalry
        || (unit.kind == TroopKind::Artillery && class == FormationClass::Limbered);
    let in_square = square.kind == TroopKind::Infantry
        && square.shaped.readouts.class == FormationClass::Square
        && unit.side == square.side;
    (mounted && in_square && stands_inside(unit, square, ruleset.contact.tolerance_mm.value)).then(
        || Finding {
            scope: Scope::Pair,
            rule: rule.cite().to_owned(),
            units: vec![unit.id, square.id],
            message: format!(
                "{} stands inside {}: no mounted cavalry or limbered guns inside a square.",
                unit.name, square.name
            ),
        },
    )
}

/// B-shelter and, for a battery `gun` near or inside the infantry square `square`.
pub(super) fn battery_and_square(
    gun: &PlacedUnit,
    square: &PlacedUnit,
    ruleset: &Ruleset,
) -> Vec<Finding> {
    if gun.kind != TroopKind::Artillery
        || square.kind != TroopKind::Infantry
        || square.shaped.readouts.class != FormationClass::Square
        || gun.side != square.side
    {
        return Vec::new();
    }
    let mut findings = Vec::new();
    let inside = stands_inside(gun, square, ruleset.contact.tolerance_mm.value);
    if let Some(shelter) = &ruleset.squares.shelter_mm
        && !inside
    {
        // The rule measures from the unit before it formed square: from its old bases when
        // it formed this turn, else from the square, the nearest record of it there is.
        let measured = square.before_square.as_deref().unwrap_or(&square.rects);
        let near = gun.rects.iter().any(|g| {
            measured
                .iter()
                .any(|s| clearance(g, s) <= shelter.value + ruleset.contact.tolerance_mm.value)
        });
        if near {
            let reach = describe_length(shelter.value);
            let (gun_name, square_name) = (&gun.name, &square.name);
            findings.push(Finding {
                scope: Scope::Pair,
                rule: shelter.cite().to_owned(),
                units: vec![gun.id, square.id],
                message: if square.before_square.is_some() {
                    format!(
                        "The crew of {gun_name} was within {reach} of {square_name} before it formed square: it may shelter inside."
                    )
                } else {
                    format!(
                        "The crew of {gun_name} is within {reach} of {square_name}: if it was so before the square formed, it may shelter inside."
                    )
                },
            });
        }
    }
    if let Some(ratio) = &ruleset.squares.cannon_per_base
        && inside
    {
        let allowed = ratio.value * square.shaped.footprint.base_count() as f32;
        let count = gun.cannon;
        if count as f32 > allowed + 1e-3 {
            findings.push(Finding {
                scope: Scope::Pair,
                rule: ratio.cite().to_owned(),
                units: vec![gun.id, square.id],
                message: format!(
                    "{} has {count} cannon inside {}, which may hold at most {} ({} per infantry figure).",
                    gun.name,
                    square.name,
                    allowed.floor(),
                    ratio.value
                ),
            });
        }
    }
    findings
}

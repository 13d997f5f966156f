//! Skirmisher chains and cluster groups.

use super::broad_phase::sweep_pairs;
use super::components::components;
use super::{Finding, Scope};
use crate::formation::{BaseRole, FormationClass};
use crate::geom::{Bounds, OrientedRect, clearance, describe_length};
use crate::rules::SkirmishRules;
use crate::table::PlacedUnit;

/// How far a skirmisher may stand from its screen before it is out, and the gap that
/// splits a screen into cluster groups, in mm. Distances are read as a tape measure
/// reads them: within the contact tolerance of the rule's figure counts as at it.
pub(super) fn screen_thresholds(rules: &SkirmishRules, tolerance: f32) -> (f32, f32) {
    (
        rules.tether_mm.value + tolerance,
        rules.cluster_gap_mm.value - tolerance,
    )
}

/// for one unit's skirmishers.
/// A unit with more than its rules' share of its figures out as skirmishers, which shares its
/// screen's morale: if the screen routs or is disordered, so is it.
fn shares_screen_morale(unit: &PlacedUnit, rules: &SkirmishRules) -> Option<Finding> {
    let share = rules.screen_morale_share.as_ref()?;
    let out = unit.shaped.readouts.detached;
    let bases = unit.shaped.footprint.base_count() as u32;
    // Each base holds the same figures, so the share of bases is the share of figures.
    if bases == 0 || out as f32 / bases as f32 <= share.value + 1e-6 {
        return None;
    }
    let figures = |n: u32| n.saturating_mul(unit.figures_per_base);
    let close_order = (figures(bases) as f32 * share.value + 1e-3).floor();
    Some(Finding {
        scope: Scope::Unit,
        rule: share.cite().to_owned(),
        units: vec![unit.id],
        message: format!(
            "{} has {} of its {} figures out as skirmishers, more than the {close_order} it may send and stay close order: it shares its screen's morale, routing or disordered with it.",
            unit.name,
            figures(out),
            figures(bases)
        ),
    })
}

pub(super) fn screen_findings(
    unit: &PlacedUnit,
    rules: &SkirmishRules,
    tolerance: f32,
) -> Vec<Finding> {
    let mut skirmishers: Vec<&OrientedRect> = Vec::new();
    let mut parent: Vec<&OrientedRect> = Vec::new();
    for (rect, base) in unit.rects.iter().zip(&unit.shaped.footprint.bases) {
        match base.role {
            BaseRole::Skirmisher => skirmishers.push(rect),
            role if role.is_base() => parent.push(rect),
            _ => {}
        }
    }
    if skirmishers.is_empty() {
        return Vec::new();
    }
    let mut findings: Vec<Finding> = shares_screen_morale(unit, rules).into_iter().collect();
    let count = skirmishers.len();
    let pairs = || (0..count).flat_map(move |i| (i + 1..count).map(move |j| (i, j)));

    // each figure within the tether of its parent or of another figure in the chain.
    let (tether, _) = screen_thresholds(rules, tolerance);
    let mut links: Vec<(usize, usize)> = pairs()
        .filter(|&(i, j)| clearance(skirmishers[i], skirmishers[j]) <= tether)
        .collect();
    let has_parent = !parent.is_empty();
    if has_parent {
        links.extend(
            (0..count)
                .filter(|&i| {
                    parent
                        .iter()
                        .any(|p| clearance(skirmishers[i], p) <= tether)
                })
                .map(|i| (i, count)),
        );
    }
    let groups = components(count + usize::from(has_parent), links);
    let anchored = if has_parent {
        groups.iter().find(|g| g.contains(&count))
    } else {
        groups.iter().max_by_key(|g| g.len())
    };
    let out = count - anchored.map_or(0, |g| g.iter().filter(|&&i| i < count).count());
    if out > 0 {
        let from = if has_parent {
            "its parent unit"
        } else {
            "the rest of its screen"
        };
        findings.push(Finding {
            scope: Scope::Unit,
            rule: rules.tether_mm.cite().to_owned(),
            units: vec![unit.id],
            message: format!(
                "{out} skirmisher{} of {} {} more than {} from {from} and from every other skirmisher linked to it: {} returned to the parent.",
                if out == 1 { "" } else { "s" },
                unit.name,
                if out == 1 { "is" } else { "are" },
                describe_length(rules.tether_mm.value),
                if out == 1 { "it is" } else { "they are" },
            ),
        });
    }

    findings
}

/// How many units a cluster finding names before it counts the rest.
const NAMED: usize = 4;

/// One screen of skirmishers for: figures out from formed parents, less than the
/// cluster gap apart, whichever units of one side they came from.
pub(super) struct Screen {
    /// The units its figures came from, as indices into the table's units, in order.
    pub members: Vec<usize>,
    /// How many figures stand in it.
    pub figures: usize,
    /// The box around its figures.
    pub bounds: Bounds,
}

/// The screens of `units`' skirmishers. A unit out wholly in skirmish order tests
/// morale by the unit: its figures are in no screen.
pub(super) fn screens(units: &[PlacedUnit], rules: &SkirmishRules, tolerance: f32) -> Vec<Screen> {
    let (_, gap) = screen_thresholds(rules, tolerance);
    let figures: Vec<(usize, &OrientedRect)> = units
        .iter()
        .enumerate()
        .filter(|(_, u)| u.shaped.readouts.class != FormationClass::OpenOrder)
        .flat_map(|(i, u)| {
            u.rects
                .iter()
                .zip(&u.shaped.footprint.bases)
                .filter(|(_, b)| b.role == BaseRole::Skirmisher)
                .map(move |(r, _)| (i, r))
        })
        .collect();
    let boxes: Vec<Bounds> = figures.iter().map(|(_, r)| r.bounds()).collect();
    let near: Vec<(usize, usize)> = sweep_pairs(&boxes, gap.max(0.0))
        .into_iter()
        .filter(|&(a, b)| {
            let ((ua, ra), (ub, rb)) = (figures[a], figures[b]);
            units[ua].side == units[ub].side && clearance(ra, rb) < gap
        })
        .collect();
    components(figures.len(), near)
        .iter()
        .map(|screen| {
            let mut members: Vec<usize> = screen.iter().map(|&f| figures[f].0).collect();
            members.sort_unstable();
            members.dedup();
            Screen {
                members,
                figures: screen.len(),
                bounds: screen.iter().fold(Bounds::EMPTY, |b, &f| b.union(boxes[f])),
            }
        })
        .collect()
}

/// one finding for each screen of more figures than a cluster group holds, and one
/// for each unit whose skirmishers stand in more than one screen.
pub(super) fn cluster_groups(
    units: &[PlacedUnit],
    screens: &[Screen],
    rules: &SkirmishRules,
) -> Vec<Finding> {
    let size = rules.cluster_size.value.max(1) as usize;
    let mut findings = Vec::new();
    let mut screens_of_unit = vec![0usize; units.len()];
    for screen in screens {
        for &u in &screen.members {
            screens_of_unit[u] += 1;
        }
        let groups = screen.figures.div_ceil(size);
        if groups > 1 {
            findings.push(Finding {
                scope: if screen.members.len() == 1 {
                    Scope::Unit
                } else {
                    Scope::Group
                },
                rule: rules.cluster_size.cite().to_owned(),
                units: screen.members.iter().map(|&u| units[u].id).collect(),
                message: format!(
                    "{} skirmishers of {} stand as one screen, more than {size} figures: {groups} cluster groups for morale.",
                    screen.figures,
                    named(units, &screen.members)
                ),
            });
        }
    }
    for (u, &count) in screens_of_unit.iter().enumerate() {
        if count > 1 {
            findings.push(Finding {
                scope: Scope::Unit,
                rule: rules.cluster_gap_mm.cite().to_owned(),
                units: vec![units[u].id],
                message: format!(
                    "The skirmishers of {} stand in {count} screens, {} or more apart: each is a cluster group for morale.",
                    units[u].name,
                    describe_length(rules.cluster_gap_mm.value)
                ),
            });
        }
    }
    findings
}

/// The names of `members` (indices into `units`), a few of them and a count of the rest.
fn named(units: &[PlacedUnit], members: &[usize]) -> String {
    let names: Vec<&str> = members
        .iter()
        .take(NAMED)
        .map(|&u| &*units[u].name)
        .collect();
    match (names.split_last(), members.len() - names.len()) {
        (Some((last, [])), 0) => (*last).to_owned(),
        (Some((last, rest)), 0) => format!("{} and {last}", rest.join(", ")),
        (_, more) => format!("{} and {more} more units", names.join(", ")),
    }
}

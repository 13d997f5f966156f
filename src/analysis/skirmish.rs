//! Skirmisher chains and cluster groups.

use super::components::components;
use super::{Finding, Scope};
use crate::formation::BaseRole;
use crate::geom::{OrientedRect, clearance, describe_length};
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
    let count = skirmishers.len();
    let pairs = || (0..count).flat_map(move |i| (i + 1..count).map(move |j| (i, j)));
    let mut findings = Vec::new();

    // each figure within the tether of its parent or of another figure in the chain.
    let (tether, gap) = screen_thresholds(rules, tolerance);
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

    // a gap this wide splits the screen, and so does having too many figures.
    let size = rules.cluster_size.value.max(1) as usize;
    let near = pairs().filter(|&(i, j)| clearance(skirmishers[i], skirmishers[j]) < gap);
    let clusters: usize = components(count, near.collect::<Vec<_>>())
        .iter()
        .map(|g| g.len().div_ceil(size))
        .sum();
    if clusters > 1 {
        findings.push(Finding {
            scope: Scope::Unit,
            rule: rules.cluster_gap_mm.cite().to_owned(),
            units: vec![unit.id],
            message: format!(
                "The {count} skirmishers of {} make {clusters} cluster groups for morale (a gap of {} or more than {size} figures splits them).",
                unit.name,
                describe_length(rules.cluster_gap_mm.value)
            ),
        });
    }
    findings
}

//! Overlapping units, gathered into piles (D-no-overlap, or the geometry where a system has no
//! rule of its own).
//!
//! Two units that overlap give one finding naming both. Three or more that overlap one
//! another, directly or through a chain, give one finding for the whole pile, naming a few
//! and listing every unit it holds: a pile of a thousand units is one line, not half a
//! million.

use super::components::linked_groups;
use super::told_apart::told_apart;
use super::{Finding, Scope};
use crate::table::PlacedUnit;

/// How many units a pile's message names before it counts the rest.
const NAMED: usize = 4;

/// The findings for the overlapping `pairs` (indices into `units`): one per pile.
pub(super) fn overlap_findings(
    units: &[PlacedUnit],
    pairs: &[(usize, usize)],
    rule: &str,
) -> Vec<Finding> {
    linked_groups(pairs)
        .iter()
        .map(|pile| finding(units, pile, rule))
        .collect()
}

fn finding(units: &[PlacedUnit], pile: &[usize], rule: &str) -> Finding {
    let named: Vec<&PlacedUnit> = pile.iter().take(NAMED).map(|&i| &units[i]).collect();
    let names = told_apart(&named);
    let message = match names.split_last() {
        Some((last, [first])) if pile.len() == 2 => {
            format!("{first} and {last} overlap: units never share the same place.")
        }
        Some((last, rest)) if pile.len() == names.len() => format!(
            "{} and {last} overlap in one pile of {} units: units never share the same place.",
            rest.join(", "),
            pile.len()
        ),
        _ => format!(
            "{} and {} more overlap in one pile of {} units: units never share the same \
             place.",
            names.join(", "),
            pile.len() - names.len(),
            pile.len()
        ),
    };
    Finding {
        scope: if pile.len() == 2 {
            Scope::Pair
        } else {
            Scope::Group
        },
        rule: rule.to_owned(),
        units: pile.iter().map(|&i| units[i].id).collect(),
        message,
    }
}

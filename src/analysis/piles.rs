//! Overlapping units, gathered into piles (D-no-overlap).
//!
//! Two units that overlap give one finding naming both. Three or more that overlap one
//! another, directly or through a chain, give one finding for the whole pile, naming a few
//! and listing every unit it holds: a pile of a thousand units is one line, not half a
//! million.

use super::{Finding, Scope};
use crate::table::PlacedUnit;

/// How many units a pile's message names before it counts the rest.
const NAMED: usize = 4;

/// The findings for the overlapping `pairs` (indices into `units`): one per pile.
pub(super) fn overlap_findings(units: &[PlacedUnit], pairs: &[(usize, usize)]) -> Vec<Finding> {
    let mut parent: Vec<usize> = (0..units.len()).collect();
    for &(i, j) in pairs {
        let (a, b) = (root(&mut parent, i), root(&mut parent, j));
        if a != b {
            parent[a.max(b)] = a.min(b);
        }
    }
    let mut piles: Vec<Vec<usize>> = Vec::new();
    let mut pile_of_root = vec![usize::MAX; units.len()];
    for &(i, j) in pairs {
        for member in [i, j] {
            let top = root(&mut parent, member);
            if pile_of_root[top] == usize::MAX {
                pile_of_root[top] = piles.len();
                piles.push(Vec::new());
            }
            piles[pile_of_root[top]].push(member);
        }
    }
    piles
        .into_iter()
        .map(|mut pile| {
            pile.sort_unstable();
            pile.dedup();
            finding(units, &pile)
        })
        .collect()
}

fn root(parent: &mut [usize], mut i: usize) -> usize {
    while parent[i] != i {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    i
}

fn finding(units: &[PlacedUnit], pile: &[usize]) -> Finding {
    let names: Vec<&str> = pile.iter().take(NAMED).map(|&i| &*units[i].name).collect();
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
        rule: "D-no-overlap".to_owned(),
        units: pile.iter().map(|&i| units[i].id).collect(),
        message,
    }
}

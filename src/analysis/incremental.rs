//! Analysing the table again after one unit moved, redoing only what the move can change.
//!
//! A move changes the moved unit's pairs, its own findings (screen, move), the groups it or its
//! new neighbours belong to, and its place in squares' arcs. Everything else is kept from the
//! report before the move. A test checks the result against a full analysis.

use super::{
    Report, Scope, analyze, analyze_far_pair, analyze_pair, arcs, enfilade_reach, group_findings,
    massed_lines, reach, unit_findings, unit_report, zones,
};
use crate::rules::Ruleset;
use crate::table::Table;

/// The report for `table`, where only the unit `moved` has changed since `previous` was made
/// for it. The previous report is taken over and mended, so nothing that stands is copied.
/// When `moved` is not on the table, the whole table is analysed.
pub fn reanalyze(previous: Report, table: &Table, ruleset: &Ruleset, moved: u32) -> Report {
    let units = &table.units;
    let Some(m) = units.iter().position(|u| u.id == moved) else {
        return analyze(table, ruleset);
    };
    let tolerance = ruleset.contact.tolerance_mm.value;
    let around = |distance: f32| -> Vec<usize> {
        let zone = units[m].bounds.expanded(distance);
        (0..units.len())
            .filter(|&i| i != m && zone.intersects(&units[i].bounds))
            .collect()
    };
    let near = around(reach(ruleset));

    // The units whose groups may change: the moved unit, its neighbours, and everyone already
    // grouped with any of them.
    let mut affected: Vec<u32> = near.iter().map(|&i| units[i].id).chain([moved]).collect();
    for finding in previous.findings.iter().filter(|f| f.scope == Scope::Group) {
        if finding.units.iter().any(|u| affected.contains(u)) {
            affected.extend(&finding.units);
        }
    }
    affected.sort_unstable();
    affected.dedup();

    let mut report = previous;
    report.findings.retain(|f| match f.scope {
        Scope::Pair | Scope::Unit => !f.units.contains(&moved),
        Scope::Group => !f.units.iter().any(|u| affected.contains(u)),
    });
    report.contacts.retain(|c| c.a != moved && c.b != moved);
    let previous_arcs = std::mem::take(&mut report.arcs);

    let zone_m = zones::fire_zone(&units[m], ruleset);
    for &i in &near {
        let zone_i = zones::fire_zone(&units[i], ruleset);
        let (pair, zones) = if i < m {
            ((i, m), (&zone_i[..], &zone_m[..]))
        } else {
            ((m, i), (&zone_m[..], &zone_i[..]))
        };
        analyze_pair(units, pair, zones, ruleset, &mut report);
    }
    let far = enfilade_reach(ruleset).map_or_else(Vec::new, |far| around(far + tolerance));
    for &i in &far {
        analyze_far_pair(units, (m.min(i), m.max(i)), ruleset, &mut report);
    }

    // Groups among the affected units, from their pairs.
    let members: Vec<usize> = (0..units.len())
        .filter(|&i| affected.contains(&units[i].id))
        .collect();
    let pairs: Vec<(usize, usize)> = members
        .iter()
        .enumerate()
        .flat_map(|(k, &i)| members[k + 1..].iter().map(move |&j| (i, j)))
        .collect();
    let touching: Vec<(usize, usize)> = pairs
        .iter()
        .copied()
        .filter(|&(i, j)| {
            matches!(
                super::contact::meeting(&units[i], &units[j], tolerance),
                super::contact::Meeting::Touch(_)
            )
        })
        .collect();
    group_findings(units, &pairs, &touching, ruleset, &mut report.findings);

    // The moved unit's place in every square's arcs, and its own arcs if it is a square.
    if let Some(arc) = &ruleset.squares.side_arc_degrees {
        for mut entry in previous_arcs.into_iter().filter(|a| a.unit != moved) {
            let Some(square) = units.iter().find(|u| u.id == entry.unit) else {
                continue;
            };
            let sides = arcs::sides_facing(square, &units[m], arc.value);
            for (list, facing) in entry.targets.iter_mut().zip(sides) {
                list.retain(|&id| id != moved);
                if facing {
                    let at =
                        list.partition_point(|&id| units.iter().position(|u| u.id == id) < Some(m));
                    list.insert(at, moved);
                }
            }
            report.arcs.push(entry);
        }
        report
            .arcs
            .extend(arcs::square_arcs(&units[m], units, arc.value));
        report
            .arcs
            .sort_by_key(|a| units.iter().position(|u| u.id == a.unit));
    }

    // Only the moved unit and its partners can have changed target class.
    let moved_report = unit_findings(&units[m], ruleset, &mut report.findings);
    let massed = massed_lines(&report.findings);
    for i in near.iter().chain(&far).copied().chain([m]) {
        let keep = report.units[i].moved.take();
        let moved = if i == m { moved_report.clone() } else { keep };
        report.units[i] = unit_report(&units[i], moved, &massed);
    }
    report
}

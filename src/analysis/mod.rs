//! Table analysis: what the rules say about every unit and every pair of units on the table.
//!
//! [`analyze`] reads a placed [`Table`] and its [`Ruleset`] and returns a [`Report`]: contacts
//! and their aspects (D-contact, D-flank, D-rear, A-9.55), overlaps (D-no-overlap), fire zones
//! support and enfilade, groups (A-9.13, A-9.15, A-9.52, A-9.53,
//! B-shelter), square arcs (B-square-fire), skirmisher chains and clusters,
//! moves (D-move, D-half, D-turn, B-square-move) and what they pass through
//! (D-interpenetrate), changes of formation with moves in one turn (C-no-move, D-square,
//! D-artillery), and, where the players set a table, units off it or outside their
//! side's deployment zone. Every finding cites its rule and says what it means
//! in one line. Distances and switches come from the ruleset; a rule the ruleset does not give
//! is not applied.

mod arcs;
mod aspect;
mod broad_phase;
mod change_contact;
mod components;
mod contact;
mod deployment;
mod frame;
mod groups;
mod listing;
mod moves;
mod overlay;
mod passage;
mod piles;
mod report;
mod skirmish;
mod terrain;
mod turn;
mod zones;

pub use broad_phase::{all_pairs, grid_pairs};
pub use deployment::PLAYERS_TABLE;
pub use listing::MAX_FINDINGS_PER_RULE;
pub use moves::WHEEL_PIVOT_MM;
pub use overlay::{
    ARC_RAY_MM, ContactMark, FindingMark, MoveCone, Overlays, Tether, ZoneShape, overlays,
};
pub use passage::SWEEP_BUDGET;
pub use report::{
    Aspect, AspectBasis, Contact, Finding, MoveReport, Report, Scope, SquareArcs, Touch, UnitReport,
};
pub use terrain::TERRAIN_BUDGET;

use crate::formation::TargetClass;
use crate::geom::describe_length;
use crate::rules::Ruleset;
use crate::table::{PlacedUnit, Table};
use contact::Meeting;
use listing::FindingList;

/// How candidate pairs of units are found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairSearch {
    /// A uniform grid over the table: only units near each other are compared.
    Grid,
    /// Every pair, for comparison.
    AllPairs,
}

/// Analyses the whole table.
pub fn analyze(table: &Table, ruleset: &Ruleset) -> Report {
    analyze_with(table, ruleset, PairSearch::Grid)
}

/// The longest distance any pairwise rule but enfilade looks across, mm.
fn reach(ruleset: &Ruleset) -> f32 {
    let support = ruleset.support.as_ref();
    [
        Some(ruleset.contact.tolerance_mm.value),
        support.map(|s| s.rear_mm.value),
        support
            .and_then(|s| s.preformed_column_mm.as_ref())
            .map(|c| c.value),
        ruleset.squares.shelter_mm.as_ref().map(|c| c.value),
    ]
    .into_iter()
    .flatten()
    .chain(
        ruleset
            .troops
            .iter()
            .filter_map(|t| t.fire_zone_mm.as_ref().map(|c| c.value)),
    )
    .fold(0.0, f32::max)
        + ruleset.contact.tolerance_mm.value
}

/// Analyses the whole table, finding candidate pairs by `search`.
pub fn analyze_with(table: &Table, ruleset: &Ruleset, search: PairSearch) -> Report {
    let units = &table.units;
    let tolerance = ruleset.contact.tolerance_mm.value;
    // A square that formed this turn is compared with what stood near its old bases too
    // (B-shelter measures from them).
    let boxes: Vec<_> = units
        .iter()
        .map(|u| {
            let before = u.before_square.iter().flatten();
            before.fold(u.bounds, |b, r| b.union(r.bounds()))
        })
        .collect();
    let search_within = |reach: f32| match search {
        PairSearch::Grid => grid_pairs(&boxes, reach),
        PairSearch::AllPairs => all_pairs(units.len()),
    };
    let pairs = search_within(reach(ruleset));
    let far_pairs = enfilade_reach(ruleset)
        .map(|r| search_within(r + tolerance))
        .unwrap_or_default();
    let zones: Vec<_> = units.iter().map(|u| zones::fire_zone(u, ruleset)).collect();
    let ground = terrain::Ground::of(table.battlefield.as_ref(), ruleset);

    let mut report = Report::default();
    let mut findings = FindingList::default();
    let (mut touching, mut overlapping) = (Vec::new(), Vec::new());
    for &(i, j) in &pairs {
        let zones = (&zones[i][..], &zones[j][..]);
        match analyze_pair(
            units,
            (i, j),
            zones,
            &ground,
            ruleset,
            &mut report,
            &mut findings,
        ) {
            Meeting::Touch(_) => touching.push((i, j)),
            Meeting::Overlap => overlapping.push((i, j)),
            Meeting::Apart => {}
        }
    }
    findings.extend(piles::overlap_findings(
        units,
        &overlapping,
        ruleset.contact.overlap_cite(),
    ));
    let mut piled: Vec<usize> = overlapping.iter().flat_map(|&(i, j)| [i, j]).collect();
    piled.sort_unstable();
    piled.dedup();
    report.overlapping = piled.into_iter().map(|i| units[i].id).collect();
    for &(i, j) in &far_pairs {
        analyze_far_pair(units, (i, j), ruleset, &mut findings);
    }
    findings.extend(groups::columns(units, &pairs, ruleset));
    findings.extend(change_contact::changes_into_contact(units, ruleset));
    if let Some(rules) = &ruleset.skirmish {
        let screens = skirmish::screens(units, rules, tolerance);
        findings.extend(skirmish::cluster_groups(units, &screens, rules));
    }
    findings.extend(groups::combined_squares(units, &touching, ruleset));
    if let Some(arc) = &ruleset.squares.side_arc_degrees {
        report.arcs.extend(
            units
                .iter()
                .filter_map(|u| arcs::square_arcs(u, units, arc.value)),
        );
    }
    let paths: Vec<Vec<moves::Path>> = units
        .iter()
        .map(|unit| moves::unit_paths(unit, ruleset))
        .collect();
    findings.extend(passage::passage_findings(units, &paths, ruleset));
    let mut grounds: Vec<Vec<terrain::MoveGround>> = Vec::with_capacity(units.len());
    let mut judged = units.len();
    'units: for (index, (unit, stretches)) in units.iter().zip(&paths).enumerate() {
        let mut unit_grounds = Vec::with_capacity(stretches.len());
        for path in stretches {
            match ground.of_move(unit, path) {
                Some(moved) => unit_grounds.push(moved),
                None => {
                    judged = index;
                    break 'units;
                }
            }
        }
        grounds.push(unit_grounds);
    }
    grounds.resize_with(units.len(), Vec::new);
    let moves: Vec<_> = units
        .iter()
        .zip(&paths)
        .zip(&grounds)
        .map(|((unit, stretches), grounds)| {
            unit_findings(unit, stretches, grounds, ruleset, &mut findings)
        })
        .collect();
    findings.extend(ground.standing_findings(units, &mut grounds, judged));
    findings.extend(terrain::road_moves_in_contact(
        units, &moves, &report, ruleset,
    ));
    if let Some(field) = &table.battlefield {
        findings.extend(deployment::battlefield_findings(units, field));
    }
    let (listed, massed) = findings.finish();
    report.findings = listed;
    report.units = units
        .iter()
        .zip(moves)
        .map(|(unit, moved)| unit_report(unit, moved, &massed))
        .collect();
    report
}

/// How far enfilade looks, when the ruleset has it, mm.
fn enfilade_reach(ruleset: &Ruleset) -> Option<f32> {
    let reach = ruleset.support.as_ref()?.enfilade_reach_mm.as_ref()?;
    Some(reach.value)
}

/// What the pairwise rules say of units `i` and `j`, added to `report` and `findings`; how
/// they meet. Units that overlap are judged only as overlapping: which of them is behind or
/// inside the other means nothing while they share one place (D-no-overlap).
fn analyze_pair(
    units: &[PlacedUnit],
    (i, j): (usize, usize),
    (zone_i, zone_j): (&[crate::geom::OrientedRect], &[crate::geom::OrientedRect]),
    ground: &terrain::Ground,
    ruleset: &Ruleset,
    report: &mut Report,
    findings: &mut FindingList,
) -> Meeting {
    let (a, b) = (&units[i], &units[j]);
    let meeting = contact::meeting(a, b, ruleset.contact.tolerance_mm.value);
    match meeting {
        Meeting::Overlap => return meeting,
        Meeting::Apart => {}
        // Contact and its aspect are between enemies; friends touching only stand together.
        Meeting::Touch(_) if a.side == b.side => {}
        Meeting::Touch(Touch::CornerToCorner) if !ruleset.contact.corners_in_contact() => {
            findings.extend(
                ruleset
                    .contact
                    .corner_to_corner
                    .as_ref()
                    .map(|rule| Finding {
                        scope: Scope::Pair,
                        rule: rule.cite().to_owned(),
                        units: vec![a.id, b.id],
                        message: format!(
                            "{} and {} meet only corner to corner, which is not contact.",
                            a.name, b.name
                        ),
                    }),
            );
        }
        Meeting::Touch(touch) => {
            let contact = contact_between(a, b, touch, ruleset);
            findings.extend(contact_findings(a, b, &contact, ruleset));
            report.contacts.push(contact);
        }
    }
    for (x, y, zone) in [(a, b, zone_i), (b, a, zone_j)] {
        findings.extend(zones::skirmishers_in_zone(x, zone, y, ground, ruleset));
        findings.extend(zones::rear_support(x, y, ruleset));
        findings.extend(groups::battery_and_square(x, y, ruleset));
        findings.extend(groups::mounted_in_square(x, y, ruleset));
    }
    meeting
}

/// Enfilade between units `i` and `j`, both ways.
fn analyze_far_pair(
    units: &[PlacedUnit],
    (i, j): (usize, usize),
    ruleset: &Ruleset,
    findings: &mut FindingList,
) {
    for (x, y) in [(i, j), (j, i)] {
        findings.extend(zones::enfilade(&units[x], &units[y], units, ruleset));
    }
}

/// The findings of one unit on its own (its screen, its turn, its move), and its move, from
/// the stretches of its turn and the ground under each, when that was judged.
fn unit_findings(
    unit: &PlacedUnit,
    stretches: &[moves::Path],
    grounds: &[terrain::MoveGround],
    ruleset: &Ruleset,
    findings: &mut FindingList,
) -> Option<MoveReport> {
    if let Some(rules) = &ruleset.skirmish {
        findings.extend(skirmish::screen_findings(
            unit,
            rules,
            ruleset.contact.tolerance_mm.value,
        ));
    }
    findings.extend(turn::turn_findings(unit, stretches, ruleset));
    let unjudged = grounds.len() != stretches.len();
    if unjudged || (unit.move_start.is_none() && stretches.is_empty()) {
        return None;
    }
    let (moved, found) = moves::move_report(unit, stretches, grounds, ruleset);
    findings.extend(found);
    Some(moved)
}

fn unit_report(unit: &PlacedUnit, moved: Option<MoveReport>, massed: &[u32]) -> UnitReport {
    let target = if massed.binary_search(&unit.id).is_ok() {
        TargetClass::Massed
    } else {
        unit.shaped.readouts.target
    };
    UnitReport {
        id: unit.id,
        readouts: unit.shaped.readouts.clone(),
        target,
        moved,
    }
}

fn contact_between(a: &PlacedUnit, b: &PlacedUnit, touch: Touch, ruleset: &Ruleset) -> Contact {
    let (aspect_a, basis_a) = aspect::aspect(a, b, ruleset);
    let (aspect_b, basis_b) = aspect::aspect(b, a, ruleset);
    Contact {
        a: a.id,
        b: b.id,
        touch,
        aspect_a,
        basis_a,
        aspect_b,
        basis_b,
    }
}

/// The contact itself (D-contact), and a finding for each unit touched on its flank or rear,
/// or whose aspect could not be judged from the move's start.
fn contact_findings(
    a: &PlacedUnit,
    b: &PlacedUnit,
    contact: &Contact,
    ruleset: &Ruleset,
) -> Vec<Finding> {
    let how = match contact.touch {
        Touch::EdgeToEdge { shared_mm } => {
            format!("edge to edge along {}", describe_length(shared_mm))
        }
        Touch::EdgeToCorner => "edge to corner".to_owned(),
        Touch::CornerToCorner => "corner to corner".to_owned(),
    };
    let mut findings = vec![Finding {
        scope: Scope::Pair,
        rule: ruleset.contact.touching_cite().to_owned(),
        units: vec![a.id, b.id],
        message: format!("{} and {} are in contact, {how}.", a.name, b.name),
    }];
    for (defender, attacker, aspect, basis) in [
        (a, b, contact.aspect_a, contact.basis_a),
        (b, a, contact.aspect_b, contact.basis_b),
    ] {
        // Each finding cites its ruleset's own rules: how squares face, what contact is, what
        // makes a rear contact once the rules could be applied, or how the aspect is told.
        let contact_rules = &ruleset.contact;
        let rule = match (aspect, basis) {
            (_, AspectBasis::AllRound) => ruleset
                .squares
                .all_round
                .as_ref()
                .map_or(contact_rules.touching_cite(), |c| c.cite()),
            (Aspect::Front, _) => contact_rules.touching_cite(),
            (Aspect::Rear, AspectBasis::MoveStart) if contact_rules.rear_edge_share.is_some() => {
                contact_rules
                    .rear_edge_share
                    .as_ref()
                    .map_or(contact_rules.aspect.cite(), |share| share.cite())
            }
            _ => contact_rules.aspect.cite(),
        };
        let face = match aspect {
            Aspect::Front => "front",
            Aspect::Flank => "flank",
            Aspect::Rear => "rear",
        };
        let message = match basis {
            AspectBasis::AllRound => format!(
                "{} is a square and faces all round: {} touches its front.",
                defender.name, attacker.name
            ),
            AspectBasis::MoveStart => format!(
                "{} touches the {face} of {}, judged from where its move began.",
                attacker.name, defender.name
            ),
            AspectBasis::EdgeTouched => format!(
                "{} touches the {face} of {}, judged by the edge touched.",
                attacker.name, defender.name
            ),
            AspectBasis::NoRecordedStart => format!(
                "{} touches the {face} of {}, judged by the edge touched: where its move began is not recorded.",
                attacker.name, defender.name
            ),
        };
        if aspect != Aspect::Front
            || matches!(basis, AspectBasis::NoRecordedStart | AspectBasis::AllRound)
        {
            findings.push(Finding {
                scope: Scope::Pair,
                rule: rule.to_owned(),
                units: vec![defender.id, attacker.id],
                message,
            });
        }
    }
    findings
}

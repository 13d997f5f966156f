//! Table analysis: what the rules say about every unit and every pair of units on the table.
//!
//! [`analyze`] reads a placed [`Table`] and its [`Ruleset`] and returns a [`Report`]: contacts
//! and their aspects (D-contact, D-flank, D-rear, A-9.55), overlaps (D-no-overlap), fire zones
//! support and enfilade, groups (A-9.13, A-9.15, A-9.52, A-9.53,
//! B-shelter), square arcs (B-square-fire), skirmisher chains and clusters,
//! moves (D-move, D-half, D-turn, B-square-move) and what they pass through
//! (D-interpenetrate), changes of formation with moves in one turn (C-no-move, D-square,
//! D-artillery), formations an order forbids, and,
//! where the players set a table, units off it or outside their
//! side's deployment zone. Every finding cites its rule and says what it means
//! in one line. Distances and switches come from the ruleset; a rule the ruleset does not give
//! is not applied.

mod arcs;
mod aspect;
mod broad_phase;
mod change_contact;
mod change_made;
mod cohesion;
mod components;
mod contact;
mod crew;
mod deployment;
mod frame;
mod groups;
mod judge;
mod kept;
mod listing;
mod moves;
mod orders;
mod overlay;
mod parts;
mod passage;
mod piles;
mod report;
mod skirmish;
mod terrain;
mod told_apart;
mod turn;
mod zones;

pub use broad_phase::{all_pairs, sweep_pairs};
pub use deployment::PLAYERS_TABLE;
pub use judge::{JUDGE_SWEEP_BUDGET, JUDGE_TERRAIN_BUDGET, MoveJudge, MoveVerdict};
pub use kept::Analysis;
pub use listing::MAX_FINDINGS_PER_RULE;
pub use moves::{WHEEL_PIVOT_MM, assumed_rate, full_allowance, move_trails};
pub use overlay::{
    ARC_RAY_MM, ContactMark, FindingMark, MoveCone, OverlayKinds, Overlays, Tether, ZoneShape,
    overlays,
};
pub use passage::SWEEP_BUDGET;
pub use report::{
    Aspect, AspectBasis, Contact, CrewCount, Finding, MoveReport, Report, RuleValue, Scope,
    SquareArcs, Touch, UnitReport,
};
pub use terrain::TERRAIN_BUDGET;

use crate::rules::Ruleset;
use crate::table::Table;

/// How candidate pairs of units are found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairSearch {
    /// Sweep and prune: only units whose boxes come near each other are compared.
    Sweep,
    /// Every pair, for comparison.
    AllPairs,
}

/// Analyses the whole table. [`Analysis`] keeps an analysis up to date as units change.
pub fn analyze(table: &Table, ruleset: &Ruleset) -> Report {
    analyze_with(table, ruleset, PairSearch::Sweep)
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

/// What the rules say against where `unit` stands on `field`'s terrain: off a road where
/// only roads lead in (D-terrain), unlimbered where guns may not unlimber, a square where
/// squares may not stand (D-terrain, A-9.59). Empty where the ground allows it.
pub fn ground_against(
    field: Option<&crate::layout::Battlefield>,
    ruleset: &Ruleset,
    unit: &crate::table::PlacedUnit,
) -> Vec<Finding> {
    terrain::Ground::of(field, ruleset)
        .standing(unit)
        .map(|(findings, _)| findings)
        .unwrap_or_default()
}

/// Analyses the whole table, finding candidate pairs by `search`.
pub fn analyze_with(table: &Table, ruleset: &Ruleset, search: PairSearch) -> Report {
    Analysis::new(table, ruleset, search).into_report()
}

/// How far enfilade looks, when the ruleset has it, with the contact tolerance, mm.
fn far_reach(ruleset: &Ruleset) -> Option<f32> {
    let reach = ruleset.support.as_ref()?.enfilade_reach_mm.as_ref()?;
    Some(reach.value + ruleset.contact.tolerance_mm.value)
}

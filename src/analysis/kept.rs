//! An analysis kept up to date while a table changes a few units at a time, as at each frame of
//! a drag.
//!
//! The analysis is made of parts ([`super::parts`]), each judged from what it depends on: a
//! unit on its own, with the ground under it and the box its move and its changes of
//! formation looked in; two units near each other; a line and an enemy within enfilade reach,
//! with the strip their fire runs along. The groups (columns, combined squares, piles,
//! crowded woods and towns) are made from the pairs' links, the screens of skirmishers from
//! the units that have them. When some units change, only the parts that depend on them are
//! judged again: their own, their pairs, and those whose box they stood in or stand in now.
//! The report is mended in place: the old parts' findings are taken out of its list and the
//! new ones put in where they belong. A fresh analysis makes the same parts the same way, so
//! the report is the one a fresh reading gives; a property test holds the two equal.
//!
//! A report that could not list everything (a rule past its cap, or a budget run out) is
//! made afresh at each change: only a hostile table gets there, and each change then costs
//! what a fresh reading costs.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::contact::Meeting;
use super::listing::{FindingList, massed_by, relist};
use super::parts::{FarPart, PairPart, UnitPart};
use super::terrain::{Ground, road_moves_in_contact};
use super::{
    Contact, Finding, MAX_FINDINGS_PER_RULE, PairSearch, Report, SWEEP_BUDGET, SquareArcs,
    TERRAIN_BUDGET, all_pairs, arcs, groups, passage, piles, skirmish, sweep_pairs,
};
use crate::geom::Bounds;
use crate::rules::Ruleset;
use crate::table::{PlacedUnit, Table, TableChange};

/// The analysis of a table, and the parts it was made of.
#[derive(Clone, Debug)]
pub struct Analysis {
    search: PairSearch,
    /// Each unit's part, in table order.
    units: Vec<UnitPart>,
    /// The pairs of units near each other that the rules say anything of, by their indices,
    /// lower first, but those that overlap.
    pairs: BTreeMap<(usize, usize), PairPart>,
    /// The pairs that overlap, which the rules judge only as overlapping (D-no-overlap): kept
    /// apart as two indices each, since a pile of units is many of them.
    overlaps: BTreeSet<(usize, usize)>,
    /// The pairs within enfilade reach with a line of fire between them.
    far: BTreeMap<(usize, usize), FarPart>,
    /// The groups' findings.
    groups: Vec<Finding>,
    /// The screens' findings.
    screens: Vec<Finding>,
    /// The road moves that ended in contact (D-road).
    roads: Vec<Finding>,
    /// Each unit's index in the table, by id.
    index_of: HashMap<u32, usize>,
    /// The units support or enfilade make a massed target, sorted.
    massed: Vec<u32>,
    report: Report,
    /// Whether the report lists everything found: only then is it mended a unit at a time.
    complete: bool,
}

/// Whether two boxes come within `reach` of each other.
fn near(a: &Bounds, b: &Bounds, reach: f32) -> bool {
    a.expanded(reach / 2.0).intersects(&b.expanded(reach / 2.0))
}

/// The pairs of `parts` within `reach` of each other, by the boxes the search for pairs
/// compares, that hold a unit at `changed` (indices in order), lower index first, each once.
fn changed_pairs(parts: &[UnitPart], changed: &[usize], reach: f32) -> Vec<(usize, usize)> {
    let is_changed = |i: usize| changed.binary_search(&i).is_ok();
    let mut pairs = Vec::new();
    for &c in changed {
        // A pair of two changed units is taken from the lower one.
        let others = (0..parts.len()).filter(|&o| o != c && !(is_changed(o) && o < c));
        for other in others {
            let (i, j) = (c.min(other), c.max(other));
            if near(&parts[i].reach, &parts[j].reach, reach) {
                pairs.push((i, j));
            }
        }
    }
    pairs
}

/// The pairs of `boxes` within `reach` of each other, found by `search`.
fn pairs_within(search: PairSearch, boxes: &[Bounds], reach: f32) -> Vec<(usize, usize)> {
    let mut found = match search {
        PairSearch::Sweep => sweep_pairs(boxes, reach),
        PairSearch::AllPairs => all_pairs(boxes.len()),
    };
    found.retain(|&(i, j)| near(&boxes[i], &boxes[j], reach));
    found
}

impl Analysis {
    /// Analyses the whole table, finding candidate pairs by `search`.
    pub fn new(table: &Table, ruleset: &Ruleset, search: PairSearch) -> Self {
        let units = &table.units;
        let field = table.battlefield.as_ref();
        let ground = Ground::of(field, ruleset);
        let mut list = FindingList::default();
        let (mut judging, mut sweeping) = (true, true);
        let mut sweep_left = SWEEP_BUDGET;
        let mut parts: Vec<UnitPart> = Vec::with_capacity(units.len());
        for unit in units {
            let mut part = UnitPart::of(
                unit,
                units,
                judging.then_some(&ground),
                field,
                table.deploying,
                sweeping.then_some(sweep_left),
                ruleset,
            );
            judging &= !part.terrain_ran_out;
            sweeping &= !part.passage.ran_out;
            sweep_left -= part.passage.spent;
            list.admit(&mut part.own);
            list.admit(&mut part.passage.findings);
            list.admit(&mut part.changes.findings);
            parts.push(part);
        }
        let boxes: Vec<Bounds> = parts.iter().map(|p| p.reach).collect();
        // Gathered, then built at once: the ordered collections sort and build in one pass.
        let (mut pairs, mut overlaps) = (Vec::new(), Vec::new());
        for (i, j) in pairs_within(search, &boxes, super::reach(ruleset)) {
            let zones = (&parts[i].zone[..], &parts[j].zone[..]);
            match PairPart::of(units, (i, j), zones, &ground, ruleset) {
                Some(part) if part.meeting == Meeting::Overlap => overlaps.push((i, j)),
                Some(mut part) => {
                    list.admit(&mut part.findings);
                    pairs.push(((i, j), part));
                }
                None => {}
            }
        }
        let mut far = Vec::new();
        if let Some(reach) = super::far_reach(ruleset) {
            for (i, j) in pairs_within(search, &boxes, reach) {
                if let Some(mut part) = FarPart::of(units, (i, j), ruleset) {
                    list.admit(&mut part.findings);
                    far.push(((i, j), part));
                }
            }
        }
        let index_of: HashMap<u32, usize> =
            units.iter().enumerate().map(|(i, u)| (u.id, i)).collect();
        let mut analysis = Self {
            search,
            units: parts,
            pairs: pairs.into_iter().collect(),
            overlaps: overlaps.into_iter().collect(),
            far: far.into_iter().collect(),
            groups: Vec::new(),
            screens: screen_findings(units, ruleset),
            roads: Vec::new(),
            massed: Vec::new(),
            report: Report {
                arcs: all_arcs(units, ruleset),
                ..Report::default()
            },
            complete: false,
            index_of,
        };
        analysis.groups = analysis.group_findings(units, &ground, ruleset);
        analysis.report.contacts = analysis.contacts();
        analysis.report.overlapping = analysis.overlapping(units);
        analysis.roads = analysis.road_findings(units, ruleset);
        list.admit(&mut analysis.groups);
        list.admit(&mut analysis.screens);
        list.admit(&mut analysis.roads);
        let (findings, massed, every) = list.finish();
        analysis.report.findings = findings;
        analysis.report.units = units
            .iter()
            .zip(&analysis.units)
            .map(|(unit, part)| part.report(unit, &massed))
            .collect();
        analysis.massed = massed;
        // Units that share an id could not be told apart when one changes.
        analysis.complete = every && judging && sweeping && analysis.index_of.len() == units.len();
        analysis
    }

    /// The report.
    pub fn report(&self) -> &Report {
        &self.report
    }

    /// The report, taken.
    pub fn into_report(self) -> Report {
        self.report
    }

    /// Brings the analysis up to `table`, placed by the same `ruleset` from the table it last
    /// read, which `change` says how it changed; and says whether the report was mended in
    /// place rather than made afresh.
    pub fn update(&mut self, table: &Table, ruleset: &Ruleset, change: &TableChange) -> bool {
        let count = table.units.len();
        let same_units = self.units.len() == count;
        let mended = match change {
            TableChange::Units(changed)
                if self.complete
                    && same_units
                    && changed.windows(2).all(|w| w[0] < w[1])
                    && changed.last().is_none_or(|&c| c < count) =>
            {
                changed.is_empty() || self.mend(table, ruleset, changed)
            }
            _ => false,
        };
        if !mended {
            *self = Self::new(table, ruleset, self.search);
        }
        mended
    }

    /// Judges again the parts that depend on the units at `changed`, in order, and mends the
    /// report; false when it cannot be mended (a budget or a cap is reached) and must be made
    /// afresh.
    fn mend(&mut self, table: &Table, ruleset: &Ruleset, changed: &[usize]) -> bool {
        let units = &table.units;
        let field = table.battlefield.as_ref();
        let is_changed = |i: usize| changed.binary_search(&i).is_ok();
        // Where the changed units stood, and where they stand now.
        let places: Vec<Bounds> = changed
            .iter()
            .flat_map(|&c| [self.units[c].bounds, units[c].bounds])
            .collect();
        let stood_in = |b: &Bounds| places.iter().any(|p| p.intersects(b));
        let was_screened = changed.iter().any(|&c| self.units[c].screened);
        // Whether a changed unit was or is in a group, or in a relation groups are made of.
        let mut regroup = changed.iter().any(|&c| !self.units[c].crowding.is_empty());

        let terrain_spent: u64 = self.units.iter().map(|p| p.terrain_spent).sum();
        let changed_spent: u64 = changed.iter().map(|&c| self.units[c].terrain_spent).sum();
        let ground = Ground::with_budget(
            field,
            ruleset,
            TERRAIN_BUDGET.saturating_sub(terrain_spent - changed_spent),
        );
        let mut sweep_spent: u64 = self.units.iter().map(|p| p.passage.spent).sum();
        let listed = &mut self.report.findings;
        for &c in changed {
            let left = SWEEP_BUDGET - (sweep_spent - self.units[c].passage.spent);
            let part = UnitPart::of(
                &units[c],
                units,
                Some(&ground),
                field,
                table.deploying,
                Some(left),
                ruleset,
            );
            if part.terrain_ran_out || part.passage.ran_out {
                return false;
            }
            sweep_spent = sweep_spent - self.units[c].passage.spent + part.passage.spent;
            let old = std::mem::replace(&mut self.units[c], part);
            let new = &self.units[c];
            relist(listed, &old.own, &new.own);
            relist(listed, &old.passage.findings, &new.passage.findings);
            relist(listed, &old.changes.findings, &new.changes.findings);
            regroup |= !new.crowding.is_empty();
        }
        // The moves and changes of formation of other units that looked where a changed unit
        // stood or stands.
        for (m, part) in self.units.iter_mut().enumerate() {
            if is_changed(m) {
                continue;
            }
            if stood_in(&part.passage.around) {
                let paths = super::moves::unit_paths(&units[m], ruleset);
                let left = SWEEP_BUDGET - (sweep_spent - part.passage.spent);
                let passage = passage::passage(&units[m], &paths, units.iter(), ruleset, left);
                if passage.ran_out {
                    return false;
                }
                sweep_spent = sweep_spent - part.passage.spent + passage.spent;
                relist(listed, &part.passage.findings, &passage.findings);
                part.passage = passage;
            }
            if stood_in(&part.changes.looked) {
                let changes =
                    super::change_contact::changes_into_contact(&units[m], units, ruleset);
                relist(listed, &part.changes.findings, &changes.findings);
                part.changes = changes;
            }
        }

        self.pairs.retain(|&(i, j), part| {
            let kept = !is_changed(i) && !is_changed(j);
            if !kept {
                relist(listed, &part.findings, &[]);
                regroup |= part.groups();
            }
            kept
        });
        self.overlaps.retain(|&(i, j)| {
            let kept = !is_changed(i) && !is_changed(j);
            regroup |= !kept;
            kept
        });
        for (i, j) in changed_pairs(&self.units, changed, super::reach(ruleset)) {
            let zones = (&self.units[i].zone[..], &self.units[j].zone[..]);
            match PairPart::of(units, (i, j), zones, &ground, ruleset) {
                Some(part) if part.meeting == Meeting::Overlap => {
                    regroup = true;
                    self.overlaps.insert((i, j));
                }
                Some(part) => {
                    relist(listed, &[], &part.findings);
                    regroup |= part.groups();
                    self.pairs.insert((i, j), part);
                }
                None => {}
            }
        }

        self.far.retain(|&(i, j), part| {
            let kept = !is_changed(i) && !is_changed(j);
            if !kept {
                relist(listed, &part.findings, &[]);
            }
            kept
        });
        for part in self.far.values_mut() {
            if part
                .fires
                .iter()
                .any(|(_, _, fire)| stood_in(&fire.bounds()))
            {
                let findings = part.judge(units);
                relist(listed, &part.findings, &findings);
                part.findings = findings;
            }
        }
        if let Some(reach) = super::far_reach(ruleset) {
            for (i, j) in changed_pairs(&self.units, changed, reach) {
                if let Some(part) = FarPart::of(units, (i, j), ruleset) {
                    relist(listed, &[], &part.findings);
                    self.far.insert((i, j), part);
                }
            }
        }

        if regroup {
            let groups = self.group_findings(units, &ground, ruleset);
            relist(&mut self.report.findings, &self.groups, &groups);
            self.groups = groups;
        }
        if was_screened || changed.iter().any(|&c| self.units[c].screened) {
            let screens = screen_findings(units, ruleset);
            relist(&mut self.report.findings, &self.screens, &screens);
            self.screens = screens;
        }
        self.report.contacts = self.contacts();
        self.report.overlapping = self.overlapping(units);
        let roads = self.road_findings(units, ruleset);
        relist(&mut self.report.findings, &self.roads, &roads);
        self.roads = roads;
        self.mend_arcs(units, changed, ruleset);
        self.mend_units(units, changed);
        !over_cap(&self.report.findings)
    }

    /// The groups' findings: piles of overlapping units (D-no-overlap), columns (A-9.13,
    /// ), combined squares and woods and towns holding more infantry than they
    /// may (D-no-overlap).
    fn group_findings(
        &self,
        units: &[PlacedUnit],
        ground: &Ground,
        ruleset: &Ruleset,
    ) -> Vec<Finding> {
        let overlapping: Vec<(usize, usize)> = self.overlaps.iter().copied().collect();
        let mut findings =
            piles::overlap_findings(units, &overlapping, ruleset.contact.overlap_cite());
        let links: Vec<_> = self
            .pairs
            .iter()
            .filter(|(_, part)| part.links.contains(&true))
            .map(|(&pair, part)| (pair, part.links))
            .collect();
        findings.extend(groups::columns(units, &links, ruleset));
        let touching: Vec<(usize, usize)> = self
            .pairs
            .iter()
            .filter(|(_, part)| matches!(part.meeting, Meeting::Touch(_)))
            .map(|(&pair, _)| pair)
            .collect();
        findings.extend(groups::combined_squares(units, &touching, ruleset));
        findings.extend(
            ground.crowds(
                units
                    .iter()
                    .zip(&self.units)
                    .filter(|(_, part)| !part.crowding.is_empty())
                    .map(|(unit, part)| (unit, part.crowding.as_slice())),
            ),
        );
        findings
    }

    /// The contacts, in table order.
    fn contacts(&self) -> Vec<Contact> {
        self.pairs
            .values()
            .filter_map(|part| part.contact.clone())
            .collect()
    }

    /// The units that overlap another, in table order.
    fn overlapping(&self, units: &[PlacedUnit]) -> Vec<u32> {
        let mut piled: Vec<usize> = self.overlaps.iter().flat_map(|&(i, j)| [i, j]).collect();
        piled.sort_unstable();
        piled.dedup();
        piled.into_iter().map(|i| units[i].id).collect()
    }

    /// The road moves that ended in contact (D-road).
    fn road_findings(&self, units: &[PlacedUnit], ruleset: &Ruleset) -> Vec<Finding> {
        road_moves_in_contact(
            units,
            self.units.iter().map(|part| part.moved.as_ref()),
            &self.report.contacts,
            ruleset,
        )
    }

    /// Brings the squares' arcs up to date (B-square-fire): a square that changed is found
    /// again, and the others look again at the units that changed.
    fn mend_arcs(&mut self, units: &[PlacedUnit], changed: &[usize], ruleset: &Ruleset) {
        let Some(angle) = ruleset.squares.side_arc_degrees.as_ref().map(|a| a.value) else {
            return;
        };
        let index_of = &self.index_of;
        let place = |id: &u32| index_of.get(id).copied().unwrap_or(usize::MAX);
        let arcs = &mut self.report.arcs;
        arcs.retain(|a| changed.binary_search(&place(&a.unit)).is_err());
        for &c in changed {
            if let Some(found) = arcs::square_arcs(&units[c], units, angle) {
                let at = arcs.partition_point(|a| place(&a.unit) < c);
                arcs.insert(at, found);
            }
        }
        for entry in arcs.iter_mut() {
            let s = place(&entry.unit);
            let Some(square) = units.get(s).filter(|_| changed.binary_search(&s).is_err()) else {
                continue;
            };
            let Some(manned) = arcs::manned_sides(square) else {
                continue;
            };
            for &c in changed {
                let facing = arcs::sides_facing(square, &units[c], angle);
                let id = units[c].id;
                for ((targets, facing), manned) in entry.targets.iter_mut().zip(facing).zip(manned)
                {
                    let at = targets.partition_point(|t| place(t) < c);
                    match (targets.get(at) == Some(&id), facing && manned) {
                        (false, true) => targets.insert(at, id),
                        (true, false) => {
                            targets.remove(at);
                        }
                        _ => {}
                    }
                }
            }
        }
    }

    /// Brings the units' reports up to date: those that changed, and those whose target
    /// class support or enfilade raised or no longer raises.
    fn mend_units(&mut self, units: &[PlacedUnit], changed: &[usize]) {
        let massed = massed_by(self.report.findings.iter());
        let raised = self
            .massed
            .iter()
            .filter(|id| massed.binary_search(id).is_err())
            .chain(
                massed
                    .iter()
                    .filter(|id| self.massed.binary_search(id).is_err()),
            );
        let again: Vec<usize> = raised
            .filter_map(|id| self.index_of.get(id).copied())
            .chain(changed.iter().copied())
            .collect();
        for i in again {
            self.report.units[i] = self.units[i].report(&units[i], &massed);
        }
        self.massed = massed;
    }
}

/// The screens' findings.
fn screen_findings(units: &[PlacedUnit], ruleset: &Ruleset) -> Vec<Finding> {
    let Some(rules) = &ruleset.skirmish else {
        return Vec::new();
    };
    let screens = skirmish::screens(units, rules, ruleset.contact.tolerance_mm.value);
    skirmish::cluster_groups(units, &screens, rules)
}

/// Every square's arcs, in table order (B-square-fire).
fn all_arcs(units: &[PlacedUnit], ruleset: &Ruleset) -> Vec<SquareArcs> {
    let Some(arc) = &ruleset.squares.side_arc_degrees else {
        return Vec::new();
    };
    units
        .iter()
        .filter_map(|u| arcs::square_arcs(u, units, arc.value))
        .collect()
}

/// Whether a rule has more findings in `listed` than the report lists under one rule.
fn over_cap(listed: &[Finding]) -> bool {
    if listed.len() <= MAX_FINDINGS_PER_RULE {
        return false;
    }
    let mut per_rule: HashMap<&str, usize> = HashMap::new();
    listed.iter().any(|f| {
        let count = per_rule.entry(&f.rule).or_default();
        *count += 1;
        *count > MAX_FINDINGS_PER_RULE
    })
}

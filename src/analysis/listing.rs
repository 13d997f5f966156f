//! The findings of one analysis, listed within a cap, in one order.
//!
//! A table within the layout's limits can still be hostile: a thousand units stacked on one
//! spot stand in half a million pairs. The analysis judges every pair, but the report lists
//! at most [`MAX_FINDINGS_PER_RULE`] findings under each rule; the rest are counted, and one
//! finding per rule says how many were left out. So the report's size is bounded by the
//! number of rules, whatever the table.
//!
//! The report lists its findings in [`listing_order`], so the same table gives the same list
//! however it was read, and a list kept up to date as units move can take findings out and
//! put them in where they belong.

use std::cmp::Ordering;
use std::collections::HashMap;

use super::{Finding, Scope, zones};

/// The most findings the report lists under one rule. A real table of a few hundred units
/// gives a few hundred under its busiest rule.
pub const MAX_FINDINGS_PER_RULE: usize = 1000;

/// The order of the report's findings: by the units they concern, by id (the unit a finding
/// is mainly about first), then by rule, then by message.
pub(super) fn listing_order(a: &Finding, b: &Finding) -> Ordering {
    a.units
        .cmp(&b.units)
        .then_with(|| a.rule.cmp(&b.rule))
        .then_with(|| a.message.cmp(&b.message))
        .then_with(|| a.scope.cmp(&b.scope))
}

/// Takes each of `old` out of `listed`, which is in [`listing_order`], and puts each of `new`
/// in where it belongs.
pub(super) fn relist(listed: &mut Vec<Finding>, old: &[Finding], new: &[Finding]) {
    if old == new {
        return;
    }
    for finding in old {
        if let Ok(at) = listed.binary_search_by(|f| listing_order(f, finding)) {
            listed.remove(at);
        }
    }
    for finding in new {
        let at = listed.partition_point(|f| listing_order(f, finding).is_le());
        listed.insert(at, finding.clone());
    }
}

/// The units that support or enfilade make a massed target, from the
/// findings of the rules that raise a line's target class, sorted.
pub(super) fn massed_by<'f>(findings: impl Iterator<Item = &'f Finding>) -> Vec<u32> {
    let mut massed: Vec<u32> = findings
        .filter(|f| f.scope == Scope::Pair && zones::RAISES_TARGET.contains(&f.rule.as_str()))
        .filter_map(|f| f.units.first().copied())
        .collect();
    massed.sort_unstable();
    massed.dedup();
    massed
}

/// Findings as they are made: listed up to the cap, counted beyond it.
#[derive(Default)]
pub(super) struct FindingList {
    listed: Vec<Finding>,
    per_rule: HashMap<String, usize>,
    massed: Vec<u32>,
}

impl FindingList {
    /// Lists each of `findings`, but those whose rule has had its share, which are counted
    /// and taken out of `findings`.
    pub fn admit(&mut self, findings: &mut Vec<Finding>) {
        // Support and enfilade make a line a massed target, whether or not
        // their finding is listed.
        self.massed.extend(massed_by(findings.iter()));
        findings.retain(|finding| {
            let count = match self.per_rule.get_mut(&finding.rule) {
                Some(count) => count,
                None => self.per_rule.entry(finding.rule.clone()).or_default(),
            };
            *count += 1;
            let listed = *count <= MAX_FINDINGS_PER_RULE;
            if listed {
                self.listed.push(finding.clone());
            }
            listed
        });
    }

    /// The listed findings in [`listing_order`], then one for each rule that had more than
    /// its share; the units that support or enfilade makes massed, sorted; and whether every
    /// finding was listed.
    pub fn finish(mut self) -> (Vec<Finding>, Vec<u32>, bool) {
        let mut over: Vec<(String, usize)> = self
            .per_rule
            .into_iter()
            .filter(|(_, count)| *count > MAX_FINDINGS_PER_RULE)
            .collect();
        over.sort();
        let every = over.is_empty();
        self.listed.sort_by(listing_order);
        self.listed
            .extend(over.into_iter().map(|(rule, count)| Finding {
                scope: Scope::Group,
                message: format!(
                    "{} more findings under {rule} are not listed: the report lists at most \
                     {MAX_FINDINGS_PER_RULE} under one rule.",
                    count - MAX_FINDINGS_PER_RULE
                ),
                rule,
                units: Vec::new(),
            }));
        self.massed.sort_unstable();
        self.massed.dedup();
        (self.listed, self.massed, every)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finding(rule: &str, unit: u32) -> Finding {
        Finding {
            scope: Scope::Pair,
            rule: rule.to_owned(),
            units: vec![unit, unit + 1],
            message: String::new(),
        }
    }

    #[test]
    fn each_rule_lists_its_share_and_counts_the_rest() {
        let mut list = FindingList::default();
        let mut supported: Vec<Finding> = (0..MAX_FINDINGS_PER_RULE as u32 + 5)
            .map(|u| finding("A-9.24", u))
            .collect();
        list.admit(&mut supported);
        assert_eq!(
            supported.len(),
            MAX_FINDINGS_PER_RULE,
            "only the listed are kept"
        );
        list.admit(&mut (0..3).map(|u| finding("D-contact", u)).collect());
        let (findings, massed, every) = list.finish();
        assert!(!every);
        assert_eq!(findings.len(), MAX_FINDINGS_PER_RULE + 3 + 1);
        let summary = findings.last().expect("a summary");
        assert_eq!(summary.rule, "A-9.24");
        assert!(
            summary.message.starts_with("5 more findings"),
            "{}",
            summary.message
        );
        assert_eq!(
            massed.len(),
            MAX_FINDINGS_PER_RULE + 5,
            "every supported line is massed"
        );
    }
}

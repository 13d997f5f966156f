//! The findings of one analysis, listed within a cap.
//!
//! A table within the layout's limits can still be hostile: a thousand units stacked on one
//! spot stand in half a million pairs. The analysis judges every pair, but the report lists
//! at most [`MAX_FINDINGS_PER_RULE`] findings under each rule; the rest are counted, and one
//! finding per rule says how many were left out. So the report's size is bounded by the
//! number of rules, whatever the table.

use std::collections::HashMap;

use super::{Finding, Scope, zones};

/// The most findings the report lists under one rule. A real table of a few hundred units
/// gives a few hundred under its busiest rule.
pub const MAX_FINDINGS_PER_RULE: usize = 1000;

/// Findings as they are made: listed up to the cap, counted beyond it.
#[derive(Default)]
pub(super) struct FindingList {
    listed: Vec<Finding>,
    per_rule: HashMap<String, usize>,
    massed: Vec<u32>,
}

impl FindingList {
    /// Adds `finding`, or counts it when its rule has had its share.
    pub fn push(&mut self, finding: Finding) {
        // Support and enfilade make a line a massed target, whether or not
        // their finding is listed.
        if finding.scope == Scope::Pair && zones::RAISES_TARGET.contains(&finding.rule.as_str()) {
            self.massed.extend(finding.units.first());
        }
        let count = match self.per_rule.get_mut(&finding.rule) {
            Some(count) => count,
            None => self.per_rule.entry(finding.rule.clone()).or_default(),
        };
        *count += 1;
        if *count <= MAX_FINDINGS_PER_RULE {
            self.listed.push(finding);
        }
    }

    /// Adds each of `findings`.
    pub fn extend(&mut self, findings: impl IntoIterator<Item = Finding>) {
        for finding in findings {
            self.push(finding);
        }
    }

    /// The listed findings, then one for each rule that had more than its share, and the
    /// units that support or enfilade makes massed, sorted.
    pub fn finish(mut self) -> (Vec<Finding>, Vec<u32>) {
        let mut over: Vec<(String, usize)> = self
            .per_rule
            .into_iter()
            .filter(|(_, count)| *count > MAX_FINDINGS_PER_RULE)
            .collect();
        over.sort();
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
        (self.listed, self.massed)
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
        list.extend((0..MAX_FINDINGS_PER_RULE as u32 + 5).map(|u| finding("A-9.24", u)));
        list.extend((0..3).map(|u| finding("D-contact", u)));
        let (findings, massed) = list.finish();
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

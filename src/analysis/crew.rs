//! A battery's crew: the crew figures its cannon need, as its rules count them,
//! against the figures on its bases, which are its crew.

use super::{CrewCount, Finding, Scope};
use crate::formation::TroopKind;
use crate::rules::Ruleset;
use crate::table::PlacedUnit;

/// The crew of `unit` against what its cannon need, for a battery with cannon recorded under
/// rules that count crew; `None` otherwise.
pub(super) fn crew_of(unit: &PlacedUnit, ruleset: &Ruleset) -> Option<CrewCount> {
    let rules = ruleset.crew.as_ref()?;
    if unit.kind != TroopKind::Artillery || unit.cannon == 0 {
        return None;
    }
    let bases = unit.shaped.footprint.base_count() as u32;
    let (needed, rule) = rules.needed(unit.cannon, bases);
    Some(CrewCount {
        figures: bases.saturating_mul(unit.figures_per_base),
        needed,
        rule: rule.to_owned(),
    })
}

/// The finding for a battery short of the crew its cannon need.
pub(super) fn short_crew(unit: &PlacedUnit, crew: &CrewCount) -> Option<Finding> {
    (crew.figures < crew.needed).then(|| {
        let plural = |n: u32| if n == 1 { "" } else { "s" };
        Finding {
            scope: Scope::Unit,
            rule: crew.rule.clone(),
            units: vec![unit.id],
            message: format!(
                "{} has {} crew figure{} for its {} cannon, which need {}.",
                unit.name,
                crew.figures,
                plural(crew.figures),
                unit.cannon,
                crew.needed
            ),
        }
    })
}

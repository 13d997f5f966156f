//! A unit standing as its operational order forbids: in a
//! formation its order leaves no unit of its kind, or with skirmishers out where its order
//! keeps them in. An involuntary state replaces the formation, so a disordered or
//! routed unit is not judged by its order.

use super::{Finding, Scope};
use crate::formation::FormationClass;
use crate::rules::Ruleset;
use crate::table::PlacedUnit;

/// Where `unit` stands as its order forbids, or names an order its rules do not list.
pub(super) fn order_findings(unit: &PlacedUnit, ruleset: &Ruleset) -> Vec<Finding> {
    let Some(id) = &unit.order else {
        return Vec::new();
    };
    let finding = |rule: &str, message: String| Finding {
        scope: Scope::Unit,
        rule: rule.to_owned(),
        units: vec![unit.id],
        message,
    };
    let Some(order) = ruleset.order(id) else {
        return vec![finding(
            super::PLAYERS_TABLE,
            format!(
                "{} is under the order '{}', which \"{}\" does not list: it is judged under none.",
                unit.name,
                crate::text::excerpt(id),
                ruleset.name
            ),
        )];
    };
    let Some(limit) = order.limit(unit.kind) else {
        return Vec::new();
    };
    let class = unit.shaped.readouts.class;
    if matches!(class, FormationClass::Disordered | FormationClass::Routed) {
        return Vec::new();
    }
    let mut found = Vec::new();
    if !limit.allows(class) {
        let allowed: Vec<&str> = limit.formations.value.iter().map(|c| c.name()).collect();
        found.push(finding(
            limit.formations.cite(),
            format!(
                "{} is under {} orders, which keep {} in {}: it stands in {}.",
                unit.name,
                order.name,
                unit.kind.name(),
                either(&allowed),
                class.name()
            ),
        ));
    }
    if let Some(out) = &limit.skirmishers_out
        && !out.value
        && unit.shaped.readouts.detached > 0
    {
        found.push(finding(
            out.cite(),
            format!(
                "{} is under {} orders, which keep its skirmishers in: it has {} out.",
                unit.name,
                order.name,
                match unit.shaped.readouts.detached {
                    1 => "a base".to_owned(),
                    n => format!("{n} bases"),
                }
            ),
        ));
    }
    found
}

/// `["column", "road column"]` as "column or road column".
fn either(names: &[&str]) -> String {
    match names {
        [] => "no formation".to_owned(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

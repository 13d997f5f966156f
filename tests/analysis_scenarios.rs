//! The analysis scenario corpus: one file per case in `tests/scenarios/analysis/`, a layout
//! and what the rules must say of it, citing the rules it covers.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;
use std::fs;

use drillbook::analysis::{Aspect, Touch, analyze};
use drillbook::formation::TargetClass;
use drillbook::layout::Layout;
use drillbook::rules::Library;
use drillbook::table::resolve;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    rules: Vec<String>,
    summary: String,
    layout: serde_json::Value,
    expect: Expect,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Expect {
    #[serde(default)]
    findings: Vec<ExpectedFinding>,
    #[serde(default)]
    absent: Vec<ExpectedFinding>,
    #[serde(default)]
    contacts: Vec<ExpectedContact>,
    #[serde(default)]
    no_contact: bool,
    #[serde(default)]
    targets: BTreeMap<u32, String>,
    #[serde(default)]
    moves: BTreeMap<u32, ExpectedMove>,
    #[serde(default)]
    arcs: BTreeMap<u32, [Vec<u32>; 4]>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExpectedFinding {
    rule: String,
    #[serde(default)]
    units: Option<Vec<u32>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExpectedContact {
    a: u32,
    b: u32,
    touch: String,
    #[serde(default)]
    shared_mm: Option<f32>,
    aspect_a: String,
    aspect_b: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExpectedMove {
    distance_mm: f32,
    straight_ahead: bool,
    #[serde(default)]
    allowance_mm: Option<f32>,
    #[serde(default)]
    spent_mm: Option<f32>,
    #[serde(default = "one_formation")]
    formations: u32,
}

fn one_formation() -> u32 {
    1
}

/// Whether two optional lengths are both absent, or both present and within 0.05 mm.
fn close(found: Option<f32>, expected: Option<f32>) -> bool {
    match (found, expected) {
        (Some(a), Some(b)) => (a - b).abs() < 0.05,
        (a, b) => a.is_none() && b.is_none(),
    }
}

fn aspect_name(aspect: Aspect) -> &'static str {
    match aspect {
        Aspect::Front => "front",
        Aspect::Flank => "flank",
        Aspect::Rear => "rear",
    }
}

/// A finding's units in order: the unit it is mainly about comes first (the defender of a
/// contact, the line that is supported).
fn same_units(found: &[u32], expected: &[u32]) -> bool {
    found == expected
}

fn check(name: &str, scenario: &Scenario, library: &mut Library) -> Vec<String> {
    let layout = match Layout::from_json(&scenario.layout.to_string()) {
        Ok(layout) => layout,
        Err(e) => return vec![format!("{name}: the layout is refused: {e}")],
    };
    let ruleset = match library.rules_for(&layout) {
        Ok(ruleset) => ruleset,
        Err(e) => return vec![format!("{name}: {e}")],
    };
    let table = resolve(&layout, &ruleset);
    let mut wrong: Vec<String> = table
        .problems
        .iter()
        .map(|p| format!("{name}: unit {} cannot stand: {}", p.id, p.message))
        .collect();
    let report = analyze(&table, &ruleset);
    let all = || {
        report
            .findings
            .iter()
            .map(|f| format!("{} {:?}", f.rule, f.units))
            .collect::<Vec<_>>()
            .join("; ")
    };
    let e = &scenario.expect;
    for expected in &e.findings {
        let found = report.findings.iter().any(|f| {
            f.rule == expected.rule
                && expected
                    .units
                    .as_ref()
                    .is_none_or(|u| same_units(&f.units, u))
        });
        if !found {
            wrong.push(format!(
                "{name}: no {} finding for {:?} (found: {})",
                expected.rule,
                expected.units,
                all()
            ));
        }
    }
    for absent in &e.absent {
        let found = report.findings.iter().any(|f| {
            f.rule == absent.rule
                && absent
                    .units
                    .as_ref()
                    .is_none_or(|u| same_units(&f.units, u))
        });
        if found {
            wrong.push(format!(
                "{name}: an unwanted {} finding for {:?} (found: {})",
                absent.rule,
                absent.units,
                all()
            ));
        }
    }
    if e.no_contact && !report.contacts.is_empty() {
        wrong.push(format!(
            "{name}: contacts where none was expected: {:?}",
            report.contacts
        ));
    }
    for expected in &e.contacts {
        let contact = report.contacts.iter().find(|c| {
            (c.a, c.b) == (expected.a, expected.b) || (c.a, c.b) == (expected.b, expected.a)
        });
        let Some(c) = contact else {
            wrong.push(format!(
                "{name}: no contact between {} and {}",
                expected.a, expected.b
            ));
            continue;
        };
        let (aspect_a, aspect_b) = if c.a == expected.a {
            (c.aspect_a, c.aspect_b)
        } else {
            (c.aspect_b, c.aspect_a)
        };
        let (touch, shared) = match c.touch {
            Touch::EdgeToEdge { shared_mm } => ("edge-to-edge", Some(shared_mm)),
            Touch::EdgeToCorner => ("edge-to-corner", None),
            Touch::CornerToCorner => ("corner-to-corner", None),
        };
        let shared_ok = match (expected.shared_mm, shared) {
            (Some(want), Some(got)) => (want - got).abs() < 0.05,
            (Some(_), None) => false,
            (None, _) => true,
        };
        if touch != expected.touch
            || !shared_ok
            || aspect_name(aspect_a) != expected.aspect_a
            || aspect_name(aspect_b) != expected.aspect_b
        {
            wrong.push(format!(
                "{name}: contact {}–{}: found {touch} {shared:?}, {} / {}; expected {} {:?}, {} / {}",
                expected.a, expected.b, aspect_name(aspect_a), aspect_name(aspect_b),
                expected.touch, expected.shared_mm, expected.aspect_a, expected.aspect_b
            ));
        }
    }
    for (id, target) in &e.targets {
        let found = report.unit(*id).map(|u| match u.target {
            TargetClass::Linear => "linear",
            TargetClass::Massed => "massed",
        });
        if found != Some(target.as_str()) {
            wrong.push(format!(
                "{name}: unit {id} is a {found:?} target, expected {target}"
            ));
        }
    }
    for (id, expected) in &e.moves {
        let moved = report.unit(*id).and_then(|u| u.moved.clone());
        let ok = moved.as_ref().is_some_and(|m| {
            (m.distance_mm - expected.distance_mm).abs() < 0.05
                && m.straight_ahead == expected.straight_ahead
                && close(m.allowance_mm, expected.allowance_mm)
                && close(m.spent_mm, expected.spent_mm)
                && m.formations == expected.formations
        });
        if !ok {
            wrong.push(format!("{name}: unit {id} moved {moved:?}, expected {} mm, straight ahead {}, allowance {:?}, spent {:?}, in {} formations",
                expected.distance_mm, expected.straight_ahead, expected.allowance_mm, expected.spent_mm, expected.formations));
        }
    }
    for (id, expected) in &e.arcs {
        let found = report
            .arcs
            .iter()
            .find(|a| a.unit == *id)
            .map(|a| a.targets.clone());
        if found.as_ref() != Some(expected) {
            wrong.push(format!(
                "{name}: square {id} arcs {found:?}, expected {expected:?}"
            ));
        }
    }
    wrong
}

/// The rules the analysis implements: each must be cited by a scenario.
const ANALYSIS_RULES: &[&str] = &[
    "D-contact",
    "D-no-overlap",
    "D-flank",
    "D-rear",
    "A-9.55",
    "A-9.43",
    "A-9.24",
    "A-8.34",
    "A-9.15",
    "A-9.13",
    "A-9.52",
    "A-9.53",
    "B-shelter",
    "B-square-fire",
    "A-9.42",
    "A-9.49",
    "D-move",
    "D-half",
    "B-square-move",
    "D-road",
    "D-terrain",
    "A-9.59",
    "A-8.48",
    "C-no-move",
    "D-square",
    "A-8.45",
    "D-artillery",
    "A-8.42",
    "B-deliberate",
    "D-turn",
    "D-interpenetrate",
    "A-9.54",
    "C-line-to-col",
    "table",
];

#[test]
fn every_analysis_scenario_holds() {
    let mut library = Library::builtin().expect("built-ins");
    let mut files: Vec<_> = fs::read_dir("tests/scenarios/analysis")
        .expect("the scenario folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let mut wrong = Vec::new();
    let mut cited = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = fs::read_to_string(path).expect("readable");
        match serde_json::from_str::<Scenario>(&text) {
            Ok(scenario) => {
                assert!(
                    !scenario.summary.is_empty() && !scenario.rules.is_empty(),
                    "{name}"
                );
                wrong.extend(check(&name, &scenario, &mut library));
                cited.extend(scenario.rules);
            }
            Err(e) => wrong.push(format!("{name}: not a scenario: {e}")),
        }
    }
    assert!(
        wrong.is_empty(),
        "{} problems:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    let code: String = fs::read_dir("src/analysis")
        .expect("the analysis folder")
        .map(|e| fs::read_to_string(e.expect("entry").path()).expect("source"))
        .collect();
    for rule in ANALYSIS_RULES {
        assert!(
            cited.iter().any(|c| c == rule),
            "no analysis scenario cites {rule}"
        );
        assert!(
            code.contains(rule),
            "the analysis code does not cite {rule}"
        );
    }
}

//! The formation scenario corpus: one JSON file per case in `tests/scenarios/formation/`, each
//! citing the rules it exercises, with expectations worked out from the rule texts.
#![cfg(not(target_arch = "wasm32"))]

// The rule IDs are used here; the analysis scenarios' tables elsewhere.
#[allow(dead_code)]
mod common;

use std::fs;
use std::path::Path;

use common::{DIGEST_RULES, ENGINE_RULES};
use drillbook::formation::{
    Anchor, Detachment, DrawingHint, Formation, FormationClass, SideReadout, TargetClass, Unit,
    changed_pose, shape,
};
use drillbook::geom::Pose;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    rules: Vec<String>,
    summary: String,
    unit: Unit,
    formation: Formation,
    #[serde(default)]
    detachment: Option<Detachment>,
    #[serde(default)]
    expect: Expect,
    #[serde(default)]
    change: Option<Change>,
}

#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    error_rule: Option<String>,
    class: Option<FormationClass>,
    target: Option<TargetClass>,
    formed: Option<bool>,
    formed_for_movement: Option<bool>,
    frontage_mm: Option<f32>,
    /// The frontage an open order may hold, least and most (`null`: no most).
    frontage_range_mm: Option<(f32, Option<f32>)>,
    depth_mm: Option<f32>,
    files: Option<u32>,
    ranks: Option<u32>,
    bases: Option<usize>,
    square_sides: Option<Vec<SideReadout>>,
    drawing: Option<DrawingHint>,
    note_rules: Option<Vec<String>>,
    /// Base centres and facings in the unit's frame, as `[x, y, degrees]`, in footprint order.
    base_centres: Option<Vec<[f32; 3]>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Change {
    from: Formation,
    pose: Pose,
    anchor: Anchor,
    #[serde(default)]
    expect_pose: Option<Pose>,
    #[serde(default)]
    error_rule: Option<String>,
}

const TOLERANCE_MM: f32 = 0.01;

fn close(found: f32, expected: f32) -> bool {
    (found - expected).abs() < TOLERANCE_MM
}

fn check(name: &str, scenario: &Scenario) -> Result<(), String> {
    let result = shape(
        &scenario.unit,
        &scenario.formation,
        scenario.detachment.as_ref(),
    );
    let e = &scenario.expect;
    let shaped = match (result, &e.error_rule) {
        (Err(error), Some(rule)) if error.rule.as_deref() == Some(rule) => return Ok(()),
        (Err(error), _) => return Err(format!("{name}: refused: {error}")),
        (Ok(_), Some(rule)) => return Err(format!("{name}: built, but {rule} should refuse it")),
        (Ok(shaped), None) => shaped,
    };
    let r = &shaped.readouts;
    let mut wrong = Vec::new();
    let mut expect = |what: &str, ok: bool, found: String| {
        if !ok {
            wrong.push(format!("{what}: found {found}"));
        }
    };
    if let Some(v) = e.class {
        expect("class", r.class == v, format!("{:?}", r.class));
    }
    if let Some(v) = e.target {
        expect("target", r.target == v, format!("{:?}", r.target));
    }
    if let Some(v) = e.formed {
        expect("formed", r.formed == v, r.formed.to_string());
    }
    if let Some(v) = e.formed_for_movement {
        let found = r.formed_for_movement;
        expect("formed_for_movement", found == v, found.to_string());
    }
    if let Some(v) = e.frontage_mm {
        expect(
            "frontage_mm",
            close(r.frontage_mm, v),
            r.frontage_mm.to_string(),
        );
    }
    if let Some((least, most)) = e.frontage_range_mm {
        let found = match &scenario.formation {
            Formation::OpenOrder { rule, .. } => rule.frontage_range(
                scenario.unit.basing.bases,
                scenario.unit.basing.base_width_mm,
            ),
            _ => None,
        }
        .map(|f| (f.least_mm, f.most_mm));
        let holds = found.is_some_and(|(l, m)| {
            close(l, least)
                && match (m, most) {
                    (Some(m), Some(most)) => close(m, most),
                    (None, None) => true,
                    _ => false,
                }
        });
        expect("frontage_range_mm", holds, format!("{found:?}"));
    }
    if let Some(v) = e.depth_mm {
        expect("depth_mm", close(r.depth_mm, v), r.depth_mm.to_string());
    }
    if let Some(v) = e.files {
        expect("files", r.files == v, r.files.to_string());
    }
    if let Some(v) = e.ranks {
        expect("ranks", r.ranks == v, r.ranks.to_string());
    }
    if let Some(v) = e.bases {
        let found = shaped.footprint.base_count();
        expect("bases", found == v, found.to_string());
    }
    if let Some(v) = &e.square_sides {
        expect(
            "square_sides",
            &r.square_sides == v,
            format!("{:?}", r.square_sides),
        );
    }
    if let Some(v) = e.drawing {
        expect("drawing", r.drawing == v, format!("{:?}", r.drawing));
    }
    if let Some(v) = &e.note_rules {
        let found: Vec<String> = r.notes.iter().filter_map(|n| n.rule.clone()).collect();
        expect("note_rules", &found == v, format!("{found:?}"));
    }
    if let Some(v) = &e.base_centres {
        let found: Vec<[f32; 3]> = shaped
            .footprint
            .bases
            .iter()
            .map(|b| {
                let degrees = b.rect.degrees().rem_euclid(360.0);
                [b.rect.center.x, b.rect.center.y, degrees]
            })
            .collect();
        let same = found.len() == v.len()
            && found
                .iter()
                .zip(v)
                .all(|(f, e)| f.iter().zip(e).all(|(a, b)| close(*a, *b)));
        expect("base_centres", same, format!("{found:?}"));
    }
    if let Some(change) = &scenario.change {
        check_change(scenario, change, &shaped.footprint, &mut wrong);
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(format!("{name}: {}", wrong.join("; ")))
    }
}

fn check_change(
    scenario: &Scenario,
    change: &Change,
    new: &drillbook::formation::Footprint,
    wrong: &mut Vec<String>,
) {
    let old = match shape(&scenario.unit, &change.from, None) {
        Ok(old) => old.footprint,
        Err(error) => return wrong.push(format!("the old formation is refused: {error}")),
    };
    match (
        changed_pose(&change.pose, &old, new, &change.anchor),
        &change.error_rule,
    ) {
        (Err(error), Some(rule)) if error.rule.as_deref() == Some(rule) => {}
        (Err(error), _) => wrong.push(format!("change refused: {error}")),
        (Ok(pose), Some(rule)) => {
            wrong.push(format!("change to {pose:?} made, but {rule} forbids it"))
        }
        (Ok(pose), None) => {
            if let Some(expected) = change.expect_pose {
                let heading = (pose.heading - expected.heading + 180.0).rem_euclid(360.0) - 180.0;
                if !(close(pose.x, expected.x) && close(pose.y, expected.y) && heading.abs() < 1e-2)
                {
                    wrong.push(format!("new pose {pose:?}, expected {expected:?}"));
                }
            }
        }
    }
}

#[test]
fn every_formation_scenario_holds() {
    let folder = Path::new("tests/scenarios/formation");
    let mut files: Vec<_> = fs::read_dir(folder)
        .expect("the scenario folder")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 20,
        "the corpus has only {} scenarios",
        files.len()
    );

    let mut failures = Vec::new();
    let mut cited = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = fs::read_to_string(path).expect("a readable scenario");
        let scenario: Scenario = match serde_json::from_str(&text) {
            Ok(scenario) => scenario,
            Err(error) => {
                failures.push(format!("{name}: not a scenario: {error}"));
                continue;
            }
        };
        assert!(!scenario.summary.is_empty(), "{name} has no summary");
        assert!(!scenario.rules.is_empty(), "{name} cites no rule");
        for rule in &scenario.rules {
            assert!(
                DIGEST_RULES.contains(&rule.as_str()),
                "{name} cites '{rule}', which is not a rule of the digest"
            );
        }
        if let Err(message) = check(&name, &scenario) {
            failures.push(message);
        }
        cited.extend(scenario.rules);
    }
    assert!(
        failures.is_empty(),
        "{} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );

    let code: String = fs::read_dir("src/formation")
        .expect("the engine's folder")
        .map(|entry| fs::read_to_string(entry.expect("an entry").path()).expect("source"))
        .collect();
    for rule in ENGINE_RULES {
        assert!(cited.iter().any(|c| c == rule), "no scenario cites {rule}");
        assert!(
            code.contains(rule),
            "the engine's code does not cite {rule}"
        );
    }
}

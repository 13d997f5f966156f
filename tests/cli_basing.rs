//! `drillbook basing`, run as a painter would run it.
#![cfg(not(target_arch = "wasm32"))]

use std::process::{Command, Output};

fn drillbook(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_drillbook"))
        .args(args)
        .output()
        .expect("the drillbook binary runs")
}

fn battle(units: &str) -> String {
    let out = drillbook(&["sample", units]);
    assert!(out.status.success());
    let file = std::env::temp_dir().join(format!(
        "drillbook-basing-{units}-{}.json",
        std::process::id()
    ));
    std::fs::write(&file, &out.stdout).expect("written");
    file.display().to_string()
}

#[test]
fn basing_reads_every_unit_by_every_ruleset_with_its_reasons() {
    let file = battle("12");
    let out = drillbook(&["basing", &file]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let units: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let units = units.as_array().expect("a list");
    assert_eq!(units.len(), 12);
    let rulesets = drillbook(&["rulesets"]);
    let count = String::from_utf8_lossy(&rulesets.stdout).lines().count();
    for unit in units {
        let readings = unit["rulesets"].as_array().expect("readings");
        assert_eq!(readings.len(), count);
        for reading in readings.iter().filter(|r| r.get("troop").is_some()) {
            let assumed = &reading["assumed"];
            let reason = assumed["assumption"].as_str().unwrap_or("");
            assert!(
                assumed.get("rule").is_some() || !reason.is_empty(),
                "every assumed basing says where it comes from: {reading}"
            );
            assert!(
                reading["formations"]
                    .as_array()
                    .is_some_and(|f| !f.is_empty())
            );
        }
    }

    let out = drillbook(&["basing", &file, "1", "--frontage", "120"]);
    assert!(out.status.success());
    let units: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let ways = units[0]["for_frontage"]["ways"].as_array().expect("ways");
    assert!(!ways.is_empty());
    let figures = units[0]["figures"].as_u64().expect("figures");
    for way in ways {
        assert_eq!(
            way["bases"].as_u64().unwrap_or(0) * way["figures_per_base"].as_u64().unwrap_or(0),
            figures
        );
    }

    for (args, says) in [
        (vec!["basing", file.as_str(), "99"], "there is no unit 99"),
        (
            vec!["basing", file.as_str(), "--frontage", "wide"],
            "--frontage is a length in mm",
        ),
        (
            vec!["basing", file.as_str(), "--frontage", "2"],
            "A frontage is at least",
        ),
    ] {
        let out = drillbook(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let error = String::from_utf8_lossy(&out.stderr);
        assert!(error.contains(says), "{args:?}: {error}");
    }
}

//! `drillbook reach` and `drillbook charge`, run as a player would: the JSON they print is
//! read, a charge written with `--out` is analysed again, and what is refused says why.
#![cfg(not(target_arch = "wasm32"))]

use std::path::PathBuf;
use std::process::Output;

use serde_json::{Value, json};

mod command;
use command::drillbook;

fn json_of(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// A folder of this test's own, emptied.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("drillbook-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// PIP cavalry at the origin facing up the table, and an infantry battalion `distance` mm
/// ahead facing it, saved in `dir`.
fn face_off(dir: &std::path::Path, distance: f32) -> String {
    let unit = |id: u32, side: u8, troop: &str, depth: u32, y: f32, heading: f32| {
        json!({
            "id": id, "name": format!("{troop} {id}"), "side": side, "troop": troop,
            "basing": { "bases": 1, "figures_per_base": 12, "base_width_mm": 63.5, "base_depth_mm": depth },
            "formation": "line", "pose": { "x": 0, "y": y, "heading": heading }
        })
    };
    let layout = json!({
        "format": "drillbook-layout", "version": 1,
        "ruleset": { "id": "pip-2mm", "version": "1.0.0" },
        "units": [unit(1, 0, "cavalry", 30, 0.0, 0.0), unit(2, 1, "infantry", 20, -distance, 180.0)],
    });
    let file = dir.join(format!("face-off-{distance}.json"));
    std::fs::write(&file, layout.to_string()).expect("written");
    file.display().to_string()
}

#[test]
fn reach_prints_the_allowance_the_region_and_the_enemies_in_reach() {
    let dir = scratch("reach");
    let file = face_off(&dir, 200.0);
    let reach = json_of(&drillbook(&["reach", &file, "1"]));
    assert_eq!(reach["unit"], 1);
    assert_eq!(reach["allowance"]["full_mm"], 228.6);
    assert_eq!(reach["allowance"]["rule"], "D-move");
    assert_eq!(reach["complete"], true);
    let outline = reach["region"][0][0].as_array().expect("an outline");
    assert!(outline.len() > 20);
    let ring: Vec<(f64, f64)> = outline
        .iter()
        .map(|p| (p[0].as_f64().expect("x"), p[1].as_f64().expect("y")))
        .collect();
    let region = geo::Polygon::new(geo::LineString::from(ring), vec![]);
    use geo::Contains;
    // Its full move straight ahead, but not through the battalion in its way.
    assert!(region.contains(&geo::Point::new(0.0, -199.0)));
    assert!(!region.contains(&geo::Point::new(0.0, -201.0)));
    assert!(region.contains(&geo::Point::new(120.0, -200.0)));
    let enemy = &reach["enemies"][0];
    assert_eq!(enemy["id"], 2);
    assert_eq!(enemy["face"], "front");
    assert_eq!(enemy["path_mm"], 200.0);

    let far = face_off(&dir, 400.0);
    let reach = json_of(&drillbook(&["reach", &far, "1"]));
    assert_eq!(reach["enemies"], json!([]));
}

#[test]
fn a_charge_written_out_is_a_legal_move_in_contact() {
    let dir = scratch("charge");
    let file = face_off(&dir, 150.0);
    let after = dir.join("after.json").display().to_string();
    let verdict = json_of(&drillbook(&["charge", &file, "1", "2", "--out", &after]));
    assert_eq!(verdict["reaches"], true);
    assert_eq!(verdict["face"], "front");
    assert_eq!(verdict["side"], "front");
    assert_eq!(verdict["written"], after.as_str());
    let report = json_of(&drillbook(&["analyze", &after]));
    let contacts = report["contacts"].as_array().expect("contacts");
    assert_eq!(contacts.len(), 1, "{contacts:?}");
    assert!(
        !report["findings"]
            .as_array()
            .expect("findings")
            .iter()
            .any(|f| f["rule"] == "D-move"),
        "{report}"
    );
    let moved = &report["units"][0]["moved"];
    assert!((moved["distance_mm"].as_f64().unwrap() - 150.0).abs() < 0.01);
}

#[test]
fn a_charge_that_falls_short_is_refused_and_nothing_is_written() {
    let dir = scratch("short");
    let file = face_off(&dir, 240.0);
    let verdict = json_of(&drillbook(&["charge", &file, "1", "2"]));
    assert_eq!(verdict["reaches"], false);
    assert!((verdict["spare_mm"].as_f64().unwrap() + 11.4).abs() < 0.05);
    assert_eq!(verdict["refusal"]["rule"], "D-move");
    let after = dir.join("after.json");
    let out = drillbook(&[
        "charge",
        &file,
        "1",
        "2",
        "--out",
        &after.display().to_string(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("refused"));
    assert!(!after.exists());
}

#[test]
fn bad_questions_get_a_sentence() {
    let dir = scratch("bad-questions");
    let file = face_off(&dir, 150.0);
    for (args, says) in [
        (vec!["reach", file.as_str(), "7"], "no unit 7"),
        (vec!["reach", file.as_str(), "first"], "named by its id"),
        (vec!["charge", file.as_str(), "1", "1"], "itself"),
        (
            vec!["charge", file.as_str(), "1", "2", "--fast"],
            "only --out",
        ),
        (vec!["reach", "missing.json", "1"], "no such file"),
    ] {
        let out = drillbook(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}

#[test]
fn threat_names_what_can_charge_a_unit_and_draws_a_side_by_arm() {
    let dir = scratch("threat");
    // The cavalry's front is 200 mm from the battalion's: it can charge it next turn; the
    // battalion's own 76.2 mm does not reach the cavalry.
    let file = face_off(&dir, 200.0);
    let on_battalion = json_of(&drillbook(&["threat", &file, "2"]));
    assert_eq!(on_battalion["target"], 2);
    assert_eq!(on_battalion["complete"], true);
    let chargers = on_battalion["chargers"].as_array().expect("a list");
    assert_eq!(chargers.len(), 1, "{on_battalion}");
    assert_eq!(chargers[0]["id"], 1);
    assert_eq!(chargers[0]["face"], "front");
    assert_eq!(chargers[0]["allowance_mm"], 228.6);
    let path = chargers[0]["path_mm"].as_f64().expect("a length");
    assert!((path - 200.0).abs() < 0.5, "{path}");
    let on_cavalry = json_of(&drillbook(&["threat", &file, "1"]));
    assert_eq!(on_cavalry["chargers"], json!([]));

    let side = json_of(&drillbook(&["threat", &file, "--side", "0"]));
    assert_eq!(side["arms"][0]["kind"], "cavalry");
    assert_eq!(side["arms"][0]["units"], json!([1]));
    assert!(
        side["arms"][0]["region"][0][0]
            .as_array()
            .expect("an outline")
            .len()
            > 3
    );

    for bad in [
        vec!["threat", file.as_str(), "--side", "7"],
        vec!["threat", file.as_str(), "9"],
    ] {
        let out = drillbook(&bad);
        assert_eq!(out.status.code(), Some(2));
        assert!(!out.stderr.is_empty());
    }
}

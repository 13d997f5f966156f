//! The painter's commands, `drillbook tray`, `drillbook trays` and `drillbook basing`, run as
//! a painter would run them: the files they write are read back and measured.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;
use std::path::PathBuf;

mod command;
use command::drillbook;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A folder of this test's own, emptied.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("drillbook-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// A sample battle of `units` units saved in `dir`.
fn battle(dir: &std::path::Path, units: &str) -> String {
    let out = drillbook(&["sample", units]);
    assert!(out.status.success());
    let file = dir.join("battle.json");
    std::fs::write(&file, &out.stdout).expect("written");
    file.display().to_string()
}

/// The triangles of a binary STL, after checking its length against its count.
fn triangles(stl: &[u8]) -> Vec<[[f32; 3]; 3]> {
    assert!(stl.len() >= 84, "an STL has a header and a count");
    let count = u32::from_le_bytes(stl[80..84].try_into().expect("four bytes")) as usize;
    assert_eq!(stl.len(), 84 + 50 * count, "50 bytes a triangle");
    let float = |at: usize| f32::from_le_bytes(stl[at..at + 4].try_into().expect("four bytes"));
    (0..count)
        .map(|i| {
            let at = 84 + 50 * i + 12;
            [0, 1, 2].map(|corner| [0, 1, 2].map(|axis| float(at + corner * 12 + axis * 4)))
        })
        .collect()
}

/// Whether every edge is met by two faces, once each way.
fn closed(triangles: &[[[f32; 3]; 3]]) -> bool {
    let key = |p: &[f32; 3]| p.map(f32::to_bits);
    let mut edges: HashMap<([u32; 3], [u32; 3]), u32> = HashMap::new();
    for [a, b, c] in triangles {
        for (from, to) in [(a, b), (b, c), (c, a)] {
            *edges.entry((key(from), key(to))).or_default() += 1;
        }
    }
    edges
        .iter()
        .all(|((from, to), n)| *n == 1 && edges.get(&(*to, *from)) == Some(&1))
}

fn extent(triangles: &[[[f32; 3]; 3]]) -> [f32; 3] {
    let mut least = [f32::INFINITY; 3];
    let mut most = [f32::NEG_INFINITY; 3];
    for point in triangles.iter().flatten() {
        for axis in 0..3 {
            least[axis] = least[axis].min(point[axis]);
            most[axis] = most[axis].max(point[axis]);
        }
    }
    [0, 1, 2].map(|axis| most[axis] - least[axis])
}

/// The first unit of the battle, its frontage and its depth, mm.
fn first_unit(file: &str) -> (u32, f32, f32) {
    let out = drillbook(&["analyze", file]);
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let unit = &report["units"][0];
    let id = unit["id"].as_u64().expect("an id") as u32;
    let frontage = unit["readouts"]["frontage_mm"]
        .as_f64()
        .expect("a frontage") as f32;
    let depth = unit["readouts"]["depth_mm"].as_f64().expect("a depth") as f32;
    (id, frontage, depth)
}

#[test]
fn a_unit_s_printed_tray_is_closed_and_measures_its_bases_clearance_rim_and_height() {
    let dir = scratch("stl");
    let file = battle(&dir, "4");
    let (id, frontage, depth) = first_unit(&file);
    let stl = dir.join("tray.stl");
    let out = drillbook(&[
        "tray",
        &file,
        &id.to_string(),
        "--format",
        "stl",
        "--clearance",
        "0.5",
        "--rim",
        "3",
        "--rim-height",
        "2",
        "--floor",
        "1.5",
        "--magnet",
        "5x1",
        "--out",
        &stl.display().to_string(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let faces = triangles(&std::fs::read(&stl).expect("the STL"));
    assert!(closed(&faces), "every edge meets two faces");
    let [across, back, up] = extent(&faces);
    let grown = 2.0 * (0.5 + 3.0);
    assert!(
        (across - (frontage + grown)).abs() < 0.01,
        "{across} for {frontage}"
    );
    assert!((back - (depth + grown)).abs() < 0.01, "{back} for {depth}");
    assert!((up - 3.5).abs() < 1e-4, "{up}");
}

#[test]
fn a_unit_s_laser_drawing_is_at_true_size_in_the_three_layers() {
    let dir = scratch("laser");
    let file = battle(&dir, "4");
    let (id, frontage, _) = first_unit(&file);
    let out = drillbook(&[
        "tray",
        &file,
        &id.to_string(),
        "--format",
        "laser",
        "--kerf",
        "0.2",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let svg = text(&out.stdout);
    let doc = roxmltree::Document::parse(&svg).expect("well-formed SVG");
    let root = doc.root_element();
    let width = root.attribute("width").expect("a width");
    let view: Vec<f64> = root
        .attribute("viewBox")
        .expect("a viewBox")
        .split(' ')
        .map(|v| v.parse().expect("a number"))
        .collect();
    assert_eq!(
        width,
        format!("{}mm", svg_number(view[2])),
        "one unit is one mm"
    );
    let layer = |id: &str| {
        doc.descendants()
            .find(|n| n.attribute("id") == Some(id))
            .unwrap_or_else(|| panic!("a {id} layer"))
    };
    assert_eq!(layer("cut").attribute("stroke"), Some("#ff0000"));
    assert_eq!(layer("score").attribute("stroke"), Some("#0000ff"));
    assert_eq!(layer("engrave").attribute("fill"), Some("#000000"));
    // The floor's outline, the first ring cut, is the tray's width and the kerf.
    let cut = layer("cut")
        .descendants()
        .find_map(|n| n.attribute("d"))
        .expect("cut paths");
    let first_ring = cut.split('Z').next().expect("a ring");
    let xs: Vec<f64> = first_ring
        .split(['M', 'L'])
        .filter(|p| !p.is_empty())
        .map(|p| p.split(' ').next().expect("x").parse().expect("a number"))
        .collect();
    let span = xs.iter().cloned().fold(f64::NEG_INFINITY, f64::max)
        - xs.iter().cloned().fold(f64::INFINITY, f64::min);
    let expected = f64::from(frontage) + 2.0 * (0.5 + 3.0) + 0.2;
    assert!((span - expected).abs() < 0.01, "{span} against {expected}");
}

fn svg_number(value: f64) -> String {
    let text = format!("{value:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

#[test]
fn an_army_s_trays_go_onto_sheets_floors_and_frames_apart() {
    let dir = scratch("sheets");
    let file = battle(&dir, "12");
    let folder = dir.join("sheets");
    let out = drillbook(&[
        "trays",
        &file,
        "--sheet",
        "A4",
        "--out",
        &folder.display().to_string(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let sheets = summary["sheets"].as_u64().expect("a count") as usize;
    let files = summary["files"].as_array().expect("files");
    assert_eq!(files.len(), sheets);
    let pieces = summary["pieces"].as_array().expect("pieces");
    assert_eq!(pieces.len(), 24, "a floor and a frame for each of 12 units");
    for piece in pieces {
        let title = piece["title"].as_str().expect("a title");
        let sheet = piece["sheet"].as_u64().expect("a sheet") as usize;
        let stock = if title.ends_with(": floor") {
            "floor"
        } else {
            "frame"
        };
        let name = files[sheet - 1].as_str().expect("a file name");
        assert!(
            name.ends_with(&format!("-{stock}.svg")),
            "{title} on {name}"
        );
    }
    for name in files {
        let svg = std::fs::read_to_string(name.as_str().expect("a name")).expect("the sheet");
        let doc = roxmltree::Document::parse(&svg).expect("well-formed SVG");
        assert_eq!(doc.root_element().attribute("width"), Some("210mm"));
        assert_eq!(doc.root_element().attribute("height"), Some("297mm"));
    }

    let out = drillbook(&["trays", &file, "--format", "stl", "--sheet", "220x220"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(summary["pieces"].as_array().map(Vec::len), Some(12));
}

#[test]
fn what_leaves_no_room_is_refused_with_the_reason() {
    let dir = scratch("refused");
    let file = battle(&dir, "4");
    let (id, _, _) = first_unit(&file);
    let id = id.to_string();
    let cases: [(&[&str], &str); 7] = [
        (
            &["--format", "stl", "--magnet", "60x1"],
            "larger than the narrowest base",
        ),
        (
            &["--format", "stl", "--magnet", "5x3", "--floor", "2"],
            "goes through a floor",
        ),
        (
            &["--format", "stl", "--clearance", "soft"],
            "--clearance is a length in mm",
        ),
        (
            &["--format", "stl", "--rim", "0"],
            "The rim's width must be from",
        ),
        (&["--format", "wood"], "--format is svg, laser or stl"),
        (&["--colour", "red"], "colour"),
        (
            &["--magnet", "5x1"],
            "the printed template does not read tray options",
        ),
    ];
    for (options, says) in cases {
        let mut args = vec!["tray", file.as_str(), id.as_str()];
        args.extend_from_slice(options);
        let out = drillbook(&args);
        assert_eq!(out.status.code(), Some(2), "{options:?}");
        assert!(out.stdout.is_empty(), "{options:?}");
        assert!(
            text(&out.stderr).contains(says),
            "{options:?}: {}",
            text(&out.stderr)
        );
    }
    let out = drillbook(&["trays", &file, "--sheet", "20x20"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("does not fit a sheet of 20.0 × 20.0 mm"),
        "{}",
        text(&out.stderr)
    );
    let out = drillbook(&["trays", &file, "--sheet", "napkin"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("A sheet is A4, A3, Letter"));
}

#[test]
fn basing_reads_every_unit_by_every_ruleset_with_its_reasons() {
    let dir = scratch("basing");
    let file = battle(&dir, "12");
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

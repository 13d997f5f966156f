//! The `drillbook` command line, run as a player would run it.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::formation::Turn;
use drillbook::geom::Pose;
use drillbook::layout::{Layout, PlayerSide};
use drillbook::rules::{AnchorChoices, AnchorKind, Library};

mod drawn;
use drawn::base_sizes;

mod command;
use command::drillbook;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn rulesets_lists_every_built_in_ruleset() {
    let out = drillbook(&["rulesets"]);
    assert!(out.status.success());
    let listing = text(&out.stdout);
    for id in [
        "basing-only",
        "figure-scale",
        "rff-squares",
        "element-rules",
        "pip-2mm",
    ] {
        assert!(
            listing.lines().any(|l| l.starts_with(&format!("{id}\t"))),
            "{listing}"
        );
    }
}

#[test]
fn ruleset_check_says_ok_for_a_good_file() {
    let out = drillbook(&["ruleset", "check", "rulesets/rff-squares.toml"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout).trim(), "ok");
}

#[test]
fn ruleset_check_prints_the_error_and_exits_2_for_a_broken_file() {
    let file = "tests/rulesets-broken/inner-rank-negative.toml";
    let out = drillbook(&["ruleset", "check", file]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let error = text(&out.stderr);
    assert!(
        error.starts_with(&format!("{file}:29: troop 'line-infantry', formation 'square': inner_rank_over must be a whole number of bases, found -3")),
        "{error}"
    );
}

#[test]
fn a_missing_file_and_bad_arguments_exit_2_with_a_message() {
    let out = drillbook(&["ruleset", "check", "no/such/file.toml"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr).trim(),
        "no/such/file.toml: there is no such file"
    );
    let out = drillbook(&["analyze", "tests"]);
    assert_eq!(
        text(&out.stderr).trim(),
        "tests: it is a folder, not a file"
    );

    // The usage is printed whole, to its last command, on a mistake and when asked for.
    let out = drillbook(&["frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
    let usage = text(&out.stderr);
    for command in ["change", "sample", "worst", "link", "open LINK"] {
        assert!(usage.contains(&format!("drillbook {command}")), "{usage}");
    }
    let out = drillbook(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout).trim(), usage.trim());
}

#[test]
fn analyze_prints_the_report_as_json() {
    let out = drillbook(&["analyze", "docs/examples/flank-charge.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let findings = report["findings"].as_array().expect("findings");
    assert!(
        findings
            .iter()
            .any(|f| f["rule"] == "D-flank" && f["units"] == serde_json::json!([1, 2])),
        "{report}"
    );
    assert_eq!(report["contacts"][0]["aspect_a"], "flank");
    assert_eq!(report["units"][0]["readouts"]["class"], "line");
    assert_eq!(report["ruleset"]["id"], "pip-2mm");
}

#[test]
fn svg_prints_the_table_at_true_size() {
    let out = drillbook(&["svg", "docs/examples/flank-charge.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let svg = text(&out.stdout);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""));
    assert!(svg.contains("mm\" height=\""));
    assert_eq!(
        base_sizes(&svg),
        [(63.5, 20.0), (63.5, 30.0)],
        "the battalion's base and the chasseurs' at their sizes"
    );
    assert!(svg.contains(">Chasseurs à Cheval</text>"));
}

#[test]
fn pages_prints_the_table_a_unit_or_the_trays_on_the_paper_named() {
    let file = "docs/examples/flank-charge.json";
    let out = drillbook(&["pages", file, "--paper", "Letter"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let html = text(&out.stdout);
    assert!(html.contains("size:letter portrait"));
    assert!(html.contains("width=\"215.9mm\" height=\"279.4mm\""));
    let tray = text(&drillbook(&["pages", file, "--tray", "2"]).stdout);
    assert_eq!(tray.matches("class=\"cut\"").count(), 1);
    assert!(tray.contains("Chasseurs à Cheval: tray")); // its sheet's foot
    let unit = text(&drillbook(&["pages", file, "--unit", "2"]).stdout);
    assert!(unit.contains("Chasseurs à Cheval: ") && !unit.contains("class=\"cut\""));
    let trays = text(&drillbook(&["pages", file, "--trays"]).stdout);
    assert_eq!(trays.matches("class=\"cut\"").count(), 2);
    for (options, message) in [
        (&["--paper", "b5"][..], "--paper is a4 or letter, not 'b5'"),
        (&["--tray", "9"][..], "choose a unit on the table first"),
        (&["--sideways"][..], "--sideways"),
    ] {
        let out = drillbook(&[&["pages", file][..], options].concat());
        assert_eq!(out.status.code(), Some(2));
        assert!(text(&out.stderr).contains(message), "{}", text(&out.stderr));
    }
}

/// C-flex: a bent column is drawn as it stands, its frontage its leading element's and its
/// depth what its bases reach back to; its tray is its straight column's.
#[test]
fn a_bent_column_is_drawn_as_it_stands_and_its_tray_is_straight() {
    let file = "tests/links/v6-bent-tail.json";
    let out = drillbook(&["svg", file]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let svg = text(&out.stdout);
    let heavy_foot = &svg[svg.find(">Heavy foot 1</text>").expect("the heavy foot")..];
    let dimensions: Vec<&str> = heavy_foot
        .match_indices("<g class=\"dimension\">")
        .take(2)
        .map(|(at, _)| &heavy_foot[at..at + heavy_foot[at..].find("</g>").expect("closed")])
        .collect();
    assert!(
        dimensions[0].contains(">40.0 mm (1.57″)</text>"),
        "{dimensions:?}"
    );
    assert!(
        !dimensions[1].contains(">80.0 mm"),
        "the bent tail reaches less far back"
    );

    let out = drillbook(&["tray", file, "1"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let tray = text(&out.stdout);
    assert!(
        tray.contains(">Heavy foot 1</text><text x=\"-22\" y=\"92\">tray 44.0 mm (1.73″) × 84.0 mm (3.31″)</text>"),
        "{tray}"
    );
}

#[test]
fn a_bad_layout_exits_2_naming_the_file_line_and_field() {
    let dir = std::env::temp_dir().join(format!("drillbook-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let original = std::fs::read_to_string("docs/examples/flank-charge.json").expect("the example");
    let cases = [
        (
            original.replacen("\"base_width_mm\": 63.5", "\"base_width_mm\": -63.5", 1),
            ":17: unit 1, basing: base_width_mm must be a length in mm above zero, found -63.5",
        ),
        (
            original.replacen(
                "\"name\": \"2nd Line Battalion\"",
                "\"name\": \"<img src=x onerror=alert(1)>\"",
                1,
            ),
            "",
        ),
        (
            "{ not json".to_owned(),
            ":1: this is not valid JSON: key must be a string",
        ),
    ];
    for (i, (layout, expected)) in cases.iter().enumerate() {
        let file = dir.join(format!("case{i}.json"));
        std::fs::write(&file, layout).expect("writable");
        let file = file.to_string_lossy().into_owned();
        if expected.is_empty() {
            // A name that looks like markup is only text: it comes out escaped.
            let out = drillbook(&["svg", &file]);
            assert_eq!(out.status.code(), Some(0));
            let svg = text(&out.stdout);
            assert!(svg.contains("&lt;img src=x onerror=alert(1)&gt;"));
            assert!(!svg.contains("<img"));
            continue;
        }
        let out = drillbook(&["analyze", &file]);
        assert_eq!(out.status.code(), Some(2), "case {i}");
        let error = text(&out.stderr);
        assert!(
            error.starts_with(&format!("{file}{expected}")),
            "case {i}: {error}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn link_prints_a_fragment_that_open_turns_back_into_the_layout() {
    let file = "docs/examples/flank-charge.json";
    let out = drillbook(&["link", file]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let fragment = text(&out.stdout).trim().to_owned();
    assert!(fragment.starts_with("v1."), "{fragment}");

    let address = format!("https://example.org/#{fragment}");
    let out = drillbook(&["open", &address]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let original = std::fs::read_to_string(file).expect("the example");
    assert_eq!(
        drillbook::layout::Layout::from_json(&text(&out.stdout)),
        drillbook::layout::Layout::from_json(&original)
    );
}

#[test]
fn open_exits_2_with_the_message_for_a_bad_link() {
    let out = drillbook(&["open", "v1.AAAA"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        text(&out.stderr).trim(),
        "the link is damaged or was cut short: copy the whole link again"
    );
}

#[test]
fn sample_prints_a_battle_that_reads_back_and_refuses_a_silly_size() {
    let out = drillbook(&["sample", "20"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let layout = drillbook::layout::Layout::from_json(&text(&out.stdout)).expect("a layout");
    assert_eq!(layout.units.len(), 20);
    let out = drillbook(&["sample", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr).trim(),
        "a sample battle has 1 to 1000 units, not '0'"
    );
}

/// One run of `change`: its options, the anchor choices the page would hold for them, the
/// change rule (0-based), and which anchors read the option (none for `--rule`).
type OptionSet = (
    Vec<&'static str>,
    AnchorChoices,
    usize,
    Option<fn(AnchorKind) -> bool>,
);

/// `change`'s options, one at a time.
fn option_sets() -> Vec<OptionSet> {
    vec![
        (Vec::new(), AnchorChoices::default(), 0, None),
        (
            vec!["--turn", "left"],
            AnchorChoices {
                turn: Turn::Left,
                ..AnchorChoices::default()
            },
            0,
            Some(AnchorKind::reads_turn),
        ),
        (
            vec!["--heading", "30"],
            AnchorChoices {
                turn_degrees: 30.0,
                ..AnchorChoices::default()
            },
            0,
            Some(AnchorKind::reads_heading),
        ),
        (
            vec!["--stays", "2"],
            AnchorChoices {
                element: Some(1),
                ..AnchorChoices::default()
            },
            0,
            Some(AnchorKind::reads_element),
        ),
        (
            vec!["--slot", "2"],
            AnchorChoices {
                slot: Some(1),
                ..AnchorChoices::default()
            },
            0,
            Some(AnchorKind::reads_slot),
        ),
        (vec!["--rule", "2"], AnchorChoices::default(), 1, None),
    ]
}

/// Every change between two formations of every troop type of every built-in ruleset, made
/// by `drillbook change` and by the core call the page's formation picker makes, gives the
/// same layout; and a change one refuses, the other refuses too. An option the change's rule
/// does not read is refused by name.
#[test]
fn change_makes_every_formation_change_the_page_makes() {
    let dir = std::env::temp_dir().join(format!("drillbook-change-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("table.json");
    let file_name = file.to_string_lossy().into_owned();
    let library = Library::builtin().expect("built-ins");
    let (mut made, mut refused, mut unread_refused) = (0, 0, 0);
    for entry in library.entries() {
        let ruleset = &entry.ruleset;
        for troop in &ruleset.troops {
            for from in &troop.formations {
                let mut layout = Layout::new(library.reference(&ruleset.id).expect("built in"));
                let id = layout
                    .add_unit(
                        ruleset,
                        &troop.id,
                        PlayerSide(0),
                        Pose::new(100.0, 50.0, 0.0),
                    )
                    .expect("added");
                layout.unit_mut(id).expect("there").formation = from.id.clone();
                std::fs::write(&file, layout.to_json()).expect("writable");
                for to in troop.formations.iter().filter(|to| to.id != from.id) {
                    for (options, choices, way, reads) in option_sets() {
                        let mut page = layout.clone();
                        let anchor = troop
                            .changes_between(&from.id, &to.id)
                            .nth(way)
                            .map(|rule| rule.anchor.value);
                        let unread = match (anchor, reads) {
                            (Some(anchor), Some(reads)) if !reads(anchor) => {
                                Some(format!("{} does not apply", options[0]))
                            }
                            _ => None,
                        };
                        let expected = match unread {
                            Some(why) => Err(why),
                            None => page
                                .change_formation(ruleset, id, &to.id, way, &choices)
                                .and_then(|()| page.check()),
                        };
                        let mut args = vec!["change", &file_name, "1", &to.id];
                        args.extend(&options);
                        let out = drillbook(&args);
                        let case = format!(
                            "{} {}: {} to {} {options:?}",
                            ruleset.id, troop.id, from.id, to.id
                        );
                        match expected {
                            Ok(()) => {
                                assert_eq!(
                                    out.status.code(),
                                    Some(0),
                                    "{case}: {}",
                                    text(&out.stderr)
                                );
                                assert_eq!(
                                    text(&out.stdout).trim_end(),
                                    page.to_json().trim_end(),
                                    "{case}"
                                );
                                made += 1;
                            }
                            Err(why) => {
                                unread_refused += usize::from(why.ends_with("does not apply"));
                                assert_eq!(out.status.code(), Some(2), "{case}");
                                assert!(
                                    text(&out.stderr).contains(&why),
                                    "{case}: {}",
                                    text(&out.stderr)
                                );
                                refused += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(
        made > 100 && refused > 0 && unread_refused > 0,
        "{made} made, {refused} refused, {unread_refused} for an option unread"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `analyze` gives every base where it stands, and a unit that cannot stand is named by
/// `svg` on standard error, or refused by either command with `--strict`.
#[test]
fn analyze_places_every_base_and_strict_refuses_a_unit_that_cannot_stand() {
    let out = drillbook(&["analyze", "docs/examples/flank-charge.json"]);
    assert_eq!(out.status.code(), Some(0));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let battalion = &report["placed"][0];
    assert_eq!(battalion["unit"], 1);
    assert_eq!(battalion["bases"][0]["facing"], 0.0);
    assert_eq!(
        battalion["bases"][0]["corners"],
        serde_json::json!([[-31.75, 0.0], [31.75, 0.0], [31.75, 20.0], [-31.75, 20.0]])
    );
    let chasseurs = &report["placed"][1]["bases"][0];
    assert_eq!(chasseurs["facing"], 270.0);

    let dir = std::env::temp_dir().join(format!("drillbook-strict-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("square.json");
    let original = std::fs::read_to_string("docs/examples/flank-charge.json").expect("the example");
    // A troop type the ruleset does not have: the file reads, but the unit cannot stand.
    let broken = original.replacen("\"troop\": \"infantry\"", "\"troop\": \"dragoons\"", 1);
    assert_ne!(broken, original);
    std::fs::write(&file, broken).expect("writable");
    let file = file.to_string_lossy().into_owned();
    let out = drillbook(&["svg", &file]);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        text(&out.stderr).contains("unit 1 is not drawn"),
        "{}",
        text(&out.stderr)
    );
    for command in ["svg", "analyze"] {
        let out = drillbook(&[command, &file, "--strict"]);
        assert_eq!(out.status.code(), Some(2), "{command}");
        assert!(
            text(&out.stderr).contains("unit 1 cannot stand"),
            "{}",
            text(&out.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `analyze` gives each unit what its formation means under the rules, as the inspector
/// shows it, each with its rule, and its move allowance.
#[test]
fn analyze_gives_every_units_consequences_and_allowance() {
    let out = drillbook(&["sample", "40"]);
    let dir = std::env::temp_dir().join(format!("drillbook-says-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("battle.json");
    std::fs::write(&file, &out.stdout).expect("writable");
    let out = drillbook(&["analyze", &file.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let library = Library::builtin().expect("built-ins");
    let ruleset = &library.get("figure-scale").expect("built in").ruleset;
    let layout =
        Layout::from_json(&std::fs::read_to_string(&file).expect("written")).expect("a layout");
    let mut said = 0;
    for (unit, placed) in report["units"]
        .as_array()
        .expect("units")
        .iter()
        .zip(&layout.units)
    {
        let troop = ruleset.troop(&placed.troop).expect("a troop type");
        let class: drillbook::formation::FormationClass =
            serde_json::from_value(unit["readouts"]["class"].clone()).expect("a class");
        let expected: Vec<serde_json::Value> = ruleset
            .consequences_for(class, troop.kind)
            .map(|c| serde_json::json!({ "value": c.says.value, "rule": c.says.cite() }))
            .collect();
        let found = unit["consequences"].as_array().cloned().unwrap_or_default();
        assert_eq!(found, expected, "unit {}", placed.id);
        said += found.len();
        let allowance = troop
            .formation(&placed.formation)
            .and_then(|f| troop.allowance(f))
            .map(|a| (a.value, a.cite().to_owned()));
        let found = unit.get("allowance").map(|a| {
            (
                a["value"].as_f64().expect("mm") as f32,
                a["rule"].as_str().expect("a rule").to_owned(),
            )
        });
        assert_eq!(found, allowance, "unit {}", placed.id);
    }
    assert!(said > 0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn muster_reads_an_army_list_into_a_deployed_layout() {
    for (example, units) in [
        ("docs/examples/army.csv", 13),
        ("docs/examples/army.txt", 15),
    ] {
        let out = drillbook(&["muster", example, "--rules", "figure-scale"]);
        assert!(out.status.success(), "{example}: {}", text(&out.stderr));
        let layout = Layout::from_json(&text(&out.stdout)).expect("a layout");
        assert_eq!(layout.units.len(), units, "{example}");
        assert!(layout.battlefield.is_some());
        assert!(layout.brigades.iter().any(|b| b.name.contains("Kempt")));
    }
    let dir = std::env::temp_dir().join(format!("drillbook-muster-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let bad = dir.join("bad.txt");
    std::fs::write(
        &bad,
        "# Blue\n3 × Landwehr \"Kurmark\" 6 bases\n2 × Line infantry \"1er\" 6 Basen\n",
    )
    .expect("written");
    let out = drillbook(&[
        "muster",
        bad.to_str().expect("a path"),
        "--rules",
        "figure-scale",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let said = text(&out.stderr);
    assert!(
        said.contains("line 2") && said.contains("Landwehr"),
        "{said}"
    );
    assert!(said.contains("line 3") && said.contains("Basen"), "{said}");
    assert!(out.stdout.is_empty());
    let out = drillbook(&[
        "muster",
        "docs/examples/army.txt",
        "--rules",
        "figure-scale",
        "--table",
        "6x4",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("6x4ft"), "{}", text(&out.stderr));
    let out = drillbook(&["muster", "docs/examples/army.txt"]);
    assert!(
        text(&out.stderr).contains("--rules"),
        "{}",
        text(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn drill_forms_a_named_brigade_and_refuses_one_with_no_room() {
    let dir = std::env::temp_dir().join(format!("drillbook-drill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let army = dir.join("army.json");
    let out = drillbook(&[
        "muster",
        "docs/examples/army.csv",
        "--rules",
        "figure-scale",
    ]);
    std::fs::write(&army, &out.stdout).expect("written");
    let army = army.to_str().expect("a path");
    let mustered = Layout::from_json(&text(&out.stdout)).expect("a layout");
    let brigade = &mustered.brigades[0];
    let out = drillbook(&["drill", army, &brigade.name, "two-lines", "--at", "0,0,0"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("A-9.24"),
        "{}",
        text(&out.stderr)
    );
    let drilled = Layout::from_json(&text(&out.stdout)).expect("a layout");
    let first = drilled.unit(brigade.units[0]).expect("there");
    assert_eq!((first.pose.y, first.pose.heading), (0.0, 0.0));
    assert_eq!(first.formation, "line");
    let out = drillbook(&["drill", army, "1", "squares", "--at", "5000,0,0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("off the table"),
        "{}",
        text(&out.stderr)
    );
    let out = drillbook(&["drill", army, "1", "wedge", "--at", "0,0,0"]);
    assert!(
        text(&out.stderr).contains("ordre-mixte"),
        "{}",
        text(&out.stderr)
    );
    let out = drillbook(&["drill", army, "1", "line"]);
    assert!(text(&out.stderr).contains("--at"), "{}", text(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn army_saves_a_side_and_muster_takes_it_into_another_table_under_other_rules() {
    let dir = std::env::temp_dir().join(format!("drillbook-army-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = |name: &str| dir.join(name).to_str().expect("a path").to_owned();
    let out = drillbook(&[
        "muster",
        "docs/examples/army.csv",
        "--rules",
        "figure-scale",
        "--out",
        &path("table.json"),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = drillbook(&[
        "army",
        &path("table.json"),
        "Blue",
        "--out",
        &path("blue.json"),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let army = Layout::from_json(&std::fs::read_to_string(path("blue.json")).expect("written"))
        .expect("a layout");
    assert!(army.battlefield.is_none() && army.units.iter().all(|u| u.side == PlayerSide(0)));
    let out = drillbook(&[
        "muster",
        &path("blue.json"),
        "--rules",
        "pip-2mm",
        "--side",
        "Vermilion",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let mustered = Layout::from_json(&text(&out.stdout)).expect("a layout");
    assert_eq!(mustered.units.len(), army.units.len());
    assert!(mustered.units.iter().all(|u| u.side == PlayerSide(1)));
    assert!(
        matches!(&mustered.ruleset, drillbook::layout::RulesetRef::Builtin { id, .. } if id == "pip-2mm")
    );
    let out = drillbook(&["army", &path("table.json"), "Purple"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("Purple has no units"),
        "{}",
        text(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

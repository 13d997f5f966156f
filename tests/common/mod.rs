//! Rule IDs and tables shared by the tests.

/// Every rule ID of the rules digest.
pub const DIGEST_RULES: &[&str] = &[
    "A-9.11",
    "A-9.12",
    "A-9.13",
    "A-9.14",
    "A-9.15",
    "A-9.21",
    "A-9.23",
    "A-9.24",
    "A-9.25",
    "A-9.32",
    "A-9.33",
    "A-9.34",
    "A-9.35",
    "A-9.36",
    "A-9.37",
    "A-9.42",
    "A-9.43",
    "A-9.46",
    "A-9.47",
    "A-9.49",
    "A-9.51",
    "A-9.52",
    "A-9.53",
    "A-9.54",
    "A-9.55",
    "A-9.56",
    "A-9.57",
    "A-9.58",
    "A-9.59",
    "A-8.31",
    "A-8.33",
    "A-8.34",
    "A-8.35",
    "A-8.37",
    "A-8.42",
    "A-8.44",
    "A-8.45",
    "A-8.46",
    "A-8.48",
    "A-8.53",
    "A-8.52",
    "A-8.61",
    "A-8.71",
    "A-8.72",
    "A-8.73",
    "B-square-shape",
    "B-square-anchor",
    "B-square-inner",
    "B-square-who",
    "B-deliberate",
    "B-hasty",
    "B-square-move",
    "B-square-exit",
    "B-shelter",
    "B-square-fire",
    "B-square-charge",
    "B-rect-square",
    "B-oblique-square",
    "C-formations",
    "C-last",
    "C-light-line",
    "C-contact",
    "C-col-to-line",
    "C-line-to-col",
    "C-flex",
    "C-no-move",
    "C-organisation",
    "C-tests",
    "D-move",
    "D-half",
    "D-road",
    "D-no-overlap",
    "D-terrain",
    "D-contact",
    "D-flank",
    "D-rear",
    "D-turn",
    "D-interpenetrate",
    "D-square",
    "D-square-base",
    "D-artillery",
];

/// The rules the formation engine implements: each is cited by the engine's code, by a
/// scenario, and by the ruleset file of its system.
pub const ENGINE_RULES: &[&str] = &[
    "A-8.31",
    "A-8.33",
    "A-8.45",
    "A-8.52",
    "A-8.53",
    "A-8.61",
    "A-8.71",
    "A-8.73",
    "A-9.11",
    "A-9.12",
    "A-9.21",
    "A-9.32",
    "A-9.33",
    "A-9.35",
    "A-9.36",
    "A-9.46",
    "A-9.47",
    "A-9.51",
    "A-9.56",
    "A-9.57",
    "B-oblique-square",
    "B-rect-square",
    "B-square-anchor",
    "B-square-exit",
    "B-square-fire",
    "B-square-inner",
    "B-square-shape",
    "C-col-to-line",
    "C-contact",
    "C-formations",
    "C-line-to-col",
    "C-organisation",
    "D-square-base",
];

/// Every analysis scenario's layout, with the scenario file's path, in order of path.
pub fn analysis_scenario_layouts() -> Vec<(String, drillbook::layout::Layout)> {
    let mut layouts: Vec<(String, drillbook::layout::Layout)> =
        std::fs::read_dir("tests/scenarios/analysis")
            .expect("the scenarios")
            .map(|e| e.expect("entry").path())
            .map(|path| {
                let text = std::fs::read_to_string(&path).expect("readable");
                let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
                let layout = drillbook::layout::Layout::from_json(&value["layout"].to_string())
                    .expect("a layout");
                (path.display().to_string(), layout)
            })
            .collect();
    layouts.sort_by(|a, b| a.0.cmp(&b.0));
    layouts
}

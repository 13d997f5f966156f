//! The layout's JSON form: it round-trips, the documented example reads, and bad files are
//! refused with a message naming the problem.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::layout::Layout;
use proptest::prelude::*;

#[path = "strategies/layouts.rs"]
mod layouts;

use layouts::{game, layout};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_layout_reads_back_as_written(layout in layout()) {
        let text = layout.to_json();
        let back = Layout::from_json(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let mut normalised = layout;
        normalised.normalise();
        prop_assert_eq!(back, normalised);
    }

    #[test]
    fn a_game_reads_back_as_written(layout in game()) {
        let text = layout.to_json();
        let back = Layout::from_json(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let mut normalised = layout;
        normalised.normalise();
        prop_assert_eq!(back, normalised);
    }

    #[test]
    fn arbitrary_json_never_panics(text in "\\PC{0,200}") {
        let _ = Layout::from_json(&text);
    }
}

#[test]
fn the_documented_example_reads() {
    let docs = std::fs::read_to_string("docs/formats.md").expect("docs/formats.md");
    let start = docs.find("```json layout").expect("a layout example") + "```json layout".len();
    let end = start + docs[start..].find("```").expect("the example's end");
    let layout = Layout::from_json(&docs[start..end]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(layout.units.len(), 2);
}

fn refused(text: &str) -> String {
    Layout::from_json(text).expect_err(text).to_string()
}

const HEAD: &str = r#"{"format": "drillbook-layout", "version": 1, "ruleset": {"id": "rff-squares", "version": "1.0.0"}, "units": ["#;

fn with_unit(unit: &str) -> String {
    format!("{HEAD}{unit}]}}")
}

/// A layout of one unit, of side 0 with id 1, and `brigades`.
fn with_brigades(brigades: &str) -> String {
    format!("{HEAD}{GOOD_UNIT}], \"brigades\": {brigades}}}")
}

/// A layout of version 2 with no units and `fields` beside them.
fn with_table(fields: &str) -> String {
    format!(
        r#"{{"format": "drillbook-layout", "version": 2, "ruleset": {{"id": "rff-squares", "version": "1.0.0"}}, {fields}, "units": []}}"#
    )
}

const GOOD_UNIT: &str = r#"{"id": 1, "name": "1st", "side": 0, "troop": "infantry", "basing": {"bases": 12, "figures_per_base": 4, "base_width_mm": 30, "base_depth_mm": 20}, "formation": "line", "pose": {"x": 0, "y": 0, "heading": 0}}"#;

/// A change of formation from column, from the origin to 100 mm up the table.
const CHANGE: &str = r#"{"from": "column", "before": {"x": 0, "y": 0, "heading": 0}, "after": {"x": 0, "y": 100, "heading": 0}}"#;

#[test]
fn bad_layouts_are_refused_with_the_field_and_value() {
    assert!(Layout::from_json(&with_unit(GOOD_UNIT)).is_ok());
    let cases = [
        (
            r#"{"format": "something-else", "version": 1}"#.to_owned(),
            "format must be \"drillbook-layout\"",
        ),
        (
            r#"{"players": 2, "scores": [3, 1]}"#.to_owned(),
            "this JSON is not a Drillbook layout: a layout starts with \"format\": \"drillbook-layout\"",
        ),
        (
            "[1, 2, 3]".to_owned(),
            "this JSON is not a Drillbook layout",
        ),
        (
            r#"{"format": "drillbook-layout", "version": 11, "units": []}"#.to_owned(),
            "version is 11, but this Drillbook reads layouts of versions 1 to 10",
        ),
        (
            with_table(r#""name": "Ridge\u0007""#),
            "name must not hold the control character U+0007 (character 6)",
        ),
        (
            with_table(&format!(r#""name": "{}""#, "x".repeat(121))),
            "name is longer than 120 characters",
        ),
        (with_table(r#""name": 7"#), "name must be"),
        (
            with_table(r#""scale": 0"#),
            "scale must be a factor from 0.1 to 10, found 0",
        ),
        (
            with_table(r#""scale": "centimetres""#),
            "scale must be a factor, such as 0.5, or \"inches-as-cm\"",
        ),
        (
            with_table(r#""allowances": {"infantry": 0}"#),
            "allowances: infantry must be a distance above 0 and at most 100000 mm, found 0",
        ),
        (
            with_table(r#""allowances": {"infantry": "six inches"}"#),
            "allowances: infantry must be a move allowance in mm, found \"six inches\"",
        ),
        (
            with_table(
                r#""table": {"x": 0, "y": 0, "width_mm": 1200, "depth_mm": 800, "turn": 10000}"#,
            ),
            "table: turn must be 0 to 9999, found 10000",
        ),
        (
            with_table(r#""allowances": [152.4]"#),
            "allowances must be a table of troop ids and move allowances in mm",
        ),
        (
            with_table(r#""table": {"x": 0, "y": 0, "width_mm": 50, "depth_mm": 1200}"#),
            "table: width_mm must be 100 to 20000 mm, found 50",
        ),
        (
            with_table(
                r#""table": {"x": 0, "y": 0, "width_mm": 1200, "depth_mm": 1200, "zones": [{"side": 0, "corners": [{"x": 0, "y": 0}]}]}"#,
            ),
            "zones 1: corners must list 3 to 64 corners, found 1",
        ),
        (
            with_table(
                r#""table": {"x": 0, "y": 0, "width_mm": 1200, "depth_mm": 1200, "zones": [{"side": 1, "corners": [{"x": 0, "y": 0}, {"x": 9, "y": 0}, {"x": 0, "y": 9}]}, {"side": 1, "corners": [{"x": 0, "y": 0}, {"x": 9, "y": 0}, {"x": 0, "y": 9}]}]}"#,
            ),
            "table: zones give side 1 two zones; a side has one",
        ),
        (
            with_table(
                r#""table": {"x": 0, "y": 0, "width_mm": 1200, "depth_mm": 1200, "terrain": [{"kind": "lava", "points": []}]}"#,
            ),
            "table: terrain 1: kind must be one of wood, built-up, hill",
        ),
        (
            with_table(
                r#""table": {"x": 0, "y": 0, "width_mm": 1200, "depth_mm": 1200, "terrain": [{"kind": "road", "points": [{"x": 0, "y": 0}, {"x": 9, "y": 0}]}]}"#,
            ),
            "table: terrain 1: width_mm",
        ),
        (
            with_table(
                r#""table": {"x": 0, "y": 0, "width_mm": 1200, "depth_mm": 1200, "terrain": [{"kind": "wall", "points": [{"x": 0, "y": 0}], "width_mm": 5}]}"#,
            ),
            "table: terrain 1: points must list 2 to 64 points along its centre line, found 1",
        ),
        (
            with_table(
                r#""table": {"x": 0, "y": 0, "width_mm": 1200, "depth_mm": 1200, "terrain": [{"kind": "wood", "points": [{"x": 0, "y": 0}, {"x": 9, "y": 0}, {"x": 0, "y": 9}], "width_mm": 5}]}"#,
            ),
            "unknown field 'width_mm'",
        ),
        (
            with_table(
                r#""table": {"x": 0, "y": 0, "width_mm": 1200, "depth_mm": 1200, "terrain": [{"kind": "river", "points": [{"x": 0, "y": 0}, {"x": 9, "y": 0}], "width_mm": 900}]}"#,
            ),
            "table: terrain 1: width_mm must be 1 to 500 mm, found 900",
        ),
        (
            with_table(
                r#""table": {"x": 0, "y": 0, "width_mm": 1200, "depth_mm": 1200, "colour": 1}"#,
            ),
            "unknown field 'colour'",
        ),
        (
            with_unit(&GOOD_UNIT.replace("\"bases\": 12", "\"bases\": 1000000")),
            "unit 1, basing: bases is too large: at most 200 bases a unit, found 1000000",
        ),
        (
            with_unit(&GOOD_UNIT.replace("\"base_width_mm\": 30", "\"base_width_mm\": -30")),
            "unit 1, basing: base_width_mm must be a length in mm above zero, found -30",
        ),
        (
            with_unit(&GOOD_UNIT.replace("\"x\": 0", "\"x\": 1e300")),
            "unit 1, pose: x must be a distance in mm, found 1e300",
        ),
        (
            with_unit(&GOOD_UNIT.replace("\"x\": 0", "\"x\": 1e9")),
            "unit 1, pose: x must be within 100000 mm of the table's origin, found 1000000000",
        ),
        (
            with_unit(&GOOD_UNIT.replace("\"side\": 0", "\"side\": 9")),
            "unit 1: side must be 0 to 3, found 9",
        ),
        (
            with_unit(&GOOD_UNIT.replace("\"formation\"", "\"colour\": \"red\", \"formation\"")),
            "unit 1: unknown field 'colour'",
        ),
        (
            with_unit(&GOOD_UNIT.replace("\"name\": \"1st\"", "\"name\": 5")),
            "unit 1: name must be a text in quotes, found 5",
        ),
        (
            with_unit(&GOOD_UNIT.replace("\"name\": \"1st\"", "\"name\": \"  \"")),
            "unit 1: name must not be blank",
        ),
        (
            with_unit(&format!("{GOOD_UNIT}, {GOOD_UNIT}")),
            "the unit id 1 is used twice",
        ),
        (
            with_unit(&GOOD_UNIT.replace("\"formation\"", "\"order\": 3, \"formation\"")),
            "unit 1: order must be a text in quotes, found 3",
        ),
        (
            with_unit(&GOOD_UNIT.replace("\"formation\"", "\"order\": \" \", \"formation\"")),
            "unit 1: order must not be blank",
        ),
        (
            with_unit(
                &GOOD_UNIT.replace("\"formation\"", "\"state\": \"panicked\", \"formation\""),
            ),
            "unit 1: state must be one of good-order, disordered, routed, found \"panicked\"",
        ),
        (
            with_unit(&GOOD_UNIT.replace(", \"pose\": {\"x\": 0, \"y\": 0, \"heading\": 0}", "")),
            "unit 1: pose is missing",
        ),
        (
            with_unit(&GOOD_UNIT.replace(
                "\"formation\"",
                &format!("\"changes\": [{}], \"formation\"", [CHANGE; 9].join(", ")),
            )),
            "unit 1: changes lists 9 changes of formation; a turn records at most 8",
        ),
        (
            with_unit(&GOOD_UNIT.replace(
                "\"formation\"",
                &format!(
                    "\"changes\": [{}], \"formation\"",
                    CHANGE.replace("column", " ")
                ),
            )),
            "unit 1: changes 1: from must not be blank",
        ),
        (
            with_unit(&GOOD_UNIT.replace(
                "\"formation\"",
                &format!(
                    "\"changes\": [{}], \"formation\"",
                    CHANGE.replace("\"after\"", "\"later\"")
                ),
            )),
            "unit 1: changes 1: after is missing",
        ),
        (
            with_brigades(r#"[{"name": "Guard", "units": [1, 2]}]"#),
            "line 1: brigades 1: units lists unit 2, which the layout lacks",
        ),
        (
            with_brigades(r#"[{"name": "Guard", "units": [1]}, {"name": "Line", "units": [1]}]"#),
            "brigades 2: units lists unit 1, already in a brigade",
        ),
        (
            with_brigades(r#"[{"name": "Guard", "units": []}]"#),
            "brigades 1: units must list at least one unit",
        ),
        (
            with_brigades(r#"[{"name": "", "units": [1]}]"#),
            "brigades 1: name must not be blank",
        ),
        (
            with_brigades(r#"[{"name": "Guard", "units": ["first"]}]"#),
            "brigades 1: units 1: must be a unit's id, found",
        ),
        (
            with_brigades(r#"[{"name": "Guard", "units": [1], "colour": "red"}]"#),
            "brigades 1: unknown field 'colour'",
        ),
    ];
    for (text, expected) in cases {
        let message = refused(&text);
        assert!(
            message.contains(expected),
            "expected {expected:?}\n   found {message:?}"
        );
    }
}

#[test]
fn too_many_units_are_refused_before_any_is_read() {
    let many = vec![GOOD_UNIT; 1001].join(", ");
    assert!(refused(&with_unit(&many)).contains("at most 1000 fit one table"));
}

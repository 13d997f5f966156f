//! The layout's JSON form: it round-trips, the documented example reads, and bad files are
//! refused with a message naming the problem.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::formation::{Placement, Side, UnitState};
use drillbook::geom::Pose;
use drillbook::layout::{Layout, LayoutUnit, PlayerSide, RulesetRef};
use drillbook::rules::{Basing, FormationChoices};
use proptest::prelude::*;

fn pose() -> impl Strategy<Value = Pose> {
    (-5000.0f32..5000.0, -5000.0f32..5000.0, 0.0f32..360.0).prop_map(|(x, y, h)| Pose::new(x, y, h))
}

fn placements(most: usize) -> impl Strategy<Value = Vec<Placement>> {
    prop::collection::vec(
        (
            -500.0f32..500.0,
            -500.0f32..500.0,
            prop::sample::select(vec![0.0f32, 90.0, 45.5]),
        )
            .prop_map(|(x, y, facing)| Placement { x, y, facing }),
        0..=most,
    )
}

fn unit() -> impl Strategy<Value = LayoutUnit> {
    let basing =
        (1u32..=40, 0u32..=6, 5.0f32..=100.0, 5.0f32..=100.0).prop_map(|(bases, figures, w, d)| {
            Basing {
                bases,
                figures_per_base: figures,
                base_width_mm: w,
                base_depth_mm: d,
            }
        });
    let choices = (
        0.0f32..20.0,
        prop::option::of(1u32..6),
        prop::sample::select(Side::ALL.to_vec()),
        prop::option::of(1u32..6),
        prop::option::of(10.0f32..100.0),
        placements(3),
    )
        .prop_map(|(gap_mm, files, extras, front_bases, spacing_mm, placed)| {
            FormationChoices {
                gap_mm,
                files,
                extras,
                front_bases,
                spacing_mm,
                placed,
            }
        });
    (
        (
            1u32..1_000_000,
            "[^\\p{C}\\s][^\\p{C}]{0,29}",
            0u8..4,
            "[a-z-]{1,12}",
            basing,
        ),
        (
            prop::sample::select(vec![
                UnitState::GoodOrder,
                UnitState::Disordered,
                UnitState::Routed,
            ]),
            0u32..12,
            "[a-z-]{1,12}",
            choices,
            pose(),
            prop::option::of(pose()),
        ),
    )
        .prop_map(
            |(
                (id, name, side, troop, basing),
                (state, cannon, formation, mut choices, pose, move_start),
            )| {
                choices.placed.truncate(basing.bases as usize);
                LayoutUnit {
                    id,
                    name,
                    side: PlayerSide(side),
                    troop,
                    basing,
                    state,
                    cannon,
                    formation,
                    choices,
                    detached: 0,
                    skirmishers: Vec::new(),
                    pose,
                    move_start,
                }
            },
        )
}

fn layout() -> impl Strategy<Value = Layout> {
    let ruleset = prop_oneof![
        ("[a-z-]{1,12}", "[0-9.]{1,6}")
            .prop_map(|(id, version)| RulesetRef::Builtin { id, version }),
        "[a-z]\\PC{0,199}".prop_map(|toml| RulesetRef::Custom { toml }),
    ];
    (ruleset, prop::collection::vec(unit(), 0..8)).prop_map(|(ruleset, mut units)| {
        for (i, unit) in units.iter_mut().enumerate() {
            unit.id = i as u32 + 1;
        }
        Layout { ruleset, units }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_layout_reads_back_as_written(layout in layout()) {
        let text = layout.to_json();
        let back = Layout::from_json(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back, layout);
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

const GOOD_UNIT: &str = r#"{"id": 1, "name": "1st", "side": 0, "troop": "infantry", "basing": {"bases": 12, "figures_per_base": 4, "base_width_mm": 30, "base_depth_mm": 20}, "formation": "line", "pose": {"x": 0, "y": 0, "heading": 0}}"#;

#[test]
fn bad_layouts_are_refused_with_the_field_and_value() {
    assert!(Layout::from_json(&with_unit(GOOD_UNIT)).is_ok());
    let cases = [
        (
            r#"{"format": "something-else", "version": 1}"#.to_owned(),
            "format must be \"drillbook-layout\"",
        ),
        (
            r#"{"format": "drillbook-layout", "version": 7, "units": []}"#.to_owned(),
            "version is 7, but this Drillbook reads layouts of version 1",
        ),
        (
            with_unit(&GOOD_UNIT.replace("\"bases\": 12", "\"bases\": 1000000")),
            "unit 1, basing: bases must be 1 to 1000, found 1000000",
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
            with_unit(
                &GOOD_UNIT.replace("\"formation\"", "\"state\": \"panicked\", \"formation\""),
            ),
            "unit 1: state must be one of good-order, disordered, routed, found \"panicked\"",
        ),
        (
            with_unit(&GOOD_UNIT.replace(", \"pose\": {\"x\": 0, \"y\": 0, \"heading\": 0}", "")),
            "unit 1: pose is missing",
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
    let many = vec![GOOD_UNIT; 5001].join(", ");
    assert!(refused(&with_unit(&many)).contains("at most 5000 fit one table"));
}

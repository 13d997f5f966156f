//! The value tree read from TOML and JSON against the crates' own trees (`toml::Table`,
//! `serde_json::Value`), with the lines of errors and what rulesets refuse on purpose.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;

use drillbook::doc::{Value, ValueKind, parse_json, parse_toml, write_json};
use proptest::prelude::*;
use serde_json::Value as Json;

/// Our tree as serde_json's, for comparing.
fn ours_as_json(value: &Value) -> Json {
    match &value.kind {
        ValueKind::Null => Json::Null,
        ValueKind::Bool(b) => Json::Bool(*b),
        ValueKind::Integer(n) => Json::from(*n),
        ValueKind::Float(x) => Json::from(*x),
        ValueKind::String(s) => Json::String(s.clone()),
        ValueKind::Array(items) => Json::Array(items.iter().map(ours_as_json).collect()),
        ValueKind::Table(entries) => Json::Object(
            entries
                .iter()
                .map(|(k, v)| (k.clone(), ours_as_json(v)))
                .collect(),
        ),
    }
}

fn toml_as_json(value: &toml::Value) -> Json {
    match value {
        toml::Value::String(s) => Json::String(s.clone()),
        toml::Value::Integer(n) => Json::from(*n),
        toml::Value::Float(x) => Json::from(*x),
        toml::Value::Boolean(b) => Json::Bool(*b),
        toml::Value::Datetime(d) => Json::String(d.to_string()),
        toml::Value::Array(items) => Json::Array(items.iter().map(toml_as_json).collect()),
        toml::Value::Table(table) => Json::Object(
            table
                .iter()
                .map(|(k, v)| (k.clone(), toml_as_json(v)))
                .collect(),
        ),
    }
}

fn reference_toml(text: &str) -> Option<Json> {
    text.parse::<toml::Table>()
        .ok()
        .map(|t| toml_as_json(&toml::Value::Table(t)))
}

#[test]
fn every_ruleset_file_reads_as_the_toml_crate_reads_it() {
    for entry in fs::read_dir("rulesets").expect("the rulesets folder") {
        let path = entry.expect("an entry").path();
        let text = fs::read_to_string(&path).expect("a readable file");
        let ours = parse_toml(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(
            Some(ours_as_json(&ours)),
            reference_toml(&text),
            "{}",
            path.display()
        );
    }
}

#[test]
fn toml_features_rulesets_use_read_alike() {
    let text = r#"
# comment
title = "Drillbook" # trailing comment
"quoted key" = 'literal \ string'
dotted.key = 1_000
floats = [1.5, -2e3, 6.25E-1, +0.5]
nested = { a = { b = [true, false] }, c = "\u00e9\t" }
poem = """
Roses are red \
    and joined.
Quotes "" inside.""""
raw = '''
C:\no\escapes '' here'''
multi = [
  1,   # one
  2,
]

[table.inner]
x = -7

[[troop]]
id = "a"
[troop.basing]
bases = 4
[[troop.formation]]
id = "line"
[[troop.formation]]
id = "column"

[[troop]]
id = "b"
"#;
    let ours = parse_toml(text).expect("valid TOML");
    assert_eq!(Some(ours_as_json(&ours)), reference_toml(text));
}

#[test]
fn malformed_toml_is_refused_with_a_line() {
    let cases = [
        ("a = ", 1),
        ("a = 1\na = 2", 2),
        ("[t]\n[t]", 2),
        ("a = \"open", 1),
        ("a = 1 2", 1),
        ("x = 1\n[x]", 2),
        ("a = [1, 2", 1),
        ("a = 012", 1),
        ("a = 1.", 1),
        ("= 1", 1),
        ("a = \"\\q\"", 1),
    ];
    for (text, line) in cases {
        assert!(
            reference_toml(text).is_none(),
            "the reference accepts {text:?}"
        );
        let error = parse_toml(text).expect_err(text);
        assert_eq!(error.line, line, "{text:?}: {error}");
    }
}

#[test]
fn valid_toml_that_rulesets_do_not_use_is_refused_with_a_reason() {
    let cases = [
        ("a = 0x1F", "decimal"),
        ("a = 1979-05-27", "date"),
        ("a = 07:32:00", "date"),
    ];
    for (text, reason) in cases {
        assert!(
            reference_toml(text).is_some(),
            "the reference refuses {text:?}"
        );
        let error = parse_toml(text).expect_err(text);
        assert!(error.message.contains(reason), "{text:?}: {error}");
    }
}

#[test]
fn deep_nesting_is_refused_not_overflowed() {
    let toml = format!("a = {}1{}", "[".repeat(10_000), "]".repeat(10_000));
    assert!(parse_toml(&toml).is_err());
    let json = format!("{}1{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(parse_json(&json).is_err());
}

#[test]
fn malformed_json_is_refused_with_a_line() {
    let cases = [
        ("{\"a\": 1,}", 1),
        ("{\"a\": 1, \"a\": 2}", 1),
        ("[1,\n2,\n]", 3),
        ("{'a': 1}", 1),
        ("01", 1),
        ("1.", 1),
        ("\"\\ud800\"", 1),
        ("nul", 1),
        ("[1] 2", 1),
        ("1e999", 1),
    ];
    for (text, line) in cases {
        let error = parse_json(text).expect_err(text);
        assert_eq!(error.line, line, "{text:?}: {error}");
    }
}

/// Values TOML and JSON can both hold, nested a few levels: finite numbers, any text, and
/// tables with any keys.
fn tree() -> impl Strategy<Value = Json> {
    let leaf = prop_oneof![
        any::<bool>().prop_map(Json::Bool),
        any::<i64>().prop_map(Json::from),
        any::<f64>()
            .prop_filter("finite", |x| x.is_finite())
            .prop_map(Json::from),
        "\\PC{0,12}|[\"'\n\\\\ a]{0,8}".prop_map(Json::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(Json::Array),
            prop::collection::btree_map("[^\n\r]{1,8}", inner, 0..5)
                .prop_map(|m| Json::Object(m.into_iter().collect())),
        ]
    })
}

fn table() -> impl Strategy<Value = Json> {
    prop::collection::btree_map("[a-z_][a-z0-9_-]{0,6}|[^\n\r]{1,6}", tree(), 0..6)
        .prop_map(|m| Json::Object(m.into_iter().collect()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// What the toml crate writes, we read back as the same tree.
    #[test]
    fn toml_written_by_the_reference_reads_back(doc in table()) {
        let reference: toml::Table = serde_json::from_value(doc.clone()).expect("a TOML table");
        let text = toml::to_string(&reference).expect("serialisable");
        let ours = parse_toml(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(ours_as_json(&ours), toml_as_json(&toml::Value::Table(reference)));
    }

    /// JSON round-trips through serde_json both ways: it reads ours, we read its.
    #[test]
    fn json_round_trips_with_the_reference(doc in tree()) {
        let text = serde_json::to_string_pretty(&doc).expect("serialisable");
        let ours = parse_json(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&ours_as_json(&ours), &doc);
        let written = write_json(&ours);
        let back: Json = serde_json::from_str(&written).expect("serde_json reads our JSON");
        prop_assert_eq!(back, doc);
    }

    /// Arbitrary text never makes either parser panic, and TOML agrees with the reference on
    /// whether it is valid, except for what rulesets refuse on purpose.
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
        let _ = parse_json(&text);
        if let Ok(ours) = parse_toml(&text) {
            prop_assert_eq!(Some(ours_as_json(&ours)), reference_toml(&text), "{:?}", text);
        }
    }
}

//! The `drillbook` command line, run as a player would run it.
#![cfg(not(target_arch = "wasm32"))]

use std::process::{Command, Output};

fn drillbook(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_drillbook"))
        .args(args)
        .output()
        .expect("the drillbook binary runs")
}

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
    assert!(text(&out.stderr).starts_with("no/such/file.toml: cannot be read"));

    let out = drillbook(&["frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("usage:"));
}

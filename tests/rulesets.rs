//! Every file in `rulesets/` loads, validates, and ships inside the app.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;

use drillbook::rules::{BUILTIN_RULESETS, Ruleset};

#[test]
fn every_ruleset_file_loads_and_is_built_in() {
    let mut files: Vec<String> = fs::read_dir("rulesets")
        .expect("the rulesets folder")
        .map(|entry| entry.expect("a readable entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
        .map(|path| path.to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no ruleset files found");

    for file in &files {
        let text = fs::read_to_string(file).expect("a readable file");
        if let Err(error) = Ruleset::from_toml(file, &text) {
            panic!("{error}");
        }
        assert!(
            BUILTIN_RULESETS
                .iter()
                .any(|(path, embedded)| path == file && *embedded == text),
            "{file} is not embedded in BUILTIN_RULESETS"
        );
    }
    assert_eq!(
        files.len(),
        BUILTIN_RULESETS.len(),
        "an embedded ruleset has no file"
    );
}

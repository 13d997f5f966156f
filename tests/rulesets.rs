//! The ruleset files: every one in `rulesets/` loads and ships, cites real rules, and builds
//! every formation it offers; every broken file in `tests/rulesets-broken/` is refused with
//! the error its first line expects.
#![cfg(not(target_arch = "wasm32"))]

// The rule IDs are used here; the analysis scenarios' tables elsewhere.
#[allow(dead_code)]
mod common;

use std::fs;
use std::path::PathBuf;

use common::{DIGEST_RULES, ENGINE_RULES};
use drillbook::codec::Writer;
use drillbook::doc::{Value, ValueKind, parse_toml};
use drillbook::formation::{Anchor, Turn, Unit, UnitState, changed_pose, nearest_miss, shape};
use drillbook::geom::Pose;
use drillbook::rules::{
    AnchorChoices, BUILTIN_DRAWING_BYTES, BUILTIN_FILES, BUILTIN_RULES_BYTES, FormationChoices,
    Ruleset, builtin_rulesets,
};

fn files_in(folder: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("{folder}: {e}"))
        .map(|entry| entry.expect("a readable entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
        .collect();
    files.sort();
    files
}

fn load(path: &PathBuf) -> (String, String, Ruleset) {
    let file = path.to_string_lossy().into_owned();
    let text = fs::read_to_string(path).expect("a readable file");
    let ruleset = Ruleset::from_toml(&file, &text).unwrap_or_else(|e| panic!("{e}"));
    (file, text, ruleset)
}

#[test]
fn every_ruleset_file_loads_and_is_built_in() {
    let files: Vec<String> = files_in("rulesets")
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let mut listed: Vec<String> = BUILTIN_FILES.iter().map(|f| (*f).to_owned()).collect();
    listed.sort();
    assert_eq!(files, listed, "rulesets/ and BUILTIN_FILES differ");
    let mut ids = Vec::new();
    for path in files_in("rulesets") {
        let (_, _, ruleset) = load(&path);
        assert!(
            !ids.contains(&ruleset.id),
            "the id {} is used twice",
            ruleset.id
        );
        ids.push(ruleset.id);
    }
}

/// `src/rules/builtin-drawing.bin` and `builtin-rules.bin` hold exactly the rulesets the TOML
/// files say, in the compact form.
/// With `DRILLBOOK_BLESS=1` (`make rulesets`) the test writes it anew instead.
#[test]
fn the_compiled_rulesets_are_current() {
    let rulesets: Vec<Ruleset> = BUILTIN_FILES
        .iter()
        .map(|file| load(&PathBuf::from(file)).2)
        .collect();
    let compiled = |rulesets: &[Ruleset]| {
        let (mut drawing, mut rules) = (Writer::new(), Writer::new());
        drawing.varint(rulesets.len() as u64);
        rules.varint(rulesets.len() as u64);
        for ruleset in rulesets {
            ruleset.encode_parts(&mut drawing, &mut rules);
        }
        (drawing.into_bytes(), rules.into_bytes())
    };
    let (drawing, rules) = compiled(&rulesets);
    if std::env::var_os("DRILLBOOK_BLESS").is_some() {
        fs::write("src/rules/builtin-drawing.bin", &drawing).expect("writable");
        fs::write("src/rules/builtin-rules.bin", &rules).expect("writable");
        return;
    }
    assert!(
        drawing == BUILTIN_DRAWING_BYTES && rules == BUILTIN_RULES_BYTES,
        "src/rules/builtin-*.bin are out of date with rulesets/*.toml: run `make rulesets`"
    );
    // Decoded and written again, they give the same bytes: the rulesets the files say, all
    // but the reasons of their assumptions, which the compact form does not keep.
    let decoded = builtin_rulesets().expect("decodes");
    assert!(
        compiled(&decoded) == (drawing, rules),
        "the compact form reads back as written"
    );
    // What the page draws with is the whole ruleset's drawing part: the same troop types,
    // but for the reasons of assumed move allowances, which only the analysis reads.
    let for_drawing = drillbook::rules::builtin_rulesets_for_drawing().expect("decodes");
    for (whole, drawn) in decoded.iter().zip(&for_drawing) {
        let mut troops = whole.troops.clone();
        let mut reasons = 0;
        for troop in &mut troops {
            let formations = troop.formations.iter_mut().map(|f| &mut f.move_mm);
            for allowance in std::iter::once(&mut troop.move_mm)
                .chain(formations)
                .flatten()
            {
                if let Some(why) = allowance.assumption.as_mut().filter(|why| !why.is_empty()) {
                    why.clear();
                    reasons += 1;
                }
            }
        }
        assert_eq!((&whole.id, &troops), (&drawn.id, &drawn.troops));
        if whole.id == "figure-scale" {
            assert!(
                reasons > 10,
                "the figure-scale rules assume their rates: {reasons}"
            );
        }
    }
}

/// The built-in rulesets in the whole compact form, each its drawing part and its block.
fn whole_compact_rulesets() -> Vec<u8> {
    let mut writer = Writer::new();
    writer.list(&builtin_rulesets().expect("decodes"), |w, r| r.encode(w));
    writer.into_bytes()
}

/// Every `rule` a file cites, as written.
fn cited_rules(value: &Value, found: &mut Vec<String>) {
    match &value.kind {
        ValueKind::Table(entries) => {
            for (key, item) in entries {
                match (&**key, &item.kind) {
                    ("rule", ValueKind::String(id)) => found.push(id.clone()),
                    ("rule", ValueKind::Array(ids)) => {
                        ids.iter().for_each(|id| cited_rules_leaf(id, found))
                    }
                    _ => cited_rules(item, found),
                }
            }
        }
        ValueKind::Array(items) => items.iter().for_each(|item| cited_rules(item, found)),
        _ => {}
    }
}

fn cited_rules_leaf(id: &Value, found: &mut Vec<String>) {
    if let ValueKind::String(id) = &id.kind {
        found.push(id.clone());
    }
}

#[test]
fn every_cited_rule_is_in_the_digest_and_each_system_cites_what_the_engine_implements() {
    let systems = [
        ("rulesets/figure-scale.toml", "A-"),
        ("rulesets/rff-squares.toml", "B-"),
        ("rulesets/element-rules.toml", "C-"),
        ("rulesets/pip-2mm.toml", "D-"),
    ];
    for path in files_in("rulesets") {
        let text = fs::read_to_string(&path).expect("readable");
        let mut cited = Vec::new();
        cited_rules(&parse_toml(&text).expect("valid TOML"), &mut cited);
        for id in &cited {
            assert!(
                DIGEST_RULES.contains(&id.as_str()),
                "{}: '{id}' is not a rule of the digest",
                path.display()
            );
        }
        let file = path.to_string_lossy();
        if let Some((_, system)) = systems.iter().find(|(f, _)| *f == file) {
            for rule in ENGINE_RULES.iter().filter(|r| r.starts_with(system)) {
                assert!(
                    cited.iter().any(|c| c == rule),
                    "{file} does not cite {rule}"
                );
            }
            assert!(
                cited.iter().all(|c| c.starts_with(system)),
                "{file} cites another system's rules"
            );
        }
    }
}

/// A unit of `troop` as its ruleset bases it, in good order.
fn default_unit(troop: &drillbook::rules::TroopType) -> Unit {
    Unit {
        kind: troop.kind,
        class: troop.class,
        basing: troop.basing.value,
        state: UnitState::GoodOrder,
        cannon: troop.cannon.as_ref().map_or(0, |c| c.value),
    }
}

/// Each formation of `troop`, by id, laid out for a unit of its own basing with no choices.
fn footprints(
    troop: &drillbook::rules::TroopType,
) -> Vec<(
    &str,
    Result<drillbook::formation::Footprint, drillbook::formation::FormationError>,
)> {
    let unit = default_unit(troop);
    troop
        .formations
        .iter()
        .map(|rule| {
            let formation = rule.instantiate(&FormationChoices::default(), &unit.basing);
            (
                rule.id.as_str(),
                shape(&unit, &formation, None).map(|s| s.footprint),
            )
        })
        .collect()
}

/// Every formation of every troop type builds with its default basing and no choices, and
/// every change a troop type lists can be made between its formations.
#[test]
fn every_formation_and_change_in_the_rulesets_works() {
    for path in files_in("rulesets") {
        let (file, _, ruleset) = load(&path);
        for troop in &ruleset.troops {
            let built: Vec<_> = footprints(troop)
                .into_iter()
                .map(|(id, shaped)| {
                    let footprint =
                        shaped.unwrap_or_else(|e| panic!("{file}: {} in {id}: {e}", troop.id));
                    (id, footprint)
                })
                .collect();
            for (from, old) in &built {
                for (to, new) in &built {
                    for change in troop.changes_between(from, to) {
                        let anchor = change.anchor.value.anchor(&AnchorChoices::default());
                        let result = changed_pose(&Pose::default(), old, new, &anchor);
                        // A screen-midpoint change needs a screen, and leaving square needs a
                        // square: the engine refuses those from other formations, naming the rule.
                        if let Err(error) = result {
                            assert!(
                                error.rule.is_some(),
                                "{file}: {}: {from} to {to}: {error}",
                                troop.id
                            );
                        }
                    }
                }
            }
        }
    }
}

/// Every pose a change can give, with any of a player's choices, is found by the search for
/// the nearest pose the change's anchor gives (within a hundredth of a millimetre and of a
/// degree); the same pose shifted is missed by no more than the shift, and by all of it where
/// the anchor has one pose only.
#[test]
fn the_nearest_pose_a_change_gives_finds_every_choice() {
    let mut checked = 0;
    for path in files_in("rulesets") {
        let (file, _, ruleset) = load(&path);
        for troop in &ruleset.troops {
            let unit = default_unit(troop);
            let built: Vec<_> = footprints(troop)
                .into_iter()
                .filter_map(|(id, shaped)| Some((id, shaped.ok()?)))
                .collect();
            let last = unit.basing.bases - 1;
            let choices = [
                AnchorChoices::default(),
                AnchorChoices {
                    turn: Turn::Left,
                    turn_degrees: -75.0,
                    element: Some(last),
                    slot: Some(0),
                    method: None,
                },
                AnchorChoices {
                    turn_degrees: 30.0,
                    element: Some(0),
                    slot: Some(last),
                    ..AnchorChoices::default()
                },
            ];
            let before = Pose::new(120.0, -40.0, 20.0);
            for (from, old) in &built {
                for (to, new) in &built {
                    for change in troop.changes_between(from, to) {
                        for chosen in &choices {
                            let anchor = change.anchor.value.anchor(chosen);
                            let Ok(after) = changed_pose(&before, old, new, &anchor) else {
                                continue;
                            };
                            let case = format!("{file}: {} {from} to {to} by {anchor:?}", troop.id);
                            let miss = nearest_miss(&before, old, new, &anchor, &after)
                                .unwrap_or_else(|e| panic!("{case}: {e}"));
                            assert!(miss.mm < 0.01 && miss.degrees < 0.01, "{case}: {miss:?}");
                            let shifted = Pose::new(after.x + 3.0, after.y - 4.0, after.heading);
                            let miss = nearest_miss(&before, old, new, &anchor, &shifted)
                                .expect("as before");
                            assert!(miss.mm <= 5.01, "{case}: {miss:?}");
                            if matches!(
                                anchor,
                                Anchor::FrontCentre | Anchor::TouchFrontCentre { .. }
                            ) {
                                assert!((miss.mm - 5.0).abs() < 0.01, "{case}: {miss:?}");
                            }
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 100, "{checked} changes checked");
}

#[test]
fn every_broken_ruleset_is_refused_with_its_expected_error() {
    let files = files_in("tests/rulesets-broken");
    assert!(
        files.len() >= 15,
        "the corpus has only {} files",
        files.len()
    );
    let mut wrong = Vec::new();
    for path in &files {
        let file = path.to_string_lossy().into_owned();
        let text = fs::read_to_string(path).expect("a readable file");
        let expected = text
            .lines()
            .next()
            .and_then(|line| line.strip_prefix("# expect: "))
            .unwrap_or_else(|| panic!("{file} does not start with '# expect: '"));
        match Ruleset::from_toml(&file, &text) {
            Ok(_) => wrong.push(format!("{file}: accepted")),
            Err(error) if error.to_string().starts_with(expected) => {}
            Err(error) => wrong.push(format!(
                "{file}:\n  expected {expected}\n  found    {error}"
            )),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

    /// Damaged compact bytes (cut short, or with a byte changed) give an error, never a panic.
    #[test]
    fn damaged_compact_rulesets_never_panic(cut in 0usize..20_000, at in 0usize..20_000, byte in 0u8..=255) {
        let whole = whole_compact_rulesets();
        let (cut, at) = (cut % whole.len(), at % whole.len());
        let mut bytes = whole.clone();
        bytes[at] = byte;
        let _ = Ruleset::from_bytes(&bytes);
        let _ = Ruleset::from_bytes(&whole[..cut]);
        let mut reader = drillbook::codec::Reader::new(&bytes[..cut.max(1)]);
        let _ = reader.list(Ruleset::decode);
        let mut drawing = BUILTIN_DRAWING_BYTES.to_vec();
        let at = at % drawing.len();
        drawing[at] = byte;
        let _ = drillbook::codec::Reader::new(&drawing).list(Ruleset::decode_drawing_part);
    }
}

/// road mode is for every infantry and cavalry unit of the figure-scale rules, light
/// battalions and those with third-rank skirmishers included.
#[test]
fn every_figure_scale_foot_and_horse_troop_has_a_road_column() {
    let (_, _, ruleset) = load(&PathBuf::from("rulesets/figure-scale.toml"));
    for troop in ruleset
        .troops
        .iter()
        .filter(|t| t.kind != drillbook::formation::TroopKind::Artillery)
    {
        assert!(
            troop.formation("road-column").is_some(),
            "{} has no road column",
            troop.id
        );
    }
}

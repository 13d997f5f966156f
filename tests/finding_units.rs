//! Finding units among many, and naming units both sides share a name with.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::geom::Pose;
use drillbook::layout::{FoundUnit, Layout, PlayerSide, RulesetRef};
use drillbook::rules::Library;

fn battle() -> Layout {
    let library = Library::builtin().expect("built-ins");
    let ruleset = library
        .get("figure-scale")
        .expect("built in")
        .ruleset
        .clone();
    let mut layout = Layout::new(RulesetRef::Builtin {
        id: ruleset.id.clone(),
        version: ruleset.version.clone(),
    });
    for (name, side) in [
        ("1er bataillon, 45e de ligne", 0),
        ("2e bataillon, 45e de ligne", 0),
        ("1/92nd Gordon Highlanders", 1),
        ("Line infantry battalion 1", 1),
    ] {
        let id = layout
            .add_unit(&ruleset, "line-infantry", PlayerSide(side), Pose::default())
            .expect("added");
        layout.rename_unit(id, name).expect("named");
    }
    layout
        .name_brigade(&[1, 2], "Brigade Marcognet")
        .expect("named");
    layout
}

fn names(found: &[FoundUnit]) -> Vec<&str> {
    found.iter().map(|f| f.name.as_str()).collect()
}

#[test]
fn every_word_must_match_a_name_a_brigade_a_troop_type_or_a_side() {
    let layout = battle();
    let troop = |_: &str| "Line infantry battalion".to_owned();
    assert_eq!(
        names(&layout.find_units("45e", troop)),
        ["1er bataillon, 45e de ligne", "2e bataillon, 45e de ligne"]
    );
    assert_eq!(
        names(&layout.find_units("gordon", troop)),
        ["1/92nd Gordon Highlanders"]
    );
    assert_eq!(
        names(&layout.find_units("marcognet 2e", troop)),
        ["2e bataillon, 45e de ligne"]
    );
    assert_eq!(layout.find_units("vermilion", troop).len(), 2, "by side");
    assert!(layout.find_units("cuirassiers", troop).is_empty());
    assert!(layout.find_units("   ", troop).is_empty());
    let found = layout.find_units("gordon", troop);
    assert_eq!(found[0].about, "Vermilion · Line infantry battalion");
    let in_brigade = layout.find_units("1er", troop);
    assert_eq!(
        in_brigade[0].about,
        "Blue · Line infantry battalion · Brigade Marcognet"
    );
}

#[test]
fn names_that_start_with_the_query_come_first() {
    let layout = battle();
    let troop = |_: &str| "Line infantry battalion".to_owned();
    let found = layout.find_units("line", troop);
    assert_eq!(
        found[0].name,
        "Line infantry battalion 1",
        "{:?}",
        names(&found)
    );
    assert_eq!(found.len(), 4, "every unit is line infantry");
}

#[test]
fn a_name_both_sides_use_says_whose_each_is_and_others_stay_as_they_are() {
    let library = Library::builtin().expect("built-ins");
    let rules = library
        .get("figure-scale")
        .expect("built in")
        .ruleset
        .clone();
    let mut layout = Layout::new(library.reference("figure-scale").expect("built in"));
    let add = |layout: &mut Layout, side| {
        layout
            .add_unit(&rules, "line-infantry", PlayerSide(side), Pose::default())
            .expect("added")
    };
    let (blue, red, blue_again) = (
        add(&mut layout, 0),
        add(&mut layout, 1),
        add(&mut layout, 0),
    );
    assert_eq!(
        layout.label(blue).as_deref(),
        Some("Line infantry battalion 1 (Blue)")
    );
    assert_eq!(
        layout.label(red).as_deref(),
        Some("Line infantry battalion 1 (Vermilion)")
    );
    assert_eq!(
        layout.label(blue_again).as_deref(),
        Some("Line infantry battalion 2")
    );
    assert_eq!(layout.label(99), None);
}

//! Share links: they carry a layout exactly, every version that shipped still opens, and a
//! bad link is refused with a sentence saying why.
#![cfg(not(target_arch = "wasm32"))]

#[path = "strategies/layouts.rs"]
mod layouts;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use drillbook::codec::Writer;
use drillbook::layout::Layout;
use drillbook::link::{
    LINK_VERSION, MAX_FRAGMENT_CHARS, MAX_INFLATED_BYTES, decode, encode, encode_saved, unpack,
};
use drillbook::render::table_svg;
use drillbook::rules::Library;
use drillbook::table::resolve;
use drillbook::table::sample_battle;
use layouts::{game, layout};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn a_link_carries_its_layout_exactly(layout in layout()) {
        let link = encode(&layout);
        let back = decode(&link).map_err(|e| TestCaseError::fail(format!("{e}\n{link}")))?;
        let mut normalised = layout;
        normalised.normalise();
        prop_assert_eq!(&back, &normalised);
        // What a link opens, a file keeps: the same gate, the same layout.
        prop_assert_eq!(Layout::from_json(&back.to_json()), Ok(back.clone()));
        // The newest form, which the file reader hands the page, carries it whole too.
        prop_assert_eq!(Layout::from_bytes(&back.to_bytes()), Ok(back.clone()));
        // And so does the form the page saves the table in, in the browser.
        let saved = encode_saved(&back);
        prop_assert!(saved.starts_with(&format!("s{LINK_VERSION}.")), "{}", saved);
        prop_assert_eq!(decode(&saved), Ok(back));
    }

    /// A game's link carries every turn exactly, each stored as what changed since the turn
    /// after it; so do its file and the table saved in the browser.
    #[test]
    fn a_link_carries_a_game_exactly(layout in game()) {
        let link = encode(&layout);
        let back = decode(&link).map_err(|e| TestCaseError::fail(format!("{e}\n{link}")))?;
        let mut normalised = layout;
        normalised.normalise();
        prop_assert_eq!(&back.record, &normalised.record);
        prop_assert_eq!(&back, &normalised);
        for turn in back.game_turns() {
            prop_assert_eq!(back.at_turn(turn).map(|t| &t.units), normalised.at_turn(turn).map(|t| &t.units));
        }
        prop_assert_eq!(Layout::from_json(&back.to_json()), Ok(back.clone()));
        prop_assert_eq!(decode(&encode_saved(&back)), Ok(back));
    }

    #[test]
    fn any_text_as_a_saved_table_is_refused_or_read_without_panicking(text in "\\PC{0,300}") {
        let _ = decode(&format!("s9.{text}"));
    }

    #[test]
    fn any_text_as_a_link_is_refused_or_read_without_panicking(text in "\\PC{0,300}") {
        let _ = decode(&text);
        let _ = decode(&format!("v1.{text}"));
    }

    #[test]
    fn a_damaged_link_is_refused_or_read_but_never_panics(
        index in 0usize..2000,
        byte in any::<u8>(),
        cut in 0usize..2000,
    ) {
        let mut bytes = sample().to_bytes();
        let at = index % bytes.len();
        bytes[at] = byte;
        bytes.truncate(bytes.len() - cut % bytes.len());
        if let Ok(layout) = decode(&link_of(&bytes)) {
            prop_assert!(layout.check().is_ok());
            prop_assert_eq!(Layout::from_json(&layout.to_json()), Ok(layout));
        }
    }
}

/// A realistic table of a dozen units.
fn sample() -> Layout {
    let library = Library::builtin().expect("built-ins");
    let ruleset = &library.get("figure-scale").expect("built in").ruleset;
    sample_battle(ruleset, 12).expect("a sample")
}

/// A link of the newest version carrying `bytes`, whatever they are.
fn link_of(bytes: &[u8]) -> String {
    let deflated = miniz_oxide::deflate::compress_to_vec(bytes, 6);
    format!("v{LINK_VERSION}.{}", URL_SAFE_NO_PAD.encode(deflated))
}

fn fixture(name: &str) -> String {
    let path = format!("tests/links/{name}");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Links of every shipped version, frozen when it shipped, with the layout each carries. A
/// change to the link format that breaks one of them breaks links people have shared.
#[test]
fn every_shipped_link_version_still_opens() {
    for name in [
        "v1-every-field",
        "v1-custom-ruleset",
        "v2-table-and-scale",
        "v3-terrain",
        "v4-turn-changes",
        "v5-brigades",
        "v6-bent-tail",
        "v7-allowances",
        "v8-orders",
        "v9-table-name",
        "v10-game",
    ] {
        let expected = Layout::from_json(&fixture(&format!("{name}.json")))
            .unwrap_or_else(|e| panic!("{name}.json: {e}"));
        let link = fixture(&format!("{name}.link"));
        let opened = decode(link.trim()).unwrap_or_else(|e| panic!("{name}.link: {e}"));
        assert_eq!(opened, expected, "{name}");
    }
}

#[test]
fn a_link_opens_from_a_whole_address_or_its_fragment() {
    let layout = sample();
    let fragment = encode(&layout);
    assert!(fragment.starts_with("v1."), "{fragment}");
    for link in [
        fragment.clone(),
        format!("#{fragment}"),
        format!("https://example.org/drillbook/#{fragment}"),
        format!("  {fragment}\n"),
    ] {
        assert_eq!(decode(&link).as_ref(), Ok(&layout), "{link}");
    }
}

fn refusal(link: &str) -> String {
    decode(link).expect_err("a bad link is refused")
}

#[test]
fn bad_links_are_refused_with_what_is_wrong() {
    let mut with_nan = sample();
    with_nan.units[0].pose.x = f32::NAN;
    let mut with_infinity = sample();
    with_infinity.units[1].basing.base_width_mm = f32::INFINITY;
    let mut absurd_bases = sample();
    absurd_bases.units[0].basing.bases = 1_000_000;
    let mut unknown_side = sample();
    unknown_side.units[2].side.0 = 9;
    let mut far_away = sample();
    far_away.units[3].pose.y = 1.0e9;
    let mut blank_name = sample();
    blank_name.units[0].name = " ".to_owned();
    let mut twice = sample();
    twice.units[1].id = twice.units[0].id;
    // A rectangular square's front face of 2,147,483,649 bases: its two faces once wrapped
    // to 2 and asked for 60 GB.
    let mut wrapping_face = sample();
    wrapping_face.units[0].choices.front_bases = Some(2_147_483_649);
    let mut blank_troop = sample();
    blank_troop.units[1].troop = String::new();
    let mut bell_in_table_name = sample();
    bell_in_table_name.name = "Ridge\u{7}".to_owned();
    let mut escape_in_name = sample();
    escape_in_name.units[2].name = "\u{1b}[31mred".to_owned();
    let mut too_many_bases = sample();
    let template = too_many_bases.units[0].clone();
    too_many_bases.units = (1..=26)
        .map(|id| {
            let mut unit = template.clone();
            unit.id = id;
            unit.basing.bases = 200;
            unit
        })
        .collect();
    let cases = [
        (
            link_of(&wrapping_face.to_bytes()),
            "unit 1, choices: front_bases must be 1 to 200, found 2147483649".to_owned(),
        ),
        (
            link_of(&blank_troop.to_bytes()),
            "unit 2: troop must not be blank".to_owned(),
        ),
        (
            link_of(&bell_in_table_name.to_bytes()),
            "name must not hold the control character U+0007 (character 6)".to_owned(),
        ),
        (
            link_of(&escape_in_name.to_bytes()),
            "unit 3: name must not hold the control character U+001B (character 1)".to_owned(),
        ),
        (
            link_of(&too_many_bases.to_bytes()),
            "bases; at most 5000 fit one table".to_owned(),
        ),
        (
            "x".repeat(MAX_FRAGMENT_CHARS + 1),
            format!(
                "the link is {} characters long; Drillbook reads links of up to {MAX_FRAGMENT_CHARS}",
                MAX_FRAGMENT_CHARS + 1
            ),
        ),
        (
            "hello".to_owned(),
            "this is not a Drillbook link: it should start with v1.".to_owned(),
        ),
        (
            "v11.AAAA".to_owned(),
            "the link is of version 11, which this Drillbook does not read".to_owned(),
        ),
        (
            "vX.AAAA".to_owned(),
            "its version 'X' is not a number".to_owned(),
        ),
        (
            "v1.a*b".to_owned(),
            "the link is damaged: it has characters a link cannot hold".to_owned(),
        ),
        (
            "v1.AAAA".to_owned(),
            "the link is damaged or was cut short: copy the whole link again".to_owned(),
        ),
        (
            link_of(&with_nan.to_bytes()),
            "the link is damaged or was cut short".to_owned(),
        ),
        (
            link_of(&with_infinity.to_bytes()),
            "the link is damaged or was cut short".to_owned(),
        ),
        (
            link_of(&absurd_bases.to_bytes()),
            "unit 1, basing: bases is too large: at most 200 bases a unit, found 1000000"
                .to_owned(),
        ),
        (
            link_of(&unknown_side.to_bytes()),
            "unit 3: side must be 0 to 3, found 9".to_owned(),
        ),
        (
            link_of(&far_away.to_bytes()),
            "unit 4, pose: y must be within 100000 mm of the table's origin".to_owned(),
        ),
        (
            link_of(&blank_name.to_bytes()),
            "unit 1: name must not be blank".to_owned(),
        ),
        (
            link_of(&twice.to_bytes()),
            "the unit id 1 is used twice".to_owned(),
        ),
        (
            link_of(&sample().to_bytes()[..sample().to_bytes().len() - 3]),
            "the link is damaged or was cut short".to_owned(),
        ),
    ];
    for (link, expected) in cases {
        let message = refusal(&link);
        assert!(
            message.contains(&expected),
            "expected {expected:?}\n   found {message:?}"
        );
    }
}

#[test]
fn a_million_units_are_refused_before_any_is_built() {
    let mut w = Writer::new();
    w.u8(0);
    w.str("figure-scale");
    w.str("1.0.0");
    w.list(&["line-infantry", "line"], |w, s| w.str(s));
    w.varint(1);
    w.u32(6);
    w.u32(4);
    w.tenths(30.0);
    w.tenths(20.0);
    w.varint(1_000_000);
    let bytes = w.into_bytes();
    assert_eq!(
        refusal(&link_of(&bytes)),
        "the link is damaged or was cut short: copy the whole link again"
    );
}

#[test]
fn a_link_that_unpacks_to_too_much_is_refused() {
    let bomb = vec![0u8; MAX_INFLATED_BYTES * 4];
    let link = link_of(&bomb);
    assert!(link.len() < MAX_FRAGMENT_CHARS, "{}", link.len());
    assert_eq!(
        refusal(&link),
        "the link unpacks to more than 1 MB, far more than any game needs"
    );
}

#[test]
fn a_name_from_a_link_is_shown_as_text_never_as_markup() {
    let opened = decode(fixture("v1-every-field.link").trim()).expect("opens");
    let unit = opened.unit(7).expect("unit 7");
    assert_eq!(unit.name, "<img src=x onerror=alert(1)>");
    let library = Library::builtin().expect("built-ins");
    let ruleset = &library.get("figure-scale").expect("built in").ruleset;
    let table = resolve(&opened, ruleset);
    let markup = table_svg(&table);
    assert!(
        markup.contains("&lt;img src=x onerror=alert(1)&gt;"),
        "{markup}"
    );
    assert!(!markup.contains("<img"), "{markup}");
}

/// A unit's changes of formation this turn need the fourth version: without them the same
/// table is linked as the first, and a link of the third that claims them is refused rather
/// than read as something else.
#[test]
fn changes_of_formation_are_linked_as_version_4_and_refused_in_older_links() {
    let changed = Layout::from_json(&fixture("v4-turn-changes.json")).expect("the fixture");
    let link = encode(&changed);
    assert!(link.starts_with("v4."), "{link}");
    assert!(changed.to_json().contains("\"version\": 4"));
    let mut unchanged = changed.clone();
    for unit in &mut unchanged.units {
        unit.changes.clear();
    }
    let older = encode(&unchanged);
    assert!(older.starts_with("v1."), "{older}");
    assert_eq!(decode(&older), Ok(unchanged));
    let unpacked = unpack(&link).expect("a link");
    assert!(unpacked.deflated);
    let bytes = miniz_oxide::inflate::decompress_to_vec(&unpacked.data).expect("inflates");
    let read_as_older = Layout::from_link_bytes(&bytes, 3).expect_err("refused");
    assert!(
        read_as_older.contains("parts this Drillbook does not know"),
        "{read_as_older}"
    );
}

/// A link is of the oldest version that carries its layout whole: a table with terrain needs
/// the third, the same table without its terrain only the second.
#[test]
fn a_table_with_terrain_is_linked_as_version_3_and_without_as_version_2() {
    let with_terrain = Layout::from_json(&fixture("v3-terrain.json")).expect("the fixture");
    assert!(encode(&with_terrain).starts_with("v3."));
    let mut without = with_terrain.clone();
    without
        .battlefield
        .as_mut()
        .expect("a table")
        .terrain
        .clear();
    let link = encode(&without);
    assert!(link.starts_with("v2."), "{link}");
    assert_eq!(decode(&link), Ok(without));
    assert!(with_terrain.to_json().contains("\"version\": 3"));
}

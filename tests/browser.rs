//! Component tests in headless Chromium (wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use drillbook::geom::Pose;
use drillbook::layout::{Layout, PlayerSide};
use drillbook::reading::ReadingRequest;
use drillbook::render::Layers;
use drillbook::rules::Library;
use drillbook::session::{Edit, Intent};
use drillbook::ui::{Editor, Inspector, TableView};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::{
    Element, Event, EventInit, HtmlElement, HtmlInputElement, SvgGraphicsElement,
};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// The width and height of `element` in its own user units (mm), as the browser measures it.
fn drawn_size(element: &Element) -> (f32, f32) {
    let box_ = element
        .unchecked_ref::<SvgGraphicsElement>()
        .get_b_box()
        .unwrap();
    (box_.width(), box_.height())
}

/// The value of attribute `name` of every element in `host` that `selector` picks, in the
/// order they are drawn.
fn attributes(host: &Element, selector: &str, name: &str) -> Vec<String> {
    let found = host.query_selector_all(selector).unwrap();
    (0..found.length())
        .filter_map(|i| {
            found
                .item(i)?
                .unchecked_into::<Element>()
                .get_attribute(name)
        })
        .collect()
}

/// How many bases are drawn in `host`: each is one closed subpath of a unit's bases' path.
fn bases_in(host: &Element) -> usize {
    attributes(host, "[data-testid=bases]", "d")
        .iter()
        .map(|d| d.matches('Z').count())
        .sum()
}

/// A table of one unit of the first built-in troop type, with `bases` bases of 30 × 15 mm.
fn editor_with_one_unit(bases: u32) -> Editor {
    let library = Library::builtin().expect("built-ins");
    let entry = &library.entries()[0];
    let mut layout = Layout::new(library.reference(&entry.ruleset.id).expect("built in"));
    let troop = entry.ruleset.troops[0].id.clone();
    let id = layout
        .add_unit(
            &entry.ruleset,
            &troop,
            PlayerSide(1),
            Pose::new(100.0, 50.0, 90.0),
        )
        .expect("added");
    let unit = layout.unit_mut(id).expect("there");
    unit.basing.bases = bases;
    unit.basing.base_width_mm = 30.0;
    unit.basing.base_depth_mm = 15.0;
    Editor::new(library, layout)
}

/// Mounts `part` of the page, over `editor`, in a new element of the page.
fn mount_part<V: IntoView + 'static>(editor: Editor, part: fn() -> V) -> HtmlElement {
    let document = leptos::prelude::document();
    let host: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&host).unwrap();
    let mounted = leptos::mount::mount_to(host.clone(), move || {
        provide_context(editor);
        part()
    });
    // The handle unmounts when dropped; each test removes its host element instead.
    std::mem::forget(mounted);
    host
}

fn mount(editor: Editor) -> HtmlElement {
    mount_part(editor, || view! { <TableView/> })
}

#[wasm_bindgen_test]
async fn the_table_draws_every_base_at_its_true_size_where_the_unit_stands() {
    let host = mount(editor_with_one_unit(5));
    leptos::task::tick().await;
    let unit = host
        .query_selector("[data-unit=\"1\"]")
        .unwrap()
        .expect("the unit's group");
    assert_eq!(
        unit.get_attribute("transform").as_deref(),
        Some("translate(100 50) rotate(90)")
    );
    assert_eq!(unit.get_attribute("class").as_deref(), Some("unit side-1"));
    // The five bases are one path of five closed squares, side by side in a line.
    let bases = host
        .query_selector("[data-testid=bases]")
        .unwrap()
        .expect("the bases' path");
    assert_eq!(bases_in(&host), 5);
    assert_eq!(drawn_size(&bases), (150.0, 15.0));
    host.remove();
}

#[wasm_bindgen_test]
async fn a_refused_ruleset_file_says_why_and_leaves_the_table_as_it_was() {
    let editor = editor_with_one_unit(4);
    let host = mount(editor);
    leptos::task::tick().await;
    let before = editor.document.game_untracked();

    let error = "house.toml:3: version must be a text in quotes, found 1".to_owned();
    editor.take_ruleset("house.toml", "id = \"house\"", Err(error));

    let notice = editor.feedback.notice().get_untracked().expect("a notice");
    assert!(notice.error);
    assert!(
        notice.title.contains("house.toml was not loaded"),
        "{}",
        notice.title
    );
    assert_eq!(
        notice.lines,
        vec!["house.toml:3: version must be a text in quotes, found 1".to_owned()]
    );
    assert_eq!(editor.document.game_untracked(), before);
    assert_eq!(bases_in(&host), 4);
    host.remove();
}

#[wasm_bindgen_test]
async fn the_inspector_lists_what_the_rules_say_with_each_rule() {
    let library = Library::builtin().expect("built-ins");
    let pip = library.get("pip-2mm").expect("built in").ruleset.clone();
    let mut layout = Layout::new(library.reference("pip-2mm").expect("built in"));
    let a = layout
        .add_unit(&pip, "infantry", PlayerSide(0), Pose::new(0.0, 0.0, 0.0))
        .expect("added");
    layout
        .add_unit(&pip, "infantry", PlayerSide(1), Pose::new(63.5, 0.0, 0.0))
        .expect("added");
    // What the reader worker would send back for this table.
    let reading = drillbook::reading::read_table(
        &mut library.clone(),
        &ReadingRequest {
            selected: Some(a),
            layers: Layers::default(),
            layout: layout.to_bytes(),
        },
    )
    .expect("read");
    let editor = Editor::new(library, layout);
    editor.apply(Intent::Select(Some(a)));
    editor.feedback.take_reading(reading);

    let host = mount_inspector(editor);

    let contact = host
        .query_selector("[data-testid=finding][data-rule=D-contact]")
        .unwrap()
        .expect("the contact finding");
    assert!(
        contact
            .text_content()
            .unwrap_or_default()
            .contains("are in contact, edge to edge")
    );
    let frontage = host
        .query_selector("[data-testid=readout-frontage]")
        .unwrap()
        .expect("frontage");
    assert_eq!(frontage.text_content().as_deref(), Some("64 mm (2.5″)"));

    // Findings read for one unit are never shown as another's.
    editor.apply(Intent::Select(Some(a + 1)));
    leptos::task::tick().await;
    assert!(
        host.query_selector("[data-testid=finding]")
            .unwrap()
            .is_none()
    );
    host.remove();
}

fn mount_inspector(editor: Editor) -> HtmlElement {
    mount_part(editor, || view! { <Inspector/> })
}

/// Lets the page's tasks run: an edit the panel makes comes in a task of its own.
async fn settle() {
    for _ in 0..3 {
        leptos::task::tick().await;
    }
}

/// Types `value` into the field with test hook `hook` and commits it, as Enter does.
fn enter(host: &HtmlElement, hook: &str, value: &str) -> HtmlInputElement {
    let input: HtmlInputElement = host
        .query_selector(&format!("[data-testid={hook}]"))
        .unwrap()
        .expect("the field")
        .unchecked_into();
    input.set_value(value);
    let init = EventInit::new();
    init.set_bubbles(true);
    input
        .dispatch_event(&Event::new_with_event_init_dict("change", &init).unwrap())
        .unwrap();
    input
}

#[wasm_bindgen_test]
async fn a_field_keeps_its_place_and_shows_the_value_kept() {
    let editor = editor_with_one_unit(12);
    editor.apply(Intent::Select(
        editor
            .document
            .with_layout_untracked(|l| l.units.first().map(|u| u.id)),
    ));
    let host = mount_inspector(editor);
    let bases_of = || {
        editor
            .document
            .with_layout_untracked(|l| l.units[0].basing.bases)
    };

    // A number that is not a count is refused, said why, and the field shows the kept one.
    let input = enter(&host, "basing-bases", "2.5");
    settle().await;
    assert_eq!(bases_of(), 12);
    let notice = editor.feedback.notice().get_untracked().expect("a notice");
    assert!(notice.error);
    assert!(notice.title.contains("found '2.5'"), "{}", notice.title);
    assert_eq!(input.value(), "12");

    // A kept change leaves the same field in place, so the player's focus stays in it.
    let kept = enter(&host, "basing-bases", "6");
    settle().await;
    assert_eq!(bases_of(), 6);
    let now = host
        .query_selector("[data-testid=basing-bases]")
        .unwrap()
        .expect("the field");
    assert!(now.is_same_node(Some(&kept)), "the field was made again");
    assert_eq!(kept.value(), "6");

    // A name that looks like markup is shown as text.
    enter(&host, "unit-name", "<b>Bold</b> & co");
    settle().await;
    let heading = host.query_selector("h2").unwrap().expect("the name");
    assert_eq!(heading.text_content().as_deref(), Some("<b>Bold</b> & co"));
    assert!(host.query_selector("h2 b").unwrap().is_none());
    host.remove();
}

#[wasm_bindgen_test]
fn a_fault_shows_a_banner_that_offers_a_reload() {
    drillbook::ui::show_crash_banner();
    let banner = document()
        .query_selector("[data-testid=crash]")
        .ok()
        .flatten()
        .expect("the banner is shown");
    assert_eq!(banner.get_attribute("role").as_deref(), Some("alert"));
    let reload = banner
        .query_selector("a")
        .ok()
        .flatten()
        .expect("a reload link");
    assert_eq!(reload.text_content().as_deref(), Some("Reload the page"));
    banner.remove();
}

/// The ids of the units drawn in `host`, in the order they are drawn (the last on top).
fn drawn_order(host: &Element) -> Vec<u32> {
    attributes(host, "[data-unit]", "data-unit")
        .iter()
        .filter_map(|id| id.parse().ok())
        .collect()
}

/// The group drawn for unit `id` in `host`.
fn unit_group(host: &Element, id: u32) -> Element {
    host.query_selector(&format!("[data-unit=\"{id}\"]"))
        .unwrap()
        .expect("the unit's group")
}

#[wasm_bindgen_test]
async fn the_units_drawn_follow_the_table_in_its_order() {
    let editor = editor_with_one_unit(3);
    let library = Library::builtin().expect("built-ins");
    let ruleset = &library.entries()[0].ruleset;
    let mut layout = editor.document.game_untracked();
    for x in [300.0, 500.0] {
        layout
            .add_unit(
                ruleset,
                &ruleset.troops[0].id,
                PlayerSide(1),
                Pose::new(x, 50.0, 90.0),
            )
            .expect("added");
    }
    editor.apply(Intent::Open(Box::new(layout)));
    let host = mount(editor);
    leptos::task::tick().await;
    assert_eq!(drawn_order(&host), [1, 2, 3]);
    let first = unit_group(&host, 1);

    // A unit moved later in the order of battle is drawn later, the others left in place.
    editor.edit_now(Edit::Reorder {
        id: 2,
        earlier: false,
    });
    leptos::task::tick().await;
    assert_eq!(drawn_order(&host), [1, 3, 2]);

    // A selection changes the class of the units it takes or leaves, and nothing else.
    editor.apply(Intent::Select(Some(3)));
    leptos::task::tick().await;
    assert_eq!(
        unit_group(&host, 3).get_attribute("class").as_deref(),
        Some("unit side-1 selected")
    );
    editor.apply(Intent::Select(Some(1)));
    leptos::task::tick().await;
    assert_eq!(
        unit_group(&host, 3).get_attribute("class").as_deref(),
        Some("unit side-1")
    );
    assert_eq!(
        unit_group(&host, 1).get_attribute("class").as_deref(),
        Some("unit side-1 selected")
    );

    // A unit taken away leaves the page; undone, it comes back in its place, drawn anew.
    editor.edit_now(Edit::RemoveSelected);
    leptos::task::tick().await;
    assert_eq!(drawn_order(&host), [3, 2]);
    editor.apply(Intent::Undo);
    leptos::task::tick().await;
    assert_eq!(drawn_order(&host), [1, 3, 2]);
    assert_ne!(unit_group(&host, 1), first);

    // A move sets the unit's transform; a new name its title; the group stays the same.
    let third = unit_group(&host, 3);
    editor.edit_now(Edit::Pose {
        id: 3,
        pose: Pose::new(120.0, 80.0, 90.0),
    });
    editor.edit_now(Edit::Rename {
        id: 3,
        name: "Guard & <Line>".to_owned(),
    });
    leptos::task::tick().await;
    assert_eq!(unit_group(&host, 3), third);
    assert_eq!(
        third.get_attribute("transform").as_deref(),
        Some("translate(120 80) rotate(90)")
    );
    let title = third.query_selector("title").unwrap().expect("a title");
    assert_eq!(title.text_content().as_deref(), Some("Guard & <Line>"));
    host.remove();
}

//! The page: header, side panel and table. Dropping a ruleset file anywhere loads it.

use leptos::ev::DragEvent;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use super::Editor;
use super::board::table::{TABLE_ID, TableView, keep_keys_on_table};
use super::header::header_bar::Header;
use super::header::notice::NoticeBar;
use super::io::files::dropped_file;
use super::io::{autosave, reading};
use super::panel::side_panel::SidePanel;
use super::panel::unit_search::focus_search;
use crate::geom::Pose;
use crate::layout::{Layout, PlayerSide};
use crate::rules::Library;
use crate::session::{Edit, Intent};

/// The table a first visit opens on: one unit of the first built-in ruleset's first troop
/// type, so the page shows what it does before anyone reads a word.
fn first_table(library: &Library) -> Result<Layout, String> {
    let entry = library.entries().first().ok_or("no built-in ruleset")?;
    let reference = library
        .reference(&entry.ruleset.id)
        .ok_or("no built-in ruleset")?;
    let mut layout = Layout::new(reference);
    let troop = entry
        .ruleset
        .troops
        .first()
        .ok_or("the ruleset has no troop types")?;
    layout.add_unit(&entry.ruleset, &troop.id, PlayerSide(0), Pose::default())?;
    Ok(layout)
}

/// How far an arrow key moves the selected unit or terrain, mm (with Shift, a fifth of it).
const NUDGE_MM: f32 = 5.0;
/// How far Q and E turn the selected unit or terrain, degrees (with Shift, a fifth of it).
const TURN_DEGREES: f32 = 5.0;

/// The keyboard (listed on the page by [`super::key_help`]): Ctrl+Z undoes and Ctrl+Shift+Z
/// redoes; for the selected unit or piece of terrain, the arrows move it, Q and E turn it,
/// Delete removes it, D copies a unit beside it, Ctrl+C copies it with its brigade for Ctrl+V
/// to paste, and Escape lets it go; ? shows or hides the list of keys. Keys typed into
/// a field are left to the field, and keys a control answered (the order of battle's arrows)
/// to the control.
fn shortcut(editor: Editor, event: &leptos::web_sys::KeyboardEvent) {
    if event.default_prevented() {
        return;
    }
    let typing = event
        .target()
        .and_then(|t| t.dyn_into::<leptos::web_sys::Element>().ok())
        .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
    if typing {
        return;
    }
    let fine = if event.shift_key() { 0.2 } else { 1.0 };
    let command = event.ctrl_key() || event.meta_key();
    let step = NUDGE_MM * fine;
    let nudge = |x: f32, y: f32, turn: f32| Edit::Nudge {
        shift: glam::Vec2::new(x, y),
        turn,
    };
    let edit = |edit| editor.edit(edit);
    // Undo and redo keep the keys on the table: on what came back, or on the table.
    let walk = |intent| {
        editor.apply(intent);
        keep_keys_on_table(editor);
    };
    match (event.key().as_str(), command) {
        ("z" | "Z", true) if event.shift_key() => walk(Intent::Redo),
        ("z" | "Z", true) => walk(Intent::Undo),
        ("y" | "Y", true) => walk(Intent::Redo),
        // Text the player selected on the page is theirs to copy.
        ("c" | "C", true) if !text_selected() => edit(Edit::CopySelected),
        ("v" | "V", true) => edit(Edit::Paste {
            middle: editor.view_middle(),
        }),
        ("ArrowUp", false) => edit(nudge(0.0, -step, 0.0)),
        ("ArrowDown", false) => edit(nudge(0.0, step, 0.0)),
        ("ArrowLeft", false) => edit(nudge(-step, 0.0, 0.0)),
        ("ArrowRight", false) => edit(nudge(step, 0.0, 0.0)),
        ("q" | "Q", false) => edit(nudge(0.0, 0.0, -TURN_DEGREES * fine)),
        ("e" | "E", false) => edit(nudge(0.0, 0.0, TURN_DEGREES * fine)),
        ("Delete" | "Backspace", false) => edit(Edit::RemoveSelected),
        ("d" | "D", false) => edit(Edit::DuplicateSelected),
        ("f" | "F", false) => editor.frame_selection(),
        ("/", false) => focus_search(),
        ("Escape", false) => {
            editor.viewing.show_keys(false);
            editor.apply(Intent::Select(None));
        }
        ("?", false) => editor
            .viewing
            .show_keys(!editor.viewing.keys_shown().get_untracked()),
        _ => return,
    }
    event.prevent_default();
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let library = match Library::builtin_for_drawing() {
        Ok(library) => library,
        Err(error) => {
            return view! { <p class="error" role="alert">{error.to_string()}</p> }.into_any();
        }
    };
    let layout = match first_table(&library) {
        Ok(layout) => layout,
        Err(error) => return view! { <p class="error" role="alert">{error}</p> }.into_any(),
    };
    let editor = Editor::new(library, layout);
    provide_context(editor);

    let keys = window_event_listener(leptos::ev::keydown, move |event| shortcut(editor, &event));
    on_cleanup(move || keys.remove());
    autosave::start(editor);
    reading::start(editor);

    let dragging = RwSignal::new(false);
    let on_drop = move |event: DragEvent| {
        event.prevent_default();
        dragging.set(false);
        editor.open_picked(dropped_file(&event));
    };
    view! {
        <div
            class="app"
            class:dragging=move || dragging.get()
            on:dragover=move |event: DragEvent| {
                event.prevent_default();
                dragging.set(true);
            }
            on:dragleave=move |_| dragging.set(false)
            on:drop=on_drop
        >
            <a class="skip-link" href=format!("#{TABLE_ID}") on:click=move |event| {
                event.prevent_default();
                editor.frame_selection();
                keep_keys_on_table(editor);
            }>
                "Skip to the table"
            </a>
            <Header/>
            <NoticeBar/>
            <main class="workspace">
                <SidePanel/>
                <TableView/>
            </main>
        </div>
    }
    .into_any()
}

/// Whether the player has selected some of the page's text.
fn text_selected() -> bool {
    window()
        .get_selection()
        .ok()
        .flatten()
        .is_some_and(|selection| !selection.is_collapsed())
}

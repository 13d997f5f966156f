//! Finding a unit among many: a search box at the top of the panel (the `/` key comes to
//! it) that lists the units whose name, brigade, troop type or side match what is typed;
//! choosing one selects it and centres the table on it.

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::HtmlElement;

use crate::layout::FoundUnit;
use crate::session::Intent;
use crate::ui::Editor;
use crate::ui::inspector::inspector_panel::reveal_inspector;

/// The search box's element id, which the `/` key focuses.
const UNIT_SEARCH_ID: &str = "unit-search";

/// The search box and what it found.
#[component]
pub fn UnitSearch() -> impl IntoView {
    let editor = Editor::get();
    let query = RwSignal::new(String::new());
    let found = Memo::new(move |_| {
        let query = query.get();
        if query.trim().is_empty() {
            return Vec::new();
        }
        editor.ruleset.with(|ruleset| {
            let troop_name = |id: &str| {
                (ruleset.as_ref())
                    .and_then(|r| r.troop(id))
                    .map_or_else(|| id.to_owned(), |t| t.name.clone())
            };
            editor
                .document
                .with_layout(|layout| layout.find_units(&query, troop_name))
        })
    });
    let choose = move |id: u32| {
        editor.apply(Intent::Select(Some(id)));
        editor.frame_selection();
        reveal_inspector();
    };
    let on_key = move |event: KeyboardEvent| match event.key().as_str() {
        "Enter" => {
            if let Some(first) = found.with_untracked(|f| f.first().map(|f| f.id)) {
                event.prevent_default();
                choose(first);
            }
        }
        "ArrowDown" => {
            event.prevent_default();
            focus_result(0);
        }
        "Escape" if !query.with_untracked(String::is_empty) => {
            event.prevent_default();
            query.set(String::new());
        }
        _ => {}
    };
    let nothing = move || !query.with(|q| q.trim().is_empty()) && found.with(Vec::is_empty);
    view! {
        <div class="unit-search" role="search">
            <label for=UNIT_SEARCH_ID>"Find a unit"</label>
            <input
                id=UNIT_SEARCH_ID
                type="search"
                data-testid="find-unit"
                placeholder="Name, brigade, troop type or side ( / )"
                autocomplete="off"
                aria-controls="found-units"
                prop:value=move || query.get()
                on:input=move |event| query.set(event_target_value(&event))
                on:keydown=on_key
            />
            <p class="hint" hidden=move || !nothing()>"No unit matches."</p>
            <ul id="found-units" class="found-units" data-testid="found-units" hidden=move || found.with(Vec::is_empty)>
                <For
                    each=move || found.get().into_iter().enumerate()
                    key=|(at, unit)| (*at, unit.id)
                    children=move |(at, unit)| view! { <FoundEntry at=at unit=unit choose=choose/> }
                />
            </ul>
        </div>
    }
}

/// One unit found: its name and what tells it from the others.
#[component]
fn FoundEntry(at: usize, unit: FoundUnit, choose: impl Fn(u32) + Copy + 'static) -> impl IntoView {
    let id = unit.id;
    let on_key = move |event: KeyboardEvent| {
        let next = match event.key().as_str() {
            "ArrowDown" => Some(at + 1),
            "ArrowUp" if at == 0 => {
                event.prevent_default();
                return focus_search();
            }
            "ArrowUp" => Some(at - 1),
            _ => None,
        };
        if let Some(next) = next {
            event.prevent_default();
            focus_result(next);
        }
    };
    view! {
        <li>
            <button class="found-unit" data-testid="found-unit" data-found=at on:click=move |_| choose(id) on:keydown=on_key>
                <span class="found-name">{unit.name}</span>
                <span class="found-about">{unit.about}</span>
            </button>
        </li>
    }
}

/// Puts the keys in the search box, once the panel is there (the `/` key).
pub fn focus_search() {
    focus(&format!("#{UNIT_SEARCH_ID}"));
}

/// Puts the keys on result `at`, when there is one.
fn focus_result(at: usize) {
    focus(&format!("[data-found=\"{at}\"]"));
}

fn focus(selector: &str) {
    if let Some(element) = document()
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
    {
        let _ = element.focus();
    }
}

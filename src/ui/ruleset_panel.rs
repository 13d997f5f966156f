//! Choosing the rules: a built-in ruleset or one loaded from a file, and the troop types it
//! offers to add.

use leptos::ev::Event;
use leptos::prelude::*;

use super::Editor;
use super::delegate::clicked;
use super::files::read_chosen;
use super::side_picker::SidePicker;
use crate::render::{ruleset_options, troop_buttons};
use crate::rules::Origin;

/// The ruleset picker, the file loader and the troop types to add.
#[component]
pub fn RulesetPanel() -> impl IntoView {
    let editor = Editor::get();
    let current = move || {
        editor
            .ruleset
            .with(|r| r.as_ref().map(|r| r.id.clone()).unwrap_or_default())
    };
    let options = move || {
        let rulesets: Vec<(String, String)> = editor.library.with(|lib| {
            lib.entries()
                .iter()
                .map(|e| {
                    let label = match e.origin {
                        Origin::Custom { .. } => format!("{} (loaded)", e.ruleset.name),
                        Origin::Builtin => e.ruleset.name.clone(),
                    };
                    (e.ruleset.id.clone(), label)
                })
                .collect()
        });
        ruleset_options(&rulesets, &current())
    };
    let troops = move || {
        editor.ruleset.with(|r| {
            r.as_ref()
                .map(|r| r.troops.iter().map(troop_buttons).collect::<String>())
                .unwrap_or_default()
        })
    };
    let on_file = move |event: Event| {
        read_chosen(
            &event,
            Box::new(move |name, text| editor.open_file(name, text)),
        );
    };
    view! {
        <section class="ruleset-panel" aria-labelledby="rules-heading">
            <h2 id="rules-heading">"Rules"</h2>
            <select
                data-testid="ruleset"
                aria-label="Ruleset"
                inner_html=options
                on:change=move |event| editor.start_table(&event_target_value(&event))
            ></select>
            <label class="file-button">
                "Open a ruleset or layout file…"
                <input
                    type="file"
                    accept=".toml,.json"
                    data-testid="ruleset-file"
                    on:change=on_file
                />
            </label>
            <p class="hint">"Or drop a .toml ruleset or a .json layout anywhere on the page."</p>
            <h2>"Add a unit"</h2>
            <SidePicker
                label="Side of new units"
                hook="new-side"
                side=Signal::derive(move || editor.side.get())
                choose=Callback::new(move |side| editor.side.set(side))
            />
            <ul
                class="troops"
                inner_html=troops
                on:click=move |event| {
                    if let Some(troop) = clicked(&event, "troop") {
                        editor.add_unit(&troop);
                    }
                }
            ></ul>
        </section>
    }
}

//! Choosing the rules: a built-in ruleset or one loaded from a file, and the troop types it
//! offers to add.

use leptos::ev::Event;
use leptos::prelude::*;

use super::Editor;
use super::files::read_chosen;
use super::side_picker::SidePicker;
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
        editor.library.with(|lib| {
            lib.entries()
                .iter()
                .map(|e| {
                    let loaded = matches!(e.origin, Origin::Custom { .. });
                    let label = if loaded {
                        format!("{} (loaded)", e.ruleset.name)
                    } else {
                        e.ruleset.name.clone()
                    };
                    (e.ruleset.id.clone(), label)
                })
                .collect::<Vec<_>>()
        })
    };
    let troops = move || {
        editor.ruleset.with(|r| {
            r.as_ref()
                .map(|r| {
                    r.troops
                        .iter()
                        .map(|t| (t.id.clone(), t.name.clone()))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let on_file = move |event: Event| {
        read_chosen(
            &event,
            Box::new(move |name, text| editor.open_ruleset_file(name, text)),
        );
    };
    view! {
        <section class="ruleset-panel" aria-labelledby="rules-heading">
            <h2 id="rules-heading">"Rules"</h2>
            <select
                data-testid="ruleset"
                aria-label="Ruleset"
                prop:value=current
                on:change=move |event| editor.start_table(&event_target_value(&event))
            >
                {move || {
                    let selected = current();
                    options()
                        .into_iter()
                        .map(|(id, label)| {
                            let is_selected = id == selected;
                            view! { <option value=id selected=is_selected>{label}</option> }
                        })
                        .collect_view()
                }}
            </select>
            <label class="file-button">
                "Load a ruleset file…"
                <input type="file" accept=".toml" data-testid="ruleset-file" on:change=on_file/>
            </label>
            <p class="hint">"Or drop a .toml ruleset anywhere on the page."</p>
            <h2>"Add a unit"</h2>
            <SidePicker
                label="Side of new units"
                hook="new-side"
                side=Signal::derive(move || editor.side.get())
                choose=Callback::new(move |side| editor.side.set(side))
            />
            <ul class="troops">
                {move || {
                    troops()
                        .into_iter()
                        .map(|(id, name)| {
                            view! {
                                <li>
                                    <button
                                        class="add-unit"
                                        data-testid=format!("add-{id}")
                                        on:click=move |_| editor.add_unit(&id)
                                    >
                                        "+ "
                                        {name}
                                    </button>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
        </section>
    }
}

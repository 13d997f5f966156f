//! Choosing the rules: a built-in ruleset or one loaded from a file, and the troop types it
//! offers to add.

use leptos::prelude::*;

use crate::rules::Origin;
use crate::session::Edit;
use crate::ui::Editor;
use crate::ui::io::files::chosen_file;
use crate::ui::panel::muster_panel::MusterPanel;
use crate::ui::panel::side_picker::SidePicker;
use crate::ui::panel::table_settings::TableSettings;
use crate::ui::panel::terrain_adder::TerrainAdder;
use crate::ui::parts::chosen::kept_on;

/// The ruleset picker, the file loader and the troop types to add.
#[component]
pub fn RulesetPanel() -> impl IntoView {
    let editor = Editor::get();
    let current = Memo::new(move |_| {
        editor
            .ruleset
            .with(|r| r.as_ref().map(|r| r.id.clone()).unwrap_or_default())
    });
    let options = move || {
        editor.document.library().with(|lib| {
            lib.entries()
                .iter()
                .map(|e| {
                    let label = match e.origin {
                        Origin::Custom { .. } => format!("{} (loaded)", e.ruleset.name),
                        Origin::Builtin => e.ruleset.name.clone(),
                    };
                    view! { <option value=e.ruleset.id.clone()>{label}</option> }
                })
                .collect_view()
        })
    };
    let troops = move || {
        editor.ruleset.with(|r| {
            r.iter()
                .flat_map(|r| &r.troops)
                .map(|troop| {
                    let id = troop.id.clone();
                    view! {
                        <li>
                            <button
                                class="add-unit"
                                data-testid=format!("add-{}", troop.id)
                                on:click=move |_| editor.add_unit(&id)
                            >
                                "+ "
                                {troop.name.clone()}
                            </button>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="ruleset-panel" aria-labelledby="rules-heading">
            <h2 id="rules-heading">"Rules"</h2>
            <select
                node_ref=kept_on(move || {
                    editor.document.library().track();
                    current.get()
                })
                data-testid="ruleset"
                aria-label="Ruleset"
                on:change=move |event| editor.edit(Edit::PlayBy(event_target_value(&event)))
            >
                {options}
            </select>
            <label class="file-button">
                "Open a ruleset or layout file…"
                <input
                    type="file"
                    accept=".toml,.json"
                    data-testid="ruleset-file"
                    on:change=move |event| editor.open_picked(chosen_file(&event))
                />
            </label>
            <p class="hint">"Or drop a .toml ruleset or a .json layout anywhere on the page."</p>
            <TableSettings/>
            <h2>"Add a unit"</h2>
            <SidePicker
                label="Side of new units"
                hook="new-side"
                side=Signal::derive(move || editor.choices.side().get())
                choose=Callback::new(move |side| editor.choices.choose_side(side))
            />
            <ul class="troops">{troops}</ul>
            <MusterPanel/>
            <TerrainAdder/>
        </section>
    }
}

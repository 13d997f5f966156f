//! The header: the name, undo and redo, a new turn, sharing, and saving and printing.

use leptos::prelude::*;

use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::{HtmlElement, HtmlSelectElement};

use super::Editor;
use crate::file_reader::Export;

/// The choices of the file menu, by the name of their export (or `open`, `png`, `print`).
const SAVE_OR_PRINT: &str = "<option value=\"\" selected>Open, save or print…</option>\
<option value=\"open\">Open a ruleset or layout file…</option>\
<option value=\"export-json\">Layout file (.json)</option>\
<option value=\"export-table-svg\">Table drawing, 1:1 (.svg)</option>\
<option value=\"export-tray-svg\">Tray template of the selected unit (.svg)</option>\
<option value=\"png\">Table picture (.png)</option>\
<option value=\"print\">Print the table as shown, 1:1</option>";

/// The page header.
#[component]
pub fn Header() -> impl IntoView {
    let editor = Editor::get();
    view! {
        <header class="app-header">
            <h1>"Drillbook"</h1>
            <p class="tagline">"Miniature wargame formations at true scale"</p>
            <div class="toolbar" role="toolbar" aria-label="Edit">
                <button
                    data-testid="undo"
                    title="Undo (Ctrl+Z)"
                    disabled=move || !editor.can_undo_redo.get().0
                    on:click=move |_| editor.undo()
                >
                    "Undo"
                </button>
                <button
                    data-testid="new-turn"
                    title="Start a new turn: forget where each unit's move began"
                    on:click=move |_| {
                        editor.edit(|layout| {
                            layout.new_turn();
                            Ok(())
                        })
                    }
                >
                    "New turn"
                </button>
                <button
                    data-testid="redo"
                    title="Redo (Ctrl+Shift+Z)"
                    disabled=move || !editor.can_undo_redo.get().1
                    on:click=move |_| editor.redo()
                >
                    "Redo"
                </button>
                <button
                    data-testid="share"
                    title="Copy a link that carries the whole table"
                    on:click=move |_| editor.share()
                >
                    "Share link"
                </button>
                <select
                    data-testid="export"
                    aria-label="Open, save or print"
                    on:change=move |event| {
                        let choice = event_target_value(&event);
                        event_target::<HtmlSelectElement>(&event).set_value("");
                        match Export::from_name(&choice) {
                            Some(export) => editor.download(export),
                            None if choice == "png" => editor.download_png(),
                            None if choice == "print" => {
                                // A browser that cannot print says so itself.
                                let _ = window().print();
                            }
                            // The panel's file picker opens the file.
                            None if choice == "open" => {
                                if let Ok(Some(picker)) = document()
                                    .query_selector("[data-testid=ruleset-file]")
                                    && let Ok(picker) = picker.dyn_into::<HtmlElement>()
                                {
                                    picker.click();
                                }
                            }
                            None => {}
                        }
                    }
                    inner_html=SAVE_OR_PRINT
                ></select>
            </div>
        </header>
    }
}

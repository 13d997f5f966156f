//! The header's file menu: open a file, save the layout or a drawing, or print.

use leptos::ev::Event;
use leptos::html::Input;
use leptos::prelude::*;
use leptos::web_sys::HtmlSelectElement;

use super::side_panel::PanelUnavailable;
use super::{Editor, Notice};
use crate::file_reader::Export;

/// What the menu offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FileChoice {
    /// Open a ruleset or layout file.
    Open,
    /// Save the layout file.
    Layout,
    /// Save the table's drawing at 1:1.
    TableDrawing,
    /// Save the selected unit's tray template.
    TrayTemplate,
    /// Save a picture of the table as shown.
    Picture,
    /// Print the table as shown, at 1:1.
    Print,
    /// Save the whole table at 1:1 on sheets of A4, to print.
    Pages,
}

impl FileChoice {
    /// Every choice, in the menu's order.
    const ALL: [FileChoice; 7] = [
        FileChoice::Open,
        FileChoice::Layout,
        FileChoice::TableDrawing,
        FileChoice::TrayTemplate,
        FileChoice::Picture,
        FileChoice::Print,
        FileChoice::Pages,
    ];

    /// The value of its option, which the end-to-end tests pick it by.
    fn value(self) -> &'static str {
        match self {
            FileChoice::Open => "open",
            FileChoice::Layout => "export-json",
            FileChoice::TableDrawing => "export-table-svg",
            FileChoice::TrayTemplate => "export-tray-svg",
            FileChoice::Picture => "png",
            FileChoice::Print => "print",
            FileChoice::Pages => "export-pages",
        }
    }

    /// What the menu calls it.
    fn label(self) -> &'static str {
        match self {
            FileChoice::Open => "Open a ruleset or layout file…",
            FileChoice::Layout => "Layout file (.json)",
            FileChoice::TableDrawing => "Table drawing, 1:1 (.svg)",
            FileChoice::TrayTemplate => "Tray template of the selected unit (.svg)",
            FileChoice::Picture => "Table picture (.png)",
            FileChoice::Print => "Print the table as shown, 1:1",
            FileChoice::Pages => "The whole table on A4 sheets, 1:1 (.html)",
        }
    }

    /// The export it saves, when the reader worker writes it.
    fn export(self) -> Option<Export> {
        match self {
            FileChoice::Layout => Some(Export::Json),
            FileChoice::TableDrawing => Some(Export::TableSvg),
            FileChoice::TrayTemplate => Some(Export::TraySvg),
            FileChoice::Pages => Some(Export::Pages),
            FileChoice::Open | FileChoice::Picture | FileChoice::Print => None,
        }
    }
}

/// Saves what `choice` saves. The saving lives in the side panel's module, fetched once the
/// first table is drawn: nobody saves a table before they see it.
#[cfg(drillbook_split)]
#[leptos::wasm_split::wasm_split(side_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn save_choice(editor: Editor, choice: FileChoice) -> Result<(), PanelUnavailable> {
    save(editor, choice);
    Ok(())
}

/// Saves what `choice` saves, linked in with the rest of the page.
#[cfg(not(drillbook_split))]
async fn save_choice(editor: Editor, choice: FileChoice) -> Result<(), PanelUnavailable> {
    save(editor, choice);
    Ok(())
}

/// Saves a picture of the table, or the file the reader worker writes for `choice`.
fn save(editor: Editor, choice: FileChoice) {
    match choice {
        FileChoice::Picture => editor.download_png(),
        saved => saved.export().into_iter().for_each(|e| editor.download(e)),
    }
}

/// The file menu, with a file picker of its own for `Open`.
#[component]
pub fn FileMenu() -> impl IntoView {
    let editor = Editor::get();
    let picker = NodeRef::<Input>::new();
    let on_choice = move |event: Event| {
        let chosen = event_target_value(&event);
        // The menu goes back to its title, ready for the next choice.
        event_target::<HtmlSelectElement>(&event).set_value("");
        let Some(choice) = FileChoice::ALL.into_iter().find(|c| c.value() == chosen) else {
            return;
        };
        match choice {
            FileChoice::Open => {
                if let Some(picker) = picker.get_untracked() {
                    picker.click();
                }
            }
            // A browser that cannot print says so itself.
            FileChoice::Print => drop(window().print()),
            saved => leptos::task::spawn_local(async move {
                if save_choice(editor, saved).await.is_err() {
                    editor.say(Notice::error(
                        "Nothing was saved: this part of the page did not load.",
                        vec!["Reload the page to try again.".to_owned()],
                    ));
                }
            }),
        }
    };
    view! {
        <select data-testid="export" aria-label="Open, save or print" on:change=on_choice>
            <option value="" selected>"Open, save or print…"</option>
            {FileChoice::ALL
                .map(|choice| view! { <option value=choice.value()>{choice.label()}</option> })
                .into_iter()
                .collect_view()}
        </select>
        <input
            node_ref=picker
            type="file"
            accept=".toml,.json"
            hidden
            aria-hidden="true"
            tabindex="-1"
            on:change=move |event| editor.open_chosen(&event)
        />
    }
}

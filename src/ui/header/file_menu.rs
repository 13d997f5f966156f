//! The header's file menu: open a file, save the layout or a drawing, print at 1:1 on sheets
//! or the whole table on one sheet, or choose the paper the sheets are printed on.

use leptos::ev::Event;
use leptos::html::Input;
use leptos::prelude::*;
use leptos::web_sys::HtmlSelectElement;

use crate::file_reader::Export;
use crate::render::{BriefingForm, Paper, Printed};
use crate::ui::io::files::chosen_file;
use crate::ui::panel::side_panel::PanelUnavailable;
use crate::ui::{Editor, Notice};

/// What the menu offers.
#[derive(Clone, Copy, Debug, PartialEq)]
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
    /// Save what is printed at 1:1 on sheets of the chosen paper, to print.
    Sheets(Sheets),
    /// Save the whole table on one sheet of the chosen paper, to scale.
    Briefing(BriefingForm),
    /// Print on this paper from now on.
    Paper(Paper),
    /// Save the game as it unfolds: its report, the turn shown as a picture, or every turn
    /// as an animation.
    Game(GameSaved),
}

/// What is saved of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GameSaved {
    Report,
    TurnPicture,
    Animation,
}

/// What can be printed on sheets; the part of the table shown is measured when it is asked
/// for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sheets {
    Table,
    Shown,
    Unit,
    Tray,
    Trays,
}

impl FileChoice {
    /// The choice whose option has the value `value`, which the end-to-end tests pick it by.
    fn of_value(value: &str) -> Option<Self> {
        Some(match value {
            "open" => FileChoice::Open,
            "export-json" => FileChoice::Layout,
            "export-table-svg" => FileChoice::TableDrawing,
            "export-tray-svg" => FileChoice::TrayTemplate,
            "png" => FileChoice::Picture,
            "export-pages" => FileChoice::Sheets(Sheets::Table),
            "print" => FileChoice::Sheets(Sheets::Shown),
            "print-unit" => FileChoice::Sheets(Sheets::Unit),
            "print-tray" => FileChoice::Sheets(Sheets::Tray),
            "print-trays" => FileChoice::Sheets(Sheets::Trays),
            "briefing" => FileChoice::Briefing(BriefingForm::Page),
            "briefing-png" => FileChoice::Briefing(BriefingForm::Picture),
            "report" => FileChoice::Game(GameSaved::Report),
            "turn-png" => FileChoice::Game(GameSaved::TurnPicture),
            "game-gif" => FileChoice::Game(GameSaved::Animation),
            paper => FileChoice::Paper(Paper::from_key(paper)?),
        })
    }
}

/// Where the page keeps the paper the player prints on.
const PAPER_KEY: &str = "drillbook-paper";

/// The paper the player chose last; else US Letter where the browser's language is of a
/// country that prints on it, and A4 elsewhere.
fn kept_paper() -> Paper {
    let storage = window().local_storage().ok().flatten();
    let kept = storage.and_then(|s| s.get_item(PAPER_KEY).ok().flatten());
    kept.as_deref()
        .and_then(Paper::from_key)
        .unwrap_or_else(|| {
            let language = window().navigator().language().unwrap_or_default();
            let letter = ["en-US", "en-CA", "es-MX", "fr-CA", "en-PH", "es-US"];
            if letter.contains(&language.as_str()) {
                Paper::Letter
            } else {
                Paper::A4
            }
        })
}

/// Remembers `paper` for the prints to come and the next visit, and says so; a browser that
/// keeps nothing prints on the paper of its language.
fn keep_paper(editor: Editor, paper: Paper) {
    if let Some(storage) = window().local_storage().ok().flatten() {
        let _ = storage.set_item(PAPER_KEY, paper.key());
    }
    editor.say(Notice::info(format!(
        "Sheets are printed on {} from now on.",
        paper.name()
    )));
}

/// Saves a picture of the table, or the file the reader worker writes for `choice`, printed
/// sheets on the paper kept; or keeps the paper chosen.
fn save(editor: Editor, choice: FileChoice) {
    let printed = |sheets| match sheets {
        Sheets::Table => Printed::Table,
        Sheets::Shown => Printed::Shown(editor.shown_area()),
        Sheets::Unit => Printed::Unit,
        Sheets::Tray => Printed::Tray,
        Sheets::Trays => Printed::Trays,
    };
    let export = match choice {
        FileChoice::Picture => return editor.download_png(Export::TableSvg),
        FileChoice::Briefing(BriefingForm::Picture) => {
            return editor.download_png(Export::Briefing(kept_paper(), BriefingForm::Picture));
        }
        FileChoice::Briefing(form) => Export::Briefing(kept_paper(), form),
        FileChoice::Paper(paper) => return keep_paper(editor, paper),
        FileChoice::Game(GameSaved::Report) => Export::Report(kept_paper()),
        FileChoice::Game(GameSaved::TurnPicture) => {
            let turn = editor.document.with_layout_untracked(|l| l.turn);
            return editor.download_png(Export::TurnSheet(kept_paper(), turn));
        }
        FileChoice::Game(GameSaved::Animation) => return editor.download_gif(kept_paper()),
        FileChoice::Layout => Export::Json,
        FileChoice::TableDrawing => Export::TableSvg,
        FileChoice::TrayTemplate => Export::TraySvg,
        FileChoice::Sheets(sheets) => Export::Sheets(printed(sheets), kept_paper()),
        // The page's own file picker opens a file.
        FileChoice::Open => return,
    };
    editor.download(export);
}

/// The file menu, from the side panel's module (see `scripts/finish-dist.mjs`).
#[cfg(drillbook_split)]
#[leptos::wasm_split::wasm_split(side_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn load_file_menu() -> Result<AnyView, PanelUnavailable> {
    Ok(view! { <FileMenu/> }.into_any())
}

/// The file menu, linked in with the rest of the page.
#[cfg(not(drillbook_split))]
async fn load_file_menu() -> Result<AnyView, PanelUnavailable> {
    Ok(view! { <FileMenu/> }.into_any())
}

/// Where the file menu stands: a menu showing its title alone until the first table is drawn
/// and the menu comes with the side panel's module, so the first load does not carry it.
#[component]
pub fn FileMenuSlot() -> impl IntoView {
    let editor = Editor::get();
    let first_table = editor.startup.after_first_drawn();
    let ready = RwSignal::new(false);
    let menu = Suspend::new(async move {
        first_table.await;
        let menu = load_file_menu().await.ok();
        ready.set(menu.is_some());
        menu
    });
    view! {
        <select aria-label="Open, save or print" disabled hidden=move || ready.get()>
            <option>"Open, save or print…"</option>
        </select>
        {menu}
    }
}

/// The file menu, with a file picker of its own for `Open`. Its options are static markup,
/// which costs its module less than a list built from the choices.
#[component]
fn FileMenu() -> impl IntoView {
    let editor = Editor::get();
    let picker = NodeRef::<Input>::new();
    let on_choice = move |event: Event| {
        let chosen = event_target_value(&event);
        // The menu goes back to its title, ready for the next choice.
        event_target::<HtmlSelectElement>(&event).set_value("");
        match chosen.as_str() {
            "" => {}
            "open" => {
                if let Some(picker) = picker.get_untracked() {
                    picker.click();
                }
            }
            _ => {
                if let Some(choice) = FileChoice::of_value(&chosen) {
                    save(editor, choice);
                }
            }
        }
    };
    view! {
        <select data-testid="export" aria-label="Open, save or print" on:change=on_choice>
            <option value="" selected>"Open, save or print…"</option>
            <option value="open">"Open a ruleset or layout file…"</option>
            <optgroup label="Save">
                <option value="export-json">"Layout file (.json)"</option>
                <option value="export-table-svg">"Table drawing, 1:1 (.svg)"</option>
                <option value="png">"Table picture (.png)"</option>
                <option value="export-tray-svg">"Tray template of the selected unit (.svg)"</option>
            </optgroup>
            <optgroup label="Print at 1:1 on sheets (.html)">
                <option value="export-pages">"The whole table"</option>
                <option value="print">"The table as shown"</option>
                <option value="print-unit">"The selected unit's bases"</option>
                <option value="print-tray">"The selected unit's tray"</option>
                <option value="print-trays">"Every unit's tray, packed"</option>
            </optgroup>
            <optgroup label="The whole table on one sheet, to scale">
                <option value="briefing">"To print, or keep as a PDF (.html)"</option>
                <option value="briefing-png">"As a picture, to post (.png)"</option>
            </optgroup>
            <optgroup label="The game, turn by turn">
                <option value="report">"Battle report (.html)"</option>
                <option value="turn-png">"The turn shown, with its moves (.png)"</option>
                <option value="game-gif">"Every turn, animated (.gif)"</option>
            </optgroup>
            <optgroup label="Print on">
                <option value="a4">"A4 paper"</option>
                <option value="letter">"US Letter paper"</option>
            </optgroup>
        </select>
        <input
            node_ref=picker
            type="file"
            accept=".toml,.json"
            hidden
            aria-hidden="true"
            tabindex="-1"
            on:change=move |event| editor.open_picked(chosen_file(&event))
        />
    }
}

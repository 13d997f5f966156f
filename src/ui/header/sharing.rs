//! Sharing the table: its link, made by the reader worker, goes into the address bar and onto
//! the clipboard, and the notice says how long it is.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsValue;
use leptos::wasm_bindgen::closure::Closure;

use crate::file_reader::Export;
use crate::job::Job;
use crate::layout::Layout;
use crate::ui::io::worker_link::ask_worker;
use crate::ui::panel::side_panel::PanelUnavailable;
use crate::ui::store::Feedback;
use crate::ui::{Editor, Notice};

/// Makes the table's share link, puts it in the address bar and copies it: from the side
/// panel's module (see `scripts/finish-dist.mjs`), as nobody shares a table before it is drawn.
#[cfg(drillbook_split)]
#[leptos::wasm_split::wasm_split(side_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn share_in_module(editor: Editor) -> Result<(), PanelUnavailable> {
    share_now(editor);
    Ok(())
}

/// Makes and copies the share link, linked in with the rest of the page.
#[cfg(not(drillbook_split))]
async fn share_in_module(editor: Editor) -> Result<(), PanelUnavailable> {
    share_now(editor);
    Ok(())
}

fn share_now(editor: Editor) {
    let notice = editor.feedback;
    editor.make_link(move |result| match result {
        Ok(fragment) => copy_link(notice, &fragment),
        Err(error) => notice.say(Notice::error("The link could not be made.", vec![error])),
    });
}

impl Editor {
    /// Makes the table's share link, puts it in the address bar and copies it, once the
    /// module that copies it is there.
    pub fn share(&self) {
        let editor = *self;
        leptos::task::spawn_local(async move {
            if share_in_module(editor).await.is_err() {
                editor.say(Notice::error(
                    "The link was not made: this part of the page did not load.",
                    vec!["Reload the page to try again.".to_owned()],
                ));
            }
        });
    }

    /// Has the reader worker write `export` of the table (a tray template is of the selected
    /// unit); `done` gets the text. The link, the layout file and the game's pictures and
    /// report are of the whole game; the drawings and the sheets are of the turn shown.
    pub fn export_text(&self, export: Export, done: impl FnOnce(Result<String, String>) + 'static) {
        let whole_game = matches!(
            export,
            Export::Link | Export::Json | Export::Report(_) | Export::TurnSheet(..)
        );
        let layout = if whole_game {
            self.document.with_game_untracked(Layout::to_bytes)
        } else {
            self.document.with_layout_untracked(Layout::to_bytes)
        };
        let job = Job::Export {
            export,
            layout,
            unit: self.selected.lead_untracked(),
        };
        ask_worker(&job, done);
    }

    /// Has the reader worker make the table's link; `done` gets its fragment, which is also
    /// put in the address bar (replacing the entry, so Back still leaves the page).
    pub fn make_link(&self, done: impl FnOnce(Result<String, String>) + 'static) {
        self.export_text(Export::Link, move |fragment| {
            if let Ok(fragment) = &fragment {
                // Without a history the link is still copied and saved.
                let _ = window().history().and_then(|h| {
                    h.replace_state_with_url(&JsValue::NULL, "", Some(&format!("#{fragment}")))
                });
            }
            done(fragment);
        });
    }
}

/// Puts the page's address, which carries the link with `fragment`, on the clipboard, and
/// says whether that worked.
fn copy_link(notice: Feedback, fragment: &str) {
    let window = window();
    let link = window
        .location()
        .href()
        .unwrap_or_else(|_| format!("#{fragment}"));
    let length = link.chars().count();
    let copied = Closure::once(move |_: JsValue| {
        notice.say(Notice::info(format!(
            "Link copied: {length} characters. Anyone who opens it sees this table."
        )));
    });
    let refused = Closure::once(move |_: JsValue| {
        notice.say(Notice::info(format!(
            "The link is in the address bar ({length} characters): copy it from there."
        )));
    });
    let _ = window
        .navigator()
        .clipboard()
        .write_text(&link)
        .then2(&copied, &refused);
    // The promise calls one of the two; both are left to live, a few bytes per link made.
    copied.forget();
    refused.forget();
}

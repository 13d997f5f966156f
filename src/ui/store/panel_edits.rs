//! The door the table's edits come in by on the page. Edits come with the side panel's
//! module, fetched once the first table is drawn (nothing is selected before then): the
//! session's code for them loads with it, out of the first load. The panel's buttons and
//! fields, the keys and the table's double-click all go through [`Editor::edit`].

use crate::session::Edit;
use crate::ui::board::table::keep_keys_on_table;
use crate::ui::panel::side_panel::PanelUnavailable;
use crate::ui::{Editor, Notice};

/// Makes `edit`, from the side panel's module (see `scripts/finish-dist.mjs`).
#[cfg(drillbook_split)]
#[leptos::wasm_split::wasm_split(side_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn edit_in_module(editor: Editor, edit: Edit) -> Result<(), PanelUnavailable> {
    make(editor, edit);
    Ok(())
}

/// Makes `edit`, linked in with the rest of the page.
#[cfg(not(drillbook_split))]
async fn edit_in_module(editor: Editor, edit: Edit) -> Result<(), PanelUnavailable> {
    make(editor, edit);
    Ok(())
}

/// Makes `edit`; once what was selected is removed, the keys stay on the table. This waits
/// for the edit itself, which may wait for the module: keeping the keys at the key press
/// found the unit still there when the module came late.
fn make(editor: Editor, edit: Edit) {
    let removes = matches!(edit, Edit::RemoveSelected);
    editor.edit_now(edit);
    if removes {
        keep_keys_on_table(editor);
    }
}

impl Editor {
    /// Makes `edit` as soon as the module that makes it is there: one undo step, or a notice
    /// saying why not.
    pub fn edit(&self, edit: Edit) {
        let editor = *self;
        leptos::task::spawn_local(async move {
            if edit_in_module(editor, edit).await.is_err() {
                editor.say(Notice::error(
                    "The edit was not made: this part of the page did not load.",
                    vec!["Reload the page to try again.".to_owned()],
                ));
            }
        });
    }
}

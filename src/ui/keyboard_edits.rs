//! Editing the selection from the keyboard: moving and turning it, removing it, copying a unit
//! beside it, copying and pasting. These come with the side panel's module, fetched once the
//! first table is drawn (nothing is selected before then), and so do the edits behind them,
//! which the panel's buttons share.

use glam::Vec2;

use super::side_panel::PanelUnavailable;
use super::{Editor, Notice};

/// An edit a key asks of the selection.
#[derive(Clone, Copy)]
pub enum KeyEdit {
    /// Moved by `shift` (table mm) and turned by `degrees`.
    Nudge { shift: Vec2, degrees: f32 },
    /// Taken off the table.
    Remove,
    /// A copy of the unit beside it.
    Duplicate,
    /// The unit and its brigade copied, for a paste.
    Copy,
    /// What was copied, put in the middle of the view.
    Paste,
}

fn apply(editor: Editor, edit: KeyEdit) {
    match edit {
        KeyEdit::Nudge { shift, degrees } => editor.nudge_selected(shift, degrees),
        KeyEdit::Remove => editor.remove_selected(),
        KeyEdit::Duplicate => editor.duplicate_selected(),
        KeyEdit::Copy => editor.copy_selected(),
        KeyEdit::Paste => editor.paste(),
    }
}

/// Makes `edit`, from the side panel's module (see `scripts/finish-dist.mjs`).
#[cfg(drillbook_split)]
#[leptos::wasm_split::wasm_split(side_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn apply_from_module(editor: Editor, edit: KeyEdit) -> Result<(), PanelUnavailable> {
    apply(editor, edit);
    Ok(())
}

/// Makes `edit`, linked in with the rest of the page.
#[cfg(not(drillbook_split))]
async fn apply_from_module(editor: Editor, edit: KeyEdit) -> Result<(), PanelUnavailable> {
    apply(editor, edit);
    Ok(())
}

/// Makes `edit` as soon as the module that makes it is there.
pub fn edit_from_keyboard(editor: Editor, edit: KeyEdit) {
    leptos::task::spawn_local(async move {
        if apply_from_module(editor, edit).await.is_err() {
            editor.say(Notice::error(
                "The key did nothing: this part of the page did not load.",
                vec!["Reload the page to try again.".to_owned()],
            ));
        }
    });
}

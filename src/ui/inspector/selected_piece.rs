//! What the inspector shows of any selected piece, a unit or terrain: its name as a heading
//! and a field, what is particular to it, how to handle it on the table, and removing it.

use leptos::prelude::*;

use crate::fields::Entry;
use crate::session::Edit;
use crate::ui::Editor;
use crate::ui::parts::field::Field;

/// The frame of a selected piece's inspector around `children`, the fields particular to it.
#[component]
pub fn SelectedPiece(
    /// The heading: the piece's name, or what it is.
    heading: Signal<String>,
    /// The name it carries, in its field.
    name: Signal<String>,
    /// Hands the editor a new name.
    rename: Callback<String>,
    /// The test hooks' prefix: `unit`, `terrain`.
    hook: &'static str,
    /// How to move and turn it on the table.
    hint: &'static str,
    /// The remove button's words.
    remove: &'static str,
    children: Children,
) -> impl IntoView {
    let editor = Editor::get();
    view! {
        <h2>{heading}</h2>
        <Field label="Name" hook=format!("{hook}-name") entry=Entry::Text shown=name enter=rename/>
        {children()}
        <p class="hint">{hint}</p>
        <button
            class="danger"
            data-testid=format!("delete-{hook}")
            on:click=move |_| editor.edit(Edit::RemoveSelected)
        >
            {remove}
        </button>
    }
}

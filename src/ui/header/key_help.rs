//! The header's "Keys" button, which opens the list of the keys the page answers to (as
//! "?" does; the same or Escape closes it). The list itself comes with the side panel's
//! module ([`crate::ui::panel::key_list`]): nobody reads it before the table is drawn.

use leptos::prelude::*;

use crate::ui::Editor;

/// The header's button that shows the keys.
#[component]
pub fn KeyHelp() -> impl IntoView {
    let editor = Editor::get();
    let shown = editor.viewing.keys_shown();
    view! {
        <button
            data-testid="keys"
            title="The keys the table answers to (?)"
            aria-expanded=move || shown.get().to_string()
            aria-controls="key-list"
            on:click=move |_| editor.viewing.show_keys(!shown.get_untracked())
        >
            "Keys"
        </button>
    }
}

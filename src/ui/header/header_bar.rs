//! The header: the name, undo and redo, a new turn, sharing, the keys, and saving and printing.

use leptos::prelude::*;

use crate::session::{Edit, Intent};
use crate::ui::Editor;
use crate::ui::header::file_menu::FileMenuSlot;
use crate::ui::header::key_help::KeyHelp;

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
                    disabled=move || !editor.document.undo_redo().get().0
                    on:click=move |_| editor.apply(Intent::Undo)
                >
                    "Undo"
                </button>
                <button
                    data-testid="new-turn"
                    title="Keep this turn in the game and start the next, each unit's move and changes afresh; the first ends the deployment"
                    on:click=move |_| {
                        editor.edit(Edit::NewTurn)
                    }
                >
                    "New turn"
                </button>
                <button
                    data-testid="redo"
                    title="Redo (Ctrl+Shift+Z)"
                    disabled=move || !editor.document.undo_redo().get().1
                    on:click=move |_| editor.apply(Intent::Redo)
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
                <KeyHelp/>
                <FileMenuSlot/>
            </div>
        </header>
    }
}

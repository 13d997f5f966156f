//! The keys the page answers to, listed on the page: opened by the header's "Keys" button or
//! by pressing "?", and closed the same way or by Escape. It comes with the side panel's
//! module, fetched once the table is drawn.

use leptos::prelude::*;

use crate::ui::Editor;

/// The list of keys, shown while the header's button holds it open.
#[component]
pub fn KeyList() -> impl IntoView {
    let shown = Editor::get().viewing.keys_shown();
    view! {
        <section id="key-list" class="key-list" aria-label="Keys" hidden=move || !shown.get()>
            // Written out whole: as one static template it costs the first load less than a
            // list of pairs made into views one by one.
            <dl>
                <dt><kbd>"Tab"</kbd></dt>
                <dd>"reaches each unit in turn, and selects it"</dd>
                <dt><kbd>"↑"</kbd>", "<kbd>"↓"</kbd>" in the order of battle"</dt>
                <dd>"select the unit or brigade before or after; with Alt, move it up or down its side"</dd>
                <dt><kbd>"Arrows"</kbd></dt>
                <dd>"move the selected unit or terrain 5 mm (with Shift, 1 mm)"</dd>
                <dt><kbd>"Q, E"</kbd></dt>
                <dd>"turn it 5° left or right (with Shift, 1°)"</dd>
                <dt><kbd>"Delete"</kbd></dt>
                <dd>"removes it"</dd>
                <dt><kbd>"D"</kbd></dt>
                <dd>"copies the selected unit beside it"</dd>
                <dt><kbd>"Ctrl+C"</kbd>", "<kbd>"Ctrl+V"</kbd></dt>
                <dd>"copy the selected unit and its brigade; paste a copy in the middle of the view, on this table or another of the same rules"</dd>
                <dt><kbd>"F"</kbd></dt>
                <dd>"centres the table on what is selected"</dd>
                <dt><kbd>"/"</kbd></dt>
                <dd>"finds a unit by name, brigade, troop type or side"</dd>
                <dt><kbd>"Escape"</kbd></dt>
                <dd>"cancels a drag, lets the selection go, clears a measurement"</dd>
                <dt><kbd>"Ctrl+Z"</kbd>", "<kbd>"Ctrl+Shift+Z"</kbd></dt>
                <dd>"undo, redo"</dd>
                <dt><kbd>"Shift"</kbd>"+click"</dt>
                <dd>"adds a unit to the selected one's brigade, which moves, turns and is removed as one"</dd>
                <dt><kbd>"Shift"</kbd>"+drag on open ground"</dt>
                <dd>"draws a box: every unit in it becomes one brigade, which the inspector can name to keep"</dd>
                <dt>"A click on a named brigade's unit"</dt>
                <dd>"selects the whole brigade; with "<kbd>"Ctrl"</kbd>" the unit alone"</dd>
                <dt>"The turning dot"</dt>
                <dd>"turns by 15°; with Shift by 45°, with Alt by whole degrees"</dd>
                <dt><kbd>"["</kbd>", "<kbd>"]"</kbd></dt>
                <dd>"show the turn before or after, once the game keeps a turn"</dd>
                <dt><kbd>"?"</kbd></dt>
                <dd>"shows or hides these keys"</dd>
            </dl>
        </section>
    }
}

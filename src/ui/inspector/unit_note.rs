//! The players' line on the selected unit in the turn shown ("broken by the Greys'
//! charge"), once the game has begun: text on one line, kept with the turn.

use leptos::prelude::*;

use crate::fields::Entry;
use crate::session::Edit;
use crate::ui::Editor;
use crate::ui::parts::field::Field;

/// The note on unit `id` in the turn shown, while the game keeps a turn or has begun.
#[component]
pub fn UnitNote(id: u32) -> impl IntoView {
    let editor = Editor::get();
    let begun = move || {
        editor
            .document
            .with_game(|g| g.turn > 0 || !g.record.is_empty())
    };
    let shown = Signal::derive(move || {
        editor
            .document
            .with_layout(|l| l.notes.of_unit(id).unwrap_or_default().to_owned())
    });
    view! {
        <div class="unit-note" hidden=move || !begun()>
            <Field
                label="Note this turn"
                hook="unit-note".to_owned()
                entry=Entry::Text
                shown=shown
                enter=Callback::new(move |text| editor.edit(Edit::NoteUnit { id, text }))
            />
        </div>
    }
}

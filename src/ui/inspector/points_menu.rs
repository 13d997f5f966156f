//! The selected terrain's or zone's points: a menu to add one or take one away, where the
//! page chooses which. A double click on the table chooses the place instead.

use leptos::prelude::*;
use leptos::web_sys::HtmlSelectElement;

use crate::layout::TablePiece;
use crate::session::Edit;
use crate::ui::Editor;

/// The menu of `piece`'s points.
#[component]
pub fn PointsMenu(piece: TablePiece) -> impl IntoView {
    let editor = Editor::get();
    // A menu of the two changes, as the file menu is: a pick runs it, and the menu goes back
    // to its title.
    view! {
        <select
            data-testid="points"
            aria-label="Points"
            on:change=move |event| {
                let add = event_target_value(&event) == "add";
                event_target::<HtmlSelectElement>(&event).set_value("");
                editor.edit(if add { Edit::AddPoint(piece) } else { Edit::RemovePoint(piece) });
            }
        >
            <option value="" selected>"Points…"</option>
            <option value="add">"Add one in the middle of the longest leg"</option>
            <option value="remove">"Take away the one that changes the shape least"</option>
        </select>
    }
}

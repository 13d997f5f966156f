//! The table: an SVG whose user units are millimetres, fitted to what stands on it.

use leptos::prelude::*;

use super::{Editor, UnitView};
use crate::viewport::ViewBox;

/// Space left around the content when fitting the view, in mm.
const FIT_MARGIN_MM: f32 = 40.0;
/// The smallest stretch of table the view shows, in mm, so one base is not blown up.
const MIN_VIEW_MM: f32 = 300.0;

/// Every unit on the table, drawn at true scale.
#[component]
pub fn TableView() -> impl IntoView {
    let editor = Editor::get();
    let view_box = Memo::new(move |_| {
        ViewBox::fit(
            editor.table.with(|t| t.bounds()),
            FIT_MARGIN_MM,
            MIN_VIEW_MM,
        )
        .to_attribute()
    });
    let ids = move || {
        editor
            .table
            .with(|t| t.units.iter().map(|u| u.id).collect::<Vec<_>>())
    };
    let empty = move || editor.layout.with(|l| l.units.is_empty());
    view! {
        <div class="table-wrap">
            <svg
                class="table"
                data-testid="table"
                viewBox=view_box
                preserveAspectRatio="xMidYMid meet"
                role="img"
                aria-label="The table, drawn to scale in millimetres"
                on:click=move |_| editor.selection.set(None)
            >
                <For each=ids key=|id| *id children=move |id| view! { <UnitView id=id/> }/>
            </svg>
            <Show when=empty>
                <p class="table-hint">"The table is empty. Add a unit from the panel."</p>
            </Show>
        </div>
    }
}

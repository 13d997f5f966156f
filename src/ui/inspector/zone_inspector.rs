//! The selected deployment zone: whose it is, its corners to add or take away, how to reshape
//! it on the table, and removing it.

use leptos::prelude::*;

use crate::layout::{PlayerSide, TablePiece};
use crate::session::Edit;
use crate::ui::Editor;
use crate::ui::inspector::points_menu::PointsMenu;

/// The inspector of `side`'s deployment zone.
#[component]
pub fn ZoneInspector(side: PlayerSide) -> impl IntoView {
    let editor = Editor::get();
    let corners = move || {
        editor.document.with_layout(|l| {
            l.battlefield
                .as_ref()
                .and_then(|f| f.zone(side))
                .map_or(0, |z| z.corners.len())
        })
    };
    view! {
        <h2>{format!("{} deployment zone", side.name())}</h2>
        <p>{move || format!("{} corners. Its units must stand wholly inside it.", corners())}</p>
        <PointsMenu piece=TablePiece::Zone(side)/>
        <p class="hint">
            "Drag a round handle to move a corner, or inside the zone to move it whole; double-click its edge to add a corner there, or a corner to take it away. The arrow keys move it; Q and E turn it."
        </p>
        <button class="danger" data-testid="delete-zone" on:click=move |_| editor.edit(Edit::RemoveSelected)>
            "Remove zone"
        </button>
    }
}

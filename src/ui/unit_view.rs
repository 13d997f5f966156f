//! One unit on the table.

use leptos::prelude::*;

use super::Editor;
use crate::render::{escape, unit_markup};

/// A unit: its bases as the core draws them, in the unit's frame, placed by one SVG
/// transform from its pose, so moving the unit changes one attribute and redraws nothing.
/// The unit's colour is its player's, and its name is its title.
#[component]
pub fn UnitView(
    /// The unit's id in the layout.
    id: u32,
) -> impl IntoView {
    let editor = Editor::get();
    let placed = Memo::new(move |_| {
        editor
            .table
            .with(|t| t.unit(id).map(|u| (u.pose, u.side.0)))
    });
    let markup = Memo::new(move |_| {
        editor.table.with(|t| {
            t.unit(id)
                .map(|u| {
                    // The title names the unit to screen readers, and on hover.
                    format!(
                        "<title>{}</title>{}",
                        escape(&u.name),
                        unit_markup(&u.shaped.footprint)
                    )
                })
                .unwrap_or_default()
        })
    });
    let transform = move || {
        placed
            .get()
            .map(|(pose, _)| format!("translate({} {}) rotate({})", pose.x, pose.y, pose.heading))
    };
    let class = move || placed.get().map(|(_, side)| format!("unit side-{side}"));
    view! {
        <g
            class=class
            class:selected=move || editor.selection.get() == Some(id)
            data-testid=format!("unit-{id}")
            data-unit=id
            transform=transform
            inner_html=move || markup.get()
        ></g>
    }
}

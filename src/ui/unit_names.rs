//! The units' names written on the table, where the core places them for the view: placed
//! again as the table, the view or the selection changes.

use leptos::prelude::*;

use super::Editor;
use super::table_marks::CoreLayer;
use crate::geom::Bounds;
use crate::render::{LETTERS_PER_VIEW, names_markup, place_names};

/// How high the names' letters stand on screen, CSS pixels.
const LETTER_PX: f32 = 12.0;

/// Every unit's name the view has room for, over the units and under the overlays.
#[component]
pub fn UnitNames(
    /// The table's scale on screen, mm a pixel, once the table is laid out.
    mm_per_px: Signal<Option<f32>>,
) -> impl IntoView {
    let editor = Editor::get();
    let markup = Memo::new(move |_| {
        if !editor.names_shown.get() {
            return String::new();
        }
        let view = editor.view.get();
        let letter_mm = mm_per_px
            .get()
            .map_or(view.size.max_element() / LETTERS_PER_VIEW, |mm| {
                LETTER_PX * mm
            });
        let shown = Bounds {
            min: view.min,
            max: view.min + view.size,
        };
        let first = editor.selection.get();
        editor
            .table
            .with(|table| names_markup(&place_names(table, shown, letter_mm, first), letter_mm))
    });
    view! { <CoreLayer class="names" markup=markup.into()/> }
}

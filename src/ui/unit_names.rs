//! The units' names written on the table, where the core places them for the view: placed
//! again as the table, the view or the selection changes.

use leptos::prelude::*;

use super::Editor;
use super::table_marks::CoreLayer;
use crate::geom::Bounds;
use crate::render::{LETTERS_PER_VIEW, names_markup, place_names};

/// Every unit's name the view has room for, over the units and under the overlays.
#[component]
pub fn UnitNames() -> impl IntoView {
    let editor = Editor::get();
    let markup = Memo::new(move |_| {
        if !editor.names_shown.get() {
            return String::new();
        }
        let view = editor.view.get();
        let letter_mm = view.size.max_element() / LETTERS_PER_VIEW;
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

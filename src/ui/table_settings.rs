//! Setting the players' table: its size, and the scale they measure the rules' distances at.

use leptos::prelude::*;

use super::Editor;
use crate::layout::TABLE_SIZES;
use crate::rules::Scale;

/// The scales a player may pick, with their names. Inches as centimetres leaves a ruleset
/// written in another unit as it is.
const SCALES: [(&str, Scale); 3] = [
    ("As written", Scale::AsWritten),
    ("Inches as cm", Scale::InchesAsCm),
    ("Half distances", Scale::Factor(0.5)),
];

/// The value of the table picker's option for a table of a size a file set.
const OTHER_SIZE: &str = "other";

/// The table's size (none, or one of [`TABLE_SIZES`]) and the players' scale. Each picker's
/// value follows the layout, so undo and an opened file show in them.
#[component]
pub fn TableSettings() -> impl IntoView {
    let editor = Editor::get();
    let size = move || {
        editor.layout.with(|l| match &l.battlefield {
            None => String::new(),
            Some(b) => TABLE_SIZES
                .iter()
                .position(|s| (s.width_mm, s.depth_mm) == (b.width_mm, b.depth_mm))
                .map_or(OTHER_SIZE.to_owned(), |i| i.to_string()),
        })
    };
    let scale = move || {
        editor.layout.with(|l| {
            SCALES
                .iter()
                .position(|(_, s)| *s == l.scale)
                .map_or(String::new(), |i| i.to_string())
        })
    };
    view! {
        <label>
            "Table "
            <select
                data-testid="table-size"
                prop:value=size
                on:change=move |event| {
                    let chosen = event_target_value(&event).parse::<usize>().ok();
                    editor.set_table(chosen.and_then(|i| TABLE_SIZES.get(i).copied()));
                }
            >
                <option value="">"None: open ground"</option>
                {TABLE_SIZES
                    .iter()
                    .enumerate()
                    .map(|(i, table)| view! { <option value=i>{table.name}</option> })
                    .collect_view()}
                <option value=OTHER_SIZE disabled>"Another size, set in a file"</option>
            </select>
        </label>
        <label>
            "Distances "
            <select
                data-testid="scale"
                prop:value=scale
                on:change=move |event| {
                    let chosen = event_target_value(&event).parse::<usize>().ok();
                    if let Some((_, scale)) = chosen.and_then(|i| SCALES.get(i)) {
                        editor.set_scale(*scale);
                    }
                }
            >
                {SCALES
                    .iter()
                    .enumerate()
                    .map(|(i, (name, _))| view! { <option value=i>{*name}</option> })
                    .collect_view()}
            </select>
        </label>
    }
}

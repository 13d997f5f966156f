//! Setting the players' table: its name, its size, the scale they measure the rules' distances at, and
//! the move allowances they play with.

use leptos::prelude::*;

use crate::fields::{Entry, TableSizeField};
use crate::layout::TABLE_SIZES;
use crate::rules::Scale;
use crate::session::Edit;
use crate::ui::Editor;
use crate::ui::panel::allowance_settings::AllowanceSettings;
use crate::ui::panel::zone_settings::ZoneSettings;
use crate::ui::parts::field::Field;

/// The scales a player may pick, in the order the picker lists them. Inches as centimetres
/// leaves a ruleset written in another unit as it is.
const SCALES: [Scale; 3] = [Scale::AsWritten, Scale::InchesAsCm, Scale::Factor(0.5)];

/// The value of the table picker's option for a table of a size a file set.
const OTHER_SIZE: &str = "other";

/// The table's size (none, or one of [`TABLE_SIZES`]) and the players' scale. Each picker's
/// value follows the layout, so undo and an opened file show in them.
#[component]
pub fn TableSettings() -> impl IntoView {
    let editor = Editor::get();
    let size = move || {
        editor.document.with_layout(|l| match &l.battlefield {
            None => String::new(),
            Some(b) => TABLE_SIZES
                .iter()
                .position(|s| (s.width_mm, s.depth_mm) == (b.width_mm, b.depth_mm))
                .map_or(OTHER_SIZE.to_owned(), |i| i.to_string()),
        })
    };
    let scale = move || {
        editor.document.with_layout(|l| {
            SCALES
                .iter()
                .position(|s| *s == l.scale)
                .map_or(String::new(), |i| i.to_string())
        })
    };
    let name = Signal::derive(move || editor.document.with_layout(|l| l.name.clone()));
    view! {
        <div class="table-name">
            <Field
                label="Table's name"
                hook="table-name".to_owned()
                entry=Entry::Text
                shown=name
                enter=Callback::new(move |typed: String| {
                    editor.edit(Edit::RenameTable(typed))
                })
            />
        </div>
        <label>
            "Table "
            <select
                data-testid="table-size"
                prop:value=size
                on:change=move |event| {
                    let chosen = event_target_value(&event).parse::<usize>().ok();
                    editor.edit(Edit::SetTable(chosen.and_then(|i| TABLE_SIZES.get(i).copied())));
                }
            >
                // Static options, in the order of `TABLE_SIZES`, are inert HTML to Leptos: a
                // list built from the constant cost the first load 0.6 KB more.
                <option value="">"None: open ground"</option>
                <option value="0">"6 × 4 ft"</option>
                <option value="1">"8 × 5 ft"</option>
                <option value="2">"4 × 4 ft"</option>
                <option value="3">"3 × 3 ft"</option>
                <option value="4">"120 × 80 cm"</option>
                <option value="5">"60 × 60 cm"</option>
                <option value=OTHER_SIZE disabled>"Another size, typed below"</option>
            </select>
        </label>
        <TypedTableSize/>
        <ZoneSettings/>
        <label>
            "Distances "
            <select
                data-testid="scale"
                prop:value=scale
                on:change=move |event| {
                    let chosen = event_target_value(&event).parse::<usize>().ok();
                    if let Some(scale) = chosen.and_then(|i| SCALES.get(i)) {
                        editor.edit(Edit::SetScale(*scale));
                    }
                }
            >
                <option value="0">"As written"</option>
                <option value="1">"Inches as cm"</option>
                <option value="2">"Half distances"</option>
            </select>
        </label>
        <AllowanceSettings/>
    }
}

/// The table's width and depth, typed in the players' tape's unit, under the size picker
/// while there is a table: a table of any size (within a layout's limits) is one edit away.
#[component]
fn TypedTableSize() -> impl IntoView {
    let editor = Editor::get();
    let fields = TableSizeField::ALL.map(|field| {
        let shown = Signal::derive(move || {
            editor.ruleset.with(|ruleset| {
                editor
                    .document
                    .with_layout(|l| match (&l.battlefield, ruleset) {
                        (Some(table), Some(ruleset)) => field.shown(table, ruleset),
                        _ => String::new(),
                    })
            })
        });
        view! {
            <Field
                label=field.label()
                hook=format!("table-{}", field.hook())
                entry=field.entry()
                shown=shown
                enter=Callback::new(move |typed: String| editor.edit(Edit::ResizeTable { field, typed }))
            />
        }
    });
    let unit = move || {
        editor.ruleset.with(|r| {
            r.as_ref()
                .map(|r| r.tape_unit().words())
                .unwrap_or_default()
        })
    };
    view! {
        <fieldset
            class="choices table-size"
            hidden=move || editor.document.with_layout(|l| l.battlefield.is_none())
        >
            <legend>"Table size (" {unit} ")"</legend>
            {fields.into_iter().collect_view()}
        </fieldset>
    }
}

//! The words written on the table, where the core places them for the view: the units' and
//! the named brigades' names (unless switched off) and the terrain's labels, placed again as the table, the view or
//! the selection changes. While units are dragged the words stay where they were when the
//! drag began, the moving units' names left out, and are placed again when it ends: placing
//! every word at each frame cost a drag across 500 units more than the rest of its frame.

use glam::Vec2;
use leptos::prelude::*;

use super::Editor;
use super::table_marks::CoreLayer;
use crate::geom::Bounds;
use crate::render::{
    HandleSpots, LETTERS_PER_VIEW, Lettering, OVERLAY_LETTERS_PER_VIEW, brigade_names_markup,
    finding_mark_box, names_markup, place_terrain_labels, terrain_labels_markup,
};

/// How high the names' letters stand on screen, CSS pixels.
const LETTER_PX: f32 = 12.0;

/// Every unit's name and terrain label the view has room for, over the units and under the
/// overlays.
#[component]
pub fn UnitNames(
    /// The table's scale on screen, mm a pixel, once the table is laid out.
    mm_per_px: Signal<Option<f32>>,
    /// The selected unit's handles' radius, mm.
    handle_radius: Signal<f32>,
) -> impl IntoView {
    let editor = Editor::get();
    // The units the reader marks, sorted, and the words the overlays write: a reading that
    // changes neither leaves the names where they are.
    let marked = Memo::new(move |_| {
        editor.reading.with(|r| {
            let mut marked = r.marked.clone();
            marked.sort_unstable();
            (marked, r.words.clone())
        })
    });
    // The named brigades, as (name, units): a rename of one writes the words again.
    let brigades = Memo::new(move |_| {
        editor.layout.with(|l| {
            l.brigades
                .iter()
                .map(|b| (b.name.clone(), b.units.clone()))
                .collect::<Vec<_>>()
        })
    });
    let markup = Memo::new(move |_| {
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
        let names_shown = editor.names_shown.get();
        let dragged = editor.units_dragged.get();
        let moving = if dragged {
            editor.selected_units()
        } else {
            Vec::new()
        };
        if !dragged {
            editor.table.track();
            marked.track();
            brigades.track();
        }
        // The words come a frame after the first table: they are not what a player waits for.
        if !editor.first_drawn.get() {
            return String::new();
        }
        editor.table.with_untracked(|table| {
            let Some(mut lettering) = Lettering::over(table, shown, letter_mm) else {
                return String::new();
            };
            // Names keep off the overlays' words and the selected unit's handles; its name is
            // written first, then the others keep off the corners where the reader counts a
            // unit's findings.
            let overlay_letter = view.size.max_element() / OVERLAY_LETTERS_PER_VIEW;
            marked.with_untracked(|(_, words)| {
                for word in words {
                    lettering.keep_off(word.bounds(overlay_letter));
                }
            });
            let radius = handle_radius.get();
            if let Some((id, spots)) =
                first.and_then(|id| Some((id, HandleSpots::on_table(table, id, radius)?)))
            {
                let pose = table.unit(id).map(|u| u.pose).unwrap_or_default();
                for taken in spots.boxes(&pose) {
                    lettering.keep_off(taken);
                }
            }
            let mut names = Vec::new();
            if names_shown {
                // Beyond the wheeling squares, which may stand past a thin unit's rear.
                names = lettering.names_of(
                    table,
                    |id| Some(id) == first && !moving.contains(&id),
                    2.0 * radius,
                );
            }
            marked.with_untracked(|(marked, _)| {
                let marks = table
                    .units
                    .iter()
                    .filter(|u| marked.binary_search(&u.id).is_ok());
                for unit in marks {
                    let corner = Vec2::new(unit.bounds.max.x, unit.bounds.min.y);
                    lettering.keep_off(finding_mark_box(corner, overlay_letter));
                }
            });
            if names_shown {
                names.extend(lettering.names_of(
                    table,
                    |id| Some(id) != first && !moving.contains(&id),
                    0.0,
                ));
            }
            let mut markup = names_markup(&names, letter_mm);
            if names_shown {
                // A named brigade's name, round its units, once theirs are written.
                let placed =
                    brigades.with_untracked(|brigades| lettering.brigade_names(table, brigades));
                markup.push_str(&brigade_names_markup(&placed, letter_mm));
            }
            if let Some(field) = &table.battlefield {
                let labels = place_terrain_labels(field, &mut lettering);
                markup.push_str(&terrain_labels_markup(&labels, letter_mm));
            }
            markup
        })
    });
    view! { <CoreLayer class="names" markup=markup.into()/> }
}

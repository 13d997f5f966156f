//! The words written on the table, where the core places them for the view: the units' and
//! the named brigades' names (unless switched off), the zones' names and the terrain's
//! labels, and the overlays' words, placed again as the table, the view or the selection
//! changes. While units are dragged the names stay where they were when the drag began, the
//! moving units' names left out, and are placed again when it ends: placing every word at
//! each frame cost a drag across 500 units more than the rest of its frame. The placing comes
//! with the side panel's module, after the first table is drawn: no player waits on the
//! names to see the table.

use std::time::Duration;

use glam::Vec2;
use leptos::prelude::*;

use crate::geom::Bounds;
use crate::render::{
    HandleSpots, LETTERS_PER_VIEW, Lettering, OVERLAY_LETTERS_PER_VIEW, OverlayWord,
    brigade_names_markup, finding_mark_box, names_markup, overlay_words_markup,
    place_overlay_words, place_terrain_labels, place_zone_labels, terrain_labels_markup,
    zone_labels_markup,
};
use crate::ui::Editor;
use crate::ui::panel::side_panel::PanelUnavailable;
use crate::ui::table_marks::CoreLayer;
use crate::viewport::ViewBox;

/// How high the names' letters stand on screen, CSS pixels.
const LETTER_PX: f32 = 12.0;

/// What the words are placed for, besides the table itself: read where the page tracks what
/// they depend on, and handed to the placing.
struct WordsAsked {
    view: ViewBox,
    letter_mm: f32,
    /// The selected unit, whose name is written first.
    first: Option<u32>,
    names_shown: bool,
    /// The units being dragged, left unnamed until they are let go.
    moving: Vec<u32>,
    /// The selected unit's handles' radius, mm.
    radius: f32,
    /// The units the reader marks, sorted, and the words the overlays write.
    marked: (Vec<u32>, Vec<OverlayWord>),
    /// The named brigades, as (name, units).
    brigades: Vec<(String, Vec<u32>)>,
}

/// The words' markup: the overlays' words clear of the bases and the selected unit's
/// handles; the names clear of them all, the selected unit's first, then the others clear of
/// the corners where the reader counts a unit's findings; the brigades' names round their
/// units; the zones' names; the terrain's labels.
fn words_markup(editor: Editor, asked: WordsAsked) -> Lettered {
    let WordsAsked {
        view,
        letter_mm,
        first,
        names_shown,
        moving,
        radius,
        marked: (marked, words),
        brigades,
    } = asked;
    let shown = Bounds {
        min: view.min,
        max: view.min + view.size,
    };
    editor.table.with_untracked(|table| {
        let Some(mut lettering) = Lettering::over(table, shown, letter_mm) else {
            return Lettered::default();
        };
        if let Some((id, spots)) =
            first.and_then(|id| Some((id, HandleSpots::on_table(table, id, radius)?)))
        {
            let pose = table.unit(id).map(|u| u.pose).unwrap_or_default();
            for taken in spots.boxes(&pose) {
                lettering.keep_off(taken);
            }
        }
        // The overlays' words, clear of the bases and the handles where they can be.
        let overlay_letter = view.size.max_element() / OVERLAY_LETTERS_PER_VIEW;
        let words = place_overlay_words(&mut lettering, &words, overlay_letter);
        let mut names = Vec::new();
        if names_shown {
            // Beyond the wheeling squares, which may stand past a thin unit's rear.
            names = lettering.names_of(
                table,
                |id| Some(id) == first && !moving.contains(&id),
                2.0 * radius,
            );
        }
        let marks = table
            .units
            .iter()
            .filter(|u| marked.binary_search(&u.id).is_ok());
        for unit in marks {
            let corner = Vec2::new(unit.bounds.max.x, unit.bounds.min.y);
            lettering.keep_off(finding_mark_box(corner, overlay_letter));
        }
        let mut markup = String::new();
        if names_shown {
            names.extend(lettering.names_of(
                table,
                |id| Some(id) != first && !moving.contains(&id),
                0.0,
            ));
            markup.push_str(&names_markup(&names, letter_mm));
            // A named brigade's name, round its units, once theirs are written.
            let placed = lettering.brigade_names(table, &brigades);
            markup.push_str(&brigade_names_markup(&placed, letter_mm));
        }
        if let Some(field) = &table.battlefield {
            let (zones, zone_letter) = place_zone_labels(field, &mut lettering);
            markup.push_str(&zone_labels_markup(&zones, zone_letter));
            let labels = place_terrain_labels(field, &mut lettering);
            markup.push_str(&terrain_labels_markup(&labels, letter_mm));
        }
        Lettered {
            overlay_words: overlay_words_markup(&words),
            names: markup,
        }
    })
}

/// The words written on the table, as markup: the overlays' words, and the names and labels.
#[derive(Default)]
struct Lettered {
    overlay_words: String,
    names: String,
}

/// Places the words, from the side panel's module (see `scripts/finish-dist.mjs`): the words
/// come after the first table is drawn, as the module does.
#[cfg(drillbook_split)]
#[leptos::wasm_split::wasm_split(side_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn place_words(editor: Editor, asked: WordsAsked) -> Result<Lettered, PanelUnavailable> {
    Ok(words_markup(editor, asked))
}

/// Places the words, linked in with the rest of the page.
#[cfg(not(drillbook_split))]
async fn place_words(editor: Editor, asked: WordsAsked) -> Result<Lettered, PanelUnavailable> {
    Ok(words_markup(editor, asked))
}

/// The overlays' `words` as the reader anchored them, from the side panel's module: while
/// units are dragged they follow each reading unplaced.
#[cfg(drillbook_split)]
#[leptos::wasm_split::wasm_split(side_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn anchored_words(words: Vec<OverlayWord>) -> Result<String, PanelUnavailable> {
    Ok(overlay_words_markup(&words))
}

/// The overlays' `words` as the reader anchored them, linked in with the rest of the page.
#[cfg(not(drillbook_split))]
async fn anchored_words(words: Vec<OverlayWord>) -> Result<String, PanelUnavailable> {
    Ok(overlay_words_markup(&words))
}

/// Waits for the module that places the words, and then for a task of its own: the module
/// arrives with the side panel, whose building takes the task it arrives in, and the worst
/// tables' words would add up with it.
async fn words_module() -> Result<(), PanelUnavailable> {
    // The module's smallest function, asked of nothing, brings it.
    anchored_words(Vec::new()).await?;
    let (done, next_task) = futures_channel::oneshot::channel::<()>();
    set_timeout(
        move || {
            let _ = done.send(());
        },
        Duration::ZERO,
    );
    let _ = next_task.await;
    Ok(())
}

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
        editor.feedback.reading().with(|r| {
            let mut marked = r.marked.clone();
            marked.sort_unstable();
            (marked, r.words.clone())
        })
    });
    // The named brigades, as (name, units): a rename of one writes the words again.
    let brigades = Memo::new(move |_| {
        editor.document.with_layout(|l| {
            l.brigades
                .iter()
                .map(|b| (b.name.clone(), b.units.clone()))
                .collect::<Vec<_>>()
        })
    });
    let names = RwSignal::new(String::new());
    let overlay_words = RwSignal::new(String::new());
    // Each placing asked for is counted, so that only the latest one's words are shown.
    let latest = StoredValue::new(0_u32);
    let module_ready = StoredValue::new(false);
    Effect::new(move |_| {
        let view = editor.viewing.view().get();
        let letter_mm = mm_per_px
            .get()
            .map_or(view.size.max_element() / LETTERS_PER_VIEW, |mm| {
                LETTER_PX * mm
            });
        let dragged = editor.document.units_dragged().get();
        let asked = WordsAsked {
            view,
            letter_mm,
            first: editor.selected.lead(),
            names_shown: editor.viewing.names_shown().get(),
            moving: if dragged {
                editor.selected.units()
            } else {
                Vec::new()
            },
            radius: handle_radius.get(),
            // While units are dragged, the names stay where they were.
            marked: if dragged {
                marked.get_untracked()
            } else {
                marked.get()
            },
            brigades: if dragged {
                brigades.get_untracked()
            } else {
                brigades.get()
            },
        };
        if !dragged {
            editor.table.track();
        }
        // The words come a frame after the first table: they are not what a player waits for.
        if !editor.startup.first_drawn().get() {
            return;
        }
        let ask = latest.get_value().wrapping_add(1);
        latest.set_value(ask);
        // Placed in a task of their own, after what set them off (a reading of the worst
        // tables writes a large overlay): the two would add up to one long task. Asks made
        // before it runs give way to the latest.
        set_timeout(
            move || {
                if latest.get_value() != ask {
                    return;
                }
                leptos::task::spawn_local(async move {
                    if !module_ready.get_value() {
                        if words_module().await.is_err() {
                            return;
                        }
                        module_ready.set_value(true);
                    }
                    if latest.get_value() != ask {
                        return;
                    }
                    if let Ok(lettered) = place_words(editor, asked).await {
                        if names.with_untracked(|m| *m != lettered.names) {
                            names.set(lettered.names);
                        }
                        if !dragged {
                            overlay_words.set(lettered.overlay_words);
                        }
                    }
                });
            },
            Duration::ZERO,
        );
    });
    // While units are dragged, the overlays' words follow each reading where the reader
    // anchored them; they are placed clear of the bases again when the drag ends.
    Effect::new(move |_| {
        if !editor.document.units_dragged().get() {
            return;
        }
        let words = marked.with(|(_, words)| words.clone());
        leptos::task::spawn_local(async move {
            if let Ok(markup) = anchored_words(words).await
                && editor.document.units_dragged().get_untracked()
            {
                overlay_words.set(markup);
            }
        });
    });
    let markup = Signal::derive(move || overlay_words.get() + &names.get());
    view! { <CoreLayer class="names" markup=markup/> }
}

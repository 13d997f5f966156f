//! The units on the table, each drawn by a view of its own that changes only when its unit
//! does: while one unit is dragged across a crowded table, one view is touched per frame.
//! A table that arrives whole (a link, a file, an undo) is drawn over several frames, at most
//! [`NEW_BASES_PER_FRAME`] new bases a frame, so that drawing it never keeps the page busy
//! for long.

use std::collections::HashMap;

use leptos::prelude::*;

use super::Editor;
use crate::formation::Footprint;
use crate::geom::Pose;
use crate::render::{escape, unit_markup};
use crate::table::{PlacedUnit, Table};

/// What a unit's view shows of it.
#[derive(Clone, Debug, PartialEq)]
struct Look {
    pose: Pose,
    side: u8,
    name: String,
    footprint: Footprint,
}

impl Look {
    fn of(unit: &PlacedUnit) -> Self {
        Self {
            pose: unit.pose,
            side: unit.side.0,
            name: unit.name.clone(),
            footprint: unit.shaped.footprint.clone(),
        }
    }

    fn shows(&self, unit: &PlacedUnit) -> bool {
        self.pose == unit.pose
            && self.side == unit.side.0
            && self.name == unit.name
            && self.footprint == unit.shaped.footprint
    }
}

/// Each unit's look, by id, as its view reads it.
type Looks = StoredValue<HashMap<u32, RwSignal<Look>>>;

/// The most bases drawn anew in one frame: a battle of 500 units (about 2,500 bases) is
/// still drawn in one, as fast as before; only larger tables are spread over frames. Smaller
/// shares were measured too: 600 a frame spread a 500-unit battle over five frames and
/// drew it in 1.15 s rather than 0.46 s, while every frame still took the browser over
/// 100 ms to paint.
const NEW_BASES_PER_FRAME: usize = 2500;

/// How many of `units` (id and bases, in table order) to draw now: every unit already drawn,
/// and the next ones not yet drawn while their bases fit `budget` (at least one).
fn to_draw(units: &[(u32, usize)], drawn: impl Fn(u32) -> bool, budget: usize) -> usize {
    let mut spent = 0;
    for (index, &(id, bases)) in units.iter().enumerate() {
        if drawn(id) {
            continue;
        }
        if spent > 0 && spent + bases > budget {
            return index;
        }
        spent += bases;
    }
    units.len()
}

/// Draws the next frame's share of `units`, and asks for another frame while some remain.
fn draw_next(units: Memo<Vec<(u32, usize)>>, looks: Looks, shown: RwSignal<usize>) {
    let (count, all) = units.with_untracked(|units| {
        let count = looks
            .with_value(|looks| to_draw(units, |id| looks.contains_key(&id), NEW_BASES_PER_FRAME));
        (count, units.len())
    });
    if shown.get_untracked() != count {
        shown.set(count);
    }
    if count < all {
        request_animation_frame(move || draw_next(units, looks, shown));
    }
}

/// Every unit on the table, drawn at true scale in table order.
#[component]
pub fn UnitViews() -> impl IntoView {
    let editor = Editor::get();
    let looks: Looks = StoredValue::new(HashMap::new());
    // After each change of the table, only the looks that differ are set.
    Effect::new(move |_| {
        editor.table.with(|table: &Table| {
            looks.with_value(|looks| {
                for unit in &table.units {
                    if let Some(look) = looks.get(&unit.id)
                        && !look.with_untracked(|l| l.shows(unit))
                    {
                        look.set(Look::of(unit));
                    }
                }
            });
        });
    });
    let units = Memo::new(move |_| {
        editor.table.with(|t| {
            t.units
                .iter()
                .map(|u| (u.id, u.shaped.footprint.bases.len()))
                .collect::<Vec<_>>()
        })
    });
    // The first frame's share is drawn at once, with the table.
    let shown =
        RwSignal::new(units.with_untracked(|units| to_draw(units, |_| false, NEW_BASES_PER_FRAME)));
    Effect::new(move |_| {
        units.track();
        draw_next(units, looks, shown);
    });
    let ids = Memo::new(move |_| {
        units.with(|units| {
            units
                .iter()
                .take(shown.get())
                .map(|(id, _)| *id)
                .collect::<Vec<_>>()
        })
    });
    view! {
        <For
            each=move || ids.get()
            key=|id| *id
            children=move |id| {
                let now = editor.table.with_untracked(|t| t.unit(id).map(Look::of));
                now.map(|now| {
                    let look = RwSignal::new(now);
                    looks.update_value(|l| {
                        l.insert(id, look);
                    });
                    on_cleanup(move || {
                        looks.update_value(|l| {
                            l.remove(&id);
                        })
                    });
                    view! { <UnitView id=id look=look/> }
                })
            }
        />
    }
}

/// A unit: its bases as the core draws them, in the unit's frame, placed by one SVG
/// transform from its pose, so moving the unit changes one attribute and redraws nothing.
/// The unit's colour is its player's, and its name is its title. Tab reaches it, and
/// selects it.
#[component]
fn UnitView(
    /// The unit's id in the layout.
    id: u32,
    /// What it shows.
    look: RwSignal<Look>,
) -> impl IntoView {
    let editor = Editor::get();
    let markup = Memo::new(move |_| {
        look.with(|l| {
            // The title names the unit to screen readers, and on hover.
            format!(
                "<title>{}</title>{}",
                escape(&l.name),
                unit_markup(&l.footprint)
            )
        })
    });
    let transform = move || look.with(|l| l.pose.svg_transform());
    let class = move || look.with(|l| format!("unit side-{}", l.side));
    view! {
        <g
            class=class
            class:selected=move || editor.selection.get() == Some(id)
            data-testid=format!("unit-{id}")
            data-unit=id
            tabindex="0"
            on:focus=move |_| editor.select(Some(id))
            transform=transform
            inner_html=move || markup.get()
        ></g>
    }
}

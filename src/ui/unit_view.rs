//! The units on the table, each drawn by a view of its own that changes only when its unit
//! does: while one unit is dragged across a crowded table, one view is touched per frame.
//! A table that arrives whole (a link, a file, an undo) is drawn in shares
//! ([`units_to_draw`]).

use std::collections::HashMap;
use std::time::Duration;

use leptos::prelude::*;

use super::Editor;
use crate::formation::Footprint;
use crate::geom::Pose;
use crate::render::{
    COST_PER_TASK, MAX_DRAWN_FIGURES, OPENED_AT_ONCE, drawing_cost, escape, figures_markup,
    unit_markup, units_to_draw,
};
use crate::table::{PlacedUnit, Table};

/// What a unit's view draws inside its group: everything but where it stands.
#[derive(Clone, Debug, PartialEq)]
struct Look {
    side: u8,
    name: String,
    footprint: Footprint,
    figures_per_base: u32,
}

impl Look {
    fn of(unit: &PlacedUnit) -> Self {
        Self {
            side: unit.side.0,
            name: unit.name.clone(),
            footprint: unit.shaped.footprint.clone(),
            figures_per_base: unit.figures_per_base,
        }
    }

    fn shows(&self, unit: &PlacedUnit) -> bool {
        self.side == unit.side.0
            && self.name == unit.name
            && self.figures_per_base == unit.figures_per_base
            && self.footprint == unit.shaped.footprint
    }
}

/// A unit's view's signals: where it stands, and what it draws. A move sets only the pose,
/// so a drag changes one attribute and writes no markup.
#[derive(Clone, Copy)]
struct Shown {
    pose: RwSignal<Pose>,
    look: RwSignal<Look>,
}

/// Each drawn unit's signals, by id.
type Looks = StoredValue<HashMap<u32, Shown>>;

/// The drawing of a table in shares: which units there are, which are drawn, and whether
/// the next share is already asked for.
#[derive(Clone, Copy)]
struct Drawing {
    units: Memo<Vec<(u32, usize)>>,
    looks: Looks,
    shown: RwSignal<usize>,
    asked: StoredValue<bool>,
}

impl Drawing {
    /// Draws the next share of the units now, at most `budget` of them (at least one, unless
    /// the budget is nothing), and asks for the rest later.
    fn draw_share(self, budget: usize) {
        let (count, all) = self.units.with_untracked(|units| {
            let count = self
                .looks
                .with_value(|looks| units_to_draw(units, |id| looks.contains_key(&id), budget));
            (count, units.len())
        });
        if self.shown.get_untracked() != count {
            self.shown.set(count);
        }
        if count < all {
            self.draw_later();
        }
    }

    /// Asks for the next share in a task of its own, so that the browser can paint and
    /// answer the player between shares.
    fn draw_later(self) {
        if self.asked.get_value() {
            return;
        }
        self.asked.set_value(true);
        set_timeout(
            move || {
                self.asked.set_value(false);
                self.draw_share(COST_PER_TASK);
            },
            Duration::ZERO,
        );
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
                    if let Some(shown) = looks.get(&unit.id) {
                        if shown.pose.get_untracked() != unit.pose {
                            shown.pose.set(unit.pose);
                        }
                        if !shown.look.with_untracked(|l| l.shows(unit)) {
                            shown.look.set(Look::of(unit));
                        }
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
    // The first share is drawn at once, with the table.
    let shown =
        RwSignal::new(units.with_untracked(|units| units_to_draw(units, |_| false, COST_PER_TASK)));
    let drawing = Drawing {
        units,
        looks,
        shown,
        asked: StoredValue::new(false),
    };
    // A changed table draws its next share at once, unless it is too large to open in the
    // task that placed it: then the placing and the first share take a task each. The first
    // table's first share is drawn with the page.
    Effect::new(move |before: Option<()>| {
        let large = units.with(|units| {
            let bases = units.iter().map(|&(_, bases)| bases);
            drawing_cost(bases) > OPENED_AT_ONCE
        });
        if before.is_some() {
            drawing.draw_share(if large { 0 } else { COST_PER_TASK });
        } else if shown.get_untracked() < units.with_untracked(Vec::len) {
            drawing.draw_later();
        }
    });
    // The figures are drawn while switched on and within what the page draws. Every unit's
    // view reads this: set by an effect only when it changes, rather than a memo of the
    // table, it does not wake those views at each frame of a drag.
    let figures = RwSignal::new(false);
    Effect::new(move |_| {
        let shown =
            editor.figures_shown.get() && editor.table.with(|t| t.figures() <= MAX_DRAWN_FIGURES);
        if figures.get_untracked() != shown {
            figures.set(shown);
        }
    });
    let figures = figures.read_only();
    // Once the table the page opened with is in and every unit of it is drawn, the page
    // says so, once.
    Effect::new(move |_| {
        let all = units.with(Vec::len);
        if editor.opened.get() && shown.get() >= all && !editor.first_drawn.get_untracked() {
            editor.first_drawn.set(true);
        }
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
                let now = editor.table.with_untracked(|t| t.unit(id).map(|u| (u.pose, Look::of(u))));
                now.map(|(pose, look)| {
                    let shown = Shown {
                        pose: RwSignal::new(pose),
                        look: RwSignal::new(look),
                    };
                    looks.update_value(|l| {
                        l.insert(id, shown);
                    });
                    on_cleanup(move || {
                        looks.update_value(|l| {
                            l.remove(&id);
                        })
                    });
                    view! { <UnitView id=id shown=shown figures=figures/> }
                })
            }
        />
    }
}

/// A unit: its bases as the core draws them, in the unit's frame, placed by one SVG
/// transform from its pose, so moving the unit changes one attribute and redraws nothing.
/// The unit's colour is its player's, and its name is its title. Tab reaches it, and the
/// table selects it on focus.
#[component]
fn UnitView(
    /// The unit's id in the layout.
    id: u32,
    /// What it shows, and where.
    shown: Shown,
    /// Whether its figures are drawn on its bases.
    figures: ReadSignal<bool>,
) -> impl IntoView {
    let editor = Editor::get();
    // The title names the unit to screen readers, and on hover.
    let markup = move || {
        shown.look.with(|l| {
            let dots = if figures.get() {
                figures_markup(&l.footprint, l.figures_per_base)
            } else {
                String::new()
            };
            format!(
                "<title>{}</title>{}{dots}",
                escape(&l.name),
                unit_markup(&l.footprint)
            )
        })
    };
    let transform = move || shown.pose.with(|p| p.svg_transform());
    let class = move || {
        let selected = if editor.is_selected(id) {
            " selected"
        } else {
            ""
        };
        shown
            .look
            .with(|l| format!("unit side-{}{selected}", l.side))
    };
    view! { <g class=class data-unit=id tabindex="0" transform=transform inner_html=markup></g> }
}

//! The units on the table: one SVG layer of groups drawn by the core
//! ([`UnitLook`](crate::render::UnitLook)), kept in step with the table by hand.
//!
//! Each unit's group is changed only where its unit changed: a move sets its `transform`, a
//! change of formation or name its contents, a selection its class, so dragging one unit
//! across a crowded table touches one attribute a frame. Units new to the page are written
//! as one piece of markup after the unit before them, which the browser parses at once. This
//! is by hand rather than a keyed Leptos list because of that piece: the list built a
//! component, two signals and three effects a unit and had the browser parse each unit's
//! markup alone, and that was most of the time a shared table took to be drawn.
//!
//! A table that arrives whole (a link, a file, an undo) is drawn in shares
//! ([`units_to_draw`]), each in a task of its own, so that the browser paints and answers
//! the player between them.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use leptos::prelude::*;
use leptos::web_sys::Element;

use crate::geom::Pose;
use crate::render::{
    COST_PER_TASK, MAX_DRAWN_FIGURES, OPENED_AT_ONCE, UnitLook, drawing_cost, units_to_draw,
};
use crate::table::Table;
use crate::ui::Editor;
use crate::ui::board::first_paint::after_first_paint;

/// A unit's group on the page, and what it shows.
struct DrawnUnit {
    group: Element,
    pose: Pose,
    look: UnitLook,
    selected: bool,
}

/// The groups on the page, by unit id, and the table order they were last put in.
#[derive(Default)]
struct Drawn {
    units: HashMap<u32, DrawnUnit>,
    order: Vec<u32>,
}

/// Units new to the page that stand together in table order, written as one piece.
#[derive(Default)]
struct NewUnits {
    markup: String,
    units: Vec<(u32, DrawnLook)>,
}

/// Where a new unit stands, how it looks and whether it is selected.
type DrawnLook = (Pose, UnitLook, bool);

impl Drawn {
    /// Brings `layer` in step with `table`: units gone are taken out, units drawn are
    /// changed where they differ, and units not yet drawn are written while their cost fits
    /// `budget`. Returns whether every unit is drawn.
    fn follow(
        &mut self,
        layer: &Element,
        table: &Table,
        figures: bool,
        budget: usize,
        selected: impl Fn(u32) -> bool,
    ) -> bool {
        let ids: Vec<u32> = table.units.iter().map(|u| u.id).collect();
        // The same ids in the same order (every frame of a drag) leave every group in place.
        let reordered = ids != self.order;
        if reordered {
            let kept: HashSet<u32> = ids.iter().copied().collect();
            self.units.retain(|id, unit| {
                let keep = kept.contains(id);
                if !keep {
                    unit.group.remove();
                }
                keep
            });
        }
        let sizes: Vec<(u32, usize)> = table
            .units
            .iter()
            .map(|u| (u.id, u.shaped.footprint.bases.len()))
            .collect();
        let count = units_to_draw(&sizes, |id| self.units.contains_key(&id), budget);
        // The group of the unit before, in table order, once it is on the page.
        let mut before: Option<Element> = None;
        let mut new = NewUnits::default();
        for (index, unit) in table.units.iter().enumerate() {
            let is_selected = selected(unit.id);
            if !self.units.contains_key(&unit.id) {
                if index < count {
                    let look = UnitLook::of(unit, figures);
                    look.write_group(&mut new.markup, unit.id, &unit.pose, is_selected);
                    new.units.push((unit.id, (unit.pose, look, is_selected)));
                }
                continue;
            }
            if !new.units.is_empty() {
                before = self.write(layer, before, std::mem::take(&mut new));
            }
            let Some(drawn) = self.units.get_mut(&unit.id) else {
                continue;
            };
            if reordered && drawn.group.previous_element_sibling() != before {
                let next = before
                    .as_ref()
                    .map_or_else(|| layer.first_child(), |b| b.next_sibling());
                let _ = layer.insert_before(&drawn.group, next.as_ref());
            }
            if drawn.pose != unit.pose {
                drawn.pose = unit.pose;
                let _ = drawn
                    .group
                    .set_attribute("transform", &unit.pose.svg_transform());
            }
            let look_changed = !drawn.look.shows(unit, figures);
            if look_changed {
                drawn.look = UnitLook::of(unit, figures);
                drawn.group.set_inner_html(&drawn.look.contents());
            }
            if look_changed || drawn.selected != is_selected {
                drawn.selected = is_selected;
                let _ = drawn
                    .group
                    .set_attribute("class", &drawn.look.class(is_selected));
            }
            before = Some(drawn.group.clone());
        }
        if !new.units.is_empty() {
            self.write(layer, before, new);
        }
        self.order = ids;
        self.units.len() == table.units.len()
    }

    /// Writes `new` into `layer` after `before` (first, without one), as one piece of markup,
    /// and keeps their groups. Returns the last group written, or `before` if none was.
    fn write(
        &mut self,
        layer: &Element,
        before: Option<Element>,
        new: NewUnits,
    ) -> Option<Element> {
        let written = match &before {
            Some(before) => before.insert_adjacent_html("afterend", &new.markup),
            None => layer.insert_adjacent_html("afterbegin", &new.markup),
        };
        if written.is_err() {
            return before;
        }
        let mut group = match &before {
            Some(before) => before.next_element_sibling(),
            None => layer.first_element_child(),
        };
        let mut last = before;
        for (id, (pose, look, selected)) in new.units {
            let Some(element) = group else { break };
            group = element.next_element_sibling();
            last = Some(element.clone());
            self.units.insert(
                id,
                DrawnUnit {
                    group: element,
                    pose,
                    look,
                    selected,
                },
            );
        }
        last
    }
}

/// Every unit on the table, drawn at true scale in table order.
#[component]
pub fn UnitLayer() -> impl IntoView {
    let editor = Editor::get();
    let layer = NodeRef::<leptos::svg::G>::new();
    let drawn = StoredValue::new_local(Drawn::default());
    // Bumped by a task of its own to draw the next share.
    let share = RwSignal::new(0_u32);
    let share_due = StoredValue::new(false);
    let asked = StoredValue::new(false);
    let complete = RwSignal::new(false);
    // The figures are drawn while switched on and within what the page draws. Set by an
    // effect only when it changes, rather than a memo of the table, so that it wakes nothing
    // at each frame of a drag.
    let figures = RwSignal::new(false);
    Effect::new(move |_| {
        let shown = editor.viewing.figures_shown().get()
            && editor.table.with(|t| t.figures() <= MAX_DRAWN_FIGURES);
        if figures.get_untracked() != shown {
            figures.set(shown);
        }
    });
    // After each change of the table, of the selection or of the figures, the layer follows.
    // The first table's first share is drawn with the page; a changed table draws its next
    // share at once, unless it is too large to open in the task that placed it: then the
    // placing and the first share take a task each.
    Effect::new(move |drew_before: Option<bool>| {
        share.track();
        let Some(group) = layer.get() else {
            return false;
        };
        let figures = figures.get();
        editor.selected.units();
        let due = share_due.get_value();
        share_due.set_value(false);
        let all = editor.table.with(|table| {
            let large = drawing_cost(table.units.iter().map(|u| u.shaped.footprint.bases.len()))
                > OPENED_AT_ONCE;
            let budget = if due || drew_before != Some(true) || !large {
                COST_PER_TASK
            } else {
                0
            };
            drawn
                .try_update_value(|drawn| {
                    drawn.follow(&group, table, figures, budget, |id| {
                        editor.selected.holds_untracked(id)
                    })
                })
                .unwrap_or(true)
        });
        if complete.get_untracked() != all {
            complete.set(all);
        }
        if !all && !asked.get_value() {
            asked.set_value(true);
            set_timeout(
                move || {
                    asked.set_value(false);
                    share_due.set_value(true);
                    share.update(|n| *n = n.wrapping_add(1));
                },
                Duration::ZERO,
            );
        }
        true
    });
    // Once the table the page opened with is in and every unit of it is drawn, the page
    // says so, once, after the browser has shown it: what waits on it (the panel's module,
    // the workers, the names) never holds up the table's first paint.
    Effect::new(move |_| {
        if editor.startup.opened().get()
            && complete.get()
            && !editor.startup.first_drawn().get_untracked()
        {
            after_first_paint(move || {
                set_timeout(move || editor.startup.mark_first_drawn(), Duration::ZERO)
            });
        }
    });
    view! { <g class="units" node_ref=layer></g> }
}

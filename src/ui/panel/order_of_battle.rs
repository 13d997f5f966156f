//! The order of battle: every unit on the table, side by side, in the layout's order, each
//! with its troop type, formation and strength, the units of a named brigade listed together
//! under its name. A unit, or a brigade whole, is selected from it, and moved up or down its
//! side's list, which is the order the table draws and Tab reaches its units in.
//!
//! The whole list is one stop of the page's Tab order, so the keyboard goes from the list to
//! the selected unit's inspector in a few presses: the selected unit's entry (or the first)
//! takes the focus, the up and down arrows move it to the entry before or after, a brigade's
//! name among them, and select what it names, and with Alt they move it up or down its side.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::HtmlElement;

use crate::layout::{Brigade, LayoutUnit, OrderLine, PlayerSide};
use crate::rules::Ruleset;
use crate::session::{Edit, Intent};
use crate::ui::Editor;
use crate::ui::inspector::inspector_panel::reveal_inspector;
use crate::ui::parts::kept_list::kept_or_made;

/// An entry of the list: a unit, or a named brigade by its index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Stop {
    Unit(u32),
    Brigade(usize),
}

impl Stop {
    /// The entry's hook in the page, for the focus to find it.
    fn hook(self) -> String {
        match self {
            Stop::Unit(id) => format!("u{id}"),
            Stop::Brigade(index) => format!("b{index}"),
        }
    }
}

/// One unit as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Entry {
    id: u32,
    name: String,
    /// Its troop type, formation and strength, in words.
    what: String,
}

/// One line of a side's list. The list keeps each line's entries while the line is the same.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Line {
    Unit(Entry),
    Brigade {
        index: usize,
        name: String,
        units: Vec<Entry>,
    },
}

impl Line {
    /// How many entries the line holds: a unit's, or a brigade's name and each of its units.
    fn entry_count(&self) -> usize {
        match self {
            Line::Unit(_) => 1,
            Line::Brigade { units, .. } => 1 + units.len(),
        }
    }

    /// The entries of the line, in the list's order.
    fn stops(&self) -> Vec<Stop> {
        match self {
            Line::Unit(entry) => vec![Stop::Unit(entry.id)],
            Line::Brigade { index, units, .. } => std::iter::once(Stop::Brigade(*index))
                .chain(units.iter().map(|e| Stop::Unit(e.id)))
                .collect(),
        }
    }
}

/// Unit `u` as the list shows it.
fn entry(u: &LayoutUnit, ruleset: Option<&Ruleset>) -> Entry {
    let troop = ruleset.and_then(|r| r.troop(&u.troop));
    let formation = troop
        .and_then(|t| t.formation(&u.formation))
        .map_or(u.formation.as_str(), |f| f.name.as_str());
    let figures = u.basing.bases.saturating_mul(u.basing.figures_per_base);
    Entry {
        id: u.id,
        name: u.name.clone(),
        what: format!(
            "{}, {}, {}, {figures} figures",
            troop.map_or(u.troop.as_str(), |t| t.name.as_str()),
            formation,
            match u.basing.bases {
                1 => "1 base".to_owned(),
                n => format!("{n} bases"),
            }
        ),
    }
}

/// What the list reads of one unit: everything but where it stands, so that moving units
/// leaves the list alone.
#[derive(Clone, Debug, PartialEq)]
struct Listed {
    id: u32,
    side: PlayerSide,
    name: String,
    troop: String,
    formation: String,
    bases: u32,
    figures_per_base: u32,
}

impl Listed {
    /// Unit `u` as the list reads it.
    fn of(u: &LayoutUnit) -> Self {
        Self {
            id: u.id,
            side: u.side,
            name: u.name.clone(),
            troop: u.troop.clone(),
            formation: u.formation.clone(),
            bases: u.basing.bases,
            figures_per_base: u.basing.figures_per_base,
        }
    }

    /// Whether this is what the list reads of unit `u`.
    fn shows(&self, u: &&LayoutUnit) -> bool {
        self.id == u.id
            && self.side == u.side
            && self.name == u.name
            && self.troop == u.troop
            && self.formation == u.formation
            && self.bases == u.basing.bases
            && self.figures_per_base == u.basing.figures_per_base
    }
}

/// The units of each side that has any, in order.
#[component]
pub fn OrderOfBattle() -> impl IntoView {
    let editor = Editor::get();
    // Compared at each change of the layout, a drag's frames included; the list itself is
    // made again only when this changes.
    let listed = Memo::new_owning(move |before: Option<(Vec<Listed>, Vec<Brigade>)>| {
        editor.document.with_layout(|l| {
            let (units, brigades) = before.unzip();
            let (units, units_changed) =
                kept_or_made(units, l.units.iter(), Listed::shows, Listed::of);
            let (brigades, brigades_changed) = match brigades {
                Some(brigades) if brigades == l.brigades => (brigades, false),
                _ => (l.brigades.clone(), true),
            };
            ((units, brigades), units_changed || brigades_changed)
        })
    });
    let sides = Memo::new(move |_| {
        listed.track();
        let ruleset = editor.ruleset.get();
        editor.document.with_layout_untracked(|layout| {
            let entries: Vec<Entry> = layout
                .units
                .iter()
                .map(|u| entry(u, ruleset.as_deref()))
                .collect();
            let place: HashMap<u32, usize> = entries
                .iter()
                .enumerate()
                .map(|(at, e)| (e.id, at))
                .collect();
            let entry = |id| place.get(&id).map(|&at| entries[at].clone());
            PlayerSide::ALL
                .into_iter()
                .filter_map(|side| {
                    let lines: Vec<Line> = layout
                        .order_of_battle(side)
                        .into_iter()
                        .filter_map(|line| match line {
                            OrderLine::Unit(id) => entry(id).map(Line::Unit),
                            OrderLine::Brigade(index, ids) => Some(Line::Brigade {
                                index,
                                name: layout.brigades.get(index)?.name.clone(),
                                units: ids.into_iter().filter_map(entry).collect(),
                            }),
                        })
                        .collect();
                    (!lines.is_empty()).then_some((side, lines))
                })
                .collect::<Vec<_>>()
        })
    });
    let count = move || listed.with(|(units, _)| units.len());
    // Every entry in the list's order, sides in turn.
    let order = Memo::new(move |_| {
        sides.with(|s| {
            s.iter()
                .flat_map(|(_, lines)| lines.iter().flat_map(Line::stops))
                .collect::<Vec<Stop>>()
        })
    });
    // The entry the Tab key reaches: the selected unit's, else the first.
    let tab_stop = Memo::new(move |_| {
        let first = order.with(|o| o.first().copied());
        editor
            .selected
            .lead()
            .map(Stop::Unit)
            .filter(|s| order.with(|o| o.contains(s)))
            .or(first)
    });
    // Each entry asks whether it is the stop; only the two entries whose answer changes are
    // told, and none at all while a drag changes the layout beneath the list.
    let stop = Selector::new(move || tab_stop.get());
    // New lines are drawn in shares, a task each, so that a long list never keeps the page
    // busy: the lines the list had stay, and a share more is drawn each task until every
    // line is there. The first share comes a task after the panel, which is built first.
    let drawn = RwSignal::new(0);
    Effect::new(move |before: Option<HashSet<Line>>| {
        sides.with(|sides| {
            let lines: HashSet<Line> = sides.iter().flat_map(|(_, l)| l.iter().cloned()).collect();
            if let Some(before) = before {
                let kept: usize = lines
                    .iter()
                    .filter(|line| before.contains(line))
                    .map(Line::entry_count)
                    .sum();
                drawn.set(kept + ENTRIES_PER_TASK);
            }
            lines
        })
    });
    Effect::new(move |_| {
        let now = drawn.get();
        if now < order.with_untracked(Vec::len) {
            set_timeout(
                move || {
                    if drawn.get_untracked() == now {
                        drawn.set(now + ENTRIES_PER_TASK);
                    }
                },
                Duration::ZERO,
            );
        }
    });
    let shown = Memo::new(move |_| sides.with(|sides| first_entries(sides, drawn.get())));
    let lines_of = move |side: PlayerSide| {
        shown.with(|shown| {
            shown
                .iter()
                .find(|(s, _)| *s == side)
                .map(|(_, lines)| lines.clone())
                .unwrap_or_default()
        })
    };
    view! {
        <details class="order-of-battle" data-testid="order-of-battle" open hidden=move || count() == 0>
            <summary>
                <h2>"Order of battle"</h2>
                <span class="hint">{move || units_word(count())}</span>
            </summary>
            // Both sides scroll as one region, which holds the list's one Tab stop: a
            // scrolled region the keys cannot reach is lost to a keyboard.
            <div class="oob-sides">
                <For
                    each=move || shown.with(|s| s.iter().map(|(side, _)| *side).collect::<Vec<_>>())
                    key=|side| side.0
                    children=move |side| {
                        let stop = stop.clone();
                        view! {
                            <h3 class=format!("oob-side side-{}", side.0)>{side.name()}</h3>
                            <ol class="oob-list">
                                <For each=move || lines_of(side) key=Line::clone let:line>
                                    {match line {
                                        Line::Unit(entry) => view! { <OrderEntry entry=entry order=order stop=stop.clone()/> }.into_any(),
                                        Line::Brigade { index, name, units } => view! {
                                            <BrigadeEntry index=index name=name units=units order=order stop=stop.clone()/>
                                        }.into_any(),
                                    }}
                                </For>
                            </ol>
                        }
                    }
                />
            </div>
        </details>
    }
}

/// `count` units, in words.
fn units_word(count: usize) -> String {
    let plural = if count == 1 { "" } else { "s" };
    format!("{count} unit{plural}")
}

/// How many entries of the order of battle are drawn in one task: a thousand drawn at once
/// kept the page busy for 180 ms, and the browser's styling of them for as long again.
const ENTRIES_PER_TASK: usize = 100;

/// The lines of each side, in order, while their entries (a brigade's name and each of its
/// units) come to at most `limit`, and always the first line.
fn first_entries(sides: &[(PlayerSide, Vec<Line>)], limit: usize) -> Vec<(PlayerSide, Vec<Line>)> {
    let mut left = limit;
    let mut taken = Vec::new();
    for (side, lines) in sides {
        let mut kept = Vec::new();
        for line in lines {
            let entries = line.entry_count();
            if entries > left && !(kept.is_empty() && taken.is_empty()) {
                break;
            }
            left = left.saturating_sub(entries);
            kept.push(line.clone());
        }
        if kept.is_empty() {
            break;
        }
        let whole = kept.len() == lines.len();
        taken.push((*side, kept));
        if !whole {
            break;
        }
    }
    taken
}

/// What an arrow key on an entry does: walks to the entry before or after and selects it,
/// or with Alt moves the entry's unit or brigade up or down its side.
fn on_arrow(editor: Editor, here: Stop, order: Memo<Vec<Stop>>, event: &KeyboardEvent) {
    let earlier = match event.key().as_str() {
        "ArrowUp" => true,
        "ArrowDown" => false,
        _ => return,
    };
    event.prevent_default();
    if event.alt_key() {
        match here {
            Stop::Unit(id) => editor.edit(Edit::Reorder { id, earlier }),
            Stop::Brigade(index) => editor.edit(Edit::ReorderBrigade { index, earlier }),
        }
        // The list is drawn again in its new order: the focus follows the entry.
        request_animation_frame(move || focus_entry(here));
        return;
    }
    let next = order.with_untracked(|o| {
        let at = o.iter().position(|&x| x == here)?;
        let next = if earlier { at.checked_sub(1)? } else { at + 1 };
        o.get(next).copied()
    });
    let Some(next) = next else {
        return;
    };
    select(editor, next);
    focus_entry(next);
}

/// Selects what entry `stop` names: a unit alone, or a brigade whole.
fn select(editor: Editor, stop: Stop) {
    match stop {
        Stop::Unit(id) => editor.apply(Intent::Select(Some(id))),
        Stop::Brigade(index) => {
            let units = editor
                .document
                .with_layout_untracked(|l| l.brigades.get(index).map(|b| b.units.clone()));
            editor.apply(Intent::SelectUnits(units.unwrap_or_default()));
        }
    }
    editor.frame_selection();
}

/// A named brigade: its name, a button that selects it whole, and its units.
#[component]
fn BrigadeEntry(
    index: usize,
    name: String,
    units: Vec<Entry>,
    /// Every entry in the list's order.
    order: Memo<Vec<Stop>>,
    /// The entry the Tab key reaches.
    stop: Selector<Option<Stop>>,
) -> impl IntoView {
    let editor = Editor::get();
    let here = Stop::Brigade(index);
    let members: Vec<u32> = units.iter().map(|e| e.id).collect();
    let whole = move || {
        let selected = editor.selected.units();
        selected.len() == members.len() && selected.iter().all(|id| members.contains(id))
    };
    let count = units.len();
    let entries = units
        .into_iter()
        .map(|entry| view! { <OrderEntry entry=entry order=order stop=stop.clone()/> })
        .collect_view();
    view! {
        <li class="oob-brigade">
            <button
                class="oob-brigade-name"
                data-testid="oob-brigade"
                data-oob=here.hook()
                aria-pressed=move || whole().to_string()
                aria-keyshortcuts="ArrowUp ArrowDown Alt+ArrowUp Alt+ArrowDown"
                tabindex=move || if stop.selected(&Some(here)) { "0" } else { "-1" }
                on:click=move |_| select(editor, here)
                on:keydown=move |event| on_arrow(editor, here, order, &event)
            >
                {name}
                <span class="oob-what">{format!(" {}", units_word(count))}</span>
            </button>
            <ol class="oob-members">
                {entries}
            </ol>
        </li>
    }
}

/// One unit of the list: a button that selects it, and two that move it up or down (the
/// mouse's way; the keyboard's is Alt and an arrow on the entry).
#[component]
fn OrderEntry(
    entry: Entry,
    /// Every entry in the list's order.
    order: Memo<Vec<Stop>>,
    /// The entry the Tab key reaches.
    stop: Selector<Option<Stop>>,
) -> impl IntoView {
    let editor = Editor::get();
    let id = entry.id;
    let here = Stop::Unit(id);
    let up = format!("Move {} up its side's order", entry.name);
    let down = format!("Move {} down its side's order", entry.name);
    view! {
        <li>
            <button
                class="oob-unit"
                data-testid="oob-unit"
                data-oob=here.hook()
                aria-pressed=move || (editor.selected.lead() == Some(id)).to_string()
                aria-keyshortcuts="ArrowUp ArrowDown Alt+ArrowUp Alt+ArrowDown"
                tabindex=move || if stop.selected(&Some(here)) { "0" } else { "-1" }
                on:click=move |_| {
                    editor.apply(Intent::Select(Some(id)));
                    editor.frame_selection();
                    reveal_inspector();
                }
                on:keydown=move |event| on_arrow(editor, here, order, &event)
            >
                <span class="oob-name">{entry.name}</span>
                <span class="oob-what">{entry.what}</span>
            </button>
            <button class="oob-move" tabindex="-1" title=up.clone() aria-label=up on:click=move |_| editor.edit(Edit::Reorder { id, earlier: true })>
                "↑"
            </button>
            <button class="oob-move" tabindex="-1" title=down.clone() aria-label=down on:click=move |_| editor.edit(Edit::Reorder { id, earlier: false })>
                "↓"
            </button>
        </li>
    }
}

/// Puts the keyboard's focus on entry `stop`.
fn focus_entry(stop: Stop) {
    let entry = document()
        .query_selector(&format!("[data-oob=\"{}\"]", stop.hook()))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok());
    if let Some(entry) = entry {
        let _ = entry.focus();
    }
}

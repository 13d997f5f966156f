//! The order of battle: every unit on the table, side by side, in the layout's order, each
//! with its troop type, formation and strength. A unit is selected from it, and moved up or
//! down its side's list, which is the order the table draws and Tab reaches its units in.
//!
//! The whole list is one stop of the page's Tab order, so the keyboard goes from the list to
//! the selected unit's inspector in a few presses: the selected unit's entry (or the first)
//! takes the focus, the up and down arrows move it to the entry before or after and select
//! that unit, and with Alt they move the unit up or down its side.

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::HtmlElement;

use super::Editor;
use crate::layout::PlayerSide;

/// One unit as the list shows it.
#[derive(Clone, Debug, PartialEq)]
struct Entry {
    id: u32,
    name: String,
    /// Its troop type, formation and strength, in words.
    what: String,
}

/// The units of each side that has any, in order.
#[component]
pub fn OrderOfBattle() -> impl IntoView {
    let editor = Editor::get();
    let sides = Memo::new(move |_| {
        let ruleset = editor.ruleset.get();
        editor.layout.with(|layout| {
            PlayerSide::ALL
                .into_iter()
                .filter_map(|side| {
                    let entries: Vec<Entry> = layout
                        .units
                        .iter()
                        .filter(|u| u.side == side)
                        .map(|u| {
                            let troop = ruleset.as_ref().and_then(|r| r.troop(&u.troop));
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
                        })
                        .collect();
                    (!entries.is_empty()).then_some((side, entries))
                })
                .collect::<Vec<_>>()
        })
    });
    let count = move || sides.with(|s| s.iter().map(|(_, e)| e.len()).sum::<usize>());
    // Every entry in the list's order, sides in turn.
    let order = Memo::new(move |_| {
        sides.with(|s| {
            s.iter()
                .flat_map(|(_, e)| e.iter().map(|x| x.id))
                .collect::<Vec<u32>>()
        })
    });
    // The entry the Tab key reaches: the selected unit's, else the first.
    let stop = Memo::new(move |_| {
        let first = order.with(|o| o.first().copied());
        editor
            .selection
            .get()
            .filter(|id| order.with(|o| o.contains(id)))
            .or(first)
    });
    view! {
        <details class="order-of-battle" data-testid="order-of-battle" open hidden=move || count() == 0>
            <summary>
                <h2>"Order of battle"</h2>
                <span class="hint">{move || format!("{} units", count())}</span>
            </summary>
            {move || sides.get().into_iter().map(|(side, entries)| view! {
                <h3 class=format!("oob-side side-{}", side.0)>{side.name()}</h3>
                <ol class="oob-list">
                    {entries.into_iter().map(|entry| view! { <OrderEntry entry=entry order=order stop=stop/> }).collect_view()}
                </ol>
            }).collect_view()}
        </details>
    }
}

/// One unit of the list: a button that selects it, and two that move it up or down (the
/// mouse's way; the keyboard's is Alt and an arrow on the entry).
#[component]
fn OrderEntry(
    entry: Entry,
    /// Every entry in the list's order.
    order: Memo<Vec<u32>>,
    /// The entry the Tab key reaches.
    stop: Memo<Option<u32>>,
) -> impl IntoView {
    let editor = Editor::get();
    let id = entry.id;
    let on_key = move |event: KeyboardEvent| {
        let earlier = match event.key().as_str() {
            "ArrowUp" => true,
            "ArrowDown" => false,
            _ => return,
        };
        event.prevent_default();
        if event.alt_key() {
            editor.reorder(id, earlier);
            // The list is drawn again in its new order: the focus follows the unit.
            request_animation_frame(move || focus_entry(id));
            return;
        }
        let next = order.with_untracked(|o| {
            let at = o.iter().position(|&x| x == id)?;
            let next = if earlier { at.checked_sub(1)? } else { at + 1 };
            o.get(next).copied()
        });
        let Some(next) = next else {
            return;
        };
        editor.select(Some(next));
        focus_entry(next);
    };
    let up = format!("Move {} up its side's order", entry.name);
    let down = format!("Move {} down its side's order", entry.name);
    view! {
        <li>
            <button
                class="oob-unit"
                data-testid="oob-unit"
                data-oob=id
                aria-pressed=move || (editor.selection.get() == Some(id)).to_string()
                aria-keyshortcuts="ArrowUp ArrowDown Alt+ArrowUp Alt+ArrowDown"
                tabindex=move || if stop.get() == Some(id) { "0" } else { "-1" }
                on:click=move |_| editor.select(Some(id))
                on:keydown=on_key
            >
                <span class="oob-name">{entry.name}</span>
                <span class="oob-what">{entry.what}</span>
            </button>
            <button class="oob-move" tabindex="-1" title=up.clone() aria-label=up on:click=move |_| editor.reorder(id, true)>
                "↑"
            </button>
            <button class="oob-move" tabindex="-1" title=down.clone() aria-label=down on:click=move |_| editor.reorder(id, false)>
                "↓"
            </button>
        </li>
    }
}

/// Puts the keyboard's focus on unit `id`'s entry.
fn focus_entry(id: u32) {
    let entry = document()
        .query_selector(&format!("[data-oob=\"{id}\"]"))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok());
    if let Some(entry) = entry {
        let _ = entry.focus();
    }
}

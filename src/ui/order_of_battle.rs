//! The order of battle: every unit on the table, side by side, in the layout's order, each
//! with its troop type, formation and strength. A unit is selected from it, and moved up or
//! down its side's list, which is the order the table draws and Tab reaches its units in.

use leptos::prelude::*;

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
    view! {
        <details class="order-of-battle" data-testid="order-of-battle" open hidden=move || count() == 0>
            <summary>
                <h2>"Order of battle"</h2>
                <span class="hint">{move || format!("{} units", count())}</span>
            </summary>
            {move || sides.get().into_iter().map(|(side, entries)| view! {
                <h3 class=format!("oob-side side-{}", side.0)>{side.name()}</h3>
                <ol class="oob-list">
                    {entries.into_iter().map(|entry| view! { <OrderEntry entry=entry/> }).collect_view()}
                </ol>
            }).collect_view()}
        </details>
    }
}

/// One unit of the list: a button that selects it, and two that move it up or down.
#[component]
fn OrderEntry(entry: Entry) -> impl IntoView {
    let editor = Editor::get();
    let id = entry.id;
    let up = format!("Move {} up its side's order", entry.name);
    let down = format!("Move {} down its side's order", entry.name);
    view! {
        <li>
            <button
                class="oob-unit"
                data-testid="oob-unit"
                data-oob=id
                aria-pressed=move || (editor.selection.get() == Some(id)).to_string()
                on:click=move |_| editor.select(Some(id))
            >
                <span class="oob-name">{entry.name}</span>
                <span class="oob-what">{entry.what}</span>
            </button>
            <button class="oob-move" title=up.clone() aria-label=up on:click=move |_| editor.reorder(id, true)>
                "↑"
            </button>
            <button class="oob-move" title=down.clone() aria-label=down on:click=move |_| editor.reorder(id, false)>
                "↓"
            </button>
        </li>
    }
}

//! The side panel: the ruleset's panel, the order of battle and the inspector. A release build carries it in a
//! WebAssembly module of its own, fetched once the first table is drawn, so that the first
//! load holds only what draws the table; every other build links it in with the rest.

use std::time::Duration;

use leptos::prelude::*;

use crate::ui::Editor;
use crate::ui::inspector::inspector_panel::Inspector;
use crate::ui::panel::key_list::KeyList;
use crate::ui::panel::order_of_battle::OrderOfBattle;
use crate::ui::panel::ruleset_panel::RulesetPanel;
use crate::ui::panel::turn_bar::TurnBar;
use crate::ui::panel::unit_search::UnitSearch;

/// The panel's module could not be fetched (the network went away after the page loaded).
pub(crate) struct PanelUnavailable;

#[cfg(drillbook_split)]
impl From<leptos::wasm_split::SplitLoaderError> for PanelUnavailable {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        PanelUnavailable
    }
}

/// The panel's looks, which come with its module (see `www/panel.css`).
const PANEL_STYLE: &str = include_str!("../../../www/panel.css");

/// What the panel holds, built a part a task, in the order it reads: the module's
/// arrival, its first calls and the whole panel in one task came to over 100 ms on the
/// worst tables, and on a slow phone the order of battle of a 200-unit battle alone is a
/// long task.
fn panel_contents() -> AnyView {
    crate::ui::io::whole_rules::start(Editor::get());
    let parts: [RwSignal<bool>; 3] = std::array::from_fn(|_| RwSignal::new(false));
    fn show_from(parts: [RwSignal<bool>; 3], next: usize) {
        if let Some(part) = parts.get(next).copied() {
            set_timeout(
                move || {
                    part.set(true);
                    show_from(parts, next + 1);
                },
                Duration::ZERO,
            );
        }
    }
    show_from(parts, 0);
    let [rules, listed, inspected] = parts;
    view! {
        <style>{PANEL_STYLE}</style>
        <KeyList/>
        <TurnBar/>
        <UnitSearch/>
        {move || rules.get().then(|| view! { <RulesetPanel/> })}
        {move || listed.get().then(|| view! { <OrderOfBattle/> })}
        {move || inspected.get().then(|| view! { <Inspector/> })}
    }
    .into_any()
}

/// The panel's contents, from its own module: the build splits the module at this function
/// (see `scripts/finish-dist.mjs`).
#[cfg(drillbook_split)]
#[leptos::wasm_split::wasm_split(side_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn load_panel() -> Result<AnyView, PanelUnavailable> {
    Ok(panel_contents())
}

/// The panel's contents, linked in with the rest of the page.
#[cfg(not(drillbook_split))]
async fn load_panel() -> Result<AnyView, PanelUnavailable> {
    Ok(panel_contents())
}

/// The side panel, drawn once its module is there; until then it stands empty. Its module
/// is fetched once the first table is drawn: fetching, compiling and building the panel (an
/// entry in the order of battle for every unit) would otherwise hold up a shared table.
#[component]
pub fn SidePanel() -> impl IntoView {
    let editor = Editor::get();
    let first_table = editor.startup.after_first_drawn();
    let contents = Suspend::new(async move {
        first_table.await;
        load_panel().await.unwrap_or_else(|PanelUnavailable| {
            view! {
                <p class="error" role="alert">
                    "The editing panel did not load. Reload the page to try again."
                </p>
            }
            .into_any()
        })
    });
    // On a phone the panel is a sheet over the table's lower part, pulled down to a strip by
    // its grip and up again; elsewhere the grip is not shown.
    let down = editor.viewing.sheet_down();
    view! {
        <aside class="panel" class:sheet-down=move || down.get()>
            <button
                class="sheet-grip"
                data-testid="sheet-grip"
                aria-expanded=move || (!down.get()).to_string()
                on:click=move |_| editor.viewing.put_sheet_down(!down.get_untracked())
            >
                {move || if down.get() { "Show the panel" } else { "Hide the panel" }}
            </button>
            {contents}
        </aside>
    }
}

//! Each side's deployment zone, under the table's size while there is a table: none, a strip
//! along either long edge at a typed depth, or a zone shaped on the table corner by corner.

use leptos::prelude::*;

use crate::fields::{Entry, ZoneChoice, strip_depth_shown};
use crate::layout::{Battlefield, PlayerSide, TablePiece};
use crate::session::Edit;
use crate::ui::Editor;
use crate::ui::parts::field::Field;

/// Whether the armies still deploy, and so the zones hold them: until the first New turn. A
/// table whose game has begun can be taken back to its deployment, one undo step.
#[component]
fn DeploymentOrGame() -> impl IntoView {
    let editor = Editor::get();
    let turn = Memo::new(move |_| editor.document.with_layout(|l| l.turn));
    view! {
        <p class="hint" data-testid="table-turn">
            {move || match turn.get() {
                0 => "The armies deploy: each side's units stand in its zone. New turn begins the game, and the zones then hold nobody.".to_owned(),
                turn => format!("Turn {turn} of the game: the zones no longer hold the armies. "),
            }}
            <button
                data-testid="back-to-deployment"
                hidden=move || turn.get() == 0
                on:click=move |_| {
                    editor.edit(Edit::BackToDeployment)
                }
            >
                "Back to deployment"
            </button>
        </p>
    }
}

/// A row for each of the first two sides, and for any other side with units or a zone.
#[component]
pub fn ZoneSettings() -> impl IntoView {
    let editor = Editor::get();
    let rows = PlayerSide::ALL.map(|side| {
        let shown = move || {
            side.0 < 2
                || editor.document.with_layout(|l| {
                    l.units.iter().any(|u| u.side == side)
                        || l.battlefield
                            .as_ref()
                            .is_some_and(|f| f.zone(side).is_some())
                })
        };
        view! {
            <div class="zone-row" hidden=move || !shown()>
                <ZoneRow side=side/>
            </div>
        }
    });
    view! {
        <fieldset
            class="choices zones"
            hidden=move || editor.document.with_layout(|l| l.battlefield.is_none())
        >
            <legend>"Deployment zones"</legend>
            <DeploymentOrGame/>
            {rows.into_iter().collect_view()}
        </fieldset>
    }
}

/// One side's zone: what it is, a strip's depth, and a button to shape it on the table.
#[component]
fn ZoneRow(side: PlayerSide) -> impl IntoView {
    let editor = Editor::get();
    let read = move |what: fn(&Battlefield, PlayerSide) -> String| {
        editor.document.with_layout(|l| {
            l.battlefield
                .as_ref()
                .map(|f| what(f, side))
                .unwrap_or_default()
        })
    };
    let choice = move || read(|f, side| ZoneChoice::of(f, side).value().to_owned());
    let depth = Signal::derive(move || {
        editor.ruleset.with(|ruleset| {
            ruleset.as_ref().map_or_else(String::new, |ruleset| {
                editor.document.with_layout(|l| {
                    l.battlefield
                        .as_ref()
                        .map(|f| strip_depth_shown(f, side, ruleset))
                        .unwrap_or_default()
                })
            })
        })
    });
    let unit = move || {
        editor.ruleset.with(|r| {
            r.as_ref()
                .map(|r| r.tape_unit().words())
                .unwrap_or_default()
        })
    };
    let options = ZoneChoice::ALL.map(|(choice, value, words)| {
        // Shaping is begun with the button beside the picker; the picker shows it once the
        // zone is no longer a strip.
        view! { <option value=value disabled=choice == ZoneChoice::Shaped>{words}</option> }
    });
    let shaping = move || editor.selected.piece() == Some(TablePiece::Zone(side));
    view! {
        <label class=format!("side-name side-{}", side.0)>
            {side.name()}
            <select
                data-testid=format!("zone-{}", side.0)
                prop:value=choice
                on:change=move |event| {
                    if let Some(chosen) = ZoneChoice::from_value(&event_target_value(&event)) {
                        editor.edit(Edit::SetZone { side, choice: chosen });
                    }
                }
            >
                {options.into_iter().collect_view()}
            </select>
        </label>
        <div class="zone-depth" hidden=move || depth.with(String::is_empty)>
            <Field
                label="Depth"
                hook=format!("zone-depth-{}", side.0)
                entry=Entry::Number { step: "0.5" }
                shown=depth
                enter=Callback::new(move |typed: String| editor.edit(Edit::SetStripDepth { side, typed }))
            />
            <span>{unit}</span>
        </div>
        <button
            data-testid=format!("shape-zone-{}", side.0)
            title="Show the zone's corners on the table, to drag, add or take away"
            aria-pressed=move || shaping().to_string()
            on:click=move |_| editor.edit(Edit::SetZone { side, choice: ZoneChoice::Shaped })
        >
            "Shape"
        </button>
    }
}

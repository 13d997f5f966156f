//! The selected unit: what it is, its formation and basing to change, and what the rules read
//! from it; or a hint when nothing is selected.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::wasm_bindgen::closure::Closure;
use leptos::web_sys::{Element, Event};

use crate::layout::TablePiece;
use crate::session::Edit;
use crate::ui::Editor;
use crate::ui::inspector::basing_fields::BasingFields;
use crate::ui::inspector::brigade_fields::BrigadeFields;
use crate::ui::inspector::formation_picker::FormationPicker;
use crate::ui::inspector::inspected_unit::InspectedUnit;
use crate::ui::inspector::order_picker::OrderPicker;
use crate::ui::inspector::painter_bench::PainterBench;
use crate::ui::inspector::place_fields::PlaceFields;
use crate::ui::inspector::reach_panel::ReachAndCharges;
use crate::ui::inspector::selected_piece::SelectedPiece;
use crate::ui::inspector::tail_bends::TailBends;
use crate::ui::inspector::terrain_inspector::TerrainInspector;
use crate::ui::inspector::unit_choices::{DetachChoice, NextChangeChoices, ShapeChoice};
use crate::ui::inspector::unit_commands::UnitCommands;
use crate::ui::inspector::unit_findings::UnitFindings;
use crate::ui::inspector::unit_note::UnitNote;
use crate::ui::inspector::unit_summary::UnitSummary;
use crate::ui::inspector::zone_inspector::ZoneInspector;
use crate::ui::panel::side_picker::SidePicker;

/// The inspector for the selected unit, or a hint when nothing is selected.
#[component]
pub fn Inspector() -> impl IntoView {
    let editor = Editor::get();
    // A unit's inspector is made once when it is selected and stays while the unit changes.
    let selected = Memo::new(move |_| {
        editor
            .selected
            .lead()
            .filter(|id| editor.document.with_layout(|l| l.unit(*id).is_some()))
    });
    let piece = Memo::new(move |_| {
        editor.selected.piece().filter(|&piece| {
            editor.document.with_layout(|l| {
                l.battlefield
                    .as_ref()
                    .is_some_and(|f| f.outline(piece).is_some())
            })
        })
    });
    // A selection made on the table scrolls the panel to the inspector, where the eye goes
    // next; one made in the panel (an added unit, the order of battle's arrows) leaves the
    // panel where it is.
    let from_panel = last_input_in_panel();
    Effect::new(move |_| {
        let chosen = (selected.get(), piece.get());
        if chosen != (None, None) && !from_panel.get_value() {
            reveal_inspector();
        }
        if let (Some(id), _) = chosen {
            keep_above_sheet(editor, id);
        }
    });
    // The sheet pulled up again keeps the selected unit in sight above it.
    Effect::new(move |_| {
        if !editor.viewing.sheet_down().get()
            && let Some(id) = selected.get_untracked()
        {
            keep_above_sheet(editor, id);
        }
    });
    view! {
        <section class="inspector" aria-label="The selected unit">
            {move || match (selected.get(), piece.get()) {
                (Some(id), _) => view! { <UnitInspector unit=InspectedUnit::new(editor, id)/> }.into_any(),
                (None, Some(TablePiece::Terrain(index))) => view! { <TerrainInspector index=index/> }.into_any(),
                (None, Some(TablePiece::Zone(side))) => view! { <ZoneInspector side=side/> }.into_any(),
                (None, None) => view! { <NothingSelected/> }.into_any(),
            }}
        </section>
    }
}

/// Whether the player's last press or key went to the panel, noted as the event sets out
/// (in its capture phase), before any handler acts on it.
fn last_input_in_panel() -> StoredValue<bool> {
    let in_panel = StoredValue::new(false);
    let note = Closure::<dyn Fn(Event)>::new(move |event: Event| {
        let target = event.target().and_then(|t| t.dyn_into::<Element>().ok());
        let inside = target.is_some_and(|t| t.closest(".panel").ok().flatten().is_some());
        in_panel.set_value(inside);
    });
    let window = window();
    for kind in ["pointerdown", "keydown"] {
        let _ = window.add_event_listener_with_callback_and_bool(
            kind,
            note.as_ref().unchecked_ref(),
            true,
        );
    }
    let note = StoredValue::new_local(Some(note));
    on_cleanup(move || {
        if let Some(note) = note.try_update_value(Option::take).flatten() {
            for kind in ["pointerdown", "keydown"] {
                let _ = window.remove_event_listener_with_callback_and_bool(
                    kind,
                    note.as_ref().unchecked_ref(),
                    true,
                );
            }
        }
    });
    in_panel
}

/// On a phone, where the panel is a sheet over the table's lower part, pans the view so the
/// selected unit `id` stands in the part of the table above the sheet when the sheet (or the
/// table's top edge) hides it; elsewhere the panel stands beside the table and nothing moves.
fn keep_above_sheet(editor: Editor, id: u32) {
    // Two frames on: the sheet coming up shrinks the table, which takes its new size on
    // screen only once the stage's size has been observed, after the first frame.
    request_animation_frame(move || {
        request_animation_frame(move || {
            let find = |selector: &str| document().query_selector(selector).ok().flatten();
            let (Some(svg), Some(panel), Some(unit)) = (
                find("svg.table"),
                find(".panel"),
                find(&format!("[data-unit=\"{id}\"]")),
            ) else {
                return;
            };
            let (table, sheet, drawn) = (
                svg.get_bounding_client_rect(),
                panel.get_bounding_client_rect(),
                unit.get_bounding_client_rect(),
            );
            let over_table = sheet.left() < table.right()
                && sheet.right() > table.left()
                && sheet.top() < table.bottom();
            let (clear_top, clear_bottom) = (table.top(), sheet.top().min(table.bottom()));
            if !over_table
                || clear_bottom <= clear_top
                || (drawn.top() >= clear_top && drawn.bottom() <= clear_bottom)
            {
                return;
            }
            // Screen pixels a table millimetre, down the screen.
            let Some(scale) = svg
                .dyn_ref::<leptos::web_sys::SvgGraphicsElement>()
                .and_then(|s| s.get_screen_ctm())
                .map(|m| m.d())
                .filter(|d| *d > 0.0)
            else {
                return;
            };
            let off = (drawn.top() + drawn.bottom() - clear_top - clear_bottom) / 2.0;
            let shift = glam::Vec2::new(0.0, off as f32 / scale);
            let view = editor.viewing.view().get_untracked();
            editor.viewing.show(view.panned(shift));
        })
    });
}

/// Scrolls the panel so the inspector stands at its top (under the phone sheet's grip, which
/// its scroll margin leaves room for), once the newly selected unit's inspector is drawn and
/// the panel is long enough to bring it there. Only the panel scrolls: the page around it,
/// its header among it, stays where it is.
pub(crate) fn reveal_inspector() {
    request_animation_frame(|| {
        let found = |selector: &str| document().query_selector(selector).ok().flatten();
        let (Some(panel), Some(section)) = (found(".panel"), found(".panel .inspector")) else {
            return;
        };
        let margin = window()
            .get_computed_style(&section)
            .ok()
            .flatten()
            .and_then(|style| style.get_property_value("scroll-margin-top").ok())
            .and_then(|px| px.trim_end_matches("px").parse::<f64>().ok())
            .unwrap_or(0.0);
        let below = section.get_bounding_client_rect().top()
            - panel.get_bounding_client_rect().top()
            - margin;
        panel.set_scroll_top(panel.scroll_top() + below.round() as i32);
    });
}

/// How to begin, while no unit is selected.
#[component]
fn NothingSelected() -> impl IntoView {
    view! {
        <p class="hint">
            "Select a unit on the table (or reach it with Tab) to read its formation, what the rules say of it, and what it can reach and charge this turn; a piece of terrain to name, move or reshape it; or a deployment zone by its edge to reshape it."
        </p>
        <p class="hint">
            "Drag a unit to move it: near another it snaps into contact; hold Shift to place it freely. Drag the empty table to pan it; the wheel or a pinch zooms it. The switches above the table draw fire zones, square arcs, skirmisher tethers, contacts and moves."
        </p>
    }
}

/// One unit's name, side, formation, choices, basing and summary.
#[component]
fn UnitInspector(unit: InspectedUnit) -> impl IntoView {
    let editor = Editor::get();
    let id = unit.id;
    let side = Memo::new(move |_| {
        editor
            .document
            .with_layout(|l| l.unit(id).map(|u| u.side))
            .unwrap_or_default()
    });
    view! {
        <SelectedPiece
            heading=unit.name.into()
            name=unit.name.into()
            rename=Callback::new(move |typed: String| editor.edit(Edit::Rename { id, name: typed }))
            hook="unit"
            hint="Drag the dot ahead of it to turn it by 15° (with Shift by 45°, with Alt freely), or a square beside a front corner to wheel it about the other. Shift-click other units, or draw a box round them with Shift from open ground, to move and turn them with it as a brigade, and name it to keep it one."
            remove="Remove unit"
        >
            // Under the unit's name, above the controls, where the eye is after an edit; read
            // out politely whenever the worker's reading of the unit changes.
            <div class="findings-region" aria-live="polite">
                <UnitFindings/>
            </div>
            // What it measures (frontage, depth, class, figures, move) beside what the rules
            // say of it: the first things a player or a painter asks of a unit.
            <UnitSummary unit=unit/>
            <UnitNote id=id/>
            <BrigadeFields id=id/>
            <SidePicker
                label="Side"
                hook="unit-side"
                side=side.into()
                choose=Callback::new(move |chosen| editor.edit(Edit::SetSide { id, side: chosen }))
            />
            <button
                data-testid="duplicate-unit"
                title="A copy of the unit beside it (D)"
                on:click=move |_| editor.edit(Edit::DuplicateSelected)
            >
                "Duplicate"
            </button>
        </SelectedPiece>
        <FormationPicker unit=unit/>
        <OrderPicker id=id/>
        <ShapeChoice unit=unit/>
        <TailBends unit=unit/>
        <DetachChoice unit=unit/>
        <NextChangeChoices unit=unit/>
        <PlaceFields id=id/>
        <UnitCommands id=id/>
        <ReachAndCharges id=id/>
        <BasingFields unit=unit/>
        <PainterBench id=id/>
    }
}

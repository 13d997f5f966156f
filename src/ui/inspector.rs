//! The selected unit: what it is, its formation and basing to change, and what the rules read
//! from it; or a hint when nothing is selected.

use leptos::prelude::*;

use super::Editor;
use super::basing_fields::BasingFields;
use super::field::Field;
use super::formation_picker::FormationPicker;
use super::inspected_unit::InspectedUnit;
use super::side_picker::SidePicker;
use super::unit_choices::{DetachChoice, NextChangeChoices, ShapeChoice};
use super::unit_findings::UnitFindings;
use super::unit_summary::UnitSummary;
use crate::fields::Entry;

/// The inspector for the selected unit, or a hint when nothing is selected.
#[component]
pub fn Inspector() -> impl IntoView {
    let editor = Editor::get();
    // A unit's inspector is made once when it is selected and stays while the unit changes.
    let selected = Memo::new(move |_| {
        editor
            .selection
            .get()
            .filter(|id| editor.layout.with(|l| l.unit(*id).is_some()))
    });
    view! {
        <section class="inspector" aria-label="The selected unit">
            {move || match selected.get() {
                Some(id) => view! { <UnitInspector unit=InspectedUnit::new(editor, id)/> }.into_any(),
                None => view! { <NothingSelected/> }.into_any(),
            }}
            <UnitFindings/>
        </section>
    }
}

/// How to begin, while no unit is selected.
#[component]
fn NothingSelected() -> impl IntoView {
    view! {
        <p class="hint">
            "Select a unit on the table (or reach it with Tab) to read its formation and what the rules say of it."
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
            .layout
            .with(|l| l.unit(id).map(|u| u.side))
            .unwrap_or_default()
    });
    view! {
        <h2>{unit.name}</h2>
        <Field
            label="Name"
            hook="unit-name".to_owned()
            entry=Entry::Text
            shown=unit.name.into()
            enter=Callback::new(move |typed: String| editor.rename(id, &typed))
        />
        <SidePicker
            label="Side"
            hook="unit-side"
            side=side.into()
            choose=Callback::new(move |chosen| editor.set_side(id, chosen))
        />
        <p class="hint">
            "Drag the dot ahead of it to turn it, or a square on a front corner to wheel it about the other."
        </p>
        <button class="danger" data-testid="delete-unit" on:click=move |_| editor.remove_selected()>
            "Remove unit"
        </button>
        <FormationPicker unit=unit/>
        <ShapeChoice unit=unit/>
        <DetachChoice unit=unit/>
        <NextChangeChoices unit=unit/>
        <BasingFields unit=unit/>
        <UnitSummary unit=unit/>
    }
}

//! The selected unit's basing as fields, so a painter can try other bases on the table.

use leptos::prelude::*;

use super::Editor;
use super::field::Field;
use super::inspected_unit::InspectedUnit;
use crate::fields::BasingField;

/// A field for each part of the unit's basing, each with the test hook `basing-<field>`.
#[component]
pub fn BasingFields(unit: InspectedUnit) -> impl IntoView {
    let editor = Editor::get();
    let fields = BasingField::ALL.map(|field| {
        let shown = Signal::derive(move || {
            unit.basing
                .with(|b| b.as_ref().map(|b| field.shown(b)))
                .unwrap_or_default()
        });
        view! {
            <Field
                label=field.label()
                hook=format!("basing-{}", field.hook())
                entry=field.entry()
                shown=shown
                enter=Callback::new(move |typed: String| editor.set_basing(unit.id, field, &typed))
            />
        }
    });
    view! {
        <fieldset class="choices">
            <legend>"Basing"</legend>
            {fields.into_iter().collect_view()}
        </fieldset>
    }
}

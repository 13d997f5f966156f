//! The selected unit's basing as fields, so a painter can try other bases on the table.

use leptos::prelude::*;

use crate::fields::{BasingField, CANNON_LABEL, Entry, cannon_shown};
use crate::session::{Edit, UnitField};
use crate::ui::Editor;
use crate::ui::inspector::inspected_unit::InspectedUnit;
use crate::ui::parts::field::Field;

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
                enter=Callback::new(move |typed: String| editor.edit(Edit::SetUnit { id: unit.id, field: UnitField::Basing(field), typed }))
            />
        }
    });
    // A battery's cannon, where its rules count them.
    let cannon = move || {
        unit.with_troop(|t| t.is_some_and(|t| t.cannon.is_some()))
            .then(|| {
                let shown = Signal::derive(move || {
                    editor
                        .document
                        .with_layout(|l| l.unit(unit.id).map(cannon_shown))
                        .unwrap_or_default()
                });
                view! {
                    <Field
                        label=CANNON_LABEL
                        hook="basing-cannon".to_owned()
                        entry=Entry::Number { step: "1" }
                        shown=shown
                        enter=Callback::new(move |typed: String| {
                            editor.edit(Edit::SetUnit { id: unit.id, field: UnitField::Cannon, typed })
                        })
                    />
                }
            })
    };
    view! {
        <fieldset class="choices">
            <legend>"Basing"</legend>
            {fields.into_iter().collect_view()}
            {cannon}
        </fieldset>
    }
}

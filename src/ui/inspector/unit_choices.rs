//! The choices a rule leaves the player about the selected unit: how its present formation is
//! shaped, and how its next change of formation is made. Only the choices its rules use are
//! shown, each with the test hook `choice-<field>`.

use leptos::prelude::*;

use crate::fields::{ChangeField, DetachField, ShapeField};
use crate::session::{Edit, UnitField};
use crate::ui::Editor;
use crate::ui::inspector::inspected_unit::InspectedUnit;
use crate::ui::parts::field::Field;

/// The choice that shapes the unit's present formation, if it has one (B-square-shape,
/// B-rect-square, a column's files).
#[component]
pub fn ShapeChoice(unit: InspectedUnit) -> impl IntoView {
    let editor = Editor::get();
    let offered = Memo::new(move |_| {
        let bases = unit.basing.with(|b| b.map_or(0, |b| b.bases));
        unit.with_troop(|t| t.and_then(|t| unit.formation.with(|f| ShapeField::of(t, f, bases))))
    });
    move || {
        offered.get().map(|field| {
            // A memo, so a drag of the unit does not write the field again each frame.
            let shown = Memo::new(move |_| {
                editor
                    .document
                    .with_layout(|l| {
                        let placed = l.unit(unit.id)?;
                        unit.with_troop(|t| Some(field.shown(t?, placed)))
                    })
                    .unwrap_or_default()
            });
            view! {
                <Field
                    label=field.label()
                    hook=format!("choice-{}", field.hook())
                    entry=field.entry()
                    shown=shown.into()
                    enter=Callback::new(move |typed: String| editor.edit(Edit::SetUnit { id: unit.id, field: UnitField::Shape(field), typed }))
                />
            }
        })
    }
}

/// How many of the unit's bases are out as skirmishers, when its rules let it send any
///
#[component]
pub fn DetachChoice(unit: InspectedUnit) -> impl IntoView {
    let editor = Editor::get();
    let offered = Memo::new(move |_| unit.with_troop(|t| t.and_then(DetachField::of)));
    move || {
        offered.get().map(|field| {
            let shown = Memo::new(move |_| {
                editor
                    .document
                    .with_layout(|l| l.unit(unit.id).map(|u| field.shown(u)))
                    .unwrap_or_default()
            });
            view! {
                <Field
                    label=field.label()
                    hook=format!("choice-{}", field.hook())
                    entry=field.entry()
                    shown=shown.into()
                    enter=Callback::new(move |typed: String| {
                        editor.edit(Edit::SetUnit { id: unit.id, field: UnitField::Detach(field), typed })
                    })
                />
            }
        })
    }
}

/// The choices for the unit's next change of formation, when its change rules use any.
#[component]
pub fn NextChangeChoices(unit: InspectedUnit) -> impl IntoView {
    let editor = Editor::get();
    // Each field offered, with how it is entered.
    let offered = Memo::new(move |_| {
        let bases = unit.basing.with(|b| b.as_ref().map_or(0, |b| b.bases));
        unit.with_troop(|t| {
            t.map(|t| {
                unit.formation.with(|f| {
                    ChangeField::offered(t, f)
                        .into_iter()
                        .map(|field| (field, field.entry(t, f, bases)))
                        .collect::<Vec<_>>()
                })
            })
            .unwrap_or_default()
        })
    });
    move || {
        let fields = offered.get();
        (!fields.is_empty()).then(|| {
            let fields = fields.into_iter().map(|(field, entry)| {
                let shown = Signal::derive(move || editor.choices.anchor().with(|a| field.shown(a)));
                view! {
                    <Field
                        label=field.label()
                        hook=format!("choice-{}", field.hook())
                        entry=entry
                        shown=shown
                        enter=Callback::new(move |typed: String| editor.choose_for_next_change(field, &typed))
                    />
                }
            });
            view! {
                <fieldset class="choices">
                    <legend>"At the next change of formation"</legend>
                    {fields.collect_view()}
                </fieldset>
            }
        })
    }
}

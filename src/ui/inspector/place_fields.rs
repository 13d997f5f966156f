//! Where the selected unit stands, typed exactly: across and up the table, and its facing.

use leptos::prelude::*;

use crate::fields::{PlaceField, PlaceFrame};
use crate::session::Edit;
use crate::ui::Editor;
use crate::ui::parts::field::Field;

/// A field for each part of where unit `id` stands, each with the test hook `place-<field>`;
/// their legend says what they are measured from and in. They follow the unit as it is
/// dragged or turned, so the facing reads while the turning handle turns it.
#[component]
pub fn PlaceFields(id: u32) -> impl IntoView {
    let editor = Editor::get();
    let pose = Memo::new(move |_| editor.document.with_layout(|l| l.unit(id).map(|u| u.pose)));
    let frame = Memo::new(move |_| {
        editor.ruleset.with(|ruleset| {
            let ruleset = ruleset.as_ref()?;
            Some(
                editor
                    .document
                    .with_layout(|l| PlaceFrame::new(ruleset, l.battlefield.as_ref())),
            )
        })
    });
    let fields = PlaceField::ALL.map(|field| {
        // A memo: a drag along the table sets the across field alone, not all three.
        let shown = Memo::new(move |_| match (pose.get(), frame.get()) {
            (Some(pose), Some(frame)) => field.shown(pose, &frame),
            _ => String::new(),
        });
        view! {
            <Field
                label=field.label()
                hook=format!("place-{}", field.hook())
                entry=field.entry()
                shown=shown.into()
                enter=Callback::new(move |typed: String| editor.edit(Edit::Place { id, field, typed }))
            />
        }
    });
    view! {
        <fieldset class="choices">
            <legend>{move || frame.get().map(|f| f.legend()).unwrap_or_default()}</legend>
            {fields.into_iter().collect_view()}
        </fieldset>
    }
}

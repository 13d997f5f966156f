//! The move allowances the players give each troop type, in the table's setup: one field a
//! troop type, in the ruleset's unit as written, its label saying what the ruleset itself
//! gives. A blank field gives back the ruleset's own.

use leptos::prelude::*;

use crate::fields::{Entry, allowance_shown, ruleset_allowance};
use crate::session::Edit;
use crate::ui::Editor;
use crate::ui::parts::field::Field;

/// The players' move allowances, one field for each troop type of the table's ruleset.
#[component]
pub fn AllowanceSettings() -> impl IntoView {
    let editor = Editor::get();
    let written = Memo::new(move |_| {
        editor.document.with_layout(|l| {
            editor
                .document
                .library()
                .with(|lib| lib.find(&l.ruleset).map(|e| e.ruleset.clone()))
        })
    });
    let fields = move || {
        let written = written.get()?;
        let fields = written
            .troops
            .iter()
            .map(|troop| {
                let id = troop.id.clone();
                let shown = {
                    let (written, id) = (written.clone(), id.clone());
                    Signal::derive(move || {
                        editor.document.with_layout(|l| {
                            written
                                .troop(&id)
                                .map(|t| allowance_shown(t, &written, l))
                                .unwrap_or_default()
                        })
                    })
                };
                view! {
                    <Field
                        label=format!("{} ({})", troop.name, ruleset_allowance(troop, &written))
                        hook=format!("allowance-{id}")
                        entry=Entry::Number { step: "0.5" }
                        shown=shown
                        enter=Callback::new(move |typed: String| editor.edit(Edit::SetAllowance { troop: id.clone(), typed }))
                    />
                }
            })
            .collect_view();
        Some(view! {
            <fieldset class="choices allowances">
                <legend>"Move allowances (" {written.distance_unit.words()} ")"</legend>
                <p class="hint">
                    "As the rules are written: the distances choice above scales them. A blank field gives back the ruleset's own."
                </p>
                {fields}
            </fieldset>
        })
    };
    view! { {fields} }
}

//! The bends of the selected column's tail, where its rules let it flex (C-flex): each joint
//! that turns, with its turn to type exactly, and a way to straighten the column. The handles
//! on the table make new bends.

use leptos::prelude::*;

use super::Editor;
use super::inspected_unit::InspectedUnit;
use crate::decimal::Decimal;

/// The tail's bends, shown only for a formation whose tail may bend; test hook `tail`.
#[component]
pub fn TailBends(unit: InspectedUnit) -> impl IntoView {
    let editor = Editor::get();
    let rule = Memo::new(move |_| {
        unit.with_troop(|t| {
            let flex = unit
                .formation
                .with(|f| t?.formation(f)?.template.flex().cloned())?;
            Some(flex.cite().to_owned())
        })
    });
    // A memo, so a drag of the unit does not draw the rows again each frame.
    let bends = Memo::new(move |_| {
        editor
            .layout
            .with(|l| l.unit(unit.id).map(|u| u.choices.bends.clone()))
            .unwrap_or_default()
    });
    move || {
        rule.get().map(|rule| {
            let rows = move || {
                bends
                    .get()
                    .into_iter()
                    .map(|bend| {
                        let rank = bend.rank;
                        view! {
                            <label class="bend">
                                {format!("Rank {} turns", rank + 1)}
                                <input
                                    type="number"
                                    step="1"
                                    data-testid=format!("bend-degrees-{rank}")
                                    prop:value=Decimal::trimmed(bend.degrees, 1).to_string()
                                    on:change=move |event| {
                                        editor.set_bend(unit.id, rank, &event_target_value(&event))
                                    }
                                />
                                "°"
                            </label>
                        }
                    })
                    .collect_view()
            };
            view! {
                <fieldset class="choices tail" data-testid="tail">
                    <legend>{format!("Tail ({rule})")}</legend>
                    <p class="hint">
                        "Drag a dot on a rank to bend the tail there, as along a road. \
                         Clockwise is positive; 0 straightens a joint."
                    </p>
                    {rows}
                    <button
                        data-testid="straighten"
                        hidden=move || bends.with(Vec::is_empty)
                        on:click=move |_| editor.straighten(unit.id)
                    >
                        "Straighten"
                    </button>
                </fieldset>
            }
        })
    }
}

//! The bends of the selected column's tail, where its rules let it flex (C-flex): each joint
//! that turns, with its turn to type exactly, a way to lay the column along the road under its
//! head, and one to straighten it. The handles on the table make new bends by hand.

use leptos::prelude::*;

use crate::decimal::Decimal;
use crate::fields::Entry;
use crate::session::{Edit, UnitField};
use crate::ui::Editor;
use crate::ui::inspector::inspected_unit::InspectedUnit;
use crate::ui::parts::field::Field;

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
    // The ranks that turn: a memo, so the rows are drawn again only when a bend is made or
    // straightened, not as one is dragged or typed.
    let ranks = Memo::new(move |_| {
        editor
            .document
            .with_layout(|l| {
                l.unit(unit.id)
                    .map(|u| u.choices.bends.iter().map(|b| b.rank).collect::<Vec<_>>())
            })
            .unwrap_or_default()
    });
    move || {
        rule.get().map(|rule| {
            let rows = move || {
                ranks
                    .get()
                    .into_iter()
                    .map(|rank| {
                        // A memo, so the field shows what the layout keeps after each entry.
                        let shown = Memo::new(move |_| {
                            editor
                                .document
                                .with_layout(|l| {
                                    let unit = l.unit(unit.id)?;
                                    let kept =
                                        unit.choices.bends.iter().find(|b| b.rank == rank)?;
                                    Some(Decimal::trimmed(kept.degrees, 1).to_string())
                                })
                                .unwrap_or_default()
                        });
                        view! {
                            <Field
                                label=format!("Rank {} turns (°)", rank + 1)
                                hook=format!("bend-degrees-{rank}")
                                entry=Entry::Number { step: "1" }
                                shown=shown.into()
                                enter=Callback::new(move |typed: String| {
                                    editor.edit(Edit::SetUnit { id: unit.id, field: UnitField::Bend(rank), typed })
                                })
                            />
                        }
                    })
                    .collect_view()
            };
            view! {
                <fieldset class="choices tail" data-testid="tail">
                    <legend>{format!("Tail ({rule})")}</legend>
                    <p class="hint">
                        "Drag a dot on a rank to bend the tail there, or lay it along the road \
                         its head stands on. Clockwise is positive; 0 straightens a joint."
                    </p>
                    {rows}
                    <button data-testid="follow-road" on:click=move |_| editor.edit(Edit::FollowRoad(unit.id))>
                        "Follow the road"
                    </button>
                    <button
                        data-testid="straighten"
                        hidden=move || ranks.with(Vec::is_empty)
                        on:click=move |_| editor.edit(Edit::Straighten(unit.id))
                    >
                        "Straighten"
                    </button>
                </fieldset>
            }
        })
    }
}

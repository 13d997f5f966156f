//! The selected unit: what it is, its formation, and what the rules read from it.

use leptos::prelude::*;
use leptos::web_sys::HtmlInputElement;

use super::Editor;
use super::side_picker::SidePicker;
use crate::layout::PlayerSide;
use crate::render::{forbidden_notes, formation_options, problem_note, troop_line, unit_summary};
use crate::rules::AnchorChoices;

/// The inspector for the selected unit, or a hint when nothing is selected.
#[component]
pub fn Inspector() -> impl IntoView {
    let editor = Editor::get();
    move || {
        let Some(id) = editor.selection.get() else {
            return view! {
                <section class="inspector empty">
                    <p class="hint">"Select a unit on the table to read its formation. Drag the empty table to pan it; the wheel zooms."</p>
                </section>
            }
            .into_any();
        };
        let unit = editor.layout.with(|l| l.unit(id).cloned());
        let ruleset = editor.ruleset.get();
        let (Some(unit), Some(ruleset)) = (unit, ruleset) else {
            return ().into_any();
        };
        let troop = ruleset.troop(&unit.troop).cloned();
        let placed = editor.table.with(|t| t.unit(id).cloned());
        let problem = editor.table.with(|t| {
            t.problems
                .iter()
                .find(|p| p.id == id)
                .map(|p| p.message.clone())
        });
        let formations = troop
            .as_ref()
            .map(|t| formation_options(t, &unit.formation));
        let troop_name = troop
            .as_ref()
            .map_or(unit.troop.as_str(), |t| t.name.as_str());
        let mut details = troop_line(troop_name, &unit.basing);
        if let Some(troop) = &troop {
            details.push_str(&forbidden_notes(troop));
        }
        if let Some(problem) = &problem {
            details.push_str(&problem_note(problem));
        }
        let change = move |event| {
            let to = event_target_value(&event);
            editor.edit(|layout| {
                layout.change_formation(&ruleset, id, &to, 0, &AnchorChoices::default())
            });
        };
        if let Some(placed) = &placed {
            details.push_str(&unit_summary(placed, &editor.report.get()));
        }
        view! {
            <section class="inspector" aria-labelledby="inspector-heading">
                <h2 id="inspector-heading">{unit.name.clone()}</h2>
                <label>
                    "Name "
                    <input
                        data-testid="unit-name"
                        prop:value=unit.name.clone()
                        on:change=move |event| {
                            editor.rename(id, &event_target_value(&event));
                            // The box shows the name kept: trimmed, or the old one if refused.
                            let kept = editor.layout.with_untracked(|layout| {
                                layout.unit(id).map(|unit| unit.name.clone())
                            });
                            if let Some(kept) = kept {
                                event_target::<HtmlInputElement>(&event).set_value(&kept);
                            }
                        }
                    />
                </label>
                <SidePicker
                    label="Side"
                    hook="unit-side"
                    side=Signal::derive(move || PlayerSide(unit.side.0))
                    choose=Callback::new(move |side| editor.set_side(id, side))
                />
                <label>
                    "Formation "
                    <select
                        data-testid="formation"
                        inner_html=formations
                        on:change=change
                    ></select>
                </label>
                <div class="summary" inner_html=details></div>
                <button
                    class="danger"
                    data-testid="delete-unit"
                    on:click=move |_| editor.remove_selected()
                >
                    "Remove unit"
                </button>
            </section>
        }
        .into_any()
    }
}

//! The selected unit: what it is, its formation, and what the rules read from it. The core
//! writes it as markup ([`inspector_markup`]), and the reader worker writes what the rules
//! say of it; the inspector listens for its changes and clicks.

use leptos::ev::{Event, MouseEvent};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::{Element, HtmlInputElement};

use super::Editor;
use super::delegate::clicked;
use crate::layout::PlayerSide;
use crate::render::{Inspected, NOTHING_SELECTED, inspector_markup};
use crate::rules::AnchorChoices;

/// The inspector for the selected unit, or a hint when nothing is selected.
#[component]
pub fn Inspector() -> impl IntoView {
    let editor = Editor::get();
    let markup = move || {
        let Some(id) = editor.selection.get() else {
            return NOTHING_SELECTED.to_owned();
        };
        let ruleset = editor.ruleset.get();
        editor.layout.with(|layout| {
            editor.table.with(|table| {
                let Some(unit) = layout.unit(id) else {
                    return String::new();
                };
                inspector_markup(&Inspected {
                    unit,
                    troop: ruleset.as_ref().and_then(|r| r.troop(&unit.troop)),
                    placed: table.unit(id),
                    problem: table
                        .problems
                        .iter()
                        .find(|p| p.id == id)
                        .map(|p| p.message.as_str()),
                })
            })
        })
    };
    let on_change = move |event: Event| {
        let (Some(id), Some(target)) = (
            editor.selection.get_untracked(),
            event.target().and_then(|t| t.dyn_into::<Element>().ok()),
        ) else {
            return;
        };
        let value = event_target_value(&event);
        match target.get_attribute("data-action").as_deref() {
            Some("rename") => {
                editor.rename(id, &value);
                // The box shows the name kept: trimmed, or the old one if refused.
                let kept = editor
                    .layout
                    .with_untracked(|layout| layout.unit(id).map(|unit| unit.name.clone()));
                if let (Some(kept), Ok(input)) = (kept, target.dyn_into::<HtmlInputElement>()) {
                    input.set_value(&kept);
                }
            }
            Some("formation") => {
                if let Some(ruleset) = editor.ruleset.get_untracked() {
                    editor.edit(|layout| {
                        layout.change_formation(&ruleset, id, &value, 0, &AnchorChoices::default())
                    });
                }
            }
            _ => {}
        }
    };
    let on_click = move |event: MouseEvent| {
        let Some(id) = editor.selection.get_untracked() else {
            return;
        };
        if let Some(side) = clicked(&event, "side").and_then(|n| n.parse().ok()) {
            editor.set_side(id, PlayerSide(side));
        } else if clicked(&event, "action").as_deref() == Some("remove") {
            editor.remove_selected();
        }
    };
    // The findings shown are those read for the selected unit, never another's.
    let findings = move || {
        editor.reading.with(|r| {
            (r.unit.is_some() && r.unit == editor.selection.get()).then(|| r.findings.clone())
        })
    };
    view! {
        <section
            class="inspector"
            aria-label="The selected unit"
            on:change=on_change
            on:click=on_click
        >
            <div inner_html=markup></div>
            <div class="unit-findings" aria-live="polite" inner_html=findings></div>
        </section>
    }
}

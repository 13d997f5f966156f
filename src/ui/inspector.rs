//! The selected unit: what it is, its formation, and what the rules read from it. The core
//! writes it as markup ([`inspector_markup`]), and the reader worker writes what the rules
//! say of it; the inspector listens for its changes and clicks.

use leptos::ev::{Event, MouseEvent};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::{Element, HtmlInputElement};

use super::delegate::clicked;
use super::{Editor, Notice};
use crate::layout::{PlayerSide, basing_within_limits};
use crate::render::{
    Inspected, NOTHING_SELECTED, inspector_markup, set_basing, set_change_choice, set_shape_choice,
};

/// The inspector for the selected unit, or a hint when nothing is selected.
#[component]
pub fn Inspector() -> impl IntoView {
    let editor = Editor::get();
    // A memo: while the selected unit is dragged its markup stays the same, and the panel is
    // not written again.
    let markup = Memo::new(move |_| {
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
                    anchor: &editor.anchor.get(),
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
    });
    let on_change = move |event: Event| {
        let (Some(id), Some(target)) = (
            editor.selection.get_untracked(),
            event.target().and_then(|t| t.dyn_into::<Element>().ok()),
        ) else {
            return;
        };
        let value = event_target_value(&event);
        // Numbers are read by the browser, which keeps a float parser out of the page.
        let number = target
            .dyn_ref::<HtmlInputElement>()
            .map_or(f64::NAN, HtmlInputElement::value_as_number);
        match target.get_attribute("data-action").as_deref() {
            Some("rename") => editor.rename(id, &value),
            Some("formation") => editor.change_formation(id, &value),
            Some(action @ ("bases" | "base-width" | "base-depth" | "figures")) => {
                editor.edit_unit(id, |unit| {
                    set_basing(&mut unit.basing, action, number)?;
                    basing_within_limits(&unit.basing)
                });
            }
            Some(action @ ("extras" | "front-bases" | "files")) => {
                editor.edit_unit(id, |unit| {
                    set_shape_choice(&mut unit.choices, action, &value, number)
                });
            }
            Some(action) => {
                let mut anchor = editor.anchor.get_untracked();
                match set_change_choice(&mut anchor, action, &value, number) {
                    Ok(()) => editor.anchor.set(anchor),
                    Err(message) => editor.notice.set(Some(Notice::error(message, Vec::new()))),
                }
            }
            None => {}
        }
        // A field shows what was kept: the markup written for a kept change replaces it,
        // and a refused value goes back to the one the markup holds.
        if let Some(input) = target.dyn_ref::<HtmlInputElement>() {
            input.set_value(&input.default_value());
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
            <div inner_html=move || markup.get()></div>
            <div class="unit-findings" inner_html=findings></div>
        </section>
    }
}

//! One field of the inspector: a line of text, a number or a pick from a list. It shows the
//! value kept in the layout, keeps its focus and caret while the player types, and hands what
//! was entered to the editor once the player is done (Enter, Tab or a pick), which keeps it
//! or says why not; either way the field then shows the value kept.

use leptos::ev::Event;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::{HtmlInputElement, HtmlSelectElement};

use crate::fields::Entry;
use crate::ui::parts::chosen::kept_on;

/// A labelled field.
#[component]
pub fn Field(
    /// What the field is, shown before it.
    #[prop(into)]
    label: String,
    /// Its test hook.
    hook: String,
    /// How it is entered.
    entry: Entry,
    /// The value it shows: the one the layout keeps.
    shown: Signal<String>,
    /// Hands the editor what was entered.
    enter: Callback<String>,
) -> impl IntoView {
    let on_change = move |event: Event| {
        enter.run(event_target_value(&event));
        let kept = shown.get_untracked();
        let Some(target) = event.target() else {
            return;
        };
        if let Some(input) = target.dyn_ref::<HtmlInputElement>() {
            input.set_value(&kept);
        } else if let Some(select) = target.dyn_ref::<HtmlSelectElement>() {
            select.set_value(&kept);
        }
    };
    let control = match entry {
        Entry::Text => view! {
            <input data-testid=hook prop:value=shown on:change=on_change/>
        }
        .into_any(),
        Entry::Number { step } => view! {
            <input
                type="number"
                step=step
                data-testid=hook
                prop:value=shown
                on:change=on_change
            />
        }
        .into_any(),
        Entry::Pick(options) => view! {
            <select data-testid=hook node_ref=kept_on(move || shown.get()) on:change=on_change>
                {options
                    .into_iter()
                    .map(|(value, name)| view! { <option value=value>{name}</option> })
                    .collect_view()}
            </select>
        }
        .into_any(),
    };
    view! { <label>{label} " " {control}</label> }
}

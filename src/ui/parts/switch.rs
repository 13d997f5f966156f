//! A switch: a labelled checkbox that turns a signal on and off.

use leptos::prelude::*;

/// A checkbox labelled `label`, showing and setting `on`; hidden while `hidden` is true.
#[component]
pub fn Switch(
    /// What it switches, beside the box.
    label: &'static str,
    /// Its test hook.
    hook: &'static str,
    /// What it shows and sets.
    on: RwSignal<bool>,
    /// Whether it is hidden.
    #[prop(optional, into)]
    hidden: Signal<bool>,
) -> impl IntoView {
    view! {
        <label class="switch" hidden=move || hidden.get()>
            <input
                type="checkbox"
                data-testid=hook
                prop:checked=move || on.get()
                on:change=move |event| on.set(event_target_checked(&event))
            />
            {label}
        </label>
    }
}

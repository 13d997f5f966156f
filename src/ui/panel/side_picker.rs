//! Choosing a side: one button for each, in the side's colour.

use leptos::prelude::*;

use crate::layout::PlayerSide;

/// A row of side buttons; the chosen one is pressed.
#[component]
pub fn SidePicker(
    /// What the buttons choose, for screen readers.
    label: &'static str,
    /// The test hook prefix: each button is `<hook>-<side>`.
    hook: &'static str,
    /// The side chosen now.
    side: Signal<PlayerSide>,
    /// Called with the side the player picks.
    choose: Callback<PlayerSide>,
) -> impl IntoView {
    let buttons = PlayerSide::ALL.map(|this| {
        view! {
            <button
                class=format!("side side-{}", this.0)
                data-testid=format!("{hook}-{}", this.0)
                aria-pressed=move || (side.get() == this).to_string()
                on:click=move |_| choose.run(this)
            >
                {this.name()}
            </button>
        }
    });
    view! {
        <div class="sides" role="group" aria-label=label>
            {buttons.into_iter().collect_view()}
        </div>
    }
}

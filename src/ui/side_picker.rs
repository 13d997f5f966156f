//! Choosing a side: one button for each, in the side's colour.

use leptos::prelude::*;

use super::delegate::clicked;
use crate::layout::PlayerSide;
use crate::render::side_buttons;

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
    view! {
        <div
            class="sides"
            role="group"
            aria-label=label
            inner_html=move || side_buttons(hook, side.get().0)
            on:click=move |event| {
                if let Some(n) = clicked(&event, "side").and_then(|n| n.parse().ok()) {
                    choose.run(PlayerSide(n));
                }
            }
        ></div>
    }
}

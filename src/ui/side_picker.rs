//! Choosing a side: one button for each, in the side's colour.

use leptos::prelude::*;

use crate::layout::PlayerSide;

/// The names the sides go by, matching their colours (the Okabe-Ito palette, told apart with
/// any colour vision).
pub const SIDE_NAMES: [&str; 4] = ["Blue", "Vermilion", "Green", "Purple"];

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
        <div class="sides" role="group" aria-label=label>
            {(0..PlayerSide::COUNT)
                .map(|n| {
                    let name = SIDE_NAMES[usize::from(n)];
                    view! {
                        <button
                            class=format!("side side-{n}")
                            data-testid=format!("{hook}-{n}")
                            aria-pressed=move || (side.get().0 == n).to_string()
                            on:click=move |_| choose.run(PlayerSide(n))
                        >
                            {name}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}

//! The painter's bench under a selected unit: its basing read by every rule system and its
//! movement tray, folded until opened, so the player at the table is not shown it unasked.

use leptos::prelude::*;

use crate::ui::inspector::army_basing::ArmyBasing;
use crate::ui::inspector::basing_across::BasingAcross;
use crate::ui::tray_maker::TrayMaker;

/// The bench for unit `id`; its parts are made only once it is opened.
#[component]
pub fn PainterBench(id: u32) -> impl IntoView {
    let open = RwSignal::new(false);
    view! {
        <details
            class="bench"
            data-testid="painter-bench"
            on:toggle=move |event| {
                use leptos::wasm_bindgen::JsCast;
                let opened = event
                    .target()
                    .and_then(|t| t.dyn_into::<leptos::web_sys::Element>().ok())
                    .is_some_and(|d| d.has_attribute("open"));
                open.set(opened);
            }
        >
            <summary>"Trays and basing"</summary>
            {move || open.get().then(|| view! {
                <ArmyBasing/>
                <BasingAcross id=id/>
                <TrayMaker id=id/>
            })}
        </details>
    }
}

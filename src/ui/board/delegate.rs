//! Clicks and pointer presses on markup the core writes (the panel's lists, the table's units,
//! bases and handles): one listener finds the item by the `data-` field that names it.

use leptos::ev::MouseEvent;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::Element;

/// The value of `data-<key>` on the element clicked or pressed, or the nearest one around it
/// that has the field.
pub fn clicked(event: &MouseEvent, key: &str) -> Option<String> {
    event
        .target()?
        .dyn_into::<Element>()
        .ok()?
        .closest(&format!("[data-{key}]"))
        .ok()??
        .get_attribute(&format!("data-{key}"))
}

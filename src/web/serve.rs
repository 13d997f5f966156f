//! The message loop both of the page's web workers run (each worker's binary includes it): it answers each message `[id, bytes]`
//! with `[id, true, bytes]` or `[id, false, message]`, and posts `"ready"` once it listens (a
//! message sent before then would be lost). What a worker does with the bytes is its own.

use js_sys::{Array, Uint8Array};
use wasm_bindgen::{JsCast, JsValue, closure::Closure};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Answers every message the worker is sent with what `work` makes of its bytes.
pub fn serve(mut work: impl FnMut(&[u8]) -> Result<Vec<u8>, String> + 'static) {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let request: Array = event.data().unchecked_into();
        let bytes = request
            .get(1)
            .dyn_into::<Uint8Array>()
            .map(|bytes| bytes.to_vec())
            .unwrap_or_default();
        let reply = Array::new();
        reply.push(&request.get(0));
        match work(&bytes) {
            Ok(answer) => {
                reply.push(&JsValue::TRUE);
                reply.push(&Uint8Array::from(answer.as_slice()));
            }
            Err(message) => {
                reply.push(&JsValue::FALSE);
                reply.push(&JsValue::from_str(&message));
            }
        }
        // A failed post means the page has gone; there is nobody left to tell.
        let _ = reply_to.post_message(&reply);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Nothing can be done if the page has gone.
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

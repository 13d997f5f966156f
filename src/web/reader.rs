//! The reader's web worker: it answers each message `[id, job]`, a [`drillbook::job::Job`] in
//! its compact bytes, with `[id, true, reply]` (a [`drillbook::job::Reply`] in its compact
//! bytes) or `[id, false, message]`, running the jobs
//! with one [`drillbook::job::JobRunner`], which keeps the ruleset library from one job to
//! the next. It posts `"ready"` once it listens: a message sent before then would be lost.

#[cfg(target_arch = "wasm32")]
fn main() {
    use drillbook::job::{Job, JobRunner};
    use js_sys::{Array, Uint8Array};
    use wasm_bindgen::{JsCast, JsValue, closure::Closure};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let mut runner = JobRunner::default();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let request: Array = event.data().unchecked_into();
        let job = request
            .get(1)
            .dyn_into::<Uint8Array>()
            .map(|bytes| bytes.to_vec())
            .unwrap_or_default();
        let result = Job::from_bytes(&job).and_then(|job| runner.run(job));
        let reply = Array::new();
        reply.push(&request.get(0));
        match result {
            Ok(answer) => {
                reply.push(&JsValue::TRUE);
                reply.push(&Uint8Array::from(answer.to_bytes().as_slice()));
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

/// The worker runs in the browser; natively this binary says so.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    eprintln!("drillbook-reader is the web page's file reader; it runs in the browser.");
    std::process::ExitCode::from(2)
}

//! The reader's web worker: it answers each message `[id, kind, name, text]` with
//! `[id, true, bytes]` or `[id, false, message]`, by [`drillbook::file_reader::read_file`];
//! for the kinds of [`drillbook::file_reader::Export`], whose last item is a layout's compact
//! bytes, by [`drillbook::file_reader::export`]; for [`drillbook::reading::READ_TABLE`], whose
//! last item is a reading request's bytes, by [`drillbook::reading::read_table`], with a
//! library kept from one reading to the next. It posts `"ready"` once it listens: a message sent
//! before then would be lost.

#[cfg(target_arch = "wasm32")]
fn main() {
    use drillbook::file_reader::{Export, FileKind, export, read_file};
    use drillbook::reading::{READ_TABLE, ReadingRequest, read_table};
    use drillbook::rules::Library;
    use js_sys::{Array, Uint8Array};
    use wasm_bindgen::{JsCast, JsValue, closure::Closure};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let mut library = None::<Library>;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let request: Array = event.data().unchecked_into();
        let text = |i| request.get(i).as_string().unwrap_or_default();
        let bytes = || {
            request
                .get(3)
                .dyn_into::<Uint8Array>()
                .map(|bytes| bytes.to_vec())
                .unwrap_or_default()
        };
        let kind = text(1);
        let result = match (FileKind::from_name(&kind), Export::from_name(&kind)) {
            (Some(kind), _) => read_file(kind, &text(2), &text(3)),
            (_, Some(job)) => export(job, &bytes(), &text(2)),
            _ if kind == READ_TABLE => {
                let kept = match library.take() {
                    Some(kept) => Ok(kept),
                    None => Library::builtin().map_err(|e| e.to_string()),
                };
                kept.and_then(|mut kept| {
                    let reading = ReadingRequest::from_bytes(&bytes())
                        .and_then(|request| read_table(&mut kept, &request));
                    library = Some(kept);
                    reading.map(|r| r.to_bytes())
                })
            }
            _ => Err(format!("the file reader does not read '{kind}' files")),
        };
        let reply = Array::new();
        reply.push(&request.get(0));
        match result {
            Ok(bytes) => {
                reply.push(&JsValue::TRUE);
                reply.push(&Uint8Array::from(bytes.as_slice()));
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

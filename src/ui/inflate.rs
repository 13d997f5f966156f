//! Inflating a share link's data with the browser's own `DecompressionStream`, so the page
//! does not carry an inflater of its own (the core's, from `miniz_oxide`, cost the first load
//! 5.5 KB). What it gives is bounded by the link: deflate never expands more than about a
//! thousand times, so the longest link read unpacks to a few MB at most, and
//! [`link::read_inflated`] then refuses anything over its limit.

use js_sys::Uint8Array;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ReadableStream, ReadableWritablePair, Response, WritableStream};

use crate::link;

#[wasm_bindgen]
extern "C" {
    /// The browser's inflater. `web-sys` offers it only among its unstable APIs, behind a
    /// compiler flag; these three bindings are all the page needs of it.
    type DecompressionStream;

    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<DecompressionStream, JsValue>;

    #[wasm_bindgen(method, getter)]
    fn readable(this: &DecompressionStream) -> ReadableStream;

    #[wasm_bindgen(method, getter)]
    fn writable(this: &DecompressionStream) -> WritableStream;
}

/// Inflates raw deflate `data`, then hands `done` the bytes, or the sentence for a damaged
/// link when they do not inflate.
pub fn inflate(data: &[u8], done: impl FnOnce(Result<Vec<u8>, String>) + 'static) {
    // The bytes are streamed from a response made in the page: a blob's stream would be
    // read through the browser's own process, several tasks later, holding up the table.
    let promise = (|| {
        let mut bytes = data.to_vec();
        let stream = Response::new_with_opt_u8_array(Some(&mut bytes))?
            .body()
            .ok_or(JsValue::NULL)?;
        let inflater = DecompressionStream::new("deflate-raw")?;
        let through = ReadableWritablePair::new(&inflater.readable(), &inflater.writable());
        let inflated = stream.pipe_through(&through);
        Response::new_with_opt_readable_stream(Some(&inflated))?.array_buffer()
    })();
    leptos::task::spawn_local(async move {
        let bytes = match promise {
            Ok(promise) => JsFuture::from(promise)
                .await
                .map(|buffer| Uint8Array::new(&buffer).to_vec()),
            Err(error) => Err(error),
        };
        done(bytes.map_err(|_| link::DAMAGED.to_owned()));
    });
}

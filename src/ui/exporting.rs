//! Files to keep, print or cut: the layout as JSON, the table's drawing and a unit's tray
//! template as SVG at 1:1, written by the reader worker and saved as downloads; and printing
//! the table as it is on screen.

use std::time::Duration;

use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys::js_sys::Array;
use leptos::web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, Url};

use super::{Editor, Notice};
use crate::file_reader::Export;

/// How long a saved file's address is kept for the browser to read it.
const KEEP_DOWNLOAD: Duration = Duration::from_secs(30);

/// The file name and type of each export that is saved as a file.
fn file_of(export: Export) -> (&'static str, &'static str) {
    match export {
        Export::Json => ("drillbook-table.json", "application/json"),
        Export::TraySvg => ("drillbook-tray.svg", "image/svg+xml"),
        Export::TableSvg => ("drillbook-table.svg", "image/svg+xml"),
        Export::Link => ("drillbook-link.txt", "text/plain"),
    }
}

impl Editor {
    /// Saves `export` of the table as a file, and says how to print it.
    pub fn download(&self, export: Export) {
        let notice = self.notice;
        let (name, kind) = file_of(export);
        self.export_text(export, move |text| {
            let saved = text.and_then(|text| {
                save_file(name, kind, &text)
                    .map_err(|_| "this browser would not save the file".to_owned())
            });
            notice.set(Some(match saved {
                Ok(()) if export == Export::Json => Notice::info(format!(
                    "Saved {name}. Open it again with “Open a ruleset or layout file…”."
                )),
                Ok(()) => Notice::info(format!(
                    "Saved {name}, drawn at 1:1: print it at 100%, not fitted to the page."
                )),
                Err(error) => Notice::error("The file could not be made.", vec![error]),
            }));
        });
    }
}

fn save_file(name: &str, kind: &str, text: &str) -> Result<(), JsValue> {
    let options = BlobPropertyBag::new();
    options.set_type(kind);
    let blob = Blob::new_with_str_sequence_and_options(&Array::of1(&text.into()), &options)?;
    let url = Url::create_object_url_with_blob(&blob)?;
    let link: HtmlAnchorElement = document().create_element("a")?.unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    set_timeout(
        move || {
            // The file is saved by now; a failure only keeps its memory a while longer.
            let _ = Url::revoke_object_url(&url);
        },
        KEEP_DOWNLOAD,
    );
    Ok(())
}

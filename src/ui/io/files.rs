//! Reading the text of files the player picks or drops.
//!
//! A `FileReader` with a one-shot callback does the reading: it needs no async runtime, which
//! would cost more of the size budget than the rest of this module.

use leptos::ev::{DragEvent, Event};
use leptos::wasm_bindgen::JsCast;
use leptos::wasm_bindgen::closure::Closure;
use leptos::web_sys::{File, FileList, FileReader, HtmlInputElement};

use crate::decimal::Decimal;
use crate::limits::MAX_LAYOUT_FILE_BYTES;

/// What a read gives: the file's name, and its text or why it could not be read.
pub type ReadDone = Box<dyn FnOnce(String, Result<String, String>)>;

/// Reads the first file of a file input's selection, then clears the input so the same file
/// can be chosen again.
pub fn read_chosen(event: &Event, done: ReadDone) {
    let Some(input) = event
        .target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
    else {
        return;
    };
    let file = input.files().and_then(|files| first(&files));
    input.set_value("");
    if let Some(file) = file {
        read(file, done);
    }
}

/// Reads the first file dropped on the page.
pub fn read_dropped(event: &DragEvent, done: ReadDone) {
    let file = event
        .data_transfer()
        .and_then(|data| data.files())
        .and_then(|files| first(&files));
    if let Some(file) = file {
        read(file, done);
    }
}

fn first(files: &FileList) -> Option<File> {
    files.get(0)
}

fn read(file: File, done: ReadDone) {
    let name = file.name();
    // Layout files are the largest Drillbook reads; a ruleset is held to less by its reader.
    if file.size() > MAX_LAYOUT_FILE_BYTES as f64 {
        let size = format!(
            "the file is {} KB; Drillbook reads files of up to {} KB",
            Decimal::fixed(file.size() / 1024.0, 0),
            MAX_LAYOUT_FILE_BYTES / 1024
        );
        done(name, Err(size));
        return;
    }
    let Ok(reader) = FileReader::new() else {
        done(name, Err("this browser cannot read files".to_owned()));
        return;
    };
    let handle = reader.clone();
    let on_load = Closure::once_into_js(move || {
        let text = handle
            .result()
            .ok()
            .and_then(|value| value.as_string())
            .ok_or_else(|| "the browser could not read it as text".to_owned());
        done(name, text);
    });
    reader.set_onloadend(Some(on_load.unchecked_ref()));
    if reader.read_as_text(&file).is_err() {
        reader.set_onloadend(None);
    }
}

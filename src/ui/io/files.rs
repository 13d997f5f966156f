//! Reading the text of files the player picks or drops. The page takes the file from the
//! picker or the drop; its reading comes with the side panel's module (see
//! [`crate::ui::io::opening`]).
//!
//! A `FileReader` with a one-shot callback does the reading: it needs no async runtime, which
//! would cost more of the size budget than the rest of this module.

use leptos::ev::{DragEvent, Event};
use leptos::wasm_bindgen::JsCast;
use leptos::wasm_bindgen::closure::Closure;
use leptos::web_sys::{File, FileReader, HtmlInputElement};

use crate::decimal::Decimal;
use crate::limits::MAX_LAYOUT_FILE_BYTES;

/// What a read gives: the file's name, and its text or why it could not be read.
pub type ReadDone = Box<dyn FnOnce(String, Result<String, String>)>;

/// The first file of a file input's selection; the input is cleared, so that the same file
/// can be chosen again.
pub fn chosen_file(event: &Event) -> Option<File> {
    let input = event.target()?.dyn_into::<HtmlInputElement>().ok()?;
    let file = input.files().and_then(|files| files.get(0));
    input.set_value("");
    file
}

/// The first file dropped on the page.
pub fn dropped_file(event: &DragEvent) -> Option<File> {
    event.data_transfer()?.files()?.get(0)
}

/// Reads the text of `file`, and hands it to `done` with the file's name.
pub fn read(file: File, done: ReadDone) {
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

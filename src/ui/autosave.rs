//! Nothing is lost: a moment after every change, the table is saved in the browser's storage,
//! and its link put in the address bar, so a reload, a crash or a closed tab brings it back.
//! On opening, the saved table comes back first, then a link in the address opens over it,
//! so the saved table is one undo away; a link pasted into the address later opens too.

use std::time::Duration;

use leptos::prelude::*;
use leptos::web_sys::Storage;

use super::Editor;

/// Where the table is saved in the browser's local storage: as its share link's fragment.
const STORAGE_KEY: &str = "drillbook.table";

/// How long the table must stay unchanged before it is saved: a drag is saved once, at its
/// end.
const SAVE_AFTER: Duration = Duration::from_millis(250);

fn storage() -> Option<Storage> {
    window().local_storage().ok().flatten()
}

/// The link in the page's address: its fragment, when it has one.
fn address_link() -> Option<String> {
    let hash = window().location().hash().ok()?;
    Some(hash.strip_prefix('#')?.to_owned()).filter(|f| !f.is_empty())
}

/// Brings back the saved table, opens the link in the address if it is another, and from
/// then on saves the table after each change, and opens any link pasted into the address.
pub fn start(editor: Editor) {
    let saved = storage()
        .and_then(|s| s.get_item(STORAGE_KEY).ok().flatten())
        .filter(|s| !s.is_empty());
    let address = address_link();
    // Saving waits until the saved table is back, or it would be saved over.
    let restored = RwSignal::new(saved.is_none());
    if let Some(saved) = &saved {
        editor.restore(saved, move || restored.set(true));
    }
    if let Some(address) = address.filter(|a| Some(a) != saved.as_ref()) {
        editor.open_link(&address);
    }
    // Saving puts the table's own link in the address without this event; only a link the
    // player pasted raises it.
    let pasted = window_event_listener(leptos::ev::hashchange, move |_| {
        if let Some(link) = address_link() {
            editor.open_link(&link);
        }
    });
    on_cleanup(move || pasted.remove());
    let timer = StoredValue::new(None::<TimeoutHandle>);
    Effect::new(move |_| {
        editor.layout.track();
        if !restored.get() {
            return;
        }
        if let Some(timer) = timer.get_value() {
            timer.clear();
        }
        let save = move || {
            editor.make_link(|fragment| {
                if let (Ok(fragment), Some(storage)) = (fragment, storage()) {
                    // A full or refused storage leaves the link in the address bar.
                    let _ = storage.set_item(STORAGE_KEY, &fragment);
                }
            })
        };
        timer.set_value(set_timeout_with_handle(save, SAVE_AFTER).ok());
    });
}

//! Nothing is lost: every edit, undo and redo is saved in the browser's storage in the task
//! after the one that made it, and so is the table as it stands when the page is hidden or
//! closed, so a reload, a crash or a closed tab right after an edit brings it back. A drag's
//! frames are saved a moment after the table last changed, when the reader worker also puts
//! the table's link in the address bar. Storage takes a whole text or none, so a save is
//! never half written; a refused one leaves the save before it.
//! On opening, the saved table comes back first, then a link in the address opens over it,
//! so the saved table is one undo away; a link pasted into the address later opens too. The
//! address's link is not opened when it is the one the page itself left there as it saved
//! (on a reload, or the one before it, which a reload that raced the page's last may load).
//! Nothing is saved until both are in, so a link still being read keeps its place.
//!
//! A table is never reopened blindly: while one is being opened its link is kept as a mark,
//! cleared once the page has drawn it. A page that starts and finds the mark set died while
//! opening that table, so it starts without it, says so, and offers to save it as a file or
//! to try it again.

use std::time::Duration;

use leptos::prelude::*;
use leptos::web_sys::Storage;

use crate::link;
use crate::session::Intent;
use crate::ui::{Editor, Notice, NoticeAction};

/// Where the table is saved in the browser's local storage ([`link::encode_saved`]; before,
/// as its share link's fragment, which still opens).
const STORAGE_KEY: &str = "drillbook.table";

/// The links the page itself last left in the address, newest first, separated by spaces: a
/// link in the address that is the newest is the page's own, not one brought to it.
const ADDRESS_KEY: &str = "drillbook.address";

/// How many of its own links the page remembers. A reload that comes as the page puts a new
/// link in the address may load the one before, so on a reload that one is its own too; a
/// link opened any other way is the player's, even one the page made a moment before.
const OWN_LINKS: usize = 2;

/// The link of the table being opened, until the page has drawn it.
const OPENING_KEY: &str = "drillbook.opening";

/// A test hook: while this key is in storage, the page faults as it opens a table, as a
/// table that stops the page would make it.
const FAULT_ON_OPEN_KEY: &str = "drillbook.test.fault-on-open";

/// How long the table must stay unchanged before a change that is not an edit (a drag's
/// frame, a table brought back) is saved and the link made: a drag's frames are not saved one
/// by one.
const SAVE_AFTER: Duration = Duration::from_millis(250);

fn storage() -> Option<Storage> {
    window().local_storage().ok().flatten()
}

fn stored(key: &str) -> Option<String> {
    storage()
        .and_then(|s| s.get_item(key).ok().flatten())
        .filter(|s| !s.is_empty())
}

/// Marks the table of link `fragment` as being opened. Without storage there is nothing to
/// reopen either.
fn mark_opening(fragment: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(OPENING_KEY, fragment);
    }
}

/// Clears the mark of `fragment` once the page has drawn what opening it gave: two frames
/// on, the table has been placed and painted.
fn clear_when_drawn(fragment: String) {
    if stored(FAULT_ON_OPEN_KEY).is_some() {
        panic!("a fault forced by a test while a table was opened");
    }
    request_animation_frame(move || {
        request_animation_frame(move || {
            if stored(OPENING_KEY).as_ref() == Some(&fragment)
                && let Some(storage) = storage()
            {
                let _ = storage.remove_item(OPENING_KEY);
            }
        })
    });
}

/// Opens the link `fragment` over the table, with the mark set while it opens; when it
/// `finishes_opening`, the page's opening tables are in once it is taken or refused.
fn open_marked(editor: Editor, fragment: String, finishes_opening: bool) {
    mark_opening(&fragment);
    let opened = fragment.clone();
    editor.open_link(&fragment, move || {
        clear_when_drawn(opened);
        if finishes_opening {
            editor.startup.set_opened(true);
        }
    });
}

/// Says that the table of link `stalled` stopped the page last time, and offers it.
fn offer_stalled(editor: Editor, stalled: String) {
    editor.say(Notice {
        actions: vec![
            NoticeAction::SaveStalled(stalled.clone()),
            NoticeAction::RetryStalled(stalled),
        ],
        ..Notice::error(
            "Drillbook stopped while opening your last table, so it started without it.",
            vec!["The table is kept: save it as a file, or try it again.".to_owned()],
        )
    });
}

impl Editor {
    /// Does what a notice offered.
    pub fn notice_action(&self, action: NoticeAction) {
        self.feedback.dismiss();
        match action {
            NoticeAction::SaveStalled(fragment) => {
                let address = window().location().href().unwrap_or_default();
                let base = address.split('#').next().unwrap_or_default();
                self.save_text(
                    "drillbook-stalled-table.txt",
                    &format!("{base}#{fragment}\n"),
                    "Saved the table's link as drillbook-stalled-table.txt: paste it into \
                     the address bar to open it.",
                );
                if let Some(storage) = storage() {
                    let _ = storage.remove_item(OPENING_KEY);
                }
            }
            NoticeAction::RetryStalled(fragment) => open_marked(*self, fragment, false),
        }
    }
}

/// The link in the page's address: its fragment, when it has one.
fn address_link() -> Option<String> {
    fragment_of(&window().location().href().ok()?)
}

/// Whether the page was opened by reloading it.
fn reloaded() -> bool {
    let entry = window()
        .performance()
        .map(|p| p.get_entries_by_type("navigation").get(0));
    entry
        .and_then(|e| js_sys::Reflect::get(&e, &"type".into()).ok())
        .and_then(|kind| kind.as_string())
        .is_some_and(|kind| kind == "reload")
}

/// The link in the address `url`: its fragment, when it has one.
fn fragment_of(url: &str) -> Option<String> {
    Some(url.split_once('#')?.1.to_owned()).filter(|f| !f.is_empty())
}

/// Brings back the `saved` table, then opens the `address` link over it in a task of its
/// own, each marked while it opens; says so when the `stalled` table stopped the page last
/// time. The page's opening tables are in once both are.
fn open_stored(
    editor: Editor,
    saved: Option<String>,
    address: Option<String>,
    stalled: Option<String>,
) {
    let Some(saved) = saved else {
        if let Some(stalled) = stalled {
            offer_stalled(editor, stalled);
        }
        if let Some(address) = address {
            open_marked(editor, address, true);
        }
        return;
    };
    mark_opening(&saved);
    editor.restore(&saved.clone(), move || {
        clear_when_drawn(saved);
        if let Some(stalled) = stalled {
            offer_stalled(editor, stalled);
        }
        match address {
            Some(address) => {
                set_timeout(move || open_marked(editor, address, true), Duration::ZERO)
            }
            None => editor.startup.set_opened(true),
        }
    });
}

/// Brings back the saved table, opens the link in the address if it is another, and from
/// then on saves the table after each change, and opens any link pasted into the address.
pub fn start(editor: Editor) {
    // A table whose opening stopped the page last time is not opened again by itself.
    let stalled = stored(OPENING_KEY);
    let not_stalled = |link: &String| Some(link) != stalled.as_ref();
    let saved = stored(STORAGE_KEY).filter(not_stalled);
    let address = address_link().filter(not_stalled);
    let own = stored(ADDRESS_KEY).unwrap_or_default();
    let own_links = if reloaded() { OWN_LINKS } else { 1 };
    let mut own = own.split(' ').take(own_links);
    let address = address.filter(|a| Some(a) != saved.as_ref() && !own.any(|own| own == a));
    // Saving waits until the saved table and the address's link are in, or they would be
    // saved over while the reader worker reads them.
    let opened = editor.startup.opened();
    editor
        .startup
        .set_opened(saved.is_none() && address.is_none());
    if saved.is_some() || address.is_some() || stalled.is_some() {
        // The demonstration gives way at once, never showing before a table that opens a
        // task later.
        let mut demonstration = editor.document.game_untracked();
        demonstration.units.clear();
        editor.apply(Intent::Restore(Box::new(demonstration)));
        open_stored(editor, saved, address, stalled);
    }
    // Saving puts the table's own link in the address without this event; only a link the
    // player pasted raises it.
    // The link is read from the event: by the time it is handled, a save may already have
    // put the table's own link in the address.
    let pasted = window_event_listener(leptos::ev::hashchange, move |event| {
        if let Some(link) = fragment_of(&event.new_url()) {
            open_marked(editor, link, false);
        }
    });
    on_cleanup(move || pasted.remove());
    // Whether the table has changed since it was last saved: each change is saved once,
    // however many of the ways to save it come after it.
    let unsaved = StoredValue::new(false);
    let save_now = move || {
        if opened.get_untracked() && unsaved.get_value() {
            unsaved.set_value(false);
            save(editor);
        }
    };
    // An edit is saved in a task of its own straight after the one that made it, so a large
    // table's save never lengthens the task that opened or changed it; a reload or a close
    // before then saves it as the page goes.
    let pending = StoredValue::new(false);
    Effect::new(move |_| {
        editor.document.track_commits();
        if !pending.get_value() {
            pending.set_value(true);
            set_timeout(
                move || {
                    pending.set_value(false);
                    save_now();
                },
                Duration::ZERO,
            );
        }
    });
    let hidden = window_event_listener(leptos::ev::visibilitychange, move |_| {
        if document().hidden() {
            save_now();
        }
    });
    let closed = window_event_listener(leptos::ev::pagehide, move |_| save_now());
    on_cleanup(move || {
        hidden.remove();
        closed.remove();
    });
    let timer = StoredValue::new(None::<TimeoutHandle>);
    Effect::new(move |_| {
        editor.document.track();
        if !opened.get() {
            return;
        }
        unsaved.set_value(true);
        if let Some(timer) = timer.get_value() {
            timer.clear();
        }
        let save_and_link = move || {
            save_now();
            editor.make_link(|fragment| {
                if let Ok(fragment) = fragment {
                    note_own_link(&fragment);
                }
            })
        };
        timer.set_value(set_timeout_with_handle(save_and_link, SAVE_AFTER).ok());
    });
}

/// Saves the table as it stands, and notes the address's link as the page's own.
fn save(editor: Editor) {
    let Some(storage) = storage() else {
        return;
    };
    let saved = editor.document.with_game_untracked(link::encode_saved);
    // A full or refused storage keeps the save before this one.
    if storage.set_item(STORAGE_KEY, &saved).is_ok()
        && let Some(address) = address_link()
    {
        note_own_link(&address);
    }
}

/// Notes `link`, now in the address, as the page's own, with the one it noted before.
fn note_own_link(link: &str) {
    let Some(storage) = storage() else {
        return;
    };
    let before = stored(ADDRESS_KEY).unwrap_or_default();
    let earlier = before
        .split(' ')
        .filter(|own| !own.is_empty() && *own != link);
    let own: Vec<&str> = std::iter::once(link)
        .chain(earlier)
        .take(OWN_LINKS)
        .collect();
    let _ = storage.set_item(ADDRESS_KEY, &own.join(" "));
}

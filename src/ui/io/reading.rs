//! Keeping the reading of the table current: once the first table is painted, and after every
//! change of the layout, the selection or the overlays, the reader worker reads the table. One request is out at a time;
//! whatever changes while it is out is read together when it comes back, so a drag never
//! queues readings up behind it.

use leptos::prelude::*;

use crate::job::Job;
use crate::layout::Layout;
use crate::reading::{Reading, ReadingRequest};
use crate::ui::Editor;
use crate::ui::io::worker_link::ask_later;

/// Whether a request is out, and whether the table changed since it was sent.
#[derive(Clone, Copy, Default)]
struct Out {
    asked: bool,
    stale: bool,
}

/// Reads the table now and after every change.
pub fn start(editor: Editor) {
    let out = StoredValue::new(Out::default());
    Effect::new(move |_| {
        editor.document.track();
        editor.selected.lead();
        editor.viewing.layers().track();
        // The first reading waits until the first table is painted: the worker's start
        // would compete with it.
        if editor.startup.first_drawn().get() {
            ask(editor, out);
        }
    });
}

fn ask(editor: Editor, out: StoredValue<Out>) {
    if out.get_value().asked {
        return out.update_value(|o| o.stale = true);
    }
    out.set_value(Out {
        asked: true,
        stale: false,
    });
    let request = ReadingRequest {
        selected: editor.selected.lead_untracked(),
        layers: editor.viewing.layers().get_untracked(),
        layout: editor.document.with_layout_untracked(Layout::to_bytes),
    };
    let selected = request.selected;
    ask_later(&Job::ReadTable(request), move |answer| {
        let reading = answer
            .and_then(Reading::try_from)
            .unwrap_or_else(|error| Reading {
                unit: selected,
                failed: Some(error),
                ..Reading::default()
            });
        editor.feedback.take_reading(reading);
        let stale = out.get_value().stale;
        out.set_value(Out::default());
        if stale {
            ask(editor, out);
        }
    });
}

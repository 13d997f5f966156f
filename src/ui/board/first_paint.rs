//! Waiting for the browser to have shown the page's first paint.
//!
//! An animation frame's callback runs before its frame is painted, and under load the paint
//! may be shown frames later; the browser's own record of the first contentful paint (Paint
//! Timing) is written only once it was shown. What waits on the first table (the panel's
//! module, the workers) waits for that record, so that nothing it fetches or builds is
//! counted against the table's first paint.

use leptos::prelude::*;

/// Frames to wait for the record before going on without it: about a second, for a
/// browser that keeps no paint timing.
const MOST_FRAMES: u32 = 60;

/// Calls `then` once the browser has recorded a first contentful paint, or after
/// [`MOST_FRAMES`] frames.
pub fn after_first_paint(then: impl FnOnce() + 'static) {
    wait_frames(MOST_FRAMES, Box::new(then));
}

fn wait_frames(left: u32, then: Box<dyn FnOnce()>) {
    request_animation_frame(move || {
        if left == 0 || painted() {
            then();
        } else {
            wait_frames(left - 1, then);
        }
    });
}

/// Whether the browser has recorded a paint of the page's content.
fn painted() -> bool {
    window().performance().is_some_and(|p| {
        p.get_entries_by_name_with_entry_type("first-contentful-paint", "paint")
            .length()
            > 0
    })
}

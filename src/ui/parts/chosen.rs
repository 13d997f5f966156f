//! Keeping a picker on the value the layout keeps: after every change of it (an edit, undo,
//! another unit selected), once the options are written, before the next paint, the select
//! is set to it. One effect
//! a picker is lighter in the page than a reactive mark on every option.

use leptos::html::Select;
use leptos::prelude::*;

/// A select that is kept showing `kept`, run again whenever what it reads changes. The
/// reader is boxed so every picker shares one effect's code.
pub fn kept_on(kept: impl Fn() -> String + 'static) -> NodeRef<Select> {
    keep(Box::new(kept))
}

fn keep(kept: Box<dyn Fn() -> String>) -> NodeRef<Select> {
    let select = NodeRef::<Select>::new();
    Effect::new(move || {
        let value = kept();
        // Set before the next paint, once the options changed with it are written, unless
        // the picker is gone by then.
        request_animation_frame(move || {
            if let Some(Some(select)) = select.try_get_untracked() {
                select.set_value(&value);
            }
        });
    });
    select
}

//! The brigade of the selected unit: naming the units selected together so they stay one
//! brigade (in links and files too), renaming or breaking up a named one, and selecting the
//! whole of a named brigade from one of its units selected alone; and, while the whole
//! brigade is selected, its drill.

use leptos::prelude::*;

use crate::fields::Entry;
use crate::session::{Edit, Intent};
use crate::ui::Editor;
use crate::ui::inspector::brigade_drill::BrigadeDrill;
use crate::ui::parts::field::Field;

/// The brigade fields of unit `id`, shown while it is selected with others or belongs to a
/// named brigade.
#[component]
pub fn BrigadeFields(id: u32) -> impl IntoView {
    let editor = Editor::get();
    // The index and name of the unit's named brigade, and whether the selection is that
    // brigade, every unit of it and no other.
    let named = Memo::new(move |_| {
        let selected = editor.selected.units();
        editor.document.with_layout(|l| {
            let index = l.brigade_of(id)?;
            let brigade = &l.brigades[index];
            let whole = selected.len() == brigade.units.len()
                && selected.iter().all(|u| brigade.units.contains(u));
            Some((index, brigade.name.clone(), whole))
        })
    });
    let count = Memo::new(move |_| editor.selected.units().len().max(1));
    let whole = move || named.with(|n| n.as_ref().is_some_and(|n| n.2));
    // Named, or to be named: the selection is more than the one unit, or the whole brigade.
    let naming = move || count.get() > 1 || whole();
    let shown_name = Signal::derive(move || {
        named.with(|n| match n {
            Some((_, name, true)) => name.clone(),
            _ => String::new(),
        })
    });
    let hint = move || match named.get() {
        Some((_, _, true)) => format!(
            "{} units: a press on any of them selects them all; Ctrl and a press takes one alone.",
            count.get()
        ),
        Some((_, name, false)) if count.get() == 1 => format!("Of {name}, selected alone."),
        _ => format!(
            "{} units selected: name them to keep them one brigade, in links and files too.",
            count.get()
        ),
    };
    let drilled = Signal::derive(move || named.with(|n| n.as_ref().filter(|n| n.2).map(|n| n.0)));
    view! {
        <fieldset class="choices brigade" data-testid="brigade" hidden=move || !naming() && named.with(Option::is_none)>
            <legend>"Brigade"</legend>
            <div hidden=move || !naming()>
                <Field
                    label="Name"
                    hook="brigade-name".to_owned()
                    entry=Entry::Text
                    shown=shown_name
                    enter=Callback::new(move |typed: String| editor.edit(Edit::NameBrigade(typed)))
                />
            </div>
            <p class="hint">{hint}</p>
            <button
                data-testid="select-brigade"
                hidden=naming
                on:click=move |_| editor.apply(Intent::SelectWithBrigade(id))
            >
                "Select the brigade"
            </button>
            <button
                data-testid="break-up-brigade"
                hidden=move || named.with(Option::is_none)
                title="Its units stay where they are, each standing alone"
                on:click=move |_| {
                    if let Some(index) = named.with_untracked(|n| n.as_ref().map(|n| n.0)) {
                        editor.edit(Edit::BreakUpBrigade(index));
                    }
                }
            >
                "Break up the brigade"
            </button>
        </fieldset>
        <BrigadeDrill index=drilled/>
    }
}

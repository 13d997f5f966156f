//! Choosing the selected unit's formation.

use leptos::prelude::*;

use crate::ui::Editor;
use crate::ui::inspector::inspected_unit::InspectedUnit;
use crate::ui::parts::chosen::kept_on;

/// The formations the unit's troop type may take, each titled with its rule, then those the
/// rules forbid it, disabled, with the reason. Picking one changes the unit's formation by
/// its change rule.
#[component]
pub fn FormationPicker(unit: InspectedUnit) -> impl IntoView {
    let editor = Editor::get();
    // Every option is one view type: a forbidden one has no value and is disabled.
    let options = move || {
        unit.with_troop(|troop| {
            let Some(troop) = troop else {
                return Vec::new();
            };
            let allowed = troop.formations.iter().map(|f| {
                (
                    Some(f.id.clone()),
                    f.citation.cite().to_owned(),
                    f.name.clone(),
                )
            });
            let forbidden = troop.forbidden.iter().map(|f| {
                let why = format!("{} ({})", f.reason.value, f.reason.cite());
                (None, why, format!("{} — not allowed", f.formation))
            });
            allowed
                .chain(forbidden)
                .map(|(id, title, name): (Option<String>, String, String)| {
                    let disabled = id.is_none();
                    view! {
                        <option value=id title=title disabled=disabled>
                            {name}
                        </option>
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <label>
            "Formation "
            <select
                node_ref=kept_on(move || unit.with_troop(|_| unit.formation.get()))
                data-testid="formation"
                on:change=move |event| editor.change_formation(unit.id, &event_target_value(&event))
            >
                {options}
            </select>
        </label>
    }
}

//! Choosing the operational order the selected unit is under, among those its ruleset lists
//! shown only under rules that list orders. The analysis finds a
//! formation the order forbids.

use leptos::prelude::*;

use crate::session::Edit;
use crate::ui::Editor;
use crate::ui::parts::chosen::kept_on;

/// The orders of the unit's ruleset, "None" first; choosing one records it, one undo step.
#[component]
pub fn OrderPicker(id: u32) -> impl IntoView {
    let editor = Editor::get();
    let orders = Memo::new(move |_| {
        editor.ruleset.with(|ruleset| {
            ruleset.as_ref().map_or_else(Vec::new, |r| {
                r.orders
                    .iter()
                    .map(|o| (o.id.clone(), o.name.clone()))
                    .collect::<Vec<_>>()
            })
        })
    });
    let order = Memo::new(move |_| {
        editor
            .document
            .with_layout(|l| l.unit(id).and_then(|u| u.order.clone()))
            .unwrap_or_default()
    });
    let choose = move |chosen: String| {
        editor.edit(Edit::SetOrder { id, order: chosen });
    };
    view! {
        <label hidden=move || orders.with(Vec::is_empty)>
            "Orders "
            <select
                node_ref=kept_on(move || {
                    orders.track();
                    order.get()
                })
                data-testid="unit-order"
                title="The order the unit is under: the rules may keep it to some formations"
                on:change=move |event| choose(event_target_value(&event))
            >
                <option value="">"None"</option>
                {move || {
                    orders
                        .get()
                        .into_iter()
                        .map(|(id, name)| view! { <option value=id>{name}</option> })
                        .collect_view()
                }}
            </select>
        </label>
    }
}

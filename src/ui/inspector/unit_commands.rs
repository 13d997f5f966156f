//! Commands players give a unit: about face, face another unit, dress on a neighbour. Each
//! is one undo step, and the analysis judges the turn or move it makes like any other.

use leptos::ev::Event;
use leptos::prelude::*;
use leptos::web_sys::HtmlSelectElement;

use crate::geom::Pose;
use crate::layout::side_label;
use crate::session::Edit;
use crate::table::{PlacedUnit, Table, about_face, dressed_on, facing};
use crate::ui::Editor;
use crate::ui::parts::kept_list::kept_or_made;

/// Where a command puts a unit, from the unit and the other unit it names.
type PoseBeside = fn(&PlacedUnit, &PlacedUnit) -> Option<Pose>;

/// The other units a command may name, as (id, name): the other sides' when `enemies`, else
/// the unit's own side's; `previous` kept when they are the same, and whether they changed.
fn others(
    previous: Option<Vec<(u32, String)>>,
    table: &Table,
    id: u32,
    enemies: bool,
) -> (Vec<(u32, String)>, bool) {
    let side = table.unit(id).map(|u| u.side);
    let label = |u: &PlacedUnit| {
        let all = table.units.iter().map(|u| (u.name.as_str(), u.side));
        side_label(&u.name, u.side, all)
    };
    let others = table
        .units
        .iter()
        .filter(|u| u.id != id && side.is_some_and(|side| (u.side != side) == enemies));
    kept_or_made(
        previous,
        others,
        |(other, name), u| *other == u.id && *name == label(u),
        |u| (u.id, label(u)),
    )
}

/// A picker of another unit for a command: chosen, it gives the command and goes back to its
/// title.
#[component]
fn UnitPicker(
    /// Its title, as its first option.
    title: &'static str,
    /// Its test hook.
    hook: &'static str,
    /// The units it offers, as (id, name).
    units: Memo<Vec<(u32, String)>>,
    /// What choosing unit `id` does.
    choose: Callback<u32>,
) -> impl IntoView {
    let on_change = move |event: Event| {
        let chosen = event_target_value(&event).parse::<u32>();
        event_target::<HtmlSelectElement>(&event).set_value("");
        if let Ok(id) = chosen {
            choose.run(id);
        }
    };
    view! {
        <select data-testid=hook aria-label=title on:change=on_change hidden=move || units.with(Vec::is_empty)>
            <option value="" selected>{title}</option>
            {move || {
                units
                    .get()
                    .into_iter()
                    .map(|(id, name)| view! { <option value=id.to_string()>{name}</option> })
                    .collect_view()
            }}
        </select>
    }
}

/// The commands for unit `id`.
#[component]
pub fn UnitCommands(id: u32) -> impl IntoView {
    let editor = Editor::get();
    let enemies =
        Memo::new_owning(move |before| editor.table.with(|t| others(before, t, id, true)));
    let friends =
        Memo::new_owning(move |before| editor.table.with(|t| others(before, t, id, false)));
    let unit_and = move |other: u32, pose: PoseBeside| {
        if let Some(pose) = editor
            .table
            .with_untracked(|t| pose(t.unit(id)?, t.unit(other)?))
        {
            editor.edit(Edit::Pose { id, pose });
        }
    };
    view! {
        <div class="commands" role="group" aria-label="Commands">
            <button
                data-testid="about-face"
                title="Turn the unit right round where it stands"
                on:click=move |_| {
                    if let Some(pose) = editor.table.with_untracked(|t| t.unit(id).map(about_face)) {
                        editor.edit(Edit::Pose { id, pose });
                    }
                }
            >
                "About face"
            </button>
            <UnitPicker
                title="Face…"
                hook="face-unit"
                units=enemies
                choose=Callback::new(move |other| unit_and(other, facing))
            />
            <UnitPicker
                title="Dress on…"
                hook="dress-on"
                units=friends
                choose=Callback::new(move |other| unit_and(other, |unit, neighbour| Some(dressed_on(unit, neighbour))))
            />
        </div>
    }
}

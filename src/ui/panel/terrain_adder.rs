//! Adding terrain to the players' table: a kind with an area's first outline, and a button.

use leptos::html::Select;
use leptos::prelude::*;

use crate::session::Edit;
use crate::terrain::{QuickShape, TerrainKind};
use crate::ui::Editor;

/// The kind to add (an area as a rectangle or an ellipse, a linear feature as a straight
/// line), and the button that adds it in the middle of the view. Terrain stands on the
/// players' table: without one, the editor says so.
#[component]
pub fn TerrainAdder() -> impl IntoView {
    let editor = Editor::get();
    let chosen = NodeRef::<Select>::new();
    let add = move |_| {
        let Some(chosen) = chosen.get_untracked() else {
            return;
        };
        // An option's value is the kind's id, and `/ellipse` for a round area.
        let value = chosen.value();
        let (id, shape) = match value.strip_suffix("/ellipse") {
            Some(id) => (id, QuickShape::Ellipse),
            None => (value.as_str(), QuickShape::Rectangle),
        };
        if let Some(kind) = TerrainKind::from_id(id) {
            editor.edit(Edit::AddTerrain {
                kind,
                shape,
                middle: editor.view_middle(),
            });
        }
    };
    view! {
        <h2>"Add terrain"</h2>
        // Static options are inert HTML to Leptos.
        <select node_ref=chosen data-testid="terrain-kind" aria-label="Kind of terrain">
            <optgroup label="Areas, to reshape by their corners">
                <option value="wood/ellipse">"Wood"</option>
                <option value="wood">"Wood, rectangular"</option>
                <option value="built-up">"Built-up area"</option>
                <option value="built-up/ellipse">"Built-up area, round"</option>
                <option value="hill/ellipse">"Hill"</option>
                <option value="hill">"Hill, rectangular"</option>
                <option value="rough/ellipse">"Rough ground"</option>
                <option value="rough">"Rough ground, rectangular"</option>
                <option value="marsh/ellipse">"Marsh"</option>
                <option value="marsh">"Marsh, rectangular"</option>
                <option value="field">"Field"</option>
                <option value="field/ellipse">"Field, round"</option>
            </optgroup>
            <optgroup label="Lines, to bend at their points">
                <option value="road">"Road"</option>
                <option value="track">"Track"</option>
                <option value="river">"River"</option>
                <option value="stream">"Stream"</option>
                <option value="wall">"Wall"</option>
                <option value="hedge">"Hedge"</option>
                <option value="fence">"Fence"</option>
            </optgroup>
        </select>
        <button data-testid="add-terrain" on:click=add>
            "+ Add"
        </button>
    }
}

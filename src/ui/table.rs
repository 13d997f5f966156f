//! The table: an SVG whose user units are millimetres. Units are dragged with the pointer
//! (mouse, pen or touch); the view stays put while they move.

use glam::Vec2;
use leptos::ev::PointerEvent;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::{Element, SvgGraphicsElement};

use super::{Editor, UnitView};
use crate::geom::Pose;
use crate::layout::Layout;

/// A drag under way: the unit, where the pointer took hold of it, and where the unit stood.
#[derive(Clone, Copy)]
struct Drag {
    id: u32,
    pointer: Vec2,
    pose: Pose,
}

/// The table point under the pointer: the screen position mapped back through the SVG's own
/// transform.
fn table_point(svg: &Element, event: &PointerEvent) -> Option<Vec2> {
    let matrix = svg
        .dyn_ref::<SvgGraphicsElement>()?
        .get_screen_ctm()?
        .inverse()
        .ok()?;
    let (x, y) = (event.client_x() as f32, event.client_y() as f32);
    Some(Vec2::new(
        matrix.a() * x + matrix.c() * y + matrix.e(),
        matrix.b() * x + matrix.d() * y + matrix.f(),
    ))
}

/// The unit a pointer went down on, from the `data-unit` of the group around the target.
fn unit_under(event: &PointerEvent) -> Option<u32> {
    let target: Element = event.target()?.dyn_into().ok()?;
    target
        .closest("[data-unit]")
        .ok()??
        .get_attribute("data-unit")?
        .parse()
        .ok()
}

/// Every unit on the table, drawn at true scale.
#[component]
pub fn TableView() -> impl IntoView {
    let editor = Editor::get();
    let ids = move || {
        editor
            .table
            .with(|t| t.units.iter().map(|u| u.id).collect::<Vec<_>>())
    };
    let empty = move || editor.layout.with(|l| l.units.is_empty());
    let drag = StoredValue::new(None::<Drag>);
    let before = StoredValue::new(None::<Layout>);

    // Selecting and letting go both happen on pointer down: once the table captures the
    // pointer, the click that follows is aimed at the table itself.
    let on_down = move |event: PointerEvent| {
        let Some(id) = unit_under(&event) else {
            editor.selection.set(None);
            return;
        };
        editor.selection.set(Some(id));
        let Some(svg) = event
            .current_target()
            .and_then(|t| t.dyn_into::<Element>().ok())
        else {
            return;
        };
        let pose = editor.layout.with_untracked(|l| l.unit(id).map(|u| u.pose));
        if let (Some(pointer), Some(pose)) = (table_point(&svg, &event), pose) {
            event.prevent_default();
            // Without capture the drag still works while the pointer stays over the table.
            let _ = svg.set_pointer_capture(event.pointer_id());
            drag.set_value(Some(Drag { id, pointer, pose }));
            before.set_value(Some(editor.layout.get_untracked()));
        }
    };
    let on_move = move |event: PointerEvent| {
        let Some(held) = drag.get_value() else {
            return;
        };
        let Some(svg) = event
            .current_target()
            .and_then(|t| t.dyn_into::<Element>().ok())
        else {
            return;
        };
        if let Some(at) = table_point(&svg, &event) {
            let shift = at - held.pointer;
            let pose = Pose::new(
                held.pose.x + shift.x,
                held.pose.y + shift.y,
                held.pose.heading,
            );
            editor.drag_to(held.id, pose);
        }
    };
    let on_up = move |_: PointerEvent| {
        drag.set_value(None);
        if let Some(layout) = before.try_update_value(Option::take).flatten() {
            editor.end_drag(layout);
        }
    };
    view! {
        <div class="table-wrap">
            <svg
                class="table"
                data-testid="table"
                viewBox=move || editor.view.get().to_attribute()
                preserveAspectRatio="xMidYMid meet"
                role="img"
                aria-label="The table, drawn to scale in millimetres"
                on:pointerdown=on_down
                on:pointermove=on_move
                on:pointerup=on_up
                on:pointercancel=on_up
            >
                <For each=ids key=|id| *id children=move |id| view! { <UnitView id=id/> }/>
            </svg>
            <button class="fit" data-testid="fit" title="Fit the view to the table" on:click=move |_| editor.fit_view()>
                "Fit"
            </button>
            <Show when=empty>
                <p class="table-hint">"The table is empty. Add a unit from the panel."</p>
            </Show>
        </div>
    }
}

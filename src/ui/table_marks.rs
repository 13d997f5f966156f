//! What the table draws around its units as Leptos SVG: the grid, a measurement, and the
//! selected unit's or terrain piece's handles. Each is a few elements whose attributes follow the view, the
//! pointer or the unit; where they stand comes from the core.

use glam::Vec2;
use leptos::prelude::*;

use crate::decimal::Decimal;
use crate::geom::{Pose, describe_length};
use crate::render::{HandleSpots, grid_area};
use crate::rules::DistanceUnit;
use crate::ui::Editor;

/// A length or coordinate as an attribute of the table's drawing.
fn drawn(value: f32) -> String {
    Decimal::drawn(value).to_string()
}

/// A layer of the table drawn by the core as SVG markup (the players' table under the
/// units, the overlays over them): the one place, besides each unit's view, where core
/// markup enters the page. The core escapes every text a player wrote.
#[component]
pub fn CoreLayer(class: &'static str, markup: Signal<String>) -> impl IntoView {
    view! { <g class=class inner_html=move || markup.get()/> }
}

/// Faint lines one distance unit of the ruleset apart, over the view and beyond it: one
/// rectangle filled with a pattern of one square. Left out when the lines would crowd.
#[component]
pub fn Grid() -> impl IntoView {
    let editor = Editor::get();
    let step_mm = Memo::new(move |_| {
        editor.ruleset.with(|r| {
            r.as_ref()
                .map_or(DistanceUnit::Inch, |r| r.distance_unit)
                .grid_mm()
        })
    });
    move || {
        let step_mm = step_mm.get();
        let step = drawn(step_mm);
        grid_area(editor.viewing.view().get(), step_mm).map(|area| {
            let size = area.max - area.min;
            view! {
                <defs>
                    <pattern
                        id="grid"
                        data-testid="grid"
                        patternUnits="userSpaceOnUse"
                        width=step.clone()
                        height=step.clone()
                    >
                        <path class="grid-line" d=format!("M{step} 0H0V{step}")/>
                    </pattern>
                </defs>
                <rect
                    class="grid"
                    x=drawn(area.min.x)
                    y=drawn(area.min.y)
                    width=drawn(size.x)
                    height=drawn(size.y)
                />
            }
        })
    }
}

/// A measurement from `from` to `to` (table mm), labelled with its length in mm and inches
/// above its middle, in letters `letter_mm` high.
#[component]
pub fn Measurement(from: Vec2, to: Vec2, letter_mm: f32) -> impl IntoView {
    let middle = (from + to) * 0.5;
    view! {
        <line class="measure" x1=drawn(from.x) y1=drawn(from.y) x2=drawn(to.x) y2=drawn(to.y)/>
        <text
            class="measure-label"
            data-testid="measure-label"
            x=drawn(middle.x)
            y=drawn(middle.y - letter_mm * 0.5)
            font-size=drawn(letter_mm)
            text-anchor="middle"
        >
            {describe_length(from.distance(to))}
        </text>
    }
}

/// The handles of the selected unit, standing at `pose` (while it has one): the turning dot
/// (`turn`) and the wheeling squares (`wheel-left`, `wheel-right`), each named in
/// `data-handle`.
#[component]
pub fn Handles(pose: Memo<Option<Pose>>, spots: HandleSpots) -> impl IntoView {
    let r = spots.radius_mm;
    let corner = move |side: &'static str, at: Vec2| {
        view! {
            <rect
                class="wheel-handle"
                data-handle=format!("wheel-{side}")
                data-testid=format!("wheel-{side}")
                x=drawn(at.x - r)
                y=drawn(at.y - r)
                width=drawn(r * 2.0)
                height=drawn(r * 2.0)
            >
                <title>"Drag to wheel about the other front corner"</title>
            </rect>
        }
    };
    view! {
        <g class="turn-handle" transform=move || pose.get().map(|p| p.svg_transform())>
            <line x1="0" y1="0" x2="0" y2=drawn(spots.tip.y)/>
            <circle
                data-handle="turn"
                data-testid="turn-handle"
                cx="0"
                cy=drawn(spots.tip.y)
                r=drawn(r)
            >
                <title>"Drag to turn the unit about its front-centre: by 15°, with Shift by 45°, with Alt by whole degrees"</title>
            </circle>
            {corner("left", spots.left)}
            {corner("right", spots.right)}
        </g>
    }
}

/// Handles drawn as one path of dots (`dots`, SVG path data) named `name` in `data-handle`,
/// with the class `<name>-handle` and the test hook `<name>-handles`: which dot a press takes
/// is the nearest, found in the core, as a unit's base is. The points of the selected terrain
/// piece (`corner`), the squares (`resize`) and the dot (`spin`) of its frame, and the ranks
/// of a selected column whose tail may bend (`bend`, C-flex).
#[component]
pub fn DotHandles(name: &'static str, dots: String, title: &'static str) -> impl IntoView {
    view! {
        <path
            class=format!("{name}-handle")
            data-handle=name
            data-testid=format!("{name}-handles")
            d=dots
        >
            <title>{title}</title>
        </path>
    }
}

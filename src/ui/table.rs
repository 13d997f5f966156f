//! The table: an SVG whose user units are millimetres, fitted to its content.

use leptos::prelude::*;

use super::UnitView;
use crate::formation::Footprint;
use crate::geom::Pose;
use crate::viewport::ViewBox;

/// Space left around the content when fitting the view, in mm.
const FIT_MARGIN_MM: f32 = 25.0;
/// The smallest stretch of table the view shows, in mm, so one base is not blown up.
const MIN_VIEW_MM: f32 = 150.0;

/// The table with one unit on it, fitted to its bases.
#[component]
pub fn Table(
    /// The unit's bases in its own frame.
    footprint: Footprint,
    /// Where the unit stands.
    pose: Pose,
) -> impl IntoView {
    let view_box = ViewBox::fit(footprint.bounds_on_table(&pose), FIT_MARGIN_MM, MIN_VIEW_MM);
    view! {
        <svg
            class="table"
            data-testid="table"
            viewBox=view_box.to_attribute()
            preserveAspectRatio="xMidYMid meet"
            role="img"
            aria-label="The table, drawn to scale in millimetres"
        >
            <UnitView id="demo" footprint=footprint pose=pose/>
        </svg>
    }
}

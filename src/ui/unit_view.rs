//! One unit drawn as its bases.

use leptos::prelude::*;

use crate::formation::Footprint;
use crate::geom::Pose;

/// A unit's bases, drawn in the unit's frame and placed by an SVG transform from its pose, so
/// that moving the unit changes one attribute. Each base shows its front edge.
#[component]
pub fn UnitView(
    /// Identifier, used in the `unit-<id>` test hook.
    #[prop(into)]
    id: String,
    /// The unit's bases in its own frame.
    footprint: Footprint,
    /// Where the unit stands.
    pose: Pose,
) -> impl IntoView {
    let transform = format!("translate({} {}) rotate({})", pose.x, pose.y, pose.heading);
    let bases = footprint
        .bases
        .into_iter()
        .map(|base| {
            let rect = base.rect;
            let (width, depth) = (rect.width(), rect.depth());
            let place = format!(
                "translate({} {}) rotate({})",
                rect.center.x,
                rect.center.y,
                rect.degrees()
            );
            view! {
                <g transform=place>
                    <rect
                        class="base"
                        data-testid="base"
                        x=-width / 2.0
                        y=-depth / 2.0
                        width=width
                        height=depth
                    />
                    <line
                        class="front-edge"
                        x1=-width / 2.0
                        y1=-depth / 2.0
                        x2=width / 2.0
                        y2=-depth / 2.0
                    />
                </g>
            }
        })
        .collect_view();
    view! {
        <g class="unit" data-testid=format!("unit-{id}") transform=transform>
            {bases}
        </g>
    }
}

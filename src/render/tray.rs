//! A movement tray template for one unit in its formation, at true size: the tray's outline
//! to cut, a slot for each base with its front edge marked, and the formation's frontage and
//! depth as dimension lines.

use std::fmt::Write as _;

use glam::Vec2;

use super::dimension::dimension_line;
use super::{escape, unit_markup};
use crate::decimal::Decimal;
use crate::geom::describe_length;
use crate::table::PlacedUnit;

/// The rim of the tray around its bases, mm: an assumption, so the bases sit inside it.
pub const TRAY_RIM_MM: f32 = 2.0;

/// The space around the tray for the dimension lines and the title, mm.
const MARGIN_MM: f32 = 14.0;

/// How far below the tray its title is written, mm.
const TITLE_OFFSET_MM: f32 = 6.0;

/// How far the dimension lines stand off the tray, mm.
const DIMENSION_OFFSET_MM: f32 = 6.0;

/// The styles of a printed drawing: cut lines, base slots, dimensions and words.
pub(super) const DRAWING_STYLE: &str = ".base{fill:none;stroke:#0d1b26;stroke-width:0.3}\
.limber{fill:none;stroke:#20251e;stroke-width:0.3;stroke-dasharray:1 1}\
.front-edge{fill:none;stroke:#b8860b;stroke-width:0.8}\
.cut{fill:none;stroke:#000;stroke-width:0.4}\
.dimension line{stroke:#444;stroke-width:0.2}\
text{font:3px sans-serif;fill:#1f2620}";

/// The tray template of `unit` as an SVG document whose `width` and `height` are in mm, so
/// it prints at 1:1. The unit faces up the page.
pub fn tray_svg(unit: &PlacedUnit) -> String {
    let bases = unit.shaped.footprint.bounds();
    let tray = bases.expanded(TRAY_RIM_MM);
    let page = tray.expanded(MARGIN_MM);
    let size = page.size();
    let mut out = String::new();
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}mm\" height=\"{h}mm\" viewBox=\"{x} {y} {w} {h}\"><style>{DRAWING_STYLE}</style>",
        x = Decimal::drawn(page.min.x),
        y = Decimal::drawn(page.min.y),
        w = Decimal::drawn(size.x),
        h = Decimal::drawn(size.y),
    );
    let tray_size = tray.size();
    let _ = write!(
        out,
        "<text x=\"{}\" y=\"{}\">{}: tray {} × {}</text>",
        Decimal::drawn(tray.min.x),
        Decimal::drawn(tray.max.y + TITLE_OFFSET_MM),
        escape(&unit.name),
        describe_length(tray_size.x),
        describe_length(tray_size.y),
    );
    let _ = write!(
        out,
        "<rect class=\"cut\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
        Decimal::drawn(tray.min.x),
        Decimal::drawn(tray.min.y),
        Decimal::drawn(tray_size.x),
        Decimal::drawn(tray_size.y)
    );
    out.push_str(&unit_markup(&unit.shaped.footprint));
    out.push_str(&frontage_and_depth(
        bases.min,
        bases.max,
        tray.min.y - DIMENSION_OFFSET_MM,
        tray.min.x - DIMENSION_OFFSET_MM,
        0.0,
    ));
    out.push_str("</svg>\n");
    out
}

/// The frontage, drawn along `front_y` in front of the bases from `min` to `max`, and the
/// depth, drawn up the left side along `left_x`, in a unit's frame turned `heading` degrees
/// on the page.
pub(super) fn frontage_and_depth(
    min: Vec2,
    max: Vec2,
    front_y: f32,
    left_x: f32,
    heading: f32,
) -> String {
    let mut out = dimension_line(
        Vec2::new(min.x, front_y),
        Vec2::new(max.x, front_y),
        heading,
    );
    out.push_str(&dimension_line(
        Vec2::new(left_x, max.y),
        Vec2::new(left_x, min.y),
        heading,
    ));
    out
}

//! A movement tray template for one unit in its formation, at true size: the tray's outline
//! to cut, a slot for each base with its front edge marked, and the formation's frontage and
//! depth as dimension lines.

use std::fmt::Write as _;

use glam::Vec2;

use super::dimension::dimension_line;
use super::sheets::Board;
use super::{escape, text_width_em, unit_markup};
use crate::decimal::Decimal;
use crate::geom::{Bounds, describe_length};
use crate::table::PlacedUnit;

/// The rim of the tray around its bases, mm: an assumption, so the bases sit inside it.
pub const TRAY_RIM_MM: f32 = 2.0;

/// The space around the tray for the dimension lines and the title, mm.
const MARGIN_MM: f32 = 10.0;

/// How far below the tray its title is written, mm.
const TITLE_OFFSET_MM: f32 = 6.0;

/// How far the dimension lines stand off the tray, mm.
const DIMENSION_OFFSET_MM: f32 = 6.0;

/// The height of the drawing's letters, mm, as its style sets them.
const LETTER_MM: f32 = 3.0;

/// The space from one line of words to the next, mm.
const LINE_MM: f32 = 4.0;

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
    let board = tray_board(unit);
    let (page, size) = (board.area, board.area.size());
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}mm\" height=\"{h}mm\" viewBox=\"{x} {y} {w} {h}\"><style>{DRAWING_STYLE}</style>{}</svg>\n",
        board.marks,
        x = Decimal::drawn(page.min.x),
        y = Decimal::drawn(page.min.y),
        w = Decimal::drawn(size.x),
        h = Decimal::drawn(size.y),
    )
}

/// The tray template of `unit`, in its own frame facing up: the tray's outline to cut round
/// its bases' slots, its size written under it, and the formation's frontage and depth.
pub(super) fn tray_board(unit: &PlacedUnit) -> Board {
    let bases = unit.shaped.footprint.bounds();
    let tray = bases.expanded(TRAY_RIM_MM);
    let tray_size = tray.size();
    let size = format!(
        "tray {} × {}",
        describe_length(tray_size.x),
        describe_length(tray_size.y),
    );
    let mut marks = String::new();
    let _ = write!(
        marks,
        "<rect class=\"cut\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
        Decimal::drawn(tray.min.x),
        Decimal::drawn(tray.min.y),
        Decimal::drawn(tray_size.x),
        Decimal::drawn(tray_size.y)
    );
    bases_with_sizes(unit, tray, &size, marks)
}

/// The bases of `unit` at 1:1, in its own frame facing up, with its name and the
/// formation's frontage and depth: what a painter lays a unit's bases out on.
pub(super) fn unit_board(unit: &PlacedUnit) -> Board {
    let bases = unit.shaped.footprint.bounds();
    let size = bases.size();
    let size = format!(
        "{} frontage, {} deep",
        describe_length(size.x),
        describe_length(size.y),
    );
    bases_with_sizes(unit, bases.expanded(TRAY_RIM_MM), &size, String::new())
}

/// `marks`, then the bases of `unit` with its name and `size` written under `frame` on two
/// lines, and the frontage and depth drawn outside it, as a board with room round them.
fn bases_with_sizes(unit: &PlacedUnit, frame: Bounds, size: &str, mut marks: String) -> Board {
    let bases = unit.shaped.footprint.bounds();
    for (line, words) in [&unit.name, size].into_iter().enumerate() {
        let _ = write!(
            marks,
            "<text x=\"{}\" y=\"{}\">{}</text>",
            Decimal::drawn(frame.min.x),
            Decimal::drawn(frame.max.y + TITLE_OFFSET_MM + LINE_MM * line as f32),
            escape(words),
        );
    }
    marks.push_str(&unit_markup(&unit.shaped.footprint));
    marks.push_str(&frontage_and_depth(
        bases.min,
        bases.max,
        frame.min.y - DIMENSION_OFFSET_MM,
        frame.min.x - DIMENSION_OFFSET_MM,
        0.0,
    ));
    // Room for the second line, and for the words where they run wider than the frame.
    let mut area = frame.expanded(MARGIN_MM);
    area.max.y += LINE_MM;
    let widest = text_width_em(&unit.name).max(text_width_em(size));
    area.max.x = area
        .max
        .x
        .max(frame.min.x + widest * LETTER_MM + TITLE_OFFSET_MM);
    Board {
        title: format!("{}: {size}", unit.name),
        marks,
        area,
    }
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

//! A whole table as a standalone SVG document at true size: 1 mm of table is 1 mm on paper.

use std::fmt::Write as _;

use super::battlefield::TERRAIN_STYLE;
use super::tray::frontage_and_depth;
use super::{
    Lettering, battlefield_markup, escape, place_terrain_labels, place_zone_labels,
    side_fill_style, side_patterns, terrain_labels_markup, unit_markup, zone_labels_markup,
};
use crate::decimal::Decimal;
use crate::table::Table;

/// The space left around the units, mm.
const MARGIN_MM: f32 = 20.0;
/// How far in front of and beside a unit its frontage and depth are drawn, mm.
const DIMENSION_OFFSET_MM: f32 = 2.5;
/// How far in front of a unit its name is written, mm: beyond its frontage's label.
const NAME_OFFSET_MM: f32 = 7.0;
/// The height of a drawing's letters, mm, as its style sets them.
const PRINTED_LETTER_MM: f32 = 3.0;

/// The side colours, told apart with any colour vision (the Okabe-Ito palette).
pub const SIDE_COLOURS: [&str; 4] = ["#0072b2", "#d55e00", "#009e73", "#cc79a7"];

/// The table as an SVG document whose `width` and `height` are in mm, so it prints at 1:1.
/// Each unit is drawn as its bases, with its name in front of it and its frontage and depth
/// as dimension lines, over the table and its deployment zones when the players set them.
pub fn table_svg(table: &Table) -> String {
    let bounds = table.bounds();
    let (min, size) = if bounds.is_empty() {
        (glam::Vec2::ZERO, glam::Vec2::splat(MARGIN_MM * 2.0))
    } else {
        let grown = bounds.expanded(MARGIN_MM);
        (grown.min, grown.size())
    };
    let mut out = String::new();
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}mm\" height=\"{h}mm\" viewBox=\"{x} {y} {w} {h}\">",
        x = Decimal::drawn(min.x),
        y = Decimal::drawn(min.y),
        w = Decimal::drawn(size.x),
        h = Decimal::drawn(size.y),
    );
    out.push_str(&drawing_style());
    out.push_str(&table_drawing(table));
    out.push_str("</svg>\n");
    out
}

/// The style sheet of a drawing of the table, as an SVG `style` element.
pub(super) fn drawing_style() -> String {
    let mut out = String::from(
        "<style>.base{stroke:#0d1b26;stroke-width:0.3}.limber{fill:none;stroke:#20251e;stroke-width:0.3;stroke-dasharray:1 1}\
         .front-edge{fill:none;stroke:#b8860b;stroke-width:0.8}.skirmisher{fill-opacity:0.75}\
         .dimension line{stroke:#444;stroke-width:0.2}text{font:3px sans-serif;fill:#1f2620}",
    );
    for (side, colour) in SIDE_COLOURS.iter().enumerate() {
        let _ = write!(
            out,
            ".side-{side} .base{{fill:{colour}}}.deployment.side-{side}{{fill:{colour};stroke:{colour}}}"
        );
    }
    out.push_str(
        ".table-top{fill:#dfe6d3;stroke:#20251e;stroke-width:1}\
         .deployment{fill-opacity:0.12;stroke-width:0.8;stroke-dasharray:6 3}\
         .deployment-name{font-size:inherit;fill-opacity:0.6}",
    );
    out.push_str(TERRAIN_STYLE);
    out.push_str(&side_fill_style());
    out.push_str("</style>");
    out.push_str(&side_patterns(STRIPE_PERIOD_MM, |side| {
        SIDE_COLOURS[side].to_owned()
    }));
    out
}

/// How far apart a printed side's stripes are, mm.
const STRIPE_PERIOD_MM: f32 = 2.0;

/// The table's content in table mm: the players' table with its zones and terrain, and each
/// unit with its name and its frontage and depth.
pub(super) fn table_drawing(table: &Table) -> String {
    let mut out = String::new();
    if let Some(field) = &table.battlefield {
        out.push_str(&battlefield_markup(field));
        // Printed at the drawing's letter size, clear of the bases and of each other.
        let area = table.bounds().union(field.bounds()).expanded(MARGIN_MM);
        if let Some(mut lettering) = Lettering::over(table, area, PRINTED_LETTER_MM) {
            // Clear too of each unit's name and its frontage and depth, printed round it.
            for unit in &table.units {
                lettering.keep_off(
                    unit.bounds
                        .expanded(2.0 * PRINTED_LETTER_MM + NAME_OFFSET_MM),
                );
            }
            let (zones, zone_letter) = place_zone_labels(field, &mut lettering);
            out.push_str(&zone_labels_markup(&zones, zone_letter));
            let labels = place_terrain_labels(field, &mut lettering);
            out.push_str(&terrain_labels_markup(&labels, PRINTED_LETTER_MM));
        }
    }
    for unit in &table.units {
        let pose = unit.pose;
        let mut bases = unit.shaped.footprint.bounds();
        // A bent column's frontage is its leading rank's (C-flex); its depth line spans what
        // its bases reach back to, as printed.
        if unit.shaped.bent() {
            (bases.min.x, bases.max.x) = (unit.shaped.body.min.x, unit.shaped.body.max.x);
        }
        let _ = write!(
            out,
            "<g class=\"unit side-{}\" transform=\"{}\">{}<text x=\"0\" y=\"{}\" text-anchor=\"middle\">{}</text>{}</g>",
            unit.side.0,
            pose.svg_transform(),
            unit_markup(&unit.shaped.footprint),
            Decimal::drawn(bases.min.y - NAME_OFFSET_MM),
            escape(&unit.name),
            frontage_and_depth(
                bases.min,
                bases.max,
                bases.min.y - DIMENSION_OFFSET_MM,
                bases.min.x - DIMENSION_OFFSET_MM,
                pose.heading,
            ),
        );
    }
    out
}

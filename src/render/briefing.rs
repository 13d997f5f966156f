//! The whole table on one sheet, to brief the players or post on a forum: drawn at the
//! largest round scale (1:N) that fits the sheet, turned whichever way gives the larger, with
//! its name, its turn, a bar that measures the table's inches and centimetres, and a key of
//! the sides. Names are written at one size on paper, placed as on the screen (whole where
//! there is room, else short, else left out), so a crowded table stays legible.
//!
//! The sheet is an SVG in millimetres of paper; the table inside it is drawn in table mm and
//! scaled down, its lines kept at their paper width (`vector-effect`).

use std::fmt::Write as _;

use glam::Vec2;

use super::escape;
use super::names::{Lettering, brigade_names_markup, names_markup};
use super::sheets::Paper;
use super::table::{SIDE_COLOURS, drawing_style};
use super::turn_marks::{TurnMarks, turn_marks_markup, turn_marks_style};
use super::{
    battlefield_markup, place_terrain_labels, place_zone_labels, terrain_labels_markup,
    unit_markup, zone_labels_markup,
};
use crate::decimal::Decimal;
use crate::game::turn_name;
use crate::geom::{Bounds, MM_PER_INCH};
use crate::layout::{Layout, PlayerSide};
use crate::table::Table;

/// The blank edge round the sheet, mm: wider than most printers' unprinted edge.
const EDGE_MM: f32 = 10.0;
/// The band at the sheet's head for its title and scale, mm.
const HEAD_MM: f32 = 14.0;
/// The band at the sheet's foot for the scale bars and the key, mm.
const FOOT_MM: f32 = 14.0;
/// How high names stand on paper, mm.
const LETTER_MM: f32 = 2.0;
/// The room left round the table's edges and units, table mm.
const MARGIN_MM: f32 = 20.0;
/// The longest a scale bar may be on paper, mm.
const BAR_MM: f32 = 70.0;

/// The round scales a sheet is drawn at, as N of 1:N, in each power of ten.
const ROUND_SCALES: [u32; 10] = [10, 12, 15, 20, 25, 30, 40, 50, 60, 80];
/// The largest N: a table past every limit is still drawn, tiny.
const MOST_N: u32 = 100_000;

/// What a briefing is saved as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BriefingForm {
    /// A page to print, or keep as a PDF (HTML).
    Page,
    /// A picture (the sheet's SVG, which the page draws as a PNG).
    Picture,
}

impl BriefingForm {
    /// Both forms, in the order the compact form numbers them.
    pub const ALL: [BriefingForm; 2] = [BriefingForm::Page, BriefingForm::Picture];
}

/// One sheet of the table: the SVG, the scale it is drawn at (1:`scale`) and which way the
/// paper is turned.
#[derive(Clone, Debug, PartialEq)]
pub struct Briefing {
    /// The sheet, in mm of paper.
    pub svg: String,
    /// N of the scale 1:N the table is drawn at.
    pub scale: u32,
    /// Whether the sheet lies on its side.
    pub landscape: bool,
}

/// The smallest round N (see [`ROUND_SCALES`]) at which `size` mm fits within `room` mm.
pub fn round_scale(size: Vec2, room: Vec2) -> u32 {
    let needed = (size / room).max_element();
    let mut decade = 1;
    while decade <= MOST_N {
        for step in ROUND_SCALES {
            let n = step * decade / 10;
            if n >= 1 && n as f32 >= needed {
                return n;
            }
        }
        decade *= 10;
    }
    MOST_N
}

/// The table of `layout`, placed as `table`, on one sheet of `paper`.
pub fn briefing(layout: &Layout, table: &Table, paper: Paper) -> Briefing {
    sheet(layout, table, paper, None, drawn_area(table))
}

/// The table of `layout`'s turn, placed as `table`, with what happened in the turn drawn
/// over it ([`TurnMarks`]): `area` of the table (see [`drawn_area`]) on a sheet of `paper`
/// lying on its side, cut to the height its drawing needs, for a report's page or a picture.
pub fn turn_sheet(
    layout: &Layout,
    table: &Table,
    paper: Paper,
    marks: &TurnMarks,
    area: Bounds,
) -> Briefing {
    sheet(layout, table, paper, Some(marks), area)
}

fn sheet(
    layout: &Layout,
    table: &Table,
    paper: Paper,
    marks: Option<&TurnMarks>,
    area: Bounds,
) -> Briefing {
    let upright = paper.size_mm();
    let fitted = |sheet: Vec2| round_scale(area.size(), map_room(sheet));
    let turned = Vec2::new(upright.y, upright.x);
    let landscape = marks.is_some() || fitted(turned) <= fitted(upright);
    let mut sheet = if landscape { turned } else { upright };
    let scale = fitted(sheet);
    if marks.is_some() {
        sheet.y -= (map_room(sheet).y - area.size().y / scale as f32).max(0.0);
    }
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}mm\" height=\"{h}mm\" viewBox=\"0 0 {w} {h}\">",
        w = Decimal::drawn(sheet.x),
        h = Decimal::drawn(sheet.y),
    );
    svg.push_str(&drawing_style());
    // Lines keep their width on paper, and every word its group's letter size.
    svg.push_str(
        "<style>.map *{vector-effect:non-scaling-stroke}.map text{font-size:inherit}\
         .map .base{stroke-width:0.1}.map .front-edge{stroke-width:0.3}\
         .map .table-top{stroke-width:0.4}.map .deployment{stroke-width:0.3}\
         .unit-name,.brigade-name{fill:#1f2620}.brigade-name{font-weight:bold}\
         .head{font:bold 5px sans-serif;fill:#1f2620}.small{font:2.6px sans-serif;fill:#1f2620}",
    );
    if marks.is_some() {
        svg.push_str(&turn_marks_style(LETTER_MM));
    }
    svg.push_str("</style>");
    let _ = write!(
        svg,
        "<rect width=\"{}\" height=\"{}\" fill=\"#fff\"/>",
        Decimal::drawn(sheet.x),
        Decimal::drawn(sheet.y)
    );
    write_head(&mut svg, layout, scale, marks.is_some());
    write_map(&mut svg, layout, table, (area, sheet, scale), marks);
    write_foot(&mut svg, table, sheet, scale);
    svg.push_str("</svg>\n");
    Briefing {
        svg,
        scale,
        landscape,
    }
}

/// The briefing as an HTML document of one page, to print or keep as a PDF.
pub fn briefing_html(layout: &Layout, table: &Table, paper: Paper) -> String {
    let sheet = briefing(layout, table, paper);
    let size = match paper {
        Paper::A4 => "A4",
        Paper::Letter => "letter",
    };
    let turn = if sheet.landscape {
        "landscape"
    } else {
        "portrait"
    };
    format!(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{} at 1:{} on one sheet of {}</title>\
         <style>@page{{size:{size} {turn};margin:0}}body{{margin:0}}svg{{display:block}}</style></head><body>{}</body></html>\n",
        escape(&title_of(layout)),
        sheet.scale,
        paper.name(),
        sheet.svg,
    )
}

/// What the sheet is called: the table's name, or what it is.
fn title_of(layout: &Layout) -> String {
    if layout.name.trim().is_empty() {
        "The table".to_owned()
    } else {
        layout.name.clone()
    }
}

/// The part of the table drawn: its edges and every unit, with room round them.
pub fn drawn_area(table: &Table) -> Bounds {
    let mut area = table.bounds();
    if let Some(field) = &table.battlefield {
        area = area.union(field.bounds());
    }
    if area.is_empty() {
        area = Bounds::around([Vec2::ZERO]);
    }
    area.expanded(MARGIN_MM)
}

/// The room on a sheet of `sheet` for the table, mm.
fn map_room(sheet: Vec2) -> Vec2 {
    sheet - Vec2::new(2.0 * EDGE_MM, 2.0 * EDGE_MM + HEAD_MM + FOOT_MM)
}

/// The title, the turn and the scale.
/// A turn's sheet (`of_turn`) is headed with the game's name and the turn's, and its note.
fn write_head(out: &mut String, layout: &Layout, scale: u32, of_turn: bool) {
    let (title, turn) = if of_turn {
        let game = match layout.name.trim() {
            "" => "A battle",
            name => name,
        };
        let title = format!(
            "{game} \u{2014} {}",
            turn_name(layout.turn, layout.battlefield.is_some())
        );
        let note = match layout.notes.turn.as_str() {
            "" => String::new(),
            note => format!("{note} "),
        };
        (title, note)
    } else {
        let turn = match (layout.turn, &layout.battlefield) {
            (0, Some(_)) => "Deployment. ".to_owned(),
            (0, None) => String::new(),
            (turn, _) => format!("Turn {turn}. "),
        };
        (title_of(layout), turn)
    };
    let _ = write!(
        out,
        "<text class=\"head\" x=\"{x}\" y=\"{}\">{}</text>\
         <text class=\"small\" x=\"{x}\" y=\"{}\">{}Scale 1:{scale}: 1 mm on this sheet is {scale} mm on the table.</text>",
        Decimal::drawn(EDGE_MM + 5.0),
        escape(&title),
        Decimal::drawn(EDGE_MM + 10.0),
        escape(&turn),
        x = Decimal::drawn(EDGE_MM),
    );
}

/// The table, scaled down into the sheet's room and centred in it: `area` of the table, on a
/// sheet of `sheet`, at 1:`scale`.
fn write_map(
    out: &mut String,
    layout: &Layout,
    table: &Table,
    (area, sheet, scale): (Bounds, Vec2, u32),
    marks: Option<&TurnMarks>,
) {
    let room = map_room(sheet);
    let n = scale as f32;
    let drawn = area.size() / n;
    let at = Vec2::new(EDGE_MM, EDGE_MM + HEAD_MM) + (room - drawn) / 2.0;
    let _ = write!(
        out,
        "<g class=\"map\" transform=\"translate({} {}) scale({}) translate({} {})\">",
        Decimal::drawn(at.x),
        Decimal::drawn(at.y),
        1.0 / n,
        Decimal::drawn(-area.min.x),
        Decimal::drawn(-area.min.y),
    );
    let letter = LETTER_MM * n;
    let mut lettering = Lettering::over(table, area, letter);
    if let Some(field) = &table.battlefield {
        out.push_str(&battlefield_markup(field));
        if let Some(lettering) = lettering.as_mut() {
            let (zones, zone_letter) = place_zone_labels(field, lettering);
            out.push_str(&zone_labels_markup(&zones, zone_letter));
            let labels = place_terrain_labels(field, lettering);
            out.push_str(&terrain_labels_markup(&labels, letter));
        }
    }
    for unit in &table.units {
        let _ = write!(
            out,
            "<g class=\"unit side-{}\" transform=\"{}\">{}</g>",
            unit.side.0,
            unit.pose.svg_transform(),
            unit_markup(&unit.shaped.footprint),
        );
    }
    if let Some(lettering) = lettering.as_mut() {
        let brigades: Vec<(String, Vec<u32>)> = layout
            .brigades
            .iter()
            .map(|b| (b.name.clone(), b.units.clone()))
            .collect();
        let brigade_names = lettering.brigade_names(table, &brigades);
        out.push_str(&brigade_names_markup(&brigade_names, letter));
        let unit_names = lettering.unit_names(table, None);
        out.push_str(&names_markup(&unit_names, letter));
    }
    if let Some(marks) = marks {
        out.push_str(&turn_marks_markup(marks, lettering.as_mut(), letter));
    }
    out.push_str("</g>");
}

/// The scale bars and the key of the sides, along the sheet's foot.
fn write_foot(out: &mut String, table: &Table, sheet: Vec2, scale: u32) {
    let top = sheet.y - EDGE_MM - FOOT_MM + 5.0;
    let n = scale as f32;
    let inches = bar_of(&INCH_BARS, MM_PER_INCH, n);
    let centimetres = bar_of(&CENTIMETRE_BARS, 10.0, n);
    let mut right = EDGE_MM;
    for (row, (bar, unit_mm, unit)) in [(inches, MM_PER_INCH, "in"), (centimetres, 10.0, "cm")]
        .into_iter()
        .enumerate()
    {
        let Some((total, step)) = bar else {
            continue;
        };
        let y = top + row as f32 * 5.0;
        let length = total as f32 * unit_mm / n;
        let _ = write!(
            out,
            "<g stroke=\"#1f2620\" stroke-width=\"0.3\"><line x1=\"{x}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\"/>",
            Decimal::drawn(EDGE_MM + length),
            x = Decimal::drawn(EDGE_MM),
            y = Decimal::drawn(y),
        );
        for k in 0..=total / step {
            let x = Decimal::drawn(EDGE_MM + (k * step) as f32 * unit_mm / n);
            let _ = write!(
                out,
                "<line x1=\"{x}\" y1=\"{}\" x2=\"{x}\" y2=\"{}\"/>",
                Decimal::drawn(y - 1.0),
                Decimal::drawn(y + 1.0)
            );
        }
        let _ = write!(
            out,
            "</g><text class=\"small\" x=\"{}\" y=\"{}\">{total} {unit} on the table</text>",
            Decimal::drawn(EDGE_MM + length + 2.0),
            Decimal::drawn(y + 1.0),
        );
        right = right.max(EDGE_MM + length + 30.0);
    }
    let mut x = right.max(EDGE_MM + BAR_MM + 30.0);
    for side in PlayerSide::ALL {
        let units = table.units.iter().filter(|u| u.side == side).count();
        if units == 0 {
            continue;
        }
        let colour = SIDE_COLOURS[usize::from(side.0)];
        let words = format!(
            "{}: {units} unit{}",
            side.name(),
            if units == 1 { "" } else { "s" }
        );
        let _ = write!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"4\" height=\"3\" fill=\"{colour}\" stroke=\"#1f2620\" stroke-width=\"0.2\"/>\
             <text class=\"small\" x=\"{}\" y=\"{}\">{}</text>",
            Decimal::drawn(x),
            Decimal::drawn(top - 1.5),
            Decimal::drawn(x + 5.5),
            Decimal::drawn(top + 1.0),
            escape(&words),
        );
        x += 8.0 + super::text_width_em(&words) * 2.6;
    }
}

/// The bars a table's inches are measured by: (length, step between marks), in inches.
const INCH_BARS: [(u32, u32); 11] = [
    (1, 1),
    (2, 1),
    (4, 1),
    (6, 1),
    (12, 3),
    (24, 6),
    (36, 6),
    (48, 12),
    (72, 12),
    (120, 24),
    (240, 48),
];
/// The bars a table's centimetres are measured by: (length, step), in centimetres.
const CENTIMETRE_BARS: [(u32, u32); 11] = [
    (2, 1),
    (5, 1),
    (10, 2),
    (20, 5),
    (30, 5),
    (50, 10),
    (100, 20),
    (200, 50),
    (300, 50),
    (500, 100),
    (1000, 200),
];

/// The longest of `bars`, in units of `unit_mm`, no longer than [`BAR_MM`] on paper at 1:`n`;
/// `None` when even the shortest is longer.
fn bar_of(bars: &[(u32, u32)], unit_mm: f32, n: f32) -> Option<(u32, u32)> {
    bars.iter()
        .rev()
        .find(|(total, _)| *total as f32 * unit_mm / n <= BAR_MM)
        .copied()
}

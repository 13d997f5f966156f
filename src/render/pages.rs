//! The whole table printed at true scale on sheets of A4, as one HTML document of pages: each
//! page an SVG the size of the sheet showing its part of the table at 1:1, the parts
//! overlapping a little so the sheets can be laid edge to edge and lined up, with a scale
//! bar to check the printer kept the scale, and the page's place in the grid of sheets.
//!
//! The sheets are turned whichever way needs fewer of them.

use std::fmt::Write as _;

use glam::Vec2;

use super::table::{drawing_style, table_drawing};
use crate::decimal::Decimal;
use crate::geom::{Bounds, MM_PER_INCH};
use crate::table::Table;

/// An A4 sheet, portrait, mm.
pub const A4_MM: Vec2 = Vec2::new(210.0, 297.0);
/// The blank edge left round each page's part of the table, mm: wider than most printers'
/// unprinted edge.
const EDGE_MM: f32 = 10.0;
/// The band at the foot of each page for its scale bar and its place, mm.
const FOOT_MM: f32 = 14.0;
/// How much of the table each page repeats of its neighbours', mm.
const OVERLAP_MM: f32 = 10.0;
/// Room left round the table's content, mm.
const MARGIN_MM: f32 = 10.0;
/// The most sheets printed: a 20 × 20 ft table at 1:1 is about 800.
pub const MOST_PAGES: usize = 400;

/// Where each page's part of the table lies, in table mm, row by row, on sheets of
/// `sheet` (its width and height as turned): the part's size, and how many pages across
/// and down.
fn layout(area: Bounds, sheet: Vec2) -> (Vec2, usize, usize) {
    let part = sheet - Vec2::new(2.0 * EDGE_MM, 2.0 * EDGE_MM + FOOT_MM);
    let step = part - Vec2::splat(OVERLAP_MM);
    let count = |length: f32, part: f32, step: f32| -> usize {
        if length <= part {
            1
        } else {
            1 + ((length - part) / step).ceil() as usize
        }
    };
    let size = area.size();
    (
        part,
        count(size.x, part.x, step.x),
        count(size.y, part.y, step.y),
    )
}

/// The table on sheets of A4 at 1:1, as an HTML document to print at 100%; or why not, when
/// it would take more than [`MOST_PAGES`] sheets.
pub fn pages_html(table: &Table) -> Result<String, String> {
    let bounds = table.bounds();
    let area = if bounds.is_empty() {
        Bounds::around([Vec2::ZERO])
    } else {
        bounds
    }
    .expanded(MARGIN_MM);
    let portrait = layout(area, A4_MM);
    let landscape = layout(area, Vec2::new(A4_MM.y, A4_MM.x));
    let ((part, across, down), sheet, turn) = if landscape.1 * landscape.2 < portrait.1 * portrait.2
    {
        (landscape, Vec2::new(A4_MM.y, A4_MM.x), "landscape")
    } else {
        (portrait, A4_MM, "portrait")
    };
    let pages = across.saturating_mul(down);
    if pages > MOST_PAGES {
        return Err(format!(
            "The table would take {pages} sheets of A4 at 1:1, more than {MOST_PAGES}: print the part on screen instead."
        ));
    }
    let step = part - Vec2::splat(OVERLAP_MM);
    let mut out = format!(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Drillbook: the table on {pages} sheets of A4 at 1:1</title>\
         <style>@page{{size:A4 {turn};margin:0}}body{{margin:0}}svg{{display:block;break-after:page}}</style></head><body>"
    );
    let table_part = table_drawing(table);
    let style = drawing_style();
    for row in 0..down {
        for column in 0..across {
            let at = area.min + Vec2::new(column as f32, row as f32) * step;
            // The sheet in table mm: the part, with the sheet's edges and foot round it.
            let origin = at - Vec2::splat(EDGE_MM);
            let _ = write!(
                out,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}mm\" height=\"{h}mm\" viewBox=\"{x} {y} {w} {h}\">{style}\
                 <clipPath id=\"part-{row}-{column}\"><rect x=\"{px}\" y=\"{py}\" width=\"{pw}\" height=\"{ph}\"/></clipPath>\
                 <g clip-path=\"url(#part-{row}-{column})\">{table_part}</g>\
                 <rect x=\"{px}\" y=\"{py}\" width=\"{pw}\" height=\"{ph}\" fill=\"none\" stroke=\"#888\" stroke-width=\"0.2\" stroke-dasharray=\"2 2\"/>",
                x = Decimal::drawn(origin.x),
                y = Decimal::drawn(origin.y),
                w = Decimal::drawn(sheet.x),
                h = Decimal::drawn(sheet.y),
                px = Decimal::drawn(at.x),
                py = Decimal::drawn(at.y),
                pw = Decimal::drawn(part.x),
                ph = Decimal::drawn(part.y),
            );
            // The foot: the scale bars, and under them the sheet's place.
            let foot = Vec2::new(at.x, at.y + part.y + 3.0);
            out.push_str(&scale_bar(foot));
            let _ = write!(
                out,
                "<text x=\"{}\" y=\"{}\" style=\"font-size:3px\">Sheet {} of {pages}: row {} of {down}, column {} of {across}. Lay the sheets so the dashed frames' overlaps of {} mm match.</text></svg>",
                Decimal::drawn(at.x),
                Decimal::drawn(foot.y + 9.5),
                row * across + column + 1,
                row + 1,
                column + 1,
                Decimal::drawn(OVERLAP_MM),
            );
        }
    }
    out.push_str("</body></html>\n");
    Ok(out)
}

/// A bar 100 mm long marked every 10 mm over one 4 inches long marked every inch, from
/// `at`, to measure the printed sheet against.
fn scale_bar(at: Vec2) -> String {
    let mut out = String::from("<g class=\"scale-bar\" stroke=\"#1f2620\" stroke-width=\"0.3\">");
    let mut bar = |y: f32, step: f32, steps: u32, label: &str| {
        let _ = write!(
            out,
            "<line x1=\"{x}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\"/>",
            Decimal::drawn(at.x + step * steps as f32),
            x = Decimal::drawn(at.x),
            y = Decimal::drawn(y),
        );
        for k in 0..=steps {
            let x = Decimal::drawn(at.x + step * k as f32);
            let _ = write!(
                out,
                "<line x1=\"{x}\" y1=\"{}\" x2=\"{x}\" y2=\"{}\"/>",
                Decimal::drawn(y - 1.0),
                Decimal::drawn(y + 1.0)
            );
        }
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{}\" stroke=\"none\" style=\"font-size:2.5px\">{label}</text>",
            Decimal::drawn(at.x + step * steps as f32 + 2.0),
            Decimal::drawn(y + 1.0)
        );
    };
    bar(at.y, 10.0, 10, "100 mm");
    bar(at.y + 4.0, MM_PER_INCH, 4, "4 in");
    out.push_str("</g>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{Battlefield, TableSize, sample_battle};
    use crate::rules::Library;
    use crate::table::resolve;

    fn sample(units: usize) -> Table {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        resolve(&sample_battle(ruleset, units).expect("a battle"), ruleset)
    }

    /// Each page's part of the table (its clip rectangle), in table mm.
    fn parts(html: &str) -> Vec<Bounds> {
        html.split("<clipPath")
            .skip(1)
            .map(|page| {
                let number = |key: &str| -> f32 {
                    let from = page.find(&format!(" {key}=\"")).expect(key) + key.len() + 3;
                    page[from..]
                        .split('"')
                        .next()
                        .expect("a value")
                        .parse()
                        .expect("a number")
                };
                let min = Vec2::new(number("x"), number("y"));
                Bounds {
                    min,
                    max: min + Vec2::new(number("width"), number("height")),
                }
            })
            .collect()
    }

    #[test]
    fn the_pages_cover_the_whole_table_at_true_scale_overlapping_their_neighbours() {
        let mut table = sample(8);
        let six_by_four = TableSize {
            name: "6 × 4 ft",
            width_mm: 1828.8,
            depth_mm: 1219.2,
        };
        let units = table.bounds();
        table.battlefield = Some(Battlefield::new(six_by_four, (units.min + units.max) / 2.0));
        let html = pages_html(&table).expect("printable");
        let pages = parts(&html);
        // Turned whichever way takes fewer sheets: for a 6 × 4 ft table, 11 × 5 upright
        // rather than 7 × 8 turned.
        let area = table.bounds().expanded(MARGIN_MM);
        let (_, across, down) = layout(area, A4_MM);
        let (_, wide_across, wide_down) = layout(area, Vec2::new(A4_MM.y, A4_MM.x));
        assert_eq!((across, down, wide_across, wide_down), (11, 5, 7, 8));
        assert!(html.contains("size:A4 portrait"));
        assert!(html.contains("width=\"210mm\" height=\"297mm\""));
        assert_eq!(pages.len(), across * down);
        let covered = pages.iter().fold(Bounds::EMPTY, |b, p| b.union(*p));
        let all = table.bounds();
        assert!(covered.min.cmple(all.min).all() && covered.max.cmpge(all.max).all());
        // Neighbours share a strip of the table as wide as the overlap, across and down.
        assert!((pages[0].max.x - pages[1].min.x - OVERLAP_MM).abs() < 1e-3);
        assert!((pages[0].max.y - pages[across].min.y - OVERLAP_MM).abs() < 1e-3);
        // Each part is the sheet less its edges and foot, at 1:1.
        assert!(
            (pages[0].size() - Vec2::new(190.0, 263.0))
                .abs()
                .max_element()
                < 1e-3
        );
        assert_eq!(html.matches("class=\"scale-bar\"").count(), pages.len());
        let last = format!(
            "Sheet {n} of {n}: row {down} of {down}, column {across} of {across}.",
            n = pages.len()
        );
        assert!(html.contains(&last), "{last}");
    }

    #[test]
    fn a_small_table_fits_one_sheet_and_a_huge_one_is_refused() {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let mut layout = sample_battle(ruleset, 1).expect("a battle");
        layout.units[0].move_start = None;
        let one = pages_html(&resolve(&layout, ruleset)).expect("printable");
        assert_eq!(parts(&one).len(), 1, "one battalion fits one sheet");
        let empty = pages_html(&Table::default()).expect("printable");
        assert_eq!(parts(&empty).len(), 1);
        let mut huge = Table::default();
        let twenty_metres = TableSize {
            name: "huge",
            width_mm: 20_000.0,
            depth_mm: 20_000.0,
        };
        huge.battlefield = Some(Battlefield::new(twenty_metres, Vec2::ZERO));
        assert!(
            pages_html(&huge)
                .expect_err("too many")
                .contains("more than 400")
        );
    }
}

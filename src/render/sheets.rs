//! Drawings printed at true scale on sheets of paper, as one HTML document of pages to print
//! at 100%: each page an SVG the size of the sheet showing its part of a drawing at 1:1. A
//! drawing larger than a sheet is tiled, the parts overlapping a little so the sheets can be
//! laid edge to edge and lined up; every sheet carries 100 mm and 4 in scale bars to check
//! the printer kept the scale, and says where it lies and that it is printed at 100%.
//!
//! Each drawing's sheets are turned whichever way needs fewer of them; the document names
//! both ways as pages of its own (`@page portrait`, `@page landscape`), so one print holds
//! both.

use std::fmt::Write as _;

use glam::Vec2;

use super::escape;
use crate::decimal::Decimal;
use crate::geom::{Bounds, MM_PER_INCH};

/// A paper size a printer takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Every paper, in the order the page offers them.
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// The sheet upright, mm.
    pub fn size_mm(self) -> Vec2 {
        match self {
            Paper::A4 => Vec2::new(210.0, 297.0),
            Paper::Letter => Vec2::new(8.5 * MM_PER_INCH, 11.0 * MM_PER_INCH),
        }
    }

    /// What players call it.
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "US Letter",
        }
    }

    /// Its short name, in files' names and in the page's memory.
    pub fn key(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }

    /// The paper whose [`Paper::key`] is `key`.
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.key() == key)
    }
}

/// One drawing to print whole at 1:1: its marks in mm, and the area of them to print.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// What the drawing is, written on each of its sheets.
    pub title: String,
    /// Its SVG elements, in mm.
    pub marks: String,
    /// The part of them printed.
    pub area: Bounds,
}

/// The blank edge left round each page's part of a drawing, mm: wider than most printers'
/// unprinted edge.
const EDGE_MM: f32 = 10.0;
/// The band at the foot of each page for its scale bars and its place, mm.
const FOOT_MM: f32 = 16.0;
/// How much of a drawing each page repeats of its neighbours', mm.
pub const OVERLAP_MM: f32 = 10.0;
/// The most sheets printed: a 20 × 20 ft table at 1:1 is about 800.
pub const MOST_PAGES: usize = 400;

/// The part of a drawing a sheet of `sheet` (as turned) shows, mm.
pub fn part_of(sheet: Vec2) -> Vec2 {
    sheet - Vec2::new(2.0 * EDGE_MM, 2.0 * EDGE_MM + FOOT_MM)
}

/// How a drawing lies on its sheets: which way they are turned, the part each shows, and
/// how many pages across and down.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Tiling {
    sheet: Vec2,
    landscape: bool,
    part: Vec2,
    across: usize,
    down: usize,
}

impl Tiling {
    /// The tiling of `area` on `paper` turned `landscape` or upright.
    fn of(area: Bounds, paper: Paper, landscape: bool) -> Self {
        let upright = paper.size_mm();
        let sheet = if landscape {
            Vec2::new(upright.y, upright.x)
        } else {
            upright
        };
        let part = part_of(sheet);
        let step = part - Vec2::splat(OVERLAP_MM);
        let count = |length: f32, part: f32, step: f32| -> usize {
            if length <= part + 1e-3 {
                1
            } else {
                // An area past every limit still counts finitely; the page count refuses it.
                (1.0 + ((length - part) / step).ceil()).min(1e6) as usize
            }
        };
        let size = area.size();
        Self {
            sheet,
            landscape,
            part,
            across: count(size.x, part.x, step.x),
            down: count(size.y, part.y, step.y),
        }
    }

    /// The tiling of `area` on `paper` that takes fewer sheets, upright on a tie.
    fn best(area: Bounds, paper: Paper) -> Self {
        let upright = Self::of(area, paper, false);
        let turned = Self::of(area, paper, true);
        if turned.pages() < upright.pages() {
            turned
        } else {
            upright
        }
    }

    fn pages(&self) -> usize {
        self.across.saturating_mul(self.down)
    }
}

/// `boards` on sheets of `paper` at 1:1, as an HTML document called `title` styled by
/// `style` (SVG `style` and `defs` elements) to print at 100%; or why not, when they would take more
/// than [`MOST_PAGES`] sheets.
pub fn sheets_html(
    title: &str,
    style: &str,
    boards: &[Board],
    paper: Paper,
) -> Result<String, String> {
    let tilings: Vec<Tiling> = boards
        .iter()
        .map(|board| Tiling::best(board.area, paper))
        .collect();
    let pages = tilings
        .iter()
        .fold(0usize, |sum, t| sum.saturating_add(t.pages()));
    if pages > MOST_PAGES {
        return Err(format!(
            "That would take {pages} sheets of {} at 1:1, more than {MOST_PAGES}: print a part of the table instead (zoom in, then print the table as shown).",
            paper.name()
        ));
    }
    let css = match paper {
        Paper::A4 => "A4",
        Paper::Letter => "letter",
    };
    let mut out = format!(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{} on {pages} {} of {} at 1:1</title>\
         <style>@page portrait{{size:{css} portrait;margin:0}}@page landscape{{size:{css} landscape;margin:0}}\
         body{{margin:0}}.sheet{{display:block}}.sheet+.sheet{{break-before:page}}.portrait{{page:portrait}}.landscape{{page:landscape}}</style></head><body>",
        escape(title),
        if pages == 1 { "sheet" } else { "sheets" },
        paper.name(),
    );
    // The style sheet, the patterns and each drawing are written once, in an SVG of no size
    // that takes no place on the pages, and every page shows its part of its drawing by
    // reference: a table on 400 sheets is not written 400 times.
    let _ = write!(
        out,
        "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\">{style}<defs>"
    );
    for (index, board) in boards.iter().enumerate() {
        let _ = write!(out, "<g id=\"drawing-{index}\">{}</g>", board.marks);
    }
    out.push_str("</defs></svg>");
    let mut number = 0;
    for (drawing, (board, tiling)) in boards.iter().zip(&tilings).enumerate() {
        let step = tiling.part - Vec2::splat(OVERLAP_MM);
        for row in 0..tiling.down {
            for column in 0..tiling.across {
                number += 1;
                let at = board.area.min + Vec2::new(column as f32, row as f32) * step;
                write_page(
                    &mut out,
                    board,
                    tiling,
                    at,
                    Place {
                        number,
                        pages,
                        drawing,
                        row,
                        column,
                    },
                );
            }
        }
    }
    out.push_str("</body></html>\n");
    Ok(out)
}

/// A page's place among the document's and its drawing's pages.
struct Place {
    /// Its number in the document, from 1.
    number: usize,
    /// The document's pages.
    pages: usize,
    /// Its drawing's number among the document's, from 0.
    drawing: usize,
    /// Its row and column in its drawing's grid, from 0.
    row: usize,
    column: usize,
}

/// The most characters of a drawing's title written on a sheet.
const TITLE_CHARS: usize = 64;

/// Writes the page of `board` tiled by `tiling` whose part begins at `at`, in mm of the
/// drawing.
fn write_page(out: &mut String, board: &Board, tiling: &Tiling, at: Vec2, place: Place) {
    let Place {
        number,
        pages,
        drawing,
        row,
        column,
    } = place;
    let (part, sheet) = (tiling.part, tiling.sheet);
    let origin = at - Vec2::splat(EDGE_MM);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sheet {turn}\" width=\"{w}mm\" height=\"{h}mm\" viewBox=\"{x} {y} {w} {h}\">\
         <clipPath id=\"part-{number}\"><rect x=\"{px}\" y=\"{py}\" width=\"{pw}\" height=\"{ph}\"/></clipPath>\
         <g clip-path=\"url(#part-{number})\"><use href=\"#drawing-{drawing}\"/></g>",
        turn = if tiling.landscape {
            "landscape"
        } else {
            "portrait"
        },
        x = Decimal::drawn(origin.x),
        y = Decimal::drawn(origin.y),
        w = Decimal::drawn(sheet.x),
        h = Decimal::drawn(sheet.y),
        px = Decimal::drawn(at.x),
        py = Decimal::drawn(at.y),
        pw = Decimal::drawn(part.x),
        ph = Decimal::drawn(part.y),
    );
    let tiled = tiling.pages() > 1;
    if tiled {
        let _ = write!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#888\" stroke-width=\"0.2\" stroke-dasharray=\"2 2\"/>",
            Decimal::drawn(at.x),
            Decimal::drawn(at.y),
            Decimal::drawn(part.x),
            Decimal::drawn(part.y),
        );
    }
    // The foot: the scale bars, and under them what the sheet is and where it lies.
    let foot = Vec2::new(at.x, at.y + part.y + 3.0);
    out.push_str(&scale_bar(foot));
    let title: String = board.title.chars().take(TITLE_CHARS).collect();
    let whereabouts = if tiled {
        format!(
            ": row {} of {}, column {} of {}; lay its sheets so the dashed frames overlap by {} mm",
            row + 1,
            tiling.down,
            column + 1,
            tiling.across,
            Decimal::drawn(OVERLAP_MM),
        )
    } else {
        String::new()
    };
    let _ = write!(
        out,
        "<text class=\"sheet-words\" x=\"{x}\" y=\"{}\" style=\"font:2.6px sans-serif\">Print at 100% (actual size), not fitted to the page. Sheet {number} of {pages}.</text>\
         <text class=\"sheet-words\" x=\"{x}\" y=\"{}\" style=\"font:2.6px sans-serif\">{}{whereabouts}.</text></svg>",
        Decimal::drawn(foot.y + 8.5),
        Decimal::drawn(foot.y + 12.0),
        escape(&title),
        x = Decimal::drawn(at.x),
    );
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
            "<text x=\"{}\" y=\"{}\" stroke=\"none\" style=\"font:2.5px sans-serif\">{label}</text>",
            Decimal::drawn(at.x + step * steps as f32 + 2.0),
            Decimal::drawn(y + 1.0)
        );
    };
    bar(at.y, 10.0, 10, "100 mm");
    bar(at.y + 3.5, MM_PER_INCH, 4, "4 in");
    out.push_str("</g>");
    out
}

#[cfg(test)]
pub(super) use tests::pages as test_pages;

#[cfg(test)]
mod tests {
    use super::*;

    /// Each page's sheet size (mm, from its `width` and `height`), its `viewBox` size, and
    /// the part of the drawing it shows (its clip rectangle).
    pub fn pages(html: &str) -> Vec<(Vec2, Vec2, Bounds)> {
        html.split("<svg xmlns")
            .skip(1)
            .map(|page| {
                let number = |key: &str, from: &str| -> f32 {
                    let start = page.find(from).expect(from);
                    let at = page[start..].find(&format!(" {key}=\"")).expect(key) + key.len() + 3;
                    page[start + at..]
                        .split(['"', 'm'])
                        .next()
                        .expect("a value")
                        .parse()
                        .expect("a number")
                };
                let sheet = Vec2::new(number("width", ""), number("height", ""));
                let view: Vec<f32> = page
                    .split("viewBox=\"")
                    .nth(1)
                    .expect("a view box")
                    .split('"')
                    .next()
                    .expect("its value")
                    .split(' ')
                    .map(|v| v.parse().expect("a number"))
                    .collect();
                let min = Vec2::new(number("x", "<clipPath"), number("y", "<clipPath"));
                let size = Vec2::new(number("width", "<clipPath"), number("height", "<clipPath"));
                (
                    sheet,
                    Vec2::new(view[2], view[3]),
                    Bounds {
                        min,
                        max: min + size,
                    },
                )
            })
            .collect()
    }

    fn board(width: f32, height: f32) -> Board {
        Board {
            title: "A drawing".to_owned(),
            marks: "<rect/>".to_owned(),
            area: Bounds {
                min: Vec2::new(-30.0, 12.5),
                max: Vec2::new(-30.0 + width, 12.5 + height),
            },
        }
    }

    #[test]
    fn a_drawing_is_tiled_at_true_scale_with_overlapping_parts_covering_it() {
        for paper in Paper::ALL {
            for (width, height) in [
                (560.0, 300.0),
                (1828.8, 1219.2),
                (512.0, 60.0),
                (50.0, 40.0),
            ] {
                let drawing = board(width, height);
                let html = sheets_html(
                    "Test",
                    "<style></style>",
                    std::slice::from_ref(&drawing),
                    paper,
                )
                .expect("printable");
                let pages = pages(&html);
                let upright = paper.size_mm();
                for (sheet, view, _) in &pages {
                    // 1:1: the sheet's size in mm is its view box's size in drawing mm.
                    assert!((*sheet - *view).abs().max_element() < 1e-3);
                    let turned = Vec2::new(upright.y, upright.x);
                    assert!(
                        (*sheet - upright).abs().max_element() < 0.01
                            || (*sheet - turned).abs().max_element() < 0.01,
                        "{sheet} on {paper:?}"
                    );
                }
                let covered = pages.iter().fold(Bounds::EMPTY, |b, (_, _, p)| b.union(*p));
                assert!(
                    covered.min.cmple(drawing.area.min).all()
                        && covered.max.cmpge(drawing.area.max - 1e-3).all(),
                    "{width} × {height} on {paper:?}"
                );
                // Neighbours across share a strip as wide as the overlap.
                if pages.len() > 1 && pages[1].2.min.y == pages[0].2.min.y {
                    assert!((pages[0].2.max.x - pages[1].2.min.x - OVERLAP_MM).abs() < 1e-3);
                }
                let count = pages.len();
                // The drawing is written once, whatever the sheets that show it.
                assert_eq!(html.matches("<rect/>").count(), 1);
                assert_eq!(html.matches("<use href=\"#drawing-0\"/>").count(), count);
                assert_eq!(html.matches("class=\"scale-bar\"").count(), count);
                assert_eq!(html.matches("Print at 100% (actual size)").count(), count);
                assert!(html.contains(&format!("Sheet {count} of {count}.")));
            }
        }
    }

    #[test]
    fn the_sheets_turn_whichever_way_takes_fewer() {
        // A 6 × 4 ft table on A4: 7 × 8 turned, 11 × 5 upright.
        let table = board(1848.8, 1239.2);
        let upright = Tiling::of(table.area, Paper::A4, false);
        let turned = Tiling::of(table.area, Paper::A4, true);
        assert_eq!((upright.across, upright.down), (11, 5));
        assert_eq!((turned.across, turned.down), (7, 8));
        assert_eq!(Tiling::best(table.area, Paper::A4), upright);
        // A long, shallow tray lies along a turned sheet.
        let tray = board(250.0, 60.0);
        assert!(Tiling::best(tray.area, Paper::A4).landscape);
        let html = sheets_html("Tray", "", &[tray], Paper::Letter).expect("printable");
        assert!(html.contains("class=\"sheet landscape\" width=\"279.4mm\" height=\"215.9mm\""));
        assert!(html.contains("@page landscape{size:letter landscape"));
    }

    #[test]
    fn too_many_sheets_are_refused_with_the_count() {
        let hall = board(20_000.0, 20_000.0);
        let error = sheets_html("Hall", "", &[hall], Paper::A4).expect_err("too many");
        assert!(
            error.contains("sheets of A4") && error.contains("more than 400"),
            "{error}"
        );
        let nowhere = Board {
            area: Bounds {
                min: Vec2::splat(f32::NAN),
                max: Vec2::splat(f32::INFINITY),
            },
            ..board(1.0, 1.0)
        };
        assert!(sheets_html("Nowhere", "", &[nowhere], Paper::A4).is_err());
    }

    #[test]
    fn a_title_is_escaped_and_cut_to_fit_its_sheet() {
        let mut drawing = board(40.0, 40.0);
        drawing.title = format!("<b>{}", "x".repeat(200));
        let html = sheets_html("<i>", "", &[drawing], Paper::A4).expect("printable");
        assert!(!html.contains("<b>") && !html.contains("<i>"));
        assert!(html.contains(&format!("&lt;b&gt;{}.", "x".repeat(TITLE_CHARS - 3))));
    }
}

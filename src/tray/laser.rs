//! A tray for a laser cutter: two pieces cut from sheet and glued, drawn at 1:1 in mm in the
//! colours laser software reads as layers: red to cut, blue to score, black to engrave.
//!
//! - The floor: the tray's outline, with a hole for each magnet (a laser cuts through, so
//!   the floor sheet is as thick as the magnet), each base's outline scored on it so the
//!   bases go back where the formation puts them, and the unit's name engraved.
//! - The frame: the outline less the pockets, glued on the floor; its sheet is the rim's
//!   height.
//!
//! Every cut stands off its piece by half the kerf, so the pieces come out at size: outward
//! round an outline, inward round a hole.

use std::fmt::Write as _;

use geo::algorithm::buffer::{BufferStyle, LineJoin};
use geo::{BooleanOps, Buffer, Coord, LineString, MultiPolygon};

use super::packing::{Placement, Sheet};
use super::{TrayPlan, plan::extent};
use crate::decimal::Decimal;
use crate::text::escape;

/// The cut layer's colour.
pub const CUT_COLOUR: &str = "#ff0000";
/// The score layer's colour.
pub const SCORE_COLOUR: &str = "#0000ff";
/// The engrave layer's colour.
pub const ENGRAVE_COLOUR: &str = "#000000";

/// The words' height, mm.
const LETTER_MM: f64 = 3.0;

/// Decimals of a laser drawing's coordinates: a micrometre.
const LASER_PLACES: u8 = 3;

/// Which sheet a piece is cut from: the floor's thickness or the rim's height.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stock {
    /// A sheet as thick as the floor.
    Floor,
    /// A sheet as thick as the rim is high.
    Frame,
}

impl Stock {
    /// The stock's name, for sheets and files.
    pub fn name(self) -> &'static str {
        match self {
            Stock::Floor => "floor",
            Stock::Frame => "frame",
        }
    }
}

/// One piece to cut: where the cuts run, what is scored and engraved on it, in the tray frame.
#[derive(Clone, Debug)]
pub struct Piece {
    /// What the piece is, for the list of pieces.
    pub title: String,
    /// The sheet it is cut from.
    pub stock: Stock,
    /// The piece as cut, the kerf allowed for: every ring of it is a cut.
    pub cut: MultiPolygon<f64>,
    /// Lines scored on it.
    pub score: Vec<LineString<f64>>,
    /// Words engraved on it, each centred on its point.
    pub engrave: Vec<(Coord<f64>, String)>,
}

impl Piece {
    /// The size of the piece's box, across and down, mm.
    pub fn size(&self) -> (f64, f64) {
        let (least, most) = extent(&self.cut);
        (most.x - least.x, most.y - least.y)
    }
}

/// The floor and the frame of the tray `plan`, for the unit called `name`.
pub fn laser_pieces(plan: &TrayPlan, name: &str) -> Vec<Piece> {
    let half_kerf = f64::from(plan.options.kerf_mm) / 2.0;
    let floor = if plan.recesses.0.is_empty() {
        plan.outline.clone()
    } else {
        plan.outline.difference(&plan.recesses)
    };
    let frame = plan.rim.clone();
    // The name is engraved behind the front edge, between it and the magnets, where it
    // reads the right way up from behind the unit.
    let (least, most) = plan.extent();
    let front = plan
        .bases
        .iter()
        .flatten()
        .map(|corner| corner.y)
        .fold(f64::NEG_INFINITY, f64::max);
    let name_at = Coord {
        x: (least.x + most.x) / 2.0,
        y: front - LETTER_MM,
    };
    let scored = plan
        .bases
        .iter()
        .map(|corners| {
            let mut ring = corners.to_vec();
            ring.push(corners[0]);
            LineString::from(ring)
        })
        .collect();
    vec![
        Piece {
            title: format!("{name}: floor"),
            stock: Stock::Floor,
            cut: with_kerf(&floor, half_kerf),
            score: scored,
            engrave: vec![(name_at, name.to_owned())],
        },
        Piece {
            title: format!("{name}: frame"),
            stock: Stock::Frame,
            cut: with_kerf(&frame, half_kerf),
            score: Vec::new(),
            engrave: Vec::new(),
        },
    ]
}

/// `piece` grown by `margin` on every side, its corners kept square.
fn with_kerf(piece: &MultiPolygon<f64>, margin: f64) -> MultiPolygon<f64> {
    if margin <= 0.0 {
        return piece.clone();
    }
    piece.buffer_with_style(BufferStyle::new(margin).line_join(LineJoin::Miter(2.0)))
}

/// One sheet as an SVG document at 1:1 in mm, holding `pieces` where `placements` put them
/// (those on other sheets left off).
pub fn sheet_svg(sheet: Sheet, index: usize, pieces: &[Piece], placements: &[Placement]) -> String {
    let mut cut = String::new();
    let mut score = String::new();
    let mut engrave = String::new();
    for (piece, placement) in pieces.iter().zip(placements) {
        if placement.sheet != index {
            continue;
        }
        let on_sheet = SheetFrame::new(piece, placement);
        for ring in piece
            .cut
            .iter()
            .flat_map(|part| std::iter::once(part.exterior()).chain(part.interiors()))
        {
            path(&mut cut, ring, &on_sheet, true);
        }
        for line in &piece.score {
            path(&mut score, line, &on_sheet, false);
        }
        for (point, words) in &piece.engrave {
            let [x, y] = on_sheet.place(*point);
            let turn = if placement.turned { " rotate(90)" } else { "" };
            let _ = write!(
                engrave,
                "<text transform=\"translate({} {}){turn}\">{}</text>",
                laser(x),
                laser(y),
                escape(words)
            );
        }
    }
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}mm\" height=\"{h}mm\" viewBox=\"0 0 {w} {h}\">\
<title>Sheet {n}{stock}: red cut, blue score, black engrave</title>\
<g id=\"cut\" fill=\"none\" stroke=\"{CUT_COLOUR}\" stroke-width=\"0.1\"><path d=\"{cut}\"/></g>\
<g id=\"score\" fill=\"none\" stroke=\"{SCORE_COLOUR}\" stroke-width=\"0.1\"><path d=\"{score}\"/></g>\
<g id=\"engrave\" fill=\"{ENGRAVE_COLOUR}\" font-family=\"sans-serif\" font-size=\"{LETTER_MM}\" text-anchor=\"middle\" dominant-baseline=\"middle\">{engrave}</g>\
</svg>\n",
        w = laser(sheet.width),
        h = laser(sheet.height),
        n = index + 1,
        stock = pieces
            .iter()
            .zip(placements)
            .find(|(_, placement)| placement.sheet == index)
            .map_or(String::new(), |(piece, _)| format!(
                ", {}",
                piece.stock.name()
            )),
    )
}

/// Where a piece's points fall on its sheet: turned upright (front up the sheet), a quarter
/// clockwise if its placement turns it, and moved to its place.
struct SheetFrame {
    least: Coord<f64>,
    most: Coord<f64>,
    placement: Placement,
}

impl SheetFrame {
    fn new(piece: &Piece, placement: &Placement) -> Self {
        let (least, most) = extent(&piece.cut);
        Self {
            least,
            most,
            placement: *placement,
        }
    }

    fn place(&self, point: Coord<f64>) -> [f64; 2] {
        let (across, down) = (point.x - self.least.x, self.most.y - point.y);
        let (x, y) = if self.placement.turned {
            (self.most.y - self.least.y - down, across)
        } else {
            (across, down)
        };
        [self.placement.x + x, self.placement.y + y]
    }
}

fn path(out: &mut String, line: &LineString<f64>, frame: &SheetFrame, closed: bool) {
    for (i, point) in line.coords().enumerate() {
        let [x, y] = frame.place(*point);
        let _ = write!(
            out,
            "{}{} {}",
            if i == 0 { "M" } else { "L" },
            laser(x),
            laser(y)
        );
    }
    if closed {
        out.push('Z');
    }
}

fn laser(value: f64) -> Decimal {
    Decimal::trimmed(value, LASER_PLACES)
}

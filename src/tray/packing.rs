//! Pieces packed onto sheets or print beds by shelves: the pieces sorted tallest first, each
//! laid on the first shelf of the first sheet with room, a new shelf opened under the last
//! when none has, and a new sheet when the sheet is full. A piece is turned a quarter when it
//! is wider than the sheet but fits turned, or when turned it lies lower on its shelf.
//!
//! Shelf packing is simple and stated rather than best: it wastes the space above a shelf's
//! lower pieces. Written here because it is a few lines, and what it packs (pieces of
//! formations, turned or not) is ours.

/// A sheet's or bed's size, mm.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sheet {
    /// Across, mm.
    pub width: f64,
    /// Down, mm.
    pub height: f64,
}

/// Where one piece lies.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placement {
    /// Which sheet, from 0.
    pub sheet: usize,
    /// The least corner of the piece's box on the sheet, mm from the sheet's least corner.
    pub x: f64,
    /// The same, down.
    pub y: f64,
    /// Whether it is turned a quarter: its box is then `height` across and `width` down.
    pub turned: bool,
}

/// The space kept between pieces and from the sheet's edges, mm.
pub const PIECE_GAP_MM: f64 = 3.0;

/// Where each of `sizes` (width, height, mm) lies on sheets of `sheet`, in the order given,
/// or the index of the first piece no sheet can hold either way.
pub fn pack(sizes: &[(f64, f64)], sheet: Sheet) -> Result<Vec<Placement>, usize> {
    let room = (
        sheet.width - 2.0 * PIECE_GAP_MM,
        sheet.height - 2.0 * PIECE_GAP_MM,
    );
    let fits = |(w, h): (f64, f64)| w <= room.0 && h <= room.1;
    let mut oriented = Vec::with_capacity(sizes.len());
    for (index, &(w, h)) in sizes.iter().enumerate() {
        let turned = match (fits((w, h)), fits((h, w))) {
            (true, true) => h > w,
            (true, false) => false,
            (false, true) => true,
            (false, false) => return Err(index),
        };
        let (w, h) = if turned { (h, w) } else { (w, h) };
        oriented.push((index, w, h, turned));
    }
    oriented.sort_by(|a, b| b.2.total_cmp(&a.2).then(a.0.cmp(&b.0)));

    /// A shelf: its sheet, its top, its height and how far along it is filled.
    struct Shelf {
        sheet: usize,
        top: f64,
        height: f64,
        filled: f64,
    }
    let mut shelves: Vec<Shelf> = Vec::new();
    let mut sheets = 0;
    let mut placements = vec![
        Placement {
            sheet: 0,
            x: 0.0,
            y: 0.0,
            turned: false
        };
        sizes.len()
    ];
    for (index, w, h, turned) in oriented {
        let shelf = shelves
            .iter_mut()
            .position(|shelf| h <= shelf.height && shelf.filled + w <= room.0);
        let shelf = match shelf {
            Some(found) => found,
            None => {
                let below = shelves
                    .iter()
                    .filter(|shelf| shelf.sheet + 1 == sheets)
                    .map(|shelf| shelf.top + shelf.height + PIECE_GAP_MM)
                    .fold(0.0_f64, f64::max);
                let (sheet, top) = if sheets > 0 && below + h <= room.1 {
                    (sheets - 1, below)
                } else {
                    sheets += 1;
                    (sheets - 1, 0.0)
                };
                shelves.push(Shelf {
                    sheet,
                    top,
                    height: h,
                    filled: 0.0,
                });
                shelves.len() - 1
            }
        };
        let shelf = &mut shelves[shelf];
        placements[index] = Placement {
            sheet: shelf.sheet,
            x: PIECE_GAP_MM + shelf.filled,
            y: PIECE_GAP_MM + shelf.top,
            turned,
        };
        shelf.filled += w + PIECE_GAP_MM;
    }
    Ok(placements)
}

/// How many sheets `placements` fill.
pub fn sheets_used(placements: &[Placement]) -> usize {
    placements.iter().map(|p| p.sheet + 1).max().unwrap_or(0)
}

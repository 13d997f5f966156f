//! Many trays at once: their laser pieces packed onto sheets, or their solids onto print
//! beds, and the sizes painters name.

use super::laser::Stock;
use super::packing::{Placement, Sheet, pack, sheets_used};
use super::{Piece, Solid, TrayPlan, laser_pieces, sheet_svg, stl_bytes};

impl Sheet {
    /// The sheet called `name`: A4, A3 or Letter (upright), or `WIDTHxHEIGHT` in mm, such as
    /// a laser's bed `600x400`.
    pub fn named(name: &str) -> Result<Self, String> {
        let (width, height) = match name.to_ascii_lowercase().as_str() {
            "a4" => (210.0, 297.0),
            "a3" => (297.0, 420.0),
            "letter" => (215.9, 279.4),
            other => {
                let sides = other.split_once('x').and_then(|(w, h)| {
                    Some((w.trim().parse::<f64>().ok()?, h.trim().parse::<f64>().ok()?))
                });
                match sides {
                    Some((w, h))
                        if (10.0..=5000.0).contains(&w) && (10.0..=5000.0).contains(&h) =>
                    {
                        (w, h)
                    }
                    _ => {
                        return Err(format!(
                            "A sheet is A4, A3, Letter, or its width and height in mm from 10 to 5000, as 300x200; not {name:?}."
                        ));
                    }
                }
            }
        };
        Ok(Self { width, height })
    }
}

/// Trays packed onto sheets or beds: each file's content, and where every piece went.
#[derive(Clone, Debug)]
pub struct Packed<File> {
    /// One file a sheet or bed, with what it is cut from (`floor`, `frame`, or `tray` for
    /// a print bed).
    pub files: Vec<(&'static str, File)>,
    /// Each piece's title and placement, in the order the trays were given.
    pub pieces: Vec<(String, Placement)>,
}

/// The laser pieces of `trays` (each a unit's name and tray) packed onto sheets of `sheet`,
/// as one SVG a sheet: the floors first, then the frames, since each is cut from a sheet of
/// its own thickness; or which piece fits no sheet.
pub fn laser_sheets(trays: &[(String, TrayPlan)], sheet: Sheet) -> Result<Packed<String>, String> {
    let mut packed = Packed {
        files: Vec::new(),
        pieces: Vec::new(),
    };
    let (floors, frames): (Vec<Piece>, Vec<Piece>) = trays
        .iter()
        .flat_map(|(name, plan)| laser_pieces(plan, name))
        .partition(|piece| piece.stock == Stock::Floor);
    for (stock, pieces) in [(Stock::Floor, floors), (Stock::Frame, frames)] {
        let sizes: Vec<(f64, f64)> = pieces.iter().map(Piece::size).collect();
        let placements = pack(&sizes, sheet)
            .map_err(|index| too_large(&pieces[index].title, sizes[index], sheet))?;
        let first = packed.files.len();
        for index in 0..sheets_used(&placements) {
            packed
                .files
                .push((stock.name(), sheet_svg(sheet, index, &pieces, &placements)));
        }
        packed.pieces.extend(
            pieces
                .into_iter()
                .zip(placements)
                .map(|(piece, placement)| {
                    let placement = Placement {
                        sheet: placement.sheet + first,
                        ..placement
                    };
                    (piece.title, placement)
                }),
        );
    }
    Ok(packed)
}

/// The solids of `trays` packed onto print beds of `bed`, as one binary STL a bed, each tray
/// one piece; or which tray fits no bed.
pub fn print_beds(trays: &[(String, TrayPlan)], bed: Sheet) -> Result<Packed<Vec<u8>>, String> {
    let sizes: Vec<(f64, f64)> = trays
        .iter()
        .map(|(_, plan)| {
            let (least, most) = plan.extent();
            (most.x - least.x, most.y - least.y)
        })
        .collect();
    let placements =
        pack(&sizes, bed).map_err(|index| too_large(&trays[index].0, sizes[index], bed))?;
    let mut beds = vec![Vec::new(); sheets_used(&placements)];
    for (((_, plan), placement), (_, depth)) in trays.iter().zip(&placements).zip(&sizes) {
        let solid = Solid::of(plan);
        let solid = if placement.turned {
            solid.turned_quarter(*depth)
        } else {
            solid
        };
        let solid = solid.moved([placement.x as f32, placement.y as f32, 0.0]);
        beds[placement.sheet].extend(solid.triangles);
    }
    Ok(Packed {
        files: beds
            .iter()
            .map(|triangles| ("tray", stl_bytes(triangles)))
            .collect(),
        pieces: trays
            .iter()
            .map(|(name, _)| name.clone())
            .zip(placements)
            .collect(),
    })
}

fn too_large(title: &str, (width, height): (f64, f64), sheet: Sheet) -> String {
    format!(
        "{title}, {:.1} × {:.1} mm, does not fit a sheet of {:.1} × {:.1} mm either way, with {} mm kept at its edges.",
        width,
        height,
        sheet.width,
        sheet.height,
        super::PIECE_GAP_MM
    )
}

/// One tray's laser pieces side by side on a sheet just large enough for them.
pub fn one_sheet(plan: &TrayPlan, name: &str) -> Result<String, String> {
    let pieces = laser_pieces(plan, name);
    let sizes: Vec<(f64, f64)> = pieces.iter().map(|piece| piece.size()).collect();
    let side = |(w, h): &(f64, f64)| w.max(*h) + super::PIECE_GAP_MM;
    let sheet = Sheet {
        width: sizes.iter().map(side).sum::<f64>() + super::PIECE_GAP_MM,
        height: sizes.iter().map(side).fold(0.0, f64::max) + super::PIECE_GAP_MM,
    };
    let placements =
        pack(&sizes, sheet).map_err(|_| format!("{name}: the tray's pieces do not fit a sheet"))?;
    Ok(sheet_svg(sheet, 0, &pieces, &placements))
}

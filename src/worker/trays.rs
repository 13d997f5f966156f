//! What the page asks the reader worker to make of trays: one unit's preview, laser drawing
//! or printable solid, or every unit's trays packed onto sheets or beds; written in the
//! compact form the worker's jobs travel in, and made from the layout as the command line
//! makes them.

use crate::codec::{CodecError, Reader, Writer};
use crate::layout::Layout;
use crate::render::preview_svg;
use crate::rules::Ruleset;
use crate::table::{PlacedUnit, resolve};
use crate::tray::{
    Magnet, Sheet, Solid, TrayOptions, TrayPlan, laser_sheets, one_sheet, print_beds, stl_bytes,
};

/// What to make.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TrayMake {
    /// The selected unit's tray seen from above, with its bases and figures.
    Preview,
    /// The selected unit's tray for a laser: cut, score and engrave layers.
    Laser,
    /// The selected unit's tray as a binary STL.
    Stl,
    /// Every unit's laser pieces packed onto sheets of this size.
    Sheets(Sheet),
    /// Every unit's tray packed onto print beds of this size, one STL a bed.
    Beds(Sheet),
}

/// One order for trays.
#[derive(Clone, Debug, PartialEq)]
pub struct TrayOrder {
    /// What to make.
    pub make: TrayMake,
    /// The unit whose tray, for one unit's tray.
    pub unit: Option<u32>,
    /// How the trays are made.
    pub options: TrayOptions,
    /// The layout, in its compact form.
    pub layout: Vec<u8>,
}

/// A file made: what it holds (a word for its name) and its bytes.
pub type MadeFile = (String, Vec<u8>);

impl TrayOrder {
    /// The order in compact bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::new();
        let (tag, sheet) = match self.make {
            TrayMake::Preview => (0, None),
            TrayMake::Laser => (1, None),
            TrayMake::Stl => (2, None),
            TrayMake::Sheets(sheet) => (3, Some(sheet)),
            TrayMake::Beds(sheet) => (4, Some(sheet)),
        };
        w.u8(tag);
        if let Some(sheet) = sheet {
            w.f32(sheet.width as f32);
            w.f32(sheet.height as f32);
        }
        w.option(self.unit.as_ref(), |w, id| w.u32(*id));
        let o = &self.options;
        for value in [
            o.clearance_mm,
            o.rim_width_mm,
            o.rim_height_mm,
            o.floor_mm,
            o.kerf_mm,
        ] {
            w.f32(value);
        }
        w.option(o.magnet.as_ref(), |w, m| {
            w.f32(m.diameter_mm);
            w.f32(m.depth_mm);
        });
        w.bool(o.open_rear);
        w.raw(&self.layout);
        w.into_bytes()
    }

    /// Reads an order back; damaged bytes give a message, never a panic.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        Self::read(&mut Reader::new(bytes))
            .map_err(|e| format!("the file reader was sent a damaged order for trays: {e}"))
    }

    fn read(r: &mut Reader) -> Result<Self, CodecError> {
        let tag = r.variant(5)?;
        let sheet = |r: &mut Reader| -> Result<Sheet, CodecError> {
            Ok(Sheet {
                width: f64::from(r.f32()?),
                height: f64::from(r.f32()?),
            })
        };
        let make = match tag {
            0 => TrayMake::Preview,
            1 => TrayMake::Laser,
            2 => TrayMake::Stl,
            3 => TrayMake::Sheets(sheet(r)?),
            _ => TrayMake::Beds(sheet(r)?),
        };
        let unit = r.option(Reader::u32)?;
        let options = TrayOptions {
            clearance_mm: r.f32()?,
            rim_width_mm: r.f32()?,
            rim_height_mm: r.f32()?,
            floor_mm: r.f32()?,
            kerf_mm: r.f32()?,
            magnet: r.option(|r| {
                Ok(Magnet {
                    diameter_mm: r.f32()?,
                    depth_mm: r.f32()?,
                })
            })?,
            open_rear: r.bool()?,
        };
        Ok(Self {
            make,
            unit,
            options,
            layout: r.rest().to_vec(),
        })
    }

    /// Makes what the order asks for from its layout read by `ruleset`: the files, or why
    /// the options leave no room, or which tray fits no sheet.
    pub fn make(&self, ruleset: &Ruleset) -> Result<Vec<MadeFile>, String> {
        let layout = Layout::from_bytes(&self.layout)?;
        // A tray holds a column as it is based, not as its tail bends (C-flex).
        let table = resolve(&layout.straightened(), ruleset);
        let one = || -> Result<(&PlacedUnit, TrayPlan), String> {
            let unit = self
                .unit
                .and_then(|id| table.unit(id))
                .ok_or("Choose a unit on the table first: the tray is made for it.")?;
            Ok((unit, TrayPlan::new(&unit.shaped.footprint, &self.options)?))
        };
        let every = || -> Result<Vec<(String, TrayPlan)>, String> {
            table
                .units
                .iter()
                .map(|unit| {
                    let plan = TrayPlan::new(&unit.shaped.footprint, &self.options)
                        .map_err(|why| format!("{}: {why}", unit.name))?;
                    Ok((unit.name.clone(), plan))
                })
                .collect()
        };
        Ok(match self.make {
            TrayMake::Preview => {
                let (unit, plan) = one()?;
                let svg = preview_svg(&plan, &unit.shaped.footprint, unit.figures_per_base);
                vec![("preview".to_owned(), svg.into_bytes())]
            }
            TrayMake::Laser => {
                let (unit, plan) = one()?;
                vec![(
                    "laser".to_owned(),
                    one_sheet(&plan, &unit.name)?.into_bytes(),
                )]
            }
            TrayMake::Stl => {
                let (_, plan) = one()?;
                vec![("tray".to_owned(), stl_bytes(&Solid::of(&plan).triangles))]
            }
            TrayMake::Sheets(sheet) => laser_sheets(&every()?, sheet)?
                .files
                .into_iter()
                .enumerate()
                .map(|(i, (stock, svg))| (format!("sheet-{}-{stock}", i + 1), svg.into_bytes()))
                .collect(),
            TrayMake::Beds(bed) => print_beds(&every()?, bed)?
                .files
                .into_iter()
                .enumerate()
                .map(|(i, (_, stl))| (format!("bed-{}", i + 1), stl))
                .collect(),
        })
    }
}

/// Made files in the compact form the worker answers with: each its word and its bytes.
pub fn files_to_bytes(files: &[MadeFile]) -> Vec<u8> {
    let mut w = Writer::new();
    w.list(files, |w, (word, bytes)| {
        w.str(word);
        w.block(|w| w.raw(bytes));
    });
    w.into_bytes()
}

/// Made files read back from [`files_to_bytes`]; damaged bytes give a message.
pub fn files_from_bytes(bytes: &[u8]) -> Result<Vec<MadeFile>, String> {
    Reader::new(bytes)
        .list(|r| Ok((r.string()?, r.block()?.rest().to_vec())))
        .map_err(|e| format!("the file reader's trays are damaged: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_order_and_its_files_read_back_as_written() {
        let order = TrayOrder {
            make: TrayMake::Sheets(Sheet {
                width: 215.5,
                height: 279.25,
            }),
            unit: Some(2),
            options: TrayOptions {
                magnet: Some(Magnet {
                    diameter_mm: 5.0,
                    depth_mm: 1.0,
                }),
                open_rear: true,
                ..TrayOptions::default()
            },
            layout: vec![9, 8, 7],
        };
        assert_eq!(TrayOrder::from_bytes(&order.to_bytes()), Ok(order));
        assert!(TrayOrder::from_bytes(&[9]).is_err());
        let files = vec![
            ("sheet-1-floor".to_owned(), b"<svg/>".to_vec()),
            ("bed-1".to_owned(), vec![0, 1, 2]),
        ];
        assert_eq!(files_from_bytes(&files_to_bytes(&files)), Ok(files));
        assert!(files_from_bytes(&[5, 1]).is_err());
    }
}

//! A table's size as players write it on a command line: `6x4ft`, `180x120cm`,
//! `1800×1200mm`, `72x48in`, the width first.

use super::{MAX_TABLE_SIDE_MM, MIN_TABLE_MM, TableSize};

/// The name a size written by the player goes by.
const WRITTEN: &str = "as given";

impl TableSize {
    /// The size `text` writes: two numbers joined by `x` or `×`, then `ft`, `in`, `cm` or
    /// `mm`. Refuses, saying why, anything else, and a side no table may have.
    pub fn from_written(text: &str) -> Result<TableSize, String> {
        let lower = text.trim().to_lowercase();
        let refused = || {
            format!(
                "a table is written as 6x4ft, 72x48in, 180x120cm or 1800x1200mm, not '{}'",
                crate::text::excerpt(text)
            )
        };
        let (unit_mm, numbers) = [("ft", 304.8), ("in", 25.4), ("cm", 10.0), ("mm", 1.0)]
            .into_iter()
            .find_map(|(unit, mm)| lower.strip_suffix(unit).map(|rest| (mm, rest)))
            .ok_or_else(refused)?;
        let (width, depth) = numbers.split_once(['x', '×']).ok_or_else(refused)?;
        let side = |n: &str| -> Result<f32, String> {
            let mm = n.trim().parse::<f32>().map_err(|_| refused())? * unit_mm;
            if (MIN_TABLE_MM..=MAX_TABLE_SIDE_MM).contains(&mm) {
                Ok(mm)
            } else {
                Err(format!(
                    "a table's side may be {MIN_TABLE_MM} to {MAX_TABLE_SIDE_MM} mm, not {mm} mm"
                ))
            }
        };
        Ok(TableSize {
            name: WRITTEN,
            width_mm: side(width)?,
            depth_mm: side(depth)?,
        })
    }
}

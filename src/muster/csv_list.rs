//! An army list from a spreadsheet's CSV: a header row naming the columns, then a unit (or
//! `count` copies of one) a row. Comma, semicolon (a spreadsheet set to a European locale)
//! and tab separate cells; the header's own separator is the file's. The format and every
//! column are in `docs/formats.md`.

use super::army_line::{ArmyLine, GivenBasing, side_named};
use super::{ArmyList, LineProblem, MAX_PROBLEMS};
use crate::drill::BrigadeForm;
use crate::limits::MAX_UNITS;

/// Millimetres in an inch.
const INCH_MM: f32 = 25.4;

/// The columns a list must name, each with the names it may go by; a base's width and depth
/// may be given in mm or in inches.
const NEEDED: [(&str, &[&str]); 9] = [
    ("side", &["side"]),
    ("brigade", &["brigade"]),
    ("name", &["name"]),
    ("troop", &["troop"]),
    ("bases", &["bases"]),
    ("figures_per_base", &["figures_per_base"]),
    ("base_width_mm", &["base_width_mm", "base_width_in"]),
    ("base_depth_mm", &["base_depth_mm", "base_depth_in"]),
    ("formation", &["formation"]),
];

/// The columns a list may name besides.
const OPTIONAL: [&str; 4] = ["count", "cannon", "order", "drill"];

/// Where each column is in a row, by the header.
struct Columns {
    at: Vec<(String, usize)>,
}

impl Columns {
    fn cell<'a>(&self, row: &'a csv::StringRecord, name: &str) -> Option<&'a str> {
        let (_, index) = self.at.iter().find(|(n, _)| n == name)?;
        row.get(*index)
            .map(str::trim)
            .filter(|cell| !cell.is_empty())
    }
}

/// Reads a CSV army list.
pub fn read_csv(text: &str) -> ArmyList {
    let mut list = ArmyList::default();
    let separator = [b',', b';', b'\t']
        .into_iter()
        .max_by_key(|&s| {
            text.lines()
                .next()
                .unwrap_or("")
                .bytes()
                .filter(|&b| b == s)
                .count()
        })
        .unwrap_or(b',');
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(separator)
        .flexible(true)
        .has_headers(true)
        .from_reader(text.as_bytes());
    let header = match reader.headers() {
        Ok(header) => header.clone(),
        Err(error) => {
            list.refuse(1, format!("the header row cannot be read: {error}"));
            return list;
        }
    };
    let names: Vec<String> = header.iter().map(|h| h.trim().to_lowercase()).collect();
    let columns = Columns {
        at: names
            .iter()
            .enumerate()
            .map(|(index, name)| (name.clone(), index))
            .collect(),
    };
    let missing: Vec<&str> = NEEDED
        .iter()
        .filter(|(_, spellings)| !spellings.iter().any(|s| names.iter().any(|n| n == s)))
        .map(|(name, _)| *name)
        .collect();
    if !missing.is_empty() {
        list.refuse(
            1,
            format!(
                "the header row has no {} column{}: it must name side, brigade, name, \
                 troop, bases, figures_per_base, base_width_mm, base_depth_mm and formation",
                missing.join(", "),
                if missing.len() == 1 { "" } else { "s" }
            ),
        );
        return list;
    }
    let unknown: Vec<&str> = names
        .iter()
        .map(String::as_str)
        .filter(|n| {
            !n.is_empty()
                && !NEEDED.iter().any(|(_, spellings)| spellings.contains(n))
                && !OPTIONAL.contains(n)
        })
        .collect();
    if !unknown.is_empty() {
        list.notes.push(LineProblem::new(
            1,
            format!(
                "the column{} {} {} not read (Drillbook keeps nothing from it)",
                if unknown.len() == 1 { "" } else { "s" },
                unknown
                    .iter()
                    .map(|n| format!("\"{}\"", crate::text::excerpt(n)))
                    .collect::<Vec<_>>()
                    .join(", "),
                if unknown.len() == 1 { "is" } else { "are" }
            ),
        ));
    }
    let mut units = 0usize;
    for row in reader.records() {
        let row = match row {
            Ok(row) => row,
            Err(error) => {
                let line = error.position().map_or(0, |p| p.line() as usize);
                list.refuse(line, format!("the row cannot be read: {error}"));
                continue;
            }
        };
        let line = row.position().map_or(0, |p| p.line() as usize);
        if row.iter().all(|cell| cell.trim().is_empty()) {
            continue;
        }
        match read_row(&columns, &row, line) {
            Ok(army_line) => {
                units += army_line.count as usize;
                if units > MAX_UNITS {
                    list.refuse(
                        line,
                        format!("the list has more than {MAX_UNITS} units, the most one table holds: the rest is not read"),
                    );
                    break;
                }
                list.lines.push(army_line);
            }
            Err(message) => {
                list.refuse(line, message);
                if list.problems.len() >= MAX_PROBLEMS {
                    break;
                }
            }
        }
    }
    list
}

/// One row, read: refused, saying which cell and why, when a cell cannot be read.
fn read_row(columns: &Columns, row: &csv::StringRecord, line: usize) -> Result<ArmyLine, String> {
    let side = match columns.cell(row, "side") {
        None => {
            return Err(
                "the side is empty: give 0 to 3, or Blue, Vermilion, Green or Purple".to_owned(),
            );
        }
        Some(written) => side_named(written).ok_or_else(|| {
            format!(
                "the side \"{}\" is none of 0 to 3, Blue, Vermilion, Green or Purple",
                crate::text::excerpt(written)
            )
        })?,
    };
    let troop = columns
        .cell(row, "troop")
        .ok_or("the troop type is empty")?
        .to_owned();
    let length = |mm: &str, inches: &str| -> Result<Option<f32>, String> {
        if let Some(cell) = columns.cell(row, mm) {
            return positive(cell, mm).map(Some);
        }
        match columns.cell(row, inches) {
            Some(cell) => positive(cell, inches).map(|v| Some(v * INCH_MM)),
            None => Ok(None),
        }
    };
    let count = match columns.cell(row, "count") {
        None => 1,
        Some(cell) => whole(cell, "count")?.max(1),
    };
    if count as usize > MAX_UNITS {
        return Err(format!(
            "a count of {count} is more units than one table holds ({MAX_UNITS})"
        ));
    }
    Ok(ArmyLine {
        line,
        side,
        brigade: columns.cell(row, "brigade").map(str::to_owned),
        name: columns.cell(row, "name").map(str::to_owned),
        count,
        troop,
        basing: GivenBasing {
            bases: columns
                .cell(row, "bases")
                .map(|c| whole(c, "bases"))
                .transpose()?,
            figures_per_base: columns
                .cell(row, "figures_per_base")
                .map(|c| whole(c, "figures_per_base"))
                .transpose()?,
            width_mm: length("base_width_mm", "base_width_in")?,
            depth_mm: length("base_depth_mm", "base_depth_in")?,
        },
        formation: columns.cell(row, "formation").map(str::to_owned),
        cannon: columns
            .cell(row, "cannon")
            .map(|c| whole(c, "cannon"))
            .transpose()?,
        order: columns.cell(row, "order").map(str::to_owned),
        drill: columns
            .cell(row, "drill")
            .map(|cell| {
                BrigadeForm::read(cell).ok_or_else(|| {
                    let ids: Vec<&str> = BrigadeForm::ALL.iter().map(|f| f.id()).collect();
                    format!(
                        "drill \"{}\" is not a form a brigade takes: one of {}",
                        crate::text::excerpt(cell),
                        ids.join(", ")
                    )
                })
            })
            .transpose()?,
    })
}

/// A whole number of at least 0 in column `column`.
fn whole(cell: &str, column: &str) -> Result<u32, String> {
    cell.parse::<u32>().map_err(|_| {
        format!(
            "{column} \"{}\" is not a whole number of 0 or more",
            crate::text::excerpt(cell)
        )
    })
}

/// A length above 0 in column `column`; a decimal comma is read as a point.
fn positive(cell: &str, column: &str) -> Result<f32, String> {
    cell.replace(',', ".")
        .parse::<f32>()
        .ok()
        .filter(|v| v.is_finite() && *v > 0.0)
        .ok_or_else(|| {
            format!(
                "{column} \"{}\" is not a length above 0",
                crate::text::excerpt(cell)
            )
        })
}

//! `tray` and `trays`: one unit's tray as a template, a laser drawing or a printable solid,
//! and many units' trays packed onto sheets or print beds.

use crate::option_text;
use std::path::Path;

use drillbook::layout::Layout;
use drillbook::render::tray_svg;
use drillbook::table::{PlacedUnit, Table, resolve};
use drillbook::tray::{
    Magnet, Packed, Placement, Sheet, Solid, TrayOptions, TrayPlan, laser_sheets, one_sheet,
    print_beds, stl_bytes,
};

use super::{load_with_ruleset, tray_refusal};

/// What a tray is made as.
#[derive(Clone, Copy, PartialEq)]
enum Format {
    /// The printed template: outline, slots and dimensions.
    Template,
    /// Cut, score and engrave layers for a laser.
    Laser,
    /// A closed solid for a 3D printer.
    Stl,
}

/// The options `tray` and `trays` share, and those of `trays` alone.
struct Choices {
    format: Format,
    tray: TrayOptions,
    out: Option<String>,
    sheet: Option<Sheet>,
    units: Vec<u32>,
    brigade: Option<String>,
}

fn choices(options: &[&str], many: bool) -> Result<Choices, String> {
    use lexopt::prelude::*;
    let mut choices = Choices {
        format: if many {
            Format::Laser
        } else {
            Format::Template
        },
        tray: TrayOptions::default(),
        out: None,
        sheet: None,
        units: Vec::new(),
        brigade: None,
    };
    let mut parser = lexopt::Parser::from_args(options.iter().copied());
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        let mm = |parser: &mut lexopt::Parser, name: &str| -> Result<f32, String> {
            let value = option_text(parser, name)?;
            value
                .trim()
                .parse::<f32>()
                .map_err(|_| format!("--{name} is a length in mm, not '{}'", excerpt(&value)))
        };
        match arg {
            Long("format") => {
                choices.format = match option_text(&mut parser, "format")?.as_str() {
                    "svg" if !many => Format::Template,
                    "laser" => Format::Laser,
                    "stl" => Format::Stl,
                    other if many => {
                        return Err(format!(
                            "--format is laser or stl, not '{}'",
                            excerpt(other)
                        ));
                    }
                    other => {
                        return Err(format!(
                            "--format is svg, laser or stl, not '{}'",
                            excerpt(other)
                        ));
                    }
                }
            }
            Long("clearance") => choices.tray.clearance_mm = mm(&mut parser, "clearance")?,
            Long("rim") => choices.tray.rim_width_mm = mm(&mut parser, "rim")?,
            Long("rim-height") => choices.tray.rim_height_mm = mm(&mut parser, "rim-height")?,
            Long("floor") => choices.tray.floor_mm = mm(&mut parser, "floor")?,
            Long("kerf") => choices.tray.kerf_mm = mm(&mut parser, "kerf")?,
            Long("open-rear") => choices.tray.open_rear = true,
            Long("magnet") => {
                let value = option_text(&mut parser, "magnet")?;
                let magnet = value
                    .split_once('x')
                    .and_then(|(d, h)| Some((d.trim().parse().ok()?, h.trim().parse().ok()?)));
                let Some((diameter_mm, depth_mm)) = magnet else {
                    return Err(format!(
                        "--magnet is its diameter and depth in mm, as 5x1, not '{}'",
                        excerpt(&value)
                    ));
                };
                choices.tray.magnet = Some(Magnet {
                    diameter_mm,
                    depth_mm,
                });
            }
            Long("out") => choices.out = Some(option_text(&mut parser, "out")?),
            Long("sheet") if many => {
                choices.sheet = Some(Sheet::named(&option_text(&mut parser, "sheet")?)?);
            }
            Long("unit") if many => {
                let value = option_text(&mut parser, "unit")?;
                let id = value
                    .parse()
                    .map_err(|_| format!("--unit is a unit's id, not '{}'", excerpt(&value)))?;
                choices.units.push(id);
            }
            Long("brigade") if many => choices.brigade = Some(option_text(&mut parser, "brigade")?),
            _ => return Err(arg.unexpected().to_string()),
        }
    }
    Ok(choices)
}

fn excerpt(text: &str) -> String {
    drillbook::text::excerpt(text)
}

/// The table of `file`, its columns' tails straight: a tray holds a column as it is based,
/// not as it bends along a road (C-flex).
fn straight_table(file: &str) -> Result<(Layout, Table), String> {
    let (layout, ruleset) = load_with_ruleset(file)?;
    let table = resolve(&layout.straightened(), &ruleset);
    Ok((layout, table))
}

fn plan(file: &str, unit: &PlacedUnit, options: &TrayOptions) -> Result<TrayPlan, String> {
    TrayPlan::new(&unit.shaped.footprint, options)
        .map_err(|why| format!("{file}: unit {} ({}): {why}", unit.id, unit.name))
}

/// Unit `id`'s tray in the format `options` ask for.
pub fn tray(file: &str, id: &str, options: &[&str]) -> Result<Vec<u8>, String> {
    let choices = choices(options, false)?;
    // The printed template is the bases' box and rim: tray options would be dropped unsaid.
    if choices.format == Format::Template && choices.tray != TrayOptions::default() {
        return Err(
            "the printed template does not read tray options; give --format laser or stl for a tray made with them"
                .to_owned(),
        );
    }
    let (_, table) = straight_table(file)?;
    let unit = id
        .parse()
        .ok()
        .and_then(|id| table.unit(id))
        .ok_or_else(|| tray_refusal(file, id, &table))?;
    let bytes = match choices.format {
        Format::Template => tray_svg(unit).into_bytes(),
        Format::Laser => one_sheet(&plan(file, unit, &choices.tray)?, &unit.name)?.into_bytes(),
        Format::Stl => stl_bytes(&Solid::of(&plan(file, unit, &choices.tray)?).triangles),
    };
    match choices.out {
        Some(out) => {
            write(Path::new(&out), &bytes)?;
            Ok(format!("wrote {out}, {} bytes\n", bytes.len()).into_bytes())
        }
        None => Ok(bytes),
    }
}

#[derive(serde::Serialize)]
struct PackedSummary<'a> {
    format: &'a str,
    sheet_mm: [f64; 2],
    sheets: usize,
    files: Vec<String>,
    pieces: Vec<PieceSummary<'a>>,
}

#[derive(serde::Serialize)]
struct PieceSummary<'a> {
    title: &'a str,
    sheet: usize,
    x_mm: f64,
    y_mm: f64,
    turned: bool,
}

/// The trays of the table's units (or those `--unit` and `--brigade` choose) packed onto
/// sheets: a summary as JSON, and with `--out DIR`, one file a sheet.
pub fn trays(file: &str, options: &[&str]) -> Result<Vec<u8>, String> {
    let choices = choices(options, true)?;
    let (layout, table) = straight_table(file)?;
    let mut chosen: Vec<u32> = choices.units.clone();
    if let Some(name) = &choices.brigade {
        let brigade = layout
            .brigades
            .iter()
            .find(|b| b.name == *name)
            .ok_or_else(|| format!("{file}: there is no brigade '{}'", excerpt(name)))?;
        chosen.extend(&brigade.units);
    }
    let units: Vec<&PlacedUnit> = if chosen.is_empty() {
        table.units.iter().collect()
    } else {
        chosen
            .iter()
            .map(|id| {
                table
                    .unit(*id)
                    .ok_or_else(|| tray_refusal(file, &id.to_string(), &table))
            })
            .collect::<Result<_, _>>()?
    };
    if units.is_empty() {
        return Err(format!("{file}: there are no units to make trays for"));
    }
    let trays: Vec<(String, TrayPlan)> = units
        .iter()
        .map(|unit| Ok((unit.name.clone(), plan(file, unit, &choices.tray)?)))
        .collect::<Result<_, String>>()?;
    let sheet = match choices.sheet {
        Some(sheet) => sheet,
        None => Sheet::named("a4")?,
    };
    let (format, extension, packed): (&str, &str, Packed<Vec<u8>>) = match choices.format {
        Format::Stl => ("stl", "stl", print_beds(&trays, sheet)?),
        _ => {
            let packed = laser_sheets(&trays, sheet)?;
            let files = packed
                .files
                .into_iter()
                .map(|(stock, svg)| (stock, svg.into_bytes()))
                .collect();
            (
                "laser",
                "svg",
                Packed {
                    files,
                    pieces: packed.pieces,
                },
            )
        }
    };
    let mut files = Vec::new();
    if let Some(dir) = &choices.out {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("{dir}: the folder cannot be made ({})", e.kind()))?;
        for (index, (stock, bytes)) in packed.files.iter().enumerate() {
            let path = Path::new(dir).join(format!("sheet-{}-{stock}.{extension}", index + 1));
            write(&path, bytes)?;
            files.push(path.display().to_string());
        }
    }
    let summary = PackedSummary {
        format,
        sheet_mm: [sheet.width, sheet.height],
        sheets: packed.files.len(),
        files,
        pieces: packed
            .pieces
            .iter()
            .map(|(title, placement)| summary_of(title, placement))
            .collect(),
    };
    serde_json::to_vec_pretty(&summary).map_err(|e| e.to_string())
}

fn summary_of<'a>(title: &'a str, placement: &Placement) -> PieceSummary<'a> {
    PieceSummary {
        title,
        sheet: placement.sheet + 1,
        x_mm: (placement.x * 100.0).round() / 100.0,
        y_mm: (placement.y * 100.0).round() / 100.0,
        turned: placement.turned,
    }
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes)
        .map_err(|e| format!("{}: it cannot be written ({})", path.display(), e.kind()))
}

//! What can be printed at 1:1 on sheets, each as [`Board`]s for [`sheets_html`]: the whole
//! table, the part of it on screen, one unit's bases, one unit's tray template, and every
//! unit's tray packed onto sheets for a painter.

use glam::Vec2;

use super::sheets::{Board, Paper, part_of, sheets_html};
use super::table::{drawing_style, table_drawing};
use super::tray::{DRAWING_STYLE, tray_board, unit_board};
use crate::decimal::Decimal;
use crate::geom::Bounds;
use crate::table::Table;
use crate::tray::{Placement, Sheet, pack, sheets_used};

/// Room left round the table's content on its sheets, mm.
const TABLE_MARGIN_MM: f32 = 10.0;

/// What is printed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Printed {
    /// The whole table: its edges and everything on and round it.
    Table,
    /// The part of the table in this box, mm: what the screen shows.
    Shown(Bounds),
    /// The selected unit's bases, facing up the sheet, with its frontage and depth.
    Unit,
    /// The selected unit's tray template.
    Tray,
    /// Every unit's tray template, packed onto as few sheets as the shelves allow.
    Trays,
}

impl Printed {
    /// What a file of it is called after the table's name: `shown-a4` before `.html`.
    pub fn file_what(self, paper: Paper) -> String {
        let what = match self {
            Printed::Table => "",
            Printed::Shown(_) => "shown-",
            Printed::Unit => "unit-",
            Printed::Tray => "tray-",
            Printed::Trays => "trays-",
        };
        format!("{what}{}", paper.key())
    }
}

/// `printed` of `table` on sheets of `paper`, as an HTML document to print at 100%; a unit's
/// is of the unit whose id is `selected`. A unit's bases and trays are drawn from
/// `straight`, the table with every tail straightened, since a tray is made for the
/// formation, not the road it bends along.
pub fn print_html(
    table: &Table,
    straight: &Table,
    printed: Printed,
    paper: Paper,
    selected: Option<u32>,
) -> Result<String, String> {
    let unit = || {
        selected
            .and_then(|id| straight.unit(id))
            .ok_or("choose a unit on the table first: this prints the selected unit")
    };
    let outlines = format!("<style>{DRAWING_STYLE}</style>");
    match printed {
        Printed::Table | Printed::Shown(_) => {
            let area = match printed {
                Printed::Shown(view) if is_usable(view) => view,
                Printed::Shown(_) => return Err("the part of the table on screen could not be read: zoom or pan, then try again".to_owned()),
                _ => whole(table),
            };
            let board = Board {
                title: "The table".to_owned(),
                marks: table_drawing(table),
                area,
            };
            let title = if matches!(printed, Printed::Shown(_)) {
                "The table as shown"
            } else {
                "The whole table"
            };
            sheets_html(title, &drawing_style(), &[board], paper)
        }
        Printed::Unit => {
            let board = unit_board(unit()?);
            sheets_html(&board.title.clone(), &outlines, &[board], paper)
        }
        Printed::Tray => {
            let board = tray_board(unit()?);
            sheets_html(&board.title.clone(), &outlines, &[board], paper)
        }
        Printed::Trays => {
            if straight.units.is_empty() {
                return Err("there are no units on the table to make trays for".to_owned());
            }
            let trays: Vec<Board> = straight.units.iter().map(tray_board).collect();
            sheets_html("Movement trays", &outlines, &packed(trays, paper), paper)
        }
    }
}

/// Whether `view` is a box with finite corners and some size.
fn is_usable(view: Bounds) -> bool {
    view.min.is_finite() && view.max.is_finite() && view.size().min_element() > 0.0
}

/// The whole table's area: its edges and every unit, with room round them.
fn whole(table: &Table) -> Bounds {
    let bounds = table.bounds();
    if bounds.is_empty() {
        Bounds::around([Vec2::ZERO])
    } else {
        bounds
    }
    .expanded(TABLE_MARGIN_MM)
}

/// `boards` packed in shelves onto boards of one sheet of `paper` each, the sheets turned
/// whichever way takes fewer; a board no sheet holds, either way, keeps a board of its own,
/// tiled.
fn packed(boards: Vec<Board>, paper: Paper) -> Vec<Board> {
    let size = |b: &Board| {
        let size = b.area.size();
        (f64::from(size.x), f64::from(size.y))
    };
    let sheet = paper.size_mm();
    let upright = part_of(sheet);
    let sheet_of = |part: Vec2| Sheet {
        width: f64::from(part.x),
        height: f64::from(part.y),
    };
    let (small, large): (Vec<Board>, Vec<Board>) = boards
        .into_iter()
        .partition(|b| pack(&[size(b)], sheet_of(upright)).is_ok());
    let sizes: Vec<(f64, f64)> = small.iter().map(size).collect();
    // Every board here fits an upright sheet on its own, turned or not, and so a turned one.
    let packing = |part: Vec2| pack(&sizes, sheet_of(part)).unwrap_or_default();
    let turned = part_of(Vec2::new(sheet.y, sheet.x));
    let (part, placements) = [upright, turned]
        .map(|part| (part, packing(part)))
        .into_iter()
        .min_by_key(|(_, placements)| sheets_used(placements))
        .unwrap_or((upright, Vec::new()));
    let mut sheets: Vec<Board> = (0..sheets_used(&placements))
        .map(|index| Board {
            title: format!("Movement trays, sheet {}", index + 1),
            marks: String::new(),
            area: Bounds {
                min: Vec2::ZERO,
                max: part,
            },
        })
        .collect();
    for (board, placement) in small.iter().zip(&placements) {
        if let Some(sheet) = sheets.get_mut(placement.sheet) {
            sheet.marks.push_str(&placed_marks(board, placement));
        }
    }
    sheets.extend(large);
    sheets
}

/// `board`'s marks moved to `placement` on its sheet, turned a quarter clockwise when the
/// placement is turned.
fn placed_marks(board: &Board, placement: &Placement) -> String {
    let min = board.area.min;
    let (x, y) = (placement.x as f32, placement.y as f32);
    let transform = if placement.turned {
        format!(
            "translate({} {}) rotate(90) translate({} {})",
            Decimal::drawn(x + board.area.size().y),
            Decimal::drawn(y),
            Decimal::drawn(-min.x),
            Decimal::drawn(-min.y)
        )
    } else {
        format!(
            "translate({} {})",
            Decimal::drawn(x - min.x),
            Decimal::drawn(y - min.y)
        )
    };
    format!("<g transform=\"{transform}\">{}</g>", board.marks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Layout;
    use crate::render::escape;
    use crate::render::sheets::test_pages as pages;
    use crate::rules::Library;
    use crate::table::resolve;
    use crate::table::sample_battle;

    fn battle(units: usize) -> (Layout, Table, Table) {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let layout = sample_battle(ruleset, units).expect("a battle");
        let table = resolve(&layout, ruleset);
        let straight = resolve(&layout.straightened(), ruleset);
        (layout, table, straight)
    }

    /// Whether the pages' parts, together, cover `area`.
    fn covers(html: &str, area: Bounds) -> bool {
        let covered = pages(html)
            .iter()
            .fold(Bounds::EMPTY, |b, (_, _, part)| b.union(*part));
        covered.min.cmple(area.min + 1e-3).all() && covered.max.cmpge(area.max - 1e-3).all()
    }

    #[test]
    fn every_unit_and_its_tray_prints_whole_on_either_paper() {
        let (_, table, straight) = battle(12);
        for paper in Paper::ALL {
            for unit in &straight.units {
                for (printed, board) in [
                    (Printed::Unit, unit_board(unit)),
                    (Printed::Tray, tray_board(unit)),
                ] {
                    let html = print_html(&table, &straight, printed, paper, Some(unit.id))
                        .expect("printable");
                    // Every base of the unit lies in the board, and the board on the sheets.
                    let bases = unit.shaped.footprint.bounds();
                    assert!(board.area.min.cmple(bases.min).all());
                    assert!(board.area.max.cmpge(bases.max).all());
                    assert!(covers(&html, board.area), "{} {printed:?}", unit.name);
                    assert!(html.contains(&escape(&unit.name)));
                }
            }
        }
        let error = print_html(&table, &straight, Printed::Tray, Paper::A4, None);
        assert!(error.expect_err("no unit").starts_with("choose a unit"));
    }

    #[test]
    fn a_tray_wider_than_any_sheet_is_tiled_whole() {
        let (mut layout, _, _) = battle(1);
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        // Twelve bases of 40 mm in one line: a tray over 480 mm wide.
        layout.units[0].basing.base_width_mm = 40.0;
        layout.units[0].basing.bases = 12;
        let straight = resolve(&layout.straightened(), ruleset);
        let unit = &straight.units[0];
        assert!(unit.shaped.footprint.bounds().size().x > 400.0);
        for paper in Paper::ALL {
            let html = print_html(&straight, &straight, Printed::Tray, paper, Some(unit.id))
                .expect("printable");
            assert!(pages(&html).len() > 1);
            assert!(covers(&html, tray_board(unit).area));
        }
    }

    #[test]
    fn the_table_as_shown_prints_the_part_on_screen() {
        let (_, table, straight) = battle(20);
        let view = Bounds {
            min: Vec2::new(-280.0, -150.0),
            max: Vec2::new(280.0, 150.0),
        };
        let html = print_html(&table, &straight, Printed::Shown(view), Paper::A4, None)
            .expect("printable");
        assert!(covers(&html, view));
        // 560 × 300 mm on A4: 3 × 2 turned sheets rather than 4 × 2 upright... or fewer.
        let count = pages(&html).len();
        assert!((2..=6).contains(&count), "{count}");
        let whole =
            print_html(&table, &straight, Printed::Table, Paper::A4, None).expect("printable");
        assert!(covers(&whole, table.bounds()));
        let nowhere = Bounds {
            min: Vec2::splat(f32::NAN),
            max: Vec2::ZERO,
        };
        let error = print_html(&table, &straight, Printed::Shown(nowhere), Paper::A4, None);
        assert!(error.expect_err("unreadable").contains("on screen"));
    }

    #[test]
    fn every_tray_is_packed_once_within_its_sheet() {
        let (_, table, straight) = battle(40);
        for paper in Paper::ALL {
            let html =
                print_html(&table, &straight, Printed::Trays, paper, None).expect("printable");
            assert_eq!(html.matches("class=\"cut\"").count(), straight.units.len());
            for unit in &straight.units {
                assert!(html.contains(&format!(">{}</text><text", escape(&unit.name))));
            }
            // Packed, not a sheet each.
            let sheets = pages(&html).len();
            assert!(sheets < straight.units.len() / 2, "{sheets} sheets");
        }
        let empty = Table::default();
        let error = print_html(&empty, &empty, Printed::Trays, Paper::A4, None);
        assert!(error.expect_err("no units").contains("no units"));
    }
}

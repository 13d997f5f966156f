//! The table on one sheet: the largest round scale that fits, turned the better way, with its
//! bars, key and names at one size on paper.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::geom::{Bounds, MM_PER_INCH};
use drillbook::layout::{Battlefield, Layout, PlayerSide, TableSize};
use drillbook::render::{Paper, briefing, briefing_html, round_scale};
use drillbook::rules::Library;
use drillbook::table::{Table, resolve, sample_battle, sample_terrain};
use glam::Vec2;
use proptest::prelude::*;

/// The round scales, smallest first, up to 1:10,000.
fn round_scales() -> Vec<u32> {
    let mut all = Vec::new();
    for decade in [1, 10, 100, 1000] {
        for step in [10, 12, 15, 20, 25, 30, 40, 50, 60, 80] {
            let n = step * decade / 10;
            if n >= 1 && !all.contains(&n) {
                all.push(n);
            }
        }
    }
    all
}

/// `units` of the sample battle, two of them a brigade, on a table: 6 × 4 ft centred on
/// them, or, with `spread`, one as large as their ground and a margin, with terrain.
fn battle(units: usize, spread: bool) -> (Layout, Table) {
    let library = Library::builtin().expect("built-ins");
    let ruleset = &library.get("figure-scale").expect("built in").ruleset;
    let mut layout = sample_battle(ruleset, units).expect("a battle");
    let first_two: Vec<u32> = layout
        .units
        .iter()
        .filter(|u| u.side == PlayerSide(0))
        .take(2)
        .map(|u| u.id)
        .collect();
    layout
        .name_brigade(&first_two, "Brigade Marcognet")
        .expect("named");
    layout.name = "Quatre Bras, the French right".to_owned();
    if spread {
        sample_terrain(&mut layout, 6);
    } else {
        let middle = Bounds::around(layout.units.iter().map(|u| u.pose.position()));
        let size = TableSize {
            name: "6 × 4 ft",
            width_mm: 6.0 * 304.8,
            depth_mm: 4.0 * 304.8,
        };
        layout.battlefield = Some(Battlefield::new(size, (middle.min + middle.max) / 2.0));
    }
    let table = resolve(&layout, ruleset);
    (layout, table)
}

/// The number after `before` in `text`.
fn number_after(text: &str, before: &str) -> f32 {
    let at = text.find(before).expect(before) + before.len();
    let digits: String = text[at..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.' || *c == '-')
        .collect();
    digits.parse().expect("a number")
}

/// Where the map's top left corner stands on the sheet, mm.
fn map_origin(svg: &str) -> Vec2 {
    let opening = "class=\"map\" transform=\"translate(";
    let start = svg.find(opening).expect("a map") + opening.len();
    let mut numbers = svg[start..]
        .split([' ', ')'])
        .take(2)
        .map(|n| n.parse::<f32>().expect("a number"));
    Vec2::new(numbers.next().expect("x"), numbers.next().expect("y"))
}

proptest! {
    #[test]
    fn the_scale_is_the_largest_round_one_that_fits(
        width in 10.0f32..20_000.0,
        depth in 10.0f32..20_000.0,
        room_x in 50.0f32..300.0,
        room_y in 50.0f32..300.0,
    ) {
        let (size, room) = (Vec2::new(width, depth), Vec2::new(room_x, room_y));
        let n = round_scale(size, room);
        let scales = round_scales();
        prop_assert!(scales.contains(&n), "1:{n} is not round");
        prop_assert!(size.x / n as f32 <= room.x + 1e-3 && size.y / n as f32 <= room.y + 1e-3);
        let larger = scales.iter().rev().find(|&&s| s < n);
        if let Some(&larger) = larger {
            let drawn = size / larger as f32;
            prop_assert!(drawn.x > room.x || drawn.y > room.y, "1:{larger} fits too");
        }
    }
}

#[test]
fn a_six_by_four_table_goes_on_one_sheet_of_a4_or_letter_at_one_to_eight() {
    // With 20 mm round it, 1868.8 × 1259.2 mm: at 1:8, 233.6 × 157.4 mm, within A4's room
    // (277 × 162 mm on its side) and Letter's (259.4 × 167.9); at 1:6 it is 311 mm across.
    let (layout, table) = battle(12, false);
    for paper in Paper::ALL {
        let sheet = briefing(&layout, &table, paper);
        assert_eq!(sheet.scale, 8, "{paper:?}");
        assert!(sheet.landscape, "{paper:?}");
        let size = paper.size_mm();
        let (w, h) = (
            number_after(&sheet.svg, "width=\""),
            number_after(&sheet.svg, "height=\""),
        );
        assert!(
            (w - size.y).abs() < 0.01 && (h - size.x).abs() < 0.01,
            "{w} × {h}"
        );
        assert!(
            sheet
                .svg
                .contains("Deployment. Scale 1:8: 1 mm on this sheet is 8 mm on the table.")
        );
    }
}

#[test]
fn a_battle_fills_its_sheet_and_stays_within_its_edges() {
    let (layout, table) = battle(200, true);
    let field = table.battlefield.as_ref().expect("a table").bounds();
    let area = table.bounds().union(field);
    for paper in Paper::ALL {
        let sheet = briefing(&layout, &table, paper);
        // Wider than deep, so the sheet lies on its side.
        assert!(sheet.landscape, "{paper:?}");
        let size = paper.size_mm();
        let stated = number_after(&sheet.svg, "Scale 1:");
        assert_eq!(stated, sheet.scale as f32);
        let scale = number_after(&sheet.svg, "scale(");
        assert!(
            (scale * sheet.scale as f32 - 1.0).abs() < 1e-4,
            "scale({scale})"
        );
        let at = map_origin(&sheet.svg);
        let drawn = area.size() / sheet.scale as f32;
        let (min, max) = (at, at + drawn);
        assert!(min.x >= 10.0 && min.y >= 10.0, "{min} on {paper:?}");
        assert!(
            max.x <= size.y - 10.0 && max.y <= size.x - 10.0,
            "{max} on {paper:?}"
        );
        // Round scales are at most a third apart, so the next larger would not fit: the
        // table fills three quarters of the sheet's room at least, one way or the other.
        let room = Vec2::new(size.y - 20.0, size.x - 48.0);
        assert!((drawn / room).max_element() >= 0.75, "{drawn} in {room}");
    }
}

#[test]
fn names_stand_two_millimetres_high_on_paper_at_any_scale() {
    let (layout, table) = battle(40, true);
    let sheet = briefing(&layout, &table, Paper::A4);
    let letter = number_after(&sheet.svg, "<g class=\"unit-names\" font-size=\"");
    assert!((letter / sheet.scale as f32 - 2.0).abs() < 0.01, "{letter}");
    assert!(sheet.svg.contains(">Brigade Marcognet</text>"));
    assert!(sheet.svg.contains("Quatre Bras, the French right"));
    // Every side is in the key with its units.
    for side in ["Blue", "Vermilion"] {
        let count = table.units.iter().filter(|u| u.side.name() == side).count();
        assert!(
            sheet.svg.contains(&format!("{side}: {count} units")),
            "{side}"
        );
    }
}

#[test]
fn the_bars_measure_the_table_at_the_sheets_scale() {
    let (layout, table) = battle(12, false);
    let sheet = briefing(&layout, &table, Paper::Letter);
    // At 1:8 the longest bars within 70 mm of paper: 12 in (38.1 mm; 24 in would be 76.2)
    // and 50 cm (62.5 mm; 100 cm would be 125).
    assert_eq!(sheet.scale, 8);
    assert!(sheet.svg.contains(">12 in on the table<"), "inch bar");
    assert!(sheet.svg.contains(">50 cm on the table<"), "centimetre bar");
    let inch_end = 10.0 + 12.0 * MM_PER_INCH / 8.0;
    assert!(
        sheet.svg.contains(&format!(
            "x2=\"{}\"",
            drillbook::decimal::Decimal::drawn(inch_end)
        )),
        "the inch bar ends at {inch_end}"
    );
}

#[test]
fn the_printed_page_is_one_sheet_the_way_it_is_turned() {
    let (layout, table) = battle(12, false);
    let html = briefing_html(&layout, &table, Paper::A4);
    assert!(
        html.contains("@page{size:A4 landscape;margin:0}"),
        "{}",
        &html[..300]
    );
    assert_eq!(html.matches("<svg").count(), 1);
    assert!(html.contains("at 1:8 on one sheet of A4"));
}

#[test]
fn an_empty_table_and_a_table_past_every_limit_still_make_a_sheet() {
    let library = Library::builtin().expect("built-ins");
    let ruleset = &library.get("figure-scale").expect("built in").ruleset;
    let (mut layout, _) = battle(2, false);
    layout.units.clear();
    layout.brigades.clear();
    let table = resolve(&layout, ruleset);
    let sheet = briefing(&layout, &table, Paper::A4);
    assert!(sheet.svg.ends_with("</svg>\n"));
    if let Some(field) = layout.battlefield.as_mut() {
        field.width_mm = 1.0e9;
        field.depth_mm = 1.0e9;
    }
    let table = resolve(&layout, ruleset);
    let sheet = briefing(&layout, &table, Paper::A4);
    assert!(sheet.svg.ends_with("</svg>\n"));
    assert!(!sheet.svg.contains("NaN") && !sheet.svg.contains("inf\""));
}

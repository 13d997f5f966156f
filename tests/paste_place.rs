//! Pasted copies land on clear ground: where the player asked when that is clear, else the
//! nearest clear place, checked against `geo`'s overlap of every pair of bases.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::geom::OrientedRect;
use drillbook::layout::Battlefield;
use drillbook::rules::Library;
use drillbook::table::sample_battle;
use drillbook::table::{PlacedUnit, Table, paste_shift, resolve};
use geo::{Area, BooleanOps, LineString, Polygon};
use glam::Vec2;
use proptest::prelude::*;

fn base(rect: &OrientedRect, shift: Vec2) -> Polygon<f64> {
    let ring: Vec<(f64, f64)> = rect
        .corners()
        .iter()
        .map(|c| (f64::from(c.x + shift.x), f64::from(c.y + shift.y)))
        .collect();
    Polygon::new(LineString::from(ring), vec![])
}

/// The largest area, mm², any copy's base shifted by `shift` shares with a base of `table`.
fn worst_overlap(table: &Table, copies: &[PlacedUnit], shift: Vec2) -> f64 {
    let mut worst = 0.0f64;
    for copy in copies.iter().flat_map(|u| &u.rects) {
        let moved = base(copy, shift);
        for other in table.units.iter().flat_map(|u| &u.rects) {
            worst = worst.max(moved.intersection(&base(other, Vec2::ZERO)).unsigned_area());
        }
    }
    worst
}

fn battle(units: usize) -> Table {
    let library = Library::builtin().expect("built-ins");
    let ruleset = &library.get("figure-scale").expect("built in").ruleset;
    resolve(&sample_battle(ruleset, units).expect("a battle"), ruleset)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn pasted_copies_never_land_on_a_unit(
        first in 0usize..30,
        count in 1usize..4,
        (x, y) in (-600.0f32..600.0, -400.0f32..400.0),
    ) {
        let table = battle(30);
        let copies: Vec<PlacedUnit> = table.units.iter().skip(first).take(count).cloned().collect();
        let wanted = Vec2::new(x, y).round();
        if let Some(shift) = paste_shift(&table, &copies, wanted, None) {
            let overlap = worst_overlap(&table, &copies, shift.round());
            prop_assert!(overlap < 1e-3, "copies shifted by {shift} share {overlap} mm² with a base");
            // Where the player asked is taken whenever it is clear of every base's box.
            if shift != wanted {
                prop_assert!(!clear_by_boxes(&table, &copies, wanted));
            }
        }
    }
}

/// Whether every copy's base box, shifted, stays clear of every base box of `table`.
fn clear_by_boxes(table: &Table, copies: &[PlacedUnit], shift: Vec2) -> bool {
    copies.iter().flat_map(|u| &u.rects).all(|copy| {
        let b = copy.bounds().expanded(1.0);
        table.units.iter().flat_map(|u| &u.rects).all(|other| {
            let o = other.bounds();
            b.max.x + shift.x <= o.min.x
                || o.max.x <= b.min.x + shift.x
                || b.max.y + shift.y <= o.min.y
                || o.max.y <= b.min.y + shift.y
        })
    })
}

#[test]
fn copies_pasted_onto_their_originals_move_to_the_nearest_clear_place() {
    let table = battle(6);
    let copies: Vec<PlacedUnit> = table.units.iter().take(2).cloned().collect();
    let shift = paste_shift(&table, &copies, Vec2::ZERO, None).expect("room nearby");
    assert_ne!(shift, Vec2::ZERO);
    assert!(worst_overlap(&table, &copies, shift) < 1e-3);
    // Far from everything, they land just where asked.
    let far = Vec2::new(5_000.0, 0.0);
    assert_eq!(paste_shift(&table, &copies, far, None), Some(far));
}

#[test]
fn copies_with_no_clear_ground_on_the_players_table_are_refused() {
    let table = battle(6);
    let copies: Vec<PlacedUnit> = table.units.iter().take(2).cloned().collect();
    let group = copies
        .iter()
        .fold(drillbook::geom::Bounds::EMPTY, |b, u| b.union(u.bounds));
    // A players' table just the copies' size, round where they stood: taken by the originals.
    let field = Battlefield {
        centre: (group.min + group.max) / 2.0,
        width_mm: group.size().x.max(100.0),
        depth_mm: group.size().y.max(100.0),
        zones: Vec::new(),
        terrain: Vec::new(),
    };
    assert_eq!(paste_shift(&table, &copies, Vec2::ZERO, Some(&field)), None);
}

#[test]
fn copies_asked_for_past_the_players_tables_edge_slide_onto_it_clear_of_the_units() {
    let table = battle(6);
    let copies: Vec<PlacedUnit> = table.units.iter().take(2).cloned().collect();
    let all = table.bounds().expanded(400.0);
    let field = Battlefield {
        centre: (all.min + all.max) / 2.0,
        width_mm: all.size().x,
        depth_mm: all.size().y,
        zones: Vec::new(),
        terrain: Vec::new(),
    };
    let group = copies
        .iter()
        .fold(drillbook::geom::Bounds::EMPTY, |b, u| b.union(u.bounds));
    let wanted = Vec2::new(all.max.x - group.min.x, 0.0);
    let shift = paste_shift(&table, &copies, wanted, Some(&field)).expect("room on the table");
    let landed = drillbook::geom::Bounds {
        min: group.min + shift,
        max: group.max + shift,
    };
    assert!(field.holds(landed, 0.0), "{landed:?} off the table");
    assert!(worst_overlap(&table, &copies, shift) < 1e-3);
    // Slid only as far as it takes: its right edge on the table's.
    assert!((landed.max.x - all.max.x).abs() < 1e-3, "{landed:?}");
}

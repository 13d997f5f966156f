//! A box drawn over the table takes exactly the units with a base reaching into it, as the
//! `geo` crate reckons the overlap of each base with the box.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::geom::{Bounds, OrientedRect};
use drillbook::rules::Library;
use drillbook::table::resolve;
use drillbook::table::sample_battle;
use geo::{Area, BooleanOps, Intersects, LineString, Polygon};
use glam::Vec2;
use proptest::prelude::*;

fn polygon(corners: &[Vec2]) -> Polygon<f64> {
    let ring: Vec<(f64, f64)> = corners
        .iter()
        .map(|c| (f64::from(c.x), f64::from(c.y)))
        .collect();
    Polygon::new(LineString::from(ring), vec![])
}

fn base(rect: &OrientedRect) -> Polygon<f64> {
    polygon(&rect.corners())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_drawn_box_takes_the_units_with_a_base_in_it(
        (x, y) in (-1200.0f32..1200.0, -800.0f32..800.0),
        (w, h) in (1.0f32..900.0, 1.0f32..600.0),
    ) {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let table = resolve(&sample_battle(ruleset, 120).expect("a battle"), ruleset);
        let area = Bounds::around([Vec2::new(x, y), Vec2::new(x + w, y + h)]);
        let drawn = polygon(&[area.min, Vec2::new(area.max.x, area.min.y), area.max, Vec2::new(area.min.x, area.max.y)]);
        let taken = table.units_within(area);
        for unit in &table.units {
            let shared = unit
                .rects
                .iter()
                .map(|r| base(r).intersection(&drawn).unsigned_area())
                .fold(0.0, f64::max);
            let meets = unit.rects.iter().any(|r| base(r).intersects(&drawn));
            if shared > 0.5 {
                prop_assert!(taken.contains(&unit.id), "unit {} shares {shared} mm² with the box", unit.id);
            }
            if !meets {
                prop_assert!(!taken.contains(&unit.id), "unit {} is clear of the box", unit.id);
            }
        }
        let mut order = taken.clone();
        order.sort_by_key(|id| table.units.iter().position(|u| u.id == *id));
        prop_assert_eq!(order, taken, "in table order");
    }
}

#[test]
fn an_empty_box_takes_nothing() {
    let library = Library::builtin().expect("built-ins");
    let ruleset = &library.get("figure-scale").expect("built in").ruleset;
    let table = resolve(&sample_battle(ruleset, 40).expect("a battle"), ruleset);
    assert!(table.units_within(Bounds::EMPTY).is_empty());
    assert_eq!(
        table.units_within(table.bounds()).len(),
        table.units.len(),
        "a box round the whole table takes every unit"
    );
}

//! Making trays: one battalion's tray as a printable solid and its STL, and every tray of a
//! sample army of 200 units planned and packed onto A4 sheets for a laser, and onto a
//! 220 × 220 mm print bed. After the criterion runs it prints a table of medians.
//! Benchmarks run natively; for wasm32 the file builds to an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod common;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use crate::common::median_us;
    use std::hint::black_box;

    use criterion::{Criterion, criterion_group};
    use drillbook::rules::Library;
    use drillbook::table::sample_battle;
    use drillbook::table::{Table, resolve};
    use drillbook::tray::{
        Magnet, Sheet, Solid, TrayOptions, TrayPlan, laser_sheets, print_beds, stl_bytes,
    };

    fn options() -> TrayOptions {
        TrayOptions {
            magnet: Some(Magnet {
                diameter_mm: 5.0,
                depth_mm: 1.0,
            }),
            ..TrayOptions::default()
        }
    }

    fn army() -> Table {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let layout = sample_battle(ruleset, 200).expect("a battle");
        resolve(&layout.straightened(), ruleset)
    }

    /// Every unit's tray plan, named.
    fn plans(table: &Table) -> Vec<(String, TrayPlan)> {
        table
            .units
            .iter()
            .map(|unit| {
                let plan = TrayPlan::new(&unit.shaped.footprint, &options()).expect("a tray");
                (unit.name.clone(), plan)
            })
            .collect()
    }

    /// The tray of a line of the most bases a unit may have, 9 × 9 mm, each with a magnet.
    fn widest_line() -> TrayPlan {
        use drillbook::formation::{Formation, TroopClass, TroopKind, Unit, UnitState, shape};
        use drillbook::rules::Basing;
        let unit = Unit {
            kind: TroopKind::Infantry,
            class: TroopClass::Line,
            basing: Basing {
                bases: drillbook::limits::MAX_BASES,
                figures_per_base: 1,
                base_width_mm: 9.0,
                base_depth_mm: 9.0,
            },
            state: UnitState::GoodOrder,
            cannon: 0,
        };
        let shaped = shape(&unit, &Formation::Line { gap_mm: 0.0 }, None).expect("a line");
        TrayPlan::new(&shaped.footprint, &options()).expect("a tray")
    }

    /// The unit of the most bases: the costliest single tray.
    fn largest(table: &Table) -> &drillbook::table::PlacedUnit {
        table
            .units
            .iter()
            .max_by_key(|unit| unit.shaped.footprint.bases.len())
            .expect("units")
    }

    fn one_stl(table: &Table) -> usize {
        let plan = TrayPlan::new(&largest(table).shaped.footprint, &options()).expect("a tray");
        stl_bytes(&Solid::of(&plan).triangles).len()
    }

    fn army_on_sheets(table: &Table) -> usize {
        let trays = plans(table);
        laser_sheets(&trays, Sheet::named("a4").expect("A4"))
            .expect("packed")
            .files
            .len()
    }

    fn army_on_beds(table: &Table) -> usize {
        let trays = plans(table);
        print_beds(&trays, Sheet::named("220x220").expect("a bed"))
            .expect("packed")
            .files
            .len()
    }

    fn trays(c: &mut Criterion) {
        let table = army();
        let mut group = c.benchmark_group("trays");
        group.sample_size(10);
        group.bench_function("one tray's STL", |b| b.iter(|| one_stl(black_box(&table))));
        group.bench_function("200 units on A4, laser", |b| {
            b.iter(|| army_on_sheets(black_box(&table)))
        });
        group.bench_function("200 units on print beds", |b| {
            b.iter(|| army_on_beds(black_box(&table)))
        });
        group.finish();
    }

    fn summary(_: &mut Criterion) {
        let table = army();
        let bases = largest(&table).shaped.footprint.bases.len();
        println!("\nmaking trays (median of 11 runs)");
        let stl_us = median_us(11, || {
            black_box(one_stl(&table));
        });
        println!(
            "one tray's STL ({bases} bases, magnets): {:.2} ms",
            stl_us / 1000.0
        );
        let widest = widest_line();
        let widest_us = median_us(11, || {
            black_box(stl_bytes(&Solid::of(&widest).triangles).len());
        });
        println!(
            "the tray of the most bases a unit may have ({} in a line, magnets): {:.2} ms",
            drillbook::limits::MAX_BASES,
            widest_us / 1000.0
        );
        let sheets_us = median_us(11, || {
            black_box(army_on_sheets(&table));
        });
        println!(
            "200 units planned and packed on A4 for a laser: {:.1} ms, {} sheets",
            sheets_us / 1000.0,
            army_on_sheets(&table)
        );
        let beds_us = median_us(11, || {
            black_box(army_on_beds(&table));
        });
        println!(
            "200 units planned, made solid and packed on 220 × 220 mm beds: {:.1} ms, {} beds",
            beds_us / 1000.0,
            army_on_beds(&table)
        );
    }

    criterion_group!(benches, trays, summary);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}

//! The full table analysis on realistic sample battles of 50, 200, 500 and 1,000 units, with
//! the sweep and prune broad phase and, side by side, checking every pair; and the 500-unit battle with
//! 20 pieces of terrain among its units; and that battle's reading mended after one unit
//! moved. Targets: 500 units in under 1 ms, under 1.5 ms with the terrain, and the mending
//! under 100 µs. After the criterion runs it prints one table of medians and the broad
//! phase's speed-up, the cost of the terrain, and what a drag's frame costs.
//! Benchmarks run natively; for wasm32 the file builds to an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod common;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use crate::common::median_us;
    use std::hint::black_box;

    use criterion::{BenchmarkId, Criterion, criterion_group};
    use drillbook::analysis::{Analysis, PairSearch, analyze_with};
    use drillbook::layout::Layout;
    use drillbook::rules::{Library, Ruleset};
    use drillbook::table::{Placement, Table, TableChange, resolve};
    use drillbook::table::{sample_battle, sample_terrain};

    const SIZES: [usize; 4] = [50, 200, 500, 1000];

    /// The battle the terrain is measured on, and how many pieces stand among its units.
    const TERRAIN_BATTLE: (usize, usize) = (500, 20);

    fn layouts() -> (Ruleset, Vec<(usize, Layout)>) {
        let library = Library::builtin().expect("built-ins");
        let ruleset = library
            .get("figure-scale")
            .expect("built in")
            .ruleset
            .as_ref()
            .clone();
        let layouts = SIZES
            .iter()
            .map(|&n| (n, sample_battle(&ruleset, n).expect("a battle")))
            .collect();
        (ruleset, layouts)
    }

    fn tables() -> (Ruleset, Vec<(usize, Table)>) {
        let (ruleset, layouts) = layouts();
        let tables = layouts
            .into_iter()
            .map(|(n, layout)| (n, resolve(&layout, &ruleset)))
            .collect();
        (ruleset, tables)
    }

    fn analysis(c: &mut Criterion) {
        let (ruleset, tables) = tables();
        let mut group = c.benchmark_group("analysis");
        for (n, table) in &tables {
            for (name, search) in [
                ("sweep", PairSearch::Sweep),
                ("all-pairs", PairSearch::AllPairs),
            ] {
                group.bench_with_input(BenchmarkId::new(name, n), table, |b, table| {
                    b.iter(|| analyze_with(black_box(table), &ruleset, search))
                });
            }
        }
        group.finish();
    }

    /// The terrain battle's layout, with its terrain.
    fn terrain_layout() -> (Ruleset, Layout) {
        let (units, pieces) = TERRAIN_BATTLE;
        let (ruleset, layouts) = layouts();
        let (_, mut layout) = layouts
            .into_iter()
            .find(|(n, _)| *n == units)
            .expect("the battle");
        sample_terrain(&mut layout, pieces);
        (ruleset, layout)
    }

    /// The terrain battle, with and without its terrain.
    fn terrain_tables() -> (Ruleset, Table, Table) {
        let (ruleset, layout) = terrain_layout();
        let bare = Layout {
            battlefield: None,
            ..layout.clone()
        };
        (
            ruleset.clone(),
            resolve(&bare, &ruleset),
            resolve(&layout, &ruleset),
        )
    }

    fn terrain(c: &mut Criterion) {
        let (ruleset, _, table) = terrain_tables();
        let (units, pieces) = TERRAIN_BATTLE;
        c.bench_function(
            &format!("analysis/terrain/{units} units, {pieces} pieces"),
            |b| b.iter(|| analyze_with(black_box(&table), &ruleset, PairSearch::Sweep)),
        );
    }

    fn summary(_: &mut Criterion) {
        let (ruleset, tables) = tables();
        println!("\nanalysis of a whole table (median of repeated runs)");
        println!(
            "{:>6} {:>12} {:>14} {:>9}",
            "units", "sweep µs", "all pairs µs", "speed-up"
        );
        for (n, table) in &tables {
            let runs = if *n >= 1000 { 41 } else { 101 };
            let sweep = median_us(runs, || {
                black_box(analyze_with(table, &ruleset, PairSearch::Sweep));
            });
            let all = median_us(runs, || {
                black_box(analyze_with(table, &ruleset, PairSearch::AllPairs));
            });
            println!("{n:>6} {sweep:>12.1} {all:>14.1} {:>8.1}×", all / sweep);
        }
        let (ruleset, bare, with_terrain) = terrain_tables();
        let (units, pieces) = TERRAIN_BATTLE;
        let without = median_us(101, || {
            black_box(analyze_with(&bare, &ruleset, PairSearch::Sweep));
        });
        let with = median_us(101, || {
            black_box(analyze_with(&with_terrain, &ruleset, PairSearch::Sweep));
        });
        println!(
            "{units} units: {without:.1} µs bare, {with:.1} µs among {pieces} pieces of terrain"
        );
        // What a drag asks for each frame: the table placed again after one unit moved 20 mm
        // (only that unit is put where it now stands), and the table read again: afresh, or
        // by mending the reading of the frame before.
        let (ruleset, layout) = terrain_layout();
        let moved = one_moved(&layout);
        let placed = frames(&layout, &moved, &ruleset, |_, _| {});
        let afresh = frames(&layout, &moved, &ruleset, |table, _| {
            black_box(analyze_with(table, &ruleset, PairSearch::Sweep));
        });
        let mut analysis = None;
        let mended = frames(&layout, &moved, &ruleset, |table, change| {
            let kept =
                analysis.get_or_insert_with(|| Analysis::new(table, &ruleset, PairSearch::Sweep));
            black_box(kept.update(table, &ruleset, change));
        });
        println!(
            "{units} units among {pieces} pieces, one moved 20 mm: placed again in {placed:.1} µs; \
             placed and read afresh in {afresh:.1} µs; placed and the reading mended in \
             {mended:.1} µs, the mending {:.1} µs",
            mended - placed
        );
    }

    /// The layout with its middle unit moved 20 mm.
    fn one_moved(layout: &Layout) -> Layout {
        let mut moved = layout.clone();
        let middle = moved.units.len() / 2;
        moved.units[middle].pose.x += 20.0;
        moved
    }

    /// The median time of a frame that places the table again, the unit going there and back
    /// one frame at a time, and then does `then` with the table and what changed in it, µs.
    fn frames(
        layout: &Layout,
        moved: &Layout,
        ruleset: &Ruleset,
        mut then: impl FnMut(&Table, &TableChange),
    ) -> f64 {
        let (mut placement, mut table) = Placement::new(layout, ruleset);
        let mut there = false;
        median_us(201, || {
            there = !there;
            let now = if there { moved } else { layout };
            let change = placement.update(&mut table, black_box(now), ruleset);
            then(&table, &change);
        })
    }

    /// One unit of the terrain battle moved, and the reading mended.
    fn mending(c: &mut Criterion) {
        let (ruleset, layout) = terrain_layout();
        let moved = one_moved(&layout);
        let (units, pieces) = TERRAIN_BATTLE;
        let (mut placement, mut table) = Placement::new(&layout, &ruleset);
        let mut analysis = Analysis::new(&table, &ruleset, PairSearch::Sweep);
        let mut there = false;
        c.bench_function(
            &format!("analysis/mended/{units} units, {pieces} pieces, one moved"),
            |b| {
                b.iter(|| {
                    there = !there;
                    let now = if there { &moved } else { &layout };
                    let change = placement.update(&mut table, black_box(now), &ruleset);
                    analysis.update(&table, &ruleset, &change)
                })
            },
        );
    }

    criterion_group!(benches, analysis, terrain, mending, summary);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}

//! Placing the units' names on sample battles of 50, 200 and 500 units, as the page does on
//! every change of the table or the view: the whole battle fitted in the view, and a close
//! view of 600 mm across its middle. After the criterion runs it prints a table of medians,
//! how many units were named, and the 500/50 ratio.
//! Benchmarks run natively; for wasm32 the file builds to an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod common;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use crate::common::median_us;
    use std::hint::black_box;

    use criterion::{BenchmarkId, Criterion, criterion_group};
    use drillbook::geom::Bounds;
    use drillbook::render::{LETTERS_PER_VIEW, place_names};
    use drillbook::rules::Library;
    use drillbook::table::sample_battle;
    use drillbook::table::{Table, resolve};
    use drillbook::viewport::ViewBox;
    use glam::Vec2;

    const SIZES: [usize; 3] = [50, 200, 500];

    /// The views a battle is named in: fitted whole as the page fits it, and close.
    fn views(table: &Table) -> [(&'static str, ViewBox); 2] {
        let whole = ViewBox::fit(table.bounds(), 40.0, 300.0);
        let middle = whole.min + whole.size / 2.0;
        let close = ViewBox {
            min: middle - Vec2::splat(300.0),
            size: Vec2::splat(600.0),
        };
        [("fitted", whole), ("close", close)]
    }

    fn name(table: &Table, view: &ViewBox) -> usize {
        let shown = Bounds {
            min: view.min,
            max: view.min + view.size,
        };
        let letter = view.size.max_element() / LETTERS_PER_VIEW;
        place_names(table, shown, letter, None).len()
    }

    fn tables() -> Vec<(usize, Table)> {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        SIZES
            .iter()
            .map(|&n| {
                let layout = sample_battle(ruleset, n).expect("a battle");
                (n, resolve(&layout, ruleset))
            })
            .collect()
    }

    fn names(c: &mut Criterion) {
        let mut group = c.benchmark_group("names");
        for (n, table) in &tables() {
            for (which, view) in views(table) {
                group.bench_with_input(BenchmarkId::new(which, n), table, |b, table| {
                    b.iter(|| name(black_box(table), &view))
                });
            }
        }
        group.finish();
    }

    fn summary(_: &mut Criterion) {
        println!("\nplacing the names (median of 201 runs)");
        println!(
            "{:>6} {:>11} {:>8} {:>10} {:>8}",
            "units", "fitted µs", "named", "close µs", "named"
        );
        let mut fitted = Vec::new();
        for (n, table) in &tables() {
            let [(_, whole), (_, close)] = views(table);
            let whole_us = median_us(201, || {
                black_box(name(table, &whole));
            });
            let close_us = median_us(201, || {
                black_box(name(table, &close));
            });
            println!(
                "{n:>6} {whole_us:>11.1} {:>8} {close_us:>10.1} {:>8}",
                name(table, &whole),
                name(table, &close)
            );
            fitted.push(whole_us);
        }
        if let (Some(first), Some(last)) = (fitted.first(), fitted.last()) {
            println!("500/50 units, fitted: {:.1}×", last / first);
        }
    }

    criterion_group!(benches, names, summary);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}

//! The worst tables the budget admits (`layout::worst_tables`), for every built-in ruleset:
//! how long placing, analysing and drawing each takes, and the most heap it needs. Targets:
//! under 1 s and 256 MB each. The work is what a shared link sets off: opening the link,
//! placing the table and drawing every unit as the page does, the reader worker's reading
//! with the first unit selected and every overlay on, and the 1:1 drawing of the exports.
//! Benchmarks run natively; for wasm32 the file builds to an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::hint::black_box;
    use std::time::Instant;

    use criterion::{Criterion, criterion_group};
    use drillbook::layout::{Layout, worst_tables};
    use drillbook::reading::{ReadingRequest, read_table};
    use drillbook::render::{Layers, table_svg, unit_markup};
    use drillbook::rules::Library;
    use drillbook::table::resolve;
    use peak_alloc::PeakAlloc;

    #[global_allocator]
    static HEAP: PeakAlloc = PeakAlloc;

    /// Every layer on.
    const ALL_LAYERS: Layers = Layers(31);

    /// Opens, places, reads and draws `layout` as a shared link would.
    fn open_and_draw(library: &mut Library, layout: &Layout) -> usize {
        let opened = drillbook::link::decode(&drillbook::link::encode(layout)).expect("opens");
        let ruleset = library.rules_for(&opened).expect("a built-in ruleset");
        let table = resolve(&opened, &ruleset);
        let page: usize = table
            .units
            .iter()
            .map(|u| unit_markup(&u.shaped.footprint).len())
            .sum();
        let request = ReadingRequest {
            selected: opened.units.first().map(|u| u.id),
            layers: ALL_LAYERS,
            layout: opened.to_bytes(),
        };
        let reading = read_table(library, &request).expect("reads");
        page + reading.to_bytes().len() + table_svg(&table).len()
    }

    fn cases() -> Vec<(String, Layout)> {
        let library = Library::builtin().expect("built-ins");
        library
            .entries()
            .iter()
            .flat_map(|entry| {
                worst_tables(&entry.ruleset)
                    .into_iter()
                    .map(|w| (format!("{}: {}", entry.ruleset.id, w.name), w.layout))
            })
            .collect()
    }

    fn worst(c: &mut Criterion) {
        let mut library = Library::builtin().expect("built-ins");
        let mut group = c.benchmark_group("worst-tables");
        group.sample_size(10);
        for (name, layout) in cases() {
            group.bench_function(&name, |b| {
                b.iter(|| open_and_draw(&mut library, black_box(&layout)))
            });
        }
        group.finish();
    }

    fn summary(_: &mut Criterion) {
        let mut library = Library::builtin().expect("built-ins");
        println!("\nthe worst tables: opened, placed, read and drawn (slowest of 5 runs)");
        println!(
            "{:<62} {:>9} {:>9} {:>10}",
            "table", "ms", "peak MB", "output KB"
        );
        for (name, layout) in cases() {
            let mut slowest: f64 = 0.0;
            let mut output = 0;
            HEAP.reset_peak_usage();
            let before = HEAP.current_usage_as_mb();
            for _ in 0..5 {
                let start = Instant::now();
                output = black_box(open_and_draw(&mut library, &layout));
                slowest = slowest.max(start.elapsed().as_secs_f64() * 1e3);
            }
            let peak = HEAP.peak_usage_as_mb() - before;
            println!(
                "{name:<62} {slowest:>9.1} {peak:>9.1} {:>10.0}",
                output as f64 / 1e3
            );
        }
    }

    criterion_group!(benches, worst, summary);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}

//! Share links of realistic sample battles: how long they are, against the targets (50 units
//! in at most 500 characters, 200 in at most 1,600), and how long making and opening one
//! takes. Lengths are printed twice: with the names Drillbook gives new units, and with every
//! unit renamed by its player.
//! Benchmarks run natively; for wasm32 the file builds to an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::hint::black_box;

    use criterion::{BenchmarkId, Criterion, criterion_group};
    use drillbook::layout::{Layout, sample_battle};
    use drillbook::link::{decode, encode};
    use drillbook::rules::Library;

    /// Table sizes, each with its target length in characters, if it has one.
    const SIZES: [(usize, Option<usize>); 4] = [
        (50, Some(500)),
        (200, Some(1600)),
        (500, None),
        (1000, None),
    ];

    fn battle(units: usize) -> Layout {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        sample_battle(ruleset, units).expect("a battle")
    }

    /// The battle with every unit given a name of its own, as `2/45e Ligne`.
    fn renamed(mut layout: Layout) -> Layout {
        const ARMS: [&str; 6] = [
            "Ligne",
            "Léger",
            "Grenadiers",
            "Hussars",
            "Foot",
            "Dragoons",
        ];
        for (i, unit) in layout.units.iter_mut().enumerate() {
            let regiment = 10 + (i * 7) % 90;
            unit.name = format!("{}/{regiment}e {}", i % 3 + 1, ARMS[i % ARMS.len()]);
        }
        layout
    }

    fn lengths(_: &mut Criterion) {
        println!("\nshare link lengths, in characters");
        println!(
            "{:>6} {:>14} {:>10} {:>8}",
            "units", "given names", "renamed", "target"
        );
        for (units, target) in SIZES {
            let layout = battle(units);
            let given = encode(&layout).len();
            let own = encode(&renamed(layout)).len();
            let target = target.map_or("-".to_owned(), |t| format!("≤ {t}"));
            println!("{units:>6} {given:>14} {own:>10} {target:>8}");
        }
    }

    fn timing(c: &mut Criterion) {
        let mut group = c.benchmark_group("link");
        for (units, _) in SIZES {
            let layout = battle(units);
            let link = encode(&layout);
            group.bench_with_input(BenchmarkId::new("encode", units), &layout, |b, layout| {
                b.iter(|| encode(black_box(layout)))
            });
            group.bench_with_input(BenchmarkId::new("decode", units), &link, |b, link| {
                b.iter(|| decode(black_box(link)))
            });
        }
        group.finish();
    }

    criterion_group!(benches, timing, lengths);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}

//! Share links of realistic sample battles: how long they are, against the targets (50 units
//! in at most 500 characters, 200 in at most 1,600, and 200 with a dozen pieces of terrain
//! within 1,600 too), and how long making and opening one takes. Lengths are printed twice: with the names Drillbook gives new units, and with every
//! unit renamed by its player, and beside them the length the same layout would take as
//! postcard (a serde format) deflated and in base64 the same way, the yardstick for keeping
//! the compact form our own.
//! Benchmarks run natively; for wasm32 the file builds to an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::hint::black_box;

    use base64::Engine;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use criterion::{BenchmarkId, Criterion, criterion_group};
    use drillbook::formation::{Placement, Side, UnitState};
    use drillbook::geom::Pose;
    use drillbook::layout::{Layout, RulesetRef};
    use drillbook::link::{decode, encode};
    use drillbook::rules::Library;
    use drillbook::table::{sample_battle, sample_terrain};

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

    /// A unit as serde would write it with a derive: every field, row by row.
    #[derive(serde::Serialize)]
    struct SerdeUnit<'a> {
        id: u32,
        name: &'a str,
        side: u8,
        troop: &'a str,
        bases: u32,
        figures_per_base: u32,
        base_width_mm: f32,
        base_depth_mm: f32,
        state: UnitState,
        cannon: u32,
        formation: &'a str,
        gap_mm: f32,
        files: Option<u32>,
        extras: Side,
        front_bases: Option<u32>,
        spacing_mm: Option<f32>,
        placed: &'a [Placement],
        detached: u32,
        skirmishers: &'a [Placement],
        pose: Pose,
        move_start: Option<Pose>,
    }

    /// The length of `layout`'s link were its bytes postcard's rather than the compact form's.
    fn postcard_link_length(layout: &Layout) -> usize {
        let ruleset = match &layout.ruleset {
            RulesetRef::Builtin { id, version } => (id.as_str(), version.as_str()),
            RulesetRef::Custom { toml } => (toml.as_str(), ""),
        };
        let units: Vec<SerdeUnit<'_>> = layout
            .units
            .iter()
            .map(|unit| SerdeUnit {
                id: unit.id,
                name: &unit.name,
                side: unit.side.0,
                troop: &unit.troop,
                bases: unit.basing.bases,
                figures_per_base: unit.basing.figures_per_base,
                base_width_mm: unit.basing.base_width_mm,
                base_depth_mm: unit.basing.base_depth_mm,
                state: unit.state,
                cannon: unit.cannon,
                formation: &unit.formation,
                gap_mm: unit.choices.gap_mm,
                files: unit.choices.files,
                extras: unit.choices.extras,
                front_bases: unit.choices.front_bases,
                spacing_mm: unit.choices.spacing_mm,
                placed: &unit.choices.placed,
                detached: unit.detached,
                skirmishers: &unit.skirmishers,
                pose: unit.pose,
                move_start: unit.move_start,
            })
            .collect();
        let bytes = postcard::to_allocvec(&(ruleset, units)).expect("serialisable");
        let deflated = miniz_oxide::deflate::compress_to_vec(&bytes, 10);
        "v1.".len() + URL_SAFE_NO_PAD.encode(deflated).len()
    }

    fn lengths(_: &mut Criterion) {
        println!("\nshare link lengths, in characters (postcard: the same layout as postcard)");
        println!(
            "{:>6} {:>14} {:>10} {:>17} {:>14} {:>8}",
            "units", "given names", "renamed", "postcard, given", "postcard, own", "target"
        );
        for (units, target) in SIZES {
            let layout = battle(units);
            let given = encode(&layout).len();
            let postcard_given = postcard_link_length(&layout);
            let layout = renamed(layout);
            let own = encode(&layout).len();
            let postcard_own = postcard_link_length(&layout);
            let target = target.map_or("-".to_owned(), |t| format!("≤ {t}"));
            println!(
                "{units:>6} {given:>14} {own:>10} {postcard_given:>17} {postcard_own:>14} {target:>8}"
            );
        }
        let mut layout = battle(200);
        sample_terrain(&mut layout, 12);
        let given = encode(&layout).len();
        let own = encode(&renamed(layout)).len();
        println!(
            "200 units and 12 pieces of terrain: {given} characters, {own} renamed (target ≤ 1600)"
        );
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

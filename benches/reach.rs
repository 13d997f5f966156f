//! What can reach what, natively: one unit's reach among 500 units and 20 pieces of terrain,
//! the threat of 50 enemy units, and a charge judged. The 2mm PIP rules are used, since they
//! halve moves outside the straight-ahead arc and in terrain, add a road bonus and forbid
//! passing through units: every rule a reach reads. After the criterion runs it prints a
//! table of medians. Benchmarks run natively; for wasm32 the file builds to an empty
//! program.

#[cfg(not(target_arch = "wasm32"))]
mod common;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use crate::common::median_us;
    use std::hint::black_box;

    use criterion::{Criterion, criterion_group};
    use drillbook::layout::{PlayerSide, RulesetRef};
    use drillbook::reach::{charge, chargers, reach, threat};
    use drillbook::rules::{Library, Ruleset};
    use drillbook::table::{Table, resolve};
    use drillbook::table::{sample_battle, sample_terrain};

    fn pip() -> Ruleset {
        let library = Library::builtin().expect("built-ins");
        library
            .get("pip-2mm")
            .expect("built in")
            .ruleset
            .as_ref()
            .clone()
    }

    /// A sample battle of `units` units over 20 pieces of terrain, its battalions made PIP
    /// infantry and cavalry in turn.
    fn battle(ruleset: &Ruleset, units: usize) -> Table {
        let library = Library::builtin().expect("built-ins");
        let figure_scale = &library.get("figure-scale").expect("built in").ruleset;
        let mut layout = sample_battle(figure_scale, units).expect("a battle");
        sample_terrain(&mut layout, 20);
        layout.ruleset = RulesetRef::Builtin {
            id: ruleset.id.clone(),
            version: ruleset.version.clone(),
        };
        for (k, unit) in layout.units.iter_mut().enumerate() {
            unit.troop = ["infantry", "cavalry"][k % 2].to_owned();
            unit.formation = "line".to_owned();
        }
        resolve(&layout, ruleset)
    }

    /// The first unit of the first side that stands in the middle of the line, and the
    /// nearest enemy to it.
    fn mover_and_target(table: &Table) -> (u32, u32) {
        let ours: Vec<_> = table
            .units
            .iter()
            .filter(|u| u.side == PlayerSide(0))
            .collect();
        let mover = ours[ours.len() / 2];
        let target = table
            .units
            .iter()
            .filter(|u| u.side != mover.side)
            .min_by(|a, b| {
                let d = |u: &drillbook::table::PlacedUnit| {
                    u.pose.position().distance(mover.pose.position())
                };
                d(a).total_cmp(&d(b))
            })
            .expect("an enemy");
        (mover.id, target.id)
    }

    fn reach_bench(c: &mut Criterion) {
        let ruleset = pip();
        let crowded = battle(&ruleset, 500);
        let (mover, target) = mover_and_target(&crowded);
        let armies = battle(&ruleset, 100);
        let mut group = c.benchmark_group("reach");
        group.sample_size(10);
        group.bench_function("one unit's reach among 500 units", |b| {
            b.iter(|| reach(black_box(&crowded), &ruleset, mover).expect("a reach"))
        });
        group.bench_function("the threat of 50 enemy units", |b| {
            b.iter(|| threat(black_box(&armies), &ruleset, PlayerSide(1)))
        });
        group.bench_function("a charge among 500 units", |b| {
            b.iter(|| charge(black_box(&crowded), &ruleset, mover, target).expect("a charge"))
        });
        group.finish();
    }

    fn summary(_: &mut Criterion) {
        let ruleset = pip();
        let crowded = battle(&ruleset, 500);
        let (mover, target) = mover_and_target(&crowded);
        let armies = battle(&ruleset, 100);
        println!("\nwhat can reach what (median of 11 runs)");
        let reach_us = median_us(11, || {
            black_box(reach(&crowded, &ruleset, mover).expect("a reach"));
        });
        let found = reach(&crowded, &ruleset, mover).expect("a reach");
        println!(
            "one unit's reach among 500 units and 20 terrain pieces: {:.2} ms (target 5 ms), {} areas, {} enemies in reach, {}",
            reach_us / 1000.0,
            found.region.len(),
            found.enemies.len(),
            if found.complete {
                "judged in full"
            } else {
                "the budget ran out"
            }
        );
        let threat_us = median_us(11, || {
            black_box(threat(&armies, &ruleset, PlayerSide(1)));
        });
        let judged = threat(&armies, &ruleset, PlayerSide(1));
        println!(
            "the threat of 50 enemy units: {:.1} ms (target 50 ms), {}",
            threat_us / 1000.0,
            if judged.complete {
                "every unit judged in full"
            } else {
                "the budget ran out"
            }
        );
        let charge_us = median_us(11, || {
            black_box(charge(&crowded, &ruleset, mover, target).expect("a charge"));
        });
        println!(
            "a charge judged among 500 units: {:.2} ms",
            charge_us / 1000.0
        );
        let chargers_us = median_us(11, || {
            black_box(chargers(&crowded, &ruleset, mover).expect("judged"));
        });
        let found = chargers(&crowded, &ruleset, mover).expect("judged");
        println!(
            "what can charge one unit among 500 units: {:.2} ms, {} enemies can, {}",
            chargers_us / 1000.0,
            found.chargers.len(),
            if found.complete {
                "every enemy near judged in full"
            } else {
                "the budget ran out"
            }
        );
    }

    criterion_group!(benches, reach_bench, summary);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}

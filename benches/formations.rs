//! Builds the footprints of 500 mixed units: lines, columns, squares, skirmish screens,
//! road columns and batteries, as a full table would hold them. Target: under 0.5 ms.
//! Benchmarks run natively; for wasm32 the file builds to an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use criterion::{Criterion, criterion_group};
    use drillbook::formation::{
        DetachLimit, Detachment, Formation, Side, SpacingMeasure, SpacingRule, SquareShape,
        TailBend, TroopClass, TroopKind, Unit, UnitState, shape, tail_along,
    };
    use drillbook::rules::{Basing, Cited};
    use glam::Vec2;
    use std::hint::black_box;

    fn unit(kind: TroopKind, bases: u32, width: f32, depth: f32) -> Unit {
        Unit {
            kind,
            class: TroopClass::Line,
            basing: Basing {
                bases,
                figures_per_base: 4,
                base_width_mm: width,
                base_depth_mm: depth,
            },
            state: UnitState::GoodOrder,
            cannon: 0,
        }
    }

    /// One of each kind of unit a table holds, cycled to 500.
    fn mixed_units(count: usize) -> Vec<(Unit, Formation, Option<Detachment>)> {
        let square = |shape| Formation::Square {
            shape,
            extras: Side::Front,
            min_bases: Cited::by_rule(2, "A-9.51"),
            inner_rank_over: Some(Cited::by_rule(12, "B-square-inner")),
            skirmishers_below: None,
        };
        let skirmish = Formation::OpenOrder {
            spacing_mm: 60.0,
            rule: SpacingRule {
                measure: SpacingMeasure::FrontagePerFigure,
                min_mm: 50.8,
                max_mm: Some(101.6),
                rule: "A-9.32".to_owned(),
            },
            placed: Vec::new(),
        };
        let screen = Detachment {
            count: 2,
            limit: Cited::by_rule(DetachLimit::OneOrTwoFromEight, "A-9.33"),
            screen_ahead_mm: Cited::assumed(25.4, "one inch"),
            placed: Vec::new(),
        };
        let infantry = unit(TroopKind::Infantry, 12, 40.0, 20.0);
        let kinds = [
            (infantry, Formation::Line { gap_mm: 0.0 }, None),
            (infantry, Formation::Line { gap_mm: 0.0 }, Some(screen)),
            (
                infantry,
                Formation::Column {
                    files: 2,
                    bends: Vec::new(),
                    flex: None,
                },
                None,
            ),
            (
                unit(TroopKind::Infantry, 16, 40.0, 20.0),
                square(SquareShape::Even),
                None,
            ),
            (
                infantry,
                square(SquareShape::Rectangular { front_bases: 4 }),
                None,
            ),
            (unit(TroopKind::Infantry, 8, 20.0, 20.0), skirmish, None),
            (
                unit(TroopKind::Cavalry, 4, 50.0, 30.0),
                Formation::Column {
                    files: 1,
                    bends: Vec::new(),
                    flex: None,
                },
                None,
            ),
            (
                unit(TroopKind::Artillery, 2, 40.0, 40.0),
                Formation::Unlimbered { gap_mm: 10.0 },
                None,
            ),
            (
                unit(TroopKind::Artillery, 2, 40.0, 40.0),
                Formation::RoadColumn {
                    max_files: Cited::by_rule(1, "A-8.61"),
                    length_factor: Cited::by_rule(2.0, "A-8.61"),
                    bends: Vec::new(),
                    flex: None,
                },
                None,
            ),
            (
                unit(TroopKind::Infantry, 1, 60.0, 30.0),
                Formation::SubstituteSquare {
                    side_mm: Cited::by_rule(38.1, "D-square-base"),
                },
                None,
            ),
        ];
        kinds.iter().cloned().cycle().take(count).collect()
    }

    fn footprints(c: &mut Criterion) {
        let units = mixed_units(500);
        c.bench_function("footprints of 500 mixed units", |b| {
            b.iter(|| {
                for (unit, formation, detachment) in &units {
                    black_box(shape(black_box(unit), formation, detachment.as_ref()).ok());
                }
            })
        });
    }

    /// C-flex: the longest column the caps admit, 200 bases in single file, straight and
    /// with its tail bent at every rank, zigzagging within the limit.
    fn bent_tails(c: &mut Criterion) {
        let long = unit(TroopKind::Infantry, 200, 40.0, 20.0);
        let flex = Some(Cited::by_rule(true, "C-flex"));
        let column = |bends| Formation::Column {
            files: 1,
            bends,
            flex: flex.clone(),
        };
        let zigzag = (1..200)
            .map(|rank| TailBend {
                rank,
                degrees: if rank % 2 == 1 { 30.0 } else { -30.0 },
            })
            .collect();
        for (name, formation) in [
            ("a straight column of 200 bases", column(Vec::new())),
            ("a column of 200 bases bent at every rank", column(zigzag)),
        ] {
            c.bench_function(name, |b| {
                b.iter(|| black_box(shape(black_box(&long), &formation, None).ok()))
            });
        }
        // The road runs up to the head's rear and turns square off to the left.
        let straight = shape(&long, &column(Vec::new()), None)
            .expect("a column")
            .footprint;
        let road = [
            Vec2::new(0.0, -300.0),
            Vec2::new(0.0, 60.0),
            Vec2::new(-9000.0, 60.0),
        ];
        c.bench_function(
            "a column of 200 bases laid along a road round a corner",
            |b| b.iter(|| black_box(tail_along(black_box(&straight), &road))),
        );
    }

    criterion_group!(benches, footprints, bent_tails);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}

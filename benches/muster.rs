//! Mustering an army of 200 units from a spreadsheet's CSV and from a forum post's text:
//! read, matched against the figure-scale rules, made into a layout and deployed in each
//! side's zone on a 12 × 6 ft table. After the criterion runs it prints the medians against
//! the goal of 100 ms; then how long a brigade of twelve battalions takes to drill in each
//! form, the room checked against the whole army.
//! Benchmarks run natively; for wasm32 the file builds to an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod common;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use crate::common::median_us;
    use std::hint::black_box;

    use criterion::{Criterion, criterion_group};
    use drillbook::layout::{Layout, TableSize};
    use drillbook::muster::{ArmyPlan, read_army};
    use drillbook::rules::{Library, Ruleset, RulesetRef};

    const UNITS: usize = 200;

    /// The goal for the whole muster of [`UNITS`] units, ms.
    const GOAL_MS: f64 = 100.0;

    fn rules() -> (std::sync::Arc<Ruleset>, RulesetRef) {
        let mut library = Library::builtin().expect("built-ins");
        let reference = library.reference("figure-scale").expect("built in");
        (
            library.ruleset_for(&reference).expect("built in"),
            reference,
        )
    }

    /// 200 units in brigades of six, each troop type in turn, half a side: as CSV rows.
    fn army_csv(ruleset: &Ruleset) -> String {
        let mut csv = String::from(
            "side,brigade,name,troop,bases,figures_per_base,base_width_mm,base_depth_mm,formation\n",
        );
        for i in 0..UNITS {
            let troop = &ruleset.troops[i % ruleset.troops.len()];
            let b = troop.basing.value;
            csv.push_str(&format!(
                "{},Brigade {},{} {i},{},{},{},{},{},\n",
                i % 2,
                i / 12,
                troop.name,
                troop.name,
                b.bases,
                b.figures_per_base,
                b.base_width_mm,
                b.base_depth_mm
            ));
        }
        csv
    }

    /// The same army as a forum post: a heading a side, a heading a brigade.
    fn army_text(ruleset: &Ruleset) -> String {
        let mut text = String::new();
        for side in ["Blue", "Vermilion"] {
            text.push_str(&format!("# {side}\n"));
            for i in 0..UNITS / 2 {
                if i % 6 == 0 {
                    text.push_str(&format!("## Brigade {}\n", i / 6));
                }
                let troop = &ruleset.troops[i % ruleset.troops.len()];
                let b = troop.basing.value;
                text.push_str(&format!(
                    "{} \"{side} {i}\" {} bases of {} figures, {}×{} mm\n",
                    troop.name, b.bases, b.figures_per_base, b.base_width_mm, b.base_depth_mm
                ));
            }
        }
        text
    }

    fn muster(list: &str, ruleset: &Ruleset, reference: &RulesetRef) -> Layout {
        let table = TableSize::from_written("12x6ft").expect("a size");
        let plan = ArmyPlan::new(read_army(list), ruleset);
        assert!(plan.problems.is_empty(), "{:?}", plan.problems);
        plan.muster(ruleset, reference.clone(), table)
            .expect("mustered")
    }

    fn mustering(c: &mut Criterion) {
        let (ruleset, reference) = rules();
        let (csv, text) = (army_csv(&ruleset), army_text(&ruleset));
        let mut group = c.benchmark_group("muster");
        group.bench_function("csv 200", |b| {
            b.iter(|| muster(black_box(&csv), &ruleset, &reference))
        });
        group.bench_function("text 200", |b| {
            b.iter(|| muster(black_box(&text), &ruleset, &reference))
        });
        group.finish();
    }

    fn summary(_: &mut Criterion) {
        let (ruleset, reference) = rules();
        println!("\nmustering and deploying {UNITS} units (median of 31 runs)");
        for (form, list) in [("CSV", army_csv(&ruleset)), ("text", army_text(&ruleset))] {
            let units = muster(&list, &ruleset, &reference).units.len();
            let ms = median_us(31, || {
                black_box(muster(&list, &ruleset, &reference));
            }) / 1000.0;
            let met = if ms <= GOAL_MS { "met" } else { "NOT MET" };
            println!("{form:>5}: {units} units in {ms:.1} ms (goal {GOAL_MS} ms: {met})");
        }
    }

    /// Drills the first Blue brigade of the CSV army, made one brigade of its first twelve
    /// Blue units, in every form; prints the median of each.
    fn drills(_: &mut Criterion) {
        use drillbook::drill::{BrigadeForm, DrillOrder, SpacingChoice, drill_brigade};
        use drillbook::geom::Pose;
        let (ruleset, reference) = rules();
        let mut layout = muster(&army_csv(&ruleset), &ruleset, &reference);
        let blue: Vec<u32> = layout
            .units
            .iter()
            .filter(|u| u.side.0 == 0 && u.troop == "line-infantry")
            .take(12)
            .map(|u| u.id)
            .collect();
        layout.brigades.clear();
        let index = layout.name_brigade(&blue, "Drilled").expect("a brigade");
        let middle = layout.battlefield.as_ref().expect("a table").centre;
        println!(
            "\ndrilling {} battalions among {} units (median of 31 runs)",
            blue.len(),
            layout.units.len()
        );
        for form in BrigadeForm::ALL {
            // A march column runs along the table's length, from near its right edge.
            let at = if form == BrigadeForm::RoadColumn {
                Pose::new(middle.x + 1700.0, middle.y, 90.0)
            } else {
                Pose::new(middle.x, middle.y, 0.0)
            };
            let order = DrillOrder {
                form,
                at,
                spacing: SpacingChoice::default(),
            };
            let stood = drill_brigade(&layout, &ruleset, index, &order).is_ok();
            let ms = median_us(31, || {
                let _ = black_box(drill_brigade(&layout, &ruleset, index, &order));
            }) / 1000.0;
            let verdict = if stood { "formed" } else { "refused" };
            println!("{:>24}: {ms:.2} ms ({verdict})", form.name());
        }
    }

    criterion_group!(benches, mustering, summary, drills);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}

//! An analysis kept up to date as units move, turn, change formation, side or name gives the
//! report a fresh analysis of the same table gives, finding for finding, on every analysis
//! scenario's table and on crowded and sample battles of every system.
#![cfg(not(target_arch = "wasm32"))]

use std::sync::LazyLock;

use drillbook::analysis::{Analysis, PairSearch, analyze};
use drillbook::geom::Pose;
use drillbook::layout::{Layout, PlayerSide};
use drillbook::rules::{Library, Ruleset};
use drillbook::table::{Placement, TableChange};
use drillbook::table::{sample_battle, sample_terrain};
use proptest::prelude::*;

// Only the scenarios' tables are used here; the other tests use the rest.
#[allow(dead_code)]
mod common;

/// Every analysis scenario's table, a sample battle among terrain, and a crowded table of
/// each built-in system's troops, each with a move begun for every other unit.
static TABLES: LazyLock<Vec<(String, Layout)>> = LazyLock::new(|| {
    let library = Library::builtin().expect("built-ins");
    let mut tables = common::analysis_scenario_layouts();
    let figure_scale = &library.get("figure-scale").expect("built in").ruleset;
    let mut battle = sample_battle(figure_scale, 60).expect("a battle");
    sample_terrain(&mut battle, 8);
    tables.push(("a sample battle among terrain".to_owned(), battle));
    for entry in library.entries() {
        tables.push((
            format!("a crowded {} table", entry.ruleset.id),
            crowded(&library, &entry.ruleset),
        ));
    }
    tables
});

/// Every troop type of `ruleset` in each of its formations, both sides, packed a few inches
/// apart facing each other, every other unit with a move begun.
fn crowded(library: &Library, ruleset: &Ruleset) -> Layout {
    let mut layout = Layout::new(library.reference(&ruleset.id).expect("built in"));
    let mut slot = 0;
    for troop in &ruleset.troops {
        for formation in &troop.formations {
            let side = PlayerSide((slot % 2) as u8);
            let (x, y) = ((slot / 2 % 5) as f32 * 60.0, (slot / 10) as f32 * 70.0);
            let heading = if side.0 == 0 { 0.0 } else { 180.0 };
            let pose = Pose::new(x, y + 30.0 * side.0 as f32, heading);
            let Ok(id) = layout.add_unit(ruleset, &troop.id, side, pose) else {
                continue;
            };
            let unit = layout.unit_mut(id).expect("just added");
            unit.formation = formation.id.clone();
            if slot % 2 == 1 {
                unit.move_start = Some(Pose::new(x - 40.0, y - 50.0, heading + 30.0));
            }
            slot += 1;
        }
    }
    layout
}

/// One edit of the kind the page makes, naming units by their place in the list.
#[derive(Clone, Debug)]
enum Edit {
    /// Dragged onto or beside another unit: its offset from it, and a heading.
    Beside(usize, usize, f32, f32, f32),
    /// Dragged between two others (into or out of a line of fire): its offset from the
    /// middle of them, and a heading.
    Between(usize, [usize; 2], f32, f32),
    /// Dragged a little, or turned.
    Nudge(usize, f32, f32, f32),
    Rename(usize),
    Side(usize),
    Formation(usize, usize),
    /// A joint of a column's tail turned (C-flex), where its rules let it bend.
    Bend(usize, u32, f32),
    Remove(usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let unit = 0usize..64;
    prop_oneof![
        4 => (unit.clone(), unit.clone(), -80.0f32..80.0, -80.0f32..80.0, 0.0f32..360.0)
            .prop_map(|(i, j, dx, dy, h)| Edit::Beside(i, j, dx, dy, h)),
        2 => (unit.clone(), [unit.clone(), unit.clone()], -20.0f32..20.0, 0.0f32..360.0)
            .prop_map(|(i, ends, d, h)| Edit::Between(i, ends, d, h)),
        3 => (unit.clone(), -30.0f32..30.0, -30.0f32..30.0, -20.0f32..20.0)
            .prop_map(|(i, dx, dy, dh)| Edit::Nudge(i, dx, dy, dh)),
        1 => unit.clone().prop_map(Edit::Rename),
        1 => unit.clone().prop_map(Edit::Side),
        1 => (unit.clone(), 0usize..6).prop_map(|(i, f)| Edit::Formation(i, f)),
        2 => (unit.clone(), 1u32..4, -60.0f32..60.0).prop_map(|(i, r, d)| Edit::Bend(i, r, d)),
        1 => unit.prop_map(Edit::Remove),
    ]
}

fn apply(layout: &mut Layout, ruleset: &Ruleset, edit: &Edit) {
    let count = layout.units.len();
    if count == 0 {
        return;
    }
    let index = |i: usize| i % count;
    let moved = |layout: &mut Layout, i: usize, pose: Pose| {
        let unit = &mut layout.units[index(i)];
        unit.move_start.get_or_insert(unit.pose);
        unit.pose = pose;
    };
    match *edit {
        Edit::Beside(i, j, dx, dy, heading) => {
            let at = layout.units[index(j)].pose;
            moved(layout, i, Pose::new(at.x + dx, at.y + dy, heading));
        }
        Edit::Between(i, [j, k], offset, heading) => {
            let (a, b) = (layout.units[index(j)].pose, layout.units[index(k)].pose);
            let middle = (a.position() + b.position()) / 2.0 + offset;
            moved(layout, i, Pose::new(middle.x, middle.y, heading));
        }
        Edit::Nudge(i, dx, dy, dh) => {
            let at = layout.units[index(i)].pose;
            moved(layout, i, Pose::new(at.x + dx, at.y + dy, at.heading + dh));
        }
        Edit::Rename(i) => layout.units[index(i)].name.push('!'),
        Edit::Side(i) => {
            let side = &mut layout.units[index(i)].side;
            side.0 = 1 - side.0.min(1);
        }
        Edit::Formation(i, f) => {
            let unit = &mut layout.units[index(i)];
            if let Some(formation) = ruleset.troop(&unit.troop).and_then(|t| t.formations.get(f)) {
                unit.formation = formation.id.clone();
            }
        }
        Edit::Bend(i, rank, degrees) => {
            let unit = &mut layout.units[index(i)];
            let flexes = ruleset
                .troop(&unit.troop)
                .and_then(|t| t.formation(&unit.formation))
                .is_some_and(|f| f.template.flex().is_some());
            if flexes {
                unit.choices.bend_at(rank, degrees);
            }
        }
        Edit::Remove(i) => {
            layout.units.remove(index(i));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn an_analysis_kept_up_to_date_reads_as_a_fresh_one(
        table in 0usize..TABLES.len(),
        edits in prop::collection::vec(edit(), 1..10),
    ) {
        let mut library = Library::builtin().expect("built-ins");
        let (name, layout) = &TABLES[table];
        let ruleset = library.rules_for(layout).expect("its ruleset");
        let mut layout = layout.clone();
        let (mut placement, mut table) = Placement::new(&layout, &ruleset);
        let mut analysis = Analysis::new(&table, &ruleset, PairSearch::Sweep);
        prop_assert_eq!(analysis.report(), &analyze(&table, &ruleset), "{}", name);
        for edit in &edits {
            apply(&mut layout, &ruleset, edit);
            let change = placement.update(&mut table, &layout, &ruleset);
            let in_place = matches!(change, TableChange::Units(_));
            // A unit changed in place is mended: these tables reach no budget and no cap.
            prop_assert_eq!(analysis.update(&table, &ruleset, &change), in_place, "{:?}", edit);
            prop_assert_eq!(
                analysis.report(),
                &analyze(&table, &ruleset),
                "{} after {:?}",
                name,
                edit
            );
        }
    }
}

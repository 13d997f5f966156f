//! Placing a table again after an edit gives the same table as placing it anew, and says
//! which of its units changed.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::geom::Pose;
use drillbook::layout::Layout;
use drillbook::rules::{Library, Ruleset};
use drillbook::table::sample_battle;
use drillbook::table::{Placement, Table, TableChange, resolve};
use proptest::prelude::*;

/// One edit of the kind the page makes.
#[derive(Clone, Debug)]
enum Edit {
    Move(usize, Pose),
    Rename(usize),
    Side(usize, u8),
    Formation(usize, usize),
    Bases(usize, u32),
    Remove(usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let unit = 0usize..60;
    prop_oneof![
        4 => (unit.clone(), -500.0f32..500.0, -500.0f32..500.0, 0.0f32..360.0)
            .prop_map(|(i, x, y, h)| Edit::Move(i, Pose::new(x, y, h))),
        1 => unit.clone().prop_map(Edit::Rename),
        1 => (unit.clone(), 0u8..4).prop_map(|(i, s)| Edit::Side(i, s)),
        1 => (unit.clone(), 0usize..6).prop_map(|(i, f)| Edit::Formation(i, f)),
        1 => (unit.clone(), 0u32..30).prop_map(|(i, b)| Edit::Bases(i, b)),
        1 => unit.prop_map(Edit::Remove),
    ]
}

fn apply(layout: &mut Layout, ruleset: &Ruleset, edit: &Edit) {
    let count = layout.units.len();
    let index = |i: usize| i % count.max(1);
    if count == 0 {
        return;
    }
    match *edit {
        Edit::Move(i, pose) => {
            let unit = &mut layout.units[index(i)];
            unit.move_start.get_or_insert(unit.pose);
            unit.pose = pose;
        }
        Edit::Rename(i) => layout.units[index(i)].name.push('!'),
        Edit::Side(i, side) => layout.units[index(i)].side.0 = side,
        Edit::Formation(i, f) => {
            let unit = &mut layout.units[index(i)];
            if let Some(formation) = ruleset.troop(&unit.troop).and_then(|t| t.formations.get(f)) {
                unit.formation = formation.id.clone();
            }
        }
        // No bases at all cannot stand: it becomes a problem, and must stay one.
        Edit::Bases(i, bases) => layout.units[index(i)].basing.bases = bases,
        Edit::Remove(i) => {
            layout.units.remove(index(i));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn placing_again_after_edits_matches_placing_anew(
        units in 0usize..60,
        edits in prop::collection::vec(edit(), 1..12),
    ) {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let mut layout = sample_battle(ruleset, units).expect("a battle");
        let (mut placement, mut table) = Placement::new(&layout, ruleset);
        for edit in &edits {
            let before = table.clone();
            apply(&mut layout, ruleset, edit);
            let change = placement.update(&mut table, &layout, ruleset);
            prop_assert_eq!(&table, &resolve(&layout, ruleset), "after {:?}", edit);
            prop_assert_eq!(change.any(), table != before, "whether {:?} changed the table", edit);
            if let TableChange::Units(changed) = change {
                // The same units in the same order, and only those named differ.
                let ids = |t: &Table| t.units.iter().map(|u| u.id).collect::<Vec<_>>();
                prop_assert_eq!(ids(&table), ids(&before));
                prop_assert_eq!(&table.battlefield, &before.battlefield);
                let differing: Vec<usize> = (0..table.units.len())
                    .filter(|&i| table.units[i] != before.units[i])
                    .collect();
                prop_assert_eq!(changed, differing, "the units {:?} changed", edit);
            }
        }
    }
}

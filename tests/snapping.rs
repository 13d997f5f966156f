//! Snapping a dragged unit: wherever it is dropped near another's face, turned a little, it
//! ends square to that face and touching it, never overlapping.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::geom::{Pose, penetration};
use drillbook::layout::{Layout, PlayerSide};
use drillbook::rules::Library;
use drillbook::table::{SNAP_DEGREES, Table, resolve, snapped};
use proptest::prelude::*;

/// How far from a face a unit may be dropped and still snap to it, mm.
const REACH_MM: f32 = 10.0;

/// A 2mm PIP battalion (1) at the origin facing up, and an enemy cavalry regiment (2) at `pose`.
fn table_with_cavalry_at(pose: Pose) -> (Layout, Table) {
    let library = Library::builtin().expect("built-ins");
    let ruleset = &library.get("pip-2mm").expect("built in").ruleset;
    let mut layout = Layout::new(library.reference("pip-2mm").expect("built in"));
    layout
        .add_unit(ruleset, "infantry", PlayerSide(0), Pose::default())
        .expect("added");
    layout
        .add_unit(ruleset, "cavalry", PlayerSide(1), pose)
        .expect("added");
    let table = resolve(&layout, ruleset);
    (layout, table)
}

fn deepest_overlap(table: &Table) -> f32 {
    let (a, b) = (
        table.unit(1).expect("line"),
        table.unit(2).expect("cavalry"),
    );
    a.rects
        .iter()
        .flat_map(|ra| b.rects.iter().map(move |rb| penetration(ra, rb)))
        .fold(f32::NEG_INFINITY, f32::max)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The cavalry dropped facing the battalion's front, right flank or rear, a little off in
    /// every way, snaps square to it and touching.
    #[test]
    fn a_unit_dropped_near_a_face_ends_square_and_touching(
        face in 0usize..3,
        off in -REACH_MM * 0.8..REACH_MM * 0.8,
        slide in -15.0f32..15.0,
        turn in -(SNAP_DEGREES * 0.5)..(SNAP_DEGREES * 0.5),
    ) {
        // The battalion is 63.5 mm wide and 20 deep; the cavalry faces it, centred on the face.
        let (square, heading) = match face {
            0 => (Pose::new(slide, -off, 180.0), 180.0),
            1 => (Pose::new(31.75 + off, 10.0 + slide * 0.3, 270.0), 270.0),
            _ => (Pose::new(slide, 20.0 + off, 0.0), 0.0),
        };
        let dropped = Pose::new(square.x, square.y, square.heading + turn);
        let (mut layout, table) = table_with_cavalry_at(Pose::new(0.0, 500.0, 0.0));
        let snap = snapped(&table, 2, dropped, REACH_MM, None);
        prop_assert!(snap.is_some(), "no snap from {:?}", dropped);
        let snap = snap.expect("checked");
        let turned = (snap.heading - heading + 540.0).rem_euclid(360.0) - 180.0;
        prop_assert!(turned.abs() < 1e-2, "{:?} is not square", snap);

        layout.move_unit(2, snap);
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("pip-2mm").expect("built in").ruleset;
        let after = resolve(&layout, ruleset);
        prop_assert!(after.gap(1, 2).is_none(), "apart after snapping to {:?}", snap);
        prop_assert!(deepest_overlap(&after) < 1e-2, "overlapping after snapping to {:?}", snap);
    }
}

//! Trays made from every formation of every built-in ruleset: the slots hold their bases, the
//! outline holds the slots, the printed solid is closed and as large as its plan, and packing
//! keeps every piece on its sheet and off every other.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;

use drillbook::formation::{Footprint, Unit, UnitState, shape};
use drillbook::rules::{FormationChoices, Ruleset, builtin_rulesets};
use drillbook::tray::{
    Magnet, PIECE_GAP_MM, Sheet, Solid, TrayOptions, TrayPlan, extent, laser_pieces, pack,
    stl_bytes,
};
use geo::{Area, BooleanOps, Contains, Coord, LineString, Polygon};
use proptest::prelude::*;

fn rulesets() -> Vec<Ruleset> {
    builtin_rulesets().expect("the built-in rulesets load")
}

/// The footprint of formation `formation` of troop type `troop` of `ruleset`, with `bases`
/// bases of the troop type's own size, if the formation takes that many.
fn footprint(ruleset: &Ruleset, troop: usize, formation: usize, bases: u32) -> Option<Footprint> {
    let troop = ruleset.troops.get(troop % ruleset.troops.len())?;
    let rule = troop.formations.get(formation % troop.formations.len())?;
    let mut basing = troop.basing.value;
    basing.bases = bases;
    let unit = Unit {
        kind: troop.kind,
        class: troop.class,
        basing,
        state: UnitState::GoodOrder,
        cannon: troop.cannon.as_ref().map_or(0, |c| c.value),
    };
    let formation = rule.instantiate(&FormationChoices::default(), &unit.basing);
    shape(&unit, &formation, None).ok().map(|s| s.footprint)
}

fn options_strategy() -> impl Strategy<Value = TrayOptions> {
    (
        0.1f32..2.0,
        1.0f32..6.0,
        0.5f32..5.0,
        1.0f32..4.0,
        prop::option::of((2.0f32..10.0, 0.1f32..0.7)),
        any::<bool>(),
        0.0f32..0.4,
    )
        .prop_map(
            |(clearance, rim, rim_height, floor, magnet, open_rear, kerf)| TrayOptions {
                clearance_mm: clearance,
                rim_width_mm: rim,
                rim_height_mm: rim_height,
                floor_mm: floor,
                magnet: magnet.map(|(diameter, share)| Magnet {
                    diameter_mm: diameter,
                    depth_mm: ((floor - 0.2) * share).max(0.1),
                }),
                open_rear,
                kerf_mm: kerf,
            },
        )
}

/// A base's rectangle grown by `margin`, as a polygon in the tray frame.
fn grown_base(corners: &[Coord<f64>; 4], margin: f64) -> Polygon<f64> {
    let unit = |d: Coord<f64>| d / (d.x * d.x + d.y * d.y).sqrt();
    // Each corner moves out along both of its sides by `margin`.
    let grown: Vec<Coord<f64>> = (0..4)
        .map(|i| {
            let here = corners[i];
            let next = corners[(i + 1) % 4];
            let before = corners[(i + 3) % 4];
            here + unit(here - next) * margin + unit(here - before) * margin
        })
        .collect();
    Polygon::new(LineString::from(grown), Vec::new())
}

/// Every undirected edge of the solid met by exactly two faces, once each way, and no face
/// without area: the solid is closed, its faces turned consistently.
fn closed_and_manifold(solid: &Solid) -> Result<(), String> {
    let key = |p: &[f32; 3]| p.map(f32::to_bits);
    let mut directed: HashMap<([u32; 3], [u32; 3]), usize> = HashMap::new();
    for [a, b, c] in &solid.triangles {
        let u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
        let v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
        let n = [
            u[1] * v[2] - u[2] * v[1],
            u[2] * v[0] - u[0] * v[2],
            u[0] * v[1] - u[1] * v[0],
        ];
        if n.iter().all(|x| *x == 0.0) {
            return Err(format!("a face without area: {a:?} {b:?} {c:?}"));
        }
        for (from, to) in [(a, b), (b, c), (c, a)] {
            *directed.entry((key(from), key(to))).or_default() += 1;
        }
    }
    for ((from, to), count) in &directed {
        if *count != 1 {
            return Err(format!("an edge walked {count} times one way"));
        }
        if directed.get(&(*to, *from)) != Some(&1) {
            return Err("an edge met by one face only".to_owned());
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    /// Any formation of any ruleset, 1 to 24 bases, any options the limits admit.
    #[test]
    fn a_tray_holds_its_bases_and_its_solid_is_closed(
        ruleset in 0usize..8,
        troop in 0usize..64,
        formation in 0usize..64,
        bases in 1u32..25,
        options in options_strategy(),
    ) {
        let rulesets = rulesets();
        let ruleset = &rulesets[ruleset % rulesets.len()];
        let Some(footprint) = footprint(ruleset, troop, formation, bases) else {
            return Ok(());
        };
        let plan = match TrayPlan::new(&footprint, &options) {
            Ok(plan) => plan,
            // Only a magnet too large for the bases, or a tray larger than any machine's bed,
            // is refused within these bounds.
            Err(why) => {
                prop_assert!(why.contains("magnet") || why.contains("larger than any printer"), "{why}");
                return Ok(());
            }
        };
        let clearance = f64::from(options.clearance_mm);
        let slots: Vec<Polygon<f64>> = plan
            .bases
            .iter()
            .map(|corners| grown_base(corners, clearance - 1e-3))
            .collect();
        for (index, slot) in slots.iter().enumerate() {
            // Every base's slot holds its base with the clearance asked for, in a pocket...
            prop_assert!(plan.pockets.contains(slot), "base {index}'s slot is not all pocket");
            // ... and the outline holds every slot.
            prop_assert!(plan.outline.contains(slot), "base {index}'s slot leaves the outline");
        }
        // No two bases of the tray overlap, and the pockets are apart from one another.
        for (i, a) in plan.bases.iter().enumerate() {
            for b in plan.bases.iter().skip(i + 1) {
                let overlap = grown_base(a, -1e-3).intersection(&grown_base(b, -1e-3));
                prop_assert!(overlap.unsigned_area() < 1e-6, "two bases overlap in the tray");
            }
        }
        for (i, a) in plan.pockets.iter().enumerate() {
            for b in plan.pockets.iter().skip(i + 1) {
                prop_assert!(a.intersection(b).unsigned_area() < 1e-6, "two pockets overlap");
            }
        }

        let solid = Solid::of(&plan);
        if let Err(why) = closed_and_manifold(&solid) {
            prop_assert!(false, "{why}");
        }
        let floor = f64::from(options.floor_mm);
        let rim = f64::from(options.rim_height_mm);
        let recessed: f64 = plan.recesses.unsigned_area()
            * options.magnet.map_or(0.0, |m| f64::from(m.depth_mm));
        let expected = plan.outline.unsigned_area() * floor
            + plan.outline.difference(&plan.pockets).unsigned_area() * rim
            - recessed;
        let volume = solid.volume();
        prop_assert!(
            (volume - expected).abs() <= expected * 2e-3 + 0.5,
            "the solid holds {volume} mm³, its plan {expected} mm³"
        );
        let stl = stl_bytes(&solid.triangles);
        prop_assert_eq!(stl.len(), 84 + 50 * solid.triangles.len());
    }

    /// Pieces of any size packed onto any sheet: each on its sheet, clear of every other.
    #[test]
    fn packing_keeps_pieces_on_their_sheets_and_apart(
        sizes in prop::collection::vec((5.0f64..150.0, 5.0f64..150.0), 1..60),
        width in 160.0f64..600.0,
        height in 160.0f64..600.0,
    ) {
        let sheet = Sheet { width, height };
        let placements = pack(&sizes, sheet).expect("every piece fits a sheet");
        let boxes: Vec<_> = sizes
            .iter()
            .zip(&placements)
            .map(|(&(w, h), p)| {
                let (w, h) = if p.turned { (h, w) } else { (w, h) };
                (p.sheet, p.x, p.y, p.x + w, p.y + h)
            })
            .collect();
        for &(_, x0, y0, x1, y1) in &boxes {
            prop_assert!(x0 >= PIECE_GAP_MM - 1e-9 && y0 >= PIECE_GAP_MM - 1e-9);
            prop_assert!(x1 <= width - PIECE_GAP_MM + 1e-9 && y1 <= height - PIECE_GAP_MM + 1e-9);
        }
        for (i, a) in boxes.iter().enumerate() {
            for b in boxes.iter().skip(i + 1) {
                let apart = a.0 != b.0 || a.3 <= b.1 || b.3 <= a.1 || a.4 <= b.2 || b.4 <= a.2;
                prop_assert!(apart, "two pieces overlap: {a:?} {b:?}");
            }
        }
    }
}

fn line_of(bases: u32) -> Footprint {
    let rulesets = rulesets();
    let ruleset = rulesets
        .iter()
        .find(|r| r.troops.iter().any(|t| t.id == "line-infantry"))
        .unwrap_or(&rulesets[0]);
    let troop = ruleset
        .troops
        .iter()
        .position(|t| t.id == "line-infantry")
        .unwrap_or(0);
    let formation = ruleset.troops[troop]
        .formations
        .iter()
        .position(|f| f.id == "line")
        .unwrap_or(0);
    footprint(ruleset, troop, formation, bases).expect("a line of bases")
}

#[test]
fn a_magnet_larger_than_its_base_or_deeper_than_the_floor_is_refused() {
    let footprint = line_of(4);
    let narrowest = footprint
        .bases
        .iter()
        .map(|b| b.rect.width().min(b.rect.depth()))
        .fold(f32::INFINITY, f32::min);
    let too_wide = TrayOptions {
        magnet: Some(Magnet {
            diameter_mm: narrowest + 0.5,
            depth_mm: 0.5,
        }),
        ..TrayOptions::default()
    };
    let why = TrayPlan::new(&footprint, &too_wide).expect_err("refused");
    assert!(why.contains("larger than the narrowest base"), "{why}");
    let fits = TrayOptions {
        magnet: Some(Magnet {
            diameter_mm: narrowest,
            depth_mm: 0.5,
        }),
        ..TrayOptions::default()
    };
    assert!(TrayPlan::new(&footprint, &fits).is_ok());
    let too_deep = TrayOptions {
        magnet: Some(Magnet {
            diameter_mm: 5.0,
            depth_mm: 1.5,
        }),
        floor_mm: 1.5,
        ..TrayOptions::default()
    };
    let why = TrayPlan::new(&footprint, &too_deep).expect_err("refused");
    assert!(why.contains("goes through a floor"), "{why}");
    for bad in [f32::NAN, 0.0, -1.0, 1e9] {
        let options = TrayOptions {
            clearance_mm: bad,
            ..TrayOptions::default()
        };
        assert!(
            TrayPlan::new(&footprint, &options).is_err(),
            "clearance {bad}"
        );
    }
}

/// A line's tray is one pocket as wide as the line and the clearance, inside a rim.
#[test]
fn a_line_s_tray_measures_its_frontage_the_clearance_and_the_rim() {
    let footprint = line_of(4);
    let frontage = footprint.bounds().size();
    let options = TrayOptions::default();
    let plan = TrayPlan::new(&footprint, &options).expect("a tray");
    assert_eq!(plan.pockets.0.len(), 1, "touching bases share one pocket");
    let (least, most) = plan.extent();
    let grow = 2.0 * f64::from(options.clearance_mm + options.rim_width_mm);
    assert!((most.x - least.x - (f64::from(frontage.x) + grow)).abs() < 1e-3);
    assert!((most.y - least.y - (f64::from(frontage.y) + grow)).abs() < 1e-3);

    let open = TrayOptions {
        open_rear: true,
        ..options
    };
    let plan = TrayPlan::new(&footprint, &open).expect("a tray");
    let (pocket_least, _) = extent(&plan.pockets);
    assert!(
        (pocket_least.y - least.y).abs() < 1e-3,
        "an open rear's pocket runs out through the rear rim"
    );
}

/// The laser's floor comes out as large as the outline and half the kerf more each side.
#[test]
fn the_laser_cut_stands_off_the_piece_by_half_the_kerf() {
    let footprint = line_of(3);
    let options = TrayOptions {
        kerf_mm: 0.2,
        ..TrayOptions::default()
    };
    let plan = TrayPlan::new(&footprint, &options).expect("a tray");
    let pieces = laser_pieces(&plan, "1st Foot");
    let (least, most) = plan.extent();
    let (w, h) = pieces[0].size();
    assert!((w - (most.x - least.x + 0.2)).abs() < 1e-3, "{w}");
    assert!((h - (most.y - least.y + 0.2)).abs() < 1e-3, "{h}");
    // The frame's pocket, a hole, is cut smaller by the same.
    let frame_hole: f64 = pieces[1]
        .cut
        .iter()
        .flat_map(|p| p.interiors())
        .map(|ring| Polygon::new(ring.clone(), Vec::new()).unsigned_area())
        .sum();
    let pocket = plan.pockets.unsigned_area();
    assert!(frame_hole < pocket, "{frame_hole} against {pocket}");
}

/// The most bases a unit may have, set over one another by hand within a millimetre and at
/// every angle, each with a magnet: the tray is still made, closed, in bounded time.
#[test]
fn a_pile_of_bases_still_makes_a_closed_tray() {
    use drillbook::formation::{Base, BaseRole};
    let bases = (0..drillbook::limits::MAX_BASES)
        .map(|i| {
            let i = i as f32;
            Base::new(
                (i * 0.37).sin() * 0.5,
                (i * 0.73).cos() * 0.5,
                20.0,
                20.0,
                i * 7.0,
                BaseRole::FrontRank,
            )
        })
        .collect();
    let footprint = Footprint { bases };
    let options = TrayOptions {
        magnet: Some(Magnet {
            diameter_mm: 10.0,
            depth_mm: 0.5,
        }),
        ..TrayOptions::default()
    };
    let plan = TrayPlan::new(&footprint, &options).expect("a tray");
    let solid = Solid::of(&plan);
    closed_and_manifold(&solid).expect("closed");
}

//! What can reach what, on both sides of every threshold the rules set: a target just in and
//! just out of reach straight ahead, a wheel, a stream that halves the move, a road's bonus
//! and the charge it may not make, and a flank charge that is one only because the move
//! began beside the flank. Then properties over random moves: every move the analysis finds
//! legal stays inside the reach, and every charge that gets home is a legal move whose
//! contact the analysis judges as the charge said.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::analysis::{Aspect, analyze};
use drillbook::geom::{Pose, slide_until_touch};
use drillbook::layout::Layout;
use drillbook::reach::{Side, charge, reach, threat};
use drillbook::rules::{Library, Ruleset};
use drillbook::table::{Table, resolve};
use geo::{Contains, Coord, Distance, Euclidean, LineString, Polygon};
use glam::Vec2;
use proptest::prelude::*;
use serde_json::{Value, json};

/// 9 inches, a PIP cavalry regiment's move (D-move).
const CAVALRY_MOVE: f32 = 228.6;
/// 3 inches, PIP infantry's.
const INFANTRY_MOVE: f32 = 76.2;

fn pip() -> std::sync::Arc<Ruleset> {
    Library::builtin()
        .expect("built-ins")
        .get("pip-2mm")
        .expect("built in")
        .ruleset
        .clone()
}

/// A PIP unit: `troop` is "infantry" (63.5 × 20 mm) or "cavalry" (63.5 × 30 mm).
fn unit(id: u32, side: u8, troop: &str, (x, y, heading): (f32, f32, f32)) -> Value {
    let depth = if troop == "cavalry" { 30 } else { 20 };
    json!({
        "id": id, "name": format!("{troop} {id}"), "side": side, "troop": troop,
        "basing": { "bases": 1, "figures_per_base": 12, "base_width_mm": 63.5, "base_depth_mm": depth },
        "formation": "line", "pose": { "x": x, "y": y, "heading": heading }
    })
}

/// A layout of the PIP rules with `units`, and `terrain` on a 6 × 4 ft table when given.
fn layout(units: Vec<Value>, terrain: Option<Vec<Value>>) -> Layout {
    let mut doc = json!({
        "format": "drillbook-layout", "version": 3,
        "ruleset": { "id": "pip-2mm", "version": "1.0.0" },
        "units": units,
    });
    if let Some(terrain) = terrain {
        doc["table"] =
            json!({ "x": 0, "y": 0, "width_mm": 1828.8, "depth_mm": 1219.2, "terrain": terrain });
    }
    Layout::from_json(&doc.to_string()).expect("a layout")
}

fn table(layout: &Layout) -> Table {
    resolve(layout, &pip())
}

/// A stream from `(x0, y)` to `(x1, y)`, 10 mm wide.
fn stream(y: f32) -> Value {
    json!({ "kind": "stream", "points": [{ "x": -400, "y": y }, { "x": 400, "y": y }], "width_mm": 10 })
}

/// The region's areas as polygons, each an outline and its holes.
fn polygons(areas: &[Vec<Vec<[f32; 2]>>]) -> Vec<Polygon> {
    let ring = |r: &Vec<[f32; 2]>| {
        LineString::from(
            r.iter()
                .map(|&[x, y]| Coord {
                    x: f64::from(x),
                    y: f64::from(y),
                })
                .collect::<Vec<_>>(),
        )
    };
    areas
        .iter()
        .map(|area| Polygon::new(ring(&area[0]), area[1..].iter().map(ring).collect()))
        .collect()
}

/// How far `point` lies from the region, mm: 0 inside it.
fn distance_outside(areas: &[Vec<Vec<[f32; 2]>>], point: [f32; 2]) -> f64 {
    let p = geo::Point::new(f64::from(point[0]), f64::from(point[1]));
    polygons(areas)
        .iter()
        .map(|polygon| {
            if polygon.contains(&p) {
                0.0
            } else {
                Euclidean.distance(polygon, &p)
            }
        })
        .fold(f64::INFINITY, f64::min)
}

/// Whether the region holds `point`, or comes within `tolerance` mm of it.
fn region_holds(areas: &[Vec<Vec<[f32; 2]>>], point: [f32; 2], tolerance: f64) -> bool {
    let p = geo::Point::new(f64::from(point[0]), f64::from(point[1]));
    polygons(areas).iter().any(|polygon| polygon.contains(&p))
        || (tolerance > 0.0 && distance_outside(areas, point) <= tolerance)
}

#[test]
fn a_charge_straight_ahead_gets_home_within_the_move_and_not_beyond() {
    for (distance, home) in [(228.0, true), (230.0, false)] {
        let layout = layout(
            vec![
                unit(1, 0, "cavalry", (0.0, 0.0, 0.0)),
                unit(2, 1, "infantry", (0.0, -distance, 180.0)),
            ],
            None,
        );
        let verdict = charge(&table(&layout), &pip(), 1, 2).expect("judged");
        assert_eq!(verdict.reaches(), home, "{distance} mm: {verdict:?}");
        assert_eq!(verdict.best.side, Side::Front);
        assert!(
            (verdict.best.path_mm - distance).abs() < 0.05,
            "{verdict:?}"
        );
        assert_eq!(verdict.best.allowance_mm, Some(CAVALRY_MOVE));
        if home {
            assert_eq!(verdict.best.face, Some(Aspect::Front));
        } else {
            assert!((verdict.best.spare_mm.unwrap() - (CAVALRY_MOVE - distance)).abs() < 0.05);
            assert_eq!(verdict.best.refusal.as_ref().unwrap().rule, "D-move");
        }
    }
}

#[test]
fn the_reach_runs_to_the_full_move_straight_ahead_and_half_behind() {
    let layout = layout(vec![unit(1, 0, "cavalry", (0.0, 0.0, 0.0))], None);
    let found = reach(&table(&layout), &pip(), 1).expect("a reach");
    assert_eq!(found.allowance.full_mm, CAVALRY_MOVE);
    assert_eq!(found.allowance.outside_arc_mm, Some(CAVALRY_MOVE / 2.0));
    assert_eq!(found.allowance.arc_degrees, Some(45.0));
    // Its front edge straight ahead; its rear edge (30 mm deep) straight back at half rate.
    assert!(region_holds(&found.region, [0.0, -CAVALRY_MOVE + 0.5], 0.0));
    assert!(!region_holds(
        &found.region,
        [0.0, -CAVALRY_MOVE - 1.0],
        0.0
    ));
    assert!(region_holds(
        &found.region,
        [0.0, 30.0 + CAVALRY_MOVE / 2.0 - 0.5],
        0.0
    ));
    assert!(!region_holds(
        &found.region,
        [0.0, 30.0 + CAVALRY_MOVE / 2.0 + 1.0],
        0.0
    ));
    assert!(found.complete);
}

#[test]
fn a_charge_on_a_target_to_the_side_wheels_and_is_measured_along_the_outer_corner() {
    // Wheeling clockwise on the right front corner swings the far corner, 70.2 mm away,
    // through its arc; the wheeled front then advances straight until its edge meets the
    // target's nearest front corner (D-contact: edge to corner). The path is the arc plus the
    // advance, worked here from the end the charge found.
    let radius = (63.5_f32.powi(2) + 30.0_f32.powi(2)).sqrt();
    let pivot = Vec2::new(31.75, 0.0);
    for x in [148.0, 152.0] {
        let layout = layout(
            vec![
                unit(1, 0, "cavalry", (0.0, 0.0, 0.0)),
                unit(2, 1, "infantry", (x, -31.75, 270.0)),
            ],
            None,
        );
        let verdict = charge(&table(&layout), &pip(), 1, 2).expect("judged");
        assert!(verdict.reaches(), "{x}: {verdict:?}");
        let end = verdict.best.end;
        let turned = end.heading.to_radians();
        let wheeled = pivot + Vec2::from_angle(turned).rotate(-pivot);
        let expected = radius * turned + end.position().distance(wheeled);
        assert!(
            (verdict.best.path_mm - expected).abs() < 0.5,
            "{} against {expected}: {verdict:?}",
            verdict.best.path_mm
        );
        // No longer than wheeling square to the target's front and advancing flush into it.
        let flush = radius * std::f32::consts::FRAC_PI_2 + (x - 31.75);
        assert!(verdict.best.path_mm <= flush + 0.5, "{verdict:?}");
        assert!(end.heading > 0.0 && end.heading <= 90.0, "{end:?}");
    }
}

/// The heading of a unit facing along `forward` (see [`Pose::forward`]).
fn heading_of(forward: Vec2) -> f32 {
    forward.x.atan2(-forward.y).to_degrees().rem_euclid(360.0)
}

#[test]
fn a_charge_straight_onto_a_rear_corner_is_a_flank_contact_at_its_straight_length() {
    // The battalion faces up the table; its rear-right corner is (31.75, 20). The hussars
    // face 315° (up and left), their front's middle 215 mm straight back from that corner:
    // going straight, their front edge meets the corner and nothing else of the battalion,
    // which lies wholly ahead of that edge. They began wholly behind its flank: a flank
    // contact (D-flank), 215 mm of their 228.6 (D-move).
    for (distance, home) in [(215.0, true), (228.0, true), (230.0, false)] {
        let back = Vec2::new(1.0, 1.0).normalize() * distance;
        let start = Vec2::new(31.75, 20.0) + back;
        let layout = layout(
            vec![
                unit(1, 0, "cavalry", (start.x, start.y, 315.0)),
                unit(2, 1, "infantry", (0.0, 0.0, 0.0)),
            ],
            None,
        );
        let verdict = charge(&table(&layout), &pip(), 1, 2).expect("judged");
        assert_eq!(verdict.reaches(), home, "{distance}: {verdict:?}");
        if home {
            assert!((verdict.best.path_mm - distance).abs() < 0.5, "{verdict:?}");
            assert_eq!(verdict.best.face, Some(Aspect::Flank), "{verdict:?}");
            assert!((verdict.best.end.heading - 315.0).abs() < 0.01);
        } else {
            let refusal = verdict.best.refusal.as_ref().expect("refused");
            assert_eq!(refusal.rule, "D-move", "{verdict:?}");
            assert!((verdict.best.spare_mm.unwrap() - (CAVALRY_MOVE - 230.0)).abs() < 0.5);
        }
    }
}

#[test]
fn a_charge_straight_onto_any_corner_of_a_turned_target_gets_home_at_its_straight_length() {
    // Whichever way the target is turned, cavalry coming straight at one of its corners from
    // outside, along the corner's diagonal, meets that corner first: 215 mm of 228.6.
    for target_heading in [20.0_f32, 137.0, 250.0] {
        let target = Pose::new(400.0, 400.0, target_heading);
        for (x, y) in [(-31.75, 0.0), (31.75, 0.0), (31.75, 20.0), (-31.75, 20.0)] {
            let corner = target.to_table(Vec2::new(x, y));
            let outward = (corner - target.to_table(Vec2::new(0.0, 10.0))).normalize();
            let start = corner + outward * 215.0;
            let layout = layout(
                vec![
                    unit(1, 0, "cavalry", (start.x, start.y, heading_of(-outward))),
                    unit(2, 1, "infantry", (400.0, 400.0, target_heading)),
                ],
                None,
            );
            let verdict = charge(&table(&layout), &pip(), 1, 2).expect("judged");
            assert!(verdict.reaches(), "{target_heading} {x},{y}: {verdict:?}");
            assert!(
                verdict.best.path_mm <= 215.5,
                "{target_heading} {x},{y}: {verdict:?}"
            );
        }
    }
}

#[test]
fn a_stream_halves_the_move_that_crosses_it() {
    for (distance, crossing, home) in [
        (37.0, true, true),
        (40.0, true, false),
        (40.0, false, true),
        (75.0, false, true),
    ] {
        let terrain = crossing.then(|| vec![stream(-20.0)]);
        let layout = layout(
            vec![
                unit(1, 0, "infantry", (0.0, 0.0, 0.0)),
                unit(2, 1, "infantry", (0.0, -distance, 180.0)),
            ],
            Some(terrain.unwrap_or_default()),
        );
        let verdict = charge(&table(&layout), &pip(), 1, 2).expect("judged");
        assert_eq!(
            verdict.reaches(),
            home,
            "{distance} mm, stream {crossing}: {verdict:?}"
        );
        let allowed = if crossing {
            INFANTRY_MOVE / 2.0
        } else {
            INFANTRY_MOVE
        };
        assert_eq!(verdict.best.allowance_mm, Some(allowed));
    }
    // Straight across, the front goes half a move. A wheel that keeps the unit's middle
    // short of the stream, which is what crossing it means, may swing a corner farther,
    // but nothing reaches within 20 mm of the full move.
    for (crossing, full) in [(true, false), (false, true)] {
        let terrain = if crossing {
            vec![stream(-20.0)]
        } else {
            Vec::new()
        };
        let layout = layout(vec![unit(1, 0, "infantry", (0.0, 0.0, 0.0))], Some(terrain));
        let found = reach(&table(&layout), &pip(), 1).expect("a reach");
        assert!(region_holds(
            &found.region,
            [0.0, -INFANTRY_MOVE / 2.0 + 0.5],
            0.0
        ));
        assert_eq!(
            region_holds(&found.region, [0.0, -INFANTRY_MOVE + 20.0], 0.0),
            full
        );
    }
}

#[test]
fn a_road_adds_its_bonus_to_a_move_along_it_but_not_to_a_charge() {
    let road = json!({ "kind": "road", "points": [{ "x": 0, "y": 100 }, { "x": 0, "y": -500 }], "width_mm": 20 });
    let on_road = INFANTRY_MOVE + 50.8;
    let alone = layout(
        vec![unit(1, 0, "infantry", (0.0, 0.0, 0.0))],
        Some(vec![road.clone()]),
    );
    let found = reach(&table(&alone), &pip(), 1).expect("a reach");
    assert_eq!(found.allowance.road_bonus_mm, Some(50.8));
    assert!(region_holds(&found.region, [0.0, -on_road + 0.5], 0.0));
    assert!(!region_holds(&found.region, [0.0, -on_road - 1.0], 0.0));
    for (distance, home) in [(70.0, true), (100.0, false)] {
        let layout = layout(
            vec![
                unit(1, 0, "infantry", (0.0, 0.0, 0.0)),
                unit(2, 1, "infantry", (0.0, -distance, 180.0)),
            ],
            Some(vec![road.clone()]),
        );
        let verdict = charge(&table(&layout), &pip(), 1, 2).expect("judged");
        assert_eq!(verdict.reaches(), home, "{distance}: {verdict:?}");
        // The charge's allowance and spare are without the bonus it may not use.
        assert_eq!(
            verdict.best.allowance_mm,
            Some(INFANTRY_MOVE),
            "{verdict:?}"
        );
        let spare = INFANTRY_MOVE - verdict.best.path_mm;
        assert!(
            (verdict.best.spare_mm.unwrap() - spare).abs() < 0.02,
            "{verdict:?}"
        );
        if !home {
            assert_eq!(verdict.best.refusal.as_ref().unwrap().rule, "D-road");
            assert!(verdict.best.spare_mm.unwrap() < 0.0, "{verdict:?}");
        }
    }
}

#[test]
fn a_road_over_a_stream_keeps_the_crossing_a_half_move() {
    // D-road lets a road lift the halving of woods and built-up areas; a stream crossed on a
    // road still halves the move (D-half), and a charge across it has half a move, with no
    // bonus.
    let road = json!({ "kind": "road", "points": [{ "x": 0, "y": 100 }, { "x": 0, "y": -500 }], "width_mm": 20 });
    let mut moved = layout(
        vec![unit(1, 0, "infantry", (0.0, 0.0, 0.0))],
        Some(vec![road.clone(), stream(-20.0)]),
    );
    // The game has begun: a move in deployment is no move.
    moved.new_turn().expect("a new turn");
    moved.move_unit(1, Pose::new(0.0, -35.0, 0.0));
    let report = analyze(&table(&moved), &pip());
    assert!(
        report.findings_for(1).any(|f| f.rule == "D-half"),
        "{:?}",
        report.findings
    );
    let allowed = report.unit(1).and_then(|u| u.moved.clone()).expect("moved");
    assert_eq!(allowed.allowance_mm, Some(INFANTRY_MOVE / 2.0 + 50.8));
    assert_eq!(allowed.halved_by.as_deref(), Some("D-half"));
    for (distance, home) in [(37.0, true), (40.0, false)] {
        let battle = layout(
            vec![
                unit(1, 0, "infantry", (0.0, 0.0, 0.0)),
                unit(2, 1, "infantry", (0.0, -distance, 180.0)),
            ],
            Some(vec![road.clone(), stream(-20.0)]),
        );
        let verdict = charge(&table(&battle), &pip(), 1, 2).expect("judged");
        assert_eq!(verdict.reaches(), home, "{distance}: {verdict:?}");
        assert_eq!(verdict.best.allowance_mm, Some(INFANTRY_MOVE / 2.0));
        if !home {
            // Only the bonus, which a charge may not use, would make up the length.
            let refusal = verdict.best.refusal.as_ref().expect("refused");
            assert_eq!(refusal.rule, "D-road", "{verdict:?}");
            assert!(verdict.best.spare_mm.unwrap() < 0.0);
        }
    }
}

#[test]
fn unlimbered_guns_are_told_to_limber_and_may_pivot() {
    let battery = json!({
        "id": 1, "name": "Battery", "side": 0, "troop": "foot-artillery",
        "basing": { "bases": 1, "figures_per_base": 1, "base_width_mm": 40, "base_depth_mm": 40 },
        "formation": "unlimbered", "pose": { "x": 0, "y": 0, "heading": 0 }
    });
    let enemy = unit(2, 1, "infantry", (0.0, -100.0, 180.0));
    let battle = layout(vec![battery, enemy], None);
    let placed = table(&battle);
    for refused in [
        reach(&placed, &pip(), 1).map(|_| ()),
        charge(&placed, &pip(), 1, 2).map(|_| ()),
    ] {
        let said = refused.expect_err("unlimbered guns do not move");
        assert!(said.contains("must limber to move (D-artillery)"), "{said}");
        assert!(said.contains("pivot"), "{said}");
        assert!(!said.contains("no move allowance"), "{said}");
    }
}

#[test]
fn a_refused_charge_names_the_rule_that_binds_not_one_no_allowance_cures() {
    // The target stands beside and a little behind the infantry: every flush end asks for a
    // turn, most of them a move and a turn together (D-turn), and every end is outside the
    // straight-ahead arc at half rate. The nearest try that breaks no rule but its length is
    // the one to show: D-half, short of its half move.
    let battle = layout(
        vec![
            unit(1, 0, "infantry", (0.0, 0.0, 0.0)),
            unit(2, 1, "infantry", (160.0, 40.0, 0.0)),
        ],
        None,
    );
    let verdict = charge(&table(&battle), &pip(), 1, 2).expect("judged");
    assert!(!verdict.reaches(), "{verdict:?}");
    let refusal = verdict.best.refusal.as_ref().expect("refused");
    assert_eq!(refusal.rule, "D-half", "{verdict:?}");
    assert!(verdict.best.spare_mm.unwrap() < 0.0);
}

#[test]
fn a_charge_on_the_flank_is_a_flank_contact_only_from_a_start_wholly_beside_it() {
    // The target faces up the table; its right side runs along x = 31.75 from y = 0 to 20,
    // and the ground directly in front of it lies between x = -31.75 and 31.75. The charger
    // faces it side on and slides down onto its flank: from 1.25 mm beyond the flank line
    // it began wholly beside it, from 0.75 mm within it (more than the half-millimetre
    // tolerance) part of it began directly in front (D-flank).
    let target = unit(2, 1, "infantry", (0.0, 0.0, 0.0));
    let right = |x: f32| {
        let layout = layout(
            vec![unit(1, 0, "cavalry", (x, -60.0, 270.0)), target.clone()],
            None,
        );
        let verdict = charge(&table(&layout), &pip(), 1, 2).expect("judged");
        verdict
            .sides
            .into_iter()
            .find(|s| s.side == Side::Right)
            .expect("the right side tried")
    };
    let beside = right(33.0);
    assert!(beside.reaches, "{beside:?}");
    assert_eq!(beside.face, Some(Aspect::Flank), "{beside:?}");
    let partly_in_front = right(31.0);
    assert!(partly_in_front.reaches, "{partly_in_front:?}");
    assert_eq!(partly_in_front.face, Some(Aspect::Front));
}

#[test]
fn a_charge_through_another_enemy_is_refused_with_the_reason() {
    let layout = layout(
        vec![
            unit(1, 0, "cavalry", (0.0, 0.0, 0.0)),
            unit(2, 1, "infantry", (0.0, -200.0, 180.0)),
            unit(3, 1, "infantry", (0.0, -100.0, 0.0)),
        ],
        None,
    );
    let verdict = charge(&table(&layout), &pip(), 1, 2).expect("judged");
    let front = verdict
        .sides
        .iter()
        .find(|s| s.side == Side::Front)
        .expect("tried");
    assert!(!front.reaches);
    assert_eq!(front.refusal.as_ref().unwrap().rule, "D-interpenetrate");
}

#[test]
fn bad_charges_are_refused_in_a_sentence() {
    let layout = layout(
        vec![
            unit(1, 0, "cavalry", (0.0, 0.0, 0.0)),
            unit(2, 0, "infantry", (0.0, -100.0, 0.0)),
        ],
        None,
    );
    let table = table(&layout);
    assert!(
        charge(&table, &pip(), 1, 2)
            .unwrap_err()
            .contains("same side")
    );
    assert!(charge(&table, &pip(), 1, 1).unwrap_err().contains("itself"));
    assert!(
        charge(&table, &pip(), 1, 9)
            .unwrap_err()
            .contains("no unit 9")
    );
    assert!(reach(&table, &pip(), 9).unwrap_err().contains("no unit 9"));
}

#[test]
fn the_threat_of_a_side_is_its_arms_reach() {
    let layout = layout(
        vec![
            unit(1, 0, "infantry", (0.0, 0.0, 0.0)),
            unit(2, 1, "cavalry", (0.0, -400.0, 180.0)),
            unit(3, 1, "infantry", (300.0, -400.0, 180.0)),
        ],
        None,
    );
    let threat = threat(&table(&layout), &pip(), drillbook::layout::PlayerSide(1));
    let kinds: Vec<_> = threat.arms.iter().map(|a| a.kind).collect();
    use drillbook::formation::TroopKind;
    assert_eq!(kinds, [TroopKind::Infantry, TroopKind::Cavalry]);
    let cavalry = &threat.arms[1];
    // The cavalry's front reaches 9 inches towards the infantry; the infantry's only 3.
    assert!(region_holds(
        &cavalry.region,
        [0.0, -400.0 + CAVALRY_MOVE - 3.0],
        0.0
    ));
    assert!(!region_holds(
        &threat.arms[0].region,
        [300.0, -400.0 + INFANTRY_MOVE + 5.0],
        0.0
    ));
}

/// A move of the first unit of `layout` to `end`, judged by the analysis: whether it is
/// legal (no finding of its allowance, its turn or what it passed through).
fn analysis_allows(layout: &Layout, end: Pose) -> bool {
    let mut moved = layout.clone();
    moved.move_unit(1, end);
    let report = analyze(&table(&moved), &pip());
    !report.findings_for(1).any(|f| {
        ["D-move", "D-turn", "D-interpenetrate", "D-no-overlap"].contains(&f.rule.as_str())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every move the analysis allows ends with the unit's corners inside its reach, and a
    /// charge that gets home is a move the analysis allows, touching the target on the
    /// face the charge said.
    #[test]
    fn the_reach_holds_every_legal_move_and_every_charge_is_legal(
        direction in -180.0_f32..180.0,
        share in 0.8_f32..1.02,
        wheel in -120.0_f32..120.0,
        target in (-300.0_f32..300.0, -300.0_f32..300.0, 0.0_f32..360.0),
    ) {
        let alone = layout(vec![unit(1, 0, "cavalry", (0.0, 0.0, 0.0))], None);
        let found = reach(&table(&alone), &pip(), 1).expect("a reach");
        // A straight move, or a wheel on a front corner and an advance straight on, near the
        // farthest its allowance lets it go, where a reach drawn short would show.
        let start = Pose::new(0.0, 0.0, 0.0);
        let end = if wheel.abs() < 1.0 {
            let cap = if direction.abs() <= 45.0 { CAVALRY_MOVE } else { CAVALRY_MOVE / 2.0 };
            let along = glam::Vec2::from_angle(direction.to_radians()).rotate(start.forward());
            Pose::new(along.x * cap * share, along.y * cap * share, 0.0)
        } else {
            let pivot = glam::Vec2::new(31.75_f32.copysign(wheel), 0.0);
            let radius = (63.5_f32.powi(2) + 30.0_f32.powi(2)).sqrt();
            let left = (CAVALRY_MOVE - radius * wheel.abs().to_radians()).max(0.0);
            let at = pivot + glam::Vec2::from_angle(wheel.to_radians()).rotate(-pivot);
            let wheeled = Pose::new(at.x, at.y, wheel);
            let turn = direction.clamp(-45.0, 45.0);
            let advance = glam::Vec2::from_angle(turn.to_radians()).rotate(wheeled.forward()) * (left * share);
            Pose::new(at.x + advance.x, at.y + advance.y, wheel)
        };
        if analysis_allows(&alone, end) {
            let moved = table(&{
                let mut l = alone.clone();
                l.move_unit(1, end);
                l
            });
            for corner in moved.units[0].rects.iter().flat_map(|r| r.corners()) {
                prop_assert!(
                    region_holds(&found.region, [corner.x, corner.y], 1.0),
                    "{end:?} is legal, but its corner {corner} is {} mm outside the reach",
                    distance_outside(&found.region, [corner.x, corner.y])
                );
            }
        }

        let (x, y, heading) = target;
        prop_assume!(x.abs() > 80.0 || y.abs() > 80.0);
        let battle = layout(
            vec![unit(1, 0, "cavalry", (0.0, 0.0, 0.0)), unit(2, 1, "infantry", (x, y, heading))],
            None,
        );
        let verdict = charge(&table(&battle), &pip(), 1, 2).expect("judged");
        if verdict.reaches() {
            prop_assert!(analysis_allows(&battle, verdict.best.end), "{verdict:?}");
            let mut after = battle.clone();
            after.move_unit(1, verdict.best.end);
            let report = analyze(&table(&after), &pip());
            let contact = report.contacts.iter().find(|c| c.a.min(c.b) == 1 && c.a.max(c.b) == 2);
            prop_assert!(contact.is_some(), "no contact after {verdict:?}");
            let contact = contact.unwrap();
            let face = if contact.a == 2 { contact.aspect_a } else { contact.aspect_b };
            prop_assert_eq!(Some(face), verdict.best.face);
            prop_assert!(verdict.best.path_mm <= CAVALRY_MOVE + 0.5);
        }
    }
}

/// The first unit of `layout` moved from where it stands, or from `from` when given, along
/// `direction` until it first touches the second: where a straight charge that way ends.
fn slid_into_contact(layout: &Layout, from: Option<Pose>, direction: Vec2) -> Option<Pose> {
    let mut moved = layout.clone();
    if let Some(from) = from {
        moved.move_unit(1, from);
    }
    let placed = table(&moved);
    let start = placed.units[0].pose;
    let t = slide_until_touch(
        &placed.units[0].rects,
        &placed.units[1].rects,
        direction,
        1000.0,
    )?;
    let at = start.position() + direction * t;
    Some(Pose::new(at.x, at.y, start.heading))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, max_global_rejects: 20_000, ..ProptestConfig::default() })]

    /// Every end of a straight move, or of a wheel and an advance, that the analysis accepts
    /// as a legal move into contact is one the charge finds: the charge gets home, by a path
    /// no longer than that move's (D-contact: edge to edge or edge to corner).
    #[test]
    fn every_contact_the_analysis_allows_is_a_charge_that_gets_home(
        direction in -180.0_f32..180.0,
        wheel in prop_oneof![Just(0.0_f32), -90.0_f32..90.0],
        target in (-230.0_f32..230.0, -230.0_f32..60.0, 0.0_f32..360.0),
    ) {
        let (x, y, heading) = target;
        prop_assume!(x.abs() > 90.0 || y.abs() > 90.0);
        let battle = layout(
            vec![unit(1, 0, "cavalry", (0.0, 0.0, 0.0)), unit(2, 1, "infantry", (x, y, heading))],
            None,
        );
        let end = if wheel == 0.0 {
            let along = Vec2::from_angle(direction.to_radians()).rotate(Vec2::NEG_Y);
            slid_into_contact(&battle, None, along)
        } else {
            let pivot = Vec2::new(31.75_f32.copysign(wheel), 0.0);
            let at = pivot + Vec2::from_angle(wheel.to_radians()).rotate(-pivot);
            let wheeled = Pose::new(at.x, at.y, wheel);
            slid_into_contact(&battle, Some(wheeled), wheeled.forward())
        };
        prop_assume!(end.is_some());
        let end = end.unwrap();
        let mut after = battle.clone();
        after.move_unit(1, end);
        let report = analyze(&table(&after), &pip());
        let touching = report.contacts.iter().any(|c| c.a.min(c.b) == 1 && c.a.max(c.b) == 2);
        let moved = report.units.iter().find(|u| u.id == 1).and_then(|u| u.moved.clone());
        let within = moved.as_ref().is_some_and(|m| {
            m.allowance_mm.is_some_and(|a| m.distance_mm <= a)
        });
        prop_assume!(touching && within && analysis_allows(&battle, end));
        let verdict = charge(&table(&battle), &pip(), 1, 2).expect("judged");
        let length = moved.map_or(0.0, |m| m.distance_mm);
        prop_assert!(verdict.reaches(), "{end:?}, {length} mm, is a legal contact: {verdict:?}");
        prop_assert!(
            verdict.best.path_mm <= length + 0.5,
            "{end:?} takes {length} mm: {verdict:?}"
        );
    }
}

#[test]
fn hasty_squares_are_offered_to_the_target_and_the_units_beside_and_behind_it() {
    // RFF: twelve stands of 30 × 20 mm make a line 360 mm wide; "adjacent" is read as within
    // an inch (B-hasty).
    let rff = |id: u32,
               side: u8,
               troop: &str,
               formation: &str,
               (x, y, heading): (f32, f32, f32)| {
        json!({
            "id": id, "name": format!("{troop} {id}"), "side": side, "troop": troop,
            "basing": { "bases": 12, "figures_per_base": 4, "base_width_mm": 30, "base_depth_mm": 20 },
            "formation": formation, "pose": { "x": x, "y": y, "heading": heading }
        })
    };
    let doc = json!({
        "format": "drillbook-layout", "version": 1,
        "ruleset": { "id": "rff-squares", "version": "1.0.0" },
        "units": [
            rff(1, 0, "cavalry", "line", (0.0, -200.0, 180.0)),
            rff(2, 1, "infantry", "line", (0.0, 0.0, 0.0)),
            rff(3, 1, "infantry", "line", (0.0, 40.0, 0.0)),
            rff(4, 1, "infantry", "field-column", (-225.0, 0.0, 0.0)),
            rff(5, 1, "infantry", "line", (400.0, 0.0, 0.0)),
            rff(6, 1, "infantry", "march-column", (200.0, 25.0, 0.0)),
        ],
    });
    let layout = Layout::from_json(&doc.to_string()).expect("a layout");
    let library = Library::builtin().expect("built-ins");
    let rules = library
        .get("rff-squares")
        .expect("built in")
        .ruleset
        .clone();
    let verdict = charge(&resolve(&layout, &rules), &rules, 1, 2).expect("judged");
    assert!(verdict.reaches(), "{verdict:?}");
    // The target; the line 20 mm behind it; the column 15 mm beside it. Not the line 40 mm
    // off, nor the march column, which forms no hasty square.
    assert_eq!(verdict.hasty_squares, Some(vec![2, 3, 4]));
    // The PIP rules have no hasty squares.
    let pip_layout = layout_pip_pair();
    let verdict = charge(&table(&pip_layout), &pip(), 1, 2).expect("judged");
    assert_eq!(verdict.hasty_squares, None);
}

fn layout_pip_pair() -> Layout {
    layout(
        vec![
            unit(1, 0, "cavalry", (0.0, 0.0, 0.0)),
            unit(2, 1, "infantry", (0.0, -150.0, 180.0)),
        ],
        None,
    )
}

/// A figure-scale line battalion of `bases` bases of 30 × 20 mm in a column `files` bases
/// abreast, at the origin facing up the table.
fn figure_scale_column(bases: u32, files: u32) -> Layout {
    let doc = json!({
        "format": "drillbook-layout", "version": 3,
        "ruleset": { "id": "figure-scale", "version": "1.0.0" },
        "units": [{
            "id": 1, "name": "1/45e", "side": 0, "troop": "line-infantry",
            "basing": { "bases": bases, "figures_per_base": 4, "base_width_mm": 30, "base_depth_mm": 20 },
            "formation": "column", "choices": { "files": files },
            "pose": { "x": 0, "y": 0, "heading": 0 }
        }]
    });
    Layout::from_json(&doc.to_string()).expect("a layout")
}

#[test]
fn a_pseudo_column_moves_at_the_linear_rate_and_an_assumed_rate_says_so() {
    let library = Library::builtin().expect("built-ins");
    let rules = library
        .get("figure-scale")
        .expect("built in")
        .ruleset
        .clone();
    // Four bases two abreast: no more behind the front rank than in it, a pseudo column
    // at the linear 6". Six bases two abreast: a column, at 9".
    for (bases, rate) in [(4, 152.4), (6, 228.6)] {
        let layout = figure_scale_column(bases, 2);
        let found = reach(&resolve(&layout, &rules), &rules, 1).expect("a reach");
        assert_eq!(found.allowance.full_mm, rate, "{bases} bases");
        // Neither text gives a rate: the allowance says it is assumed, in its JSON too.
        let assumption = found.allowance.assumption.as_deref().expect("assumed");
        assert!(assumption.contains("movement rates chart"), "{assumption}");
        let json = serde_json::to_value(&found).expect("serialises");
        assert!(json["allowance"]["assumption"].is_string(), "{json}");
        // The analysis of a move too long for it says so, and that the rate is assumed.
        let mut moved = layout.clone();
        moved.move_unit(1, Pose::new(0.0, -(rate + 20.0), 0.0));
        let report = analyze(&resolve(&moved, &rules), &rules);
        let unit = report.unit(1).expect("reported");
        let move_report = unit.moved.as_ref().expect("moved");
        assert_eq!(move_report.allowance_mm, Some(rate));
        assert!(move_report.assumption.is_some());
        let too_far = report
            .findings_for(1)
            .find(|f| f.message.contains("more than"))
            .expect("too far");
        assert!(
            too_far.message.contains("The rate is assumed"),
            "{}",
            too_far.message
        );
    }
}

#[test]
fn a_reach_beside_a_large_brigade_takes_out_every_base_or_says_it_is_incomplete() {
    // Light cavalry (14" in line) before a division of twenty small battalions of six bases
    // in four lines ahead of it: 120 bases stand where it could go.
    let library = Library::builtin().expect("built-ins");
    let rules = library
        .get("figure-scale")
        .expect("built in")
        .ruleset
        .clone();
    let mut units = vec![json!({
        "id": 1, "name": "Hussars", "side": 0, "troop": "light-cavalry",
        "basing": { "bases": 4, "figures_per_base": 2, "base_width_mm": 40, "base_depth_mm": 40 },
        "formation": "line", "pose": { "x": 0, "y": 0, "heading": 0 }
    })];
    for k in 0..20u32 {
        let (x, y) = (
            -300.0 + 150.0 * (k % 5) as f32,
            -100.0 - 70.0 * (k / 5) as f32,
        );
        units.push(json!({
            "id": k + 2, "name": format!("Battalion {}", k + 1), "side": 0,
            "troop": "line-infantry",
            "basing": { "bases": 6, "figures_per_base": 4, "base_width_mm": 20, "base_depth_mm": 15 },
            "formation": "line", "pose": { "x": x, "y": y, "heading": 0 }
        }));
    }
    let doc = json!({
        "format": "drillbook-layout", "version": 3,
        "ruleset": { "id": "figure-scale", "version": "1.0.0" },
        "units": units,
    });
    let layout = Layout::from_json(&doc.to_string()).expect("a layout");
    let placed = resolve(&layout, &rules);
    let found = reach(&placed, &rules, 1).expect("a reach");
    let middles: Vec<[f32; 2]> = placed.units[1..]
        .iter()
        .flat_map(|u| u.rects.iter().map(|r| [r.center.x, r.center.y]))
        .collect();
    assert_eq!(middles.len(), 120);
    let inside: Vec<&[f32; 2]> = middles
        .iter()
        .filter(|m| region_holds(&found.region, **m, 0.0))
        .collect();
    assert!(
        !found.complete || inside.is_empty(),
        "{} bases' middles lie inside a reach said to be complete: {inside:?}",
        inside.len()
    );
    // More bases reach into it than a reach takes out: it says so.
    assert!(!found.complete);
}

#[test]
fn what_can_charge_a_unit_is_each_enemy_that_reaches_it_from_where_it_stands() {
    // The battalion faces up the table. Cavalry wholly beside its right flank, 150 mm off,
    // can charge that flank; cavalry 400 mm off cannot; a friend is no charger. A move the
    // near cavalry made this turn is forgotten: its next turn starts where it stands.
    let mut battle = layout(
        vec![
            unit(1, 0, "infantry", (0.0, 0.0, 0.0)),
            unit(2, 1, "cavalry", (500.0, 10.0, 270.0)),
            unit(3, 1, "cavalry", (-450.0, 10.0, 90.0)),
            unit(4, 0, "cavalry", (0.0, 120.0, 0.0)),
        ],
        None,
    );
    battle.move_unit(2, Pose::new(200.0, 10.0, 270.0));
    let found = drillbook::reach::chargers(&table(&battle), &pip(), 1).expect("judged");
    assert!(found.complete);
    let ids: Vec<u32> = found.chargers.iter().map(|c| c.id).collect();
    assert_eq!(ids, vec![2], "{found:?}");
    assert_eq!(found.chargers[0].face, Some(Aspect::Flank));
    assert_eq!(found.chargers[0].side, Side::Right);
    assert!(found.chargers[0].path_mm <= CAVALRY_MOVE);
}

//! Properties of the table analysis: contact is symmetric, a rigid motion of the whole table
//! changes no finding, our distances agree with the `geo` crate's, and every finding cites
//! its own system's rules.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::analysis::{Aspect, Report, Touch, analyze};
use drillbook::formation::Turn;
use drillbook::geom::{OrientedRect, Pose, Swept, clearance};
use drillbook::layout::{Layout, PlayerSide};
use drillbook::rules::{AnchorChoices, GEOMETRY, Library, Ruleset};
use drillbook::table::resolve;
use drillbook::table::sample_battle;
use geo::{Area, ConvexHull, Distance, Euclidean, Intersects, LineString, MultiPoint, Polygon};
use glam::Vec2;
use proptest::prelude::*;

// Only the digest's rule IDs and the scenarios' tables are used here; the other tests use
// the rest.
#[allow(dead_code)]
mod common;

fn ruleset(id: &str) -> Ruleset {
    Library::builtin()
        .expect("built-ins")
        .get(id)
        .expect("built in")
        .ruleset
        .as_ref()
        .clone()
}

/// A finding as its rule and units.
type FindingKey = (String, Vec<u32>);
/// A contact as its two units (lower id first), how they touch, and the aspect on each.
type ContactKey = (u32, u32, ContactTouch, Aspect, Aspect);

/// How two units touch. A shared edge's length is compared within a tenth of a millimetre, the
/// precision the page shows: moving a table metres off loses a few ten-thousandths of a
/// millimetre to `f32` rounding, and edges half a degree apart turn that into a few hundredths
/// along the shared length.
#[derive(Debug, Clone, Copy)]
enum ContactTouch {
    Edge(f32),
    Corner,
    Corners,
}

impl PartialEq for ContactTouch {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Self::Edge(a), Self::Edge(b)) => (a - b).abs() < 0.1,
            (Self::Corner, Self::Corner) | (Self::Corners, Self::Corners) => true,
            _ => false,
        }
    }
}

/// What the analysis says, in a form that ignores the order of pairs and rounding in messages.
fn summary(report: &Report) -> (Vec<FindingKey>, Vec<ContactKey>) {
    let mut findings: Vec<_> = report
        .findings
        .iter()
        .map(|f| (f.rule.clone(), f.units.clone()))
        .collect();
    findings.sort();
    let mut contacts: Vec<_> = report
        .contacts
        .iter()
        .map(|c| {
            let touch = match c.touch {
                Touch::EdgeToEdge { shared_mm } => ContactTouch::Edge(shared_mm),
                Touch::EdgeToCorner => ContactTouch::Corner,
                Touch::CornerToCorner => ContactTouch::Corners,
            };
            if c.a < c.b {
                (c.a, c.b, touch, c.aspect_a, c.aspect_b)
            } else {
                (c.b, c.a, touch, c.aspect_b, c.aspect_a)
            }
        })
        .collect();
    contacts.sort_by_key(|c| (c.0, c.1));
    (findings, contacts)
}

fn moved(pose: &Pose, turn: f32, shift: Vec2) -> Pose {
    let p = Vec2::from_angle(turn.to_radians()).rotate(pose.position()) + shift;
    Pose::new(p.x, p.y, (pose.heading + turn).rem_euclid(360.0))
}

/// The layout moved and turned as one. The players' table stands square to the view, so a
/// layout that sets one is only moved, its table, zones and terrain with it.
fn rigidly_moved(layout: &Layout, turn: f32, shift: Vec2) -> Layout {
    let mut layout = layout.clone();
    let turn = if layout.battlefield.is_some() {
        0.0
    } else {
        turn
    };
    for unit in &mut layout.units {
        unit.pose = moved(&unit.pose, turn, shift);
        unit.move_start = unit.move_start.map(|s| moved(&s, turn, shift));
        for change in &mut unit.changes {
            change.before = moved(&change.before, turn, shift);
            change.after = moved(&change.after, turn, shift);
        }
    }
    if let Some(field) = &mut layout.battlefield {
        field.centre += shift;
        for corner in field.zones.iter_mut().flat_map(|z| &mut z.corners) {
            *corner += shift;
        }
        for point in field.terrain.iter_mut().flat_map(|p| &mut p.points) {
            *point += shift;
        }
    }
    layout
}

/// Every analysis scenario's table, and a sample battle.
fn tables() -> Vec<(String, Layout)> {
    let mut layouts = common::analysis_scenario_layouts();
    let figure_scale = ruleset("figure-scale");
    layouts.push((
        "a sample battle".to_owned(),
        sample_battle(&figure_scale, 120).expect("a battle"),
    ));
    layouts
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Moving and turning the whole table changes nothing the rules say.
    #[test]
    fn a_rigid_motion_of_the_table_changes_no_finding(
        turn in 0.0f32..360.0,
        dx in -3000.0f32..3000.0,
        dy in -3000.0f32..3000.0,
    ) {
        let mut library = Library::builtin().expect("built-ins");
        for (name, layout) in tables() {
            let ruleset = library.rules_for(&layout).expect("its ruleset");
            let before = summary(&analyze(&resolve(&layout, &ruleset), &ruleset));
            let moved = rigidly_moved(&layout, turn, Vec2::new(dx, dy));
            let after = summary(&analyze(&resolve(&moved, &ruleset), &ruleset));
            prop_assert_eq!(&before, &after, "{}", name);
        }
    }
}

fn unit_pose() -> impl Strategy<Value = Pose> {
    (
        -120.0f32..120.0,
        -120.0f32..120.0,
        prop::sample::select(vec![0.0f32, 90.0, 180.0, 270.0, 30.0, 45.0]),
    )
        .prop_map(|(x, y, h)| Pose::new(x, y, h))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    /// Whichever unit is listed first, the same contact is found, with its aspects swapped.
    #[test]
    fn contact_is_symmetric(a in unit_pose(), b in unit_pose(), start in prop::option::of(unit_pose())) {
        let pip = ruleset("pip-2mm");
        let build = |first: (Pose, Option<Pose>), second: (Pose, Option<Pose>)| {
            let mut layout = Layout::new(drillbook::layout::RulesetRef::Builtin { id: pip.id.clone(), version: pip.version.clone() });
            for (i, (pose, start)) in [first, second].into_iter().enumerate() {
                let troop = if i == 0 { "infantry" } else { "cavalry" };
                let id = layout.add_unit(&pip, troop, PlayerSide(i as u8), pose).expect("added");
                layout.unit_mut(id).expect("there").move_start = start;
            }
            layout
        };
        let forward = build((a, None), (b, start));
        // The same two units, listed the other way round, keep their ids.
        let mut backward = forward.clone();
        backward.units.reverse();
        let one = summary(&analyze(&resolve(&forward, &pip), &pip));
        let two = summary(&analyze(&resolve(&backward, &pip), &pip));
        prop_assert_eq!(one.1, two.1);
    }

    /// Two lines front to front, one slid along the other and sunk into it by less than the
    /// contact tolerance: the edge they share is the overlap of their fronts, measured once
    /// however many bases meet, so never more than the shorter front (D-contact).
    #[test]
    fn lines_front_to_front_share_the_overlap_of_their_fronts(
        bases in (1u32..9, 1u32..9),
        width in 20.0f32..70.0,
        (joints, jitter) in (-6i32..6, -0.4f32..0.4),
        sunk in 0.0f32..0.45,
    ) {
        // Slid by whole bases, give or take less than the tolerance, so that the sides of
        // the bases line up, as they do on a table.
        let slide = joints as f32 * width + jitter;
        let pip = ruleset("pip-2mm");
        let mut layout = Layout::new(drillbook::layout::RulesetRef::Builtin { id: pip.id.clone(), version: pip.version.clone() });
        let poses = [Pose::new(0.0, 0.0, 0.0), Pose::new(slide, sunk, 180.0)];
        for (side, (count, pose)) in [bases.0, bases.1].into_iter().zip(poses).enumerate() {
            let id = layout.add_unit(&pip, "infantry", PlayerSide(side as u8), pose).expect("added");
            let unit = layout.unit_mut(id).expect("there");
            unit.basing.bases = count;
            unit.basing.base_width_mm = width;
        }
        let table = resolve(&layout, &pip);
        // The fronts, as the stretches across the table each base covers, and where the two
        // units' bases face each other: measured here along the line, base by base.
        let spans = |k: usize| -> Vec<(f32, f32)> {
            table.units[k].rects.iter().map(|r| {
                let xs = r.corners().map(|c| c.x);
                (xs.iter().copied().fold(f32::INFINITY, f32::min), xs.iter().copied().fold(f32::NEG_INFINITY, f32::max))
            }).collect()
        };
        let mut facing: Vec<(f32, f32)> = spans(0).iter().flat_map(|a| spans(1).into_iter().map(move |b| (a.0.max(b.0), a.1.min(b.1)))).filter(|(from, to)| to > from).collect();
        facing.sort_by(|p, q| p.0.total_cmp(&q.0));
        let (mut overlap, mut reach) = (0.0f32, f32::NEG_INFINITY);
        for (from, to) in facing {
            let from = from.max(reach);
            if to > from {
                overlap += to - from;
                reach = to;
            }
        }
        let front = |k: usize| table.units[k].shaped.readouts.frontage_mm;
        let report = analyze(&table, &pip);
        let shared = report.contacts.iter().find_map(|c| match c.touch {
            Touch::EdgeToEdge { shared_mm } => Some(shared_mm),
            _ => None,
        });
        if overlap > 1.0 {
            let shared = shared.expect("an edge-to-edge contact");
            prop_assert!((shared - overlap).abs() < 0.05, "shared {shared}, fronts overlap {overlap}");
            prop_assert!(shared <= front(0).min(front(1)) + 0.05);
        }
    }

    /// Base to base, our clearance is the `geo` crate's Euclidean distance between polygons.
    #[test]
    fn clearance_agrees_with_geo(
        (ax, ay, aw, ad, ah) in (-200.0f32..200.0, -200.0f32..200.0, 5.0f32..100.0, 5.0f32..100.0, 0.0f32..360.0),
        (bx, by, bw, bd, bh) in (-200.0f32..200.0, -200.0f32..200.0, 5.0f32..100.0, 5.0f32..100.0, 0.0f32..360.0),
    ) {
        let a = OrientedRect::new(Vec2::new(ax, ay), aw, ad, ah);
        let b = OrientedRect::new(Vec2::new(bx, by), bw, bd, bh);
        let polygon = |r: &OrientedRect| {
            let ring: Vec<(f64, f64)> = r.corners().iter().map(|c| (f64::from(c.x), f64::from(c.y))).collect();
            Polygon::new(LineString::from(ring), vec![])
        };
        let reference = Euclidean.distance(&polygon(&a), &polygon(&b));
        let ours = f64::from(clearance(&a, &b));
        prop_assert!((ours - reference).abs() < 1e-2, "ours {ours}, geo {reference}");
    }

    /// The ground a base sweeps is `geo`'s convex hull of where it stood and where it stands,
    /// and it meets another base exactly when `geo` says the two polygons intersect.
    #[test]
    fn the_swept_hull_agrees_with_geo(
        (ax, ay, ah) in (-200.0f32..200.0, -200.0f32..200.0, 0.0f32..360.0),
        (dx, dy, turn) in (-150.0f32..150.0, -150.0f32..150.0, -3.0f32..3.0),
        (bx, by, bw, bd, bh) in (-250.0f32..250.0, -250.0f32..250.0, 5.0f32..100.0, 5.0f32..100.0, 0.0f32..360.0),
    ) {
        let from = OrientedRect::new(Vec2::new(ax, ay), 40.0, 20.0, ah);
        let to = OrientedRect::new(Vec2::new(ax + dx, ay + dy), 40.0, 20.0, ah + turn);
        let other = OrientedRect::new(Vec2::new(bx, by), bw, bd, bh);
        let swept = Swept::between(&from, &to);
        let ring = |points: &[Vec2]| {
            LineString::from(points.iter().map(|c| (f64::from(c.x), f64::from(c.y))).collect::<Vec<_>>())
        };
        let corners: Vec<Vec2> = from.corners().into_iter().chain(to.corners()).collect();
        let reference = MultiPoint::from(corners.iter().map(|c| (f64::from(c.x), f64::from(c.y))).collect::<Vec<_>>()).convex_hull();
        let ours = Polygon::new(ring(swept.corners()), vec![]);
        prop_assert!((ours.unsigned_area() - reference.unsigned_area()).abs() < 0.5, "area ours {}, geo {}", ours.unsigned_area(), reference.unsigned_area());
        let depth = swept.penetration(&other);
        let other = Polygon::new(ring(&other.corners()), vec![]);
        if depth > 0.01 {
            prop_assert!(reference.intersects(&other), "overlap {depth} where geo finds none");
        } else if depth < -0.01 {
            prop_assert!(!reference.intersects(&other), "apart by {} where geo finds them meeting", -depth);
        }
    }
}

/// The rule-ID prefix of each built-in ruleset's system; `None` for one with no rules of play.
const SYSTEMS: [(&str, Option<&str>); 5] = [
    ("figure-scale", Some("A-")),
    ("rff-squares", Some("B-")),
    ("element-rules", Some("C-")),
    ("pip-2mm", Some("D-")),
    ("basing-only", None),
];

/// A crowded table of `ruleset`'s troops: each unit a troop type, a formation of it, a side,
/// a pose within a few inches of the others, and sometimes where its move began, all picked
/// by the indices in `picks`.
fn crowded_table(ruleset: &Ruleset, picks: &[(usize, usize, u8, Pose, Option<Pose>)]) -> Layout {
    let reference = Library::builtin()
        .expect("built-ins")
        .reference(&ruleset.id)
        .expect("built in");
    let mut layout = Layout::new(reference);
    for &(troop, formation, side, pose, start) in picks {
        let troop = &ruleset.troops[troop % ruleset.troops.len()];
        let Ok(id) = layout.add_unit(ruleset, &troop.id, PlayerSide(side % 2), pose) else {
            continue;
        };
        let unit = layout.unit_mut(id).expect("just added");
        unit.formation = troop.formations[formation % troop.formations.len()]
            .id
            .clone();
        unit.move_start = start;
    }
    layout
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Whatever stands on a table, each finding cites a rule of its ruleset's own system, or
    /// says it rests on the geometry itself or on an assumption the ruleset states: a
    /// figure-scale table never cites the PIP rules' contact rule.
    #[test]
    fn every_finding_cites_its_own_systems_rules(
        system in 0..SYSTEMS.len(),
        picks in prop::collection::vec(
            (0usize..16, 0usize..16, 0u8..2, unit_pose(), prop::option::of(unit_pose())),
            2..9,
        ),
    ) {
        let (id, prefix) = SYSTEMS[system];
        let ruleset = ruleset(id);
        let layout = crowded_table(&ruleset, &picks);
        let report = analyze(&resolve(&layout, &ruleset), &ruleset);
        for finding in &report.findings {
            let own = |rule: &str| {
                prefix.is_some_and(|p| rule.starts_with(p)) && common::DIGEST_RULES.contains(&rule)
            };
            prop_assert!(
                [GEOMETRY, "assumption"].contains(&finding.rule.as_str())
                    || finding.rule.split(", ").all(own),
                "{}: {} cites '{}': {}",
                id,
                finding.units.iter().map(u32::to_string).collect::<Vec<_>>().join(", "),
                finding.rule,
                finding.message
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Where the rules ask a unit's elements to touch (C-contact), every formation Drillbook
    /// lays out for them keeps them in one body, whatever the count and however it faces:
    /// the check finds only what a player set apart.
    #[test]
    fn every_formation_keeps_its_elements_in_contact(
        troop in 0usize..16,
        formation in 0usize..16,
        bases in 1u32..25,
        pose in unit_pose(),
    ) {
        let ruleset = ruleset("element-rules");
        prop_assert!(ruleset.contact.elements_touch.as_ref().is_some_and(|c| c.value));
        let troop = &ruleset.troops[troop % ruleset.troops.len()];
        let mut layout = crowded_table(&ruleset, &[(0, 0, 0, pose, None)]);
        let unit = &mut layout.units[0];
        unit.troop = troop.id.clone();
        unit.basing = drillbook::rules::Basing {
            bases,
            ..troop.basing.value
        };
        unit.formation = troop.formations[formation % troop.formations.len()].id.clone();
        let table = resolve(&layout, &ruleset);
        prop_assume!(table.problems.is_empty());
        let report = analyze(&table, &ruleset);
        let apart: Vec<&str> = report
            .findings
            .iter()
            .filter(|f| f.rule == "C-contact")
            .map(|f| f.message.as_str())
            .collect();
        prop_assert!(apart.is_empty(), "{} {}: {apart:?}", troop.id, layout.units[0].formation);
    }
}

/// Every change of formation the page makes, with any of a player's choices, is one the
/// rules could make; the same change recorded 5 mm off, or turned 30° more, is none.
#[test]
fn a_recorded_change_is_found_only_where_no_rule_could_make_it() {
    let library = Library::builtin().expect("built-ins");
    let choices = [
        AnchorChoices::default(),
        AnchorChoices {
            turn: Turn::Left,
            turn_degrees: 60.0,
            element: Some(0),
            slot: Some(0),
            method: None,
        },
    ];
    let (mut made, mut found) = (0, 0);
    let unmade = |report: &Report| {
        report
            .findings
            .iter()
            .filter(|f| f.message.contains("recorded change"))
            .count()
    };
    for entry in library.entries() {
        let ruleset = entry.ruleset.as_ref();
        for troop in &ruleset.troops {
            for from in &troop.formations {
                for to in troop.formations.iter().filter(|to| to.id != from.id) {
                    for (way, chosen) in
                        (0..2).flat_map(|way| choices.iter().map(move |c| (way, c)))
                    {
                        let mut layout =
                            Layout::new(library.reference(&ruleset.id).expect("built in"));
                        let id = layout
                            .add_unit(
                                ruleset,
                                &troop.id,
                                PlayerSide(0),
                                Pose::new(300.0, 200.0, 15.0),
                            )
                            .expect("added");
                        layout.unit_mut(id).expect("there").formation = from.id.clone();
                        if layout
                            .change_formation(ruleset, id, &to.id, way, chosen)
                            .is_err()
                        {
                            continue;
                        }
                        let case = format!(
                            "{} {}: {} to {} by rule {way}",
                            ruleset.id, troop.id, from.id, to.id
                        );
                        let report = analyze(&resolve(&layout, ruleset), ruleset);
                        assert_eq!(unmade(&report), 0, "{case}: {:?}", report.findings);
                        made += 1;
                        for (shift, turn) in [(Vec2::new(3.0, 4.0), 0.0), (Vec2::ZERO, 30.0)] {
                            let mut off = layout.clone();
                            let unit = off.unit_mut(id).expect("there");
                            let after = &mut unit.changes[0].after;
                            *after = Pose::new(
                                after.x + shift.x,
                                after.y + shift.y,
                                after.heading + turn,
                            );
                            unit.pose = *after;
                            let report = analyze(&resolve(&off, ruleset), ruleset);
                            // A free turn takes any heading: only the shift is unmade there.
                            if turn == 0.0 || unmade(&report) > 0 {
                                assert_eq!(
                                    unmade(&report),
                                    1,
                                    "{case}, off by {shift} and {turn}°"
                                );
                                found += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(made > 100 && found > made, "{made} made, {found} found");
}

/// C-last: a unit's last element stands in line. Every formation of the element rules that a
/// lone element can take stands one file and one rank, never a column (light foot's line is
/// its skirmishing line); a square, which needs two, refuses it with its rule.
#[test]
fn a_lone_element_stands_in_line() {
    let ruleset = ruleset("element-rules");
    let mut lines = 0;
    for troop in &ruleset.troops {
        for formation in &troop.formations {
            let mut layout = crowded_table(&ruleset, &[(0, 0, 0, Pose::default(), None)]);
            let unit = &mut layout.units[0];
            unit.troop = troop.id.clone();
            unit.basing = drillbook::rules::Basing {
                bases: 1,
                ..troop.basing.value
            };
            unit.formation = formation.id.clone();
            let table = resolve(&layout, &ruleset);
            let case = format!("{} {}", troop.id, formation.id);
            match table.units.first() {
                Some(placed) => {
                    let readouts = &placed.shaped.readouts;
                    assert_eq!((readouts.files, readouts.ranks), (1, 1), "{case}");
                    use drillbook::formation::FormationClass::{Column, PseudoColumn, RoadColumn};
                    assert!(
                        ![Column, PseudoColumn, RoadColumn].contains(&readouts.class),
                        "{case}: {:?}",
                        readouts.class
                    );
                    lines += 1;
                }
                None => assert!(
                    table.problems[0].message.contains("C-contact"),
                    "{case}: {}",
                    table.problems[0].message
                ),
            }
        }
    }
    assert!(lines > 5);
}

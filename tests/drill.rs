//! Brigade drill under every rule system: each form held to the distances its rules give
//! (A-9.23, A-9.24 between lines, A-9.15 between units in column, B-shelter for the guns,
//! B-square-fire for squares), nothing overlapping, and a drill with no room refused.
#![cfg(not(target_arch = "wasm32"))]

use std::sync::Arc;

use drillbook::analysis::analyze;
use drillbook::drill::{BrigadeForm, DrillOrder, SpacingChoice, Wing, drill_brigade};
use drillbook::formation::{FormationClass, TargetClass, TroopKind};
use drillbook::geom::{Pose, clearance};
use drillbook::layout::{Layout, PlayerSide, TABLE_SIZES};
use drillbook::rules::{AnchorChoices, Library, Ruleset, Template};
use drillbook::table::{PlacedUnit, place_unit, resolve};
use drillbook::terrain::{TerrainKind, TerrainPiece};
use glam::Vec2;

const INCH: f32 = 25.4;

fn rules(id: &str) -> (Arc<Ruleset>, Layout) {
    let mut library = Library::builtin().expect("built-ins");
    let reference = library.reference(id).expect("built in");
    let ruleset = library.ruleset_for(&reference).expect("built in");
    let mut layout = Layout::new(reference);
    layout.set_table(Some(TABLE_SIZES[0]), Vec2::ZERO, None);
    (ruleset, layout)
}

/// A layout of `ruleset` on a 6 × 4 ft table with one brigade of `troops` (ids), standing
/// anywhere out of the way at first, and the brigade's index.
fn brigade(id: &str, troops: &[&str]) -> (Arc<Ruleset>, Layout, usize) {
    let (ruleset, mut layout) = rules(id);
    let ids: Vec<u32> = troops
        .iter()
        .enumerate()
        .map(|(k, troop)| {
            let pose = Pose::new(-800.0 + 150.0 * k as f32, 500.0, 0.0);
            layout
                .add_unit(&ruleset, troop, PlayerSide(0), pose)
                .expect("a troop type of the rules")
        })
        .collect();
    let index = layout.name_brigade(&ids, "1st Brigade").expect("a brigade");
    (ruleset, layout, index)
}

fn order(form: BrigadeForm) -> DrillOrder {
    DrillOrder {
        form,
        at: Pose::new(0.0, -100.0, 0.0),
        spacing: SpacingChoice::default(),
    }
}

/// The brigade drilled into `order`, applied, and every unit placed.
fn drilled(
    layout: &mut Layout,
    ruleset: &Ruleset,
    index: usize,
    order: &DrillOrder,
) -> Vec<PlacedUnit> {
    let drilled = drill_brigade(layout, ruleset, index, order).expect("room to drill");
    drilled.apply_to(layout);
    let table = resolve(layout, ruleset);
    assert!(table.problems.is_empty(), "{:?}", table.problems);
    let report = analyze(&table, ruleset);
    assert!(report.overlapping.is_empty(), "{:?}", report.overlapping);
    table.units
}

fn close(a: f32, b: f32) -> bool {
    (a - b).abs() < 0.01
}

#[test]
fn the_second_line_stands_at_the_rear_support_distance_and_masses_the_first() {
    let (ruleset, mut layout, index) = brigade("figure-scale", &["line-infantry"; 4]);
    let units = drilled(&mut layout, &ruleset, index, &order(BrigadeForm::TwoLines));
    let (first, second) = units.split_at(2);
    for (front, back) in first.iter().zip(second) {
        assert_eq!(front.shaped.readouts.class, FormationClass::Line);
        assert!(
            close(back.bounds.min.y - front.bounds.max.y, INCH),
            "A-9.23: 1 inch behind"
        );
        assert!(close(back.pose.x, front.pose.x), "covering");
    }
    let report = analyze(&resolve(&layout, &ruleset), &ruleset);
    for front in first {
        assert_eq!(
            report.unit(front.id).unwrap().target,
            TargetClass::Massed,
            "A-9.24"
        );
    }
    let gaps = DrillOrder {
        spacing: SpacingChoice {
            behind_gaps: true,
            ..SpacingChoice::default()
        },
        ..order(BrigadeForm::TwoLines)
    };
    let (ruleset, mut layout, index) = brigade("figure-scale", &["line-infantry"; 5]);
    let units = drilled(&mut layout, &ruleset, index, &gaps);
    let gap_middle = (units[0].bounds.max.x + units[1].bounds.min.x) / 2.0;
    assert!(close(units[3].pose.x, gap_middle));
}

#[test]
fn columns_of_attack_each_deploy_into_line_without_touching_the_next() {
    for (id, troop) in [
        ("figure-scale", "line-infantry"),
        ("rff-squares", "infantry"),
        ("element-rules", "heavy-infantry"),
        ("basing-only", "infantry"),
    ] {
        let (ruleset, mut layout, index) = brigade(id, &[troop; 4]);
        let units = drilled(&mut layout, &ruleset, index, &order(BrigadeForm::Columns));
        assert!(
            units
                .iter()
                .all(|u| u.shaped.readouts.class != FormationClass::Line),
            "{id}"
        );
        let line = ruleset
            .troop(troop)
            .unwrap()
            .formations
            .iter()
            .find(|f| matches!(f.template, Template::Line))
            .unwrap()
            .id
            .clone();
        for unit in &units {
            layout
                .change_formation(&ruleset, unit.id, &line, 0, &AnchorChoices::default())
                .expect("a column forms line");
        }
        let lines = resolve(&layout, &ruleset).units;
        for pair in lines.windows(2) {
            let gap = pair[0]
                .rects
                .iter()
                .flat_map(|a| pair[1].rects.iter().map(move |b| clearance(a, b)))
                .fold(f32::INFINITY, f32::min);
            assert!(gap >= INCH - 0.01, "{id}: deployed lines {gap} mm apart");
        }
    }
}

#[test]
fn an_echelon_steps_back_from_its_leading_wing() {
    let (ruleset, mut layout, index) = brigade("figure-scale", &["line-infantry"; 3]);
    let step = DrillOrder {
        spacing: SpacingChoice {
            step: Some(40.0),
            ..SpacingChoice::default()
        },
        ..order(BrigadeForm::Echelon(Wing::Left))
    };
    let units = drilled(&mut layout, &ruleset, index, &step);
    assert!(
        units
            .windows(2)
            .all(|w| close(w[1].pose.y - w[0].pose.y, 40.0) && w[1].pose.x > w[0].pose.x)
    );
    let right = DrillOrder {
        form: BrigadeForm::Echelon(Wing::Right),
        ..step
    };
    let units = drilled(&mut layout, &ruleset, index, &right);
    assert!(
        units
            .windows(2)
            .all(|w| close(w[0].pose.y - w[1].pose.y, 40.0))
    );
}

#[test]
fn ordre_mixte_stands_lines_between_columns() {
    let (ruleset, mut layout, index) = brigade("figure-scale", &["line-infantry"; 3]);
    let units = drilled(
        &mut layout,
        &ruleset,
        index,
        &order(BrigadeForm::OrdreMixte),
    );
    let classes: Vec<FormationClass> = units.iter().map(|u| u.shaped.readouts.class).collect();
    assert_eq!(classes[1], FormationClass::Line);
    assert!(classes[0] != FormationClass::Line && classes[2] != FormationClass::Line);
    assert!(
        units
            .windows(2)
            .all(|w| w[0].pose.x < w[1].pose.x && close(w[0].bounds.min.y, w[1].bounds.min.y))
    );
}

/// Whether `other` reaches into the band straight out from `square`'s front or rear face.
fn before_a_face(square: &PlacedUnit, other: &PlacedUnit) -> bool {
    let (l, r) = (square.bounds.min.x, square.bounds.max.x);
    other.bounds.max.x > l + 0.01 && other.bounds.min.x < r - 0.01
}

#[test]
fn squares_in_chequer_stand_before_no_square_s_face_with_the_guns_within_shelter() {
    for (id, foot, guns) in [
        ("rff-squares", "infantry", "battery"),
        ("figure-scale", "line-infantry", "field-artillery"),
    ] {
        let (ruleset, mut layout, index) = brigade(id, &[foot, foot, foot, foot, foot, guns]);
        let units = drilled(&mut layout, &ruleset, index, &order(BrigadeForm::Squares));
        let (squares, batteries): (Vec<&PlacedUnit>, Vec<&PlacedUnit>) =
            units.iter().partition(|u| u.kind != TroopKind::Artillery);
        assert!(
            squares
                .iter()
                .all(|s| s.shaped.readouts.class == FormationClass::Square)
        );
        for a in &squares {
            for b in squares.iter().filter(|b| b.id != a.id) {
                assert!(
                    !before_a_face(a, b),
                    "{id}: {} before {}'s face",
                    b.name,
                    a.name
                );
            }
        }
        let reach = ruleset
            .squares
            .shelter_mm
            .as_ref()
            .map_or(INCH, |c| c.value);
        for battery in batteries {
            let nearest = squares
                .iter()
                .flat_map(|s| s.rects.iter())
                .flat_map(|s| battery.rects.iter().map(move |g| clearance(g, s)))
                .fold(f32::INFINITY, f32::min);
            assert!(
                nearest <= reach + 0.01,
                "{id}: the guns {nearest} mm from a square"
            );
        }
    }
}

#[test]
fn a_march_column_follows_the_road_one_inch_between_units() {
    let (ruleset, mut layout, index) = brigade("figure-scale", &["line-infantry"; 4]);
    let road = TerrainPiece {
        kind: TerrainKind::Road,
        name: String::new(),
        points: vec![
            Vec2::new(0.0, -400.0),
            Vec2::new(0.0, -100.0),
            Vec2::new(300.0, 200.0),
        ],
        width_mm: 40.0,
    };
    layout.add_terrain(road).expect("a road");
    let head = DrillOrder {
        at: Pose::new(0.0, -300.0, 0.0),
        ..order(BrigadeForm::RoadColumn)
    };
    let units = drilled(&mut layout, &ruleset, index, &head);
    assert!(
        units
            .iter()
            .all(|u| u.shaped.readouts.class == FormationClass::RoadColumn)
    );
    for pair in units.windows(2) {
        let rear = pair[0]
            .pose
            .to_table(Vec2::new(0.0, pair[0].shaped.readouts.depth_mm));
        assert!(
            close(rear.distance(pair[1].pose.position()), INCH),
            "A-9.15"
        );
    }
    let last = units.last().unwrap();
    assert!(
        last.pose.x > 1.0 && last.pose.heading > 270.0,
        "turned along the bend: {:?}",
        last.pose
    );
}

#[test]
fn a_drill_with_no_room_is_refused_naming_the_unit_and_nothing_moves() {
    let (ruleset, mut layout, index) =
        brigade("pip-2mm", &["infantry", "infantry", "foot-artillery"]);
    let before = layout.clone();
    let off = DrillOrder {
        at: Pose::new(900.0, 0.0, 0.0),
        ..order(BrigadeForm::Line)
    };
    let why = drill_brigade(&layout, &ruleset, index, &off).unwrap_err();
    assert!(why.contains("off the table"), "{why}");
    let enemy = layout
        .add_unit(
            &ruleset,
            "cavalry",
            PlayerSide(1),
            Pose::new(0.0, -90.0, 0.0),
        )
        .unwrap();
    let why = drill_brigade(&layout, &ruleset, index, &order(BrigadeForm::Line)).unwrap_err();
    assert!(
        why.contains(&layout.unit(enemy).unwrap().name) && why.contains("Vermilion"),
        "{why}"
    );
    layout.remove_unit(enemy);
    let wood = TerrainPiece::quick(
        TerrainKind::Wood,
        drillbook::terrain::QuickShape::Ellipse,
        Vec2::new(0.0, -60.0),
    );
    layout.add_terrain(wood).unwrap();
    let why = drill_brigade(&layout, &ruleset, index, &order(BrigadeForm::Squares)).unwrap_err();
    assert!(why.contains("D-terrain"), "{why}");
    layout.battlefield.as_mut().unwrap().terrain.clear();
    assert_eq!(layout.units, before.units);
}

#[test]
fn a_unit_without_the_formation_keeps_its_own_and_the_drill_says_so() {
    let (ruleset, mut layout, index) = brigade("pip-2mm", &["infantry"; 2]);
    let drilled = drill_brigade(&layout, &ruleset, index, &order(BrigadeForm::Columns)).unwrap();
    assert_eq!(drilled.notes.len(), 2, "{:?}", drilled.notes);
    assert!(
        drilled.notes[0].contains("no column"),
        "{:?}",
        drilled.notes
    );
    drilled.apply_to(&mut layout);
    assert!(layout.units.iter().all(|u| u.formation == "line"));
}

#[test]
fn every_form_stands_clear_under_every_rule_system() {
    for ruleset in Library::builtin().unwrap().builtins() {
        let troops: Vec<&str> = ruleset
            .troops
            .iter()
            .chain(&ruleset.troops)
            .map(|t| t.id.as_str())
            .collect();
        for form in BrigadeForm::ALL {
            let (ruleset, mut layout, index) = brigade(&ruleset.id, &troops);
            layout.set_table(Some(TABLE_SIZES[1]), Vec2::ZERO, None);
            // A march column stretches along the table's length.
            let at = if form == BrigadeForm::RoadColumn {
                Pose::new(1200.0, 0.0, 90.0)
            } else {
                order(form).at
            };
            let order = DrillOrder { at, ..order(form) };
            let drilled = drill_brigade(&layout, &ruleset, index, &order)
                .unwrap_or_else(|why| panic!("{} {}: {why}", ruleset.id, form.id()));
            drilled.apply_to(&mut layout);
            let table = resolve(&layout, &ruleset);
            assert!(table.problems.is_empty(), "{:?}", table.problems);
            let report = analyze(&table, &ruleset);
            assert!(
                report.overlapping.is_empty(),
                "{} {}",
                ruleset.id,
                form.id()
            );
            let units = table.units;
            assert_eq!(units.len(), troops.len());
            for unit in &units {
                assert!(place_unit(layout.unit(unit.id).unwrap(), &ruleset).is_ok());
            }
        }
    }
}

#[test]
fn on_the_march_a_unit_without_a_road_column_takes_its_narrowest_column() {
    let (ruleset, layout, index) = brigade("rff-squares", &["infantry"; 2]);
    let order = DrillOrder {
        at: Pose::new(800.0, 0.0, 90.0),
        ..order(BrigadeForm::RoadColumn)
    };
    let drilled = drill_brigade(&layout, &ruleset, index, &order).expect("room");
    assert!(
        drilled.units.iter().all(|u| u.formation == "march-column"),
        "{:?}",
        drilled.units
    );
}

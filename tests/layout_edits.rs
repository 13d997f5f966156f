//! The edits a player makes to a layout, and the sample battles.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::formation::TroopKind;
use drillbook::geom::Pose;
use drillbook::layout::{Battlefield, Layout, LayoutUnit, PlayerSide, RulesetRef, TABLE_SIZES};
use drillbook::limits::{MAX_NAME_CHARS, MAX_TURN_CHANGES};
use drillbook::rules::{AnchorChoices, Library, Ruleset};
use drillbook::table::{copy_pose, fit_bends, resolve, sample_battle};

fn ruleset(id: &str) -> Ruleset {
    Library::builtin()
        .expect("built-ins")
        .get(id)
        .expect("built in")
        .ruleset
        .as_ref()
        .clone()
}

/// A layout of `ruleset` with a unit of each troop type given, for its side, where it stands;
/// and their ids, in that order.
fn layout_of(ruleset: &Ruleset, units: &[(&str, u8, Pose)]) -> (Layout, Vec<u32>) {
    let mut layout = Layout::new(RulesetRef::Builtin {
        id: ruleset.id.clone(),
        version: ruleset.version.clone(),
    });
    let ids = units
        .iter()
        .map(|&(troop, side, pose)| {
            layout
                .add_unit(ruleset, troop, PlayerSide(side), pose)
                .expect("added")
        })
        .collect();
    (layout, ids)
}

fn layout_with(ruleset: &Ruleset, troop: &str) -> (Layout, u32) {
    let (layout, ids) = layout_of(ruleset, &[(troop, 0, Pose::new(100.0, 200.0, 0.0))]);
    (layout, ids[0])
}

#[test]
fn a_new_unit_takes_its_default_basing_and_first_formation() {
    let rff = ruleset("rff-squares");
    let (mut layout, id) = layout_with(&rff, "infantry");
    let unit = layout.unit(id).expect("there");
    assert_eq!(
        (unit.name.as_str(), unit.formation.as_str()),
        ("Infantry regiment 1", "line")
    );
    assert_eq!(unit.basing.bases, 12);
    // Numbered per side: the other side's first regiment is its regiment 1.
    let theirs = layout
        .add_unit(&rff, "infantry", PlayerSide(1), Pose::default())
        .expect("added");
    assert_eq!(
        layout.unit(theirs).map(|u| u.name.as_str()),
        Some("Infantry regiment 1")
    );
    let second = layout
        .add_unit(&rff, "infantry", PlayerSide(0), Pose::default())
        .expect("added");
    assert_eq!(
        layout.unit(second).map(|u| u.name.as_str()),
        Some("Infantry regiment 2")
    );
    // A number a removed unit left is not taken twice.
    layout.remove_unit(id);
    let third = layout
        .add_unit(&rff, "infantry", PlayerSide(0), Pose::default())
        .expect("added");
    assert_eq!(
        layout.unit(third).map(|u| u.name.as_str()),
        Some("Infantry regiment 3")
    );
    assert!(
        layout
            .add_unit(&rff, "dragoons", PlayerSide(0), Pose::default())
            .is_err()
    );
}

#[test]
fn forming_square_keeps_the_front_centre_and_a_refused_change_changes_nothing() {
    let rff = ruleset("rff-squares");
    let (mut layout, id) = layout_with(&rff, "infantry");
    layout
        .change_formation(&rff, id, "square", 0, &AnchorChoices::default())
        .expect("B-square-anchor");
    let unit = layout.unit(id).expect("there");
    assert_eq!(unit.formation, "square");
    assert_eq!(unit.pose, Pose::new(100.0, 200.0, 0.0));

    let (mut cavalry, cav) = layout_with(&rff, "cavalry");
    let before = cavalry.clone();
    let error = cavalry
        .change_formation(&rff, cav, "square", 0, &AnchorChoices::default())
        .expect_err("cavalry has no square");
    assert!(error.contains("no formation 'square'"), "{error}");
    assert_eq!(cavalry, before);
}

/// a light battalion out in skirmish order re-forms as line or column on its
/// screen, and may not go straight to square; from line it may.
#[test]
fn a_light_battalion_in_skirmish_order_reforms_as_line_or_column_but_not_square() {
    let figure_scale = ruleset("figure-scale");
    for order in ["semi-skirmish", "full-skirmish", "extreme-skirmish"] {
        for (to, allowed) in [
            ("line", true),
            ("column", true),
            ("square", false),
            ("full-skirmish", order != "full-skirmish"),
        ] {
            if to == order {
                continue;
            }
            let (mut layout, id) = layout_with(&figure_scale, "light-infantry");
            layout
                .change_formation(&figure_scale, id, order, 0, &AnchorChoices::default())
                .expect("deploys from line");
            let before = layout.clone();
            let changed =
                layout.change_formation(&figure_scale, id, to, 0, &AnchorChoices::default());
            assert_eq!(changed.is_ok(), allowed, "{order} to {to}: {changed:?}");
            if !allowed {
                assert_eq!(layout, before, "a refused change changes nothing");
            }
        }
    }
    let (mut layout, id) = layout_with(&figure_scale, "light-infantry");
    layout
        .change_formation(&figure_scale, id, "square", 0, &AnchorChoices::default())
        .expect("from line, a square");
    // Light cavalry out in skirmish order likewise re-forms as line or column, not straight
    // into road column; from line it may.
    let (mut layout, id) = layout_with(&figure_scale, "light-cavalry");
    layout
        .change_formation(
            &figure_scale,
            id,
            "semi-skirmish",
            0,
            &AnchorChoices::default(),
        )
        .expect("deploys from line");
    let mut road = layout.clone();
    assert!(
        road.change_formation(
            &figure_scale,
            id,
            "road-column",
            0,
            &AnchorChoices::default()
        )
        .is_err()
    );
    layout
        .change_formation(&figure_scale, id, "line", 0, &AnchorChoices::default())
        .expect("re-forms as line");
    layout
        .change_formation(
            &figure_scale,
            id,
            "road-column",
            0,
            &AnchorChoices::default(),
        )
        .expect("from line, the road");
}

#[test]
fn the_first_move_of_a_turn_records_where_it_began() {
    let rff = ruleset("rff-squares");
    let (mut layout, id) = layout_with(&rff, "infantry");
    layout.move_unit(id, Pose::new(150.0, 200.0, 0.0));
    layout.move_unit(id, Pose::new(180.0, 200.0, 10.0));
    let unit = layout.unit(id).expect("there");
    assert_eq!(unit.move_start, Some(Pose::new(100.0, 200.0, 0.0)));
    layout.new_turn().expect("a new turn");
    assert_eq!(layout.unit(id).and_then(|u| u.move_start), None);
    assert!(layout.remove_unit(id));
    assert!(layout.units.is_empty());
}

/// Each change of formation is recorded in the unit's turn, with where it stood before and
/// after; past the most a turn records the newest takes the last one's place; a refused
/// change records nothing; a new turn forgets them all.
#[test]
fn changes_of_formation_are_recorded_for_the_turn() {
    let rff = ruleset("rff-squares");
    let (mut layout, id) = layout_with(&rff, "infantry");
    let start = layout.unit(id).expect("there").pose;
    let change = |layout: &mut Layout, to: &str| {
        layout.change_formation(&rff, id, to, 0, &AnchorChoices::default())
    };
    change(&mut layout, "field-column").expect("line to column");
    let after = layout.unit(id).expect("there").pose;
    let recorded = &layout.unit(id).expect("there").changes;
    assert_eq!(recorded.len(), 1);
    assert_eq!(
        (
            recorded[0].from.as_str(),
            recorded[0].before,
            recorded[0].after
        ),
        ("line", start, after)
    );
    assert!(change(&mut layout, "wedge").is_err());
    assert_eq!(layout.unit(id).expect("there").changes.len(), 1);
    let ways = ["line", "field-column"];
    for to in ways.iter().cycle().take(MAX_TURN_CHANGES + 2) {
        change(&mut layout, to).expect("allowed");
    }
    let unit = layout.unit(id).expect("there");
    assert_eq!(unit.changes.len(), MAX_TURN_CHANGES);
    assert_eq!(unit.changes[0].from, "line");
    assert_eq!(unit.changes.last().map(|c| c.after), Some(unit.pose));
    layout.new_turn().expect("a new turn");
    assert!(layout.unit(id).expect("there").changes.is_empty());
}

#[test]
fn a_unit_is_renamed_trimmed_and_never_to_a_blank_or_overlong_name() {
    let rff = ruleset("rff-squares");
    let (mut layout, id) = layout_with(&rff, "infantry");
    layout.rename_unit(id, "  2nd Foot ").expect("a fair name");
    assert_eq!(layout.unit(id).map(|u| u.name.as_str()), Some("2nd Foot"));

    let refused = layout.rename_unit(id, " \t ").expect_err("blank");
    assert!(refused.contains("needs a name"), "{refused}");
    let longest = "x".repeat(MAX_NAME_CHARS);
    layout.rename_unit(id, &longest).expect("at the limit");
    let refused = layout
        .rename_unit(id, &format!("{longest}y"))
        .expect_err("one past the limit");
    assert!(refused.contains(&MAX_NAME_CHARS.to_string()), "{refused}");
    assert_eq!(
        layout.unit(id).map(|u| u.name.as_str()),
        Some(longest.as_str())
    );
    assert!(layout.rename_unit(id + 1, "Nobody").is_err());
}

#[test]
fn the_gap_between_two_units_runs_edge_to_edge() {
    let rff = ruleset("rff-squares");
    let (mut layout, front) = layout_with(&rff, "infantry");
    let behind = layout
        .add_unit(
            &rff,
            "infantry",
            PlayerSide(1),
            Pose::new(130.0, 300.0, 0.0),
        )
        .expect("added");
    let table = resolve(&layout, &rff);
    let (a, b) = (
        table.unit(front).expect("placed"),
        table.unit(behind).expect("placed"),
    );
    let (on_front, on_behind) = table.gap(front, behind).expect("apart");
    assert!((on_behind.y - on_front.y - (b.bounds.min.y - a.bounds.max.y)).abs() < 1e-3);
    assert!((on_front.y - a.bounds.max.y).abs() < 1e-3);
    assert!(table.gap(front, behind + 1).is_none());

    let rear_edge = a.bounds.max.y;
    let depth_ahead = 300.0 - b.bounds.min.y;
    layout.move_unit(behind, Pose::new(130.0, rear_edge + depth_ahead, 0.0));
    assert_eq!(resolve(&layout, &rff).gap(front, behind), None, "touching");
}

#[test]
fn a_sample_battle_stands_on_the_table_whole() {
    let ruleset = ruleset("figure-scale");
    let layout = sample_battle(&ruleset, 200).expect("a battle");
    assert_eq!(layout.units.len(), 200);
    let table = resolve(&layout, &ruleset);
    assert!(table.problems.is_empty(), "{:?}", table.problems);
    assert_eq!(
        layout
            .units
            .iter()
            .filter(|u| u.move_start.is_some())
            .count(),
        1
    );
}

/// The table positions of a unit's skirmisher bases.
fn skirmishers_on_table(layout: &Layout, ruleset: &Ruleset, id: u32) -> Vec<glam::Vec2> {
    let table = resolve(layout, ruleset);
    let unit = table
        .unit(id)
        .unwrap_or_else(|| panic!("{:?}", table.problems));
    unit.rects
        .iter()
        .zip(&unit.shaped.footprint.bases)
        .filter(|(_, b)| b.role == drillbook::formation::BaseRole::Skirmisher)
        .map(|(r, _)| r.center)
        .collect()
}

#[test]
fn one_skirmisher_is_moved_by_hand_and_the_others_stay_where_they_stood() {
    let figure_scale = ruleset("figure-scale");
    // A screen wholly in open order, and a line that has sent skirmishers out.
    let (mut screen, id) = layout_with(&figure_scale, "light-infantry");
    screen.unit_mut(id).expect("there").formation = "full-skirmish".to_owned();
    let (mut line, line_id) = layout_with(&figure_scale, "line-infantry");
    line.unit_mut(line_id).expect("there").basing.bases = 8;
    line.unit_mut(line_id).expect("there").detached = 2;
    for (layout, id) in [(&mut screen, id), (&mut line, line_id)] {
        let before = skirmishers_on_table(layout, &figure_scale, id);
        assert!(before.len() >= 2, "{before:?}");
        let footprint = resolve(layout, &figure_scale)
            .unit(id)
            .expect("stands")
            .shaped
            .footprint
            .clone();
        let local = footprint
            .bases
            .iter()
            .filter(|b| b.role == drillbook::formation::BaseRole::Skirmisher)
            .nth(1)
            .expect("a second figure")
            .rect
            .center;
        let to = local + glam::Vec2::new(30.0, -12.5);
        layout
            .move_skirmisher(id, &footprint, 1, to)
            .expect("moved");
        let after = skirmishers_on_table(layout, &figure_scale, id);
        assert_eq!(after.len(), before.len());
        for (i, (a, b)) in before.iter().zip(&after).enumerate() {
            let expected = if i == 1 {
                *a + glam::Vec2::new(30.0, -12.5)
            } else {
                *a
            };
            assert!(b.distance(expected) < 1e-3, "figure {i}: {a} went to {b}");
        }
        assert!(
            layout
                .move_skirmisher(id, &footprint, before.len(), to)
                .is_err()
        );
    }
}

/// Where an enemy placed at `pose` stands after the PIP battalion at the origin, facing up
/// the table, forms square (D-square-base), and whether a friend at the same place moved.
fn after_forming_square(troop: &str, pose: Pose) -> (Pose, Pose) {
    let ruleset = ruleset("pip-2mm");
    let (mut layout, ids) = layout_of(
        &ruleset,
        &[
            ("infantry", 0, Pose::new(0.0, 0.0, 0.0)),
            (troop, 1, pose),
            (troop, 0, pose),
        ],
    );
    let [battalion, enemy, friend] = ids[..] else {
        unreachable!("three units were added")
    };
    layout
        .change_formation(&ruleset, battalion, "square", 0, &AnchorChoices::default())
        .expect("changed");
    let at = |id: u32| layout.unit(id).expect("there").pose;
    (at(enemy), at(friend))
}

#[test]
fn enemies_touching_a_battalion_that_forms_square_are_nudged_to_touch_the_square() {
    let close = |a: f32, b: f32| (a - b).abs() < 1e-3;
    // Cavalry touching the line's front (its front edge on y = 0, facing down the table)
    // would stand 9.05 mm inside the square's base, which reaches 19.05 mm ahead of the old
    // centre: it backs off along its facing. A friend in the same place is not moved.
    let (enemy, friend) = after_forming_square("cavalry", Pose::new(0.0, 0.0, 180.0));
    assert!(close(enemy.x, 0.0) && close(enemy.y, -9.05), "{enemy:?}");
    assert!(close(friend.y, 0.0), "{friend:?}");
    // Cavalry touching the line's right flank, facing it: the square's flank is 12.7 mm
    // nearer the middle, and the cavalry advances to it.
    let (enemy, _) = after_forming_square("cavalry", Pose::new(31.75, 10.0, 270.0));
    assert!(close(enemy.x, 19.05) && close(enemy.y, 10.0), "{enemy:?}");
    // Cavalry a few millimetres clear of the line was not in contact and stays.
    let (enemy, _) = after_forming_square("cavalry", Pose::new(0.0, -5.0, 180.0));
    assert!(close(enemy.y, -5.0), "{enemy:?}");
}

#[test]
fn a_line_may_not_form_column_in_place_into_contact_with_an_enemy() {
    let ruleset = ruleset("element-rules");
    let line_facing = |enemy_ahead_mm: f32| {
        let (layout, ids) = layout_of(
            &ruleset,
            &[
                ("heavy-infantry", 0, Pose::new(0.0, 0.0, 0.0)),
                ("heavy-infantry", 1, Pose::new(0.0, -enemy_ahead_mm, 180.0)),
            ],
        );
        (layout, ids[0])
    };
    // The column of four 20 mm elements reaches 60 mm ahead of the line's front: an enemy
    // 50 mm ahead would be in hand-to-hand combat with it, so the change is refused and the
    // table is unchanged (C-line-to-col).
    let (mut layout, line) = line_facing(50.0);
    let before = layout.clone();
    let refused = layout
        .change_formation(&ruleset, line, "column", 0, &AnchorChoices::default())
        .expect_err("refused");
    assert!(refused.contains("C-line-to-col"), "{refused}");
    assert_eq!(layout, before);
    // The other way the rules give, a quarter turn, carries no such limit in the text.
    layout
        .change_formation(&ruleset, line, "column", 1, &AnchorChoices::default())
        .expect("the quarter turn is allowed");
    // With the enemy 70 mm ahead, 10 mm clear of the column's head, the change is made.
    let (mut layout, line) = line_facing(70.0);
    layout
        .change_formation(&ruleset, line, "column", 0, &AnchorChoices::default())
        .expect("clear of the enemy");
}

#[test]
fn a_change_that_ends_touching_a_namesake_enemy_says_whose_each_is() {
    // Both sides' first units share a name ("Heavy foot 1"). The line forms column clear of the
    // enemy, then the enemy is set 50 mm ahead, against the column's head: the change ended
    // in contact, which C-line-to-col forbids, and the finding names each unit with its side.
    let ruleset = ruleset("element-rules");
    let (mut layout, ids) = layout_of(
        &ruleset,
        &[
            ("heavy-infantry", 0, Pose::new(0.0, 0.0, 0.0)),
            ("heavy-infantry", 1, Pose::new(0.0, -70.0, 180.0)),
        ],
    );
    let names: Vec<&str> = layout.units.iter().map(|u| u.name.as_str()).collect();
    assert_eq!(names[0], names[1]);
    layout
        .change_formation(&ruleset, ids[0], "column", 0, &AnchorChoices::default())
        .expect("clear of the enemy");
    layout.unit_mut(ids[1]).expect("the enemy").pose = Pose::new(0.0, -50.0, 180.0);
    let report = drillbook::analysis::analyze(&resolve(&layout, &ruleset), &ruleset);
    let finding = report
        .findings
        .iter()
        .find(|f| f.message.contains("ended touching"))
        .expect("the change into contact is found");
    let name = &layout.units[0].name;
    assert!(
        finding
            .message
            .starts_with(&format!("{name} (Blue) changed from "))
            && finding
                .message
                .contains(&format!("ended touching {name} (Vermilion):")),
        "{}",
        finding.message
    );
}

#[test]
fn a_battery_changing_formation_may_pivot_in_place_for_free() {
    // the front-centre stays and the battery turns with the change; nothing of it
    // counts as a move, and the inspector offers the turn.
    let ruleset = ruleset("figure-scale");
    let (mut layout, battery) = layout_with(&ruleset, "field-artillery");
    let troop = ruleset.troop("field-artillery").expect("a battery");
    let formation = layout.unit(battery).expect("there").formation.clone();
    assert!(
        drillbook::fields::ChangeField::offered(troop, &formation)
            .contains(&drillbook::fields::ChangeField::TurnDegrees)
    );
    let to = if formation == "limbered" {
        "unlimbered"
    } else {
        "limbered"
    };
    let turned = AnchorChoices {
        turn_degrees: 90.0,
        ..AnchorChoices::default()
    };
    layout
        .change_formation(&ruleset, battery, to, 0, &turned)
        .expect("changed");
    let pose = layout.unit(battery).expect("there").pose;
    assert_eq!((pose.x, pose.y, pose.heading), (100.0, 200.0, 90.0));
    let report = drillbook::analysis::analyze(&resolve(&layout, &ruleset), &ruleset);
    assert!(report.findings.is_empty(), "{:?}", report.findings);
}

#[test]
fn a_copy_stands_beside_its_unit_clear_of_others_with_a_name_of_its_own() {
    let rules = ruleset("figure-scale");
    let (mut layout, ids) = layout_of(
        &rules,
        &[
            ("line-infantry", 0, Pose::new(0.0, 0.0, 90.0)),
            ("line-infantry", 0, Pose::new(0.0, 400.0, 0.0)),
        ],
    );
    layout.unit_mut(ids[0]).expect("there").formation = "column".to_owned();
    layout.unit_mut(ids[0]).expect("there").move_start = Some(Pose::new(-50.0, 0.0, 90.0));
    let table = resolve(&layout, &rules);
    // Facing right, the unit's right is down the table: the copy stands there, turned alike.
    let pose = copy_pose(&table, ids[0], None).expect("room beside it");
    let (was, body) = {
        let unit = table.unit(ids[0]).expect("placed");
        (unit.pose, unit.shaped.footprint.bounds())
    };
    assert_eq!(pose.heading, 90.0);
    assert!((pose.x - was.x).abs() < 1e-3);
    assert!(pose.y > was.y + body.size().x, "{pose:?}");

    let copy = layout.duplicate_unit(ids[0], pose).expect("copied");
    let copied = layout.unit(copy).expect("there");
    assert_eq!(copied.name, "Line infantry battalion 3");
    assert_eq!(copied.formation, "column");
    assert_eq!(copied.move_start, None, "the copy has not moved this turn");
    let after = resolve(&layout, &rules);
    assert_eq!(after.units.len(), 3);
    assert!(
        drillbook::analysis::analyze(&after, &rules)
            .overlapping
            .is_empty()
    );

    // A renamed unit's copy is numbered after it.
    layout
        .rename_unit(ids[1], "1st Foot Guards")
        .expect("renamed");
    let second = layout
        .duplicate_unit(ids[1], Pose::new(300.0, 400.0, 0.0))
        .expect("copied");
    assert_eq!(
        layout.unit(second).expect("there").name,
        "1st Foot Guards 2"
    );
    let third = layout
        .duplicate_unit(second, Pose::new(600.0, 400.0, 0.0))
        .expect("copied");
    assert_eq!(layout.unit(third).expect("there").name, "1st Foot Guards 3");
}

#[test]
fn a_unit_hemmed_in_on_both_sides_and_behind_has_no_room_for_a_copy() {
    let rules = ruleset("figure-scale");
    let line = |x: f32, y: f32| ("line-infantry", 0, Pose::new(x, y, 0.0));
    let (layout, ids) = layout_of(
        &rules,
        &[
            line(0.0, 0.0),
            line(185.0, 0.0),
            line(-185.0, 0.0),
            line(0.0, 25.0),
        ],
    );
    let table = resolve(&layout, &rules);
    assert_eq!(copy_pose(&table, ids[0], None), None);
    // The unit on the right end has room on its right.
    assert!(copy_pose(&table, ids[1], None).is_some());
}

#[test]
fn a_unit_moves_up_and_down_its_sides_order_of_battle_past_the_other_sides_units() {
    let rules = ruleset("figure-scale");
    let at = |x: f32| Pose::new(x, 0.0, 0.0);
    let (mut layout, ids) = layout_of(
        &rules,
        &[
            ("line-infantry", 0, at(0.0)),
            ("line-infantry", 1, at(300.0)),
            ("line-infantry", 0, at(600.0)),
        ],
    );
    let order = |layout: &Layout| layout.units.iter().map(|u| u.id).collect::<Vec<_>>();
    assert!(layout.reorder_unit(ids[2], true));
    assert_eq!(order(&layout), [ids[2], ids[1], ids[0]]);
    assert!(
        !layout.reorder_unit(ids[2], true),
        "already first of its side"
    );
    assert!(
        !layout.reorder_unit(ids[1], false),
        "the only unit of its side"
    );
    assert!(layout.reorder_unit(ids[2], false));
    assert_eq!(order(&layout), [ids[0], ids[1], ids[2]]);
    assert!(!layout.reorder_unit(99, true));
}

#[test]
fn a_pasted_group_keeps_its_shape_and_takes_names_and_ids_of_its_own() {
    let rules = ruleset("figure-scale");
    let (mut layout, ids) = layout_of(
        &rules,
        &[
            ("line-infantry", 0, Pose::new(0.0, 0.0, 0.0)),
            ("line-infantry", 0, Pose::new(150.0, 20.0, 30.0)),
        ],
    );
    layout.unit_mut(ids[1]).expect("there").move_start = Some(Pose::default());
    let copied: Vec<LayoutUnit> = layout.units.clone();
    // Onto another table of the same ruleset, 500 mm down it.
    let (mut other, _) = layout_of(&rules, &[("line-infantry", 1, Pose::default())]);
    let pasted = other
        .paste_units(&copied, glam::Vec2::new(0.0, 500.0))
        .expect("pasted");
    assert_eq!(pasted.len(), 2);
    let unit = |id: u32| other.unit(id).expect("there").clone();
    let (a, b) = (unit(pasted[0]), unit(pasted[1]));
    assert_eq!((a.pose.x, a.pose.y, a.pose.heading), (0.0, 500.0, 0.0));
    assert_eq!((b.pose.x, b.pose.y, b.pose.heading), (150.0, 520.0, 30.0));
    assert_eq!(a.name, "Line infantry battalion 2");
    assert_eq!(b.name, "Line infantry battalion 3");
    assert_eq!(b.move_start, None, "a copy has not moved this turn");
    assert_eq!(b.side, PlayerSide(0));
    let mut all: Vec<u32> = other.units.iter().map(|u| u.id).collect();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), 3, "every id its own");
    assert_eq!(other.check(), Ok(()));

    // Too many for one table: refused whole, the table unchanged.
    let crowd: Vec<LayoutUnit> = (0..drillbook::limits::MAX_UNITS)
        .map(|_| copied[0].clone())
        .collect();
    let before = other.clone();
    assert!(other.paste_units(&crowd, glam::Vec2::ZERO).is_err());
    assert_eq!(other, before);
}

/// C-flex: a column's tail bends where its ruleset lets it, stands straight again after a
/// change of formation, and keeps only the bends a smaller column still has ranks for.
#[test]
fn a_bent_tail_is_kept_where_its_rules_let_it_and_straightened_when_the_column_changes() {
    let elements = ruleset("element-rules");
    let (mut layout, id) = layout_with(&elements, "heavy-infantry");
    let unit = layout.unit_mut(id).expect("there");
    unit.formation = "column".to_owned();
    unit.choices.bend_at(2, 45.0);
    unit.choices.bend_at(3, -20.0);
    unit.choices.bend_at(1, 0.0);
    assert_eq!(unit.choices.bends.len(), 2);
    let table = resolve(&layout, &elements);
    assert!(table.problems.is_empty(), "{:?}", table.problems);
    let placed = &table.units[0];
    assert!(placed.flexes);
    assert!((placed.rects[2].degrees() - 45.0).abs() < 1e-3);
    assert!((placed.rects[3].degrees() - 25.0).abs() < 1e-3);

    // Three bases have no fourth rank: the last bend goes, the other stays.
    let mut smaller = layout.unit(id).expect("there").clone();
    smaller.basing.bases = 3;
    fit_bends(&mut smaller, &elements);
    assert_eq!(smaller.choices.bends.len(), 1);

    layout
        .change_formation(&elements, id, "line", 0, &AnchorChoices::default())
        .expect("column to line");
    assert!(layout.unit(id).expect("there").choices.bends.is_empty());

    // A bend left on a line, or on a column whose rules do not let it flex, cannot stand.
    let mut line = layout.clone();
    line.unit_mut(id).expect("there").choices.bend_at(1, 10.0);
    let problems = resolve(&line, &elements).problems;
    assert!(problems[0].message.contains("not a column"), "{problems:?}");
    let rff = ruleset("rff-squares");
    let (mut rigid, id) = layout_with(&rff, "infantry");
    let unit = rigid.unit_mut(id).expect("there");
    unit.formation = "march-column".to_owned();
    unit.choices.bend_at(1, 10.0);
    let problems = resolve(&rigid, &rff).problems;
    assert!(problems[0].message.contains("no rule"), "{problems:?}");
}

/// Changing the rules keeps the players' table and every unit of a kind the new rules have;
/// rules with none of its kind leave a unit out, by name.
#[test]
fn a_table_keeps_its_field_and_its_units_of_a_kind_the_new_rules_have() {
    let library = Library::builtin().expect("built-ins");
    let rules = |id: &str| library.get(id).expect("built in").ruleset.clone();
    let (pip, element) = (rules("pip-2mm"), rules("element-rules"));
    let mut layout = Layout::new(library.reference("pip-2mm").expect("built in"));
    layout.battlefield = Some(Battlefield::new(TABLE_SIZES[0], glam::Vec2::ZERO));
    let foot = layout
        .add_unit(&pip, "infantry", PlayerSide(0), Pose::new(10.0, 20.0, 30.0))
        .expect("added");
    layout.unit_mut(foot).expect("there").formation = "square".to_owned();
    layout
        .add_unit(&pip, "cuirassiers", PlayerSide(1), Pose::default())
        .expect("added");
    layout
        .add_unit(&pip, "foot-artillery", PlayerSide(1), Pose::default())
        .expect("added");
    layout.set_allowance("infantry", Some(100.0));
    let changed = layout.under_rules(
        &pip,
        library.reference("element-rules").expect("built in"),
        &element,
    );
    let moved = &changed.layout;
    assert_eq!(moved.battlefield, layout.battlefield);
    assert!(changed.left_out.is_empty(), "{:?}", changed.left_out);
    // Infantry becomes the element rules' heavy foot (a line class), its square kept.
    let infantry = moved.unit(foot).expect("kept");
    assert_eq!(
        (infantry.troop.as_str(), infantry.formation.as_str()),
        ("heavy-infantry", "square")
    );
    assert_eq!(infantry.pose, Pose::new(10.0, 20.0, 30.0));
    assert_eq!(moved.units[1].troop, "cavalry");
    assert_eq!(moved.units[2].troop, "artillery");
    assert!(moved.allowances.is_empty());
    // Rules with no artillery leave the battery out, and say so.
    let basing = rules("basing-only");
    let mut no_guns = basing.as_ref().clone();
    no_guns.troops.retain(|t| t.kind != TroopKind::Artillery);
    let changed = layout.under_rules(&pip, moved.ruleset.clone(), &no_guns);
    assert_eq!(changed.left_out, ["Foot artillery 1"]);
    assert_eq!(changed.layout.units.len(), 2);
}

/// A unit's order stays with it under other rules that list the same order, and goes where
/// they list none of that id.
#[test]
fn a_units_order_is_kept_only_where_the_new_rules_list_it() {
    let library = Library::builtin().expect("built-ins");
    let rules = |id: &str| library.get(id).expect("built in").ruleset.clone();
    let (figure, pip) = (rules("figure-scale"), rules("pip-2mm"));
    let reference = library.reference("figure-scale").expect("built in");
    let mut layout = Layout::new(reference.clone());
    let id = layout
        .add_unit(&figure, "line-infantry", PlayerSide(0), Pose::default())
        .expect("added");
    layout.unit_mut(id).expect("there").order = Some("march".to_owned());
    let mut renamed = figure.as_ref().clone();
    renamed.orders.retain(|o| o.id == "march");
    let kept = layout.under_rules(&figure, reference, &renamed).layout;
    assert_eq!(kept.unit(id).expect("kept").order.as_deref(), Some("march"));
    let pip_reference = library.reference("pip-2mm").expect("built in");
    let dropped = layout.under_rules(&figure, pip_reference, &pip).layout;
    assert_eq!(dropped.unit(id).expect("kept").order, None);
}

/// New turn moves the game on from its deployment (turn 0), one a turn, keeping each turn
/// played, with a players' table or without one.
#[test]
fn new_turn_ends_the_deployment_and_counts_the_turns() {
    let library = Library::builtin().expect("built-ins");
    let mut layout = Layout::new(library.reference("pip-2mm").expect("built in"));
    layout.new_turn().expect("a new turn");
    assert_eq!((layout.turn, layout.record.len()), (1, 1));
    assert!(!layout.deploying());
    layout.battlefield = Some(Battlefield::new(TABLE_SIZES[0], glam::Vec2::ZERO));
    layout.record = Default::default();
    layout.turn = 0;
    assert!(layout.deploying());
    layout.new_turn().expect("a new turn");
    layout.new_turn().expect("a new turn");
    assert_eq!(layout.turn, 2);
    assert!(!layout.deploying());
    assert_eq!(layout.record.len(), 2);
    assert_eq!(layout.format_version(), 10);
}

/// While the armies deploy (turn 0 of a players' table), a unit placed, moved or formed up is
/// placed, not moved: nothing is recorded against its turn, so the analysis finds no move of
/// it. From the first New turn on, moves and changes are recorded again; a charge is a move
/// whatever the turn.
#[test]
fn deployment_places_units_and_moves_are_judged_from_the_first_turn() {
    let figure_scale = ruleset("figure-scale");
    let (mut layout, ids) = layout_of(
        &figure_scale,
        &[("heavy-cavalry", 0, Pose::new(0.0, 0.0, 0.0))],
    );
    layout.battlefield = Some(Battlefield::new(TABLE_SIZES[0], glam::Vec2::ZERO));
    let id = ids[0];
    assert!(layout.deploying());
    layout.move_unit(id, Pose::new(0.0, -500.0, 0.0));
    layout
        .change_formation(&figure_scale, id, "column", 0, &AnchorChoices::default())
        .expect("changed");
    let unit = layout.unit(id).expect("there");
    assert_eq!((unit.move_start, unit.changes.len()), (None, 0));
    let report = drillbook::analysis::analyze(&resolve(&layout, &figure_scale), &figure_scale);
    assert!(
        report
            .findings_for(id)
            .all(|f| !f.message.contains("more than")),
        "{:?}",
        report.findings
    );

    layout.new_turn().expect("a new turn");
    assert!(!layout.deploying());
    layout.move_unit(id, Pose::new(0.0, -900.0, 0.0));
    assert_eq!(
        layout.unit(id).and_then(|u| u.move_start),
        Some(Pose::new(0.0, -500.0, 0.0))
    );
    let report = drillbook::analysis::analyze(&resolve(&layout, &figure_scale), &figure_scale);
    assert!(
        report
            .findings_for(id)
            .any(|f| f.message.contains("more than"))
    );

    let (mut charging, ids) = layout_of(
        &figure_scale,
        &[("heavy-cavalry", 0, Pose::new(0.0, 0.0, 0.0))],
    );
    charging.battlefield = Some(Battlefield::new(TABLE_SIZES[0], glam::Vec2::ZERO));
    charging.charge_unit(ids[0], Pose::new(0.0, -100.0, 0.0));
    assert_eq!(
        charging.unit(ids[0]).and_then(|u| u.move_start),
        Some(Pose::new(0.0, 0.0, 0.0))
    );
}

#[test]
fn a_finding_naming_two_units_of_one_name_says_whose_each_is() {
    let rules = ruleset("figure-scale");
    // Each side's first battalion: both "Line infantry battalion 1", one over the other.
    let (layout, ids) = layout_of(
        &rules,
        &[
            ("line-infantry", 0, Pose::new(0.0, 0.0, 0.0)),
            ("line-infantry", 1, Pose::new(10.0, 5.0, 0.0)),
        ],
    );
    let names: Vec<&str> = layout.units.iter().map(|u| u.name.as_str()).collect();
    assert_eq!(names[0], names[1], "numbered per side");
    let report = drillbook::analysis::analyze(&resolve(&layout, &rules), &rules);
    let overlap = report
        .findings
        .iter()
        .find(|f| {
            f.units.contains(&ids[0]) && f.units.contains(&ids[1]) && f.message.contains("overlap")
        })
        .expect("an overlap");
    assert_eq!(
        overlap.message,
        "Line infantry battalion 1 (Blue) and Line infantry battalion 1 (Vermilion) overlap: units never share the same place."
    );
}

//! Mustering an army from a list: spreadsheets and forum posts read line by line, matched
//! against each rule system, and deployed in each side's zone with nothing overlapping.
#![cfg(not(target_arch = "wasm32"))]

use std::sync::Arc;

use drillbook::analysis::analyze;
use drillbook::geom::polygon_holds;
use drillbook::layout::{Layout, PlayerSide, TABLE_SIZES, TableSize};
use drillbook::muster::{
    ArmyPlan, DeployOrders, TroopMatch, TroopPick, army_of, deploy_side, match_troop, muster_army,
    read_army,
};
use drillbook::rules::{Library, Ruleset, RulesetRef};
use drillbook::table::resolve;

const HEADER: &str =
    "side,brigade,name,troop,bases,figures_per_base,base_width_mm,base_depth_mm,formation";

fn rules(id: &str) -> (Arc<Ruleset>, RulesetRef) {
    let mut library = Library::builtin().expect("built-ins");
    let reference = library.reference(id).expect("built in");
    (
        library.ruleset_for(&reference).expect("built in"),
        reference,
    )
}

fn builtin_ids() -> Vec<String> {
    Library::builtin()
        .expect("built-ins")
        .builtins()
        .map(|r| r.id.clone())
        .collect()
}

/// A spreadsheet's CSV of `units` units of `ruleset`: every troop type in turn, with its own
/// basing and first formation, half a side, in brigades of four.
fn army_csv(ruleset: &Ruleset, units: usize) -> String {
    let mut csv = format!("{HEADER}\n");
    for i in 0..units {
        let troop = &ruleset.troops[i % ruleset.troops.len()];
        let side = ["Blue", "1"][i % 2];
        let basing = troop.basing.value;
        csv.push_str(&format!(
            "{side},Brigade {} of side {},\"{}, the {}th\",{},{},{},{},{},{}\n",
            i / 8,
            i % 2,
            troop.name,
            i + 1,
            if i % 3 == 0 { &troop.id } else { &troop.name },
            basing.bases,
            basing.figures_per_base,
            basing.base_width_mm,
            basing.base_depth_mm,
            troop.formations[0].name,
        ));
    }
    csv
}

/// Every unit of `layout` stands wholly inside its side's zone, and the analysis finds no
/// overlap and nothing off the table or out of a zone.
fn deployed_cleanly(layout: &Layout, ruleset: &Ruleset) {
    let table = resolve(layout, ruleset);
    assert!(table.problems.is_empty(), "{:?}", table.problems);
    let field = layout.battlefield.as_ref().expect("a table");
    for unit in &table.units {
        let zone = field.zone(unit.side).expect("a zone");
        for rect in &unit.rects {
            assert!(
                polygon_holds(&zone.corners, rect, 0.5),
                "{} is outside its zone",
                unit.name
            );
        }
    }
    let report = analyze(&table, ruleset);
    assert!(
        report.overlapping.is_empty(),
        "overlapping: {:?}",
        report.overlapping
    );
    let table_findings: Vec<_> = report
        .findings
        .iter()
        .filter(|f| f.rule == "table")
        .collect();
    assert!(table_findings.is_empty(), "{table_findings:?}");
}

#[test]
fn forty_units_from_a_spreadsheet_are_mustered_as_written_under_every_rule_system() {
    for id in builtin_ids() {
        let (ruleset, reference) = rules(&id);
        let csv = army_csv(&ruleset, 40);
        let plan = ArmyPlan::new(read_army(&csv), &ruleset);
        assert!(plan.problems.is_empty(), "{id}: {:?}", plan.problems);
        let layout = plan
            .muster(&ruleset, reference, TABLE_SIZES[0])
            .unwrap_or_else(|why| panic!("{id}: {why}"));
        assert_eq!(layout.units.len(), 40, "{id}");
        for (i, unit) in layout.units.iter().enumerate() {
            let troop = &ruleset.troops[i % ruleset.troops.len()];
            assert_eq!(
                unit.name,
                format!("{}, the {}th", troop.name, i + 1),
                "{id}"
            );
            assert_eq!(unit.side, PlayerSide((i % 2) as u8), "{id}");
            assert_eq!(unit.troop, troop.id, "{id}");
            assert_eq!(unit.basing, troop.basing.value, "{id}");
            assert_eq!(unit.formation, troop.formations[0].id, "{id}");
            let brigade = layout.brigade_of(unit.id).expect("in a brigade");
            assert_eq!(
                layout.brigades[brigade].name,
                format!("Brigade {} of side {}", i / 8, i % 2)
            );
        }
        assert_eq!(layout.brigades.len(), 10, "{id}: five brigades a side");
        deployed_cleanly(&layout, &ruleset);
    }
}

#[test]
fn a_forum_post_is_read_side_by_side_brigade_by_brigade() {
    let (ruleset, reference) = rules("figure-scale");
    let post = "\
# Blue: II Corps (Reille)

## Brigade Rey
3 × Line infantry battalion \"1er léger\" 6 bases of 4 figures, 25×25 mm
- 2x line-infantry \"45e de ligne\" 6 stands of 4 figs, 25x25mm, in column
Field battery \"Batterie Duchand\" 2 bases, 40×40 mm, 6 guns

Cavalry brigade Piré:
2 × Light cavalry regiment \"6e chasseurs\" 4 bases of 2 figures, 25×50 mm
Heavy cavalry \"1er cuirassiers\" 3 bases of 2 figures, 1×2 in

# Vermilion: Picton's division
Kempt's brigade:
4 × Line infantery battalion \"92nd\" 8 bases of 3 figures, 20×20 mm
";
    let list = read_army(post);
    assert!(list.problems.is_empty(), "{:?}", list.problems);
    let plan = ArmyPlan::new(list, &ruleset);
    assert!(plan.problems.is_empty(), "{:?}", plan.problems);
    assert_eq!(plan.unit_count(), 13);
    let layout = plan
        .muster(&ruleset, reference, TABLE_SIZES[0])
        .expect("mustered");
    let names: Vec<&str> = layout.units.iter().map(|u| u.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "1er léger 1",
            "1er léger 2",
            "1er léger 3",
            "45e de ligne 1",
            "45e de ligne 2",
            "Batterie Duchand",
            "6e chasseurs 1",
            "6e chasseurs 2",
            "1er cuirassiers",
            "92nd 1",
            "92nd 2",
            "92nd 3",
            "92nd 4",
        ]
    );
    let unit = |name: &str| layout.units.iter().find(|u| u.name == name).expect(name);
    assert_eq!(unit("45e de ligne 2").formation, "column");
    assert_eq!(unit("Batterie Duchand").cannon, 6);
    assert_eq!(unit("Batterie Duchand").troop, "field-artillery");
    let cuirassiers = unit("1er cuirassiers");
    assert_eq!(cuirassiers.troop, "heavy-cavalry");
    assert!((cuirassiers.basing.base_depth_mm - 50.8).abs() < 1e-3);
    assert_eq!(unit("92nd 4").side, PlayerSide(1));
    assert_eq!(unit("92nd 4").basing.bases, 8);
    assert_eq!(unit("6e chasseurs 1").basing.figures_per_base, 2);
    let brigades: Vec<(&str, usize)> = layout
        .brigades
        .iter()
        .map(|b| (b.name.as_str(), b.units.len()))
        .collect();
    assert_eq!(
        brigades,
        [
            ("Brigade Rey", 6),
            ("Cavalry brigade Piré", 3),
            ("Kempt's brigade", 4)
        ]
    );
    deployed_cleanly(&layout, &ruleset);
    // Guns before the foot, horse on a wing: the battery stands ahead of every battalion.
    let front = |name: &str| unit(name).pose.y;
    assert!(front("Batterie Duchand") < front("1er léger 1"));
    let across = |name: &str| unit(name).pose.x;
    assert!(across("6e chasseurs 1") < across("1er léger 1"));
}

#[test]
fn a_troop_type_is_found_by_id_name_start_or_close_spelling_and_otherwise_chosen() {
    let (ruleset, _) = rules("figure-scale");
    let found = |written: &str| match_troop(&ruleset, written);
    assert_eq!(
        found("light-cavalry"),
        TroopMatch::Exact("light-cavalry".into())
    );
    assert_eq!(
        found("LIGHT CAVALRY REGIMENT"),
        TroopMatch::Exact("light-cavalry".into())
    );
    assert_eq!(
        found("Medium cavalry regiment"),
        TroopMatch::Close("medium-cavalry".into())
    );
    assert!(matches!(found("Light"), TroopMatch::Either(ids) if ids.len() == 2));
    assert_eq!(
        found("Light infantery battalion"),
        TroopMatch::Close("light-infantry".into())
    );
    assert_eq!(
        found("Light infantry battalions"),
        TroopMatch::Exact("light-infantry".into())
    );
    assert_eq!(
        found("Foot artillery"),
        TroopMatch::Close("field-artillery".into())
    );
    assert_eq!(
        found("Dragoons"),
        TroopMatch::Either(vec![
            "heavy-cavalry".into(),
            "medium-cavalry".into(),
            "light-cavalry".into()
        ])
    );
    assert_eq!(found("Landwehr"), TroopMatch::Unknown);
}

#[test]
fn a_line_that_could_be_two_troop_types_waits_for_the_players_choice() {
    let (ruleset, reference) = rules("figure-scale");
    let csv = format!("{HEADER}\n0,,Scots Greys,Dragoons,4,3,25,50,\n");
    let mut plan = ArmyPlan::new(read_army(&csv), &ruleset);
    assert!(plan.problems.is_empty(), "{:?}", plan.problems);
    assert!(matches!(&plan.lines[0].troop, TroopPick::Choose(ids) if ids.len() == 3));
    let refused = plan
        .muster(&ruleset, reference.clone(), TABLE_SIZES[0])
        .unwrap_err();
    assert!(
        refused.contains("line 2") && refused.contains("choose"),
        "{refused}"
    );
    plan.choose(2, "heavy-cavalry", &ruleset).expect("chosen");
    let layout = plan
        .muster(&ruleset, reference, TABLE_SIZES[0])
        .expect("mustered");
    assert_eq!(layout.units[0].troop, "heavy-cavalry");
    assert_eq!(layout.units[0].name, "Scots Greys");
}

#[test]
fn every_bad_line_is_named_and_the_good_ones_are_kept() {
    let (ruleset, _) = rules("figure-scale");
    let csv = format!(
        "{HEADER},count,notes\n\
         Blue,,,line-infantry,6,4,25,25,,2,fine\n\
         Blue,,,Landwehr,6,4,25,25,,,\n\
         Blue,,,line-infantry,6,4,-25,25,,,\n\
         Orange,,,line-infantry,6,4,25,25,,,\n\
         1,,,line-infantry,6,4,25,25,wedge,,\n\
         1,,,light-cavalry,six,4,25,25,,,\n\
         1,,,light-cavalry,4,2,25,50,line,1,\n"
    );
    let plan = ArmyPlan::new(read_army(&csv), &ruleset);
    let lines: Vec<usize> = plan.problems.iter().map(|p| p.line).collect();
    assert_eq!(lines, [3, 4, 5, 6, 7], "{:?}", plan.problems);
    let said = |line: usize| {
        &plan
            .problems
            .iter()
            .find(|p| p.line == line)
            .expect("named")
            .message
    };
    assert!(said(3).contains("Landwehr"), "{}", said(3));
    assert!(said(4).contains("above 0"), "{}", said(4));
    assert!(said(5).contains("Orange"), "{}", said(5));
    assert!(said(6).contains("wedge"), "{}", said(6));
    assert!(said(7).contains("six"), "{}", said(7));
    assert_eq!(plan.unit_count(), 3);
    assert!(
        plan.notes.iter().any(|n| n.message.contains("notes")),
        "{:?}",
        plan.notes
    );
}

#[test]
fn a_spreadsheet_without_a_needed_column_is_refused_on_its_header() {
    let csv = "side,name,troop,bases\n0,A,line-infantry,6\n";
    let list = read_army(csv);
    assert!(list.lines.is_empty());
    assert_eq!(list.problems.len(), 1);
    assert_eq!(list.problems[0].line, 1);
    assert!(
        list.problems[0].message.contains("brigade"),
        "{}",
        list.problems[0].message
    );
    assert!(
        list.problems[0].message.contains("formation"),
        "{}",
        list.problems[0].message
    );
}

#[test]
fn semicolons_inches_and_a_count_are_read() {
    let (ruleset, reference) = rules("pip-2mm");
    let csv = "side;brigade;name;troop;bases;figures_per_base;base_width_in;base_depth_in;formation;count\n\
               Vermilion;Landwehr;Landwehr;infantry;1;1;1,5;0,75;;3\n";
    let plan = ArmyPlan::new(read_army(csv), &ruleset);
    assert!(plan.problems.is_empty(), "{:?}", plan.problems);
    let layout = plan
        .muster(
            &ruleset,
            reference,
            TableSize::from_written("4x4ft").expect("a size"),
        )
        .expect("mustered");
    assert_eq!(layout.units.len(), 3);
    assert_eq!(layout.units[2].name, "Landwehr 3");
    assert!((layout.units[0].basing.base_width_mm - 38.1).abs() < 1e-3);
    assert!(layout.units.iter().all(|u| u.side == PlayerSide(1)));
}

#[test]
fn a_list_in_other_words_is_refused_line_by_line() {
    let (ruleset, _) = rules("figure-scale");
    let post = "\
# Blau
Brigade Müller
3 × Linieninfanterie \"Preußen\" 6 Basen zu 4 Figuren, 25×25 mm
Husaren-Regiment \"Zieten\" 4 Basen
";
    let plan = ArmyPlan::new(read_army(post), &ruleset);
    let lines: Vec<usize> = plan.problems.iter().map(|p| p.line).collect();
    assert_eq!(lines, [3, 4], "{:?}", plan.problems);
    assert!(plan.lines.is_empty());
}

#[test]
fn a_million_rows_are_refused_past_the_most_one_table_holds_in_bounded_time() {
    let row = "0,,,line-infantry,6,4,25,25,\n";
    let mut csv = format!("{HEADER}\n");
    while csv.len() + row.len() < drillbook::limits::MAX_LAYOUT_FILE_BYTES {
        csv.push_str(row);
    }
    let started = std::time::Instant::now();
    let list = read_army(&csv);
    assert_eq!(list.lines.len(), drillbook::limits::MAX_UNITS);
    assert!(
        list.problems[0].message.contains("more than"),
        "{:?}",
        list.problems
    );
    let too_long = format!("{csv}{}", row.repeat(10));
    let refused = read_army(&too_long);
    assert!(refused.lines.is_empty() && refused.problems[0].line == 1);
    // Not a timing goal: a bound that a quadratic reading would break by far.
    assert!(started.elapsed().as_secs() < 20);
}

#[test]
fn an_army_too_big_for_its_zone_is_refused_saying_by_how_much_and_nothing_moves() {
    let (ruleset, reference) = rules("figure-scale");
    let plan = ArmyPlan::new(read_army(&army_csv(&ruleset, 120)), &ruleset);
    let small = TableSize::from_written("60x60cm").expect("a size");
    let refused = plan.muster(&ruleset, reference.clone(), small).unwrap_err();
    assert!(
        refused.contains("Blue's army needs") && refused.contains("mm"),
        "{refused}"
    );
    let mut layout = plan
        .muster(&ruleset, reference, TABLE_SIZES[1])
        .expect("on 8x5 ft");
    let before = layout.clone();
    layout.battlefield.as_mut().expect("a table").width_mm = 600.0;
    layout.battlefield.as_mut().expect("a table").zones.clear();
    let kept = layout.clone();
    assert!(
        deploy_side(
            &mut layout,
            &ruleset,
            PlayerSide(0),
            DeployOrders::default(),
            &[]
        )
        .is_err()
    );
    assert_eq!(layout, kept);
    assert_ne!(layout, before);
}

#[test]
fn a_table_is_written_in_feet_inches_centimetres_or_millimetres() {
    let size = |text: &str| {
        TableSize::from_written(text).map(|s| {
            (
                (s.width_mm * 10.0).round() / 10.0,
                (s.depth_mm * 10.0).round() / 10.0,
            )
        })
    };
    assert_eq!(size("6x4ft"), Ok((1828.8, 1219.2)));
    assert_eq!(size("72×48in"), Ok((1828.8, 1219.2)));
    assert_eq!(size("180x120cm"), Ok((1800.0, 1200.0)));
    assert_eq!(size("1200x800mm"), Ok((1200.0, 800.0)));
    assert!(size("6x4").is_err());
    assert!(size("0x4ft").is_err());
    assert!(size("100x4ft").is_err());
}

#[test]
fn the_preview_says_what_each_line_was_read_as() {
    let (ruleset, _) = rules("figure-scale");
    let post = "# Vermilion\nKempt's brigade:\n4 × Line infantery battalion \"92nd\" 8 bases of 3 figures, 20×20 mm\n\
                ## Rey\nField battery \"Rogers\" 2 bases of 1 figure, 40×40 mm, 6 guns\n";
    let plan = ArmyPlan::new(read_army(post), &ruleset);
    assert!(plan.problems.is_empty(), "{:?}", plan.problems);
    let said: Vec<String> = plan.lines.iter().map(|l| l.summary(&ruleset)).collect();
    assert_eq!(
        said,
        [
            "4 × Line infantry battalion (written \u{201c}Line infantery battalion\u{201d}) \u{201c}92nd\u{201d}: 8 bases of 3 figures, 20 × 20 mm, in Line; Vermilion, Kempt's brigade",
            "Field battery \u{201c}Rogers\u{201d}: 2 bases of 1 figure, 40 × 40 mm, in Unlimbered, 6 guns; Vermilion, brigade Rey",
        ]
    );
}

#[test]
fn a_header_row_of_single_words_makes_a_spreadsheet_and_anything_else_a_text_list() {
    use drillbook::muster::ListForm;
    assert_eq!(ListForm::of("unit,bases\nline,6\n"), ListForm::Csv);
    assert_eq!(ListForm::of("\u{feff}side;troop;name\n"), ListForm::Csv);
    assert_eq!(ListForm::of("\nside\ttroop\n"), ListForm::Csv);
    assert_eq!(ListForm::of("# Blue, II Corps\n"), ListForm::Text);
    assert_eq!(
        ListForm::of("3 × Line infantry \"1er\", 6 bases, 25×25 mm\n"),
        ListForm::Text
    );
    assert_eq!(ListForm::of("Kempt's brigade:\n"), ListForm::Text);
    let list = read_army("unit,bases\nline,6\n");
    assert!(
        list.problems[0].message.contains("no side, brigade"),
        "{:?}",
        list.problems
    );
}

#[test]
fn a_mustered_army_takes_its_sides_place_and_the_other_side_stays() {
    let (ruleset, reference) = rules("figure-scale");
    let mut layout = Layout::new(reference);
    layout.set_table(Some(TABLE_SIZES[0]), glam::Vec2::ZERO, None);
    let blue = layout
        .add_unit(
            &ruleset,
            "line-infantry",
            PlayerSide(0),
            drillbook::geom::Pose::new(0.0, 400.0, 0.0),
        )
        .expect("added");
    let red = layout
        .add_unit(
            &ruleset,
            "line-infantry",
            PlayerSide(1),
            drillbook::geom::Pose::new(0.0, -400.0, 180.0),
        )
        .expect("added");
    let before = layout.clone();
    let list = "# Blue\n## Rey\n3 × line-infantry \"1er léger\" 6 bases of 4 figures, 25×25 mm\n";
    let plan = ArmyPlan::new(read_army(list), &ruleset);
    plan.muster_into(&mut layout, &ruleset).expect("mustered");
    assert!(
        layout
            .unit(blue)
            .is_none_or(|u| u.name.starts_with("1er léger")),
        "Blue's own unit is replaced"
    );
    assert_eq!(
        layout
            .units
            .iter()
            .filter(|u| u.side == PlayerSide(0))
            .count(),
        3
    );
    assert_eq!(
        layout.unit(red),
        before.unit(red),
        "Vermilion's unit stays where it was"
    );
    assert_eq!(layout.brigades.len(), 1);
    assert_eq!(layout.battlefield, before.battlefield);
    assert_eq!(
        plan.mustered_notice(),
        "Mustered 3 units for Blue, deployed in its zone: undo brings the table back as it was."
    );
    deployed_cleanly(&layout, &ruleset);
    let waiting = ArmyPlan::new(
        read_army("# Blue\n2 × Dragoons \"Greys\" 4 bases\n"),
        &ruleset,
    );
    let mut kept = before.clone();
    let refused = waiting.muster_into(&mut kept, &ruleset).unwrap_err();
    assert!(refused.contains("choose"), "{refused}");
    assert_eq!(kept, before);
}

#[test]
fn an_army_deployed_round_a_wood_and_an_enemy_in_its_zone_stands_on_neither() {
    let (ruleset, reference) = rules("pip-2mm");
    let mut layout = Layout::new(reference);
    layout.set_table(Some(TABLE_SIZES[0]), glam::Vec2::ZERO, None);
    let zone = layout
        .battlefield
        .as_ref()
        .unwrap()
        .zone(PlayerSide(0))
        .unwrap()
        .clone();
    let middle = drillbook::geom::Bounds::around(zone.corners.iter().copied());
    let centre = (middle.min + middle.max) / 2.0;
    // A wood across the middle of Blue's zone, where its guns and horse would stand, and a
    // Vermilion regiment that strayed in beside it.
    let wood = drillbook::terrain::TerrainPiece::quick(
        drillbook::terrain::TerrainKind::Wood,
        drillbook::terrain::QuickShape::Rectangle,
        centre,
    );
    layout.add_terrain(wood).expect("a wood");
    let stray = layout
        .add_unit(
            &ruleset,
            "cavalry",
            PlayerSide(1),
            drillbook::geom::Pose::new(centre.x + 300.0, middle.min.y + 40.0, 180.0),
        )
        .expect("added");
    let list = "# Blue\n## Guns\n4 × foot-artillery \"Battery\"\n## Horse\n4 × cavalry \"Hussars\"\n## Foot\n8 × infantry \"Line\"\n";
    let plan = ArmyPlan::new(read_army(list), &ruleset);
    assert!(plan.problems.is_empty(), "{:?}", plan.problems);
    plan.muster_into(&mut layout, &ruleset)
        .expect("room round the wood");
    let table = resolve(&layout, &ruleset);
    let report = analyze(&table, &ruleset);
    assert!(report.overlapping.is_empty(), "{:?}", report.overlapping);
    let on_forbidden: Vec<_> = report
        .findings
        .iter()
        .filter(|f| f.rule == "D-terrain" && f.units.iter().any(|&id| id != stray))
        .collect();
    assert!(on_forbidden.is_empty(), "{on_forbidden:?}");
    assert_eq!(layout.units.len(), 17);
}

#[test]
fn each_brigade_deploys_in_the_drill_its_list_names() {
    let (ruleset, reference) = rules("figure-scale");
    let csv = format!(
        "{HEADER},count,drill\n\
         Blue,Rey,1er léger,line-infantry,6,4,20,20,,4,two lines\n\
         Blue,Piré,Chasseurs,light-cavalry,4,2,25,50,,2,\n\
         Blue,Bachelu,2e ligne,line-infantry,6,4,20,20,,3,squares\n\
         Blue,Bachelu,Battery,field-artillery,2,1,40,40,,1,\n"
    );
    let plan = ArmyPlan::new(read_army(&csv), &ruleset);
    assert!(plan.problems.is_empty(), "{:?}", plan.problems);
    let layout = plan
        .muster(&ruleset, reference, TABLE_SIZES[0])
        .expect("mustered");
    deployed_cleanly(&layout, &ruleset);
    let table = resolve(&layout, &ruleset);
    let of = |brigade: &str| -> Vec<&drillbook::table::PlacedUnit> {
        let index = layout
            .brigades
            .iter()
            .position(|b| b.name == brigade)
            .unwrap();
        let ids = &layout.brigades[index].units;
        table.units.iter().filter(|u| ids.contains(&u.id)).collect()
    };
    // Rey: two lines, the second an inch behind the first, facing Vermilion.
    let rey = of("Rey");
    assert!(
        rey.iter()
            .all(|u| u.shaped.readouts.class == drillbook::formation::FormationClass::Line)
    );
    let gap = rey[2].bounds.min.y - rey[0].bounds.max.y;
    assert!(
        (gap - 25.4).abs() < 0.01,
        "Blue faces up: the second line below, {gap} mm"
    );
    // Bachelu: squares, its battery before them.
    let bachelu = of("Bachelu");
    let squares = bachelu
        .iter()
        .filter(|u| u.kind != drillbook::formation::TroopKind::Artillery);
    assert!(
        squares
            .clone()
            .all(|u| u.shaped.readouts.class == drillbook::formation::FormationClass::Square)
    );
    let front = squares
        .map(|u| u.bounds.min.y)
        .fold(f32::INFINITY, f32::min);
    let battery = bachelu
        .iter()
        .find(|u| u.kind == drillbook::formation::TroopKind::Artillery)
        .unwrap();
    assert!(battery.bounds.max.y <= front, "the guns before the squares");
}

#[test]
fn a_drill_the_list_cannot_name_is_refused_on_its_line_and_a_heading_names_one_in_brackets() {
    let (ruleset, _) = rules("figure-scale");
    let csv = format!("{HEADER},drill\nBlue,Rey,1er,line-infantry,6,4,20,20,,wedge\n");
    let list = read_army(&csv);
    assert_eq!(list.problems.len(), 1);
    assert!(
        list.problems[0].message.contains("wedge"),
        "{:?}",
        list.problems
    );
    let text = "# Blue\n## Kempt's brigade (two lines)\n2 × line-infantry \"92nd\"\n## Rey (2nd Division)\n1 × line-infantry \"1er\"\n";
    let list = read_army(text);
    assert!(list.problems.is_empty(), "{:?}", list.problems);
    assert_eq!(list.lines[0].brigade.as_deref(), Some("Kempt's brigade"));
    assert_eq!(
        list.lines[0].drill,
        Some(drillbook::drill::BrigadeForm::TwoLines)
    );
    assert_eq!(list.lines[1].brigade.as_deref(), Some("Rey (2nd Division)"));
    assert_eq!(list.lines[1].drill, None);
    let plan = ArmyPlan::new(list, &ruleset);
    assert!(plan.problems.is_empty());
}

#[test]
fn the_horse_may_stand_with_the_foot_and_the_guns_with_their_brigades() {
    let (ruleset, reference) = rules("figure-scale");
    let csv = format!(
        "{HEADER},count\n\
         Blue,Horse,Hussars,light-cavalry,4,2,25,50,,2\n\
         Blue,Foot,Line,line-infantry,6,4,20,20,,2\n\
         Blue,Foot,Battery,field-artillery,2,1,40,40,,1\n"
    );
    let mut plan = ArmyPlan::new(read_army(&csv), &ruleset);
    let wings = plan
        .muster(&ruleset, reference.clone(), TABLE_SIZES[0])
        .unwrap();
    plan.orders = DeployOrders {
        horse_on_wings: false,
        guns_ahead: false,
    };
    let together = plan.muster(&ruleset, reference, TABLE_SIZES[0]).unwrap();
    deployed_cleanly(&together, &ruleset);
    let front = |layout: &Layout, name: &str| {
        layout
            .units
            .iter()
            .find(|u| u.name.starts_with(name))
            .unwrap()
            .pose
    };
    // On the wings, the horse stands at the zone's left; with the foot, beside it in one row.
    assert!(front(&wings, "Hussars").x < front(&together, "Hussars").x);
    // Ahead, the guns stand a row before the foot; with their brigade, in the foot's row.
    assert!(front(&wings, "Battery").y < front(&wings, "Line").y);
    assert_eq!(front(&together, "Battery").y, front(&together, "Line").y);
}

#[test]
fn a_side_s_army_saved_apart_musters_into_another_table_under_other_rules() {
    let (figure, reference) = rules("figure-scale");
    let plan = ArmyPlan::new(read_army(&army_csv(&figure, 40)), &figure);
    let table = plan
        .muster(&figure, reference, TABLE_SIZES[0])
        .expect("mustered");
    let army = army_of(&table, &figure, PlayerSide(0)).expect("Blue has units");
    let blue = table
        .units
        .iter()
        .filter(|u| u.side == PlayerSide(0))
        .count();
    assert_eq!(army.units.len(), blue);
    assert!(army.battlefield.is_none());
    assert!(
        army.units
            .iter()
            .all(|u| u.side == PlayerSide(0) && u.move_start.is_none())
    );
    assert_eq!(
        army.brigades.len(),
        table
            .brigades
            .iter()
            .filter(|b| table.unit(b.units[0]).unwrap().side == PlayerSide(0))
            .count()
    );
    // An army file is a layout file: it reads back whole, its units side by side.
    let read = Layout::from_json(&army.to_json()).expect("an army file reads back");
    assert_eq!(read, army);
    let laid = resolve(&army, &figure);
    assert!(laid.problems.is_empty());
    assert!(analyze(&laid, &figure).overlapping.is_empty());

    // Into a 2mm table as Vermilion: each unit a troop type of its kind, deployed in its zone.
    let (pip, pip_reference) = rules("pip-2mm");
    let mut other = Layout::new(pip_reference);
    other.set_table(Some(TABLE_SIZES[0]), glam::Vec2::ZERO, None);
    let left_out = muster_army(&mut other, &pip, &army, &figure, PlayerSide(1)).expect("mustered");
    assert!(left_out.is_empty(), "{left_out:?}");
    assert_eq!(other.units.len(), blue);
    assert!(
        other
            .units
            .iter()
            .all(|u| u.side == PlayerSide(1) && pip.troop(&u.troop).is_some())
    );
    assert_eq!(other.brigades.len(), army.brigades.len());
    for (unit, kept) in other.units.iter().zip(&army.units) {
        assert_eq!((&unit.name, unit.basing), (&kept.name, kept.basing));
    }
    deployed_cleanly(&other, &pip);
}

#[test]
fn an_army_the_table_has_no_room_for_is_refused_and_nothing_changes() {
    let (ruleset, reference) = rules("pip-2mm");
    let mut table = Layout::new(reference.clone());
    table.set_table(Some(TABLE_SIZES[0]), glam::Vec2::ZERO, None);
    assert!(
        army_of(&table, &ruleset, PlayerSide(0)).is_err(),
        "no units, no army"
    );
    let mut big = Layout::new(reference);
    for k in 0..600 {
        let pose = drillbook::geom::Pose::new(k as f32 * 70.0, 0.0, 0.0);
        big.add_unit(&ruleset, "infantry", PlayerSide(0), pose)
            .unwrap();
        table
            .add_unit(&ruleset, "infantry", PlayerSide(1), pose)
            .unwrap();
    }
    let army = army_of(&big, &ruleset, PlayerSide(0)).unwrap();
    let before = table.clone();
    let why = muster_army(&mut table, &ruleset, &army, &ruleset, PlayerSide(2)).unwrap_err();
    assert!(why.contains("1000") || why.contains("1,000"), "{why}");
    assert_eq!(table, before);
}

#[test]
fn a_march_column_deploys_straight_though_a_road_crosses_the_middle_of_the_table() {
    let (ruleset, reference) = rules("figure-scale");
    let mut layout = Layout::new(reference);
    layout.set_table(Some(TABLE_SIZES[0]), glam::Vec2::ZERO, None);
    let road = drillbook::terrain::TerrainPiece {
        kind: drillbook::terrain::TerrainKind::Road,
        name: String::new(),
        points: vec![
            glam::Vec2::new(-900.0, -300.0),
            glam::Vec2::new(900.0, 300.0),
        ],
        width_mm: 40.0,
    };
    layout.add_terrain(road).expect("a road");
    let list =
        "# Blue\n## Rey (march column)\n3 × line-infantry \"1er\" 4 bases of 4 figures, 15×15 mm\n";
    let plan = ArmyPlan::new(read_army(list), &ruleset);
    plan.muster_into(&mut layout, &ruleset).expect("mustered");
    let headings: Vec<f32> = layout.units.iter().map(|u| u.pose.heading).collect();
    assert!(headings.iter().all(|&h| h == headings[0]), "{headings:?}");
    let across: Vec<f32> = layout.units.iter().map(|u| u.pose.x).collect();
    assert!(
        across.iter().all(|&x| (x - across[0]).abs() < 0.01),
        "one file: {across:?}"
    );
    deployed_cleanly(&layout, &ruleset);
}

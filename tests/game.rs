//! A game kept turn by turn: played on the command line and in the edit session, read back
//! turn by turn exactly as it was, reported, shared, and refused whole when damaged.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::game::game_stories;
use drillbook::geom::Pose;
use drillbook::layout::{Layout, TurnRecord};
use drillbook::limits::{MAX_KEPT_TURNS, MAX_NOTE_CHARS};
use drillbook::link::{decode, encode};
use drillbook::rules::Library;
use drillbook::session::{Edit, Ground, Intent, Session};
use drillbook::table::{Grip, Motion, resolve, sample_game};

mod command;
use command::drillbook;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs `args` with `file` after the command, writing the game back to `file`.
fn play(file: &str, args: &[&str]) {
    let mut all = vec![args[0], file];
    all.extend(&args[1..]);
    all.extend(["--out", file]);
    let out = drillbook(&all);
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
}

fn read(file: &str) -> Layout {
    Layout::from_json(&std::fs::read_to_string(file).expect("the game")).expect("a layout")
}

/// The table alone, as `drillbook turn` prints a kept turn.
fn alone(mut table: Layout) -> Layout {
    table.record = TurnRecord::default();
    table
}

/// A mustered army played three turns on the command line: each turn's table reads back
/// exactly as it stood when New turn kept it, the turns list what moved and what was lost,
/// and the report draws every turn with its moves.
#[test]
fn a_game_played_on_the_command_line_reads_back_turn_by_turn() {
    let dir = std::env::temp_dir().join(format!("drillbook-game-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let game = dir.join("game.json");
    let file = game.to_str().expect("a path");
    let out = drillbook(&[
        "muster",
        "docs/examples/army.csv",
        "--rules",
        "figure-scale",
        "--out",
        file,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let deployed = read(file);
    let (first, second) = (deployed.units[0].clone(), deployed.units[1].clone());
    let mut kept = vec![deployed.clone()];
    play(file, &["note", "The armies deploy along the ridge"]);
    kept[0] = read(file);
    play(file, &["new-turn"]);
    // Turn 1: the first battalion advances 4 inches.
    let ahead = Pose::new(first.pose.x, first.pose.y - 101.6, first.pose.heading);
    let to = format!("{},{},{}", ahead.x, ahead.y, ahead.heading);
    play(file, &["move", &first.id.to_string(), &to]);
    play(
        file,
        &["note", "Rey advances", "--unit", &first.id.to_string()],
    );
    kept.push(read(file));
    play(file, &["new-turn"]);
    // Turn 2: the second battalion is lost.
    play(file, &["remove", &second.id.to_string()]);
    kept.push(read(file));
    play(file, &["new-turn"]);
    let now = read(file);
    assert_eq!((now.turn, now.record.len()), (3, 3));
    for (turn, table) in kept.iter().enumerate() {
        let out = drillbook(&["turn", file, &turn.to_string()]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let printed = Layout::from_json(&text(&out.stdout)).expect("a table");
        assert_eq!(printed, alone(table.clone()), "turn {turn}");
    }
    let out = drillbook(&["turn", file, "9"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("keeps turns 0 to 3"),
        "{}",
        text(&out.stderr)
    );

    let out = drillbook(&["turns", file]);
    let turns: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let turns = turns.as_array().expect("a list");
    assert_eq!(turns.len(), 4);
    assert_eq!(turns[0]["note"], "The armies deploy along the ridge");
    let moves = &turns[1]["moves"];
    assert_eq!(moves.as_array().map(Vec::len), Some(1), "{moves}");
    assert_eq!(moves[0]["id"], first.id);
    let distance = moves[0]["distance_mm"].as_f64().expect("a distance");
    assert!((distance - 101.6).abs() < 0.05, "{distance}");
    assert_eq!(turns[1]["unit_notes"][0]["text"], "Rey advances");
    assert_eq!(turns[2]["lost"][0]["id"], second.id);
    assert_eq!(turns[2]["moves"].as_array().map(Vec::len), Some(0));

    let out = drillbook(&["report", file]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let html = text(&out.stdout);
    assert_eq!(html.matches("<section class=\"turn\"").count(), 4);
    assert!(
        html.contains("data-turn=\"1\" data-moves=\"1\""),
        "moves counted"
    );
    assert_eq!(html.matches("<g class=\"move\"").count(), 1);
    assert!(html.contains("data-turn=\"2\" data-moves=\"0\" data-charges=\"0\" data-lost=\"1\""));
    assert!(html.contains("Rey advances"));
    let _ = std::fs::remove_dir_all(&dir);
}

fn figure_scale() -> std::sync::Arc<drillbook::rules::Ruleset> {
    let library = Library::builtin().expect("built-ins");
    library
        .get("figure-scale")
        .expect("built in")
        .ruleset
        .clone()
}

/// Applies `edit` to `session` on the table it stands at.
fn edit(session: &mut Session, edit: Edit) -> drillbook::session::Outcome {
    let library = Library::builtin().expect("built-ins");
    let ruleset = figure_scale();
    let table = resolve(session.shown_layout(), &ruleset);
    let ground = Ground {
        library: &library,
        ruleset: Some(&ruleset),
        table: &table,
    };
    session.edit(edit, &ground)
}

/// Applies `intent` to `session` on the table it stands at.
fn apply(session: &mut Session, intent: Intent) -> drillbook::session::Outcome {
    let library = Library::builtin().expect("built-ins");
    let table = resolve(session.shown_layout(), &figure_scale());
    let ground = Ground {
        library: &library,
        ruleset: None,
        table: &table,
    };
    session.apply(intent, &ground)
}

/// New turn keeps the turn just played, and undo brings it back as it was; going on from a
/// kept turn drops the later ones, says how many, and undo brings them back too.
#[test]
fn new_turn_and_going_on_from_a_turn_are_each_one_undo_step() {
    let game = sample_game(&figure_scale(), 20, 5).expect("a game");
    let mut session = Session::new(game.clone());
    edit(&mut session, Edit::NewTurn);
    let played = session.layout();
    assert_eq!((played.turn, played.record.len()), (6, 6));
    assert_eq!(played.at_turn(5), Some(&alone(game.clone())));
    assert!(played.units.iter().all(|u| u.move_start.is_none()));
    apply(&mut session, Intent::Undo);
    assert_eq!(session.layout(), &game);

    let out = edit(&mut session, Edit::GoOnFrom(2));
    let notice = out.notice.expect("told");
    assert!(
        notice.title.contains("3 later turns dropped"),
        "{}",
        notice.title
    );
    let now = session.layout();
    assert_eq!(now.turn, 2);
    assert_eq!(now.record.len(), 2);
    assert_eq!(alone(now.clone()), *game.at_turn(2).expect("kept"));
    apply(&mut session, Intent::Undo);
    assert_eq!(session.layout(), &game);

    let refused = edit(&mut session, Edit::GoOnFrom(9)).notice.expect("told");
    assert!(
        refused.error && refused.title.contains("not kept"),
        "{}",
        refused.title
    );
    assert_eq!(session.layout(), &game);
}

/// A kept turn is shown as it stood and read-only: edits and drags are refused, but its notes
/// may be written, undone like any edit; going on from it drops the later turns.
#[test]
fn a_kept_turn_is_shown_as_it_stood_and_only_its_notes_change() {
    let game = sample_game(&figure_scale(), 12, 4).expect("a game");
    let mut session = Session::new(game.clone());
    let unit = game.units[0].id;
    apply(&mut session, Intent::Select(Some(unit)));
    let out = edit(&mut session, Edit::ShowTurn(2));
    assert!(out.layout_changed && out.history.is_none());
    assert_eq!(session.shown_turn(), Some(2));
    assert_eq!(Some(session.shown_layout()), game.at_turn(2));
    assert_eq!(session.layout(), &game);

    for refused in [Edit::RemoveSelected, Edit::NewTurn, Edit::BackToDeployment] {
        let out = edit(&mut session, refused);
        let notice = out.notice.expect("told why");
        assert!(notice.error && notice.title.contains("Turn 2 is shown"));
        assert_eq!(session.layout(), &game);
    }
    let kept = game
        .at_turn(2)
        .expect("kept")
        .unit(unit)
        .expect("there")
        .pose;
    apply(
        &mut session,
        Intent::Grab(Grip::Move {
            id: unit,
            pointer: kept.position(),
            pose: kept,
            base: None,
        }),
    );
    let dragged = apply(
        &mut session,
        Intent::DragTo(Motion {
            at: kept.position() + glam::Vec2::new(80.0, 0.0),
            snapping: None,
            turn_step: 15.0,
        }),
    );
    let said = dragged.notice.expect("the drag is told why nothing moves");
    assert!(said.error && said.title.contains("Turn 2 is shown"));
    apply(&mut session, Intent::Drop);
    assert_eq!(session.layout(), &game);
    assert_eq!(Some(session.shown_layout()), game.at_turn(2));

    edit(
        &mut session,
        Edit::NoteTurn("The French attack on the left".into()),
    );
    edit(
        &mut session,
        Edit::NoteUnit {
            id: unit,
            text: "held the ridge".into(),
        },
    );
    let noted = session.layout().at_turn(2).expect("kept");
    assert_eq!(noted.notes.turn, "The French attack on the left");
    assert_eq!(noted.notes.of_unit(unit), Some("held the ridge"));
    assert_eq!(session.layout().notes, game.notes);
    let unknown = edit(
        &mut session,
        Edit::NoteUnit {
            id: 4242,
            text: "never here".into(),
        },
    );
    assert!(unknown.notice.is_some_and(|n| n.error));
    let written = session.layout().clone();
    assert_eq!(Layout::from_json(&written.to_json()), Ok(written.clone()));
    apply(&mut session, Intent::Undo);
    assert_eq!(session.shown_turn(), Some(2));
    assert_eq!(
        session
            .layout()
            .at_turn(2)
            .expect("kept")
            .notes
            .of_unit(unit),
        None
    );
    apply(&mut session, Intent::Undo);
    assert_eq!(session.layout(), &game);

    let missing = edit(&mut session, Edit::ShowTurn(40)).notice.expect("told");
    assert!(missing.error && missing.title.contains("not kept"));
    assert_eq!(session.shown_turn(), Some(2));
    edit(&mut session, Edit::GoOnFrom(2));
    assert_eq!((session.layout().turn, session.shown_turn()), (2, None));
    apply(&mut session, Intent::Undo);
    assert_eq!(session.layout(), &game);
    edit(&mut session, Edit::ShowTurn(game.turn));
    assert_eq!(
        (session.shown_turn(), session.shown_layout()),
        (None, &game)
    );
}

/// Notes are text of bounded length, on a unit of the turn or one lost in it.
#[test]
fn a_note_names_a_unit_in_the_game_and_is_held_to_its_length() {
    let game = sample_game(&figure_scale(), 10, 1).expect("a game");
    let mut session = Session::new(game.clone());
    let lost = game.units[3].id;
    apply(&mut session, Intent::Select(Some(lost)));
    edit(&mut session, Edit::RemoveSelected);
    let out = edit(
        &mut session,
        Edit::NoteUnit {
            id: lost,
            text: "broken by the Greys' charge".to_owned(),
        },
    );
    assert!(out.notice.is_none_or(|n| !n.error));
    assert_eq!(
        session.layout().notes.of_unit(lost),
        Some("broken by the Greys' charge")
    );
    let noted = session.layout().clone();
    let out = edit(
        &mut session,
        Edit::NoteUnit {
            id: 4242,
            text: "never here".to_owned(),
        },
    );
    assert!(out.notice.is_some_and(|n| n.error));
    let long = "x".repeat(MAX_NOTE_CHARS + 1);
    let out = edit(&mut session, Edit::NoteTurn(long));
    assert!(
        out.notice
            .is_some_and(|n| n.error && n.title.contains("280"))
    );
    assert_eq!(session.layout(), &noted);
    assert_eq!(Layout::from_json(&noted.to_json()), Ok(noted.clone()));
}

/// A damaged game is refused whole, with a message, whichever way it comes in.
#[test]
fn a_damaged_game_is_refused_with_what_is_wrong() {
    let game = sample_game(&figure_scale(), 6, 3).expect("a game");
    let json = game.to_json();
    let refused = |text: &str| Layout::from_json(text).expect_err("refused").to_string();

    let out_of_order = json.replacen("\"turn\": 1,", "\"turn\": 7,", 1);
    assert!(
        refused(&out_of_order).contains("one after another"),
        "{}",
        refused(&out_of_order)
    );

    let never = json.replacen("\"turn\": 1,", "\"turn\": 1, \"gone\": [999],", 1);
    assert!(refused(&never).contains("unit 999"), "{}", refused(&never));

    let turns: Vec<String> = (0..=MAX_KEPT_TURNS)
        .map(|t| format!("{{\"turn\": {t}}}"))
        .collect();
    let mut long = game.clone();
    long.record = TurnRecord::default();
    long.turn = MAX_KEPT_TURNS as u32 + 1;
    let text = long.to_json().replacen(
        "\"units\":",
        &format!("\"turns\": [{}], \"units\":", turns.join(",")),
        1,
    );
    assert!(
        refused(&text).contains(&format!("at most {MAX_KEPT_TURNS} turns")),
        "{}",
        refused(&text)
    );

    let mut too_long = game.clone();
    let tables: Vec<Layout> = (0..=MAX_KEPT_TURNS as u32)
        .map(|turn| Layout {
            turn,
            ..alone(game.clone())
        })
        .collect();
    too_long.turn = MAX_KEPT_TURNS as u32 + 1;
    too_long.record = TurnRecord::of(tables);
    let message = decode(&encode(&too_long)).expect_err("refused");
    assert!(
        message.contains(&format!("at most {MAX_KEPT_TURNS} turns")),
        "{message}"
    );
}

/// The game's budget refuses a turn past it, changing nothing.
#[test]
fn new_turn_past_the_games_budget_is_refused() {
    let mut game = sample_game(&figure_scale(), 2, 1).expect("a game");
    let kept: Vec<Layout> = (0..MAX_KEPT_TURNS as u32)
        .map(|turn| Layout {
            turn,
            ..alone(game.clone())
        })
        .collect();
    game.turn = MAX_KEPT_TURNS as u32;
    game.record = TurnRecord::of(kept);
    assert_eq!(game.check(), Ok(()));
    let before = game.clone();
    let refused = game.new_turn().expect_err("refused");
    assert!(refused.contains(&MAX_KEPT_TURNS.to_string()), "{refused}");
    assert_eq!(game, before);
}

/// A sample game's stories: every unit moves every turn, each move along a trail that ends
/// where the unit stands.
#[test]
fn every_move_of_a_sample_game_is_told_with_its_trail() {
    let ruleset = figure_scale();
    let game = sample_game(&ruleset, 30, 4).expect("a game");
    let stories = game_stories(&game, &ruleset);
    assert_eq!(stories.len(), 5);
    for story in &stories[1..] {
        assert_eq!(story.moves.len(), 30, "turn {}", story.turn);
        for moved in &story.moves {
            let end = moved.trails.last().and_then(|t| t.last()).expect("a trail");
            assert!(end.position().distance(moved.to.position()) < 0.01);
            assert!(moved.distance_mm > 0.0);
        }
    }
}

/// The page reads a table saved in the browser itself, and hands a saved game to its reader
/// worker, which reads its turns; both come back exactly as they were saved.
#[test]
fn the_page_reads_a_saved_table_itself_and_hands_a_saved_game_to_its_worker() {
    use drillbook::link::{encode_saved, read_table, unpack};
    let game = sample_game(&figure_scale(), 6, 2).expect("a game");
    let saved = encode_saved(&game);
    let (version, bytes) = unpack(&saved).expect("saved").bytes().expect("bytes");
    assert_eq!(read_table(version, &bytes), Ok(None));
    assert_eq!(decode(&saved), Ok(game.clone()));
    let mut table = alone(game);
    table
        .notes
        .set_turn("The French attack on the left")
        .expect("a note");
    let saved = encode_saved(&table);
    let (version, bytes) = unpack(&saved).expect("saved").bytes().expect("bytes");
    assert_eq!(
        read_table(version, &bytes),
        Ok(None),
        "notes are the game's too"
    );
    assert_eq!(decode(&saved), Ok(table.clone()));
    table.notes = Default::default();
    let saved = encode_saved(&table);
    let (version, bytes) = unpack(&saved).expect("saved").bytes().expect("bytes");
    assert_eq!(read_table(version, &bytes), Ok(Some(table)));
}

/// Every turn of a game is drawn over the same part of the table at the same scale, though
/// its units march on: the pictures follow one another as frames of one map.
#[test]
fn every_turns_sheet_frames_the_same_part_of_the_table() {
    use drillbook::render::{Paper, turn_sheets};
    let ruleset = figure_scale();
    let game = sample_game(&ruleset, 20, 5).expect("a game");
    let sheets = turn_sheets(&game, &ruleset, Paper::A4, 0);
    assert_eq!(sheets.len(), 6);
    let head = |svg: &str| svg.split('>').next().unwrap_or_default().to_owned();
    let first = &sheets[0].sheet;
    for (turn, told) in sheets.iter().enumerate() {
        assert_eq!(told.story.turn, turn as u32);
        assert_eq!(told.sheet.scale, first.scale, "turn {turn}");
        assert_eq!(head(&told.sheet.svg), head(&first.svg), "turn {turn}");
    }
    // A turn drawn alone (a picture of the turn shown) is framed as among the others.
    let later = turn_sheets(&game, &ruleset, Paper::A4, 5);
    assert_eq!(later.len(), 1);
    assert_eq!(later[0].sheet.svg, sheets[5].sheet.svg);
}

/// The battle report names a unit's side where a unit of the other side bears its name, as
/// a sample battle's do, and heads each turn's sheet with the game's name, the turn's and
/// its note.
#[test]
fn the_report_says_whose_unit_each_is_where_names_are_shared() {
    use drillbook::render::{Paper, battle_report_html};
    let ruleset = figure_scale();
    let mut game = sample_game(&ruleset, 8, 2).expect("a game");
    let lost = game.units[0].clone();
    assert!(
        (game.units.iter()).any(|u| u.side != lost.side && u.name == lost.name),
        "the sample's sides share names"
    );
    game.units.remove(0);
    game.notes.set_turn("The <left> folds").expect("a note");
    let report = battle_report_html(&game, &ruleset, Paper::A4);
    let said = format!("Lost: {} ({}).", lost.name, lost.side.name());
    assert!(report.contains(&said), "{said}");
    assert!(report.contains("A battle \u{2014} Turn 2"));
    assert!(report.contains("The &lt;left&gt; folds"));
    assert!(!report.contains("The <left> folds"));
}

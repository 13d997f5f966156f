//! The game on the command line: playing it turn by turn as the page does (a unit moved or
//! removed, a note, a new turn, each through the page's edit session), and reading it back
//! (the turns and what happened in each, one turn's table, the battle report).

use drillbook::game::game_stories;
use drillbook::layout::Layout;
use drillbook::render::{Paper, battle_report_html};
use drillbook::rules::Library;
use drillbook::session::{Edit, Ground, Intent, Session};
use drillbook::table::resolve;
use drillbook::text::excerpt;

use crate::drill::pose;
use crate::{load_with_ruleset, option_text, unit_id};

/// The file `--out` names, if it does, from `options`, with `--paper` and `--unit` where a
/// command reads them.
#[derive(Default)]
struct GameOptions {
    out: Option<String>,
    paper: Option<Paper>,
    unit: Option<u32>,
}

fn game_options(options: &[&str], allowed: &[&str]) -> Result<GameOptions, String> {
    use lexopt::prelude::*;
    let mut given = GameOptions::default();
    let mut parser = lexopt::Parser::from_args(options.iter().copied());
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        match arg {
            Long(name) if !allowed.contains(&name) => {
                return Err(arg.unexpected().to_string());
            }
            Long("out") => given.out = Some(option_text(&mut parser, "out")?),
            Long("paper") => {
                let key = option_text(&mut parser, "paper")?;
                given.paper =
                    Some(Paper::from_key(&key.to_ascii_lowercase()).ok_or_else(|| {
                        format!("--paper is a4 or letter, not '{}'", excerpt(&key))
                    })?);
            }
            Long("unit") => given.unit = Some(unit_id(&option_text(&mut parser, "unit")?)?),
            other => return Err(other.unexpected().to_string()),
        }
    }
    Ok(given)
}

/// `text` printed, or written to `out` with `what` said of it.
fn written(text: String, out: Option<String>, what: &str) -> Result<String, String> {
    match out {
        None => Ok(text),
        Some(path) => {
            std::fs::write(&path, text)
                .map_err(|e| format!("{path}: it cannot be written ({})", e.kind()))?;
            Ok(format!("{what} is in {path}"))
        }
    }
}

/// The game in `file` after `edits`, each made by the page's edit session; refused with the
/// first edit's reason.
fn played(file: &str, edits: Vec<Step>) -> Result<Layout, String> {
    let (layout, ruleset) = load_with_ruleset(file)?;
    let library =
        Library::builtin().map_err(|e| format!("the built-in rulesets are damaged: {e}"))?;
    let mut session = Session::new(layout);
    for step in edits {
        let table = resolve(session.layout(), &ruleset);
        let ground = Ground {
            library: &library,
            ruleset: Some(&ruleset),
            table: &table,
        };
        let outcome = match step {
            Step::Intent(intent) => session.apply(intent, &ground),
            Step::Edit(edit) => session.edit(edit, &ground),
        };
        if let Some(notice) = outcome.notice.filter(|n| n.error) {
            return Err(format!("{file}: {}", notice.title));
        }
    }
    Ok(session.layout().clone())
}

/// One thing done to the table.
enum Step {
    Intent(Intent),
    Edit(Edit),
}

/// `drillbook new-turn GAME.json [--out FILE]`: the game with the turn in hand kept and a
/// new one begun.
pub fn new_turn(file: &str, options: &[&str]) -> Result<String, String> {
    let given = game_options(options, &["out"])?;
    let game = played(file, vec![Step::Edit(Edit::NewTurn)])?;
    written(game.to_json(), given.out, "the game")
}

/// `drillbook note GAME.json TEXT [--unit ID] [--out FILE]`: the game with the players' line
/// on the turn in hand, or on unit ID in it.
pub fn note(file: &str, text: &str, options: &[&str]) -> Result<String, String> {
    let given = game_options(options, &["out", "unit"])?;
    let edit = match given.unit {
        Some(id) => Edit::NoteUnit {
            id,
            text: text.to_owned(),
        },
        None => Edit::NoteTurn(text.to_owned()),
    };
    let game = played(file, vec![Step::Edit(edit)])?;
    written(game.to_json(), given.out, "the game")
}

/// `drillbook move GAME.json ID X,Y,HEADING [--out FILE]`: the game with unit ID moved there,
/// where its move began kept, as a drag on the page keeps it.
pub fn move_unit(file: &str, id: &str, to: &str, options: &[&str]) -> Result<String, String> {
    let given = game_options(options, &["out"])?;
    let id = unit_id(id)?;
    let pose = pose(to, "where it goes")?;
    let game = played(file, vec![Step::Edit(Edit::Pose { id, pose })])?;
    written(game.to_json(), given.out, "the game")
}

/// `drillbook remove GAME.json ID [--out FILE]`: the game with unit ID taken off the table,
/// as lost in the turn in hand.
pub fn remove(file: &str, id: &str, options: &[&str]) -> Result<String, String> {
    let given = game_options(options, &["out"])?;
    let id = unit_id(id)?;
    let game = played(
        file,
        vec![
            Step::Intent(Intent::Select(Some(id))),
            Step::Edit(Edit::RemoveSelected),
        ],
    )?;
    written(game.to_json(), given.out, "the game")
}

/// `drillbook turns GAME.json`: every turn the game keeps and the turn in hand, with what
/// moved, changed formation, charged, was lost and arrived in each, and the notes, as JSON.
pub fn turns(file: &str) -> Result<String, String> {
    let (game, ruleset) = load_with_ruleset(file)?;
    let stories = game_stories(&game, &ruleset);
    serde_json::to_string_pretty(&stories).map_err(|e| e.to_string())
}

/// `drillbook turn GAME.json N`: the table as it stood at the end of kept turn N (as it
/// stands, for the turn in hand), as layout JSON with no turns of its own.
pub fn turn(file: &str, turn: &str) -> Result<String, String> {
    let (game, _) = load_with_ruleset(file)?;
    let number: u32 = turn
        .trim()
        .parse()
        .map_err(|_| format!("a turn is a number, not '{}'", excerpt(turn)))?;
    let kept = game.game_turns();
    let mut table = game.at_turn(number).cloned().ok_or_else(|| {
        format!(
            "{file}: turn {number} is not kept: the game keeps turns {} to {}",
            kept.start(),
            kept.end()
        )
    })?;
    table.record = Default::default();
    Ok(table.to_json())
}

/// `drillbook report GAME.json [--paper a4|letter] [--out FILE]`: the battle report, one HTML
/// page.
pub fn report(file: &str, options: &[&str]) -> Result<String, String> {
    let given = game_options(options, &["out", "paper"])?;
    let (game, ruleset) = load_with_ruleset(file)?;
    let html = battle_report_html(&game, &ruleset, given.paper.unwrap_or(Paper::A4));
    written(html, given.out, "the battle report")
}

//! `drillbook`: the command line over Drillbook's core.
//!
//! Every command prints its result on standard output and exits 0, or prints what is wrong on
//! standard error and exits 2.

mod basing;
mod drill;
mod game;
mod muster;
mod reach;
mod trays;

use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::sync::Arc;

use drillbook::analysis::analyze;
use drillbook::formation::Turn;
use drillbook::layout::{Layout, worst_tables};
use drillbook::limits::{MAX_KEPT_TURNS, MAX_UNITS};
use drillbook::render::{Paper, Printed, briefing_html, print_html, table_svg};
use drillbook::rules::{AnchorChoices, AnchorKind, Library, Ruleset, builtin_rulesets};
use drillbook::session::{Edit, Ground, Session};
use drillbook::table::sample_battle;
use drillbook::table::{Table, resolve};

const USAGE: &str = "\
usage:
  drillbook rulesets              list the built-in rulesets
  drillbook ruleset check FILE    check a ruleset file; prints ok, or its errors
  drillbook analyze LAYOUT.json [--strict]
                                  print what the rules say about the table, as JSON, with
                                  every base placed; --strict exits 2 if a unit cannot stand
  drillbook svg LAYOUT.json [--strict]
                                  print the table as SVG at 1:1, in mm; a unit that cannot
                                  stand is named on standard error (--strict: exit 2)
  drillbook tray LAYOUT.json ID [--format svg|laser|stl] [TRAY OPTIONS] [--out FILE]
                                  unit ID's movement tray at 1:1 in mm: a template to print
                                  (svg), cut, score and engrave layers for a laser (laser:
                                  red cut, blue score, black engrave), or a solid for a 3D
                                  printer (stl, binary)
  drillbook trays LAYOUT.json [--sheet A4|A3|Letter|WxH] [--format laser|stl]
                  [--unit ID]... [--brigade NAME] [TRAY OPTIONS] [--out DIR]
                                  every unit's tray (or those chosen) packed onto sheets or
                                  print beds (A4 unless given); prints where each piece lies,
                                  as JSON, and with --out writes DIR/sheet-N.svg or .stl
      tray options, in mm:        --clearance 0.5  --rim 3  --rim-height 2  --floor 1.5
                                  --magnet DIAMETERxDEPTH (none)  --open-rear  --kerf 0.15
  drillbook basing LAYOUT.json [ID] [--frontage MM]
                                  what every built-in ruleset makes of each unit's basing
                                  (or unit ID's), as JSON: the troop type, the basing it
                                  assumes, whether the unit meets it, and each formation's
                                  frontage, depth and class; --frontage lists the bases that
                                  make that frontage from the unit's figures
  drillbook reach LAYOUT.json ID  what unit ID can reach this turn, as JSON: its allowance,
                                  the ground its bases can cover (polygons in table mm) and
                                  each enemy it can charge, with the face and the path
  drillbook charge LAYOUT.json ID TARGET [--out FILE]
                                  whether unit ID's charge on TARGET gets home, as JSON: the
                                  path against the allowance, the face hit, where it ends,
                                  or why it is refused; --out writes the layout after it
  drillbook threat LAYOUT.json ID what can charge unit ID in its next turn, as JSON: each
                                  enemy that can, with the face it hits, its path and its
                                  allowance, nearest first
  drillbook threat LAYOUT.json --side N
                                  where side N's units can be by the end of their next move,
                                  by arm, as JSON (polygons in table mm)
  drillbook pages LAYOUT.json [--paper a4|letter] [--unit ID | --tray ID | --trays | --briefing]
                                  print the whole table at 1:1 on sheets of A4 (or US
                                  Letter), as an HTML document to print at 100%; or unit
                                  ID's bases, its tray template, or every unit's tray; or
                                  (--briefing) the whole table on one sheet, at the largest
                                  round scale that fits
  drillbook change LAYOUT.json ID FORMATION [OPTIONS]
                                  change unit ID to FORMATION as the page does, by the
                                  ruleset's change rule, and print the new layout JSON:
      --turn left|right           which way an oblique square or a quarter turn goes
      --heading DEG               the free turn, degrees clockwise, where the rule allows any
      --stays N                   the base that stays put, or the old square's base to
                                  overlap, counted from 1
      --slot N                    the leading element's place in the new line, from the left
      --rule N                    which of the ruleset's rules for this change, from 1
  drillbook muster ARMY.csv|ARMY.txt --rules ID [--table 6x4ft|WxDmm] [--out FILE]
                  [--horse-with-foot] [--guns-with-brigades]
                                  read an army list (a spreadsheet's CSV or a plain-text
                                  list, see docs/formats.md) into a layout, each side
                                  deployed in its zone on the table given (6x4ft unless
                                  given), horse on the wings and guns before the foot
                                  unless told, each brigade in the drill the list names;
                                  every line it cannot read is named, and then nothing is
                                  made
  drillbook muster ARMY.json [--into TABLE.json | --rules ID --table SIZE] [--side N]
                  [--out FILE]
                                  muster an army file into a table in side N's place (the
                                  army's own unless given): TABLE, or a new table of the
                                  rules given (the army's own unless given); under other
                                  rules each unit takes a troop type of its kind
  drillbook army LAYOUT.json SIDE [--out FILE]
                                  save side SIDE's army (0 to 3, or a colour: its units,
                                  basing, formations and brigades, not their places) as an
                                  army file, a layout that basing and trays read whole
  drillbook drill LAYOUT.json BRIGADE FORM --at X,Y,HEADING [OPTIONS] [--out FILE]
                                  form BRIGADE (its name, or its number from 1) as one, its
                                  front-centre at X,Y mm facing HEADING degrees, and print
                                  the layout; FORM is line, two-lines, columns, echelon-left,
                                  echelon-right, ordre-mixte, squares or road-column (or a
                                  form's name, such as march column); what the
                                  drill kept of the rules goes to standard error. Distances
                                  default to the rules', in mm:
      --interval MM --distance MM --gap MM --step MM --guns MM --behind-gaps
                                  between units abreast, between two lines, between units
                                  one behind another, an échelon's step, the guns before
                                  squares; the second line behind the first's gaps
  drillbook move GAME.json ID X,Y,HEADING [--out FILE]
                                  move unit ID there (mm, degrees clockwise from up), where
                                  its move began kept, and print the game
  drillbook remove GAME.json ID [--out FILE]
                                  take unit ID off the table, lost in the turn in hand
  drillbook note GAME.json TEXT [--unit ID] [--out FILE]
                                  write the players' line on the turn in hand, or on unit ID
                                  in it (empty takes it away)
  drillbook new-turn GAME.json [--out FILE]
                                  keep the turn in hand in the game's record and begin the
                                  next, as the page's New turn does
  drillbook turns GAME.json       every turn the game keeps, with what moved, changed
                                  formation, charged, was lost and arrived in each, as JSON
  drillbook turn GAME.json N      the table as it stood at the end of turn N, as layout JSON
  drillbook report GAME.json [--paper a4|letter] [--out report.html]
                                  the battle report: one HTML page with the order of battle
                                  and each turn drawn with its moves, charges and notes
  drillbook sample UNITS          print a sample battle of UNITS units, as layout JSON
  drillbook sample UNITS --turns N
                                  print a sample game: the battle played N turns, every
                                  unit moving in every turn
  drillbook worst [N]             list the worst tables the limits admit, or print table N
  drillbook link LAYOUT.json      print the share link's fragment that carries the table
  drillbook open LINK             print the table a share link carries, as layout JSON";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match args.as_slice() {
        ["rulesets"] => list_rulesets(),
        ["ruleset", "check", file] => check_ruleset(file),
        ["analyze", file] => analyze_layout(file, false),
        ["analyze", file, "--strict"] => analyze_layout(file, true),
        ["svg", file] => svg(file, false),
        ["svg", file, "--strict"] => svg(file, true),
        ["tray", file, id, options @ ..] => return emit(trays::tray(file, id, options)),
        ["trays", file, options @ ..] => return emit(trays::trays(file, options)),
        ["basing", file, rest @ ..] => basing::basing(file, rest),
        ["reach", file, id] => reach::reach_command(file, id),
        ["charge", file, id, target, options @ ..] => {
            reach::charge_command(file, id, target, options)
        }
        ["threat", file, "--side", side] => reach::side_threat_command(file, side),
        ["threat", file, id] => reach::chargers_command(file, id),
        ["pages", file, options @ ..] => pages(file, options),
        ["change", file, id, to, options @ ..] => change(file, id, to, options),
        ["muster", file, options @ ..] => muster::muster(file, options),
        ["army", file, side, options @ ..] => muster::army(file, side, options),
        ["drill", file, brigade, form, options @ ..] => drill::drill(file, brigade, form, options),
        ["new-turn", file, options @ ..] => game::new_turn(file, options),
        ["note", file, text, options @ ..] => game::note(file, text, options),
        ["move", file, id, to, options @ ..] => game::move_unit(file, id, to, options),
        ["remove", file, id, options @ ..] => game::remove(file, id, options),
        ["turns", file] => game::turns(file),
        ["turn", file, n] => game::turn(file, n),
        ["report", file, options @ ..] => game::report(file, options),
        ["sample", units] => sample(units),
        ["sample", units, "--turns", turns] => sample_game(units, turns),
        ["worst"] => worst(None),
        ["worst", n] => worst(Some(n)),
        ["link", file] => link(file),
        ["open", link] => drillbook::link::decode(link).map(|layout| layout.to_json()),
        ["--help" | "-h" | "help"] => Ok(USAGE.to_owned()),
        _ => {
            // The usage is ours and whole: it is not cut as untrusted messages are.
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(output) => {
            // A reader that has gone away (`| head`) is no error of ours.
            let _ = writeln!(std::io::stdout(), "{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            // Whatever the input, the terminal is shown a short message it cannot obey.
            eprintln!("{}", drillbook::text::printable(&message));
            ExitCode::from(2)
        }
    }
}

/// Writes what a command made, which may be binary, or its error.
fn emit(result: Result<Vec<u8>, String>) -> ExitCode {
    match result {
        // An STL's bytes would garble a terminal.
        Ok(bytes) if bytes.contains(&0) && std::io::stdout().is_terminal() => {
            eprintln!("This is a binary file: give --out FILE, or send it to a file with >.");
            ExitCode::from(2)
        }
        Ok(bytes) => {
            let mut out = std::io::stdout();
            let _ = out.write_all(&bytes);
            if bytes
                .last()
                .is_some_and(|last| *last != b'\n' && *last != 0)
            {
                let _ = out.write_all(b"\n");
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{}", drillbook::text::printable(&message));
            ExitCode::from(2)
        }
    }
}

fn list_rulesets() -> Result<String, String> {
    let rulesets =
        builtin_rulesets().map_err(|e| format!("the built-in rulesets are damaged: {e}"))?;
    Ok(rulesets
        .iter()
        .map(|r| format!("{}\t{}\t{}", r.id, r.version, r.name))
        .collect::<Vec<_>>()
        .join("\n"))
}

fn check_ruleset(file: &str) -> Result<String, String> {
    let text = read(file)?;
    Ruleset::from_toml(file, &text)
        .map(|_| "ok".to_owned())
        .map_err(|e| e.to_string())
}

fn read(file: &str) -> Result<String, String> {
    read_told_by(file, file)
}

/// The text of an army list: a CSV or a text file, told from a picture or an archive by its
/// first bytes alone.
fn read_list(file: &str) -> Result<String, String> {
    read_told_by(file, "")
}

/// The text of `file`, refused when its first bytes, or `name`, tell it is no Drillbook file.
fn read_told_by(file: &str, name: &str) -> Result<String, String> {
    use std::io::ErrorKind;
    let bytes = std::fs::read(file).map_err(|e| {
        let why = match e.kind() {
            ErrorKind::NotFound => "there is no such file".to_owned(),
            ErrorKind::IsADirectory => "it is a folder, not a file".to_owned(),
            ErrorKind::PermissionDenied => "it may not be read (permission denied)".to_owned(),
            other => format!("it cannot be read ({other})"),
        };
        format!("{file}: {why}")
    })?;
    // A picture or a spreadsheet is named as such, as the page names it.
    let start = String::from_utf8_lossy(&bytes[..bytes.len().min(16)]);
    if let Some(what) = drillbook::foreign_file::foreign_file(name, &start) {
        return Err(format!("{file}: {what}"));
    }
    drillbook::text::from_file_bytes(bytes).map_err(|why| format!("{file}: {why}"))
}

fn load_layout(file: &str) -> Result<Layout, String> {
    Layout::from_json(&read(file)?).map_err(|e| e.in_file(file))
}

/// A unit's id, as the command line gives it.
fn unit_id(id: &str) -> Result<u32, String> {
    id.parse().map_err(|_| {
        format!(
            "a unit is named by its id, not '{}'",
            drillbook::text::excerpt(id)
        )
    })
}

/// The layout in `file` and its ruleset.
fn load_with_ruleset(file: &str) -> Result<(Layout, Arc<Ruleset>), String> {
    let layout = load_layout(file)?;
    let mut library =
        Library::builtin().map_err(|e| format!("the built-in rulesets are damaged: {e}"))?;
    let ruleset = library
        .rules_for(&layout)
        .map_err(|e| format!("{file}: {e}"))?;
    Ok((layout, ruleset))
}

/// The layout in `file`, its ruleset, and its units placed.
fn load_table(file: &str) -> Result<(Arc<Ruleset>, Table), String> {
    let (layout, ruleset) = load_with_ruleset(file)?;
    let table = resolve(&layout, &ruleset);
    Ok((ruleset, table))
}

/// The text given to option `--name`, which `parser` has just read.
fn option_text(parser: &mut lexopt::Parser, name: &str) -> Result<String, String> {
    parser
        .value()
        .map_err(|e| e.to_string())?
        .into_string()
        .map_err(|_| format!("--{name} is not text"))
}

/// `pages`: what the options choose to print, on the paper they name.
fn pages(file: &str, options: &[&str]) -> Result<String, String> {
    use lexopt::prelude::*;
    let mut paper = Paper::A4;
    let mut printed = Printed::Table;
    let mut briefing = false;
    let mut selected = None;
    let mut parser = lexopt::Parser::from_args(options.iter().copied());
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        match arg {
            Long("paper") => {
                let key = option_text(&mut parser, "paper")?;
                paper = Paper::from_key(&key.to_ascii_lowercase()).ok_or_else(|| {
                    format!(
                        "--paper is a4 or letter, not '{}'",
                        drillbook::text::excerpt(&key)
                    )
                })?;
            }
            Long("unit") => {
                selected = Some(unit_id(&option_text(&mut parser, "unit")?)?);
                printed = Printed::Unit;
            }
            Long("tray") => {
                selected = Some(unit_id(&option_text(&mut parser, "tray")?)?);
                printed = Printed::Tray;
            }
            Long("trays") => printed = Printed::Trays,
            Long("briefing") => briefing = true,
            other => return Err(other.unexpected().to_string()),
        }
    }
    let (layout, ruleset) = load_with_ruleset(file)?;
    let table = resolve(&layout, &ruleset);
    if briefing {
        return Ok(briefing_html(&layout, &table, paper));
    }
    let straight = resolve(&layout.straightened(), &ruleset);
    print_html(&table, &straight, printed, paper, selected).map_err(|why| format!("{file}: {why}"))
}

/// What `analyze` prints: the ruleset, the report, every unit's bases as placed, and the
/// units that cannot stand.
#[derive(serde::Serialize)]
struct AnalysisOutput<'a> {
    ruleset: RulesetId<'a>,
    #[serde(flatten)]
    report: &'a drillbook::analysis::Report,
    placed: Vec<PlacedBases>,
    problems: Vec<Problem<'a>>,
}

/// A unit's bases on the table, in mm: each base's role, the way it faces (degrees clockwise
/// from up) and its corners, front-left first, clockwise.
#[derive(serde::Serialize)]
struct PlacedBases {
    unit: u32,
    bases: Vec<PlacedBase>,
}

#[derive(serde::Serialize)]
struct PlacedBase {
    #[serde(flatten)]
    role: drillbook::formation::BaseRole,
    facing: f32,
    corners: [[f32; 2]; 4],
}

impl PlacedBases {
    fn of(unit: &drillbook::table::PlacedUnit) -> Self {
        let bases = unit
            .rects
            .iter()
            .zip(&unit.shaped.footprint.bases)
            .map(|(rect, base)| PlacedBase {
                role: base.role,
                facing: rect.degrees().rem_euclid(360.0),
                corners: rect.corners().map(|c| [c.x, c.y]),
            })
            .collect();
        Self {
            unit: unit.id,
            bases,
        }
    }
}

/// The units of `table` that cannot stand, as one message, when `strict` asks for none.
fn strict_refusal(file: &str, table: &Table, strict: bool) -> Result<(), String> {
    if !strict || table.problems.is_empty() {
        return Ok(());
    }
    Err(table
        .problems
        .iter()
        .map(|p| format!("{file}: unit {} cannot stand: {}", p.id, p.message))
        .collect::<Vec<_>>()
        .join("\n"))
}

#[derive(serde::Serialize)]
struct RulesetId<'a> {
    id: &'a str,
    version: &'a str,
}

#[derive(serde::Serialize)]
struct Problem<'a> {
    unit: u32,
    message: &'a str,
}

fn analyze_layout(file: &str, strict: bool) -> Result<String, String> {
    let (ruleset, table) = load_table(file)?;
    strict_refusal(file, &table, strict)?;
    let report = analyze(&table, &ruleset);
    let output = AnalysisOutput {
        ruleset: RulesetId {
            id: &ruleset.id,
            version: &ruleset.version,
        },
        report: &report,
        placed: table.units.iter().map(PlacedBases::of).collect(),
        problems: table
            .problems
            .iter()
            .map(|p| Problem {
                unit: p.id,
                message: &p.message,
            })
            .collect(),
    };
    serde_json::to_string_pretty(&output).map_err(|e| e.to_string())
}

/// The layout in `file` with unit `id` changed to formation `to`, the way the page changes it,
/// with the choices `options` give; or the reason the ruleset or the engine refuses it.
fn change(file: &str, id: &str, to: &str, options: &[&str]) -> Result<String, String> {
    let (choices, way, given) = change_options(options)?;
    let (layout, ruleset) = load_with_ruleset(file)?;
    let id = unit_id(id)?;
    // An option the change's rule does not read is refused, not dropped unsaid.
    let anchor = layout.unit(id).and_then(|unit| {
        let troop = ruleset.troop(&unit.troop)?;
        let rule = troop.changes_between(&unit.formation, to).nth(way)?;
        Some(rule.anchor.value)
    });
    if let Some(anchor) = anchor
        && let Some((option, _)) = given.iter().find(|(_, reads)| !reads(anchor))
    {
        return Err(format!(
            "{file}: {option} does not apply: unit {id} changes to '{}' by rule {} ({}), which does not read it; leave it out",
            drillbook::text::excerpt(to),
            way + 1,
            anchor.way()
        ));
    }
    // The same edit as the page's, by the same session: the change, then the table's budget.
    let change = Edit::ChangeFormation {
        id,
        formation: to.to_owned(),
        choices,
        rule: Some(way),
    };
    edited(file, layout, &ruleset, change).map(|layout| layout.to_json())
}

/// `layout`, from `file`, with `edit` made by the edit session as the page makes it; or the
/// reason it was refused.
fn edited(
    file: &str,
    layout: Layout,
    ruleset: &Arc<Ruleset>,
    edit: Edit,
) -> Result<Layout, String> {
    let library =
        Library::builtin().map_err(|e| format!("the built-in rulesets are damaged: {e}"))?;
    let table = resolve(&layout, ruleset);
    let mut session = Session::new(layout);
    let ground = Ground {
        library: &library,
        ruleset: Some(ruleset),
        table: &table,
    };
    match session.edit(edit, &ground).notice {
        Some(notice) if notice.error => Err(format!("{file}: {}", notice.title)),
        _ => Ok(session.layout().clone()),
    }
}

/// An option of `change` that given, and whether the change's anchor reads it.
type GivenOption = (&'static str, fn(AnchorKind) -> bool);

/// The anchor choices and the change rule (0-based) that `change`'s options give, and the
/// choices given.
fn change_options(options: &[&str]) -> Result<(AnchorChoices, usize, Vec<GivenOption>), String> {
    use lexopt::prelude::*;
    let mut choices = AnchorChoices::default();
    let mut way = 0;
    let mut given: Vec<GivenOption> = Vec::new();
    let mut parser = lexopt::Parser::from_args(options.iter().copied());
    // A count from 1, as players number bases and rules, turned into an index.
    let index = |parser: &mut lexopt::Parser, what: &str| -> Result<u32, String> {
        let value: u32 = parser
            .value()
            .and_then(|v| v.parse())
            .map_err(|e| format!("--{what}: {e}"))?;
        value
            .checked_sub(1)
            .ok_or_else(|| format!("--{what} counts from 1"))
    };
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        match arg {
            Long("turn") => {
                given.push(("--turn", AnchorKind::reads_turn));
                choices.turn = match parser.value().map_err(|e| e.to_string())?.to_str() {
                    Some("left") => Turn::Left,
                    Some("right") => Turn::Right,
                    _ => return Err("--turn is left or right".to_owned()),
                }
            }
            Long("heading") => {
                given.push(("--heading", AnchorKind::reads_heading));
                choices.turn_degrees = parser
                    .value()
                    .and_then(|v| v.parse::<f32>())
                    .map_err(|e| format!("--heading: {e}"))
                    .and_then(|degrees| {
                        degrees
                            .is_finite()
                            .then_some(degrees.rem_euclid(360.0))
                            .ok_or_else(|| "--heading must be a number of degrees".to_owned())
                    })?;
            }
            Long("stays") => {
                given.push(("--stays", AnchorKind::reads_element));
                choices.element = Some(index(&mut parser, "stays")?);
            }
            Long("slot") => {
                given.push(("--slot", AnchorKind::reads_slot));
                choices.slot = Some(index(&mut parser, "slot")?);
            }
            Long("rule") => way = index(&mut parser, "rule")? as usize,
            _ => return Err(arg.unexpected().to_string()),
        }
    }
    Ok((choices, way, given))
}

fn svg(file: &str, strict: bool) -> Result<String, String> {
    let (_, table) = load_table(file)?;
    strict_refusal(file, &table, strict)?;
    // The drawing leaves out a unit that cannot stand; the player is told which, and why.
    for problem in &table.problems {
        eprintln!(
            "{}",
            drillbook::text::printable(&format!(
                "{file}: unit {} is not drawn: {}",
                problem.id, problem.message
            ))
        );
    }
    Ok(table_svg(&table))
}

fn link(file: &str) -> Result<String, String> {
    Ok(drillbook::link::encode(&load_layout(file)?))
}

/// Why the tray of unit `id` cannot be drawn: no such unit, or the unit cannot stand.
fn tray_refusal(file: &str, id: &str, table: &Table) -> String {
    let problem = id
        .parse::<u32>()
        .ok()
        .and_then(|id| table.problems.iter().find(|p| p.id == id));
    match problem {
        Some(problem) => format!("{file}: unit {id} cannot stand: {}", problem.message),
        None => format!(
            "{file}: there is no unit {} on the table",
            drillbook::text::excerpt(id)
        ),
    }
}

/// The worst tables of the figure-scale rules: their names, numbered, or table `n` as
/// layout JSON.
fn worst(n: Option<&str>) -> Result<String, String> {
    let tables = worst_tables(&*figure_scale()?);
    let Some(n) = n else {
        let names: Vec<String> = (1..)
            .zip(&tables)
            .map(|(i, t)| format!("{i}\t{}", t.name))
            .collect();
        return Ok(names.join("\n"));
    };
    n.parse::<usize>()
        .ok()
        .and_then(|n| tables.get(n.checked_sub(1)?))
        .map(|t| t.layout.to_json())
        .ok_or_else(|| {
            format!(
                "there are {} worst tables, not '{}'",
                tables.len(),
                drillbook::text::excerpt(n)
            )
        })
}

fn sample(units: &str) -> Result<String, String> {
    let units = units
        .parse()
        .ok()
        .filter(|n| (1..=MAX_UNITS).contains(n))
        .ok_or_else(|| format!("a sample battle has 1 to {MAX_UNITS} units, not '{units}'"))?;
    Ok(sample_battle(&*figure_scale()?, units)?.to_json())
}

/// `sample UNITS --turns N`: a sample battle played `turns` turns.
fn sample_game(units: &str, turns: &str) -> Result<String, String> {
    let units = units
        .parse()
        .ok()
        .filter(|n| (1..=MAX_UNITS).contains(n))
        .ok_or_else(|| format!("a sample battle has 1 to {MAX_UNITS} units, not '{units}'"))?;
    let turns = turns
        .parse()
        .ok()
        .filter(|n| (1..=MAX_KEPT_TURNS as u32).contains(n))
        .ok_or_else(|| format!("a sample game has 1 to {MAX_KEPT_TURNS} turns, not '{turns}'"))?;
    Ok(drillbook::table::sample_game(&*figure_scale()?, units, turns)?.to_json())
}

/// The figure-scale rules, which sample battles and worst tables are made of.
fn figure_scale() -> Result<Arc<Ruleset>, String> {
    let library =
        Library::builtin().map_err(|e| format!("the built-in rulesets are damaged: {e}"))?;
    let entry = library
        .get("figure-scale")
        .ok_or("the figure-scale ruleset is built in")?;
    Ok(entry.ruleset.clone())
}

//! `drillbook muster`: an army list (a spreadsheet's CSV or a plain-text list), or an army
//! file, read into a layout, each side deployed in its zone; and `drillbook army`, a side's
//! army saved as an army file.

use drillbook::layout::{Layout, PlayerSide, TABLE_SIZES, TableSize};
use drillbook::muster::{ArmyPlan, DeployOrders, army_of, muster_army, read_army, side_named};
use drillbook::rules::Library;
use drillbook::text::{excerpt, printable};

use crate::{load_with_ruleset, option_text, read_list};

/// What `muster`'s options ask.
struct MusterOptions {
    rules: Option<String>,
    size: TableSize,
    out: Option<String>,
    orders: DeployOrders,
    into: Option<String>,
    side: Option<PlayerSide>,
}

impl MusterOptions {
    fn read(options: &[&str]) -> Result<Self, String> {
        use lexopt::prelude::*;
        let mut read = MusterOptions {
            rules: None,
            size: TABLE_SIZES[0],
            out: None,
            orders: DeployOrders::default(),
            into: None,
            side: None,
        };
        let mut parser = lexopt::Parser::from_args(options.iter().copied());
        while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
            match arg {
                Long("rules") => read.rules = Some(option_text(&mut parser, "rules")?),
                Long("table") => {
                    read.size = TableSize::from_written(&option_text(&mut parser, "table")?)?
                }
                Long("out") => read.out = Some(option_text(&mut parser, "out")?),
                Long("horse-with-foot") => read.orders.horse_on_wings = false,
                Long("guns-with-brigades") => read.orders.guns_ahead = false,
                Long("into") => read.into = Some(option_text(&mut parser, "into")?),
                Long("side") => {
                    let text = option_text(&mut parser, "side")?;
                    read.side = Some(side_named(&text).ok_or_else(|| {
                        format!(
                            "--side is 0 to 3 or a side's colour, not '{}'",
                            excerpt(&text)
                        )
                    })?);
                }
                other => return Err(other.unexpected().to_string()),
            }
        }
        Ok(read)
    }
}

/// `layout` printed, or written to `out`, saying so.
fn written(layout: &Layout, out: Option<String>, what: &str) -> Result<String, String> {
    match out {
        None => Ok(layout.to_json()),
        Some(path) => {
            std::fs::write(&path, layout.to_json())
                .map_err(|e| format!("{path}: it cannot be written ({})", e.kind()))?;
            Ok(format!("{} units {what} {path}", layout.units.len()))
        }
    }
}

/// `drillbook army LAYOUT.json SIDE [--out FILE]`: SIDE's army (0 to 3, or a colour) as an
/// army file, printed or written to FILE.
pub fn army(file: &str, side: &str, options: &[&str]) -> Result<String, String> {
    let side = side_named(side)
        .ok_or_else(|| format!("a side is 0 to 3 or a colour, not '{}'", excerpt(side)))?;
    let (layout, ruleset) = load_with_ruleset(file)?;
    let options = MusterOptions::read(options)?;
    let army = army_of(&layout, &ruleset, side).map_err(|e| format!("{file}: {e}"))?;
    written(&army, options.out, "saved in")
}

/// `drillbook muster ARMY.json [--into TABLE.json | --rules ID --table SIZE] [--side N]`: an
/// army file mustered into a table in a side's place (the army's own side unless given):
/// the table `--into` names, or a new one of the rules given (the army's own unless given).
fn muster_file(file: &str, options: MusterOptions) -> Result<String, String> {
    let (army, army_rules) = load_with_ruleset(file)?;
    let (mut table, ruleset) = match &options.into {
        Some(into) => load_with_ruleset(into)?,
        None => {
            let mut library = Library::builtin()
                .map_err(|e| format!("the built-in rulesets are damaged: {e}"))?;
            let reference = match &options.rules {
                Some(id) => library.reference(id).ok_or_else(|| {
                    format!(
                        "there is no built-in ruleset '{}' (see drillbook rulesets)",
                        excerpt(id)
                    )
                })?,
                None => army.ruleset.clone(),
            };
            let ruleset = library.ruleset_for(&reference).map_err(|e| e.to_string())?;
            let mut table = Layout::new(reference);
            table.set_table(
                Some(options.size),
                glam::Vec2::ZERO,
                ruleset.deployment.as_ref().map(|d| d.strip_depth_mm.value),
            );
            (table, ruleset)
        }
    };
    let side = options
        .side
        .or_else(|| army.units.first().map(|u| u.side))
        .unwrap_or_default();
    let left_out = muster_army(&mut table, &ruleset, &army, &army_rules, side)
        .map_err(|e| format!("{file}: {e}"))?;
    for name in left_out {
        eprintln!(
            "{file}: {} is left out: \"{}\" has no troop type of its kind",
            printable(&name),
            ruleset.name
        );
    }
    written(&table, options.out, "mustered into")
}

/// `drillbook muster ARMY.csv|ARMY.txt|ARMY.json …`: an army list read into a new layout,
/// or an army file into a table; printed, or written to `--out`. Every line of a list that
/// cannot be read is named on standard error and nothing is made; what is read but kept
/// nowhere is named and passed over.
pub fn muster(file: &str, options: &[&str]) -> Result<String, String> {
    let options = MusterOptions::read(options)?;
    if file.to_lowercase().ends_with(".json") {
        return muster_file(file, options);
    }
    let MusterOptions {
        rules,
        size,
        out,
        orders,
        ..
    } = options;
    let rules = rules
        .ok_or("give the rules the army is mustered under: --rules ID (see drillbook rulesets)")?;
    let mut library =
        Library::builtin().map_err(|e| format!("the built-in rulesets are damaged: {e}"))?;
    let reference = library.reference(&rules).ok_or_else(|| {
        format!(
            "there is no built-in ruleset '{}' (see drillbook rulesets)",
            excerpt(&rules)
        )
    })?;
    let ruleset = library.ruleset_for(&reference).map_err(|e| e.to_string())?;
    let mut plan = ArmyPlan::new(read_army(&read_list(file)?), &ruleset);
    plan.orders = orders;
    for note in &plan.notes {
        eprintln!("{file}: {}", printable(&note.to_string()));
    }
    if !plan.problems.is_empty() {
        for problem in &plan.problems {
            eprintln!("{file}: {}", printable(&problem.to_string()));
        }
        return Err(format!(
            "nothing was mustered: {} line{} could not be read",
            plan.problems.len(),
            if plan.problems.len() == 1 { "" } else { "s" }
        ));
    }
    if let Some(waiting) = plan.undecided().next() {
        let drillbook::muster::TroopPick::Choose(ids) = &waiting.troop else {
            return Err("a line waits for a choice".to_owned());
        };
        return Err(format!(
            "{file}: line {}: \"{}\" could be any of {}: write the troop type's id",
            waiting.written.line,
            excerpt(&waiting.written.troop),
            ids.join(", ")
        ));
    }
    if plan.lines.is_empty() {
        return Err(format!("{file}: the list names no unit"));
    }
    let layout = plan.muster(&ruleset, reference, size)?;
    written(&layout, out, "mustered into")
}

//! `drillbook muster`: an army list (a spreadsheet's CSV or a plain-text list) read into a
//! layout, each side deployed in its zone.

use drillbook::layout::{TABLE_SIZES, TableSize};
use drillbook::muster::{ArmyPlan, DeployOrders, read_army};
use drillbook::rules::Library;

use crate::{option_text, read_list};

/// `drillbook muster ARMY.csv|ARMY.txt --rules ID [--table 6x4ft|WxDmm] [--horse-with-foot]
/// [--guns-with-brigades] [--out FILE]`: the layout, printed or written to FILE. Every line that cannot be read is named on standard
/// error and nothing is made; what is read but kept nowhere is named and passed over.
pub fn muster(file: &str, options: &[&str]) -> Result<String, String> {
    use lexopt::prelude::*;
    let mut rules = None;
    let mut size = TABLE_SIZES[0];
    let mut out = None;
    let mut orders = DeployOrders::default();
    let mut parser = lexopt::Parser::from_args(options.iter().copied());
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        match arg {
            Long("rules") => rules = Some(option_text(&mut parser, "rules")?),
            Long("table") => size = TableSize::from_written(&option_text(&mut parser, "table")?)?,
            Long("out") => out = Some(option_text(&mut parser, "out")?),
            Long("horse-with-foot") => orders.horse_on_wings = false,
            Long("guns-with-brigades") => orders.guns_ahead = false,
            other => return Err(other.unexpected().to_string()),
        }
    }
    let rules = rules
        .ok_or("give the rules the army is mustered under: --rules ID (see drillbook rulesets)")?;
    let mut library =
        Library::builtin().map_err(|e| format!("the built-in rulesets are damaged: {e}"))?;
    let reference = library.reference(&rules).ok_or_else(|| {
        format!(
            "there is no built-in ruleset '{}' (see drillbook rulesets)",
            drillbook::text::excerpt(&rules)
        )
    })?;
    let ruleset = library.ruleset_for(&reference).map_err(|e| e.to_string())?;
    let mut plan = ArmyPlan::new(read_army(&read_list(file)?), &ruleset);
    plan.orders = orders;
    for note in &plan.notes {
        eprintln!("{file}: {}", drillbook::text::printable(&note.to_string()));
    }
    if !plan.problems.is_empty() {
        for problem in &plan.problems {
            eprintln!(
                "{file}: {}",
                drillbook::text::printable(&problem.to_string())
            );
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
            drillbook::text::excerpt(&waiting.written.troop),
            ids.join(", ")
        ));
    }
    if plan.lines.is_empty() {
        return Err(format!("{file}: the list names no unit"));
    }
    let layout = plan.muster(&ruleset, reference, size)?;
    match out {
        None => Ok(layout.to_json()),
        Some(path) => {
            std::fs::write(&path, layout.to_json())
                .map_err(|e| format!("{path}: it cannot be written ({})", e.kind()))?;
            Ok(format!("{} units mustered into {path}", layout.units.len()))
        }
    }
}

//! `drillbook`: the command line over Drillbook's core.

use std::process::ExitCode;

use drillbook::rules::builtin_rulesets;

const USAGE: &str = "usage: drillbook rulesets    list the built-in rulesets";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["rulesets"] => list_rulesets(),
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn list_rulesets() -> ExitCode {
    match builtin_rulesets() {
        Ok(rulesets) => {
            for ruleset in rulesets {
                println!("{}\t{}\t{}", ruleset.id, ruleset.version, ruleset.name);
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::from(2)
        }
    }
}

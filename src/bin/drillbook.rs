//! `drillbook`: the command line over Drillbook's core.
//!
//! Every command prints its result on standard output and exits 0, or prints what is wrong on
//! standard error and exits 2.

use std::process::ExitCode;

use drillbook::rules::{Ruleset, builtin_rulesets};

const USAGE: &str = "\
usage:
  drillbook rulesets              list the built-in rulesets
  drillbook ruleset check FILE    check a ruleset file; prints ok, or its errors";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match args.as_slice() {
        ["rulesets"] => list_rulesets(),
        ["ruleset", "check", file] => check_ruleset(file),
        _ => Err(USAGE.to_owned()),
    };
    match result {
        Ok(output) => {
            println!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
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
    std::fs::read_to_string(file).map_err(|e| format!("{file}: cannot be read: {e}"))
}

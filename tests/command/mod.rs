//! Running the `drillbook` command line as a player would, for the tests of its commands.

use std::process::{Command, Output};

/// `drillbook` run with `args`, and what it printed and how it exited.
pub fn drillbook(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_drillbook"))
        .args(args)
        .output()
        .expect("the drillbook binary runs")
}

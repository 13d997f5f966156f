//! The page: a header and the table.

use leptos::prelude::*;

use super::Table;
use crate::formation::{Footprint, line};
use crate::geom::{Pose, mm_to_inches};
use crate::rules::{RulesetError, builtin_rulesets};

/// The unit shown on a new table: the first troop type of the first built-in ruleset, in line.
struct Demonstration {
    name: String,
    ruleset: String,
    footprint: Footprint,
    bases: u32,
    base_size: (f32, f32),
}

fn demonstration() -> Result<Demonstration, RulesetError> {
    let rulesets = builtin_rulesets()?;
    let (ruleset, troop) = rulesets
        .iter()
        .find_map(|ruleset| ruleset.troops.first().map(|troop| (ruleset, troop)))
        .ok_or_else(|| RulesetError::new("rulesets/", None, "no built-in troop type".to_owned()))?;
    Ok(Demonstration {
        name: troop.name.clone(),
        ruleset: ruleset.name.clone(),
        footprint: line(&troop.basing, 0.0),
        bases: troop.basing.bases,
        base_size: (troop.basing.base_width_mm, troop.basing.base_depth_mm),
    })
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let body = match demonstration() {
        Ok(demo) => {
            let caption = format!(
                "{} ({}): {} bases of {} × {} mm in line. Frontage {:.0} mm ({:.1}″), depth {:.0} mm.",
                demo.name,
                demo.ruleset,
                demo.bases,
                demo.base_size.0,
                demo.base_size.1,
                demo.footprint.frontage(),
                mm_to_inches(demo.footprint.frontage()),
                demo.footprint.depth(),
            );
            view! {
                <Table footprint=demo.footprint pose=Pose::default()/>
                <p class="caption" data-testid="caption">{caption}</p>
            }
            .into_any()
        }
        Err(error) => view! { <p class="error" role="alert">{error.to_string()}</p> }.into_any(),
    };
    view! {
        <header class="app-header">
            <h1>"Drillbook"</h1>
            <p class="tagline">"Miniature wargame formations at true scale"</p>
        </header>
        <main class="table-area">{body}</main>
    }
}

//! The page: a header and the table.

use leptos::prelude::*;

use super::Table;
use crate::formation::{Formation, Shaped, Unit, UnitState, shape};
use crate::geom::Pose;
use crate::rules::builtin_rulesets;

/// The unit shown on a new table: the first troop type of the first built-in ruleset, in line.
struct Demonstration {
    name: String,
    ruleset: String,
    unit: Unit,
    shaped: Shaped,
}

fn demonstration() -> Result<Demonstration, String> {
    let rulesets = builtin_rulesets().map_err(|error| error.to_string())?;
    let (ruleset, troop) = rulesets
        .iter()
        .find_map(|ruleset| ruleset.troops.first().map(|troop| (ruleset, troop)))
        .ok_or("no built-in ruleset has a troop type")?;
    let unit = Unit {
        kind: troop.kind,
        class: troop.class,
        basing: troop.basing.value,
        state: UnitState::GoodOrder,
        cannon: 0,
    };
    let shaped =
        shape(&unit, &Formation::Line { gap_mm: 0.0 }, None).map_err(|error| error.to_string())?;
    Ok(Demonstration {
        name: troop.name.clone(),
        ruleset: ruleset.name.clone(),
        unit,
        shaped,
    })
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let body = match demonstration() {
        Ok(demo) => {
            let basing = demo.unit.basing;
            let readouts = &demo.shaped.readouts;
            let caption = format!(
                "{} ({}): {} bases of {} × {} mm in line. Frontage {:.0} mm ({:.1}″), depth {:.0} mm ({:.1}″).",
                demo.name,
                demo.ruleset,
                basing.bases,
                basing.base_width_mm,
                basing.base_depth_mm,
                readouts.frontage_mm,
                readouts.frontage_inches(),
                readouts.depth_mm,
                readouts.depth_inches(),
            );
            view! {
                <Table footprint=demo.shaped.footprint pose=Pose::default()/>
                <p class="caption" data-testid="caption">{caption}</p>
            }
            .into_any()
        }
        Err(error) => view! { <p class="error" role="alert">{error}</p> }.into_any(),
    };
    view! {
        <header class="app-header">
            <h1>"Drillbook"</h1>
            <p class="tagline">"Miniature wargame formations at true scale"</p>
        </header>
        <main class="table-area">{body}</main>
    }
}

//! `reach`, `charge` and `threat`: what a unit can reach this turn, a charge judged before it
//! is made, and what the enemy can reach next turn.

use drillbook::layout::PlayerSide;
use drillbook::reach::{ChargeVerdict, charge, chargers, reach, threat};
use drillbook::table::resolve;

use super::{load_with_ruleset, unit_id};

/// `drillbook reach LAYOUT.json ID`: the unit's allowance, the ground it can cover and the
/// enemies it can charge, as JSON.
pub fn reach_command(file: &str, id: &str) -> Result<String, String> {
    let (layout, ruleset) = load_with_ruleset(file)?;
    let id = unit_id(id)?;
    let table = resolve(&layout, &ruleset);
    let reach = reach(&table, &ruleset, id).map_err(|why| format!("{file}: {why}"))?;
    serde_json::to_string_pretty(&reach).map_err(|e| e.to_string())
}

/// `drillbook threat LAYOUT.json ID`: the enemies that can charge unit ID in their next turn,
/// as JSON.
pub fn chargers_command(file: &str, id: &str) -> Result<String, String> {
    let (layout, ruleset) = load_with_ruleset(file)?;
    let id = unit_id(id)?;
    let table = resolve(&layout, &ruleset);
    let found = chargers(&table, &ruleset, id).map_err(|why| format!("{file}: {why}"))?;
    serde_json::to_string_pretty(&found).map_err(|e| e.to_string())
}

/// `drillbook threat LAYOUT.json --side N`: where side N's units can be by the end of their
/// next move, by arm, as JSON.
pub fn side_threat_command(file: &str, side: &str) -> Result<String, String> {
    let side: u8 = side
        .parse()
        .ok()
        .filter(|s| *s < PlayerSide::COUNT)
        .ok_or_else(|| {
            format!(
                "--side takes a side's number, 0 to {}, not '{}'",
                PlayerSide::COUNT - 1,
                drillbook::text::excerpt(side)
            )
        })?;
    let (layout, ruleset) = load_with_ruleset(file)?;
    let table = resolve(&layout, &ruleset);
    let found = threat(&table, &ruleset, PlayerSide(side));
    serde_json::to_string_pretty(&found).map_err(|e| e.to_string())
}

/// What `charge` prints: the verdict, and where the layout after it was written.
#[derive(serde::Serialize)]
struct ChargeOutput<'a> {
    #[serde(flatten)]
    verdict: &'a ChargeVerdict,
    #[serde(skip_serializing_if = "Option::is_none")]
    written: Option<&'a str>,
}

/// `drillbook charge LAYOUT.json ID TARGET [--out FILE]`: whether unit ID's charge on TARGET
/// gets home, and how, as JSON; with `--out`, the layout after the charge, when it does.
pub fn charge_command(
    file: &str,
    id: &str,
    target: &str,
    options: &[&str],
) -> Result<String, String> {
    let out = match options {
        [] => None,
        ["--out", path] => Some(*path),
        [other, ..] => {
            return Err(format!(
                "charge takes only --out FILE, not '{}'",
                drillbook::text::excerpt(other)
            ));
        }
    };
    let (mut layout, ruleset) = load_with_ruleset(file)?;
    let (id, target) = (unit_id(id)?, unit_id(target)?);
    let table = resolve(&layout, &ruleset);
    let verdict = charge(&table, &ruleset, id, target).map_err(|why| format!("{file}: {why}"))?;
    if let Some(path) = out {
        if !verdict.reaches() {
            let why = verdict
                .best
                .refusal
                .as_ref()
                .map_or("it does not get home", |r| r.message.as_str());
            return Err(format!(
                "{file}: the charge is refused ({why}); {path} was not written"
            ));
        }
        // The charge is one move: its start is recorded as any first move's is.
        layout.charge_unit(id, verdict.best.end);
        layout.check().map_err(|why| format!("{file}: {why}"))?;
        std::fs::write(path, layout.to_json())
            .map_err(|e| format!("{path}: cannot be written ({e})"))?;
    }
    serde_json::to_string_pretty(&ChargeOutput {
        verdict: &verdict,
        written: out,
    })
    .map_err(|e| e.to_string())
}

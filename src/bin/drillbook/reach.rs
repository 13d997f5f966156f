//! `reach` and `charge`: what a unit can reach this turn, and a charge judged before it is
//! made.

use drillbook::reach::{ChargeVerdict, charge, reach};
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
        layout.move_unit(id, verdict.best.end);
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

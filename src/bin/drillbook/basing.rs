//! `basing`: what every built-in ruleset makes of the table's units' basing, and the bases
//! that would make a frontage asked for.

use drillbook::basing::{BaseCount, RulesetReading, bases_for_frontage, basing_across};
use drillbook::rules::{Basing, Ruleset, builtin_rulesets};

use super::load_with_ruleset;

/// The built-in rulesets as written: the compact form they ship in keeps that a value is an
/// assumption, but not the reason, which a painter deciding on bases wants to read.
const RULESET_FILES: [(&str, &str); 5] = [
    (
        "basing-only.toml",
        include_str!("../../../rulesets/basing-only.toml"),
    ),
    (
        "element-rules.toml",
        include_str!("../../../rulesets/element-rules.toml"),
    ),
    (
        "figure-scale.toml",
        include_str!("../../../rulesets/figure-scale.toml"),
    ),
    (
        "pip-2mm.toml",
        include_str!("../../../rulesets/pip-2mm.toml"),
    ),
    (
        "rff-squares.toml",
        include_str!("../../../rulesets/rff-squares.toml"),
    ),
];

/// Every built-in ruleset, from its file where it has one here, with its reasons.
fn rulesets_with_reasons() -> Result<Vec<Ruleset>, String> {
    let shipped =
        builtin_rulesets().map_err(|e| format!("the built-in rulesets are damaged: {e}"))?;
    Ok(shipped
        .into_iter()
        .map(|ruleset| {
            RULESET_FILES
                .iter()
                .filter_map(|(name, text)| Ruleset::from_toml(name, text).ok())
                .find(|written| written.id == ruleset.id)
                .unwrap_or(ruleset)
        })
        .collect())
}

#[derive(serde::Serialize)]
struct UnitBasing<'a> {
    unit: u32,
    name: &'a str,
    basing: Basing,
    figures: u32,
    rulesets: Vec<RulesetReading>,
    #[serde(skip_serializing_if = "Option::is_none")]
    for_frontage: Option<ForFrontage>,
}

#[derive(serde::Serialize)]
struct ForFrontage {
    frontage_mm: f32,
    ways: Vec<BaseCount>,
}

/// Unit `id`'s basing, or every unit's, read by every built-in ruleset, as JSON; with
/// `--frontage MM`, the bases that make that frontage from each unit's figures.
pub fn basing(file: &str, rest: &[&str]) -> Result<String, String> {
    let (id, frontage) = match rest {
        [] => (None, None),
        ["--frontage", mm] => (None, Some(*mm)),
        [id] => (Some(*id), None),
        [id, "--frontage", mm] => (Some(*id), Some(*mm)),
        _ => {
            return Err(
                "basing takes a layout, a unit's id if one, and --frontage MM if asked".to_owned(),
            );
        }
    };
    let frontage = frontage
        .map(|mm| {
            mm.trim().parse::<f32>().map_err(|_| {
                format!(
                    "--frontage is a length in mm, not '{}'",
                    drillbook::text::excerpt(mm)
                )
            })
        })
        .transpose()?;
    let (layout, ruleset) = load_with_ruleset(file)?;
    let rulesets = rulesets_with_reasons()?;
    let units: Vec<_> = match id {
        Some(id) => {
            let unit = id
                .parse::<u32>()
                .ok()
                .and_then(|id| layout.unit(id))
                .ok_or_else(|| {
                    format!(
                        "{file}: there is no unit {} on the table",
                        drillbook::text::excerpt(id)
                    )
                })?;
            vec![unit]
        }
        None => layout.units.iter().collect(),
    };
    let mut readings = Vec::with_capacity(units.len());
    for unit in units {
        let troop = ruleset.troop(&unit.troop).ok_or_else(|| {
            format!(
                "{file}: unit {} is of troop type '{}', which {} does not have",
                unit.id, unit.troop, ruleset.name
            )
        })?;
        let figures = unit
            .basing
            .bases
            .saturating_mul(unit.basing.figures_per_base);
        let for_frontage = frontage
            .map(|frontage_mm| {
                bases_for_frontage(frontage_mm, figures)
                    .map(|ways| ForFrontage { frontage_mm, ways })
            })
            .transpose()?;
        readings.push(UnitBasing {
            unit: unit.id,
            name: &unit.name,
            basing: unit.basing,
            figures,
            rulesets: basing_across(&rulesets, troop.kind, troop.class, &unit.basing),
            for_frontage,
        });
    }
    serde_json::to_string_pretty(&readings).map_err(|e| e.to_string())
}

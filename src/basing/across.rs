//! One unit's basing read by every ruleset: the troop type each would make of it, the basing
//! that ruleset assumes, whether the unit meets it, and every formation's frontage, depth and
//! class with the player's own bases.

use serde::Serialize;

use crate::formation::{FormationClass, TroopClass, TroopKind, Unit, UnitState, shape};
use crate::rules::{Basing, Cited, FormationChoices, Ruleset, TroopType};

/// How far a base's side may differ from the size a ruleset assumes and still meet it, mm:
/// what a cutter's tolerance and a painter's flock add.
pub const BASE_TOLERANCE_MM: f32 = 0.5;

/// What one ruleset makes of a unit's basing.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RulesetReading {
    /// The ruleset's id.
    pub ruleset: String,
    /// Its name.
    pub name: String,
    /// The troop type the unit would be, or why none fits.
    #[serde(flatten)]
    pub reading: Option<TroopReading>,
    /// Why no troop type fits, when none does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no_troop: Option<String>,
}

/// A unit read as one troop type of a ruleset.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TroopReading {
    /// The troop type's id.
    pub troop: String,
    /// Its name.
    pub troop_name: String,
    /// The basing the ruleset starts a unit of it with, and where that comes from.
    pub assumed: Cited<Basing>,
    /// Whether the unit meets it: bases of its size, or a line of its frontage and depth.
    pub meets: bool,
    /// Where it does not: the bases it would need, as many as the rules make a unit of
    /// (C-organisation), or, where they fix none, as many as hold the unit's figures.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub needs: Option<Basing>,
    /// Where the rules fix how many bases make a unit, that count and its rule.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit_bases: Option<Cited<u32>>,
    /// Each formation the ruleset gives the troop type, with the player's own bases.
    pub formations: Vec<FormationReading>,
}

/// One formation laid out with the player's bases.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FormationReading {
    /// The formation's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Width across the facing, mm, where it can be formed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frontage_mm: Option<f32>,
    /// Depth along the facing, mm.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub depth_mm: Option<f32>,
    /// Its class: line, column, pseudo column, square…
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class: Option<FormationClass>,
    /// Why the unit cannot form it, where it cannot.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refused: Option<String>,
}

/// What each of `rulesets` makes of a unit of `kind` and `class` based as `basing`.
pub fn basing_across<'a>(
    rulesets: impl IntoIterator<Item = &'a Ruleset>,
    kind: TroopKind,
    class: TroopClass,
    basing: &Basing,
) -> Vec<RulesetReading> {
    rulesets
        .into_iter()
        .map(|ruleset| {
            let troop = matching_troop(ruleset, kind, class);
            RulesetReading {
                ruleset: ruleset.id.clone(),
                name: ruleset.name.clone(),
                reading: troop.map(|troop| read_as(troop, basing)),
                no_troop: troop
                    .is_none()
                    .then(|| format!("{} has no {} troop type.", ruleset.name, arm(kind))),
            }
        })
        .collect()
}

/// The ruleset's troop type of `kind` and `class`, or else its first of `kind`.
fn matching_troop(ruleset: &Ruleset, kind: TroopKind, class: TroopClass) -> Option<&TroopType> {
    let of_kind = || ruleset.troops.iter().filter(move |t| t.kind == kind);
    of_kind()
        .find(|t| t.class == class)
        .or_else(|| of_kind().next())
}

/// A unit of `troop` on `basing`, in good order.
fn unit_of(troop: &TroopType, basing: &Basing) -> Unit {
    Unit {
        kind: troop.kind,
        class: troop.class,
        basing: *basing,
        state: UnitState::GoodOrder,
        cannon: troop.cannon.as_ref().map_or(0, |c| c.value),
    }
}

fn read_as(troop: &TroopType, basing: &Basing) -> TroopReading {
    let unit = unit_of(troop, basing);
    let formations: Vec<FormationReading> = troop
        .formations
        .iter()
        .map(|rule| {
            let formation = rule.instantiate(&FormationChoices::default(), basing);
            match shape(&unit, &formation, None) {
                Ok(shaped) => FormationReading {
                    id: rule.id.clone(),
                    name: rule.name.clone(),
                    frontage_mm: Some(shaped.readouts.frontage_mm),
                    depth_mm: Some(shaped.readouts.depth_mm),
                    class: Some(shaped.readouts.class),
                    refused: None,
                },
                Err(why) => FormationReading {
                    id: rule.id.clone(),
                    name: rule.name.clone(),
                    frontage_mm: None,
                    depth_mm: None,
                    class: None,
                    refused: Some(why.to_string()),
                },
            }
        })
        .collect();
    let assumed = troop.basing.value;
    let meets = same_base(basing, &assumed) || same_line(troop, basing, &assumed);
    let figures = basing.bases.saturating_mul(basing.figures_per_base);
    let by_figures = || figures.div_ceil(assumed.figures_per_base.max(1)).max(1);
    let needs = (!meets).then(|| Basing {
        bases: troop
            .unit_bases
            .as_ref()
            .map_or_else(by_figures, |n| n.value),
        ..assumed
    });
    TroopReading {
        troop: troop.id.clone(),
        troop_name: troop.name.clone(),
        assumed: troop.basing.clone(),
        meets,
        needs,
        unit_bases: troop.unit_bases.clone(),
        formations,
    }
}

fn arm(kind: TroopKind) -> &'static str {
    match kind {
        TroopKind::Infantry => "infantry",
        TroopKind::Cavalry => "cavalry",
        TroopKind::Artillery => "artillery",
    }
}

fn near(a: f32, b: f32) -> bool {
    (a - b).abs() <= BASE_TOLERANCE_MM
}

/// Whether the bases are the size the ruleset assumes.
fn same_base(basing: &Basing, assumed: &Basing) -> bool {
    near(basing.base_width_mm, assumed.base_width_mm)
        && near(basing.base_depth_mm, assumed.base_depth_mm)
}

/// Whether the unit in the troop type's first formation stands as wide and as deep as the
/// unit the ruleset assumes: two bases of half the width make one of the whole.
fn same_line(troop: &TroopType, basing: &Basing, assumed: &Basing) -> bool {
    let Some(rule) = troop.formations.first() else {
        return false;
    };
    let measure = |basing: &Basing| {
        let unit = unit_of(troop, basing);
        let formation = rule.instantiate(&FormationChoices::default(), basing);
        shape(&unit, &formation, None)
            .ok()
            .map(|s| (s.readouts.frontage_mm, s.readouts.depth_mm))
    };
    match (measure(basing), measure(assumed)) {
        (Some((w, d)), Some((w_assumed, d_assumed))) => near(w, w_assumed) && near(d, d_assumed),
        _ => false,
    }
}

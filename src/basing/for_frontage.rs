//! The other way round: the bases that make a frontage a ruleset asks for, from a unit's
//! figures. Each way divides the figures evenly among bases standing in one rank.

use serde::Serialize;

/// The narrowest base offered, mm: narrower ones are hard to cut and to pick up.
pub const NARROWEST_BASE_MM: f32 = 8.0;

/// One way to make the frontage.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct BaseCount {
    /// Bases abreast.
    pub bases: u32,
    /// Figures on each.
    pub figures_per_base: u32,
    /// Each base's width, mm.
    pub base_width_mm: f32,
}

/// Every even share of `figures` among bases abreast that makes `frontage_mm`, fewest bases
/// first, none narrower than [`NARROWEST_BASE_MM`]; or why there is none.
pub fn bases_for_frontage(frontage_mm: f32, figures: u32) -> Result<Vec<BaseCount>, String> {
    if !(frontage_mm.is_finite() && frontage_mm >= NARROWEST_BASE_MM) {
        return Err(format!(
            "A frontage is at least {} mm, the narrowest base.",
            crate::decimal::Decimal::trimmed(NARROWEST_BASE_MM, 1)
        ));
    }
    if figures == 0 {
        return Err("A unit of no figures needs no bases.".to_owned());
    }
    let most = (frontage_mm / NARROWEST_BASE_MM).floor() as u32;
    Ok((1..=figures.min(most))
        .filter(|bases| figures.is_multiple_of(*bases))
        .map(|bases| BaseCount {
            bases,
            figures_per_base: figures / bases,
            base_width_mm: frontage_mm / bases as f32,
        })
        .collect())
}

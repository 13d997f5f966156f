//! A linear feature's width (a road, a river, a wall), typed in the ruleset's unit.

use super::typed::length_in;
use crate::decimal::Decimal;
use crate::rules::DistanceUnit;
use crate::terrain::{MAX_TERRAIN_WIDTH_MM, TerrainPiece};

/// The narrowest linear feature, mm, as a layout holds it.
const MIN_TERRAIN_WIDTH_MM: f32 = 1.0;

/// Sets `piece`'s width from what the player `typed` in `unit`; refused, in that unit, outside
/// the widths a layout holds, `piece` untouched.
pub fn set_terrain_width(
    piece: &mut TerrainPiece,
    typed: &str,
    unit: DistanceUnit,
) -> Result<(), String> {
    let mm = unit.to_mm(length_in("The width", typed, unit)?);
    if (MIN_TERRAIN_WIDTH_MM..=MAX_TERRAIN_WIDTH_MM).contains(&mm) {
        piece.width_mm = mm;
        return Ok(());
    }
    let said = |mm: f32| Decimal::trimmed(mm / unit.to_mm(1.0), 2);
    Err(format!(
        "The width must be {} to {} {}, found {}.",
        said(MIN_TERRAIN_WIDTH_MM),
        said(MAX_TERRAIN_WIDTH_MM),
        unit.words(),
        typed.trim()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::terrain::{QuickShape, TerrainKind};

    #[test]
    fn a_width_within_the_bounds_is_taken_and_one_outside_is_refused_in_the_unit_typed() {
        let mut road =
            TerrainPiece::quick(TerrainKind::Road, QuickShape::Ellipse, glam::Vec2::ZERO);
        set_terrain_width(&mut road, "2", DistanceUnit::Inch).expect("2 inches");
        assert!((road.width_mm - 50.8).abs() < 1e-3);
        let refused = set_terrain_width(&mut road, "0.01", DistanceUnit::Inch).unwrap_err();
        assert!(
            refused.contains("inches") || refused.contains("in"),
            "{refused}"
        );
        assert!(
            (road.width_mm - 50.8).abs() < 1e-3,
            "a refused width leaves the piece"
        );
    }
}

//! The table the players set, drawn under the units: the table top to its edges, and each
//! side's deployment zone in the side's colour, outlined with a dash so the zones stay apart
//! in greyscale, and named.

use std::fmt::Write as _;

use glam::Vec2;

use crate::decimal::Decimal;
use crate::geom::Bounds;
use crate::layout::{Battlefield, DeploymentZone};

/// The table top and its zones, as SVG elements in table mm.
pub fn battlefield_markup(field: &Battlefield) -> String {
    let Bounds { min, max } = field.bounds();
    let mut out = String::new();
    let _ = write!(
        out,
        "<rect class=\"table-top\" data-testid=\"table-top\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
        Decimal::drawn(min.x),
        Decimal::drawn(min.y),
        Decimal::drawn(max.x - min.x),
        Decimal::drawn(max.y - min.y),
    );
    for zone in &field.zones {
        let middle = zone_name_point(zone);
        let _ = write!(
            out,
            "<path class=\"deployment side-{}\" d=\"{}\"/><text class=\"deployment-name\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
            zone.side.0,
            zone_outline(zone),
            Decimal::drawn(middle.x),
            Decimal::drawn(middle.y),
            zone_name(zone)
        );
    }
    out
}

/// A zone's outline as SVG path data.
fn zone_outline(zone: &DeploymentZone) -> String {
    let mut d = String::new();
    for (i, corner) in zone.corners.iter().enumerate() {
        let _ = write!(
            d,
            "{}{} {}",
            if i == 0 { 'M' } else { 'L' },
            Decimal::drawn(corner.x),
            Decimal::drawn(corner.y)
        );
    }
    d.push('Z');
    d
}

/// Where a zone's name is written: the middle of its corners, which for the zones players
/// draw (strips, rectangles) is inside it.
fn zone_name_point(zone: &DeploymentZone) -> Vec2 {
    zone.corners.iter().copied().sum::<Vec2>() / zone.corners.len().max(1) as f32
}

/// A zone's name, as drawn on it.
fn zone_name(zone: &DeploymentZone) -> String {
    format!("{} deployment zone", zone.side.name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{PlayerSide, TABLE_SIZES};

    #[test]
    fn the_table_top_and_each_zone_are_drawn_and_named() {
        let mut field = Battlefield::new(TABLE_SIZES[4], Vec2::ZERO);
        field.set_zone(field.strip(PlayerSide(1), 200.0));
        let markup = battlefield_markup(&field);
        assert!(
            markup.starts_with(
                "<rect class=\"table-top\" data-testid=\"table-top\" x=\"-600\" y=\"-400\" width=\"1200\" height=\"800\"/>"
            ),
            "{markup}"
        );
        assert!(
            markup.contains(
                "<path class=\"deployment side-1\" d=\"M-600 -400L600 -400L600 -200L-600 -200Z\"/>"
            ),
            "{markup}"
        );
        assert!(
            markup.contains(">Vermilion deployment zone</text>"),
            "{markup}"
        );
    }
}

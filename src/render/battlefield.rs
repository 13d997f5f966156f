//! The table the players set, drawn under the units: the table top to its edges, each
//! side's deployment zone in the side's colour, outlined with a dash so the zones stay apart
//! in greyscale (named with the other words, [`super::zone_labels`]); then the terrain, areas filled and linear features stroked as
//! wide as they are, each class styled by kind (`terrain-wood`, `terrain-road`…), so a
//! printed table reads without colour. The pieces' labels are placed apart, with the units'
//! names ([`super::terrain_labels`]).

use std::fmt::Write as _;

use glam::Vec2;

use crate::decimal::Decimal;
use crate::geom::{Bounds, OrientedRect, Segment};
use crate::layout::{Battlefield, DeploymentZone};
use crate::terrain::TerrainPiece;

/// How each kind of terrain is drawn on paper, where the units and the lines of the drawing
/// are thin: areas tinted and outlined, each with its own dash so they read in greyscale;
/// linear features stroked as wide as they are (their width is set on each path).
pub const TERRAIN_STYLE: &str = ".terrain{stroke-linejoin:round;stroke-linecap:butt}\
.terrain-wood{fill:#3d6b35;fill-opacity:.6;stroke:#24421f;stroke-width:.8}\
.terrain-built-up{fill:#8a6a55;fill-opacity:.75;stroke:#3f2c20;stroke-width:.8}\
.terrain-hill{fill:#b29a68;fill-opacity:.45;stroke:#6e5a36;stroke-width:.8;stroke-dasharray:6 3}\
.terrain-rough{fill:#8f8672;fill-opacity:.55;stroke:#4d4638;stroke-width:.6;stroke-dasharray:1 2}\
.terrain-marsh{fill:#5d8a86;fill-opacity:.55;stroke:#2f5552;stroke-width:.6;stroke-dasharray:4 2 1 2}\
.terrain-field{fill:#d8c46e;fill-opacity:.45;stroke:#8a7a32;stroke-width:.6;stroke-dasharray:2 2}\
.terrain-road{fill:none;stroke:#cdb88e}.terrain-track{fill:none;stroke:#b9a57c;stroke-dasharray:8 4}\
.terrain-river{fill:none;stroke:#9cc3dd}.terrain-stream{fill:none;stroke:#b8d6ea}\
.terrain-wall{fill:none;stroke:#6d6d6d}.terrain-hedge{fill:none;stroke:#2e5a29}\
.terrain-fence{fill:none;stroke:#7b5a3a;stroke-dasharray:3 2}\
.terrain-name{font-style:italic;fill-opacity:.85}";

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
        let _ = write!(
            out,
            "<path class=\"deployment side-{}\" d=\"{}\"/>",
            zone.side.0,
            zone_outline(zone),
        );
    }
    let top = OrientedRect::new((min + max) / 2.0, max.x - min.x, max.y - min.y, 0.0);
    for piece in &field.terrain {
        terrain_markup(&mut out, piece, &top);
    }
    out
}

/// One piece of terrain on the table `top`; its label is placed with the other words on the
/// table ([`super::place_terrain_labels`]). A linear feature running past the table's edges
/// (see [`crate::layout::LINEAR_OVERHANG_MM`]) is drawn cut at them, as the table's edge cuts
/// it at home.
fn terrain_markup(out: &mut String, piece: &TerrainPiece, top: &OrientedRect) {
    let kind = piece.kind.id();
    if piece.kind.is_linear() {
        let _ = write!(
            out,
            "<path class=\"terrain terrain-{kind}\" d=\"{}\" stroke-width=\"{}\"/>",
            on_the_table(&piece.points, top),
            Decimal::drawn(piece.width_mm)
        );
    } else {
        let _ = write!(
            out,
            "<path class=\"terrain terrain-{kind}\" d=\"{}\"/>",
            outline(&piece.points, true)
        );
    }
}

/// The parts of the line through `points` that lie on `top`, as SVG path data: one subpath a
/// part. Linear features are drawn with square ends, so a cut end stops at the edge.
fn on_the_table(points: &[Vec2], top: &OrientedRect) -> String {
    let mut d = String::new();
    let mut last: Option<Vec2> = None;
    for leg in points.windows(2) {
        let Some(part) = top.clip(Segment::new(leg[0], leg[1]), 0.0) else {
            last = None;
            continue;
        };
        // A leg that goes on from where the last part stopped continues its subpath.
        if last.is_none_or(|last| last.distance(part.a) > 1e-3) {
            let _ = write!(
                d,
                "M{} {}",
                Decimal::drawn(part.a.x),
                Decimal::drawn(part.a.y)
            );
        }
        let _ = write!(
            d,
            "L{} {}",
            Decimal::drawn(part.b.x),
            Decimal::drawn(part.b.y)
        );
        last = Some(part.b);
    }
    d
}

/// A zone's outline as SVG path data.
fn zone_outline(zone: &DeploymentZone) -> String {
    outline(&zone.corners, true)
}

/// The path through `points` as SVG path data, closed into a polygon when `closed`.
fn outline(points: &[Vec2], closed: bool) -> String {
    let mut d = String::new();
    for (i, corner) in points.iter().enumerate() {
        let _ = write!(
            d,
            "{}{} {}",
            if i == 0 { 'M' } else { 'L' },
            Decimal::drawn(corner.x),
            Decimal::drawn(corner.y)
        );
    }
    if closed {
        d.push('Z');
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{LongEdge, PlayerSide, TABLE_SIZES};

    #[test]
    fn a_road_running_off_the_table_is_drawn_cut_at_its_edge() {
        use crate::terrain::TerrainKind;
        // 1200 x 800 mm about the origin: the road leaves by the right edge and comes back.
        let mut field = Battlefield::new(TABLE_SIZES[4], Vec2::ZERO);
        field.terrain.push(TerrainPiece {
            kind: TerrainKind::Road,
            name: String::new(),
            points: vec![
                Vec2::new(400.0, 0.0),
                Vec2::new(700.0, 0.0),
                Vec2::new(700.0, 100.0),
                Vec2::new(500.0, 100.0),
            ],
            width_mm: 20.0,
        });
        let markup = battlefield_markup(&field);
        assert!(
            markup.contains("d=\"M400 0L600 0M600 100L500 100\" stroke-width=\"20\""),
            "{markup}"
        );
    }

    #[test]
    fn the_table_top_and_each_zone_are_drawn() {
        let mut field = Battlefield::new(TABLE_SIZES[4], Vec2::ZERO);
        field.set_zone(field.strip(PlayerSide(1), LongEdge::Far, 200.0));
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
        // Its name is placed with the other words, clear of the bases.
        assert!(!markup.contains("deployment zone"), "{markup}");
    }

    #[test]
    fn terrain_is_drawn_over_the_zones() {
        use crate::terrain::{TerrainKind, TerrainPiece};
        let mut field = Battlefield::new(TABLE_SIZES[4], Vec2::ZERO);
        field.set_zone(field.strip(PlayerSide(0), LongEdge::Near, 200.0));
        field.terrain = vec![
            TerrainPiece {
                kind: TerrainKind::BuiltUp,
                name: "La Haye Sainte".to_owned(),
                points: vec![Vec2::ZERO, Vec2::new(40.0, 0.0), Vec2::new(40.0, 30.0)],
                width_mm: 0.0,
            },
            TerrainPiece {
                kind: TerrainKind::Road,
                name: String::new(),
                points: vec![
                    Vec2::new(-100.0, 0.0),
                    Vec2::new(0.0, 50.0),
                    Vec2::new(100.0, 0.0),
                ],
                width_mm: 12.5,
            },
        ];
        let markup = battlefield_markup(&field);
        let town = markup
            .find("<path class=\"terrain terrain-built-up\" d=\"M0 0L40 0L40 30Z\"/>")
            .expect(&markup);
        assert!(
            markup
                .find("deployment side-0")
                .is_some_and(|zone| zone < town)
        );
        assert!(
            markup.contains(
                "<path class=\"terrain terrain-road\" d=\"M-100 0L0 50L100 0\" stroke-width=\"12.5\"/>"
            ),
            "{markup}"
        );
    }
}

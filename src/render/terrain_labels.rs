//! The names of the terrain on the table, placed where they cover no base, no unit's name
//! and no other label: each piece's label goes at its middle (an area's centre of its
//! corners; a linear feature's halfway point) where there is room, else a line at a time
//! above or below it and a quarter of its width aside (an area), or a tenth of its length at
//! a time along it (a linear feature). A label with no room is left out until the view
//! comes closer; the piece still names itself in the inspector.

use glam::Vec2;

use super::names::{Lettering, centred_word, word_group};
use crate::geom::Bounds;
use crate::layout::Battlefield;
use crate::terrain::TerrainPiece;

/// How many lines above and below an area's centre its label is tried at, at most.
const MOST_LINES: u32 = 8;

/// A piece of terrain's label where it is written.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedLabel {
    /// The piece's index in the table's terrain.
    pub piece: usize,
    /// The label: the piece's name, or its kind.
    pub text: String,
    /// The middle of the written label.
    pub at: Vec2,
    /// The box the label is kept within.
    pub bounds: Bounds,
}

/// The places to try a piece's label at, best first; `line` is the height of a line of it.
fn label_spots(piece: &TerrainPiece, line: f32) -> Vec<Vec2> {
    let points = &piece.points;
    if piece.kind.is_linear() {
        // Halfway along it, then a tenth of its length at a time either side.
        let length: f32 = points.windows(2).map(|leg| leg[0].distance(leg[1])).sum();
        [5.0, 4.0, 6.0, 3.0, 7.0, 2.0, 8.0, 1.0, 9.0]
            .map(|tenths| point_along(points, length * tenths / 10.0))
            .to_vec()
    } else {
        // From the centre of its corners a line at a time up and down, as far as its box
        // reaches (at most [`MOST_LINES`] each way); each row at the centre, then a quarter
        // of the box to the left and to the right.
        let centre = points.iter().copied().sum::<Vec2>() / points.len().max(1) as f32;
        let size = Bounds::around(points.iter().copied()).size();
        let rows = ((size.y / 2.0 / line.max(f32::MIN_POSITIVE)) as u32).min(MOST_LINES);
        (0..=rows)
            .flat_map(|k| {
                [-(k as f32), k as f32]
                    .into_iter()
                    .take(if k == 0 { 1 } else { 2 })
            })
            .flat_map(|row| [0.0, -0.25, 0.25].map(|across| (row, across)))
            .map(|(row, across)| centre + Vec2::new(across * size.x, row * line))
            .collect()
    }
}

/// The point `distance` along the line through `points` (its last point past its end).
fn point_along(points: &[Vec2], distance: f32) -> Vec2 {
    let mut left = distance;
    for leg in points.windows(2) {
        let length = leg[0].distance(leg[1]);
        if left <= length && length > 0.0 {
            return leg[0].lerp(leg[1], left / length);
        }
        left -= length;
    }
    points.last().copied().unwrap_or_default()
}

/// The label `piece` carries: its name, or its kind.
fn label_text(piece: &TerrainPiece) -> String {
    if piece.name.is_empty() {
        piece.kind.noun().to_owned()
    } else {
        piece.name.clone()
    }
}

/// Where each piece of `field`'s terrain is labelled, clear of what `lettering` took, in the
/// table's order.
pub fn place_terrain_labels(field: &Battlefield, lettering: &mut Lettering) -> Vec<PlacedLabel> {
    let line = lettering.half_box("").y * 2.0;
    field
        .terrain
        .iter()
        .enumerate()
        .filter_map(|(piece, terrain)| {
            let text = label_text(terrain);
            let (at, bounds) = lettering.write(&text, label_spots(terrain, line))?;
            Some(PlacedLabel {
                piece,
                text,
                at,
                bounds,
            })
        })
        .collect()
}

/// The labels as SVG, in one group whose letters are `letter_mm` high.
pub fn terrain_labels_markup(labels: &[PlacedLabel], letter_mm: f32) -> String {
    word_group("terrain-names", letter_mm, |out| {
        for label in labels {
            let attributes =
                format_args!("class=\"terrain-name\" data-label-of=\"{}\"", label.piece);
            centred_word(out, attributes, label.at, &label.text);
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{Layout, RulesetRef, TABLE_SIZES};
    use crate::rules::Library;
    use crate::table::resolve;
    use crate::terrain::TerrainKind;

    fn piece(kind: TerrainKind, name: &str, points: &[(f32, f32)]) -> TerrainPiece {
        TerrainPiece {
            kind,
            name: name.to_owned(),
            points: points.iter().map(|&(x, y)| Vec2::new(x, y)).collect(),
            width_mm: if kind.is_linear() { 12.0 } else { 0.0 },
        }
    }

    fn empty_table() -> crate::table::Table {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("pip-2mm").expect("built in").ruleset;
        resolve(
            &Layout::new(RulesetRef::Builtin {
                id: ruleset.id.clone(),
                version: ruleset.version.clone(),
            }),
            ruleset,
        )
    }

    #[test]
    fn a_road_through_a_town_is_labelled_clear_of_the_towns_name() {
        let mut field = Battlefield::new(TABLE_SIZES[4], Vec2::ZERO);
        field.terrain = vec![
            piece(
                TerrainKind::BuiltUp,
                "Plancenoit",
                &[(-60.0, -40.0), (60.0, -40.0), (60.0, 40.0), (-60.0, 40.0)],
            ),
            // Its middle leg's middle is the town's centre.
            piece(
                TerrainKind::Road,
                "",
                &[(-400.0, 0.0), (-100.0, 0.0), (100.0, 0.0), (400.0, 0.0)],
            ),
        ];
        let view = field.bounds();
        let mut lettering = Lettering::over(&empty_table(), view, 10.0).expect("room");
        let labels = place_terrain_labels(&field, &mut lettering);
        let texts: Vec<&str> = labels.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, ["Plancenoit", "road"]);
        assert_eq!(labels[0].at, Vec2::ZERO, "the town's name at its centre");
        let (a, b) = (labels[0].bounds, labels[1].bounds);
        assert!(
            a.max.x <= b.min.x || b.max.x <= a.min.x || a.max.y <= b.min.y || b.max.y <= a.min.y,
            "{labels:?}"
        );
        assert_eq!(
            labels[1].at,
            Vec2::new(-80.0, 0.0),
            "a tenth of the road along it"
        );
    }

    #[test]
    fn a_label_with_no_room_in_the_view_is_left_out() {
        let mut field = Battlefield::new(TABLE_SIZES[4], Vec2::ZERO);
        field.terrain = vec![piece(
            TerrainKind::Wood,
            "Bois de Paris",
            &[(-10.0, -10.0), (10.0, -10.0), (10.0, 10.0)],
        )];
        // A view narrower than the name.
        let view = Bounds::around([Vec2::splat(-20.0), Vec2::splat(20.0)]);
        let mut lettering = Lettering::over(&empty_table(), view, 10.0).expect("room");
        assert!(place_terrain_labels(&field, &mut lettering).is_empty());
    }
}

//! Each deployment zone's name, written inside the zone where it covers no base, no unit's
//! name and no other label, half as large again as the names: at the zone's middle where
//! there is room, else a line at a time above or below it, each line at the middle and then
//! a quarter and three eighths of the zone's width aside. A name with no room is left out
//! until the view comes closer; the zone still shows by its colour and dashed outline, and
//! names itself in the inspector.

use glam::Vec2;

use super::names::{Lettering, centred_word, text_width_em, word_group};
use crate::geom::Bounds;
use crate::layout::{Battlefield, DeploymentZone};

/// A zone's name's letters, in the names' letters.
const ZONE_LETTER_EMS: f32 = 1.5;

/// How many lines above and below a zone's middle its name is tried at, at most.
const MOST_LINES: u32 = 6;

/// A line of letters' height, in letters.
const LINE_EMS: f32 = 1.3;

/// A deployment zone's name where it is written.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedZoneLabel {
    /// The zone's side.
    pub side: u8,
    /// The name.
    pub text: String,
    /// The middle of the written name.
    pub at: Vec2,
}

/// A zone's name, as written on it.
fn zone_name(zone: &DeploymentZone) -> String {
    format!("{} deployment zone", zone.side.name())
}

/// The boxes to try a zone's name of half-box `half` in, best first, each inside the zone's
/// box.
fn label_boxes(zone: &DeploymentZone, half: Vec2) -> Vec<Bounds> {
    let area = Bounds::around(zone.corners.iter().copied());
    let middle = zone.corners.iter().copied().sum::<Vec2>() / zone.corners.len().max(1) as f32;
    let line = 2.0 * half.y;
    let rows = ((area.size().y / 2.0 / line.max(f32::MIN_POSITIVE)) as u32).min(MOST_LINES);
    (0..=rows)
        .flat_map(|k| {
            [k as f32, -(k as f32)]
                .into_iter()
                .take(if k == 0 { 1 } else { 2 })
        })
        .flat_map(|row| [0.0, -0.25, 0.25, -0.375, 0.375].map(|across| (row, across)))
        .map(|(row, across)| middle + Vec2::new(across * area.size().x, row * line))
        .map(|at| Bounds {
            min: at - half,
            max: at + half,
        })
        .filter(|b| b.min.cmpge(area.min).all() && b.max.cmple(area.max).all())
        .collect()
}

/// Where each of `field`'s zones is named, clear of what `lettering` took, and the letters'
/// height, mm.
pub fn place_zone_labels(
    field: &Battlefield,
    lettering: &mut Lettering,
) -> (Vec<PlacedZoneLabel>, f32) {
    let letter = lettering.letter_mm() * ZONE_LETTER_EMS;
    let placed = field
        .zones
        .iter()
        .filter_map(|zone| {
            let text = zone_name(zone);
            let half = Vec2::new(text_width_em(&text), LINE_EMS) * letter / 2.0;
            let boxes = label_boxes(zone, half);
            let index = lettering.take_first(boxes.iter().copied())?;
            let b = boxes[index];
            Some(PlacedZoneLabel {
                side: zone.side.0,
                text,
                at: (b.min + b.max) / 2.0,
            })
        })
        .collect();
    (placed, letter)
}

/// The zones' names as SVG, in one group whose letters are `letter_mm` high.
pub fn zone_labels_markup(labels: &[PlacedZoneLabel], letter_mm: f32) -> String {
    word_group("zone-names", letter_mm, |out| {
        for label in labels {
            let attributes =
                format_args!("class=\"deployment-name\" data-zone-of=\"{}\"", label.side);
            centred_word(out, attributes, label.at, &label.text);
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Pose;
    use crate::layout::{Layout, LongEdge, PlayerSide, TABLE_SIZES};
    use crate::rules::Library;
    use crate::table::{Table, resolve};

    /// A 6 × 4 ft table with Blue's 300 mm zone along its near edge, and a line of Blue's
    /// battalions standing across the table at each of `rows` (their fronts' distance from the
    /// zone's top, mm).
    fn zone_with_lines(rows: &[f32]) -> (Table, Bounds) {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let mut layout = Layout::new(library.reference("figure-scale").expect("built in"));
        layout.set_table(Some(TABLE_SIZES[0]), Vec2::ZERO, None);
        let field = layout.battlefield.as_mut().expect("a table");
        let zone = field.strip(PlayerSide(0), LongEdge::Near, 300.0);
        let area = Bounds::around(zone.corners.iter().copied());
        field.set_zone(zone);
        for &row in rows {
            for k in -8..=8 {
                let pose = Pose::new(k as f32 * 110.0, area.min.y + row, 0.0);
                layout
                    .add_unit(ruleset, "line-infantry", PlayerSide(0), pose)
                    .expect("added");
            }
        }
        (resolve(&layout, ruleset), area)
    }

    /// Blue's zone's name, if it is placed, over `table` seen whole with names' letters 10 mm
    /// high, and the zone names' letter height.
    fn blue_label(table: &Table) -> (Option<PlacedZoneLabel>, f32) {
        let field = table.battlefield.as_ref().expect("a table");
        let view = field.bounds().expanded(50.0);
        let mut lettering = Lettering::over(table, view, 10.0).expect("lettering");
        let (labels, letter) = place_zone_labels(field, &mut lettering);
        (labels.into_iter().find(|l| l.side == 0), letter)
    }

    #[test]
    fn a_zones_name_keeps_off_the_units_standing_in_it_and_stays_inside_it() {
        let (bare, zone) = zone_with_lines(&[]);
        let (label, letter) = blue_label(&bare);
        assert_eq!(letter, 15.0);
        let label = label.expect("named");
        assert!(
            label.at.distance((zone.min + zone.max) / 2.0) < 1e-3,
            "{label:?}"
        );
        assert_eq!(label.text, "Blue deployment zone");

        // A line across the zone's middle: the name moves to a clear line, still inside.
        let (lined, _) = zone_with_lines(&[140.0]);
        let (label, letter) = blue_label(&lined);
        let placed = label.expect("room above or below the line");
        let half = Vec2::new(text_width_em(&placed.text), LINE_EMS) * letter / 2.0;
        let taken = Bounds {
            min: placed.at - half,
            max: placed.at + half,
        };
        assert!(taken.min.cmpge(zone.min).all() && taken.max.cmple(zone.max).all());
        assert!(lined.units.iter().any(|u| {
            u.bounds
                .intersects(&Bounds::around([(zone.min + zone.max) / 2.0]))
        }));
        for unit in &lined.units {
            assert!(
                !unit.bounds.intersects(&taken),
                "{placed:?} covers {}",
                unit.id
            );
        }
        let markup = zone_labels_markup(&[placed], letter);
        assert!(markup.contains(">Blue deployment zone</text>"), "{markup}");
    }

    #[test]
    fn a_zone_full_of_units_is_left_unnamed() {
        let rows: Vec<f32> = (0..15).map(|k| k as f32 * 20.0).collect();
        let (full, _) = zone_with_lines(&rows);
        assert_eq!(blue_label(&full).0, None);
    }
}

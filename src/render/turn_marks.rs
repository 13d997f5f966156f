//! What happened in a turn, drawn over its table: each unit's move as an arrow along the path
//! the rules measured, from where it began (D-move); each change of formation as a diamond
//! with the formations named; each charge that went home as a ring with the face it hit
//! (D-flank, D-rear); and each unit lost in the turn, faint where it stood. The words keep
//! off the bases and each other, as the names do ([`Lettering`]).

use std::fmt::Write as _;

use glam::Vec2;

use super::names::Lettering;
use super::overlay_words::aspect_word;
use super::unit_markup;
use super::{SIDE_COLOURS, escape};
use crate::decimal::Decimal;
use crate::game::TurnStory;
use crate::table::PlacedUnit;

/// A turn's story and the units lost in it, placed where they stood the turn before.
pub struct TurnMarks<'a> {
    /// What happened.
    pub story: &'a TurnStory,
    /// The units lost in the turn, as they stood at the turn before's end.
    pub lost: &'a [PlacedUnit],
}

/// How wide a trail is, in letters.
const TRAIL_EM: f32 = 0.18;

/// How long an arrow's head is, in letters, at most.
const HEAD_EM: f32 = 1.2;

/// The share of its trail an arrow's head may take: a short move keeps its line in sight.
const HEAD_SHARE: f32 = 0.35;

/// How far from its mark a word is tried first, in letters.
const WORD_GAP_EM: f32 = 1.2;

/// The style of the marks, as CSS rules, their lines as wide as suits letters `stroke_mm`
/// high in the lines' own units (table mm, or a sheet's mm where the lines do not scale with
/// the drawing).
pub fn turn_marks_style(stroke_mm: f32) -> String {
    let mut out = format!(
        ".lost{{opacity:0.3}}.trail{{fill:none;stroke-width:{};stroke-linejoin:round;stroke-linecap:round;stroke-opacity:0.85}}\
         .trail-head{{stroke:none;fill-opacity:0.85}}.formed{{fill:#fff;stroke:#1f2620;stroke-width:{}}}\
         .charge{{fill:none;stroke:#b3261e;stroke-width:{}}}.turn-word{{font-weight:bold;fill:#1f2620;paint-order:stroke;stroke:#fff;stroke-width:{}}}\
         .turn-word.charge-word{{fill:#b3261e}}",
        Decimal::drawn(stroke_mm * TRAIL_EM),
        Decimal::drawn(stroke_mm * 0.12),
        Decimal::drawn(stroke_mm * 0.3),
        Decimal::drawn(stroke_mm * 0.25),
    );
    for (side, colour) in SIDE_COLOURS.iter().enumerate() {
        let _ = write!(
            out,
            ".trail.side-{side}{{stroke:{colour}}}.trail-head.side-{side}{{fill:{colour}}}"
        );
    }
    out
}

/// Spots round `at` to try a word at, nearest first, `gap` apart.
fn spots_round(at: Vec2, gap: f32) -> impl Iterator<Item = Vec2> {
    (1..=3).flat_map(move |ring| {
        let d = gap * ring as f32;
        [
            Vec2::new(0.0, -d),
            Vec2::new(0.0, d),
            Vec2::new(d * 2.0, 0.0),
            Vec2::new(-d * 2.0, 0.0),
            Vec2::new(d * 1.5, -d),
            Vec2::new(-d * 1.5, -d),
            Vec2::new(d * 1.5, d),
            Vec2::new(-d * 1.5, d),
        ]
        .map(|offset| at + offset)
    })
}

fn point(p: Vec2) -> String {
    format!("{},{}", Decimal::drawn(p.x), Decimal::drawn(p.y))
}

/// The marks of `marks` at letters `letter_mm` high, in table mm: the lost units first, under
/// everything, then the arrows, the changes of formation and the charges, and last the words,
/// each where `lettering` finds room for it (a word with no room is left out; its mark
/// stays).
pub fn turn_marks_markup(
    marks: &TurnMarks,
    mut lettering: Option<&mut Lettering>,
    letter_mm: f32,
) -> String {
    let mut out = String::from("<g class=\"turn-marks\">");
    for unit in marks.lost {
        let _ = write!(
            out,
            "<g class=\"unit lost side-{}\" transform=\"{}\">{}</g>",
            unit.side.0,
            unit.pose.svg_transform(),
            unit_markup(&unit.shaped.footprint),
        );
    }
    let story = marks.story;
    for moved in &story.moves {
        let _ = write!(out, "<g class=\"move\" data-moved=\"{}\">", moved.id);
        for trail in &moved.trails {
            let points: Vec<Vec2> = trail.iter().map(|p| p.position()).collect();
            let line: Vec<String> = points.iter().copied().map(point).collect();
            let _ = write!(
                out,
                "<polyline class=\"trail side-{}\" points=\"{}\"/>",
                moved.side.0,
                line.join(" ")
            );
            let length: f32 = points.windows(2).map(|w| w[0].distance(w[1])).sum();
            if let Some(head) = arrow_head(&points, (letter_mm * HEAD_EM).min(length * HEAD_SHARE))
            {
                let _ = write!(
                    out,
                    "<path class=\"trail-head side-{}\" d=\"{head}\"/>",
                    moved.side.0
                );
            }
        }
        out.push_str("</g>");
    }
    let mut words: Vec<(String, &str, Vec2)> = Vec::new();
    for change in &story.formed {
        let r = letter_mm * 0.5;
        let _ = write!(
            out,
            "<rect class=\"formed\" x=\"{}\" y=\"{}\" width=\"{w}\" height=\"{w}\" transform=\"rotate(45 {} {})\"/>",
            Decimal::drawn(change.at.x - r),
            Decimal::drawn(change.at.y - r),
            Decimal::drawn(change.at.x),
            Decimal::drawn(change.at.y),
            w = Decimal::drawn(2.0 * r),
        );
        if let Some(lettering) = lettering.as_deref_mut() {
            lettering.keep_off(crate::geom::Bounds {
                min: change.at - Vec2::splat(r * 1.5),
                max: change.at + Vec2::splat(r * 1.5),
            });
        }
        words.push((
            format!("{} \u{2192} {}", change.from, change.to),
            "",
            change.at,
        ));
    }
    for charge in &story.charges {
        let _ = write!(
            out,
            "<circle class=\"charge\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
            Decimal::drawn(charge.at.x),
            Decimal::drawn(charge.at.y),
            Decimal::drawn(letter_mm),
        );
        let face = aspect_word(charge.face);
        words.push((format!("{face} charge"), " charge-word", charge.at));
    }
    if let Some(lettering) = lettering {
        let _ = write!(out, "<g font-size=\"{}\">", Decimal::drawn(letter_mm));
        for (text, class, at) in &words {
            let Some((spot, _)) = lettering.write(text, spots_round(*at, letter_mm * WORD_GAP_EM))
            else {
                continue;
            };
            let _ = write!(
                out,
                "<text class=\"turn-word{class}\" x=\"{}\" y=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\">{}</text>",
                Decimal::drawn(spot.x),
                Decimal::drawn(spot.y),
                escape(text),
            );
        }
        out.push_str("</g>");
    }
    out.push_str("</g>");
    out
}

/// An arrow's head at the end of `points`, `length` long, as path data; none for a trail
/// that goes nowhere.
fn arrow_head(points: &[Vec2], length: f32) -> Option<String> {
    let tip = *points.last()?;
    let from = points
        .iter()
        .rev()
        .find(|p| p.distance(tip) > length * 0.25)?;
    let back = (*from - tip).normalize_or_zero();
    if back == Vec2::ZERO {
        return None;
    }
    let base = tip + back * length;
    let side = back.perp() * length * 0.45;
    Some(format!(
        "M{}L{}L{}Z",
        point(tip),
        point(base + side),
        point(base - side)
    ))
}

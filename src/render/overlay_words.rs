//! The words the overlays write on the table: each contact's aspect, and each move's
//! allowance. Where each is written, and the box it takes, come from one place, so the names
//! on the table can keep off the words the reader writes.

use glam::Vec2;

use crate::analysis::{Aspect, ContactMark, MoveCone, Overlays};
use crate::geom::{Bounds, describe_length};

use super::Layers;
use super::names::text_width_em;

/// How far from a contact its aspect is written, into the unit it belongs to, mm.
const CONTACT_LABEL_MM: f32 = 9.0;

/// How much wider the overlays' bold letters are than the names' regular ones, which
/// [`text_width_em`] measures.
const BOLD_WIDENING: f32 = 1.15;

/// A line of overlay letters' height, in letters' heights: from the tallest letter's top to
/// the lowest descender's foot.
const LINE_HEIGHT_EM: f32 = 1.25;

/// A word written from `at` toward `away`, a unit vector: its text runs off to that side and
/// that way up or down, so the two words of one contact, written into their own units,
/// whatever the letters' size, run apart rather than over each other.
#[derive(Clone, Debug, PartialEq)]
pub struct OverlayWord {
    /// Where it is anchored on the table, mm.
    pub at: Vec2,
    /// The way it runs from there.
    pub away: Vec2,
    /// What it says.
    pub text: String,
}

/// Where a word's text stands about its anchor, across and up: SVG's `text-anchor` and
/// `dominant-baseline`.
pub struct Anchoring {
    /// `start`, `middle` or `end`.
    pub across: &'static str,
    /// `hanging`, `central` or `alphabetic`.
    pub up: &'static str,
    /// The share of the word's width and height before the anchor, across and up.
    before: Vec2,
}

impl OverlayWord {
    /// The aspect of `mark`, written into the unit it belongs to.
    pub fn of_contact(mark: &ContactMark) -> Self {
        Self {
            at: mark.at + mark.inward * CONTACT_LABEL_MM,
            away: mark.inward,
            text: aspect_word(mark.aspect).to_owned(),
        }
    }

    /// The allowance of `cone`, written beyond the cone's tip, running on out of it.
    pub fn of_move(cone: &MoveCone) -> Self {
        let ahead = Vec2::from_angle(cone.heading.to_radians()).rotate(Vec2::NEG_Y);
        Self {
            at: cone.apex + ahead * cone.allowance_mm,
            away: ahead,
            text: describe_length(cone.allowance_mm),
        }
    }

    /// How the word stands about its anchor.
    pub fn anchoring(&self) -> Anchoring {
        let (across, before_x) = match self.away.x {
            x if x > 0.3 => ("start", 0.0),
            x if x < -0.3 => ("end", 1.0),
            _ => ("middle", 0.5),
        };
        // The share of the line above each baseline: the hanging one is near the letters'
        // tops, the alphabetic one above the descenders.
        let (up, before_y) = match self.away.y {
            y if y > 0.3 => ("hanging", 0.15),
            y if y < -0.3 => ("alphabetic", 0.8),
            _ => ("central", 0.5),
        };
        Anchoring {
            across,
            up,
            before: Vec2::new(before_x, before_y),
        }
    }

    /// The box the word takes on the table with overlay letters `letter_mm` high.
    pub fn bounds(&self, letter_mm: f32) -> Bounds {
        let width = text_width_em(&self.text) * BOLD_WIDENING;
        let size = Vec2::new(width, LINE_HEIGHT_EM) * letter_mm;
        let min = self.at - size * self.anchoring().before;
        Bounds {
            min,
            max: min + size,
        }
    }
}

/// The word for a contact's aspect.
pub fn aspect_word(aspect: Aspect) -> &'static str {
    match aspect {
        Aspect::Front => "front",
        Aspect::Flank => "flank",
        Aspect::Rear => "rear",
    }
}

/// The words the overlays switched on in `layers` write: contacts', then moves'.
pub fn overlay_words(overlays: &Overlays, layers: Layers) -> Vec<OverlayWord> {
    let contacts = overlays.contacts.iter().map(OverlayWord::of_contact);
    let moves = overlays.moves.iter().map(OverlayWord::of_move);
    let contacts = contacts.filter(|_| layers.has(Layers::CONTACTS));
    contacts
        .chain(moves.filter(|_| layers.has(Layers::MOVES)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_takes_its_box_on_the_side_it_runs_to() {
        let word = |away: Vec2| OverlayWord {
            at: Vec2::new(100.0, 50.0),
            away,
            text: "flank".to_owned(),
        };
        let close = |a: f32, b: f32| (a - b).abs() < 1e-4;
        let width = text_width_em("flank") * BOLD_WIDENING * 4.0;
        let height = LINE_HEIGHT_EM * 4.0;
        // Running right: it starts at the anchor, centred on it up and down.
        let right = word(Vec2::X).bounds(4.0);
        assert!(close(right.min.x, 100.0) && close(right.max.x, 100.0 + width));
        assert!(close(right.min.y + right.max.y, 100.0));
        // Up and left: it ends at the anchor, standing on it but for its descenders.
        let up_left = word(Vec2::new(-0.7, -0.7)).bounds(4.0);
        assert!(close(up_left.max.x, 100.0) && close(up_left.min.x, 100.0 - width));
        assert!(up_left.max.y > 50.0 && up_left.max.y < 50.0 + height / 4.0);
        // Down: centred across, hanging from the anchor but for its tallest letters.
        let down = word(Vec2::Y).bounds(4.0);
        assert!(close(down.min.x + down.max.x, 200.0));
        assert!(down.min.y < 50.0 && down.min.y > 50.0 - height / 4.0);
        assert!(close(down.max.y - down.min.y, height));
    }
}

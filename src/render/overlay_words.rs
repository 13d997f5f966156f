//! The words the overlays write on the table: each contact's aspect, and each move's
//! allowance. The reader anchors each where it belongs; the page writes it there, or at the
//! nearest spot round that anchor clear of every base ([`place_overlay_words`]), at the
//! view's letter size, and the names keep off it.

use std::fmt::Write as _;

use glam::Vec2;

use crate::analysis::{Aspect, ContactMark, MoveCone, Overlays};
use crate::decimal::Decimal;
use crate::geom::{Bounds, describe_length};

use super::names::{Lettering, text_width_em};
use super::{Layers, escape};

/// How far from a contact its aspect is written, into the unit it belongs to, mm.
const CONTACT_LABEL_MM: f32 = 9.0;

/// How much wider the overlays' bold letters are than the names' regular ones, which
/// [`text_width_em`] measures.
const BOLD_WIDENING: f32 = 1.15;

/// A line of overlay letters' height, in letters' heights: from the tallest letter's top to
/// the lowest descender's foot.
const LINE_HEIGHT_EM: f32 = 1.25;

/// What a word says: a contact's aspect, a move's allowance, or a unit's count of findings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum WordKind {
    /// The aspect a contact has.
    Aspect(Aspect),
    /// How far a move may go.
    Allowance,
    /// How many findings a unit has.
    Count,
}

impl WordKind {
    /// How many kinds there are, numbered from 0 in the reading's compact form.
    pub const COUNT: u8 = 5;

    /// Its class on the page, after `overlay-label`.
    pub fn class(self) -> &'static str {
        match self {
            WordKind::Aspect(aspect) => aspect_word(aspect),
            WordKind::Allowance => "move-label",
            WordKind::Count => "finding-count",
        }
    }

    /// Its number in the reading's compact form.
    pub fn code(self) -> u8 {
        match self {
            WordKind::Aspect(Aspect::Front) => 0,
            WordKind::Aspect(Aspect::Flank) => 1,
            WordKind::Aspect(Aspect::Rear) => 2,
            WordKind::Allowance => 3,
            WordKind::Count => 4,
        }
    }

    /// The kind of number `code`, if it is one.
    pub fn of_code(code: u8) -> Option<Self> {
        Some(match code {
            0 => WordKind::Aspect(Aspect::Front),
            1 => WordKind::Aspect(Aspect::Flank),
            2 => WordKind::Aspect(Aspect::Rear),
            3 => WordKind::Allowance,
            4 => WordKind::Count,
            _ => return None,
        })
    }
}

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
    /// What kind of word it is.
    pub kind: WordKind,
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
            kind: WordKind::Aspect(mark.aspect),
        }
    }

    /// The allowance of `cone`, written beyond the cone's tip, running on out of it.
    pub fn of_move(cone: &MoveCone) -> Self {
        let ahead = Vec2::from_angle(cone.heading.to_radians()).rotate(Vec2::NEG_Y);
        Self {
            at: cone.apex + ahead * cone.allowance_mm,
            away: ahead,
            text: describe_length(cone.allowance_mm),
            kind: WordKind::Allowance,
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

/// The word as SVG text, of class `overlay-label` and its kind's.
pub(super) fn write_word(out: &mut String, word: &OverlayWord) {
    let Anchoring { across, up, .. } = word.anchoring();
    let _ = write!(
        out,
        "<text class=\"overlay-label {}\" x=\"{}\" y=\"{}\" text-anchor=\"{across}\" dominant-baseline=\"{up}\">{}</text>",
        word.kind.class(),
        Decimal::drawn(word.at.x),
        Decimal::drawn(word.at.y),
        escape(&word.text)
    );
}

/// The overlays' `words` as one group of SVG text.
pub fn overlay_words_markup(words: &[OverlayWord]) -> String {
    let mut out = String::from("<g data-testid=\"overlay-words\">");
    for word in words {
        write_word(&mut out, word);
    }
    out.push_str("</g>");
    out
}

/// How many rings of spots round its anchor a word is tried at, each a letter farther out.
const WORD_RINGS: usize = 4;

/// Where each of the overlays' `words`, in letters `letter_mm` high, is written: where the
/// reader anchored it if its box lies clear of every base and of the words before it; else at
/// the nearest clear spot round that anchor, running away from it, the way it ran first; and
/// where none is clear, as anchored, since a contact's aspect is never left out. Each word's
/// box is taken, so the names keep off it.
pub fn place_overlay_words(
    lettering: &mut Lettering,
    words: &[OverlayWord],
    letter_mm: f32,
) -> Vec<OverlayWord> {
    words
        .iter()
        .map(|word| {
            // Eight ways, from the one it ran first round to its opposite.
            let ways: Vec<Vec2> = [0, 1, -1, 2, -2, 3, -3, 4]
                .into_iter()
                .map(|eighths: i32| {
                    Vec2::from_angle(eighths as f32 * std::f32::consts::FRAC_PI_4).rotate(word.away)
                })
                .collect();
            let tries: Vec<OverlayWord> = (0..WORD_RINGS)
                .flat_map(|ring| {
                    ways.iter().map(move |&way| OverlayWord {
                        at: word.at + way * ring as f32 * letter_mm,
                        away: way,
                        ..word.clone()
                    })
                })
                .collect();
            let chosen = lettering.take_first(tries.iter().map(|w| w.bounds(letter_mm)));
            match chosen {
                Some(index) => tries[index].clone(),
                None => {
                    lettering.keep_off(word.bounds(letter_mm));
                    word.clone()
                }
            }
        })
        .collect()
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
            kind: WordKind::Aspect(Aspect::Flank),
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

    #[test]
    fn a_word_over_a_base_goes_to_the_nearest_clear_spot_and_one_with_none_stays() {
        use crate::rules::Library;
        use crate::table::resolve;
        use crate::table::sample_battle;
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let table = resolve(&sample_battle(ruleset, 4).expect("a battle"), ruleset);
        let unit = &table.units[0];
        // Written into the unit from the middle of its front edge, as a contact's aspect is.
        let inward = unit.pose.forward() * -1.0;
        let word = OverlayWord {
            at: unit.pose.position() + inward * CONTACT_LABEL_MM,
            away: inward,
            text: "flank".to_owned(),
            kind: WordKind::Aspect(Aspect::Flank),
        };
        let letter = 4.0;
        let covers_a_base = |placed: &OverlayWord| {
            let taken = placed.bounds(letter);
            table
                .units
                .iter()
                .flat_map(|u| &u.rects)
                .any(|rect| Bounds::around(rect.corners()).intersects(&taken))
        };
        assert!(covers_a_base(&word), "the test's word starts over its unit");
        let view = table.bounds().expanded(200.0);
        let mut lettering = Lettering::over(&table, view, letter).expect("lettering");
        let placed = place_overlay_words(&mut lettering, std::slice::from_ref(&word), letter);
        assert!(!covers_a_base(&placed[0]), "{placed:?}");
        assert!(placed[0].at.distance(word.at) <= WORD_RINGS as f32 * letter);
        assert_eq!((&placed[0].text, placed[0].kind), (&word.text, word.kind));
        // A second word at the same anchor keeps off the first.
        let mut lettering = Lettering::over(&table, view, letter).expect("lettering");
        let both = place_overlay_words(&mut lettering, &[word.clone(), word.clone()], letter);
        assert!(!both[0].bounds(letter).intersects(&both[1].bounds(letter)));
        // In a view no larger than the unit, no spot is clear: the word stays as anchored.
        let mut tight = Lettering::over(&table, unit.bounds, letter).expect("lettering");
        assert_eq!(
            place_overlay_words(&mut tight, std::slice::from_ref(&word), letter),
            [word]
        );
    }
}

//! The table's overlays as SVG, drawn over the units: each layer a group with its test hook
//! (`overlay-zones`, `overlay-arcs`, `overlay-tethers`, `overlay-contacts`, `overlay-moves`).
//! Colours come from the page's stylesheet by class, and so does the labels' size, which
//! follows the zoom; contacts are also written as words, so no overlay is told by colour
//! alone.

use std::fmt::Write as _;

use glam::Vec2;

use super::overlay_words::{OverlayWord, WordKind, aspect_word, write_word};
use super::unit::outline_of;
use crate::analysis::{OverlayKinds, Overlays};
use crate::decimal::{Decimal, DrawnPoint};
use crate::geom::{Bounds, OrientedRect};

/// Which overlays are on, one bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layers(pub u8);

impl Layers {
    /// Minimum range fire zones.
    pub const ZONES: Layers = Layers(1);
    /// The arcs of squares' faces (B-square-fire).
    pub const ARCS: Layers = Layers(2);
    /// Skirmisher tethers and cluster groups.
    pub const TETHERS: Layers = Layers(4);
    /// Contacts, by aspect (D-flank, D-rear).
    pub const CONTACTS: Layers = Layers(8);
    /// Move cones with their allowance (D-move, D-half).
    pub const MOVES: Layers = Layers(16);
    /// A mark on each unit the rules say something of, with how many findings name it.
    pub const FINDINGS: Layers = Layers(32);
    /// Every layer, with its name on the page's switch, its test hook's last word, and what
    /// it draws.
    pub const ALL: [(Layers, &'static str, &'static str, &'static str); 6] = [
        (
            Layers::FINDINGS,
            "Findings",
            "findings",
            "A mark on each unit the rules say something of, with how many things: select the unit to read them",
        ),
        (
            Layers::ZONES,
            "Fire zones",
            "zones",
            "Minimum range fire zones, where enemy skirmishers may not go",
        ),
        (
            Layers::ARCS,
            "Square arcs",
            "arcs",
            "The arc each face of a square fires into",
        ),
        (
            Layers::TETHERS,
            "Tethers",
            "tethers",
            "Each skirmisher's tie to its screen, dashed when too far, and its cluster groups",
        ),
        (
            Layers::CONTACTS,
            "Contacts",
            "contacts",
            "Where units touch, and whether front, flank or rear",
        ),
        (
            Layers::MOVES,
            "Moves",
            "moves",
            "Where each move began, its straight-ahead cone and its allowance",
        ),
    ];

    /// Whether `layer` is on.
    pub fn has(self, layer: Layers) -> bool {
        self.0 & layer.0 != 0
    }

    /// The kinds of overlay shapes these layers draw.
    pub fn kinds(self) -> OverlayKinds {
        OverlayKinds {
            zones: self.has(Layers::ZONES),
            arcs: self.has(Layers::ARCS),
            tethers: self.has(Layers::TETHERS),
            contacts: self.has(Layers::CONTACTS),
            moves: self.has(Layers::MOVES),
            findings: self.has(Layers::FINDINGS),
        }
    }

    /// These layers with `layer` switched over.
    pub fn toggled(self, layer: Layers) -> Layers {
        Layers(self.0 ^ layer.0)
    }
}

fn polygon(out: &mut String, class: &str, rect: &OrientedRect) {
    polygon_through(out, class, &rect.corners());
}

fn polygon_through(out: &mut String, class: &str, corners: &[Vec2]) {
    let _ = write!(out, "<polygon class=\"{class}\" points=\"");
    for (i, &corner) in corners.iter().enumerate() {
        let gap = if i == 0 { "" } else { " " };
        let _ = write!(out, "{gap}{}", DrawnPoint(corner));
    }
    out.push_str("\"/>");
}

fn line(out: &mut String, class: &str, from: Vec2, to: Vec2) {
    let _ = write!(
        out,
        "<line class=\"{class}\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
        Decimal::drawn(from.x),
        Decimal::drawn(from.y),
        Decimal::drawn(to.x),
        Decimal::drawn(to.y)
    );
}

/// How many of the overlays' letters fit across the view's longer side: the page sets its
/// `--letter` from it, whatever the zoom.
pub const OVERLAY_LETTERS_PER_VIEW: f32 = 40.0;

/// A finding count's letters, in overlay letters (the page's `.finding-count`).
const FINDING_COUNT_EM: f32 = 0.75;

/// The box a finding count written at a unit's top right `corner` takes, with overlay
/// letters `letter_mm` high: up to three digits, ending at the corner and standing on it.
pub fn finding_mark_box(corner: Vec2, letter_mm: f32) -> Bounds {
    let size = Vec2::new(3.0 * 0.62, 1.0) * FINDING_COUNT_EM * letter_mm;
    Bounds {
        min: corner - size,
        max: corner,
    }
}

/// The radius of a contact's dot, mm.
const CONTACT_DOT_MM: f32 = 2.0;

/// How many groups the findings' marks are written in, by unit: a reading that moves one
/// unit's mark (the unit dragged) has the page write that group again, not every mark.
pub const FINDING_MARK_GROUPS: usize = 32;

/// The findings' marks while that layer is on, in [`FINDING_MARK_GROUPS`] groups, a unit's
/// in group `id % FINDING_MARK_GROUPS`; none while it is off. Each is written just above
/// the unit's top right corner, ending there: clear of the bases however small the unit,
/// and left of the wheeling square beside a front corner.
pub fn finding_marks_markup(overlays: &Overlays, layers: Layers) -> Vec<String> {
    if !layers.has(Layers::FINDINGS) {
        return Vec::new();
    }
    let mut groups = vec![String::new(); FINDING_MARK_GROUPS];
    for mark in &overlays.findings {
        let count = OverlayWord {
            at: mark.at,
            away: Vec2::new(-1.0, -1.0),
            text: mark.count.to_string(),
            kind: WordKind::Count,
        };
        write_word(
            &mut groups[mark.unit as usize % FINDING_MARK_GROUPS],
            &count,
        );
    }
    groups
}

/// The SVG of the `layers` that are on, but the findings' marks ([`finding_marks_markup`]).
pub fn overlay_markup(overlays: &Overlays, layers: Layers) -> String {
    let mut out = String::new();
    let mut layer = |on: Layers, hook: &str, draw: &mut dyn FnMut(&mut String)| {
        if layers.has(on) {
            let _ = write!(out, "<g data-testid=\"overlay-{hook}\">");
            draw(&mut out);
            out.push_str("</g>");
        }
    };
    layer(Layers::ZONES, "zones", &mut |out| {
        for zone in &overlays.zones {
            for band in &zone.bands {
                polygon_through(out, &format!("zone side-{}", zone.side.0), band);
            }
        }
    });
    layer(Layers::ARCS, "arcs", &mut |out| {
        for edge in &overlays.arc_edges {
            line(out, "arc-edge", edge.a, edge.b);
        }
    });
    layer(Layers::TETHERS, "tethers", &mut |out| {
        for tether in &overlays.tethers {
            let class = if tether.held {
                "tether"
            } else {
                "tether loose"
            };
            line(out, class, tether.line.a, tether.line.b);
        }
        for cluster in &overlays.clusters {
            let grown = cluster.expanded(3.0);
            let size = grown.size();
            let _ = write!(
                out,
                "<rect class=\"cluster\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"3\"/>",
                Decimal::drawn(grown.min.x),
                Decimal::drawn(grown.min.y),
                Decimal::drawn(size.x),
                Decimal::drawn(size.y)
            );
        }
    });
    layer(Layers::CONTACTS, "contacts", &mut |out| {
        for mark in &overlays.contacts {
            let word = aspect_word(mark.aspect);
            let _ = write!(
                out,
                "<circle class=\"contact {word}\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
                Decimal::drawn(mark.at.x),
                Decimal::drawn(mark.at.y),
                Decimal::drawn(CONTACT_DOT_MM),
            );
        }
    });
    layer(Layers::MOVES, "moves", &mut |out| {
        for cone in &overlays.moves {
            for base in &cone.start {
                polygon(out, "move-start", base);
            }
            let point = |degrees: f32, reach: f32| {
                cone.apex + Vec2::from_angle(degrees.to_radians()).rotate(Vec2::NEG_Y) * reach
            };
            let full = cone.allowance_mm;
            let _ = write!(
                out,
                "<circle class=\"move-reach\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
                Decimal::drawn(cone.apex.x),
                Decimal::drawn(cone.apex.y),
                Decimal::drawn(cone.off_arc_mm)
            );
            if let Some(half_arc) = cone.half_arc {
                let (from, to) = (
                    point(cone.heading - half_arc, full),
                    point(cone.heading + half_arc, full),
                );
                let large = u8::from(half_arc > 90.0);
                let _ = write!(
                    out,
                    "<path class=\"move-cone\" d=\"M{}L{}A{radius} {radius} 0 {large} 1 {}Z\"/>",
                    DrawnPoint(cone.apex),
                    DrawnPoint(from),
                    DrawnPoint(to),
                    radius = Decimal::drawn(full),
                );
            }
        }
    });
    // Units that overlap are marked whatever the layers: the rules never allow it
    // (D-no-overlap), and a line of text is easy to miss. Styled here, not by the page, so
    // the mark needs nothing of the first load.
    if !overlays.overlapping.is_empty() {
        // Black stripes and a dashed black outline: unlike any side's colour, the ghost or
        // the other marks.
        out.push_str(
            "<g data-testid=\"overlay-overlaps\" fill=\"url(#overlap-stripes)\" stroke=\"#111\" \
             stroke-width=\"2\" stroke-dasharray=\"5 3\"><defs><pattern id=\"overlap-stripes\" \
             width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\" \
             patternTransform=\"rotate(45)\"><rect width=\"2\" height=\"4\" fill=\"#111\" \
             fill-opacity=\"0.6\" stroke=\"none\"/></pattern></defs>",
        );
        // One path for them all: where marks overlap, the stripes are painted once.
        out.push_str("<path class=\"overlap\" d=\"");
        for rect in &overlays.overlapping {
            outline_of(&mut out, rect);
        }
        out.push_str("\"/></g>");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{Aspect, ContactMark, FindingMark, MoveCone, Tether, ZoneShape};
    use crate::geom::Segment;
    use crate::layout::PlayerSide;
    use crate::render::{overlay_words, overlay_words_markup};

    fn sample() -> Overlays {
        Overlays {
            zones: vec![ZoneShape {
                side: PlayerSide(1),
                bands: vec![
                    OrientedRect::new(Vec2::new(0.0, -10.0), 40.0, 20.0, 0.0)
                        .corners()
                        .to_vec(),
                ],
            }],
            arc_edges: vec![Segment::new(Vec2::ZERO, Vec2::new(0.0, -300.0))],
            tethers: vec![Tether {
                line: Segment::new(Vec2::ZERO, Vec2::new(200.0, 0.0)),
                held: false,
            }],
            clusters: Vec::new(),
            contacts: vec![ContactMark {
                at: Vec2::new(5.0, 5.0),
                inward: Vec2::X,
                aspect: Aspect::Flank,
            }],
            moves: vec![MoveCone {
                start: Vec::new(),
                apex: Vec2::ZERO,
                heading: 90.0,
                half_arc: Some(45.0),
                allowance_mm: 100.0,
                off_arc_mm: 50.0,
            }],
            overlapping: Vec::new(),
            findings: vec![FindingMark {
                unit: 1,
                at: Vec2::new(40.0, -5.0),
                count: 3,
            }],
        }
    }

    #[test]
    fn the_two_words_of_a_contact_run_apart_into_their_own_units() {
        let at = Vec2::new(31.75, 20.0);
        let overlays = Overlays {
            contacts: vec![
                ContactMark {
                    at,
                    inward: Vec2::new(-0.6, -0.8),
                    aspect: Aspect::Flank,
                },
                ContactMark {
                    at,
                    inward: Vec2::new(0.6, 0.8),
                    aspect: Aspect::Front,
                },
            ],
            ..Overlays::default()
        };
        let drawn = overlay_words_markup(&overlay_words(&overlays, Layers::CONTACTS));
        assert!(drawn.contains("text-anchor=\"end\" dominant-baseline=\"alphabetic\">flank<"));
        assert!(drawn.contains("text-anchor=\"start\" dominant-baseline=\"hanging\">front<"));
    }

    #[test]
    fn overlapping_units_are_marked_whatever_the_layers() {
        let mut overlays = Overlays {
            overlapping: vec![OrientedRect::new(Vec2::new(0.0, 10.0), 40.0, 20.0, 0.0)],
            ..Overlays::default()
        };
        let marked = overlay_markup(&overlays, Layers::default());
        assert!(
            marked.contains("data-testid=\"overlay-overlaps\""),
            "{marked}"
        );
        assert!(
            marked.contains("<path class=\"overlap\" d=\"M-20 0L20 0L20 20L-20 20Z\"/>"),
            "{marked}"
        );
        overlays.overlapping.clear();
        assert_eq!(overlay_markup(&overlays, Layers::default()), "");
    }

    #[test]
    fn only_the_layers_switched_on_are_drawn() {
        let overlays = sample();
        assert_eq!(overlay_markup(&overlays, Layers::default()), "");
        let zones = overlay_markup(&overlays, Layers::ZONES);
        assert!(zones.contains("data-testid=\"overlay-zones\""), "{zones}");
        assert!(zones.contains("class=\"zone side-1\""), "{zones}");
        assert!(!zones.contains("overlay-moves"), "{zones}");
        let all = Layers::ALL
            .iter()
            .fold(Layers::default(), |l, (x, ..)| l.toggled(*x));
        let every = overlay_markup(&overlays, all);
        for (layer, _, hook, _) in Layers::ALL {
            let drawn = every.contains(&format!("overlay-{hook}"));
            assert_eq!(drawn, layer != Layers::FINDINGS, "{hook}");
        }
        assert!(every.contains("class=\"tether loose\""), "{every}");
        // The words are the page's to write, clear of the bases.
        assert!(!every.contains("overlay-label"), "{every}");
        let words = overlay_words(&overlays, all);
        assert!(words.iter().any(|w| w.text == "flank"), "{words:?}");
        assert!(
            words.iter().any(|w| w.kind == WordKind::Allowance),
            "{words:?}"
        );
    }

    #[test]
    fn each_findings_mark_is_written_in_its_units_group_while_the_layer_is_on() {
        let mut overlays = sample();
        assert!(finding_marks_markup(&overlays, Layers::ZONES).is_empty());
        let mark = overlays.findings[0];
        let second = FindingMark {
            unit: mark.unit + FINDING_MARK_GROUPS as u32 + 1,
            count: 7,
            ..mark
        };
        overlays.findings.push(second);
        let groups = finding_marks_markup(&overlays, Layers::FINDINGS);
        assert_eq!(groups.len(), FINDING_MARK_GROUPS);
        let first = "class=\"overlay-label finding-count\" x=\"40\" y=\"-5\" text-anchor=\"end\" dominant-baseline=\"alphabetic\">3</text>";
        for (at, group) in groups.iter().enumerate() {
            let own = |unit: u32| at == unit as usize % FINDING_MARK_GROUPS;
            assert_eq!(group.contains(first), own(mark.unit), "group {at}: {group}");
            assert_eq!(
                group.contains(">7</text>"),
                own(second.unit),
                "group {at}: {group}"
            );
        }
    }

    #[test]
    fn a_cone_spans_the_arc_either_side_of_its_heading() {
        // Facing right (90°), a 45° half arc reaches up-right and down-right.
        let every = overlay_markup(&sample(), Layers::MOVES);
        let reach = Decimal::drawn(100.0 * std::f32::consts::FRAC_1_SQRT_2);
        let expected = format!("L{reach} -{reach}A100 100 0 0 1 {reach} {reach}Z");
        assert!(every.contains(&expected), "{every} lacks {expected}");
        assert!(every.contains("r=\"50\""), "{every}");
    }
}

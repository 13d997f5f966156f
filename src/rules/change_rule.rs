//! Which formation changes a troop type may make, and the anchor each keeps.

use super::Cited;
use crate::doc::{DocError, Fields};
use crate::formation::{Anchor, Turn};

/// A formation change a troop type may make, from one formation to another (`*` for any),
/// with the anchor its rule keeps.
#[derive(Clone, Debug, PartialEq)]
pub struct ChangeRule {
    /// The formation changed from, or `*`.
    pub from: String,
    /// The formation changed to, or `*`.
    pub to: String,
    /// What the change keeps of the old formation.
    pub anchor: Cited<AnchorKind>,
    /// Whether enemies in contact before the change are nudged to stay in contact after it
    /// (D-square-base).
    pub keeps_contact: Option<Cited<bool>>,
    /// Whether the change may leave the unit touching an enemy (C-line-to-col: not when it
    /// would end in hand-to-hand combat).
    pub into_contact: Option<Cited<bool>>,
}

/// The anchors a ruleset may name (see [`Anchor`] for what each keeps).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnchorKind {
    /// B-square-anchor.
    FrontCentre,
    /// B-oblique-square.
    CornerOnFrontCentre,
    /// B-rect-square.
    TouchFrontCentre,
    /// C-col-to-line.
    LeadingElement,
    /// C-line-to-col.
    StationaryElement,
    /// C-col-to-line, C-line-to-col.
    QuarterTurn,
    /// D-square-base.
    Centre,
    ///
    ScreenMidpoint,
    /// B-square-exit.
    OverlapOldSquare,
    /// the front-centre stays, and the unit may pivot there for free.
    FrontCentrePivot,
}

/// The player's choices at a change, where the rule leaves one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AnchorChoices {
    /// Which way an oblique square or a 90° turn goes.
    pub turn: Turn,
    /// A free turn, degrees clockwise, where the rule allows any heading.
    pub turn_degrees: f32,
    /// The leading element's place in the new line, from the left.
    pub slot: Option<u32>,
    /// The element that stays put, or the old square's base to overlap.
    pub element: Option<u32>,
    /// The way of changing the player prefers where the rules give more than one, such as
    /// every element turning 90° (C-col-to-line, C-line-to-col); `None` takes the rules'
    /// first way.
    pub method: Option<AnchorKind>,
}

impl Default for AnchorChoices {
    fn default() -> Self {
        Self {
            turn: Turn::Right,
            turn_degrees: 0.0,
            slot: None,
            element: None,
            method: None,
        }
    }
}

impl AnchorKind {
    /// The names a ruleset file may use.
    pub const NAMES: [(&'static str, AnchorKind); 10] = [
        ("front-centre", AnchorKind::FrontCentre),
        ("corner-on-front-centre", AnchorKind::CornerOnFrontCentre),
        ("touch-front-centre", AnchorKind::TouchFrontCentre),
        ("leading-element", AnchorKind::LeadingElement),
        ("stationary-element", AnchorKind::StationaryElement),
        ("quarter-turn", AnchorKind::QuarterTurn),
        ("centre", AnchorKind::Centre),
        ("screen-midpoint", AnchorKind::ScreenMidpoint),
        ("overlap-old-square", AnchorKind::OverlapOldSquare),
        ("front-centre-pivot", AnchorKind::FrontCentrePivot),
    ];

    /// The name a ruleset file gives it.
    pub fn name(self) -> &'static str {
        Self::NAMES
            .iter()
            .find(|(_, kind)| *kind == self)
            .map_or("", |(name, _)| name)
    }

    /// The way of changing, as a player reads it among the ways the rules give.
    pub fn way(self) -> &'static str {
        match self {
            AnchorKind::FrontCentre => "the front-centre stays",
            AnchorKind::CornerOnFrontCentre => "a corner on the front-centre",
            AnchorKind::TouchFrontCentre => "touching the front-centre",
            AnchorKind::LeadingElement => "the leading element stays",
            AnchorKind::StationaryElement => "one element stays",
            AnchorKind::QuarterTurn => "every element turns 90°",
            AnchorKind::Centre => "the centre stays",
            AnchorKind::ScreenMidpoint => "the screen's middle stays",
            AnchorKind::OverlapOldSquare => "a front stand over the old square",
            AnchorKind::FrontCentrePivot => "the front-centre stays, turning freely",
        }
    }

    /// Whether a change by this anchor reads the way it turns.
    pub fn reads_turn(self) -> bool {
        matches!(
            self,
            AnchorKind::CornerOnFrontCentre | AnchorKind::QuarterTurn
        )
    }

    /// Whether a change by this anchor reads a free new heading.
    pub fn reads_heading(self) -> bool {
        matches!(
            self,
            AnchorKind::TouchFrontCentre
                | AnchorKind::FrontCentrePivot
                | AnchorKind::Centre
                | AnchorKind::OverlapOldSquare
        )
    }

    /// Whether a change by this anchor reads the base that stays put, or the old square's
    /// base to overlap.
    pub fn reads_element(self) -> bool {
        matches!(
            self,
            AnchorKind::StationaryElement | AnchorKind::OverlapOldSquare
        )
    }

    /// Whether a change by this anchor reads the leading base's place in the new line.
    pub fn reads_slot(self) -> bool {
        self == AnchorKind::LeadingElement
    }

    /// Whether a change by this anchor can leave the unit turned `degrees` clockwise from its
    /// old heading (within half a degree): what tells apart, in a recorded change, the ways
    /// the rules give for it (C-line-to-col's same facing from its quarter turn).
    pub fn can_turn_by(self, degrees: f32) -> bool {
        let turned = ((degrees + 540.0).rem_euclid(360.0) - 180.0).abs();
        let near = |fixed: f32| (turned - fixed).abs() <= 0.5;
        match self {
            AnchorKind::FrontCentre
            | AnchorKind::LeadingElement
            | AnchorKind::StationaryElement
            | AnchorKind::ScreenMidpoint => near(0.0),
            AnchorKind::CornerOnFrontCentre => near(45.0),
            AnchorKind::QuarterTurn => near(90.0),
            AnchorKind::TouchFrontCentre
            | AnchorKind::FrontCentrePivot
            | AnchorKind::Centre
            | AnchorKind::OverlapOldSquare => true,
        }
    }

    /// The engine's anchor, with the player's choices.
    pub fn anchor(self, choices: &AnchorChoices) -> Anchor {
        match self {
            AnchorKind::FrontCentre => Anchor::FrontCentre,
            AnchorKind::CornerOnFrontCentre => Anchor::CornerOnFrontCentre { turn: choices.turn },
            AnchorKind::TouchFrontCentre | AnchorKind::FrontCentrePivot => {
                Anchor::TouchFrontCentre {
                    turn_degrees: choices.turn_degrees,
                }
            }
            AnchorKind::LeadingElement => Anchor::LeadingElement { slot: choices.slot },
            AnchorKind::StationaryElement => Anchor::StationaryElement {
                element: choices.element,
            },
            AnchorKind::QuarterTurn => Anchor::QuarterTurn { turn: choices.turn },
            AnchorKind::Centre => Anchor::Centre {
                turn_degrees: choices.turn_degrees,
            },
            AnchorKind::ScreenMidpoint => Anchor::ScreenMidpoint,
            AnchorKind::OverlapOldSquare => Anchor::OverlapOldSquare {
                turn_degrees: choices.turn_degrees,
                element: choices.element,
            },
        }
    }
}

impl ChangeRule {
    /// Whether this rule covers every change of the troop type (`from = "*"`, `to = "*"`),
    /// as a fallback rather than a way the rules give for a change.
    pub fn covers_all(&self) -> bool {
        self.from == "*" && self.to == "*"
    }

    /// Whether this rule covers a change from `from` to `to`.
    pub fn covers(&self, from: &str, to: &str) -> bool {
        (self.from == "*" || self.from == from) && (self.to == "*" || self.to == to)
    }

    /// Reads one `[[troop.change]]` table.
    pub(super) fn read(fields: &mut Fields) -> Result<Self, DocError> {
        let from = fields.string("from")?;
        let to = fields.string("to")?;
        let anchor = fields.cited("anchor", |f| f.choice("value", &AnchorKind::NAMES))?;
        let keeps_contact = fields.optional_cited("keeps_contact", |f| f.boolean("value"))?;
        let into_contact = fields.optional_cited("into_contact", |f| f.boolean("value"))?;
        Ok(Self {
            from,
            to,
            anchor,
            keeps_contact,
            into_contact,
        })
    }
}

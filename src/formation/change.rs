//! Formation changes: where the new formation stands, by the anchor its rule keeps.
//!
//! Every anchor comes down to three things: a point of the old formation on the table, the
//! new heading, and the point of the new formation that must land on it. The new pose follows:
//! `position = point − rotate(heading, new_point)`.

use glam::Vec2;
use serde::{Deserialize, Serialize};

use super::{BaseRole, Footprint, FormationError, Turn};
use crate::decimal::Decimal;
use crate::geom::Pose;

/// What a formation change keeps from the old formation, by the rule of the change.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "anchor", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Anchor {
    /// The new front-centre on the old one, same heading (B-square-anchor).
    FrontCentre,
    /// Turned 45°, with the corner base that then leads centred on the old front-centre
    /// (B-oblique-square).
    CornerOnFrontCentre {
        /// Which way the square turns.
        turn: Turn,
    },
    /// At any heading, the new front-centre on the old one, so a base of the new front
    /// touches it (B-rect-square); a battery's free pivot as it changes.
    TouchFrontCentre {
        /// Degrees clockwise from the old heading.
        turn_degrees: f32,
    },
    /// The old leading element neither moves nor turns; the rest form on it (C-col-to-line).
    LeadingElement {
        /// Its place in the new front rank, counted from the left; `None` for the middle.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        slot: Option<u32>,
    },
    /// A chosen element of the old line stays put; the rest form in front of it
    /// (C-line-to-col).
    StationaryElement {
        /// The element's index in the old footprint; `None` for the middle of the rear rank.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        element: Option<u32>,
    },
    /// A 90° turn: the end element pivots in place and the rest form on it (C-col-to-line,
    /// C-line-to-col).
    QuarterTurn {
        /// Which way the unit turns.
        turn: Turn,
    },
    /// Centred on the old formation's centre (D-square-base), facing any way.
    Centre {
        /// Degrees clockwise from the old heading.
        #[serde(default)]
        turn_degrees: f32,
    },
    /// The new front-centre on the midpoint of the skirmish screen's front rank.
    ScreenMidpoint,
    /// Leaving a square facing any way, with the new front-and-centre base over a base of the
    /// old square (B-square-exit).
    OverlapOldSquare {
        /// Degrees clockwise from the old heading.
        #[serde(default)]
        turn_degrees: f32,
        /// The old square's base to overlap; `None` for the middle of its front face.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        element: Option<u32>,
    },
}

/// The pose of the new formation after a change from `old` (standing at `old_pose`) to `new`,
/// keeping what `anchor` keeps.
pub fn changed_pose(
    old_pose: &Pose,
    old: &Footprint,
    new: &Footprint,
    anchor: &Anchor,
) -> Result<Pose, FormationError> {
    let centre_of = |footprint: &Footprint, index: usize| footprint.bases[index].rect.center;
    let no_bases = || FormationError::input("the formation has no bases to anchor on");
    let (old_point, turn_degrees, new_point) = match *anchor {
        Anchor::FrontCentre => (Vec2::ZERO, 0.0, Vec2::ZERO),
        Anchor::TouchFrontCentre { turn_degrees } => {
            finite(turn_degrees)?;
            (Vec2::ZERO, turn_degrees, Vec2::ZERO)
        }
        Anchor::CornerOnFrontCentre { turn } => {
            // Turned right, the front face's left end leads; turned left, its right end.
            let corner = new.end_base(opposite(turn)).ok_or_else(no_bases)?;
            (Vec2::ZERO, 45.0 * turn.sign(), centre_of(new, corner))
        }
        Anchor::LeadingElement { slot } => {
            let leading = old.front_centre_base().ok_or_else(no_bases)?;
            let target = match slot {
                Some(slot) => front_rank_slot(new, slot)?,
                None => new.front_centre_base().ok_or_else(no_bases)?,
            };
            (centre_of(old, leading), 0.0, centre_of(new, target))
        }
        Anchor::StationaryElement { element } => {
            let kept = match element {
                Some(index) => element_index(old, index)?,
                None => old.rear_centre_base().ok_or_else(no_bases)?,
            };
            let rear = new.rear_centre_base().ok_or_else(no_bases)?;
            (centre_of(old, kept), 0.0, centre_of(new, rear))
        }
        Anchor::QuarterTurn { turn } => {
            // The old element at the end the unit turns towards pivots in place. A line turns on
            // its end base; a column on its leading one.
            let pivot = if old.depth() > old.frontage() {
                old.front_centre_base()
            } else {
                old.end_base(turn)
            }
            .ok_or_else(no_bases)?;
            // It leads a new column, or stands at the new line's end nearest the old front.
            let lands = if new.depth() > new.frontage() {
                new.front_centre_base()
            } else {
                new.end_base(opposite(turn))
            }
            .ok_or_else(no_bases)?;
            (
                centre_of(old, pivot),
                90.0 * turn.sign(),
                centre_of(new, lands),
            )
        }
        Anchor::Centre { turn_degrees } => {
            finite(turn_degrees)?;
            (bounds_centre(old)?, turn_degrees, bounds_centre(new)?)
        }
        Anchor::ScreenMidpoint => {
            let screen = Footprint {
                bases: old
                    .bases
                    .iter()
                    .copied()
                    .filter(|b| b.role == BaseRole::Skirmisher)
                    .collect(),
            };
            if screen.bases.is_empty() {
                return Err(FormationError::rule(
                    "A-9.35",
                    "there is no skirmish screen to re-form on",
                ));
            }
            let b = screen.bounds();
            (
                Vec2::new((b.min.x + b.max.x) / 2.0, b.min.y),
                0.0,
                Vec2::ZERO,
            )
        }
        Anchor::OverlapOldSquare {
            turn_degrees,
            element,
        } => {
            finite(turn_degrees)?;
            let in_square = old
                .bases
                .iter()
                .any(|b| matches!(b.role, BaseRole::SquareSide { .. } | BaseRole::Substitute));
            if !in_square {
                return Err(FormationError::rule(
                    "B-square-exit",
                    "only a unit in square can leave square",
                ));
            }
            let kept = match element {
                Some(index) => element_index(old, index)?,
                None => old.front_centre_base().ok_or_else(no_bases)?,
            };
            let lead = new.front_centre_base().ok_or_else(no_bases)?;
            (centre_of(old, kept), turn_degrees, centre_of(new, lead))
        }
    };
    let heading = normalise_degrees(old_pose.heading + turn_degrees);
    let on_table = old_pose.to_table(old_point);
    let offset = Pose::new(0.0, 0.0, heading).to_table(new_point);
    let position = on_table - offset;
    Ok(Pose::new(position.x, position.y, heading))
}

/// How near a change by an anchor comes to a recorded pose: the nearest pose it gives.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Miss {
    /// How far the positions are apart, mm.
    pub mm: f32,
    /// How far the headings are apart, degrees, in `[0, 180]`.
    pub degrees: f32,
}

impl Miss {
    /// Which of two misses is nearer, a degree weighed as a millimetre: the candidates one
    /// anchor gives either share their heading or differ by a quarter turn.
    fn nearer(self, other: Self) -> Self {
        if other.mm + other.degrees < self.mm + self.degrees {
            other
        } else {
            self
        }
    }
}

/// How near a change from `old` (standing at `before`) to `new`, by `anchor` with whichever
/// choices a player could make, comes to leaving the unit at `after`: what tells a change the
/// rules could make from one written by hand. A free turn is taken as recorded; each turn,
/// base and place in the new front a player could pick is tried, each in one step.
pub fn nearest_miss(
    before: &Pose,
    old: &Footprint,
    new: &Footprint,
    anchor: &Anchor,
    after: &Pose,
) -> Result<Miss, FormationError> {
    let miss = |pose: Pose| Miss {
        mm: pose.position().distance(after.position()),
        degrees: ((pose.heading - after.heading + 540.0).rem_euclid(360.0) - 180.0).abs(),
    };
    let by = |anchor: Anchor| changed_pose(before, old, new, &anchor).map(miss);
    let free_turn = after.heading - before.heading;
    // The new formation at `heading` with its base `on` centred on the table point `held`.
    let landing = |held: Vec2, heading: f32, on: usize| {
        let position = held - Pose::new(0.0, 0.0, heading).to_table(new.bases[on].rect.center);
        miss(Pose::new(position.x, position.y, heading))
    };
    let nearest = |misses: &mut dyn Iterator<Item = Miss>| {
        misses
            .reduce(Miss::nearer)
            .ok_or_else(|| FormationError::input("the formation has no bases to anchor on"))
    };
    match *anchor {
        Anchor::FrontCentre | Anchor::ScreenMidpoint => by(*anchor),
        Anchor::CornerOnFrontCentre { .. } => {
            Ok(by(Anchor::CornerOnFrontCentre { turn: Turn::Left })?
                .nearer(by(Anchor::CornerOnFrontCentre { turn: Turn::Right })?))
        }
        Anchor::QuarterTurn { .. } => Ok(by(Anchor::QuarterTurn { turn: Turn::Left })?
            .nearer(by(Anchor::QuarterTurn { turn: Turn::Right })?)),
        Anchor::TouchFrontCentre { .. } => by(Anchor::TouchFrontCentre {
            turn_degrees: free_turn,
        }),
        Anchor::Centre { .. } => by(Anchor::Centre {
            turn_degrees: free_turn,
        }),
        Anchor::LeadingElement { .. } => {
            by(Anchor::LeadingElement { slot: None })?;
            let leading = old.front_centre_base().unwrap_or_default();
            let held = before.to_table(old.bases[leading].rect.center);
            nearest(
                &mut front_rank(new)
                    .into_iter()
                    .map(|on| landing(held, before.heading, on)),
            )
        }
        Anchor::StationaryElement { .. } => {
            by(Anchor::StationaryElement { element: None })?;
            let rear = new.rear_centre_base().unwrap_or_default();
            nearest(&mut (0..old.base_count()).map(|kept| {
                landing(
                    before.to_table(old.bases[kept].rect.center),
                    before.heading,
                    rear,
                )
            }))
        }
        Anchor::OverlapOldSquare { .. } => {
            by(Anchor::OverlapOldSquare {
                turn_degrees: free_turn,
                element: None,
            })?;
            let lead = new.front_centre_base().unwrap_or_default();
            let heading = normalise_degrees(after.heading);
            nearest(
                &mut (0..old.base_count()).map(|kept| {
                    landing(before.to_table(old.bases[kept].rect.center), heading, lead)
                }),
            )
        }
    }
}

/// An angle in degrees brought into `[0, 360)`.
pub fn normalise_degrees(degrees: f32) -> f32 {
    let wrapped = degrees.rem_euclid(360.0);
    if wrapped >= 360.0 { 0.0 } else { wrapped }
}

fn opposite(turn: Turn) -> Turn {
    match turn {
        Turn::Right => Turn::Left,
        Turn::Left => Turn::Right,
    }
}

fn finite(degrees: f32) -> Result<(), FormationError> {
    if degrees.is_finite() {
        Ok(())
    } else {
        Err(FormationError::input(format!(
            "a turn must be a number of degrees, found {}",
            Decimal::trimmed(degrees, 4)
        )))
    }
}

fn bounds_centre(footprint: &Footprint) -> Result<Vec2, FormationError> {
    let bounds = footprint.bounds();
    if bounds.is_empty() {
        return Err(FormationError::input(
            "the formation has no bases to centre on",
        ));
    }
    Ok((bounds.min + bounds.max) / 2.0)
}

fn element_index(footprint: &Footprint, index: u32) -> Result<usize, FormationError> {
    let count = footprint.base_count();
    (index as usize)
        .lt(&count)
        .then_some(index as usize)
        .ok_or_else(|| {
            FormationError::input(format!(
                "element {} does not exist: the unit has {count}",
                index + 1
            ))
        })
}

/// The bases of the front rank, in footprint order.
fn front_rank(footprint: &Footprint) -> Vec<usize> {
    let front = footprint.bounds().min.y;
    (0..footprint.bases.len())
        .filter(|&i| {
            let rect = &footprint.bases[i].rect;
            footprint.bases[i].role.is_base() && (rect.bounds().min.y - front).abs() < 1e-3
        })
        .collect()
}

/// The base in the new front rank's `slot`, counted from the left.
fn front_rank_slot(footprint: &Footprint, slot: u32) -> Result<usize, FormationError> {
    let rank = front_rank(footprint);
    // The base with `slot` bases of the rank to its left (a rank has at most a unit's bases,
    // so counting for each is cheap, and the page carries no sort for it).
    let left_of = |a: usize, b: usize| {
        let x = |i: usize| footprint.bases[i].rect.center.x;
        x(a).total_cmp(&x(b)).then(a.cmp(&b)).is_lt()
    };
    let in_slot = rank
        .iter()
        .copied()
        .find(|&i| rank.iter().filter(|&&j| left_of(j, i)).count() == slot as usize);
    in_slot.ok_or_else(|| {
        FormationError::input(format!(
            "slot {} does not exist: the front rank has {} places",
            slot + 1,
            rank.len()
        ))
    })
}

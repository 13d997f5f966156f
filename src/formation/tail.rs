//! A column's tail flexed round a bend, as a column following a road or wheeling sharply may
//! (C-flex): ranks turned behind the leading one, each still touching the rank ahead.
//!
//! Drillbook's own geometry: a bend turns one rank, and every rank behind it, about the rank's
//! front corner on the inside of the turn. That corner stays on the rear edge of the rank
//! ahead, so the two keep corner contact and only open on the outside of the turn, as a file
//! wheeling round a corner does.

use glam::{Affine2, Vec2};
use serde::{Deserialize, Serialize};

use super::{Footprint, FormationError};
use crate::cited::Cited;
use crate::decimal::Decimal;

/// The most a bend may turn, and the most any rank may face away from the leading rank, in
/// degrees. A tail turned further would reach past the head's front, so the unit's front
/// would no longer be its leading rank.
pub const MOST_TAIL_TURN_DEGREES: f32 = 90.0;

/// One bend of a column's tail: rank `rank` (the leading rank is 0) and every rank behind it
/// turn `degrees` clockwise, as seen from above, from the rank ahead.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TailBend {
    /// The first rank that turns, counting the leading rank as 0.
    pub rank: u32,
    /// The turn, degrees clockwise; negative turns anticlockwise.
    pub degrees: f32,
}

/// Where rank `rank` of a column joins the rank ahead, for a handle that bends it: the
/// rear-centre of the rank ahead and the way it faces, and the turns the bend may take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TailJoint {
    /// The rank that turns there, counting the leading rank as 0.
    pub rank: u32,
    /// The rear-centre of the rank ahead, in the unit's frame.
    pub at: Vec2,
    /// How the rank ahead faces, degrees clockwise from the unit's front.
    pub facing: f32,
    /// How the rank turns now, degrees clockwise from the rank ahead.
    pub turn: f32,
    /// The least and the most the rank may turn, degrees, so that neither it nor any rank
    /// behind faces more than [`MOST_TAIL_TURN_DEGREES`] from the leading rank.
    pub range: (f32, f32),
}

/// Turns the ranks of a straight column's `footprint` by `bends`, given in order of rank, and
/// gives the joints between its ranks. `flex` is the rule that lets the column bend; without
/// it, any bend is refused.
///
/// Ranks are the bases that share a front edge, front to back; road space behind a base (a
/// limber) turns with the rank ahead of it. A bend of the leading rank or past the last rank,
/// bends out of order, and a turn over [`MOST_TAIL_TURN_DEGREES`] or a rank facing further
/// than that from the leading rank are refused. Within those limits each rank leans away from
/// the one ahead, so no two bases overlap (`tests/formation_properties.rs` checks it).
pub fn bend_tail(
    footprint: &mut Footprint,
    bends: &[TailBend],
    flex: Option<&Cited<bool>>,
) -> Result<Vec<TailJoint>, FormationError> {
    let rule = match flex.filter(|f| f.value) {
        Some(flex) => flex.cite(),
        None if bends.is_empty() => "",
        None => {
            return Err(FormationError::input(
                "no rule of this ruleset lets the column's tail bend",
            ));
        }
    };
    let ranks = straight_ranks(footprint);
    // Road space behind a base belongs to the last rank whose front is not behind its own.
    let rank_of = |front: f32| {
        ranks
            .partition_point(|r| r.front <= front + 1e-3)
            .saturating_sub(1)
    };
    let mut placing = vec![(Affine2::IDENTITY, 0.0_f32); ranks.len()];
    let mut joints = Vec::with_capacity(ranks.len().saturating_sub(1));
    let mut turned = 0.0_f32;
    let mut transform = Affine2::IDENTITY;
    let mut next = bends.iter().peekable();
    for (rank, straight) in ranks.iter().enumerate() {
        let bend = next.next_if(|b| b.rank as usize == rank);
        if rank > 0 {
            joints.push(TailJoint {
                rank: rank as u32,
                at: transform.transform_point2(Vec2::new(0.0, straight.front)),
                facing: turned,
                turn: bend.map_or(0.0, |b| b.degrees),
                range: (0.0, 0.0),
            });
        }
        if let Some(bend) = bend {
            check_bend(bend, rank, rule)?;
            turned += bend.degrees;
            if turned.abs() > MOST_TAIL_TURN_DEGREES + 1e-3 {
                return Err(FormationError::rule(
                    rule,
                    format!(
                        "rank {} would face {}° from the leading rank; a tail may turn at most {}°",
                        rank + 1,
                        Decimal::trimmed(turned.abs(), 1),
                        Decimal::trimmed(MOST_TAIL_TURN_DEGREES, 0)
                    ),
                ));
            }
            transform = straight.turned(transform, bend.degrees);
        }
        placing[rank] = (transform, turned);
    }
    if let Some(bend) = next.next() {
        return Err(match bends.iter().map(|b| b.rank).max() {
            Some(past) if past as usize >= ranks.len() => FormationError::rule(
                rule,
                format!(
                    "the column has {} ranks, so its tail cannot bend at rank {}",
                    ranks.len(),
                    past + 1
                ),
            ),
            _ => out_of_order(bend, rule),
        });
    }
    if !bends.is_empty() {
        for base in &mut footprint.bases {
            let (transform, degrees) = placing[rank_of(front_edge(base))];
            base.rect.center = transform.transform_point2(base.rect.center);
            base.rect.rotation = Vec2::from_angle(degrees.to_radians()).rotate(base.rect.rotation);
        }
    }
    limit_turns(&mut joints, &placing);
    Ok(joints)
}

/// Sets each joint's range: its rank, and every rank behind, facing within the limit.
fn limit_turns(joints: &mut [TailJoint], placing: &[(Affine2, f32)]) {
    let most = MOST_TAIL_TURN_DEGREES;
    // The least and most any rank at or behind each joint faces, beyond the joint's own turn.
    let mut behind = (f32::INFINITY, f32::NEG_INFINITY);
    for joint in joints.iter_mut().rev() {
        let facing = placing[joint.rank as usize].1;
        behind = (behind.0.min(facing), behind.1.max(facing));
        let (least, highest) = (behind.0 - facing, behind.1 - facing);
        joint.range = (
            (-most - joint.facing - least).max(-most),
            (most - joint.facing - highest).min(most),
        );
    }
}

fn check_bend(bend: &TailBend, rank: usize, rule: &str) -> Result<(), FormationError> {
    if rank == 0 {
        return Err(FormationError::rule(
            rule,
            "the leading rank is the head of the column: only the ranks behind it bend",
        ));
    }
    if !(bend.degrees.is_finite() && bend.degrees.abs() <= MOST_TAIL_TURN_DEGREES) {
        return Err(FormationError::rule(
            rule,
            format!(
                "a bend of the tail turns at most {}°, found {}°",
                Decimal::trimmed(MOST_TAIL_TURN_DEGREES, 0),
                Decimal::trimmed(bend.degrees, 1)
            ),
        ));
    }
    Ok(())
}

fn out_of_order(bend: &TailBend, rule: &str) -> FormationError {
    FormationError::rule(
        rule,
        format!(
            "the tail's bends must be listed once each, rank by rank; rank {} is out of order",
            bend.rank + 1
        ),
    )
}

/// One rank of the straight column, in its frame: its front edge, its ends, and the sum and
/// count of its bases' centres.
pub(super) struct StraightRank {
    front: f32,
    left: f32,
    right: f32,
    centres: (Vec2, f32),
}

impl StraightRank {
    /// The middle of its bases, in the straight column's frame.
    pub(super) fn middle(&self) -> Vec2 {
        self.centres.0 / self.centres.1.max(1.0)
    }

    /// What places it, turned `degrees` clockwise from the rank ahead, which `ahead` places:
    /// a turn about its front corner on the inside of the turn (its left end for a clockwise
    /// turn, its right end for an anticlockwise one), as placed by `ahead`.
    pub(super) fn turned(&self, ahead: Affine2, degrees: f32) -> Affine2 {
        if degrees == 0.0 {
            return ahead;
        }
        let x = if degrees > 0.0 { self.left } else { self.right };
        let pivot = ahead.transform_point2(Vec2::new(x, self.front));
        Affine2::from_translation(pivot)
            * Affine2::from_angle(degrees.to_radians())
            * Affine2::from_translation(-pivot)
            * ahead
    }
}

/// The ranks of a straight column, front to back, in one pass over its bases, which stand
/// rank by rank from the front; road space (limbers) and skirmishers are not a rank's.
pub(super) fn straight_ranks(footprint: &Footprint) -> Vec<StraightRank> {
    let mut ranks: Vec<StraightRank> = Vec::new();
    for base in footprint.bases.iter().filter(|b| b.role.in_body()) {
        let (front, half) = (front_edge(base), base.rect.half_size.x);
        let (left, right) = (base.rect.center.x - half, base.rect.center.x + half);
        let centre = base.rect.center;
        match ranks.last_mut() {
            Some(rank) if (rank.front - front).abs() < 1e-3 => {
                rank.left = rank.left.min(left);
                rank.right = rank.right.max(right);
                rank.centres = (rank.centres.0 + centre, rank.centres.1 + 1.0);
            }
            _ => ranks.push(StraightRank {
                front,
                left,
                right,
                centres: (centre, 1.0),
            }),
        }
    }
    ranks
}

fn front_edge(base: &super::Base) -> f32 {
    base.rect.center.y - base.rect.half_size.y
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formation::Basing;
    use crate::formation::column;

    fn single_file(bases: u32) -> Footprint {
        let basing = Basing {
            bases,
            figures_per_base: 3,
            base_width_mm: 40.0,
            base_depth_mm: 20.0,
        };
        column(&basing, 1).expect("a column")
    }

    fn bend(rank: u32, degrees: f32) -> TailBend {
        TailBend { rank, degrees }
    }

    fn flexed(
        footprint: &mut Footprint,
        bends: &[TailBend],
    ) -> Result<Vec<TailJoint>, FormationError> {
        bend_tail(footprint, bends, Some(&Cited::by_rule(true, "C-flex")))
    }

    #[test]
    fn only_a_column_its_rules_let_flex_bends() {
        for flex in [None, Some(Cited::by_rule(false, "C-flex"))] {
            let mut footprint = single_file(3);
            let refused = bend_tail(&mut footprint, &[bend(1, 10.0)], flex.as_ref());
            assert!(refused.is_err());
            assert_eq!(
                bend_tail(&mut footprint, &[], flex.as_ref()).map(|j| j.len()),
                Ok(2)
            );
        }
        let mut footprint = single_file(3);
        let error = flexed(&mut footprint, &[bend(1, 95.0)]).expect_err("too far");
        assert_eq!(error.rule.as_deref(), Some("C-flex"));
    }

    #[test]
    fn a_bend_keeps_the_ranks_touching_at_the_inner_corner() {
        let mut footprint = single_file(4);
        flexed(&mut footprint, &[bend(2, 30.0)]).expect("bends");
        let [second, third] = [&footprint.bases[1].rect, &footprint.bases[2].rect];
        // Clockwise: the third rank turns about its front-left corner, which stays on the
        // second rank's rear-left corner; its front-right corner swings back.
        let rear_left = second.corners()[3];
        let front_left = third.corners()[0];
        assert!(
            rear_left.distance(front_left) < 1e-3,
            "{rear_left} {front_left}"
        );
        assert!(third.corners()[1].y > second.corners()[2].y + 1.0);
        assert!((third.degrees() - 30.0).abs() < 1e-3);
        assert!((footprint.bases[3].rect.degrees() - 30.0).abs() < 1e-3);
        // The head and the rank behind it do not move.
        assert_eq!(footprint.bases[0], single_file(4).bases[0]);
        assert_eq!(footprint.bases[1], single_file(4).bases[1]);
    }

    #[test]
    fn an_anticlockwise_bend_pivots_on_the_right() {
        let mut footprint = single_file(3);
        flexed(&mut footprint, &[bend(1, -45.0)]).expect("bends");
        let rear_right = footprint.bases[0].rect.corners()[2];
        let front_right = footprint.bases[1].rect.corners()[1];
        assert!(rear_right.distance(front_right) < 1e-3);
    }

    #[test]
    fn bends_add_up_along_the_tail() {
        let mut footprint = single_file(5);
        flexed(&mut footprint, &[bend(1, 40.0), bend(3, 40.0)]).expect("bends");
        let facings: Vec<f32> = footprint.bases.iter().map(|b| b.rect.degrees()).collect();
        for (got, want) in facings.iter().zip([0.0, 40.0, 40.0, 80.0, 80.0]) {
            assert!((got - want).abs() < 1e-3, "{facings:?}");
        }
    }

    #[test]
    fn each_joint_says_how_far_its_rank_may_turn() {
        let mut footprint = single_file(4);
        let joints = flexed(&mut footprint, &[bend(2, 60.0)]).expect("bends");
        let seen: Vec<_> = joints
            .iter()
            .map(|j| (j.rank, j.facing, j.turn, j.range))
            .collect();
        assert_eq!(
            seen,
            [
                (1, 0.0, 0.0, (-90.0, 30.0)),
                (2, 0.0, 60.0, (-90.0, 90.0)),
                (3, 60.0, 0.0, (-90.0, 30.0)),
            ]
        );
        assert!(joints[0].at.distance(Vec2::new(0.0, 20.0)) < 1e-4);
        let third = footprint.bases[2].rect;
        let rear_centre = third.center + third.rotation.rotate(Vec2::new(0.0, 10.0));
        assert!(joints[2].at.distance(rear_centre) < 1e-3);
    }

    #[test]
    fn the_head_the_end_and_order_are_kept() {
        for bends in [
            vec![bend(0, 10.0)],
            vec![bend(4, 10.0)],
            vec![bend(2, 10.0), bend(1, 10.0)],
            vec![bend(2, 10.0), bend(2, 10.0)],
            vec![bend(1, 91.0)],
            vec![bend(1, f32::NAN)],
            vec![bend(1, 60.0), bend(2, 60.0)],
        ] {
            let mut footprint = single_file(4);
            assert!(flexed(&mut footprint, &bends).is_err(), "{bends:?}");
        }
    }
}

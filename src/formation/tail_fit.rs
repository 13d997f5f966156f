//! A column's tail laid along a path, such as a road's centre line (C-flex), so a player need
//! not bend it rank by rank.
//!
//! Drillbook's own: a beam search over the ranks from the front. Each rank may turn, in steps
//! of [`FIT_STEP_DEGREES`], as far as a tail may; each partial tail is scored by how far its
//! ranks' middles stand from the path, and the best few go on to the next rank. Looking at the
//! whole tail rather than rank by rank lets a rank turn early, at a corner, so the ranks behind
//! it can follow the road round it.

use glam::{Affine2, Vec2};

use super::tail::straight_ranks;
use super::{Footprint, MOST_TAIL_TURN_DEGREES, TailBend};
use crate::geom::Segment;

/// How finely the fitted bends turn, degrees; a player can set any turn by hand.
pub const FIT_STEP_DEGREES: f32 = 5.0;

/// How many partial tails go on to the next rank.
const BEAM: usize = 12;

/// One partial tail: its score, how much it turns in all, the way its last rank faces, what
/// places that rank, and its bends.
#[derive(Clone)]
struct Partial {
    off_path: f32,
    turning: f32,
    facing: f32,
    last: Affine2,
    bends: Vec<TailBend>,
}

/// The bends that lay the straight column `footprint` (in its own frame) along `path` (points
/// in the same frame): of the tails the search tries, the one whose ranks' middles stand
/// nearest the path in all, and the one that turns least where two stand as near.
pub fn tail_along(footprint: &Footprint, path: &[Vec2]) -> Vec<TailBend> {
    let ranks = straight_ranks(footprint);
    let steps = (MOST_TAIL_TURN_DEGREES / FIT_STEP_DEGREES) as i32;
    let mut beam = vec![Partial {
        off_path: 0.0,
        turning: 0.0,
        facing: 0.0,
        last: Affine2::IDENTITY,
        bends: Vec::new(),
    }];
    for (rank, straight) in ranks.iter().enumerate().skip(1) {
        let middle = straight.middle();
        let mut next: Vec<Partial> = Vec::with_capacity(beam.len() * (2 * steps as usize + 1));
        for partial in &beam {
            for step in -steps..=steps {
                let degrees = step as f32 * FIT_STEP_DEGREES;
                let facing = partial.facing + degrees;
                if facing.abs() > MOST_TAIL_TURN_DEGREES {
                    continue;
                }
                let last = straight.turned(partial.last, degrees);
                let mut bends = partial.bends.clone();
                if step != 0 {
                    bends.push(TailBend {
                        rank: rank as u32,
                        degrees,
                    });
                }
                next.push(Partial {
                    off_path: partial.off_path + distance_to(path, last.transform_point2(middle)),
                    turning: partial.turning + degrees.abs(),
                    facing,
                    last,
                    bends,
                });
            }
        }
        next.sort_unstable_by(|a, b| {
            (a.off_path.total_cmp(&b.off_path)).then(a.turning.total_cmp(&b.turning))
        });
        next.truncate(BEAM);
        beam = next;
    }
    beam.into_iter().next().map(|p| p.bends).unwrap_or_default()
}

fn distance_to(path: &[Vec2], at: Vec2) -> f32 {
    path.windows(2)
        .map(|leg| Segment::new(leg[0], leg[1]).distance_to(at))
        .fold(f32::INFINITY, f32::min)
}

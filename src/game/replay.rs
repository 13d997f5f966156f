//! A turn replayed: each unit glides from where it stood at the turn before's end, along the
//! path the rules measured for its move, to where it stands at the turn's end. Units lost in
//! the turn fade out where they stood; units that arrived fade in where they stand.
//!
//! The paths are those the turn's story found ([`TurnReplay::new`]); a frame then costs a
//! walk along each moving unit's few poses ([`TurnReplay::at`]), so 200 units replay within
//! a frame.

use crate::codec::{CodecError, Reader, Writer};
use crate::geom::Pose;
use crate::layout::Layout;

use super::TurnStory;

/// Where a unit stands at a moment of a replay, and how present it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReplayPose {
    /// The unit.
    pub id: u32,
    /// Where it stands.
    pub pose: Pose,
    /// How much of it shows: 1 whole, 0 gone (a unit lost fades out, one arrived fades in).
    pub shown: f32,
}

/// One unit's way through the turn: its poses, and how far along the way each stands.
#[derive(Clone, Debug, PartialEq)]
struct Way {
    id: u32,
    poses: Vec<Pose>,
    /// The distance from the first pose to each, mm; the last is the way's length.
    along: Vec<f32>,
    shown: (f32, f32),
}

impl Way {
    fn new(id: u32, poses: Vec<Pose>, shown: (f32, f32)) -> Self {
        let mut along = Vec::with_capacity(poses.len());
        let mut total = 0.0;
        for (k, pose) in poses.iter().enumerate() {
            if k > 0 {
                total += pose.position().distance(poses[k - 1].position());
            }
            along.push(total);
        }
        Self {
            id,
            poses,
            along,
            shown,
        }
    }

    /// Where it stands `part` of the way along (0 to 1).
    fn at(&self, part: f32) -> ReplayPose {
        let shown = self.shown.0 + (self.shown.1 - self.shown.0) * part;
        let length = self.along.last().copied().unwrap_or(0.0);
        let pose = match self.poses.as_slice() {
            [] => Pose::default(),
            [only] => *only,
            [first, .., last] if length <= 0.0 => {
                // A turn in place: the heading alone moves.
                let turned = (last.heading - first.heading + 540.0).rem_euclid(360.0) - 180.0;
                Pose::new(last.x, last.y, first.heading + turned * part)
            }
            poses => {
                let wanted = length * part;
                let k = self
                    .along
                    .partition_point(|&d| d < wanted)
                    .clamp(1, poses.len() - 1);
                let (a, b) = (poses[k - 1], poses[k]);
                let span = self.along[k] - self.along[k - 1];
                let t = if span > 0.0 {
                    ((wanted - self.along[k - 1]) / span).clamp(0.0, 1.0)
                } else {
                    1.0
                };
                let turned = (b.heading - a.heading + 540.0).rem_euclid(360.0) - 180.0;
                let at = a.position().lerp(b.position(), t);
                Pose::new(at.x, at.y, (a.heading + turned * t).rem_euclid(360.0))
            }
        };
        ReplayPose {
            id: self.id,
            pose,
            shown,
        }
    }
}

/// A turn, ready to be replayed at any moment.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnReplay {
    ways: Vec<Way>,
}

impl TurnReplay {
    /// The replay of `table`'s turn, told as `story`, from `before`, the turn before it.
    /// Every unit of `table` has a way, in its order, then every unit lost in the turn.
    pub fn new(table: &Layout, before: &Layout, story: &TurnStory) -> Self {
        let mut ways = Vec::with_capacity(table.units.len() + story.lost.len());
        for unit in &table.units {
            let way = match story.moves.iter().find(|m| m.id == unit.id) {
                Some(moved) => {
                    let poses: Vec<Pose> = moved.trails.iter().flatten().copied().collect();
                    Way::new(unit.id, poses, (1.0, 1.0))
                }
                None if before.unit(unit.id).is_none() => {
                    Way::new(unit.id, vec![unit.pose], (0.0, 1.0))
                }
                None => {
                    let stood = before.unit(unit.id).map_or(unit.pose, |u| u.pose);
                    Way::new(unit.id, vec![stood, unit.pose], (1.0, 1.0))
                }
            };
            ways.push(way);
        }
        for lost in &story.lost {
            ways.push(Way::new(lost.id, vec![lost.pose], (1.0, 0.0)));
        }
        Self { ways }
    }

    /// Where every unit stands `part` of the way through the turn (0 its start, 1 its end).
    pub fn at(&self, part: f32) -> Vec<ReplayPose> {
        let part = if part.is_nan() {
            0.0
        } else {
            part.clamp(0.0, 1.0)
        };
        self.ways.iter().map(|way| way.at(part)).collect()
    }

    /// Writes the replay in the compact form, for the page from the reader worker.
    pub fn put(&self, w: &mut Writer) {
        w.list(&self.ways, |w, way| {
            w.u32(way.id);
            w.f32(way.shown.0);
            w.f32(way.shown.1);
            w.list(&way.poses, |w, pose| {
                for value in [pose.x, pose.y, pose.heading] {
                    w.f32(value);
                }
            });
        });
    }

    /// Reads a replay [`TurnReplay::put`] wrote; damaged bytes give an error. A way is as
    /// long as the bytes it was read from, so a reply costs no more than it weighs.
    pub fn get(r: &mut Reader) -> Result<Self, CodecError> {
        let ways = r.list(|r| {
            let (id, shown) = (r.u32()?, (r.f32()?, r.f32()?));
            let poses = r.list(|r| Ok(Pose::new(r.f32()?, r.f32()?, r.f32()?)))?;
            Ok(Way::new(id, poses, shown))
        })?;
        Ok(Self { ways })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Library;
    use crate::table::sample_game;

    #[test]
    fn a_replay_starts_where_the_turn_before_ended_and_ends_where_the_turn_did() {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let mut game = sample_game(ruleset, 24, 3).expect("a game");
        let lost = game.units.remove(5).id;
        let before = game.record.turn(2).expect("kept").clone();
        let story = super::super::turn_story(&game, Some(&before), ruleset);
        let replay = TurnReplay::new(&game, &before, &story);
        let mut w = Writer::new();
        replay.put(&mut w);
        let bytes = w.into_bytes();
        let read = TurnReplay::get(&mut Reader::new(&bytes)).expect("read back");
        assert_eq!(read, replay);
        assert!(TurnReplay::get(&mut Reader::new(&bytes[..bytes.len() - 3])).is_err());
        let close = |a: Pose, b: Pose| a.position().distance(b.position()) < 0.01;
        for (start, unit) in replay.at(0.0).iter().zip(&game.units) {
            let stood = before.unit(unit.id).expect("stood before").pose;
            assert!(close(start.pose, stood), "unit {}", unit.id);
        }
        for (end, unit) in replay.at(1.0).iter().zip(&game.units) {
            assert!(close(end.pose, unit.pose), "unit {}", unit.id);
        }
        let fading = replay.at(0.5);
        let gone = fading.iter().find(|p| p.id == lost).expect("the lost unit");
        assert!((gone.shown - 0.5).abs() < 1e-6);
        assert!(replay.at(f32::NAN).len() == game.units.len() + 1);
    }
}

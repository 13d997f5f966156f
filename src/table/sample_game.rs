//! Sample games: a sample battle played over some turns, every unit moving in every turn as a
//! player would move it on the page, for benchmarks and for trying the turn bar out.

use glam::Vec2;

use super::drag::to_tenth;
use super::sample_battle;
use crate::geom::Pose;
use crate::layout::Layout;
use crate::rules::Ruleset;

/// The least and the most a sample unit moves in a turn, mm: from a shuffle to a cavalry
/// regiment's gallop at 28 mm scale.
const MOVE_MM: (f32, f32) = (20.0, 300.0);

/// One unit in this many wheels before it moves, pivoting on a front corner.
const WHEELS_ONE_IN: u64 = 6;

/// The most a sample wheel turns, degrees.
const MOST_WHEEL_DEGREES: f32 = 30.0;

/// A game of `units` units of the `figure-scale` ruleset (`ruleset` must be it): the sample
/// battle as the deployment, then `turns` turns, the last of them the turn in hand. In every
/// turn every unit moves ahead, a little to one side, by a distance of its own: dragged, so
/// it stands on whole tenths of a millimetre as a free drag leaves it; one in
/// [`WHEELS_ONE_IN`] wheels first, to a tenth of a degree as a wheel on the page does.
pub fn sample_game(ruleset: &Ruleset, units: usize, turns: u32) -> Result<Layout, String> {
    let mut layout = sample_battle(ruleset, units)?;
    for turn in 1..=turns {
        layout.new_turn()?;
        for index in 0..layout.units.len() {
            let unit = &layout.units[index];
            let (id, pose) = (unit.id, unit.pose);
            let draw = |salt: u64| fraction(u64::from(turn) << 32 | (index as u64) << 4 | salt);
            let mut pose = pose;
            if (draw(0) * WHEELS_ONE_IN as f32) < 1.0 {
                let half = 100.0;
                let side = if draw(1) < 0.5 { -half } else { half };
                let degrees = (draw(2) - 0.5) * 2.0 * MOST_WHEEL_DEGREES;
                let (pivot, swing) = (Vec2::new(side, 0.0), Vec2::new(-side, 0.0));
                let towards = pivot + Vec2::from_angle(degrees.to_radians()).rotate(swing - pivot);
                let wheeled = pose.wheeled(pivot, swing, pose.to_table(towards));
                pose = pose.turned_about(pivot, to_tenth(wheeled.heading).rem_euclid(360.0));
            }
            let distance = MOVE_MM.0 + draw(3) * (MOVE_MM.1 - MOVE_MM.0);
            let aside = (draw(4) - 0.5) * 0.2 * distance;
            let step = pose.to_table(Vec2::new(aside, -distance)) - pose.position();
            let to = Pose::new(
                to_tenth(pose.x + step.x),
                to_tenth(pose.y + step.y),
                pose.heading,
            );
            layout.move_unit(id, to);
        }
    }
    Ok(layout)
}

/// A fraction from 0 up to 1 drawn from `seed` (splitmix64's mix): the same every run.
fn fraction(seed: u64) -> f32 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    (z >> 40) as f32 / (1u64 << 24) as f32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Library;

    #[test]
    fn every_unit_moves_in_every_turn_and_every_turn_is_kept() -> Result<(), String> {
        let library = Library::builtin().map_err(|e| e.to_string())?;
        let ruleset = &library.get("figure-scale").ok_or("built in")?.ruleset;
        let game = sample_game(ruleset, 50, 4)?;
        assert_eq!(game.check(), Ok(()));
        assert_eq!((game.turn, game.record.len()), (4, 4));
        let mut before = game.record.iter().chain([&game]);
        let mut older = before.next().ok_or("the deployment")?;
        for newer in before {
            for (was, is) in older.units.iter().zip(&newer.units) {
                assert_ne!(was.pose, is.pose, "unit {} in turn {}", is.id, newer.turn);
                assert_eq!(is.move_start, Some(was.pose));
            }
            older = newer;
        }
        Ok(())
    }
}

//! Settling a deployed army on the ground: a unit its arrangement put on ground its rules
//! forbid, on a unit already there, or outside its zone's shape is moved to the nearest
//! clear place in its zone: along its row first, then a row further back.

use glam::Vec2;

use crate::analysis::ground_against;
use crate::geom::{Pose, overlaps, polygon_holds};
use crate::layout::{Layout, PlayerSide};
use crate::rules::Ruleset;
use crate::table::{PlacedUnit, place_unit};

/// The most places tried, all units together, before the deployment is refused: bounded
/// work on a table crowded with terrain.
const MAX_TRIES: usize = 20_000;

/// How far apart the places tried stand, at least, mm.
const LEAST_STEP_MM: f32 = 5.0;

/// The places `poses` (of `side`'s units, in their order) settled so that no unit stands on
/// forbidden ground, on another unit or outside `zone`: each unit as arranged where it is
/// clear, else the nearest clear place, rows back from its own. Refuses, naming the unit, when
/// no place is found within the work allowed.
pub(super) fn settle(
    layout: &Layout,
    ruleset: &Ruleset,
    side: PlayerSide,
    zone: &[Vec2],
    poses: &[(u32, Pose)],
) -> Result<Vec<(u32, Pose)>, String> {
    let field = layout.battlefield.as_ref();
    // Units of other sides that stand where this army deploys.
    let mut standing: Vec<PlacedUnit> = layout
        .units
        .iter()
        .filter(|u| u.side != side)
        .filter_map(|u| place_unit(u, ruleset).ok())
        .collect();
    let mut settled = Vec::with_capacity(poses.len());
    let mut tries = 0;
    for &(id, pose) in poses {
        let unit = layout
            .unit(id)
            .ok_or("a unit of the order of battle is missing")?;
        let mut placed = place_unit(unit, ruleset)?;
        let readouts = &placed.shaped.readouts;
        let across = (readouts.frontage_mm / 2.0).max(LEAST_STEP_MM);
        let back = readouts.depth_mm.max(LEAST_STEP_MM);
        let turn = Pose::new(0.0, 0.0, pose.heading);
        let mut found = None;
        'search: for row in 0..=40u16 {
            for shift in (0..=80i32).map(|k| if k % 2 == 0 { k / 2 } else { -(k + 1) / 2 }) {
                tries += 1;
                if tries > MAX_TRIES {
                    break 'search;
                }
                let offset = turn.to_table(Vec2::new(shift as f32 * across, f32::from(row) * back));
                let at = Pose::new(pose.x + offset.x, pose.y + offset.y, pose.heading);
                placed.stand_at(at);
                if clear(&placed, zone, &standing, field, ruleset) {
                    found = Some(at);
                    break 'search;
                }
            }
        }
        let Some(at) = found else {
            return Err(format!(
                "{} finds no clear place in {}'s zone: terrain its rules forbid or other units \
                 fill it; clear some of the zone, or place it by hand",
                unit.name,
                side.name()
            ));
        };
        placed.stand_at(at);
        standing.push(placed);
        settled.push((id, at));
    }
    Ok(settled)
}

/// Whether `unit` stands wholly inside `zone`, on no unit of `standing` and on no ground its
/// rules forbid.
fn clear(
    unit: &PlacedUnit,
    zone: &[Vec2],
    standing: &[PlacedUnit],
    field: Option<&crate::layout::Battlefield>,
    ruleset: &Ruleset,
) -> bool {
    unit.rects.iter().all(|r| polygon_holds(zone, r, 0.5))
        && !standing.iter().any(|other| {
            other.bounds.intersects(&unit.bounds)
                && other
                    .rects
                    .iter()
                    .any(|s| unit.rects.iter().any(|r| overlaps(r, s)))
        })
        && ground_against(field, ruleset, unit).is_empty()
}

//! The worst tables the budget admits: what a hostile link could hold, built on purpose so the
//! benchmark and the fuzzing harness can show that placing, analysing and drawing any table
//! within the limits stays bounded.

use glam::Vec2;

use super::{
    Battlefield, DeploymentZone, Layout, LayoutUnit, MAX_TABLE_SIDE_MM, MAX_ZONE_CORNERS,
    PlayerSide, RulesetRef, TurnChange,
};
use crate::formation::UnitState;
use crate::geom::Pose;
use crate::limits::{MAX_BASES, MAX_TABLE_BASES, MAX_TURN_CHANGES, MAX_UNITS};
use crate::rules::{Basing, FormationChoices, MAX_SCALE_FACTOR, Ruleset, Scale};
use crate::terrain::{
    MAX_TERRAIN_PIECES, MAX_TERRAIN_POINTS, MAX_TERRAIN_WIDTH_MM, TERRAIN_KINDS, TerrainPiece,
};

/// One worst table: its name, and the layout.
pub struct WorstTable {
    /// What is worst about it, in a few words.
    pub name: &'static str,
    /// The table.
    pub layout: Layout,
}

/// How a worst table stands its units.
#[derive(Clone, Copy)]
enum Arrangement {
    /// Every unit on one spot, facing one way.
    Pile,
    /// Every unit on one spot, each turned a little further than the last.
    Fan,
    /// Tiny bases packed close: no two units overlap, and every unit is within reach of
    /// every other.
    Dust,
    /// Units in rows a hair apart, each having turned about while it moved half a base:
    /// every move sweeps across the other rows (D-interpenetrate).
    Rows,
}

/// The worst tables of `ruleset`, every unit in a formation its ruleset gives, cycling
/// through them all, on both sides, each with a move this turn, at the largest scale (every
/// reach of the rules ten times as long), on the largest table with a zone for every side
/// of the most corners, saw-toothed so that no zone is convex, and the most terrain pieces of
/// every kind, of the most points, each lying across every unit and every move:
/// - the most units, all on one spot, and again fanned about it;
/// - the most units of tiny bases, packed close without overlapping;
/// - the most bases, in the largest units, all on one spot, and again in rows, each unit
///   having turned about across the others.
pub fn worst_tables(ruleset: &Ruleset) -> Vec<WorstTable> {
    let per_unit = MAX_TABLE_BASES / MAX_UNITS as u32;
    let giants = (MAX_TABLE_BASES / MAX_BASES) as usize;
    vec![
        WorstTable {
            name: "most units, on one spot",
            layout: table(ruleset, MAX_UNITS, per_unit, Arrangement::Pile),
        },
        WorstTable {
            name: "most units, fanned on one spot",
            layout: table(ruleset, MAX_UNITS, per_unit, Arrangement::Fan),
        },
        WorstTable {
            name: "most units of tiny bases, packed close",
            layout: table(ruleset, MAX_UNITS, per_unit, Arrangement::Dust),
        },
        WorstTable {
            name: "most bases in the largest units, on one spot",
            layout: table(ruleset, giants, MAX_BASES, Arrangement::Pile),
        },
        WorstTable {
            name: "most bases in the largest units, turned about across each other",
            layout: table(ruleset, giants, MAX_BASES, Arrangement::Rows),
        },
    ]
}

/// A table of `units` units of `bases` bases each, stood by `arrangement`.
fn table(ruleset: &Ruleset, units: usize, bases: u32, arrangement: Arrangement) -> Layout {
    let kinds: Vec<(&str, &str)> = ruleset
        .troops
        .iter()
        .flat_map(|t| t.formations.iter().map(move |f| (&*t.id, &*f.id)))
        .collect();
    let side = (units as f32).sqrt().ceil() as usize;
    let units = (0..units)
        .map(|index| {
            let (troop, formation) = kinds[index % kinds.len().max(1)];
            let (base_mm, pose) = match arrangement {
                Arrangement::Pile => (30.0, Pose::new(0.0, 0.0, 0.0)),
                Arrangement::Fan => (30.0, Pose::new(0.0, 0.0, index as f32 * 137.5 % 360.0)),
                Arrangement::Dust => {
                    let (row, column) = (index / side, index % side);
                    (0.2, Pose::new(column as f32 * 1.5, row as f32 * 1.5, 0.0))
                }
                Arrangement::Rows => (30.0, Pose::new(0.0, index as f32 * 61.0, 0.0)),
            };
            let start = match arrangement {
                Arrangement::Rows => Pose::new(pose.x + 15.0, pose.y, pose.heading + 180.0),
                _ => Pose::new(pose.x + 100.0, pose.y + 300.0, pose.heading),
            };
            LayoutUnit {
                id: index as u32 + 1,
                name: format!("Unit {}", index + 1),
                side: PlayerSide((index % 2) as u8),
                troop: troop.to_owned(),
                basing: Basing {
                    bases,
                    figures_per_base: 4,
                    base_width_mm: base_mm,
                    base_depth_mm: base_mm,
                },
                state: UnitState::GoodOrder,
                cannon: 0,
                formation: formation.to_owned(),
                choices: FormationChoices::default(),
                detached: 0,
                skirmishers: Vec::new(),
                pose,
                move_start: Some(start),
                changes: if index % 2 == 0 {
                    most_changes(ruleset, troop)
                } else {
                    Vec::new()
                },
                order: None,
            }
        })
        .collect();
    Layout {
        units,
        scale: Scale::Factor(MAX_SCALE_FACTOR),
        battlefield: Some(saw_toothed_table()),
        ..Layout::new(RulesetRef::Builtin {
            id: ruleset.id.clone(),
            version: ruleset.version.clone(),
        })
    }
}

/// The most changes of formation a turn records, through every formation of `troop` in
/// turn, each between the same two places 300 mm apart, so that every stretch of the turn
/// is a move; the same for every unit that has them (every other one), so that the table
/// still fits one link.
fn most_changes(ruleset: &Ruleset, troop: &str) -> Vec<TurnChange> {
    let formations = ruleset.troop(troop).map_or(&[][..], |t| &t.formations[..]);
    let places = [Pose::new(0.0, 0.0, 0.0), Pose::new(0.0, 300.0, 0.0)];
    formations
        .iter()
        .cycle()
        .take(MAX_TURN_CHANGES)
        .enumerate()
        .map(|(k, formation)| TurnChange {
            from: formation.id.clone(),
            before: places[k % 2],
            after: places[(k + 1) % 2],
        })
        .collect()
}

/// The largest table, each side's zone a saw-toothed band of the most corners across the
/// whole table, so that every base is held against every edge of its zone.
fn saw_toothed_table() -> Battlefield {
    let half = MAX_TABLE_SIDE_MM / 2.0;
    let teeth = MAX_ZONE_CORNERS - 2;
    let zones = PlayerSide::ALL
        .iter()
        .map(|&side| {
            let mut corners: Vec<Vec2> = (0..teeth)
                .map(|i| {
                    let x = -half + MAX_TABLE_SIDE_MM * i as f32 / (teeth - 1) as f32;
                    let y = if i % 2 == 0 { -half } else { -half + 100.0 };
                    Vec2::new(x, y)
                })
                .collect();
            corners.extend([Vec2::new(half, half), Vec2::new(-half, half)]);
            DeploymentZone { side, corners }
        })
        .collect();
    Battlefield {
        centre: Vec2::ZERO,
        width_mm: MAX_TABLE_SIDE_MM,
        depth_mm: MAX_TABLE_SIDE_MM,
        zones,
        terrain: (0..MAX_TERRAIN_PIECES).map(tangle).collect(),
    }
}

/// The `index`th terrain piece of a worst table: of the kinds in turn, of the most points,
/// zigzagging round the middle of the table where the units stand and moved, so it lies
/// across all of them. Every piece takes the same zigzag, so that they all fit one link.
fn tangle(index: usize) -> TerrainPiece {
    let kind = TERRAIN_KINDS[index % TERRAIN_KINDS.len()].1;
    let points = (0..MAX_TERRAIN_POINTS)
        .map(|i| {
            let angle = i as f32 / MAX_TERRAIN_POINTS as f32 * std::f32::consts::TAU;
            let radius = if i % 2 == 0 { 2000.0 } else { 150.0 };
            Vec2::from_angle(angle) * radius
        })
        .collect();
    TerrainPiece {
        kind,
        name: format!("Piece {}", index + 1),
        points,
        width_mm: if kind.is_linear() {
            MAX_TERRAIN_WIDTH_MM
        } else {
            0.0
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Library;

    #[test]
    fn every_worst_table_is_within_the_budget() -> Result<(), String> {
        let library = Library::builtin().map_err(|e| e.to_string())?;
        for entry in library.entries() {
            for worst in worst_tables(&entry.ruleset) {
                assert_eq!(worst.layout.check(), Ok(()), "{}", worst.name);
            }
        }
        Ok(())
    }
}

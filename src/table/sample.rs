//! Sample battles: realistic tables of any size, for benchmarks and for trying Drillbook out.

use glam::Vec2;

use crate::geom::{Bounds, Pose};
use crate::layout::{Battlefield, Layout, PlayerSide, RulesetRef, TableSize};
use crate::rules::{FormationChoices, Ruleset};
use crate::terrain::{QuickShape, TERRAIN_KINDS, TerrainPiece};

/// The mix of a sample army, as (troop type, formation) of `figure-scale`: mostly lines and
/// columns, with squares, skirmish screens, cavalry and batteries.
const MIX: [(&str, &str); 8] = [
    ("line-infantry", "line"),
    ("line-infantry", "column"),
    ("light-infantry", "semi-skirmish"),
    ("line-infantry", "line"),
    ("heavy-cavalry", "column"),
    ("line-infantry", "square"),
    ("field-artillery", "unlimbered"),
    ("medium-cavalry", "line"),
];

/// How far apart neighbouring units stand across the front, mm.
const SLOT_WIDTH_MM: f32 = 260.0;
/// How far apart the ranks of an army stand, front to back, mm: more than the deepest unit.
const SLOT_DEPTH_MM: f32 = 200.0;
/// How far a supporting unit stands behind the rear edge of the unit in front of it, mm:
/// within 1 inch, so it supports or forms a column with it.
const SUPPORT_GAP_MM: f32 = 20.0;
/// The gap between the two armies' front lines, mm.
const NO_MANS_LAND_MM: f32 = 300.0;

/// A battle of `units` units of the `figure-scale` ruleset (`ruleset` must be it): two armies
/// facing each other across the table, each in ranks of sixteen units. Every fourth rank
/// stands directly behind the rank in front of it, close enough for support, and the first
/// army's first cavalry column has charged into the enemy's front line, its move start
/// recorded.
pub fn sample_battle(ruleset: &Ruleset, units: usize) -> Result<Layout, String> {
    let mut layout = Layout::new(RulesetRef::Builtin {
        id: ruleset.id.clone(),
        version: ruleset.version.clone(),
    });
    let per_rank = 16;
    for index in 0..units {
        let side = index % 2;
        let slot = index / 2;
        let (rank, file) = (slot / per_rank, slot % per_rank);
        let (troop, formation) = MIX[slot % MIX.len()];
        let x = (file as f32 - per_rank as f32 / 2.0) * SLOT_WIDTH_MM;
        let mut depth = rank as f32 * SLOT_DEPTH_MM;
        if rank % 4 == 3 {
            // Directly behind the unit in front, whatever that unit's depth.
            let ahead = layout.units[index - 2 * per_rank].clone();
            let placed = super::place_unit(&ahead, ruleset)?;
            depth = (rank - 1) as f32 * SLOT_DEPTH_MM
                + placed.shaped.readouts.depth_mm
                + SUPPORT_GAP_MM;
        }
        let (y, heading) = if side == 0 {
            (NO_MANS_LAND_MM / 2.0 + depth, 0.0)
        } else {
            (-NO_MANS_LAND_MM / 2.0 - depth, 180.0)
        };
        let id = layout.add_unit(
            ruleset,
            troop,
            PlayerSide(side as u8),
            Pose::new(x, y, heading),
        )?;
        let unit = layout.unit_mut(id).ok_or("the unit just added")?;
        unit.formation = formation.to_owned();
        unit.choices = FormationChoices::default();
    }
    charge(&mut layout);
    Ok(layout)
}

/// Puts `layout`'s units on a table as large as their ground and a margin, and spreads
/// `pieces` pieces of terrain over that ground in a grid, every kind in turn (areas round and
/// square by turns, linear features as straight lines), so that some units stand in woods and
/// towns and some moves cross rivers and walls.
pub fn sample_terrain(layout: &mut Layout, pieces: usize) {
    let ground = Bounds::around(layout.units.iter().map(|u| u.pose.position()));
    let ground = if ground.is_empty() {
        Bounds::around([Vec2::ZERO])
    } else {
        ground
    };
    let size = ground.size() + Vec2::splat(2.0 * TABLE_MARGIN_MM);
    let table = TableSize {
        name: "sample",
        width_mm: size.x,
        depth_mm: size.y,
    };
    let mut field = Battlefield::new(table, (ground.min + ground.max) / 2.0);
    let across = (pieces as f32).sqrt().ceil().max(1.0) as usize;
    let rows = pieces.div_ceil(across).max(1);
    for i in 0..pieces {
        let (_, kind) = TERRAIN_KINDS[i % TERRAIN_KINDS.len()];
        let shape = if i % 2 == 0 {
            QuickShape::Ellipse
        } else {
            QuickShape::Rectangle
        };
        let cell = Vec2::new(
            ((i % across) as f32 + 0.5) / across as f32,
            ((i / across) as f32 + 0.5) / rows as f32,
        );
        let centre = ground.min + cell * ground.size();
        field.terrain.push(TerrainPiece::quick(kind, shape, centre));
    }
    layout.battlefield = Some(field);
}

/// The table's margin round the sample battle's ground, mm.
const TABLE_MARGIN_MM: f32 = 400.0;

/// Moves the first army's first cavalry column straight into the enemy unit facing it.
fn charge(layout: &mut Layout) {
    if let Some(unit) = layout
        .units
        .iter_mut()
        .find(|u| u.side.0 == 0 && u.troop.ends_with("cavalry") && u.formation == "column")
    {
        let start = unit.pose;
        unit.move_start = Some(start);
        unit.pose = Pose::new(start.x, start.y - NO_MANS_LAND_MM, start.heading);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Library;

    #[test]
    fn the_sample_terrain_stands_on_the_table_among_the_units() -> Result<(), String> {
        let library = Library::builtin().map_err(|e| e.to_string())?;
        let ruleset = &library.get("figure-scale").ok_or("built in")?.ruleset;
        let mut layout = sample_battle(ruleset, 200)?;
        sample_terrain(&mut layout, 20);
        assert_eq!(layout.check(), Ok(()));
        let field = layout.battlefield.as_ref().ok_or("a table")?;
        assert_eq!(field.terrain.len(), 20);
        assert!(field.terrain.iter().all(|p| field.holds(p.bounds(), 0.0)));
        for (_, kind) in TERRAIN_KINDS {
            assert!(field.terrain.iter().any(|p| p.kind == kind), "{kind:?}");
        }
        let standing_in_some = layout
            .units
            .iter()
            .filter(|u| {
                field
                    .terrain
                    .iter()
                    .any(|p| p.holds_point(u.pose.position(), 0.0))
            })
            .count();
        assert!(standing_in_some > 0, "no unit stands on any piece");
        Ok(())
    }
}

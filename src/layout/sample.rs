//! Sample battles: realistic tables of any size, for benchmarks and for trying Drillbook out.

use super::{Layout, PlayerSide, RulesetRef};
use crate::geom::Pose;
use crate::rules::{FormationChoices, Ruleset};

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
            let placed = crate::table::place_unit(&ahead, ruleset)?;
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

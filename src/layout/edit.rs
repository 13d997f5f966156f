//! The edits a player makes to a layout. Each is one step of the undo history.

use super::{Battlefield, Layout, LayoutUnit, PlayerSide, TableSize};
use crate::limits::MAX_NAME_CHARS;
use glam::Vec2;

use crate::formation::{BaseRole, Footprint, Placement, UnitState};
use crate::geom::Pose;
use crate::rules::{FormationChoices, Ruleset};

impl Layout {
    /// Adds a unit of the troop type `troop`, with its default basing, in its first
    /// formation, standing at `pose`. Returns the new unit's id.
    pub fn add_unit(
        &mut self,
        ruleset: &Ruleset,
        troop: &str,
        side: PlayerSide,
        pose: Pose,
    ) -> Result<u32, String> {
        let troop = ruleset
            .troop(troop)
            .ok_or_else(|| format!("\"{}\" has no troop type '{troop}'", ruleset.name))?;
        let formation = troop
            .formations
            .first()
            .ok_or_else(|| format!("{} has no formation", troop.name))?;
        super::check::unit_count(self.units.len() + 1)?;
        let id = self.next_unit_id();
        let name = self.new_unit_name(&troop.name, side);
        self.units.push(LayoutUnit {
            id,
            name,
            side,
            troop: troop.id.clone(),
            basing: troop.basing.value,
            state: UnitState::GoodOrder,
            cannon: troop.cannon.as_ref().map_or(0, |c| c.value),
            formation: formation.id.clone(),
            choices: FormationChoices::default(),
            detached: 0,
            skirmishers: Vec::new(),
            pose,
            move_start: None,
            changes: Vec::new(),
            order: None,
        });
        if let Err(full) = super::check::table_bases(&self.units) {
            self.units.pop();
            return Err(full);
        }
        Ok(id)
    }

    /// Sets the table to `size`; or, with no size, takes the table away. A new table is
    /// centred on `middle` (where the units stand, so they stay on it), with the first two
    /// sides' strips along its long edges, `strip_depth_mm` deep where the ruleset gives a
    /// depth (see [`Battlefield::strip_depth`]). A table resized keeps its middle, its terrain
    /// and its zones, its strips running along its new edges ([`Battlefield::zones_on`]). A
    /// table the same size as before is kept as it is.
    pub fn set_table(
        &mut self,
        size: Option<TableSize>,
        middle: Vec2,
        strip_depth_mm: Option<f32>,
    ) {
        self.battlefield = size.map(|size| match self.battlefield.take() {
            Some(kept) if (kept.width_mm, kept.depth_mm) == (size.width_mm, size.depth_mm) => kept,
            Some(kept) => {
                let resized = Battlefield::new(size, kept.centre);
                Battlefield {
                    zones: kept.zones_on(&resized),
                    terrain: kept.terrain,
                    ..resized
                }
            }
            None => {
                let table = Battlefield::new(size, middle.round());
                let depth = table.strip_depth(strip_depth_mm);
                table.with_strips(depth)
            }
        });
    }

    /// Removes the unit with `id`; whether there was one.
    pub fn remove_unit(&mut self, id: u32) -> bool {
        let before = self.units.len();
        self.units.retain(|u| u.id != id);
        self.tidy_brigades();
        self.units.len() != before
    }

    /// Moves unit `id` to `side`, out of its brigade unless the brigade goes with it;
    /// whether there was such a unit.
    pub fn set_unit_side(&mut self, id: u32, side: PlayerSide) -> bool {
        let Some(unit) = self.unit_mut(id) else {
            return false;
        };
        if unit.side != side {
            unit.side = side;
            for brigade in &mut self.brigades {
                brigade.units.retain(|&member| member != id);
            }
            self.tidy_brigades();
        }
        true
    }

    /// The unit with `id`, to edit.
    pub fn unit_mut(&mut self, id: u32) -> Option<&mut LayoutUnit> {
        self.units.iter_mut().find(|u| u.id == id)
    }

    /// Renames a unit, trimming the ends of `name`. Refuses, saying why, a blank or overlong
    /// name, and keeps the old one.
    pub fn rename_unit(&mut self, id: u32, name: &str) -> Result<(), String> {
        let name = name.trim();
        if name.is_empty() {
            return Err("A unit needs a name: the old one is kept.".to_owned());
        }
        typed_name(name)?;
        let unit = self.unit_mut(id).ok_or("the unit is gone")?;
        unit.name = name.to_owned();
        Ok(())
    }

    /// Names the table (`Ridge at Plancenoit`), or, blank, leaves it unnamed.
    pub fn rename_table(&mut self, name: &str) -> Result<(), String> {
        let name = name.trim();
        if !name.is_empty() {
            typed_name(name)?;
        }
        self.name = name.to_owned();
        Ok(())
    }

    /// Names terrain piece `index` (`Hougoumont`), or, blank, leaves it named by its kind.
    pub fn rename_terrain(&mut self, index: usize, name: &str) -> Result<(), String> {
        let name = name.trim();
        if !name.is_empty() {
            typed_name(name)?;
        }
        self.terrain_mut(index).ok_or("the terrain is gone")?.name = name.to_owned();
        Ok(())
    }

    /// Moves a unit to `pose`. The first move of a turn records where it began, so flank and
    /// rear contact can be judged by the rules (D-flank, D-rear).
    pub fn move_unit(&mut self, id: u32, pose: Pose) -> bool {
        let deploying = self.deploying();
        let Some(unit) = self.unit_mut(id) else {
            return false;
        };
        if unit.move_start.is_none() && !deploying {
            unit.move_start = Some(unit.pose);
        }
        unit.pose = pose;
        true
    }

    /// Moves unit `id` to `end` as a charge: a move whatever the turn, its start recorded
    /// even while the armies deploy, since the face a charge hits is judged from where its
    /// move began (D-flank, D-rear).
    pub fn charge_unit(&mut self, id: u32, end: Pose) -> bool {
        let Some(unit) = self.unit_mut(id) else {
            return false;
        };
        unit.move_start.get_or_insert(unit.pose);
        unit.pose = end;
        true
    }

    /// Whether the armies are deploying: the players' table is set and its game has not begun
    /// (turn 0). Units are then placed, not moved: the deployment zones judge where they
    /// stand, and no move or change of formation is recorded against them until the first
    /// New turn.
    pub fn deploying(&self) -> bool {
        self.battlefield.is_some() && self.turn == 0
    }

    /// Moves skirmisher `figure` (counted among the unit's skirmisher bases in `footprint`,
    /// its present footprint) of unit `id` to `to`, a point in the unit's frame. Every
    /// skirmisher of the unit is then placed by hand where it stands now: the detached
    /// screen of a formed unit, or a unit wholly in open order.
    pub fn move_skirmisher(
        &mut self,
        id: u32,
        footprint: &Footprint,
        figure: usize,
        to: Vec2,
    ) -> Result<(), String> {
        let unit = self.unit_mut(id).ok_or("the unit is gone")?;
        let mut placed: Vec<Placement> = footprint
            .bases
            .iter()
            .filter(|b| b.role == BaseRole::Skirmisher)
            .map(|b| Placement {
                x: b.rect.center.x,
                y: b.rect.center.y,
                facing: b.rect.degrees(),
            })
            .collect();
        let moved = placed
            .get_mut(figure)
            .ok_or_else(|| format!("{} has no skirmisher {}", unit.name, figure + 1))?;
        (moved.x, moved.y) = (to.x, to.y);
        if unit.detached > 0 {
            unit.skirmishers = placed;
        } else {
            unit.choices.placed = placed;
        }
        Ok(())
    }

    /// The layout with every column's tail straight (C-flex): what a movement tray is made
    /// for, a bent tail being where the bases stand on the road rather than a tray's shape.
    pub fn straightened(&self) -> Layout {
        let mut layout = self.clone();
        for unit in &mut layout.units {
            unit.choices.bends.clear();
        }
        layout
    }
}

/// Whether a name the player typed (trimmed, not blank) may stand: at most
/// [`MAX_NAME_CHARS`] characters, on one line, with no control characters.
pub(super) fn typed_name(name: &str) -> Result<(), String> {
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(format!(
            "A name may be at most {MAX_NAME_CHARS} characters: the old one is kept."
        ));
    }
    crate::text::check_line(name).map_err(|why| format!("A name {why}: the old one is kept."))
}

impl Layout {
    /// The name a new unit of the troop type called `troop` takes on `side`: numbered among
    /// that side's own (Vermilion's first battalion is its battalion 1, whatever Blue has),
    /// the first number no unit of that side bears.
    fn new_unit_name(&self, troop: &str, side: PlayerSide) -> String {
        let ours = |name: &str| self.units.iter().any(|u| u.side == side && u.name == name);
        let fielded = self
            .units
            .iter()
            .filter(|u| u.side == side && u.name.starts_with(troop))
            .count();
        (fielded + 1..)
            .map(|n| format!("{troop} {n}"))
            .find(|name| !ours(name))
            .unwrap_or_else(|| troop.to_owned())
    }
}

//! Keeping a table placed while its layout changes a little at a time, as at each frame of a
//! drag, without placing every unit again.

use super::resolve::{PlacedUnit, Table, UnitProblem, place_unit, resolve};
use crate::geom::{Bounds, OrientedRect};
use crate::layout::{Layout, LayoutUnit};
use crate::rules::Ruleset;

/// The units a table was last placed from, each as it stood then.
#[derive(Clone, Debug, Default)]
pub struct Placement {
    placed_from: Vec<LayoutUnit>,
}

impl Placement {
    /// Places every unit of `layout` by `ruleset`, and remembers what it placed.
    pub fn new(layout: &Layout, ruleset: &Ruleset) -> (Self, Table) {
        let placement = Self {
            placed_from: layout.units.clone(),
        };
        (placement, resolve(layout, ruleset))
    }

    /// Brings `table`, placed from what this placement remembers by the same `ruleset`, up to
    /// `layout`, and says whether the table changed. A unit that did not change is kept as it
    /// stands; one that only moved, was renamed or changed side keeps its shape and is put
    /// where it now stands; the others are placed anew. Only the units that changed are
    /// copied to be remembered. The table is the one [`resolve`] gives; when the units are not
    /// the same ones in the same order, it is made by it.
    pub fn update(&mut self, table: &mut Table, layout: &Layout, ruleset: &Ruleset) -> bool {
        let same_units = self.placed_from.len() == layout.units.len()
            && self
                .placed_from
                .iter()
                .zip(&layout.units)
                .all(|(a, b)| a.id == b.id);
        if !same_units {
            (*self, *table) = Self::new(layout, ruleset);
            return true;
        }
        let mut changed = false;
        if table.battlefield != layout.battlefield {
            table.battlefield.clone_from(&layout.battlefield);
            changed = true;
        }
        let mut standing = std::mem::take(&mut table.units).into_iter().peekable();
        let mut refused = std::mem::take(&mut table.problems).into_iter().peekable();
        for (before, unit) in self.placed_from.iter_mut().zip(&layout.units) {
            let previous = standing.next_if(|p| p.id == unit.id);
            let problem = refused.next_if(|p| p.id == unit.id);
            let (placed, differs) = match (previous, problem) {
                (Some(previous), _) if before == unit => (Ok(previous), false),
                (None, Some(problem)) if before == unit => (Err(problem.message), false),
                (Some(previous), _) if same_shape(before, unit) => {
                    let differs = !stands_as(&previous, unit);
                    (Ok(moved(previous, unit)), differs)
                }
                (previous, problem) => {
                    let placed = place_unit(unit, ruleset);
                    let differs = match (&placed, previous, problem) {
                        (Ok(now), Some(previous), _) => *now != previous,
                        (Err(now), None, Some(problem)) => *now != problem.message,
                        _ => true,
                    };
                    (placed, differs)
                }
            };
            if before != unit {
                before.clone_from(unit);
            }
            changed |= differs;
            match placed {
                Ok(placed) => table.units.push(placed),
                Err(message) => table.problems.push(UnitProblem {
                    id: unit.id,
                    message,
                }),
            }
        }
        changed
    }
}

/// Whether two versions of a unit have the same shape: everything but where it stands, its
/// name and its side.
fn same_shape(a: &LayoutUnit, b: &LayoutUnit) -> bool {
    a.troop == b.troop
        && a.basing == b.basing
        && a.state == b.state
        && a.cannon == b.cannon
        && a.formation == b.formation
        && a.choices == b.choices
        && a.detached == b.detached
        && a.skirmishers == b.skirmishers
        && a.changes == b.changes
}

/// Whether `placed` already stands where `unit` does, under its name and side.
fn stands_as(placed: &PlacedUnit, unit: &LayoutUnit) -> bool {
    placed.pose == unit.pose
        && placed.move_start == unit.move_start
        && placed.name == unit.name
        && placed.side == unit.side
}

/// `placed`, of the same shape as `unit`, put where `unit` stands now.
fn moved(mut placed: PlacedUnit, unit: &LayoutUnit) -> PlacedUnit {
    let rects: Vec<OrientedRect> = placed.shaped.footprint.placed(&unit.pose).collect();
    placed.bounds = rects.iter().fold(Bounds::EMPTY, |b, r| b.union(r.bounds()));
    placed.rects = rects;
    placed.name.clone_from(&unit.name);
    placed.side = unit.side;
    placed.pose = unit.pose;
    placed.move_start = unit.move_start;
    placed
}

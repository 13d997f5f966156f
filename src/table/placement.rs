//! Keeping a table placed while its layout changes a little at a time, as at each frame of a
//! drag, without placing every unit again.

use super::resolve::{PlacedUnit, Table, UnitProblem, place_unit, resolve};
use crate::geom::Bounds;
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
    /// `layout`, and says what changed in it. A unit that did not change is kept as it
    /// stands; one that only moved, was renamed or changed side keeps its shape and is put
    /// where it now stands; the others are placed anew. Only the units that changed are
    /// copied to be remembered. The table is the one [`resolve`] gives; when the units are not
    /// the same ones in the same order, it is made by it.
    pub fn update(&mut self, table: &mut Table, layout: &Layout, ruleset: &Ruleset) -> TableChange {
        let same_units = self.placed_from.len() == layout.units.len()
            && self
                .placed_from
                .iter()
                .zip(&layout.units)
                .all(|(a, b)| a.id == b.id);
        if !same_units {
            (*self, *table) = Self::new(layout, ruleset);
            return TableChange::Whole;
        }
        let mut whole = false;
        if table.battlefield != layout.battlefield || table.deploying != layout.deploying() {
            table.battlefield.clone_from(&layout.battlefield);
            table.deploying = layout.deploying();
            whole = true;
        }
        let mut changed = Vec::new();
        // Where this unit is, or would be, in the table's units and in its problems: both
        // follow the layout's order.
        let (mut at, mut refused_at) = (0, 0);
        for (before, unit) in self.placed_from.iter_mut().zip(&layout.units) {
            let stands = table.units.get(at).is_some_and(|p| p.id == unit.id);
            let refused = !stands
                && table
                    .problems
                    .get(refused_at)
                    .is_some_and(|p| p.id == unit.id);
            if before != unit {
                if stands && same_shape(before, unit) {
                    let placed = &mut table.units[at];
                    if !stands_as(placed, unit) {
                        put(placed, unit);
                        changed.push(at);
                    }
                } else {
                    match (place_unit(unit, ruleset), stands) {
                        (Ok(placed), true) => {
                            if table.units[at] != placed {
                                table.units[at] = placed;
                                changed.push(at);
                            }
                        }
                        (Ok(placed), false) => {
                            if refused {
                                table.problems.remove(refused_at);
                            }
                            table.units.insert(at, placed);
                            whole = true;
                        }
                        (Err(message), true) => {
                            table.units.remove(at);
                            table.problems.insert(
                                refused_at,
                                UnitProblem {
                                    id: unit.id,
                                    message,
                                },
                            );
                            whole = true;
                        }
                        (Err(message), false) => {
                            let problem = UnitProblem {
                                id: unit.id,
                                message,
                            };
                            if !refused {
                                table.problems.insert(refused_at, problem);
                                whole = true;
                            } else if table.problems[refused_at] != problem {
                                table.problems[refused_at] = problem;
                                whole = true;
                            }
                        }
                    }
                }
                before.clone_from(unit);
            }
            if table.units.get(at).is_some_and(|p| p.id == unit.id) {
                at += 1;
            } else {
                refused_at += 1;
            }
        }
        if whole {
            TableChange::Whole
        } else {
            TableChange::Units(changed)
        }
    }
}

/// What bringing a table up to date changed in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableChange {
    /// Only the units at these indices into the table's units, in order; none when the table
    /// did not change. The table's units are the same ones as before, in the same order.
    Units(Vec<usize>),
    /// Anything may have changed: units came, went or changed places in the list, or one
    /// could not stand, or the battlefield changed.
    Whole,
}

impl TableChange {
    /// Whether anything changed.
    pub fn any(&self) -> bool {
        match self {
            TableChange::Units(units) => !units.is_empty(),
            TableChange::Whole => true,
        }
    }
}

/// Whether two versions of a unit have the same shape: everything but where it stands, its
/// name, its side and its order.
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

/// Whether `placed` already stands where `unit` does, under its name, side and order.
fn stands_as(placed: &PlacedUnit, unit: &LayoutUnit) -> bool {
    placed.pose == unit.pose
        && placed.move_start == unit.move_start
        && placed.name == unit.name
        && placed.side == unit.side
        && placed.order == unit.order
}

/// Puts `placed`, of the same shape as `unit`, where `unit` stands now.
fn put(placed: &mut PlacedUnit, unit: &LayoutUnit) {
    placed.rects.clear();
    placed
        .rects
        .extend(placed.shaped.footprint.placed(&unit.pose));
    placed.bounds = placed
        .rects
        .iter()
        .fold(Bounds::EMPTY, |b, r| b.union(r.bounds()));
    placed.name.clone_from(&unit.name);
    placed.side = unit.side;
    placed.pose = unit.pose;
    placed.move_start = unit.move_start;
    placed.order.clone_from(&unit.order);
}

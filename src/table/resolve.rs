//! Resolving each layout unit: its troop type, formation and choices, into placed bases.

use crate::formation::{Shaped, TroopClass, TroopKind, Unit, shape};
use crate::geom::{Bounds, OrientedRect, Pose, penetration};
use crate::layout::{Battlefield, Layout, LayoutUnit, PlayerSide};
use crate::rules::{FormationChoices, Ruleset, TroopType};

/// A unit standing on the table.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedUnit {
    /// Its id in the layout.
    pub id: u32,
    /// The player's name for it.
    pub name: String,
    /// The player it belongs to.
    pub side: PlayerSide,
    /// Infantry, cavalry or artillery.
    pub kind: TroopKind,
    /// Its class.
    pub class: TroopClass,
    /// Its troop type's index in the ruleset.
    pub troop: usize,
    /// Its formation's index in the troop type.
    pub formation: usize,
    /// For artillery, the cannon it represents.
    pub cannon: u32,
    /// The figures on each of its bases.
    pub figures_per_base: u32,
    /// Its footprint and readouts, in its own frame.
    pub shaped: Shaped,
    /// Whether its rules let its tail bend (C-flex), so the page offers a handle at each
    /// joint of its ranks.
    pub flexes: bool,
    /// Where it stands.
    pub pose: Pose,
    /// Where its move began, if it has moved this turn.
    pub move_start: Option<Pose>,
    /// Its changes of formation this turn, oldest first.
    pub changes: Vec<PlacedChange>,
    /// Its bases as they stood before it formed square this turn, when it is a square that
    /// formed this turn (B-shelter measures from them).
    pub before_square: Option<Vec<OrientedRect>>,
    /// Its bases on the table, in footprint order.
    pub rects: Vec<OrientedRect>,
    /// The box around its bases on the table.
    pub bounds: Bounds,
    /// The operational order it is under, by id in the ruleset, as the layout records it.
    pub order: Option<String>,
}

/// A change of formation a unit made this turn, as [`crate::layout::TurnChange`] records it,
/// its formation found in the troop type and shaped.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedChange {
    /// The formation it changed from, by index in its troop type.
    pub from: usize,
    /// The unit as it stood in that formation, with the choices it has now and no
    /// skirmishers out: what the stretch of its turn before the change is measured with.
    pub left: Shaped,
    /// The formation it changed into as that change laid it out (straight, with the choices
    /// it has now and no skirmishers out), where that is not the next change's `left` or the
    /// unit's own shape ([`PlacedChange::laid_out`]).
    pub into: Option<Shaped>,
    /// Where it stood just before the change.
    pub before: Pose,
    /// Where the change left it.
    pub after: Pose,
}

/// A unit that cannot stand on the table, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct UnitProblem {
    /// Its id in the layout.
    pub id: u32,
    /// Why, in one line, naming the rule where one forbids it.
    pub message: String,
}

/// Every unit of a layout, placed or refused.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    /// The units that stand, in layout order.
    pub units: Vec<PlacedUnit>,
    /// The units that cannot.
    pub problems: Vec<UnitProblem>,
    /// The table the players set, if they set one.
    pub battlefield: Option<Battlefield>,
    /// Whether the armies deploy, so that the zones hold them ([`Layout::deploying`]).
    pub deploying: bool,
}

impl PlacedUnit {
    /// Stands the unit at `pose`, its bases and box with it.
    pub fn stand_at(&mut self, pose: Pose) {
        self.pose = pose;
        self.rects.clear();
        self.rects.extend(self.shaped.footprint.placed(&pose));
        self.bounds = self
            .rects
            .iter()
            .fold(Bounds::EMPTY, |b, r| b.union(r.bounds()));
    }
}

impl PlacedChange {
    /// The formation change `k` of `unit` changed into, as that change laid it out.
    pub fn laid_out(unit: &PlacedUnit, k: usize) -> Option<&Shaped> {
        let change = unit.changes.get(k)?;
        Some(change.into.as_ref().unwrap_or_else(|| {
            unit.changes
                .get(k + 1)
                .map_or(&unit.shaped, |next| &next.left)
        }))
    }
}

impl Table {
    /// The placed unit with `id`.
    pub fn unit(&self, id: u32) -> Option<&PlacedUnit> {
        self.units.iter().find(|u| u.id == id)
    }

    /// The unit one of whose bases holds `point`, the last drawn where several do (it is on
    /// top).
    pub fn unit_at(&self, point: glam::Vec2) -> Option<u32> {
        self.units
            .iter()
            .rev()
            .find(|u| {
                u.shaped
                    .footprint
                    .base_at(u.pose.to_local(point), 0.0)
                    .is_some()
            })
            .map(|u| u.id)
    }

    /// The figures on every unit's bases: at most 5,000 bases of 100 each, so the sum
    /// fits.
    pub fn figures(&self) -> u32 {
        self.units
            .iter()
            .map(|u| u.figures_per_base.saturating_mul(u.rects.len() as u32))
            .fold(0, u32::saturating_add)
    }

    /// The units with a base reaching into `area` (a box the player drew to select them), in
    /// table order.
    pub fn units_within(&self, area: Bounds) -> Vec<u32> {
        if area.is_empty() {
            return Vec::new();
        }
        let size = area.size();
        let drawn = OrientedRect::new((area.min + area.max) / 2.0, size.x, size.y, 0.0);
        self.units
            .iter()
            .filter(|u| u.bounds.intersects(&area))
            .filter(|u| u.rects.iter().any(|r| penetration(r, &drawn) > 0.0))
            .map(|u| u.id)
            .collect()
    }

    /// The box around every placed base, and the table's edges when the players set a table.
    pub fn bounds(&self) -> Bounds {
        let table = self
            .battlefield
            .as_ref()
            .map_or(Bounds::EMPTY, Battlefield::bounds);
        self.units.iter().fold(table, |b, u| b.union(u.bounds))
    }
}

/// Places every unit of `layout` by `ruleset`.
pub fn resolve(layout: &Layout, ruleset: &Ruleset) -> Table {
    let mut table = Table {
        battlefield: layout.battlefield.clone(),
        deploying: layout.deploying(),
        ..Table::default()
    };
    for unit in &layout.units {
        match place_unit(unit, ruleset) {
            Ok(placed) => table.units.push(placed),
            Err(message) => table.problems.push(UnitProblem {
                id: unit.id,
                message,
            }),
        }
    }
    table
}

/// Places one unit: finds its troop type and formation, builds it, and puts it on the table.
pub fn place_unit(unit: &LayoutUnit, ruleset: &Ruleset) -> Result<PlacedUnit, String> {
    let (troop_index, troop) = ruleset
        .troops
        .iter()
        .enumerate()
        .find(|(_, t)| t.id == unit.troop)
        .ok_or_else(|| {
            format!(
                "the troop type '{}' is not in \"{}\"",
                unit.troop, ruleset.name
            )
        })?;
    let (formation_index, formation_rule) = troop
        .formations
        .iter()
        .enumerate()
        .find(|(_, f)| f.id == unit.formation)
        .ok_or_else(|| {
            format!(
                "the formation '{}' is not one of {}'s in \"{}\"",
                unit.formation, troop.name, ruleset.name
            )
        })?;
    let body = Unit {
        kind: troop.kind,
        class: troop.class,
        basing: unit.basing,
        state: unit.state,
        cannon: unit.cannon,
    };
    let formation = formation_rule.instantiate(&unit.choices, &unit.basing);
    if formation.tail().is_none() && !unit.choices.bends.is_empty() {
        return Err(format!(
            "only a column's tail bends, and {} is not a column",
            formation_rule.name
        ));
    }
    let detachment = if unit.detached > 0 {
        let detachment = troop
            .detachment(unit.detached, unit.skirmishers.clone())
            .ok_or_else(|| {
                format!(
                    "{} cannot send out skirmishers in \"{}\"",
                    troop.name, ruleset.name
                )
            })?;
        Some(detachment)
    } else {
        None
    };
    let shaped = shape(&body, &formation, detachment.as_ref()).map_err(|e| e.to_string())?;
    let froms = unit
        .changes
        .iter()
        .map(|change| {
            troop.formation_index(&change.from).ok_or_else(|| {
                format!(
                    "the formation '{}' it changed from this turn is not one of {}'s in \"{}\"",
                    change.from, troop.name, ruleset.name
                )
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    let straight = FormationChoices {
        bends: Vec::new(),
        ..unit.choices.clone()
    };
    let laid_out = |choices: &FormationChoices, index: usize| {
        let formation = troop.formations[index].instantiate(choices, &unit.basing);
        shape(&body, &formation, None).map_err(|e| e.to_string())
    };
    // What a change laid out is what the next change left, or what the unit stands in now
    // ([`PlacedChange::laid_out`]), but where a bend or skirmishers make those differ from
    // the straight formation: shaped again only then, as the worst tables change every
    // unit's formation eight times a turn.
    let straight_now = unit.choices.bends.is_empty();
    let mut changes = Vec::with_capacity(froms.len());
    for (k, (change, &from)) in unit.changes.iter().zip(&froms).enumerate() {
        let next = froms.get(k + 1).copied();
        let into = if straight_now && (next.is_some() || detachment.is_none()) {
            None
        } else {
            Some(laid_out(&straight, next.unwrap_or(formation_index))?)
        };
        changes.push(PlacedChange {
            from,
            left: laid_out(&unit.choices, from)?,
            into,
            before: change.before,
            after: change.after,
        });
    }
    let before_square = formed_square_from(&changes, formation_index, troop)
        .map(|change| change.left.footprint.placed(&change.before).collect());
    let rects: Vec<OrientedRect> = shaped.footprint.placed(&unit.pose).collect();
    let bounds = rects.iter().fold(Bounds::EMPTY, |b, r| b.union(r.bounds()));
    Ok(PlacedUnit {
        id: unit.id,
        name: unit.name.clone(),
        side: unit.side,
        kind: troop.kind,
        class: troop.class,
        troop: troop_index,
        formation: formation_index,
        cannon: unit.cannon,
        figures_per_base: unit.basing.figures_per_base,
        shaped,
        flexes: formation_rule.template.flex().is_some(),
        pose: unit.pose,
        move_start: unit.move_start,
        changes,
        before_square,
        order: unit.order.clone(),
        rects,
        bounds,
    })
}

/// Drops the bends of `unit`'s tail past its column's last rank, as a change of its basing or
/// files may leave them (C-flex).
pub fn fit_bends(unit: &mut LayoutUnit, ruleset: &Ruleset) {
    if unit.choices.bends.is_empty() {
        return;
    }
    let mut straight = unit.clone();
    straight.choices.bends.clear();
    if let Ok(placed) = place_unit(&straight, ruleset) {
        let ranks = placed.shaped.readouts.ranks;
        unit.choices.bends.retain(|b| b.rank < ranks);
    }
}

/// For a unit in a square that formed square this turn, the change that formed it: its last
/// change from a formation other than a square, every change after it being from one square
/// to another.
fn formed_square_from<'a>(
    changes: &'a [PlacedChange],
    now: usize,
    troop: &TroopType,
) -> Option<&'a PlacedChange> {
    if !troop.formations[now].template.is_square() {
        return None;
    }
    changes
        .iter()
        .rfind(|c| !troop.formations[c.from].template.is_square())
}

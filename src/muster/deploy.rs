//! Deploying a side's army in its zone: a starting point the players then adjust.
//!
//! The side's order of battle is taken a line at a time (a brigade, or a unit standing
//! alone) and each line is put in one of three blocks across the zone: horse on the wings
//! (the first half of the cavalry brigades on the left, the rest on the right), foot in the
//! centre, and the guns (a brigade's own with the rest) in a row before the foot. In each
//! block the lines stand in rows from the zone's front edge, a brigade's units side by side,
//! a new row behind the last when the block is full. Every unit faces the enemy's edge, in
//! the formation it was given. Where the army does not fit so, the guns join the foot's
//! rows, and then the intervals close, before the deployment is refused. A unit that would
//! stand on ground its rules forbid, or on a unit already there, is settled on the nearest
//! clear place in the zone.

use glam::Vec2;

use super::settle::settle;
use crate::formation::TroopKind;
use crate::geom::{Bounds, Pose};
use crate::layout::{Layout, LongEdge, PlayerSide};
use crate::rules::Ruleset;
use crate::table::place_unit;

/// The interval between units, and the distance between rows, mm: one inch. The rule texts
/// set no interval for a deployment: an assumption, which the players then close or open.
pub const DEPLOY_GAP_MM: f32 = 25.4;

/// How far inside its zone's edges an army stands, mm: clear of the edge by more than a
/// pose's rounding to the millimetre.
const ZONE_MARGIN_MM: f32 = 2.0;

/// The spacings tried in turn, widest first: the interval between units, between brigades
/// and between rows, mm, and whether the guns stand in a row of their own before the foot.
const SPACINGS: [Spacing; 4] = [
    Spacing {
        unit: DEPLOY_GAP_MM,
        brigade: 3.0 * DEPLOY_GAP_MM,
        row: DEPLOY_GAP_MM,
        guns_ahead: true,
    },
    Spacing {
        unit: DEPLOY_GAP_MM,
        brigade: 3.0 * DEPLOY_GAP_MM,
        row: DEPLOY_GAP_MM,
        guns_ahead: false,
    },
    Spacing {
        unit: DEPLOY_GAP_MM / 2.0,
        brigade: DEPLOY_GAP_MM,
        row: DEPLOY_GAP_MM / 2.0,
        guns_ahead: false,
    },
    Spacing {
        unit: 5.0,
        brigade: 10.0,
        row: 5.0,
        guns_ahead: false,
    },
];

/// How far apart an army's units stand.
#[derive(Clone, Copy)]
struct Spacing {
    unit: f32,
    brigade: f32,
    row: f32,
    guns_ahead: bool,
}

/// A unit to stand: its id and its box about its pose, in the army's frame (across from its
/// left, back from its front).
#[derive(Clone, Copy)]
struct Standing {
    id: u32,
    frame: Bounds,
}

/// The units of one line of the order of battle, of one arm.
struct Group {
    arm: TroopKind,
    units: Vec<Standing>,
}

/// Where a block's units stand, as offsets of their poses from the block's front-left
/// corner, and the block's size.
#[derive(Default)]
struct Block {
    places: Vec<(u32, Vec2)>,
    size: Vec2,
}

/// Why an arrangement does not fit: the room it needs across and back, and the room there is.
struct Shortfall {
    needed: Vec2,
    room: Vec2,
}

/// Stands every unit of `side` in its deployment zone (or, without one, a strip along its
/// edge), as the module's doc says. Refuses, changing nothing, when the layout has no table,
/// when a unit cannot be built, when the army does not fit its zone, saying by how much, or
/// when a unit finds no clear place in it.
pub fn deploy_side(layout: &mut Layout, ruleset: &Ruleset, side: PlayerSide) -> Result<(), String> {
    let field = layout
        .battlefield
        .as_ref()
        .ok_or("set the players' table first: an army deploys in its zone")?;
    let zone = field.zone(side).map_or_else(
        || field.strip(side, LongEdge::of(side), field.strip_depth(None)),
        Clone::clone,
    );
    let area = Bounds::around(zone.corners.iter().copied());
    let heading = field.facing_from(area);
    let facing_up = heading == 0.0;
    let groups = army_groups(layout, ruleset, side, heading)?;
    let room = area.size() - Vec2::splat(2.0 * ZONE_MARGIN_MM);
    let mut shortfall = None;
    let places = SPACINGS.iter().find_map(|&spacing| {
        arrange(&groups, spacing, room)
            .map_err(|short| shortfall = Some(short))
            .ok()
    });
    let Some(places) = places else {
        let Shortfall { needed, room } = shortfall.unwrap_or(Shortfall {
            needed: Vec2::ZERO,
            room,
        });
        let (what, need, have) = if needed.x > room.x {
            ("width", needed.x, room.x)
        } else {
            ("depth", needed.y, room.y)
        };
        return Err(format!(
            "{}'s army needs {need:.0} mm of its zone's {what}, and the zone has {:.0} mm: \
             give a larger zone or table, or fewer units",
            side.name(),
            have.max(0.0)
        ));
    };
    // From the army's frame to the table.
    let to_table = |at: Vec2| {
        let at = at + Vec2::splat(ZONE_MARGIN_MM);
        if facing_up {
            area.min + at
        } else {
            area.max - at
        }
    };
    let arranged: Vec<(u32, Pose)> = places
        .into_iter()
        .map(|(id, at)| {
            let spot = to_table(at).round();
            (id, Pose::new(spot.x, spot.y, heading))
        })
        .collect();
    let poses = settle(layout, ruleset, side, &zone.corners, &arranged)?;
    for (id, pose) in poses {
        if let Some(unit) = layout.unit_mut(id) {
            unit.pose = pose;
            unit.move_start = None;
        }
    }
    Ok(())
}

/// The side's order of battle as groups of one arm each: a brigade's guns apart from the
/// rest of it, a brigade of horse (and horse guns) as cavalry, any other as foot.
fn army_groups(
    layout: &Layout,
    ruleset: &Ruleset,
    side: PlayerSide,
    heading: f32,
) -> Result<Vec<Group>, String> {
    let mut groups = Vec::new();
    for line in layout.order_of_battle(side) {
        let mut guns = Vec::new();
        let mut rest = Vec::new();
        let mut mounted = true;
        for &id in line.units() {
            let unit = layout
                .unit(id)
                .ok_or("a unit of the order of battle is missing")?;
            let mut placed =
                place_unit(unit, ruleset).map_err(|why| format!("{}: {why}", unit.name))?;
            placed.stand_at(Pose::new(0.0, 0.0, heading));
            let frame = if heading == 0.0 {
                placed.bounds
            } else {
                Bounds {
                    min: -placed.bounds.max,
                    max: -placed.bounds.min,
                }
            };
            let standing = Standing { id, frame };
            match placed.kind {
                TroopKind::Artillery => guns.push(standing),
                kind => {
                    mounted &= kind == TroopKind::Cavalry;
                    rest.push(standing);
                }
            }
        }
        let arm = if mounted {
            TroopKind::Cavalry
        } else {
            TroopKind::Infantry
        };
        for (arm, units) in [(TroopKind::Artillery, guns), (arm, rest)] {
            if !units.is_empty() {
                groups.push(Group { arm, units });
            }
        }
    }
    Ok(groups)
}

/// Where each unit stands, in the army's frame, with `spacing`, in `room`: or by how much
/// it does not fit.
fn arrange(groups: &[Group], spacing: Spacing, room: Vec2) -> Result<Vec<(u32, Vec2)>, Shortfall> {
    let of = |arm: TroopKind| groups.iter().filter(move |g| g.arm == arm);
    let horse: Vec<&Group> = of(TroopKind::Cavalry).collect();
    let (left, right) = horse.split_at(horse.len().div_ceil(2));
    let widest = |groups: &[&Group]| {
        groups
            .iter()
            .map(|g| row_width(&g.units, spacing))
            .fold(0.0f32, f32::max)
            .min(room.x)
    };
    let left = pack(left, widest(left), spacing);
    let right = pack(right, widest(right), spacing);
    let wing = |block: &Block| {
        if block.places.is_empty() {
            0.0
        } else {
            block.size.x + spacing.brigade
        }
    };
    let middle = room.x - wing(&left) - wing(&right);
    let guns: Vec<&Group> = of(TroopKind::Artillery).collect();
    let mut foot: Vec<&Group> = of(TroopKind::Infantry).collect();
    let centre_units = || foot.iter().chain(&guns).flat_map(|g| &g.units);
    let broadest = centre_units()
        .map(|u| u.frame.size().x)
        .fold(0.0f32, f32::max);
    if middle < broadest {
        return Err(Shortfall {
            needed: Vec2::new(room.x - middle + broadest, 0.0),
            room,
        });
    }
    let guns_block = if spacing.guns_ahead {
        pack(&guns, middle, spacing)
    } else {
        foot.splice(0..0, guns.iter().copied());
        Block::default()
    };
    let foot = pack(&foot, middle, spacing);
    let guns_depth = if guns_block.places.is_empty() {
        0.0
    } else {
        guns_block.size.y + spacing.row
    };
    let depth = (guns_depth + foot.size.y)
        .max(left.size.y)
        .max(right.size.y);
    if depth > room.y {
        return Err(Shortfall {
            needed: Vec2::new(0.0, depth),
            room,
        });
    }
    let centre_left = wing(&left);
    let mut places = Vec::new();
    let mut put = |block: &Block, across: f32, back: f32| {
        places.extend(
            block
                .places
                .iter()
                .map(|&(id, at)| (id, at + Vec2::new(across, back))),
        );
    };
    put(&left, 0.0, 0.0);
    put(&right, room.x - right.size.x, 0.0);
    put(
        &guns_block,
        centre_left + (middle - guns_block.size.x) / 2.0,
        0.0,
    );
    put(
        &foot,
        centre_left + (middle - foot.size.x) / 2.0,
        guns_depth,
    );
    Ok(places)
}

/// The width of `units` standing side by side, an interval apart.
fn row_width(units: &[Standing], spacing: Spacing) -> f32 {
    units.iter().map(|u| u.frame.size().x).sum::<f32>()
        + spacing.unit * units.len().saturating_sub(1) as f32
}

/// Stands `groups` in rows at most `width` wide: each group's units side by side, a
/// brigade's interval between groups, a new row behind when the next unit would overrun.
fn pack(groups: &[&Group], width: f32, spacing: Spacing) -> Block {
    let mut block = Block::default();
    let (mut x, mut row_front, mut row_depth) = (0.0f32, 0.0f32, 0.0f32);
    for group in groups {
        if x > 0.0 {
            x += spacing.brigade;
        }
        for (k, unit) in group.units.iter().enumerate() {
            let size = unit.frame.size();
            if k > 0 {
                x += spacing.unit;
            }
            if x > 0.0 && x + size.x > width {
                row_front += row_depth + spacing.row;
                row_depth = 0.0;
                x = 0.0;
            }
            // The pose stands so that the unit's box starts at `x` across and at the row's front.
            block
                .places
                .push((unit.id, Vec2::new(x, row_front) - unit.frame.min));
            x += size.x;
            row_depth = row_depth.max(size.y);
            block.size.x = block.size.x.max(x);
        }
    }
    block.size.y = if block.places.is_empty() {
        0.0
    } else {
        row_front + row_depth
    };
    block
}

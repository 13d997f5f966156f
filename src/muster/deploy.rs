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
use crate::drill::{BrigadeForm, DrillOrder, SpacingChoice, form_brigade};
use crate::formation::TroopKind;
use crate::geom::{Bounds, Pose};
use crate::layout::{Layout, LongEdge, OrderLine, PlayerSide};
use crate::rules::Ruleset;
use crate::table::place_unit;

/// Where a side's horse and guns stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeployOrders {
    /// Whether the brigades of horse stand on the wings (the default), or with the foot.
    pub horse_on_wings: bool,
    /// Whether the guns stand in a row before the foot (the default), or with their brigades.
    pub guns_ahead: bool,
}

impl Default for DeployOrders {
    fn default() -> Self {
        Self {
            horse_on_wings: true,
            guns_ahead: true,
        }
    }
}

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

/// A unit, or a drilled brigade, to stand as one: its box about its origin in the army's
/// frame (across from its left, back from its front), and each unit's id with where its
/// pose stands from that origin, in the army's frame (a lone unit's at the origin).
#[derive(Clone)]
struct Standing {
    members: Vec<(u32, Vec2)>,
    frame: Bounds,
}

/// The units of one line of the order of battle, of one arm.
struct Group {
    arm: TroopKind,
    units: Vec<Standing>,
}

/// Where a block's units stand, as offsets of their poses from the block's front-left
/// corner (each as where its standing's origin stands, and its own offset from that), and
/// the block's size.
#[derive(Default)]
struct Block {
    places: Vec<Place>,
    size: Vec2,
}

/// Where one unit stands in the army's frame: its standing's origin, and its offset from it.
type Place = (u32, Vec2, Vec2);

/// A unit of a drilled brigade, and the formation (by id) its drill asks of it.
type Formed = (u32, String);

/// Why an arrangement does not fit: the room it needs across and back, and the room there is.
struct Shortfall {
    needed: Vec2,
    room: Vec2,
}

/// Stands every unit of `side` in its deployment zone (or, without one, a strip along its
/// edge), as the module's doc says, horse and guns where `orders` put them, and each brigade
/// `forms` names (by its index in the layout's brigades) drilled in its form, as one. Refuses, changing nothing, when the layout has no table,
/// when a unit cannot be built, when the army does not fit its zone, saying by how much, or
/// when a unit finds no clear place in it.
pub fn deploy_side(
    layout: &mut Layout,
    ruleset: &Ruleset,
    side: PlayerSide,
    orders: DeployOrders,
    forms: &[(usize, BrigadeForm)],
) -> Result<(), String> {
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
    let (groups, formations) = army_groups(layout, ruleset, side, heading, orders, forms)?;
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
    // Each unit's origin rounded to the millimetre, a drilled brigade's units kept exactly
    // where its drill put them about it.
    let arranged: Vec<(u32, Pose)> = places
        .into_iter()
        .map(|(id, at, offset)| {
            let spot = to_table(at).round() + if facing_up { offset } else { -offset };
            (id, Pose::new(spot.x, spot.y, heading))
        })
        .collect();
    let mut deployed = layout.clone();
    for (id, formation) in formations {
        if let Some(unit) = deployed.unit_mut(id) {
            unit.formation = formation;
            unit.choices.bends.clear();
            unit.changes.clear();
        }
    }
    let poses = settle(&deployed, ruleset, side, &zone.corners, &arranged)?;
    for (id, pose) in poses {
        if let Some(unit) = deployed.unit_mut(id) {
            unit.pose = pose;
            unit.move_start = None;
        }
    }
    *layout = deployed;
    Ok(())
}

/// The side's order of battle as groups of one arm each: a brigade's guns apart from the
/// rest of it (unless `orders` keep them with it), a brigade of horse (and horse guns) as
/// cavalry (unless `orders` keep the horse with the foot), any other as foot. A brigade
/// `forms` names stands drilled in its form, as one. With the groups, the formation each
/// drilled unit takes.
fn army_groups(
    layout: &Layout,
    ruleset: &Ruleset,
    side: PlayerSide,
    heading: f32,
    orders: DeployOrders,
    forms: &[(usize, BrigadeForm)],
) -> Result<(Vec<Group>, Vec<Formed>), String> {
    // From the table's frame about an origin to the army's.
    let army = |v: Vec2| if heading == 0.0 { v } else { -v };
    let boxed = |b: Bounds| Bounds::around([army(b.min), army(b.max)]);
    let mut groups = Vec::new();
    let mut formations = Vec::new();
    // A brigade is drilled about the origin, away from the table: a road that passes there
    // would bend a march column that is then set down elsewhere.
    let apart = (!forms.is_empty()).then(|| Layout {
        battlefield: None,
        ..layout.clone()
    });
    for line in layout.order_of_battle(side) {
        let mut guns = Vec::new();
        let mut rest = Vec::new();
        let mut mounted = true;
        let form = match &line {
            OrderLine::Brigade(index, _) => forms
                .iter()
                .find(|(b, _)| b == index)
                .map(|&(b, form)| (b, form)),
            OrderLine::Unit(_) => None,
        };
        if let Some((index, form)) = form {
            let order = DrillOrder {
                form,
                at: Pose::new(0.0, 0.0, heading),
                spacing: SpacingChoice::default(),
            };
            let drilled = form_brigade(apart.as_ref().unwrap_or(layout), ruleset, index, &order)?;
            let mut frame: Option<Bounds> = None;
            let mut members = Vec::new();
            for unit in &drilled.units {
                let mut formed = layout
                    .unit(unit.id)
                    .ok_or("a unit of the order of battle is missing")?
                    .clone();
                formed.formation.clone_from(&unit.formation);
                formed.choices.bends.clear();
                formed.pose = unit.pose;
                let placed = place_unit(&formed, ruleset)
                    .map_err(|why| format!("{}: {why}", formed.name))?;
                mounted &= placed.kind == TroopKind::Cavalry;
                let around = boxed(placed.bounds);
                frame = Some(frame.map_or(around, |f| f.union(around)));
                members.push((unit.id, army(unit.pose.position())));
                formations.push((unit.id, unit.formation.clone()));
            }
            if let Some(frame) = frame {
                let arm = if mounted && orders.horse_on_wings {
                    TroopKind::Cavalry
                } else {
                    TroopKind::Infantry
                };
                groups.push(Group {
                    arm,
                    units: vec![Standing { members, frame }],
                });
            }
            continue;
        }
        for &id in line.units() {
            let unit = layout
                .unit(id)
                .ok_or("a unit of the order of battle is missing")?;
            let mut placed =
                place_unit(unit, ruleset).map_err(|why| format!("{}: {why}", unit.name))?;
            placed.stand_at(Pose::new(0.0, 0.0, heading));
            let standing = Standing {
                members: vec![(id, Vec2::ZERO)],
                frame: boxed(placed.bounds),
            };
            match placed.kind {
                TroopKind::Artillery if orders.guns_ahead => guns.push(standing),
                kind => {
                    mounted &= kind == TroopKind::Cavalry;
                    rest.push(standing);
                }
            }
        }
        let arm = if mounted && orders.horse_on_wings {
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
    Ok((groups, formations))
}

/// Where each unit stands, in the army's frame, with `spacing`, in `room`: or by how much
/// it does not fit.
fn arrange(groups: &[Group], spacing: Spacing, room: Vec2) -> Result<Vec<Place>, Shortfall> {
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
                .map(|&(id, at, offset)| (id, at + Vec2::new(across, back), offset)),
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
            // The origin stands so that the box starts at `x` across and at the row's front.
            let origin = Vec2::new(x, row_front) - unit.frame.min;
            block.places.extend(
                unit.members
                    .iter()
                    .map(|&(id, offset)| (id, origin, offset)),
            );
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

//! Random layouts for the property tests of the layout's forms.

use drillbook::formation::{Placement, Side, TailBend, UnitState};
use drillbook::geom::Pose;
use drillbook::layout::{
    Battlefield, Brigade, DeploymentZone, Layout, LayoutUnit, PlayerSide, RulesetRef,
    TroopAllowance, TurnChange,
};
use drillbook::limits::MAX_TURN_CHANGES;
use drillbook::rules::{Basing, FormationChoices, Scale};
use drillbook::terrain::{TERRAIN_KINDS, TerrainPiece};
use glam::Vec2;
use proptest::prelude::*;

/// A length in mm: usually a whole number of tenths, as the editor leaves them, sometimes
/// any number at all.
fn length(within: f32) -> impl Strategy<Value = f32> {
    let tenths = (within * 10.0) as i32;
    prop_oneof![
        3 => (-tenths..=tenths).prop_map(|t| t as f32 / 10.0),
        1 => -within..within,
    ]
}

/// A heading: usually from 0° up to 360°, as the editor leaves them, sometimes any angle, as
/// a hand-written file or link may give (720°, −90°), which every reader normalises alike.
fn heading() -> impl Strategy<Value = f32> {
    prop_oneof![
        3 => 0.0f32..360.0,
        1 => -1000.0f32..1000.0,
        1 => prop::sample::select(vec![-90.0f32, 360.0, 720.0, -360.0]),
    ]
}

fn pose() -> impl Strategy<Value = Pose> {
    (length(5000.0), length(5000.0), heading()).prop_map(|(x, y, h)| Pose::new(x, y, h))
}

/// A name: any text, or one ending in a number, as new units' names do.
fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        "[^\\p{C}\\s][^\\p{C}]{0,29}",
        "[A-Za-z][A-Za-z ]{0,19}[0-9]{1,12}",
    ]
}

fn placements(most: usize) -> impl Strategy<Value = Vec<Placement>> {
    prop::collection::vec(
        (
            length(500.0),
            length(500.0),
            prop::sample::select(vec![0.0f32, 90.0, 45.5]),
        )
            .prop_map(|(x, y, facing)| Placement { x, y, facing }),
        0..=most,
    )
}

/// A column's bends: ranks counting up from 1, each turning within the limit either way.
fn bends() -> impl Strategy<Value = Vec<TailBend>> {
    prop::collection::vec(
        (
            1u32..4,
            prop_oneof![
                -90.0f32..=90.0,
                prop::sample::select(vec![-90.0f32, 12.5, 90.0])
            ],
        ),
        0..=3,
    )
    .prop_map(|steps| {
        let mut rank = 0;
        steps
            .into_iter()
            .map(|(step, degrees)| {
                rank += step;
                TailBend { rank, degrees }
            })
            .collect()
    })
}

fn unit() -> impl Strategy<Value = LayoutUnit> {
    let basing =
        (1u32..=40, 0u32..=6, 5.0f32..=100.0, 5.0f32..=100.0).prop_map(|(bases, figures, w, d)| {
            Basing {
                bases,
                figures_per_base: figures,
                base_width_mm: w,
                base_depth_mm: d,
            }
        });
    let choices = (
        0.0f32..20.0,
        prop::option::of(1u32..6),
        prop::sample::select(Side::ALL.to_vec()),
        prop::option::of(1u32..6),
        prop::option::of(10.0f32..100.0),
        placements(3),
        bends(),
    )
        .prop_map(
            |(gap_mm, files, extras, front_bases, spacing_mm, placed, bends)| FormationChoices {
                gap_mm,
                files,
                extras,
                front_bases,
                spacing_mm,
                placed,
                bends,
            },
        );
    (
        (1u32..1_000_000, name(), 0u8..4, "[a-z-]{1,12}", basing),
        (
            prop::sample::select(vec![
                UnitState::GoodOrder,
                UnitState::Disordered,
                UnitState::Routed,
            ]),
            0u32..12,
            "[a-z-]{1,12}",
            choices,
            pose(),
            prop::option::of(pose()),
        ),
        (
            0u32..4,
            placements(3),
            changes(),
            prop::option::of("[a-z-]{1,12}"),
        ),
    )
        .prop_map(
            |(
                (id, name, side, troop, basing),
                (state, cannon, formation, mut choices, pose, move_start),
                (detached, mut skirmishers, changes, order),
            )| {
                choices.placed.truncate(basing.bases as usize);
                choices.bends.retain(|b| b.rank < basing.bases);
                let detached = detached.min(basing.bases - 1);
                skirmishers.truncate(detached as usize);
                LayoutUnit {
                    id,
                    name,
                    side: PlayerSide(side),
                    troop,
                    basing,
                    state,
                    cannon,
                    formation,
                    choices,
                    detached,
                    skirmishers,
                    pose,
                    move_start,
                    changes,
                    order,
                }
            },
        )
}

/// A unit's changes of formation this turn: mostly none.
fn changes() -> impl Strategy<Value = Vec<TurnChange>> {
    let change = ("[a-z-]{1,12}", pose(), pose()).prop_map(|(from, before, after)| TurnChange {
        from,
        before,
        after,
    });
    prop_oneof![
        3 => Just(Vec::new()),
        1 => prop::collection::vec(change, 1..=MAX_TURN_CHANGES),
    ]
}

fn scale() -> impl Strategy<Value = Scale> {
    prop_oneof![
        2 => Just(Scale::AsWritten),
        1 => Just(Scale::InchesAsCm),
        1 => (0.1f32..10.0).prop_map(Scale::Factor),
    ]
}

fn point() -> impl Strategy<Value = Vec2> {
    (length(5000.0), length(5000.0)).prop_map(|(x, y)| Vec2::new(x, y))
}

/// A terrain piece of any kind, named or not: an area of 3 or more corners, or a line of 2 or
/// more points with a width.
fn piece() -> impl Strategy<Value = TerrainPiece> {
    (
        0..TERRAIN_KINDS.len(),
        prop_oneof![Just(String::new()), name()],
        prop::collection::vec(point(), 3..8),
        prop_oneof![(10u32..=5000).prop_map(|t| t as f32 / 10.0), 1.0f32..500.0],
        any::<bool>(),
    )
        .prop_map(|(kind, name, mut points, width_mm, short)| {
            let kind = TERRAIN_KINDS[kind].1;
            if kind.is_linear() && short {
                points.truncate(2);
            }
            TerrainPiece {
                kind,
                name,
                points,
                width_mm: if kind.is_linear() { width_mm } else { 0.0 },
            }
        })
}

/// A table, with a zone for some of the sides, each a polygon of any corners, and terrain.
fn battlefield() -> impl Strategy<Value = Option<Battlefield>> {
    let zone =
        (0u8..4, prop::collection::vec(point(), 3..8)).prop_map(|(side, corners)| DeploymentZone {
            side: PlayerSide(side),
            corners,
        });
    let table = (
        point(),
        100.0f32..20_000.0,
        100.0f32..20_000.0,
        prop::collection::vec(zone, 0..4),
        prop::collection::vec(piece(), 0..4),
    )
        .prop_map(|(centre, width_mm, depth_mm, mut zones, terrain)| {
            zones.sort_by_key(|z| z.side.0);
            zones.dedup_by_key(|z| z.side.0);
            Battlefield {
                centre,
                width_mm,
                depth_mm,
                zones,
                terrain,
            }
        });
    prop_oneof![2 => Just(None), 1 => table.prop_map(Some)]
}

pub fn layout() -> impl Strategy<Value = Layout> {
    let ruleset = prop_oneof![
        ("[a-z-]{1,12}", "[0-9.]{1,6}")
            .prop_map(|(id, version)| RulesetRef::Builtin { id, version }),
        "[a-z]\\PC{0,199}".prop_map(|toml| RulesetRef::Custom { toml }),
    ];
    (
        (ruleset, prop_oneof![Just(String::new()), name()]),
        prop::collection::vec(unit(), 0..8),
        scale(),
        battlefield(),
        prop::collection::vec(("[A-Z][a-z ]{0,12}[a-z]", any::<u8>()), 0..3),
        prop::collection::btree_map(
            "[a-z-]{1,12}",
            (1u32..50_000).prop_map(|tenths| tenths as f32 / 10.0),
            0..3,
        )
        .prop_map(|given| {
            given
                .into_iter()
                .map(|(troop, mm)| TroopAllowance { troop, mm })
                .collect::<Vec<_>>()
        }),
        prop_oneof![3 => Just(0u32), 1 => 1u32..=drillbook::limits::MAX_TURN],
        note(),
    )
        .prop_map(
            |((ruleset, name), mut units, scale, battlefield, groups, allowances, turn, note)| {
                for (i, unit) in units.iter_mut().enumerate() {
                    unit.id = i as u32 + 1;
                }
                let brigades = brigades(&units, groups);
                let mut layout = Layout {
                    name,
                    ruleset,
                    units,
                    scale,
                    battlefield,
                    brigades,
                    allowances,
                    turn,
                    ..Layout::new(RulesetRef::Custom {
                        toml: String::new(),
                    })
                };
                layout.notes.set_turn(&note).expect("a note");
                if let Some(first) = layout.units.first().map(|u| u.id) {
                    layout.notes.set_unit(first, &note).expect("a note");
                }
                layout
            },
        )
}

/// A note, usually none.
fn note() -> impl Strategy<Value = String> {
    prop_oneof![3 => Just(String::new()), 1 => "[^\\p{C}]{0,40}"]
}

/// What the players do in one turn of a game, to one unit picked by `.1` among those on the
/// table.
#[derive(Clone, Debug)]
enum Play {
    /// It moves (where its move began is kept), by the shift and to the heading given.
    Move(Vec2, f32),
    /// It is lost.
    Lose,
    /// A copy of it arrives beside it.
    Arrive,
    /// It changes formation where it stands.
    Form(String),
    /// Its morale changes.
    Waver,
    /// It is renamed.
    Rename(String),
    /// The players write of it.
    Note(String),
    /// It goes to the front of the order of battle.
    Lead,
    /// The table is renamed.
    NameTable(String),
}

fn play() -> impl Strategy<Value = (Play, usize)> {
    let shift = (length(300.0), length(300.0)).prop_map(|(x, y)| Vec2::new(x, y));
    let play = prop_oneof![
        8 => (shift, 0.0f32..360.0).prop_map(|(shift, heading)| Play::Move(shift, heading)),
        1 => Just(Play::Lose),
        1 => Just(Play::Arrive),
        1 => "[a-z-]{1,12}".prop_map(Play::Form),
        1 => Just(Play::Waver),
        1 => name().prop_map(Play::Rename),
        1 => "[^\\p{C}\\s]{1,30}".prop_map(Play::Note),
        1 => Just(Play::Lead),
        1 => prop_oneof![Just(String::new()), name()].prop_map(Play::NameTable),
    ];
    (play, any::<usize>())
}

/// Plays `play` on `layout`, as the page would: a move keeps where it began, a lost unit
/// leaves its brigade.
fn apply(layout: &mut Layout, (play, pick): (Play, usize)) {
    if layout.units.is_empty() {
        return;
    }
    let at = pick % layout.units.len();
    let id = layout.units[at].id;
    match play {
        Play::Move(shift, heading) => {
            let unit = &mut layout.units[at];
            unit.move_start.get_or_insert(unit.pose);
            unit.pose = Pose::new(unit.pose.x + shift.x, unit.pose.y + shift.y, heading);
        }
        Play::Lose => {
            layout.units.remove(at);
            for brigade in &mut layout.brigades {
                brigade.units.retain(|u| *u != id);
            }
            layout.brigades.retain(|b| !b.units.is_empty());
            layout.notes.units.retain(|n| n.unit != id);
        }
        Play::Arrive => {
            let mut copy = layout.units[at].clone();
            copy.id = layout.next_unit_id();
            copy.pose.x += 100.0;
            copy.move_start = None;
            layout.units.push(copy);
        }
        Play::Form(formation) => {
            let unit = &mut layout.units[at];
            let from = std::mem::replace(&mut unit.formation, formation);
            if unit.changes.len() < MAX_TURN_CHANGES {
                unit.changes.push(TurnChange {
                    from,
                    before: unit.pose,
                    after: unit.pose,
                });
            }
        }
        Play::Waver => {
            let unit = &mut layout.units[at];
            unit.state = match unit.state {
                UnitState::GoodOrder => UnitState::Disordered,
                _ => UnitState::Routed,
            };
        }
        Play::Rename(name) => layout.units[at].name = name,
        Play::Note(text) => layout.notes.set_unit(id, &text).expect("a note"),
        Play::Lead => {
            let unit = layout.units.remove(at);
            layout.units.insert(0, unit);
        }
        Play::NameTable(name) => layout.name = name,
    }
}

/// A game: a layout played over a few turns, each of a few plays and a note, and the turn in
/// hand played a little too.
pub fn game() -> impl Strategy<Value = Layout> {
    let turn = (prop::collection::vec(play(), 0..12), note());
    (layout(), prop::collection::vec(turn, 1..7)).prop_map(|(mut layout, turns)| {
        layout.turn %= 100;
        for (plays, note) in turns {
            layout.new_turn().expect("room for the turn");
            for play in plays {
                apply(&mut layout, play);
            }
            layout.notes.set_turn(&note).expect("a note");
        }
        layout
    })
}

/// Brigades of `units`: each named, taking the units a bit of its mask picks that no brigade
/// took before and that are of its first unit's side.
fn brigades(units: &[LayoutUnit], groups: Vec<(String, u8)>) -> Vec<Brigade> {
    let mut taken = vec![false; units.len()];
    let mut brigades = Vec::new();
    for (name, mask) in groups {
        let mut members: Vec<u32> = Vec::new();
        let mut side = None;
        for (at, unit) in units.iter().enumerate() {
            let picked = mask & (1 << (at % 8)) != 0 && !taken[at];
            if picked && side.is_none_or(|s| s == unit.side) {
                side = Some(unit.side);
                taken[at] = true;
                members.push(unit.id);
            }
        }
        if !members.is_empty() {
            brigades.push(Brigade {
                name,
                units: members,
            });
        }
    }
    brigades
}

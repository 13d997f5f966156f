//! The game in the compact form, from its tenth version on. The form's table is the game's
//! oldest kept turn (the turn in hand when none is kept), with its number and notes; after it
//! come the later turns up to the one in hand, each as what it holds that the turn before did
//! not ([`TurnDelta`]).
//!
//! Most of a turn is where its units moved: a unit that only moved is written as its pose,
//! near where it stood a turn before ([`Writer::near`]), and where its move began, which is
//! where it stood, takes no byte at all. A unit that changed otherwise is written with the
//! parts that changed (its formation, its morale), and one that changed in what it is (its
//! name, its basing) or arrived is written whole. Texts are written in place: the first
//! table's list of shared texts stays its own.

use std::collections::HashMap;

use super::compact::{
    NEWEST_FORM, STATES, get_basing, get_battlefield, get_changes, get_choices, get_optional_parts,
    get_pose, get_scale, has, parts, put_basing, put_battlefield, put_changes, put_choices,
    put_optional_parts, put_pose, put_scale, read_table,
};
use super::turn_delta::TurnDelta;
use super::turn_notes::UnitNote;
use super::{
    Brigade, Layout, LayoutUnit, PlayerSide, TroopAllowance, TurnNotes, TurnRecord,
    get_ruleset_ref, put_ruleset_ref,
};
use crate::codec::{CodecError, Reader, Writer};
use crate::geom::Pose;
use crate::limits::{MAX_GAME_UNITS, MAX_KEPT_TURNS, MAX_UNITS};

type Read<T> = Result<T, CodecError>;

/// What a game whose record passes the game's budget is told, before its turns are read.
pub const GAME_TOO_LONG: &str =
    "the game keeps more turns, or more units over its turns, than a game may";

/// Which of a turn's table-wide parts differ from the turn before, one bit each.
mod table_part {
    pub const NAME: u8 = 1;
    pub const RULESET: u8 = 2;
    pub const SCALE: u8 = 4;
    pub const FIELD: u8 = 8;
    pub const BRIGADES: u8 = 16;
    pub const ALLOWANCES: u8 = 32;
    pub const ORDER: u8 = 64;
}

/// Which of a unit's parts differ from its self in the turn before, one bit each.
mod unit_part {
    /// It stands where its move in the turn before began: nothing more is written.
    pub const AT_START: u8 = 1;
    /// It stands elsewhere: written near where it stood.
    pub const POSE: u8 = 2;
    /// Its move began elsewhere than in the turn before: written near where it stands. With
    /// [`STOOD`], its move began where it stood in the turn before: nothing more is written.
    pub const MOVE_START: u8 = 4;
    pub const CHANGES: u8 = 8;
    pub const FORMATION: u8 = 16;
    pub const STATE: u8 = 32;
    /// It differs in what it is, or arrived: written whole.
    pub const WHOLE: u8 = 64;
    /// It has not moved, and had in the turn before.
    pub const STOOD: u8 = 128;
}

fn put_text(w: &mut Writer, text: &str) {
    w.str(text);
}

fn get_text(r: &mut Reader) -> Read<String> {
    r.string()
}

/// The players' notes on a turn.
pub(super) fn put_notes(w: &mut Writer, notes: &TurnNotes) {
    w.str(&notes.turn);
    w.list(&notes.units, |w, note| {
        w.u32(note.unit);
        w.str(&note.text);
    });
}

pub(super) fn get_notes(r: &mut Reader) -> Read<TurnNotes> {
    Ok(TurnNotes {
        turn: r.string()?,
        units: r.list(|r| {
            Ok(UnitNote {
                unit: r.u32()?,
                text: r.string()?,
            })
        })?,
    })
}

/// The turns after the oldest kept one, up to `layout`, each whole: the form the page keeps,
/// read by the table's own reader.
pub(super) fn put_whole_turns(w: &mut Writer, layout: &Layout) {
    w.varint(layout.record.len() as u64);
    for table in layout.record.iter().chain([layout]).skip(1) {
        table.write_table(w, NEWEST_FORM);
    }
}

/// The game whose oldest kept turn is `first`, its later turns read whole, as
/// [`get_record`] reads them from what changed.
pub(super) fn get_whole_turns(r: &mut Reader, first: Layout) -> Read<Layout> {
    let count = r.length()?;
    if count > MAX_KEPT_TURNS {
        return Err(r.error(GAME_TOO_LONG));
    }
    let mut units = first.units.len();
    let mut turns: Vec<Layout> = Vec::with_capacity(count + 1);
    turns.push(first);
    for _ in 0..count {
        let next = read_table(r, NEWEST_FORM)?;
        units += next.units.len();
        if units > MAX_GAME_UNITS + MAX_UNITS {
            return Err(r.error(GAME_TOO_LONG));
        }
        turns.push(next);
    }
    let mut present = turns.pop().ok_or_else(|| r.error("a game has no turn"))?;
    present.record = TurnRecord::of(turns);
    Ok(present)
}

/// The turns after the oldest kept one, up to `layout`, each from the turn before.
pub(super) fn put_record(w: &mut Writer, layout: &Layout) {
    w.varint(layout.record.len() as u64);
    let tables: Vec<&Layout> = layout.record.iter().chain([layout]).collect();
    for pair in tables.windows(2) {
        put_delta(w, pair[0], &TurnDelta::between(pair[0], pair[1]));
    }
}

/// The game whose oldest kept turn is `first`: each later turn rebuilt from the one before,
/// the last being the turn in hand. The game's budget is held as the turns are read, so that
/// a long record costs no more than the budget allows.
pub(super) fn get_record(r: &mut Reader, first: Layout) -> Read<Layout> {
    let count = r.length()?;
    if count > MAX_KEPT_TURNS {
        return Err(r.error(GAME_TOO_LONG));
    }
    let mut units = first.units.len();
    let mut turns: Vec<Layout> = Vec::with_capacity(count + 1);
    turns.push(first);
    for _ in 0..count {
        let from = turns.last().ok_or_else(|| r.error("a game has no turn"))?;
        let turn = (from.turn.checked_add(1)).ok_or_else(|| r.error("a turn is out of range"))?;
        let delta = get_delta(r, from)?;
        let next = delta
            .reached_from(from, turn)
            .map_err(|_| r.error("a turn does not fit the turn before it"))?;
        units += next.units.len();
        if next.units.len() > MAX_UNITS || units > MAX_GAME_UNITS + MAX_UNITS {
            return Err(r.error(GAME_TOO_LONG));
        }
        turns.push(next);
    }
    let mut present = turns.pop().ok_or_else(|| r.error("a game has no turn"))?;
    present.record = TurnRecord::of(turns);
    Ok(present)
}

/// Ids one after another, each as its difference from the one before.
fn put_ids(w: &mut Writer, ids: impl ExactSizeIterator<Item = u32>) {
    w.varint(ids.len() as u64);
    let mut previous = 0i64;
    for id in ids {
        w.signed(i64::from(id) - previous);
        previous = i64::from(id);
    }
}

fn get_ids(r: &mut Reader) -> Read<Vec<u32>> {
    let mut previous = 0i64;
    r.list(|r| {
        previous = previous.saturating_add(r.signed()?);
        u32::try_from(previous).map_err(|_| r.error("an id is out of range"))
    })
}

fn put_delta(w: &mut Writer, from: &Layout, delta: &TurnDelta) {
    let parts = [
        (delta.name.is_some(), table_part::NAME),
        (delta.ruleset.is_some(), table_part::RULESET),
        (delta.scale.is_some(), table_part::SCALE),
        (delta.battlefield.is_some(), table_part::FIELD),
        (delta.brigades.is_some(), table_part::BRIGADES),
        (delta.allowances.is_some(), table_part::ALLOWANCES),
        (delta.order.is_some(), table_part::ORDER),
    ];
    w.u8(parts
        .iter()
        .filter(|(on, _)| *on)
        .fold(0, |bits, (_, bit)| bits | bit));
    if let Some(name) = &delta.name {
        w.str(name);
    }
    if let Some(ruleset) = &delta.ruleset {
        put_ruleset_ref(w, ruleset);
    }
    if let Some(scale) = delta.scale {
        put_scale(w, scale);
    }
    if let Some(field) = &delta.battlefield {
        w.option(field.as_ref(), |w, table| {
            put_battlefield(w, table, NEWEST_FORM, 0)
        });
    }
    if let Some(brigades) = &delta.brigades {
        w.list(brigades, |w, brigade| {
            w.str(&brigade.name);
            put_ids(w, brigade.units.iter().copied());
        });
    }
    if let Some(allowances) = &delta.allowances {
        w.list(allowances, |w, allowance| {
            w.str(&allowance.troop);
            w.tenths(allowance.mm);
        });
    }
    put_notes(w, &delta.notes);
    put_ids(w, delta.gone.iter().copied());
    let from_units: HashMap<u32, &LayoutUnit> = from.units.iter().map(|u| (u.id, u)).collect();
    put_ids(w, delta.units.iter().map(|u| u.id));
    let kept: Vec<Kept> = (delta.units.iter())
        .map(|to| {
            let from = from_units.get(&to.id).copied();
            Kept {
                to,
                from,
                bits: differences(to, from),
            }
        })
        .collect();
    for unit in &kept {
        w.u8(unit.bits);
    }
    put_columns(w, &kept);
    if let Some(order) = &delta.order {
        put_ids(w, order.iter().copied());
    }
}

fn get_delta(r: &mut Reader, from: &Layout) -> Read<TurnDelta> {
    let parts = r.u8()?;
    let given = |bit: u8| parts & bit != 0;
    let mut delta = TurnDelta::default();
    if given(table_part::NAME) {
        delta.name = Some(r.string()?);
    }
    if given(table_part::RULESET) {
        delta.ruleset = Some(get_ruleset_ref(r)?);
    }
    if given(table_part::SCALE) {
        delta.scale = Some(get_scale(r)?);
    }
    if given(table_part::FIELD) {
        let field = r.option(|r| get_battlefield(r, NEWEST_FORM))?;
        delta.battlefield = Some(field.map(|(table, _)| table));
    }
    if given(table_part::BRIGADES) {
        delta.brigades = Some(r.list(|r| {
            Ok(Brigade {
                name: r.string()?,
                units: get_ids(r)?,
            })
        })?);
    }
    if given(table_part::ALLOWANCES) {
        delta.allowances = Some(r.list(|r| {
            Ok(TroopAllowance {
                troop: r.string()?,
                mm: r.tenths()?,
            })
        })?);
    }
    delta.notes = get_notes(r)?;
    delta.gone = get_ids(r)?;
    let from_units: HashMap<u32, &LayoutUnit> = from.units.iter().map(|u| (u.id, u)).collect();
    let ids = get_ids(r)?;
    let mut bits = Vec::with_capacity(ids.len());
    for _ in &ids {
        bits.push(r.u8()?);
    }
    delta.units = get_columns(r, &from_units, &ids, &bits)?;
    if given(table_part::ORDER) {
        delta.order = Some(get_ids(r)?);
    }
    Ok(delta)
}

/// Which parts of `to` differ from `from`, its self in the turn before: all of it when it
/// differs in what it is, or arrived.
fn differences(to: &LayoutUnit, from: Option<&LayoutUnit>) -> u8 {
    let Some(from) = from else {
        return unit_part::WHOLE;
    };
    let same_unit = to.name == from.name
        && to.side == from.side
        && to.troop == from.troop
        && to.basing == from.basing
        && to.detached == from.detached
        && to.skirmishers == from.skirmishers
        && to.order == from.order;
    if !same_unit {
        return unit_part::WHOLE;
    }
    let mut bits = 0;
    if to.pose != from.pose {
        bits |= if from.move_start == Some(to.pose) {
            unit_part::AT_START
        } else {
            unit_part::POSE
        };
    }
    if to.move_start != from.move_start {
        bits |= match to.move_start {
            None => unit_part::STOOD,
            Some(start) if start == from.pose => unit_part::MOVE_START | unit_part::STOOD,
            Some(_) => unit_part::MOVE_START,
        };
    }
    if to.changes != from.changes {
        bits |= unit_part::CHANGES;
    }
    if to.formation != from.formation || to.choices != from.choices {
        bits |= unit_part::FORMATION;
    }
    if to.state != from.state || to.cannon != from.cannon {
        bits |= unit_part::STATE;
    }
    bits
}

/// A unit of a turn: its self then, its self in the turn before (if it was there), and which
/// of its parts differ.
struct Kept<'a> {
    to: &'a LayoutUnit,
    from: Option<&'a LayoutUnit>,
    bits: u8,
}

impl Kept<'_> {
    /// Its self in the turn before, when it is written by its parts rather than whole.
    fn by_parts(&self) -> Option<&LayoutUnit> {
        self.from.filter(|_| self.bits & unit_part::WHOLE == 0)
    }

    /// Whether its parts include all of `bits`.
    fn has(&self, bits: u8) -> bool {
        self.bits & bits == bits
    }
}

/// Where unit `to`'s move began is written when it began elsewhere than where the unit
/// stood a turn before.
fn start_written(bits: u8) -> bool {
    bits & (unit_part::MOVE_START | unit_part::STOOD) == unit_part::MOVE_START
}

/// Each part of the units written by their parts, part by part, so that deflate finds like
/// bytes together (most headings do not change, and write a run of zeros); then the units
/// written whole.
fn put_columns(w: &mut Writer, kept: &[Kept]) {
    let parted: Vec<(&LayoutUnit, &LayoutUnit, &Kept)> = kept
        .iter()
        .filter_map(|k| k.by_parts().map(|from| (k.to, from, k)))
        .collect();
    let with = |bits: u8| parted.iter().filter(move |(_, _, k)| k.has(bits));
    for (to, from, _) in with(unit_part::POSE) {
        w.near(to.pose.x, from.pose.x);
        w.near(to.pose.y, from.pose.y);
    }
    for (to, from, _) in with(unit_part::POSE) {
        w.near(to.pose.heading, from.pose.heading);
    }
    let started = || {
        (parted.iter())
            .filter(|(_, _, k)| start_written(k.bits))
            .filter_map(|(to, _, _)| to.move_start.map(|start| (start, to.pose)))
    };
    for (start, pose) in started() {
        w.near(start.x, pose.x);
        w.near(start.y, pose.y);
    }
    for (start, pose) in started() {
        w.near(start.heading, pose.heading);
    }
    for (to, _, _) in with(unit_part::CHANGES) {
        put_changes(w, &to.changes, &put_text);
    }
    for (to, _, _) in with(unit_part::FORMATION) {
        w.str(&to.formation);
        put_choices(w, &to.choices);
    }
    for (to, _, _) in with(unit_part::STATE) {
        let state = STATES.iter().position(|s| *s == to.state).unwrap_or(0);
        w.u8(state as u8);
        w.u32(to.cannon);
    }
    for unit in kept.iter().filter(|k| k.by_parts().is_none()) {
        put_whole(w, unit.to);
    }
}

/// Reads by `read` each unit written by its parts whose bits pass `test`.
fn each(
    r: &mut Reader,
    units: &mut [Option<LayoutUnit>],
    bits: &[u8],
    test: fn(u8) -> bool,
    mut read: impl FnMut(&mut Reader, &mut LayoutUnit) -> Read<()>,
) -> Read<()> {
    for (unit, &bits) in units.iter_mut().zip(bits) {
        if bits & unit_part::WHOLE == 0 && test(bits) {
            let unit = unit.as_mut().ok_or_else(|| r.error("a unit is missing"))?;
            read(r, unit)?;
        }
    }
    Ok(())
}

/// The units of a turn, read as [`put_columns`] wrote them, in the order of `ids`.
fn get_columns(
    r: &mut Reader,
    from: &HashMap<u32, &LayoutUnit>,
    ids: &[u32],
    bits: &[u8],
) -> Read<Vec<LayoutUnit>> {
    let by_parts = |at: usize| bits[at] & unit_part::WHOLE == 0;
    let mut units: Vec<Option<LayoutUnit>> = Vec::with_capacity(ids.len());
    for (at, id) in ids.iter().enumerate() {
        units.push(match from.get(id) {
            Some(before) if by_parts(at) => Some((*before).clone()),
            None if by_parts(at) => {
                return Err(r.error("a unit is not whole, and the turn before has it not"));
            }
            _ => None,
        });
    }
    // Where each stood a turn before, before any part is read over it.
    let stood: Vec<Option<Pose>> = (ids.iter())
        .map(|id| from.get(id).map(|u| u.pose))
        .collect();
    each(
        r,
        &mut units,
        bits,
        |b| b & unit_part::AT_START != 0,
        |r, unit| {
            unit.pose = unit
                .move_start
                .ok_or_else(|| r.error("a unit stands where a move began that was not made"))?;
            Ok(())
        },
    )?;
    each(
        r,
        &mut units,
        bits,
        |b| b & unit_part::POSE != 0,
        |r, unit| {
            unit.pose.x = r.near(unit.pose.x)?;
            unit.pose.y = r.near(unit.pose.y)?;
            Ok(())
        },
    )?;
    each(
        r,
        &mut units,
        bits,
        |b| b & unit_part::POSE != 0,
        |r, unit| {
            unit.pose.heading = r.near(unit.pose.heading)?;
            Ok(())
        },
    )?;
    for (at, unit) in units.iter_mut().enumerate() {
        let (Some(unit), Some(stood)) = (unit, stood[at]) else {
            continue;
        };
        let moved = bits[at] & (unit_part::MOVE_START | unit_part::STOOD);
        if moved == unit_part::STOOD {
            unit.move_start = None;
        } else if moved == unit_part::MOVE_START | unit_part::STOOD {
            unit.move_start = Some(stood);
        }
    }
    each(r, &mut units, bits, start_written, |r, unit| {
        let pose = unit.pose;
        unit.move_start = Some(Pose::new(r.near(pose.x)?, r.near(pose.y)?, 0.0));
        Ok(())
    })?;
    each(r, &mut units, bits, start_written, |r, unit| {
        let heading = unit.pose.heading;
        if let Some(start) = &mut unit.move_start {
            start.heading = r.near(heading)?;
        }
        Ok(())
    })?;
    each(
        r,
        &mut units,
        bits,
        |b| b & unit_part::CHANGES != 0,
        |r, unit| {
            unit.changes = get_changes(r, &get_text)?;
            Ok(())
        },
    )?;
    each(
        r,
        &mut units,
        bits,
        |b| b & unit_part::FORMATION != 0,
        |r, unit| {
            unit.formation = r.string()?;
            unit.choices = get_choices(r, NEWEST_FORM)?;
            Ok(())
        },
    )?;
    each(
        r,
        &mut units,
        bits,
        |b| b & unit_part::STATE != 0,
        |r, unit| {
            unit.state = STATES[usize::from(r.variant(STATES.len() as u8)?)];
            unit.cannon = r.u32()?;
            Ok(())
        },
    )?;
    (units.into_iter().zip(ids))
        .map(|(unit, &id)| match unit {
            Some(unit) => Ok(unit),
            None => get_whole(r, id),
        })
        .collect()
}

/// A unit whole, but for its id, which the list of ids gives.
fn put_whole(w: &mut Writer, unit: &LayoutUnit) {
    w.str(&unit.name);
    w.u8(unit.side.0);
    w.str(&unit.troop);
    w.str(&unit.formation);
    put_basing(w, &unit.basing);
    put_pose(w, &unit.pose);
    w.u8(parts(unit));
    put_optional_parts(w, unit, &put_text);
}

fn get_whole(r: &mut Reader, id: u32) -> Read<LayoutUnit> {
    let mut unit = LayoutUnit {
        id,
        name: r.string()?,
        side: PlayerSide(r.u8()?),
        troop: r.string()?,
        formation: r.string()?,
        basing: get_basing(r)?,
        pose: get_pose(r)?,
        state: Default::default(),
        cannon: 0,
        choices: Default::default(),
        detached: 0,
        skirmishers: Vec::new(),
        move_start: None,
        changes: Vec::new(),
        order: None,
    };
    let bits = r.u8()?;
    if bits & !has::all(NEWEST_FORM) != 0 {
        return Err(r.error("a unit has parts this Drillbook does not know"));
    }
    get_optional_parts(r, &mut unit, bits, &get_text, NEWEST_FORM)?;
    Ok(unit)
}

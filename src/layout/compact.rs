//! The layout's compact binary form: what a share link carries once inflated, and what the
//! file reader hands the page.
//!
//! It is laid out for deflate: the strings the units share (troop and formation ids, and the
//! stems of names, `Line infantry battalion ` of `Line infantry battalion 12`) and their
//! basings are listed once and referred to by index, and the units' fields come column by
//! column (every id, then every name, every side…), so like values stand together. Numbers
//! that count up are written as differences: ids from the unit before, the number ending a
//! name from the last name of the same stem, positions from the unit before. Lengths and
//! angles are written in tenths where that is exact ([`Writer::tenths`]), so a layout reads
//! back exactly as it was. What is read is checked by [`Layout::check`].
//!
//! The first version of the form ends with the units. The second adds the players' scale and
//! their table after them, the third the table's terrain after its zones, and the fourth a
//! unit's changes of formation this turn as the last of its optional parts, and the fifth
//! the named brigades at the very end, the sixth a column's bends among a unit's choices, and
//! the seventh the players' move allowances after the brigades, and the eighth a unit's
//! order as the last of its optional parts and the table's turn after its terrain, and the
//! ninth the table's name at the very end, and the tenth the game: the turn, moved from the
//! table to after the name, the turn's notes, and the kept turns, newest first, each as what
//! it held that the turn after it did not (`compact_turns`) ([`Layout::to_link_bytes`]
//! writes the oldest version that holds the layout, so its link still opens in a Drillbook
//! that reads only that one).

use glam::Vec2;

use super::compact_turns::{
    get_notes, get_record, get_whole_turns, put_notes, put_record, put_whole_turns,
};
use super::{
    Battlefield, Brigade, DeploymentZone, Layout, LayoutUnit, PlayerSide, RulesetRef,
    TroopAllowance, TurnChange, TurnNotes, TurnRecord,
};
use crate::codec::{CodecError, Reader, Writer, unzigzag, zigzag};
use crate::formation::{Placement, Side, TailBend, UnitState};
use crate::geom::Pose;
use crate::rules::{Basing, FormationChoices, Scale};
use crate::terrain::{TERRAIN_KINDS, TerrainPiece};

type Read<T> = Result<T, CodecError>;

/// The morale states, in the order the compact form numbers them.
pub(super) const STATES: [UnitState; 3] = [
    UnitState::GoodOrder,
    UnitState::Disordered,
    UnitState::Routed,
];

/// Which of a unit's optional parts follow, one bit each.
pub(super) mod has {
    pub const CHOICES: u8 = 1;
    pub const DETACHED: u8 = 2;
    pub const MOVE_START: u8 = 4;
    pub const STATE_OR_CANNON: u8 = 8;
    /// From the fourth version on.
    pub const CHANGES: u8 = 16;
    /// From the eighth version on.
    pub const ORDER: u8 = 32;
    /// Every part a form of `version` may have.
    pub const fn all(version: u32) -> u8 {
        match version {
            8.. => 63,
            4.. => 31,
            _ => 15,
        }
    }
}

/// Which of a unit's choices follow, one bit each.
mod chose {
    pub const GAP: u8 = 1;
    pub const FILES: u8 = 2;
    pub const EXTRAS: u8 = 4;
    pub const FRONT_BASES: u8 = 8;
    pub const SPACING: u8 = 16;
    pub const PLACED: u8 = 32;
    /// From the sixth version on.
    pub const BENDS: u8 = 64;
    /// Every choice a form of `version` may hold.
    pub const fn all(version: u32) -> u8 {
        if version >= 6 { 127 } else { 63 }
    }
}

/// How a form writes a game's turns after its oldest: one after another up to the turn in
/// hand.
type PutTurns = fn(&mut Writer, &Layout);

/// How a form reads them back, given the oldest, into the game.
type GetTurns = fn(&mut Reader, Layout) -> Read<Layout>;

impl Layout {
    /// The layout in the compact binary form, of the newest version, as the page keeps it in
    /// the browser and hands it to its workers: a game's turns are written whole, one table
    /// after another, so that the page reads them with the table's own reader.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.write(NEWEST_FORM, put_whole_turns)
    }

    /// The layout in the compact binary form for a link, with the form's version: the oldest
    /// that carries all of it. A game's turns are written as what each changed since the turn
    /// before ([`put_record`]), which deflates to a link a tenth as long.
    pub fn to_link_bytes(&self) -> (u32, Vec<u8>) {
        let version = self.format_version();
        (version, self.write(version, put_record))
    }

    /// The form of `version`: from the tenth on, the game's oldest kept turn as the table,
    /// then each later turn up to this one, as `put_turns` writes them.
    fn write(&self, version: u32, put_turns: PutTurns) -> Vec<u8> {
        let mut w = Writer::new();
        if version >= 10 {
            self.record
                .iter()
                .next()
                .unwrap_or(self)
                .write_table(&mut w, version);
            put_turns(&mut w, self);
        } else {
            self.write_table(&mut w, version);
        }
        w.into_bytes()
    }

    /// The table alone, with its turn and notes from the tenth version on.
    pub(super) fn write_table(&self, w: &mut Writer, version: u32) {
        put_ruleset_ref(w, &self.ruleset);
        let units = &self.units;
        let mut strings: Vec<&str> = Vec::new();
        let mut basings: Vec<Basing> = Vec::new();
        for unit in units {
            let changed_from = unit.changes.iter().map(|c| &*c.from);
            for string in [&*unit.troop, &*unit.formation, split_number(&unit.name).0]
                .into_iter()
                .chain(changed_from)
                .chain(unit.order.as_deref())
            {
                if !strings.contains(&string) {
                    strings.push(string);
                }
            }
            if !basings.contains(&unit.basing) {
                basings.push(unit.basing);
            }
        }
        let index_of = |s: &str| strings.iter().position(|n| *n == s).unwrap_or(0) as u32;
        w.list(&strings, |w, string| w.str(string));
        w.list(&basings, put_basing);
        w.varint(units.len() as u64);
        let mut previous = 0u32;
        for unit in units {
            w.varint(u64::from(unit.id.wrapping_sub(previous)));
            previous = unit.id;
        }
        for unit in units {
            w.u32(index_of(split_number(&unit.name).0));
        }
        let mut last_numbers = vec![0i64; strings.len()];
        for unit in units {
            let (stem, number) = split_number(&unit.name);
            match number {
                Some(number) => {
                    let last = &mut last_numbers[index_of(stem) as usize];
                    w.varint(zigzag(i64::from(number) - *last) + 1);
                    *last = i64::from(number);
                }
                None => w.varint(0),
            }
        }
        for unit in units {
            w.u8(unit.side.0);
            w.u32(index_of(&unit.troop));
            w.u32(index_of(&unit.formation));
            w.u32(basings.iter().position(|b| *b == unit.basing).unwrap_or(0) as u32);
            w.u8(parts(unit));
        }
        let mut before = Pose::default();
        for unit in units {
            w.tenths_after(unit.pose.x, before.x);
            w.tenths_after(unit.pose.y, before.y);
            w.tenths(unit.pose.heading);
            before = unit.pose;
        }
        for unit in units {
            let put_text = |w: &mut Writer, s: &str| w.u32(index_of(s));
            put_optional_parts(w, unit, &put_text);
        }
        if version >= 2 {
            put_scale(w, self.scale);
            w.option(self.battlefield.as_ref(), |w, table| {
                put_battlefield(w, table, version, self.turn);
            });
        }
        if version >= 5 {
            put_brigades(w, self);
        }
        if version >= 7 {
            w.list(&self.allowances, |w, allowance| {
                w.str(&allowance.troop);
                w.tenths(allowance.mm);
            });
        }
        if version >= 9 {
            w.str(&self.name);
        }
        if version >= 10 {
            w.u32(self.turn);
            put_notes(w, &self.notes);
        }
    }

    /// Reads a layout from the compact binary form, checking every limit: bad bytes give a
    /// message naming the problem, never a panic.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        Self::from_checked_bytes(bytes)?.validated()
    }

    /// Reads a layout from compact bytes made from a layout already checked, as the reader
    /// worker hands the page: bad bytes still give a message, never a panic, but the limits
    /// are not checked again, which keeps the check out of the page's first load.
    pub fn from_checked_bytes(bytes: &[u8]) -> Result<Self, String> {
        Self::from_kept_bytes(bytes, NEWEST_FORM)
    }

    /// Reads a layout from the compact binary form of `version` (1 to 10) that the page
    /// keeps ([`Layout::to_bytes`]: a game's turns whole), as
    /// [`Layout::from_checked_bytes`] does.
    pub fn from_kept_bytes(bytes: &[u8], version: u32) -> Result<Self, String> {
        read(&mut Reader::new(bytes), version, get_whole_turns).map_err(|e| e.to_string())
    }

    /// Reads a layout from a link's compact binary form of `version` (1 to 10: a game's
    /// turns as what each changed), as [`Layout::from_checked_bytes`] does.
    pub fn from_link_bytes(bytes: &[u8], version: u32) -> Result<Self, String> {
        read(&mut Reader::new(bytes), version, get_record).map_err(|e| e.to_string())
    }
}

/// The longest number a name may end with to be written as a number: nine digits always fit
/// a `u32`.
const MAX_NAME_DIGITS: usize = 9;

/// A name as its stem and the number it ends with, when it ends with one written plainly
/// (no leading zero), so that the two put back together give the name again.
fn split_number(name: &str) -> (&str, Option<u32>) {
    let stem = name.trim_end_matches(|c: char| c.is_ascii_digit());
    let digits = &name[stem.len()..];
    if digits.is_empty()
        || digits.len() > MAX_NAME_DIGITS
        || digits.len() > 1 && digits.starts_with('0')
    {
        return (name, None);
    }
    (stem, digits.parse().ok())
}

pub(super) fn parts(unit: &LayoutUnit) -> u8 {
    let mut parts = 0;
    if unit.choices != FormationChoices::default() {
        parts |= has::CHOICES;
    }
    if unit.detached > 0 || !unit.skirmishers.is_empty() {
        parts |= has::DETACHED;
    }
    if unit.move_start.is_some() {
        parts |= has::MOVE_START;
    }
    if unit.state != UnitState::GoodOrder || unit.cannon > 0 {
        parts |= has::STATE_OR_CANNON;
    }
    if !unit.changes.is_empty() {
        parts |= has::CHANGES;
    }
    if unit.order.is_some() {
        parts |= has::ORDER;
    }
    parts
}

pub(super) fn put_basing(w: &mut Writer, basing: &Basing) {
    w.u32(basing.bases);
    w.u32(basing.figures_per_base);
    w.tenths(basing.base_width_mm);
    w.tenths(basing.base_depth_mm);
}

pub(super) fn put_pose(w: &mut Writer, pose: &Pose) {
    w.tenths(pose.x);
    w.tenths(pose.y);
    w.tenths(pose.heading);
}

fn put_placements(w: &mut Writer, placed: &[Placement]) {
    w.list(placed, |w, p| {
        w.tenths(p.x);
        w.tenths(p.y);
        w.tenths(p.facing);
    });
}

/// A unit's optional parts, the texts they name written by `put_text`.
pub(super) fn put_optional_parts(
    w: &mut Writer,
    unit: &LayoutUnit,
    put_text: &impl Fn(&mut Writer, &str),
) {
    let parts = parts(unit);
    if parts & has::STATE_OR_CANNON != 0 {
        let state = STATES.iter().position(|s| *s == unit.state).unwrap_or(0);
        w.u8(state as u8);
        w.u32(unit.cannon);
    }
    if parts & has::CHOICES != 0 {
        put_choices(w, &unit.choices);
    }
    if parts & has::DETACHED != 0 {
        w.u32(unit.detached);
        put_placements(w, &unit.skirmishers);
    }
    if let Some(start) = &unit.move_start {
        put_pose(w, start);
    }
    if !unit.changes.is_empty() {
        put_changes(w, &unit.changes, put_text);
    }
    if let Some(order) = &unit.order {
        put_text(w, order);
    }
}

pub(super) fn put_changes(
    w: &mut Writer,
    changes: &[TurnChange],
    put_text: &impl Fn(&mut Writer, &str),
) {
    w.list(changes, |w, change| {
        put_text(w, &change.from);
        put_pose(w, &change.before);
        put_pose(w, &change.after);
    });
}

pub(super) fn put_choices(w: &mut Writer, choices: &FormationChoices) {
    let c = choices;
    let chosen = [
        (c.gap_mm != 0.0, chose::GAP),
        (c.files.is_some(), chose::FILES),
        (c.extras != Side::Front, chose::EXTRAS),
        (c.front_bases.is_some(), chose::FRONT_BASES),
        (c.spacing_mm.is_some(), chose::SPACING),
        (!c.placed.is_empty(), chose::PLACED),
        (!c.bends.is_empty(), chose::BENDS),
    ];
    w.u8(chosen
        .iter()
        .filter(|(given, _)| *given)
        .fold(0, |bits, (_, bit)| bits | bit));
    if c.gap_mm != 0.0 {
        w.tenths(c.gap_mm);
    }
    if let Some(files) = c.files {
        w.u32(files);
    }
    if c.extras != Side::Front {
        w.u8(Side::ALL.iter().position(|s| *s == c.extras).unwrap_or(0) as u8);
    }
    if let Some(front) = c.front_bases {
        w.u32(front);
    }
    if let Some(spacing) = c.spacing_mm {
        w.tenths(spacing);
    }
    if !c.placed.is_empty() {
        put_placements(w, &c.placed);
    }
    if !c.bends.is_empty() {
        w.list(&c.bends, |w, bend| {
            w.u32(bend.rank);
            w.tenths(bend.degrees);
        });
    }
}

/// The ways of a scale, in the order the compact form numbers them.
mod scale_kind {
    pub const AS_WRITTEN: u8 = 0;
    pub const INCHES_AS_CM: u8 = 1;
    pub const FACTOR: u8 = 2;
    pub const COUNT: u8 = 3;
}

pub(super) fn put_scale(w: &mut Writer, scale: Scale) {
    match scale {
        Scale::AsWritten => w.u8(scale_kind::AS_WRITTEN),
        Scale::InchesAsCm => w.u8(scale_kind::INCHES_AS_CM),
        Scale::Factor(factor) => {
            w.u8(scale_kind::FACTOR);
            w.f32(factor);
        }
    }
}

pub(super) fn get_scale(r: &mut Reader) -> Read<Scale> {
    Ok(match r.variant(scale_kind::COUNT)? {
        scale_kind::AS_WRITTEN => Scale::AsWritten,
        scale_kind::INCHES_AS_CM => Scale::InchesAsCm,
        _ => Scale::Factor(r.f32()?),
    })
}

fn put_point(w: &mut Writer, point: &Vec2) {
    w.tenths(point.x);
    w.tenths(point.y);
}

fn get_point(r: &mut Reader) -> Read<Vec2> {
    Ok(Vec2::new(r.tenths()?, r.tenths()?))
}

/// The table; from the eighth version to the ninth, the game's `turn` after its terrain.
pub(super) fn put_battlefield(w: &mut Writer, table: &Battlefield, version: u32, turn: u32) {
    put_point(w, &table.centre);
    w.tenths(table.width_mm);
    w.tenths(table.depth_mm);
    w.list(&table.zones, |w, zone| {
        w.u8(zone.side.0);
        w.list(&zone.corners, put_point);
    });
    if version >= 3 {
        w.list(&table.terrain, put_piece);
    }
    if (8..10).contains(&version) {
        w.u32(turn);
    }
}

/// The table, and the game's turn where the form keeps it with the table.
pub(super) fn get_battlefield(r: &mut Reader, version: u32) -> Read<(Battlefield, u32)> {
    let table = Battlefield {
        centre: get_point(r)?,
        width_mm: r.tenths()?,
        depth_mm: r.tenths()?,
        zones: r.list(|r| {
            Ok(DeploymentZone {
                side: PlayerSide(r.u8()?),
                corners: r.list(get_point)?,
            })
        })?,
        terrain: if version >= 3 {
            r.list(get_piece)?
        } else {
            Vec::new()
        },
    };
    let turn = if (8..10).contains(&version) {
        r.u32()?
    } else {
        0
    };
    Ok((table, turn))
}

/// A piece: its kind's index in [`TERRAIN_KINDS`], its name, its points, and a linear
/// feature's width.
fn put_piece(w: &mut Writer, piece: &TerrainPiece) {
    w.u8(piece.kind as u8);
    w.str(&piece.name);
    w.list(&piece.points, put_point);
    if piece.kind.is_linear() {
        w.tenths(piece.width_mm);
    }
}

fn get_piece(r: &mut Reader) -> Read<TerrainPiece> {
    let kind = TERRAIN_KINDS[usize::from(r.variant(TERRAIN_KINDS.len() as u8)?)].1;
    Ok(TerrainPiece {
        kind,
        name: r.string()?,
        points: r.list(get_point)?,
        width_mm: if kind.is_linear() { r.tenths()? } else { 0.0 },
    })
}

/// The brigades: each its name, then its units by their place in the layout's list.
fn put_brigades(w: &mut Writer, layout: &Layout) {
    w.list(&layout.brigades, |w, brigade| {
        w.str(&brigade.name);
        w.list(&brigade.units, |w, id| {
            let place = layout.units.iter().position(|u| u.id == *id);
            w.u32(place.unwrap_or(0) as u32);
        });
    });
}

fn get_brigades(r: &mut Reader, units: &[LayoutUnit]) -> Read<Vec<Brigade>> {
    r.list(|r| {
        Ok(Brigade {
            name: r.string()?,
            units: r.list(|r| {
                let place = r.u32()? as usize;
                let unit = units
                    .get(place)
                    .ok_or_else(|| r.error("a brigade refers to no listed unit"))?;
                Ok(unit.id)
            })?,
        })
    })
}

/// The newest version of the form, which names the newest share link too.
pub const NEWEST_FORM: u32 = 10;

/// A layout's reference to its ruleset, in compact bytes.
pub(crate) fn put_ruleset_ref(w: &mut Writer, reference: &RulesetRef) {
    match reference {
        RulesetRef::Builtin { id, version } => {
            w.u8(0);
            w.str(id);
            w.str(version);
        }
        RulesetRef::Custom { toml } => {
            w.u8(1);
            w.str(toml);
        }
    }
}

/// A reference to a ruleset, read back.
pub(crate) fn get_ruleset_ref(r: &mut Reader) -> Read<RulesetRef> {
    Ok(match r.variant(2)? {
        0 => RulesetRef::Builtin {
            id: r.string()?,
            version: r.string()?,
        },
        _ => RulesetRef::Custom { toml: r.string()? },
    })
}

/// A layout in the form of `version`, a game's later turns read by `get_turns`.
fn read(r: &mut Reader, version: u32, get_turns: GetTurns) -> Read<Layout> {
    let mut layout = read_table(r, version)?;
    if version >= 10 {
        layout = get_turns(r, layout)?;
    }
    if !r.is_done() {
        return Err(r.error("there are bytes after the layout"));
    }
    Ok(layout)
}

/// One table in the form of `version`, with its turn and notes from the tenth on.
pub(super) fn read_table(r: &mut Reader, version: u32) -> Read<Layout> {
    let ruleset = get_ruleset_ref(r)?;
    let strings = r.list(Reader::string)?;
    let basings = r.list(get_basing)?;
    // Every unit takes at least one byte in each column, so the count is checked against the
    // bytes left before anything is allocated for it.
    let count = r.length()?;
    let mut units = Vec::with_capacity(count);
    let mut id = 0u32;
    for _ in 0..count {
        id = id.wrapping_add(r.u32()?);
        units.push(LayoutUnit {
            id,
            name: String::new(),
            side: PlayerSide::default(),
            troop: String::new(),
            basing: *basings
                .first()
                .ok_or_else(|| r.error("a unit has no basing"))?,
            state: UnitState::GoodOrder,
            cannon: 0,
            formation: String::new(),
            choices: FormationChoices::default(),
            detached: 0,
            skirmishers: Vec::new(),
            pose: Pose::default(),
            move_start: None,
            changes: Vec::new(),
            order: None,
        });
    }
    let pick = |r: &mut Reader| -> Read<(usize, &String)> {
        let index = r.u32()? as usize;
        let string = strings
            .get(index)
            .ok_or_else(|| r.error("a unit refers to no listed text"))?;
        Ok((index, string))
    };
    let mut stems = Vec::with_capacity(count);
    for _ in 0..count {
        stems.push(pick(r)?);
    }
    let mut last_numbers = vec![0i64; strings.len()];
    for (unit, (index, stem)) in units.iter_mut().zip(stems) {
        unit.name = match r.varint()? {
            0 => stem.clone(),
            code => {
                let last = &mut last_numbers[index];
                *last = last.saturating_add(unzigzag(code - 1));
                if !(0..=i64::from(u32::MAX)).contains(last) {
                    return Err(r.error("a name's number is out of range"));
                }
                format!("{stem}{last}")
            }
        };
    }
    let mut parts = Vec::with_capacity(count);
    for unit in &mut units {
        unit.side = PlayerSide(r.u8()?);
        unit.troop = pick(r)?.1.clone();
        unit.formation = pick(r)?.1.clone();
        let basing = r.u32()? as usize;
        unit.basing = *basings
            .get(basing)
            .ok_or_else(|| r.error("a unit refers to no listed basing"))?;
        let bits = r.u8()?;
        if bits & !has::all(version) != 0 {
            return Err(r.error("a unit has parts this Drillbook does not know"));
        }
        parts.push(bits);
    }
    let mut before = Pose::default();
    for unit in &mut units {
        unit.pose = Pose::new(
            r.tenths_after(before.x)?,
            r.tenths_after(before.y)?,
            r.tenths()?,
        );
        before = unit.pose;
    }
    let listed = |r: &mut Reader| -> Read<String> {
        let index = r.u32()? as usize;
        let text = strings
            .get(index)
            .ok_or_else(|| r.error("a unit refers to no listed text"))?;
        Ok(text.clone())
    };
    for (unit, bits) in units.iter_mut().zip(parts) {
        get_optional_parts(r, unit, bits, &listed, version)?;
    }
    let (scale, battlefield) = if version >= 2 {
        (get_scale(r)?, r.option(|r| get_battlefield(r, version))?)
    } else {
        (Scale::AsWritten, None)
    };
    let (battlefield, mut turn) = match battlefield {
        Some((table, turn)) => (Some(table), turn),
        None => (None, 0),
    };
    let brigades = if version >= 5 {
        get_brigades(r, &units)?
    } else {
        Vec::new()
    };
    let allowances = if version >= 7 {
        r.list(|r| {
            Ok(TroopAllowance {
                troop: r.string()?,
                mm: r.tenths()?,
            })
        })?
    } else {
        Vec::new()
    };
    let name = if version >= 9 {
        r.string()?
    } else {
        String::new()
    };
    let mut notes = TurnNotes::default();
    if version >= 10 {
        turn = r.u32()?;
        notes = get_notes(r)?;
    }
    Ok(Layout {
        name,
        ruleset,
        units,
        scale,
        battlefield,
        brigades,
        allowances,
        turn,
        notes,
        record: TurnRecord::default(),
    })
}

pub(super) fn get_basing(r: &mut Reader) -> Read<Basing> {
    Ok(Basing {
        bases: r.u32()?,
        figures_per_base: r.u32()?,
        base_width_mm: r.tenths()?,
        base_depth_mm: r.tenths()?,
    })
}

pub(super) fn get_pose(r: &mut Reader) -> Read<Pose> {
    Ok(Pose::new(r.tenths()?, r.tenths()?, r.tenths()?))
}

fn get_placements(r: &mut Reader) -> Read<Vec<Placement>> {
    r.list(|r| {
        Ok(Placement {
            x: r.tenths()?,
            y: r.tenths()?,
            facing: r.tenths()?,
        })
    })
}

/// A unit's optional parts, the texts they name read by `get_text`.
pub(super) fn get_optional_parts(
    r: &mut Reader,
    unit: &mut LayoutUnit,
    parts: u8,
    get_text: &impl Fn(&mut Reader) -> Read<String>,
    version: u32,
) -> Read<()> {
    if parts & has::STATE_OR_CANNON != 0 {
        unit.state = STATES[usize::from(r.variant(STATES.len() as u8)?)];
        unit.cannon = r.u32()?;
    }
    if parts & has::CHOICES != 0 {
        unit.choices = get_choices(r, version)?;
    }
    if parts & has::DETACHED != 0 {
        unit.detached = r.u32()?;
        unit.skirmishers = get_placements(r)?;
    }
    if parts & has::MOVE_START != 0 {
        unit.move_start = Some(get_pose(r)?);
    }
    if parts & has::CHANGES != 0 {
        unit.changes = get_changes(r, get_text)?;
    }
    if parts & has::ORDER != 0 {
        unit.order = Some(get_text(r)?);
    }
    Ok(())
}

pub(super) fn get_changes(
    r: &mut Reader,
    get_text: &impl Fn(&mut Reader) -> Read<String>,
) -> Read<Vec<TurnChange>> {
    r.list(|r| {
        Ok(TurnChange {
            from: get_text(r)?,
            before: get_pose(r)?,
            after: get_pose(r)?,
        })
    })
}

pub(super) fn get_choices(r: &mut Reader, version: u32) -> Read<FormationChoices> {
    let chosen = r.u8()?;
    if chosen & !chose::all(version) != 0 {
        return Err(r.error("a unit has choices this Drillbook does not know"));
    }
    let given = |bit: u8| chosen & bit != 0;
    let mut choices = FormationChoices::default();
    if given(chose::GAP) {
        choices.gap_mm = r.tenths()?;
    }
    if given(chose::FILES) {
        choices.files = Some(r.u32()?);
    }
    if given(chose::EXTRAS) {
        choices.extras = Side::ALL[usize::from(r.variant(Side::ALL.len() as u8)?)];
    }
    if given(chose::FRONT_BASES) {
        choices.front_bases = Some(r.u32()?);
    }
    if given(chose::SPACING) {
        choices.spacing_mm = Some(r.tenths()?);
    }
    if given(chose::PLACED) {
        choices.placed = get_placements(r)?;
    }
    if given(chose::BENDS) {
        choices.bends = r.list(|r| {
            Ok(TailBend {
                rank: r.u32()?,
                degrees: r.tenths()?,
            })
        })?;
    }
    Ok(choices)
}

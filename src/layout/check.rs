//! The one gate every layout passes, however it arrived (a link, a file, an edit): each
//! check gives the sentence that ends a message (`bases must be …`), and the reader of each
//! form adds where the value was. [`Layout::validated`] normalises what has more than one
//! spelling (headings) and then checks every limit of the table's budget
//! ([`super::limits`]), so whatever one reader accepts, every other accepts too.

use super::record::check_record;
use super::turn_notes::note;
use super::{
    Battlefield, Layout, LayoutUnit, MAX_TABLE_SIDE_MM, MAX_ZONE_CORNERS, MIN_TABLE_MM, PlayerSide,
    RulesetRef, TroopAllowance, TurnChange, TurnNotes,
};
use crate::decimal::Decimal;
use crate::formation::{MOST_TAIL_TURN_DEGREES, Placement, TailBend, normalise_degrees};
use crate::geom::Pose;
use crate::limits::{
    MAX_ALLOWANCES, MAX_BASE_MM, MAX_BASES, MAX_CANNON, MAX_FIGURES_PER_BASE, MAX_ID_CHARS,
    MAX_NAME_CHARS, MAX_RULESET_BYTES, MAX_TABLE_BASES, MAX_TABLE_MM, MAX_TURN, MAX_TURN_CHANGES,
    MAX_UNITS,
};
use crate::rules::{Basing, FormationChoices};
use crate::terrain::{MAX_TERRAIN_PIECES, MAX_TERRAIN_POINTS, MAX_TERRAIN_WIDTH_MM, TerrainPiece};
use crate::text;

/// A value a layout may not hold: the field and what is wrong with it.
type Problem = (String, String);

/// A unit count: at most [`MAX_UNITS`].
pub(super) fn unit_count(count: usize) -> Result<(), String> {
    if count > MAX_UNITS {
        return Err(format!(
            "the layout has {count} units; at most {MAX_UNITS} fit one table"
        ));
    }
    Ok(())
}

/// The bases of a whole table: at most [`MAX_TABLE_BASES`].
pub(super) fn table_bases<'a>(
    units: impl IntoIterator<Item = &'a LayoutUnit>,
) -> Result<(), String> {
    let total: u64 = units.into_iter().map(|u| u64::from(u.basing.bases)).sum();
    if total > u64::from(MAX_TABLE_BASES) {
        return Err(format!(
            "the layout has {total} bases; at most {MAX_TABLE_BASES} fit one table"
        ));
    }
    Ok(())
}

/// A unit's name: not blank, at most [`MAX_NAME_CHARS`] characters, and no control
/// characters.
pub(super) fn name(name: &str) -> Result<(), String> {
    one_line(name, MAX_NAME_CHARS)
}

/// A troop, formation or ruleset id, or a ruleset version: not blank, at most
/// [`MAX_ID_CHARS`] characters, and no control characters.
pub(super) fn id(id: &str) -> Result<(), String> {
    one_line(id, MAX_ID_CHARS)
}

fn one_line(text: &str, most: usize) -> Result<(), String> {
    if text.trim().is_empty() {
        return Err("must not be blank".to_owned());
    }
    if text.chars().count() > most {
        return Err(format!("is longer than {most} characters"));
    }
    text::check_line(text)
}

/// A side: one of [`PlayerSide::COUNT`].
pub(super) fn side(side: u32) -> Result<(), String> {
    if side >= u32::from(PlayerSide::COUNT) {
        return Err(format!(
            "must be 0 to {}, found {side}",
            PlayerSide::COUNT - 1
        ));
    }
    Ok(())
}

/// A count of bases: 1 to [`MAX_BASES`].
pub(super) fn bases(bases: u32) -> Result<(), String> {
    if bases == 0 {
        return Err("must be at least 1".to_owned());
    }
    if bases > MAX_BASES {
        return Err(format!(
            "is too large: at most {MAX_BASES} bases a unit, found {bases}"
        ));
    }
    Ok(())
}

/// Figures on one base: at most [`MAX_FIGURES_PER_BASE`].
pub(super) fn figures(figures: u32) -> Result<(), String> {
    if figures > MAX_FIGURES_PER_BASE {
        return Err(format!(
            "is too large: at most {MAX_FIGURES_PER_BASE} figures a base, found {figures}"
        ));
    }
    Ok(())
}

/// Cannon in one battery: at most [`MAX_CANNON`].
pub(super) fn cannon(cannon: u32) -> Result<(), String> {
    if cannon > MAX_CANNON {
        return Err(format!(
            "is too large: at most {MAX_CANNON} cannon a battery, found {cannon}"
        ));
    }
    Ok(())
}

/// A base's width or depth: above zero, at most [`MAX_BASE_MM`].
pub(super) fn base_size(mm: f32) -> Result<(), String> {
    if mm.is_nan() || mm <= 0.0 {
        return Err(format!(
            "must be a length in mm above zero, found {}",
            Decimal::trimmed(mm, 4)
        ));
    }
    if mm > MAX_BASE_MM {
        return Err(format!(
            "must be at most {} mm, found {}",
            Decimal::trimmed(MAX_BASE_MM, 0),
            Decimal::trimmed(mm, 4)
        ));
    }
    Ok(())
}

/// A coordinate: within [`MAX_TABLE_MM`] of the table's origin.
pub(super) fn coordinate(mm: f32) -> Result<(), String> {
    if mm.is_nan() || mm.abs() > MAX_TABLE_MM {
        return Err(format!(
            "must be within {} mm of the table's origin, found {}",
            Decimal::trimmed(MAX_TABLE_MM, 0),
            Decimal::trimmed(mm, 4)
        ));
    }
    Ok(())
}

/// A side of the table: [`MIN_TABLE_MM`] to [`MAX_TABLE_SIDE_MM`].
pub(super) fn table_side(mm: f32) -> Result<(), String> {
    if !(MIN_TABLE_MM..=MAX_TABLE_SIDE_MM).contains(&mm) {
        return Err(format!(
            "must be {} to {} mm, found {}",
            Decimal::trimmed(MIN_TABLE_MM, 0),
            Decimal::trimmed(MAX_TABLE_SIDE_MM, 0),
            Decimal::trimmed(mm, 4)
        ));
    }
    Ok(())
}

/// The corners of a deployment zone: 3 to [`MAX_ZONE_CORNERS`].
pub(super) fn zone_corners(count: usize) -> Result<(), String> {
    if !(3..=MAX_ZONE_CORNERS).contains(&count) {
        return Err(format!(
            "must list 3 to {MAX_ZONE_CORNERS} corners, found {count}"
        ));
    }
    Ok(())
}

/// The terrain pieces of a table: at most [`MAX_TERRAIN_PIECES`].
pub(super) fn terrain_count(count: usize) -> Result<(), String> {
    if count > MAX_TERRAIN_PIECES {
        return Err(format!(
            "lists {count} pieces; at most {MAX_TERRAIN_PIECES} fit one table"
        ));
    }
    Ok(())
}

/// The points of a terrain piece: 3 to [`MAX_TERRAIN_POINTS`] corners round an area, 2 to
/// [`MAX_TERRAIN_POINTS`] along a linear feature.
pub(super) fn terrain_points(count: usize, linear: bool) -> Result<(), String> {
    let (fewest, what) = if linear {
        (2, "points along its centre line")
    } else {
        (3, "corners")
    };
    if !(fewest..=MAX_TERRAIN_POINTS).contains(&count) {
        return Err(format!(
            "must list {fewest} to {MAX_TERRAIN_POINTS} {what}, found {count}"
        ));
    }
    Ok(())
}

/// A linear feature's width: 1 to [`MAX_TERRAIN_WIDTH_MM`] mm.
pub(super) fn terrain_width(mm: f32) -> Result<(), String> {
    if !(1.0..=MAX_TERRAIN_WIDTH_MM).contains(&mm) {
        return Err(format!(
            "must be 1 to {} mm, found {}",
            Decimal::trimmed(MAX_TERRAIN_WIDTH_MM, 0),
            Decimal::trimmed(mm, 4)
        ));
    }
    Ok(())
}

/// The turn a players' table is in: 0 to [`MAX_TURN`].
pub(super) fn turn(turn: u32) -> Result<(), String> {
    if turn > MAX_TURN {
        return Err(format!("must be 0 to {MAX_TURN}, found {turn}"));
    }
    Ok(())
}

/// A name the players may leave empty, a terrain piece's or the table's: empty, or as a
/// unit's name is held.
pub(super) fn optional_name(text: &str) -> Result<(), String> {
    if text.is_empty() { Ok(()) } else { name(text) }
}

/// A gap between bases: 0 to [`MAX_BASE_MM`].
pub(super) fn gap(mm: f32) -> Result<(), String> {
    if !(0.0..=MAX_BASE_MM).contains(&mm) {
        return Err(format!(
            "must be 0 to {} mm, found {}",
            Decimal::trimmed(MAX_BASE_MM, 0),
            Decimal::trimmed(mm, 4)
        ));
    }
    Ok(())
}

/// A count of bases the player chose (a column's files, a square's front face): 1 to
/// [`MAX_BASES`]. More than the unit has is the formation's problem, not the layout's: the
/// unit cannot stand, and says why, until it is based again.
pub(super) fn chosen_bases(count: u32) -> Result<(), String> {
    if count == 0 || count > MAX_BASES {
        return Err(format!("must be 1 to {MAX_BASES}, found {count}"));
    }
    Ok(())
}

/// A skirmish spacing: 0 to [`MAX_BASE_MM`].
pub(super) fn spacing(mm: f32) -> Result<(), String> {
    if !(0.0..=MAX_BASE_MM).contains(&mm) {
        return Err(format!(
            "must be a distance of 0 to {} mm, found {}",
            Decimal::trimmed(MAX_BASE_MM, 0),
            Decimal::trimmed(mm, 4)
        ));
    }
    Ok(())
}

/// Bases out as skirmishers: fewer than the unit's bases.
pub(super) fn detached(detached: u32, bases: u32) -> Result<(), String> {
    if detached >= bases && detached > 0 {
        return Err(format!("must be fewer than the unit's {bases} bases"));
    }
    Ok(())
}

/// Hand-placed positions: no more than the bases they place.
pub(super) fn placement_count(count: usize, most: u32) -> Result<(), String> {
    if count > most as usize {
        return Err(format!("lists {count} positions for {most} bases"));
    }
    Ok(())
}

/// A carried ruleset's text: at most [`MAX_RULESET_BYTES`], and no control characters but
/// tab and line ends.
pub(super) fn ruleset_text(toml: &str) -> Result<(), String> {
    if toml.len() > MAX_RULESET_BYTES {
        return Err(format!(
            "is {} KB; a ruleset may be at most {} KB",
            toml.len() / 1024,
            MAX_RULESET_BYTES / 1024
        ));
    }
    text::check_text(toml)
}

impl Layout {
    /// The layout with its headings normalised to 0° up to 360°, once it passes every limit:
    /// the one step every reader ends in. The message names the unit and the field.
    pub fn validated(mut self) -> Result<Self, String> {
        self.normalise();
        self.check()?;
        Ok(self)
    }

    /// A table with no turns kept and no notes, its headings normalised, once it passes
    /// every limit of the table's budget: what the page reads itself ([`Layout::validated`]
    /// reads a game). A game is refused.
    pub fn validated_table(mut self) -> Result<Self, String> {
        if !self.record.is_empty() || !self.notes.is_empty() {
            return Err("it is a game, which the page does not read itself".to_owned());
        }
        self.normalise_table();
        self.check_table()?;
        Ok(self)
    }

    /// Writes every heading and facing from 0° up to 360°, as a layout stores them, in the
    /// turn in hand and in every kept one.
    pub fn normalise(&mut self) {
        if !self.record.is_empty() {
            let mut turns: Vec<Layout> = self.record.iter().cloned().collect();
            turns.iter_mut().for_each(Layout::normalise_table);
            self.record = super::TurnRecord::of(turns);
        }
        self.normalise_table();
    }

    /// Writes every heading and facing of the turn in hand from 0° up to 360°.
    fn normalise_table(&mut self) {
        for unit in &mut self.units {
            let turn = unit
                .changes
                .iter_mut()
                .flat_map(|c| [&mut c.before, &mut c.after]);
            for pose in std::iter::once(&mut unit.pose)
                .chain(unit.move_start.as_mut())
                .chain(turn)
            {
                pose.heading = normalise_degrees(pose.heading);
            }
            for placed in unit.skirmishers.iter_mut().chain(&mut unit.choices.placed) {
                placed.facing = normalise_degrees(placed.facing);
            }
        }
    }

    /// Checks every limit of the table's budget, and of the game's: the turn in hand, then
    /// each kept turn as its table stood. The message names the turn, the unit and the field.
    pub fn check(&self) -> Result<(), String> {
        self.check_table()?;
        check_record(&self.record, self.turn)?;
        let mut before = None;
        for kept in self.record.iter() {
            kept.check_table()
                .and_then(|()| check_notes(&kept.notes, kept, before))
                .map_err(|message| format!("turn {}: {message}", kept.turn))?;
            before = Some(kept);
        }
        check_notes(&self.notes, self, before)
    }

    /// Checks the turn in hand as [`Layout::check`] does, but not the game's kept turns: what
    /// an edit needs checked, since no edit changes a kept turn but by keeping a table already
    /// checked (New turn) or dropping later ones (going on from a turn), each of which keeps
    /// the record whole ([`Layout::new_turn`], [`Layout::go_on_from`]).
    pub fn check_edited(&self) -> Result<(), String> {
        self.check_table()?;
        check_notes(&self.notes, self, self.record.iter().last())
    }

    /// Checks every limit of the table's budget for the turn in hand.
    fn check_table(&self) -> Result<(), String> {
        match &self.ruleset {
            RulesetRef::Custom { toml } => {
                ruleset_text(toml).map_err(|m| format!("ruleset: toml {m}"))?;
            }
            RulesetRef::Builtin {
                id: ruleset,
                version,
            } => {
                id(ruleset).map_err(|m| format!("ruleset: id {m}"))?;
                id(version).map_err(|m| format!("ruleset: version {m}"))?;
            }
        }
        optional_name(&self.name).map_err(|m| format!("name {m}"))?;
        self.scale.check().map_err(|m| format!("scale {m}"))?;
        if let Some(table) = &self.battlefield {
            check_battlefield(table)
                .map_err(|(field, message)| format!("table: {field} {message}"))?;
        }
        unit_count(self.units.len())?;
        let mut ids = std::collections::HashSet::with_capacity(self.units.len());
        if let Some(twice) = self.units.iter().find(|u| !ids.insert(u.id)) {
            return Err(format!("the unit id {} is used twice", twice.id));
        }
        for unit in &self.units {
            check_unit(unit).map_err(|(field, message)| {
                // As the JSON reader words it: `unit 4: side …`, `unit 4, pose: x …`.
                let joint = if field.contains(':') { ',' } else { ':' };
                format!("unit {}{joint} {field} {message}", unit.id)
            })?;
        }
        table_bases(&self.units)?;
        check_brigades(self)?;
        check_allowances(&self.allowances)?;
        turn(self.turn).map_err(|m| format!("turn {m}"))
    }
}

/// A turn's notes: each within its length, and each on a unit of the turn's table or one
/// lost in the turn, which stood on the table of the turn before; one a unit at most.
pub(super) fn check_notes(
    notes: &TurnNotes,
    table: &Layout,
    before: Option<&Layout>,
) -> Result<(), String> {
    note(&notes.turn).map_err(|m| format!("the turn's note {m}"))?;
    for (at, unit_note) in notes.units.iter().enumerate() {
        let id = unit_note.unit;
        let fielded = table.unit(id).is_some() || before.is_some_and(|b| b.unit(id).is_some());
        if !fielded {
            return Err(format!("a note names unit {id}, which is not in the game"));
        }
        // A note a unit, and a unit a note: the notes are at most as many as the units.
        if notes.units[..at].iter().any(|n| n.unit == id) {
            return Err(format!("unit {id} has two notes"));
        }
        if unit_note.text.is_empty() {
            return Err(format!("unit {id}'s note is empty"));
        }
        note(&unit_note.text).map_err(|m| format!("unit {id}'s note {m}"))?;
    }
    Ok(())
}

/// The players' move allowances: at most [`MAX_ALLOWANCES`], each for a troop id, in the
/// order of the ids and one for each, above zero and no longer than the largest table.
fn check_allowances(allowances: &[TroopAllowance]) -> Result<(), String> {
    if allowances.len() > MAX_ALLOWANCES {
        return Err(format!(
            "allowances: gives {}; at most {MAX_ALLOWANCES} may be given",
            allowances.len()
        ));
    }
    for (at, given) in allowances.iter().enumerate() {
        let troop = &given.troop;
        id(troop).map_err(|m| format!("allowances: a troop id {m}"))?;
        allowance(given.mm).map_err(|m| format!("allowances: {} {m}", text::excerpt(troop)))?;
        if at > 0 && allowances[at - 1].troop.as_str() >= troop.as_str() {
            return Err(format!(
                "allowances: {} is out of order or given twice",
                text::excerpt(troop)
            ));
        }
    }
    Ok(())
}

/// A move allowance, mm: above zero, at most [`MAX_TABLE_MM`].
pub(super) fn allowance(mm: f32) -> Result<(), String> {
    if !(mm > 0.0 && mm <= MAX_TABLE_MM) {
        return Err(format!(
            "must be a distance above 0 and at most {} mm, found {}",
            Decimal::trimmed(MAX_TABLE_MM, 0),
            Decimal::trimmed(mm, 4)
        ));
    }
    Ok(())
}

/// The brigades: at most one a unit, each named as a unit is, of units on the table, all of
/// one side, no unit in two.
fn check_brigades(layout: &Layout) -> Result<(), String> {
    if layout.brigades.len() > MAX_UNITS {
        return Err(format!(
            "brigades: lists {}; at most {MAX_UNITS} fit one table",
            layout.brigades.len()
        ));
    }
    let sides: std::collections::HashMap<u32, PlayerSide> =
        layout.units.iter().map(|u| (u.id, u.side)).collect();
    let side_of = |id: &u32| sides.get(id).copied();
    let mut taken = std::collections::HashSet::new();
    for (index, brigade) in layout.brigades.iter().enumerate() {
        let at = index + 1;
        name(&brigade.name).map_err(|m| format!("brigades {at}: name {m}"))?;
        let Some(first) = brigade.units.first() else {
            return Err(format!("brigades {at}: units must list at least one unit"));
        };
        for id in &brigade.units {
            let Some(side) = side_of(id) else {
                return Err(format!(
                    "brigades {at}: units lists unit {id}, which the layout lacks"
                ));
            };
            if Some(side) != side_of(first) {
                return Err(format!(
                    "brigades {at}: units must all be of one side; unit {id} is of side {}",
                    side.0
                ));
            }
            if !taken.insert(*id) {
                return Err(format!(
                    "brigades {at}: units lists unit {id}, already in a brigade"
                ));
            }
        }
    }
    Ok(())
}

fn field(key: impl Into<String>, check: Result<(), String>) -> Result<(), Problem> {
    check.map_err(|message| (key.into(), message))
}

/// [`field`] for a key written out only when the check fails: a table checks thousands.
fn field_keyed(key: impl FnOnce() -> String, check: Result<(), String>) -> Result<(), Problem> {
    check.map_err(|message| (key(), message))
}

fn check_battlefield(table: &Battlefield) -> Result<(), Problem> {
    field("x", coordinate(table.centre.x))?;
    field("y", coordinate(table.centre.y))?;
    field("width_mm", table_side(table.width_mm))?;
    field("depth_mm", table_side(table.depth_mm))?;
    let mut zoned = [false; 256];
    for zone in &table.zones {
        let seen = &mut zoned[usize::from(zone.side.0)];
        if *seen {
            return Err((
                "zones".to_owned(),
                format!("give side {} two zones; a side has one", zone.side.0),
            ));
        }
        *seen = true;
    }
    for (index, zone) in table.zones.iter().enumerate() {
        let item = |what| format!("zones {}: {what}", index + 1);
        field_keyed(|| item("side"), side(u32::from(zone.side.0)))?;
        field_keyed(|| item("corners"), zone_corners(zone.corners.len()))?;
        for corner in &zone.corners {
            field_keyed(|| item("corners: x"), coordinate(corner.x))?;
            field_keyed(|| item("corners: y"), coordinate(corner.y))?;
        }
    }
    field("terrain", terrain_count(table.terrain.len()))?;
    for (index, piece) in table.terrain.iter().enumerate() {
        check_piece(piece)
            .map_err(|(key, message)| (format!("terrain {}: {key}", index + 1), message))?;
    }
    Ok(())
}

fn check_piece(piece: &TerrainPiece) -> Result<(), Problem> {
    let linear = piece.kind.is_linear();
    field("name", optional_name(&piece.name))?;
    field("points", terrain_points(piece.points.len(), linear))?;
    for point in &piece.points {
        field("points: x", coordinate(point.x))?;
        field("points: y", coordinate(point.y))?;
    }
    if linear {
        field("width_mm", terrain_width(piece.width_mm))
    } else if piece.width_mm != 0.0 {
        Err((
            "width_mm".to_owned(),
            format!("is for linear features; a {} has none", piece.kind.noun()),
        ))
    } else {
        Ok(())
    }
}

fn check_unit(unit: &LayoutUnit) -> Result<(), Problem> {
    field("name", name(&unit.name))?;
    field("side", side(u32::from(unit.side.0)))?;
    field("troop", id(&unit.troop))?;
    field("formation", id(&unit.formation))?;
    field("cannon", cannon(unit.cannon))?;
    check_basing(&unit.basing)?;
    check_choices(&unit.choices, unit.basing.bases)?;
    field("detached", detached(unit.detached, unit.basing.bases))?;
    check_placements("skirmishers", &unit.skirmishers, unit.detached)?;
    check_pose("pose", &unit.pose)?;
    if let Some(start) = &unit.move_start {
        check_pose("move_start", start)?;
    }
    if let Some(order) = &unit.order {
        field("order", id(order))?;
    }
    check_changes(&unit.changes)
}

/// How many changes of formation a unit's turn may record.
pub fn change_count(count: usize) -> Result<(), String> {
    if count > MAX_TURN_CHANGES {
        return Err(format!(
            "lists {count} changes of formation; a turn records at most {MAX_TURN_CHANGES}"
        ));
    }
    Ok(())
}

/// A unit's changes of formation this turn: at most [`MAX_TURN_CHANGES`], each from a
/// formation named as ids are, between poses on the table.
fn check_changes(changes: &[TurnChange]) -> Result<(), Problem> {
    field("changes", change_count(changes.len()))?;
    for (index, change) in changes.iter().enumerate() {
        let item = |what| format!("changes {}: {what}", index + 1);
        field_keyed(|| item("from"), id(&change.from))?;
        check_pose(&item("before"), &change.before)?;
        check_pose(&item("after"), &change.after)?;
    }
    Ok(())
}

/// Whether a unit may be based as `basing`: the same limits a layout file is held to, with
/// a message naming the field that is out of them.
pub fn basing_within_limits(basing: &Basing) -> Result<(), String> {
    check_basing(basing).map_err(|(key, message)| format!("{key} {message}"))
}

fn check_basing(basing: &Basing) -> Result<(), Problem> {
    field("basing: bases", bases(basing.bases))?;
    field("basing: figures_per_base", figures(basing.figures_per_base))?;
    field("basing: base_width_mm", base_size(basing.base_width_mm))?;
    field("basing: base_depth_mm", base_size(basing.base_depth_mm))
}

fn check_choices(choices: &FormationChoices, bases: u32) -> Result<(), Problem> {
    field("choices: gap_mm", gap(choices.gap_mm))?;
    if let Some(count) = choices.files {
        field("choices: files", chosen_bases(count))?;
    }
    if let Some(count) = choices.front_bases {
        field("choices: front_bases", chosen_bases(count))?;
    }
    if let Some(mm) = choices.spacing_mm {
        field("choices: spacing_mm", spacing(mm))?;
    }
    check_placements("choices: placed", &choices.placed, bases)?;
    field("choices: bends", self::bends(&choices.bends, bases))?;
    for (index, bend) in choices.bends.iter().enumerate() {
        field_keyed(
            || format!("choices: bends {}: degrees", index + 1),
            bend_degrees(bend.degrees),
        )?;
    }
    Ok(())
}

/// A column's bends (C-flex): behind the leading rank, within a unit's bases, and rank by
/// rank, once each.
pub(super) fn bends(bends: &[TailBend], bases: u32) -> Result<(), String> {
    let mut after = 0;
    for bend in bends {
        if bend.rank == 0 {
            return Err("name rank 0, the head of the column, which does not bend".to_owned());
        }
        if bend.rank >= bases {
            return Err(format!(
                "name rank {}, but a unit of {bases} bases has at most {bases} ranks, counted from 0",
                bend.rank
            ));
        }
        if bend.rank <= after {
            return Err(format!(
                "must list each rank once, front to back; rank {} is out of order",
                bend.rank
            ));
        }
        after = bend.rank;
    }
    Ok(())
}

/// One bend's turn: at most [`MOST_TAIL_TURN_DEGREES`] either way.
pub(super) fn bend_degrees(degrees: f32) -> Result<(), String> {
    if degrees.is_finite() && degrees.abs() <= MOST_TAIL_TURN_DEGREES {
        Ok(())
    } else {
        Err(format!(
            "must be an angle from -{most} to {most} degrees, found {}",
            Decimal::trimmed(degrees, 4),
            most = Decimal::trimmed(MOST_TAIL_TURN_DEGREES, 0)
        ))
    }
}

fn check_placements(key: &str, placed: &[Placement], most: u32) -> Result<(), Problem> {
    field(key, placement_count(placed.len(), most))?;
    for (index, p) in placed.iter().enumerate() {
        let item = |what| format!("{key} {}: {what}", index + 1);
        field_keyed(|| item("x"), coordinate(p.x))?;
        field_keyed(|| item("y"), coordinate(p.y))?;
        field_keyed(|| item("facing"), finite(p.facing))?;
    }
    Ok(())
}

fn check_pose(key: &str, pose: &Pose) -> Result<(), Problem> {
    field_keyed(|| format!("{key}: x"), coordinate(pose.x))?;
    field_keyed(|| format!("{key}: y"), coordinate(pose.y))?;
    field_keyed(|| format!("{key}: heading"), finite(pose.heading))
}

fn finite(degrees: f32) -> Result<(), String> {
    if degrees.is_finite() {
        Ok(())
    } else {
        Err(format!(
            "must be an angle in degrees, found {}",
            Decimal::trimmed(degrees, 4)
        ))
    }
}

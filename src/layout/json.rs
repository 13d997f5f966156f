//! The layout's JSON form: writing it, and reading it back with every field checked.

use std::collections::HashSet;

use glam::Vec2;

use super::{
    Battlefield, Brigade, DeploymentZone, Layout, LayoutUnit, PlayerSide, RulesetRef,
    TroopAllowance, TurnChange, check,
};
use crate::doc::{DocError, Fields, Value, ValueKind, parse_json, write_json};
use crate::formation::{Placement, Side, TailBend, UnitState};
use crate::geom::Pose;
use crate::limits::{MAX_ALLOWANCES, MAX_LAYOUT_FILE_BYTES};
use crate::rules::{Basing, FormationChoices, Scale};
use crate::terrain::{TERRAIN_KINDS, TerrainPiece};
use crate::text::excerpt;

use super::TurnRecord;
use super::json_turns::{notes_value, read_notes, read_turns, turns_value};

/// The `format` field every layout file carries, and the newest version this build reads and
/// writes. Version 2 adds the players' scale and table, version 3 the table's terrain,
/// version 4 the units' changes of formation this turn, version 5 the named brigades, version
/// 6 a column's bent tail, version 7 the players' move allowances, version 8 the units'
/// orders and the table's turn, version 9 the table's name, version 10 the game (the turn,
/// moved from the table to the layout, its notes, and the turns kept before it); a layout is
/// written as the
/// oldest version that holds it ([`Layout::format_version`]).
pub const LAYOUT_FORMAT: (&str, i64) = ("drillbook-layout", 10);

/// How a layout file names the scale that is not a factor.
const INCHES_AS_CM: &str = "inches-as-cm";

/// How a kept turn names the scale as the rules write it, where the turn after it had
/// another; the layout itself leaves the field out.
const AS_WRITTEN: &str = "as-written";

const STATES: [(&str, UnitState); 3] = [
    ("good-order", UnitState::GoodOrder),
    ("disordered", UnitState::Disordered),
    ("routed", UnitState::Routed),
];

const SIDES: [(&str, Side); 4] = [
    ("front", Side::Front),
    ("right", Side::Right),
    ("rear", Side::Rear),
    ("left", Side::Left),
];

impl Layout {
    /// The layout as JSON, leaving out fields at their defaults.
    pub fn to_json(&self) -> String {
        write_json(&self.to_value())
    }

    /// The layout as a document tree.
    pub fn to_value(&self) -> Value {
        let version = self.format_version();
        let mut entries = vec![
            ("format", Value::string(LAYOUT_FORMAT.0)),
            ("version", Value::integer(i64::from(version))),
            ("ruleset", ruleset_value(&self.ruleset)),
        ];
        if !self.name.is_empty() {
            entries.push(("name", Value::string(&self.name)));
        }
        if self.scale != Scale::AsWritten {
            entries.push(("scale", scale_value(self.scale)));
        }
        if let Some(table) = &self.battlefield {
            let mut table = battlefield_value(table);
            if version < 10
                && self.turn > 0
                && let ValueKind::Table(entries) = &mut table.kind
            {
                entries.push(("turn".to_owned(), Value::integer(i64::from(self.turn))));
            }
            entries.push(("table", table));
        }
        if version >= 10 && self.turn > 0 {
            entries.push(("turn", Value::integer(i64::from(self.turn))));
        }
        if let Some(notes) = notes_value(&self.notes) {
            entries.push(("notes", notes));
        }
        entries.push((
            "units",
            Value::new(ValueKind::Array(
                self.units.iter().map(unit_value).collect(),
            )),
        ));
        if !self.brigades.is_empty() {
            let brigades = self.brigades.iter().map(brigade_value).collect();
            entries.push(("brigades", Value::new(ValueKind::Array(brigades))));
        }
        if !self.allowances.is_empty() {
            entries.push(("allowances", allowances_value(&self.allowances)));
        }
        if !self.record.is_empty() {
            entries.push(("turns", turns_value(self)));
        }
        Value::table(entries)
    }

    /// Reads a layout from JSON, checking every field.
    pub fn from_json(text: &str) -> Result<Self, DocError> {
        if text.len() > MAX_LAYOUT_FILE_BYTES {
            return Err(DocError::new(
                0,
                format!(
                    "the file is {} MB; a layout may be at most {} MB",
                    text.len() / (1024 * 1024),
                    MAX_LAYOUT_FILE_BYTES / (1024 * 1024)
                ),
            ));
        }
        Self::from_value(&parse_json(text)?)
    }

    /// Reads a layout from a document tree, checking every field.
    pub fn from_value(value: &Value) -> Result<Self, DocError> {
        // JSON of another program's: said so, rather than which of our fields it lacks.
        let not_ours = || {
            DocError::new(
                value.line,
                format!(
                    "this JSON is not a Drillbook layout: a layout starts with \"format\": \"{}\". Drillbook opens a layout saved from it, or a ruleset (.toml)",
                    LAYOUT_FORMAT.0
                ),
            )
        };
        if !matches!(value.kind, ValueKind::Table(_)) {
            return Err(not_ours());
        }
        let mut fields = Fields::of(value, "")?;
        if !fields.has("format") {
            return Err(not_ours());
        }
        let format = fields.string("format")?;
        if format != LAYOUT_FORMAT.0 {
            return Err(fields.field_error(
                "format",
                format!(
                    "must be \"{}\": this is not a Drillbook layout",
                    LAYOUT_FORMAT.0
                ),
            ));
        }
        let version = fields.count("version", "versions")?;
        if !(1..=LAYOUT_FORMAT.1).contains(&i64::from(version)) {
            return Err(fields.field_error(
                "version",
                format!(
                    "is {version}, but this Drillbook reads layouts of versions 1 to {}",
                    LAYOUT_FORMAT.1
                ),
            ));
        }
        let ruleset = read_ruleset(fields.table("ruleset", "ruleset")?)?;
        let name = fields.optional_string("name")?.unwrap_or_default();
        checked(&fields, "name", check::optional_name(&name))?;
        let scale = read_scale(&mut fields)?;
        let battlefield = fields
            .optional_table("table", "table")?
            .map(|table| read_battlefield(table, version))
            .transpose()?;
        let (battlefield, table_turn) = match battlefield {
            Some((table, turn)) => (Some(table), turn),
            None => (None, 0),
        };
        let turn = if version >= 10 {
            let turn = fields.optional_count("turn", "")?.unwrap_or(0);
            checked(&fields, "turn", check::turn(turn))?;
            turn
        } else {
            table_turn
        };
        let notes = read_notes(&mut fields, "notes")?;
        let units_line = fields.line();
        let tables = fields.tables("units", |v| match v.get("id").map(|i| &i.kind) {
            Some(ValueKind::Integer(id)) => format!("unit {id}"),
            _ => "a unit".to_owned(),
        })?;
        check::unit_count(tables.len()).map_err(|m| DocError::new(units_line, m))?;
        let mut units: Vec<LayoutUnit> = Vec::with_capacity(tables.len());
        let mut ids = HashSet::with_capacity(tables.len());
        for table in tables {
            let line = table.line();
            let unit = read_unit(table)?;
            if !ids.insert(unit.id) {
                return Err(DocError::new(
                    line,
                    format!("the unit id {} is used twice", unit.id),
                ));
            }
            units.push(unit);
        }
        check::table_bases(&units).map_err(|m| DocError::new(units_line, m))?;
        let brigades_line = fields.line();
        let brigades = fields.list("brigades", |index, value| {
            read_brigade(Fields::of(value, &format!("brigades {}: ", index + 1))?)
        })?;
        let allowances = read_allowances(&mut fields)?;
        let mut layout = Self {
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
        };
        layout.record = read_turns(&mut fields, &layout)?;
        fields.finish()?;
        layout.validated().map_err(|m| {
            let line = if m.starts_with("brigades") {
                brigades_line
            } else {
                0
            };
            DocError::new(line, m)
        })
    }
}

/// The ruleset a layout names, or carries whole.
pub(super) fn ruleset_value(ruleset: &RulesetRef) -> Value {
    match ruleset {
        RulesetRef::Builtin { id, version } => Value::table(vec![
            ("id", Value::string(id)),
            ("version", Value::string(version)),
        ]),
        RulesetRef::Custom { toml } => Value::table(vec![("toml", Value::string(toml))]),
    }
}

/// The players' scale, as the `scale` field holds it.
pub(super) fn scale_value(scale: Scale) -> Value {
    match scale {
        Scale::AsWritten => Value::string(AS_WRITTEN),
        Scale::InchesAsCm => Value::string(INCHES_AS_CM),
        Scale::Factor(factor) => Value::number(factor),
    }
}

/// The players' move allowances, as the `allowances` field holds them.
pub(super) fn allowances_value(allowances: &[TroopAllowance]) -> Value {
    let given = allowances
        .iter()
        .map(|a| (a.troop.clone(), Value::number(a.mm)))
        .collect();
    Value::new(ValueKind::Table(given))
}

/// A brigade: its name, and the ids of its units. That each is on the table, of one side
/// and in no other brigade is [`Layout::check`]'s to say.
pub(super) fn read_brigade(mut fields: Fields) -> Result<Brigade, DocError> {
    let context = fields.context().to_owned();
    let name = fields.string("name")?;
    checked(&fields, "name", check::name(&name))?;
    let units = fields.list("units", |i, value| match value.kind {
        ValueKind::Integer(id) if (0..=i64::from(u32::MAX)).contains(&id) => Ok(id as u32),
        _ => Err(DocError::new(
            value.line,
            format!(
                "{context}units {}: must be a unit's id, found {}",
                i + 1,
                value.describe()
            ),
        )),
    })?;
    fields.finish()?;
    Ok(Brigade { name, units })
}

pub(super) fn brigade_value(brigade: &Brigade) -> Value {
    let ids = brigade
        .units
        .iter()
        .map(|&id| Value::integer(i64::from(id)))
        .collect();
    Value::table(vec![
        ("name", Value::string(&brigade.name)),
        ("units", Value::new(ValueKind::Array(ids))),
    ])
}

/// The players' move allowances: a table of troop ids and lengths in mm.
pub(super) fn read_allowances(fields: &mut Fields) -> Result<Vec<TroopAllowance>, DocError> {
    let Some(value) = fields.optional("allowances") else {
        return Ok(Vec::new());
    };
    let ValueKind::Table(given) = &value.kind else {
        return Err(fields.field_error(
            "allowances",
            "must be a table of troop ids and move allowances in mm",
        ));
    };
    if given.len() > MAX_ALLOWANCES {
        return Err(fields.field_error(
            "allowances",
            format!(
                "gives {}; at most {MAX_ALLOWANCES} may be given",
                given.len()
            ),
        ));
    }
    let mut layout = Layout::new(RulesetRef::Custom {
        toml: String::new(),
    });
    for (troop, value) in given {
        let at = |message: String| {
            DocError::new(
                value.line,
                format!("allowances: {} {message}", excerpt(troop)),
            )
        };
        check::id(troop).map_err(|m| at(m.clone()))?;
        let mm = match value.kind {
            ValueKind::Integer(n) => n as f32,
            ValueKind::Float(x) => x as f32,
            _ => {
                return Err(at(format!(
                    "must be a move allowance in mm, found {}",
                    value.describe()
                )));
            }
        };
        check::allowance(mm).map_err(at)?;
        layout.set_allowance(troop, Some(mm));
    }
    Ok(layout.allowances)
}

pub(super) fn read_scale(fields: &mut Fields) -> Result<Scale, DocError> {
    let scale = match fields.optional("scale").map(|v| &v.kind) {
        None => return Ok(Scale::AsWritten),
        Some(ValueKind::String(name)) if name == INCHES_AS_CM => Scale::InchesAsCm,
        Some(ValueKind::String(name)) if name == AS_WRITTEN => Scale::AsWritten,
        Some(ValueKind::Integer(n)) => Scale::Factor(*n as f32),
        Some(ValueKind::Float(x)) => Scale::Factor(*x as f32),
        Some(_) => {
            return Err(fields.field_error(
                "scale",
                format!("must be a factor, such as 0.5, or \"{INCHES_AS_CM}\""),
            ));
        }
    };
    checked(fields, "scale", scale.check())?;
    Ok(scale)
}

fn read_point(fields: &mut Fields) -> Result<Vec2, DocError> {
    Ok(Vec2::new(
        coordinate(fields, "x")?,
        coordinate(fields, "y")?,
    ))
}

/// The table, and the game's turn where a file of `version` keeps it with the table (8 and 9).
pub(super) fn read_battlefield(
    mut fields: Fields,
    version: u32,
) -> Result<(Battlefield, u32), DocError> {
    let centre = read_point(&mut fields)?;
    let width_mm = number_within(&mut fields, "width_mm", "a length in mm", check::table_side)?;
    let depth_mm = number_within(&mut fields, "depth_mm", "a length in mm", check::table_side)?;
    let context = fields.context().to_owned();
    let zones = fields.list("zones", |i, value| {
        let mut zone = Fields::of(value, &format!("{context}zones {}: ", i + 1))?;
        let side = zone.count("side", "")?;
        checked(&zone, "side", check::side(side))?;
        let zone_context = zone.context().to_owned();
        let corners = zone.list("corners", |j, value| {
            let mut corner = Fields::of(value, &format!("{zone_context}corners {}: ", j + 1))?;
            let point = read_point(&mut corner)?;
            corner.finish()?;
            Ok(point)
        })?;
        checked(&zone, "corners", check::zone_corners(corners.len()))?;
        zone.finish()?;
        Ok(DeploymentZone {
            side: PlayerSide(side as u8),
            corners,
        })
    })?;
    let terrain = fields.list("terrain", |i, value| {
        read_piece(Fields::of(value, &format!("{context}terrain {}: ", i + 1))?)
    })?;
    checked(&fields, "terrain", check::terrain_count(terrain.len()))?;
    let turn = if version < 10 {
        let turn = fields.optional_count("turn", "")?.unwrap_or(0);
        checked(&fields, "turn", check::turn(turn))?;
        turn
    } else {
        0
    };
    fields.finish()?;
    let table = Battlefield {
        centre,
        width_mm,
        depth_mm,
        zones,
        terrain,
    };
    Ok((table, turn))
}

fn read_piece(mut fields: Fields) -> Result<TerrainPiece, DocError> {
    let kind = fields.choice("kind", &TERRAIN_KINDS)?;
    let name = fields.optional_string("name")?.unwrap_or_default();
    checked(&fields, "name", check::optional_name(&name))?;
    let context = fields.context().to_owned();
    let points = fields.list("points", |j, value| {
        let mut point = Fields::of(value, &format!("{context}points {}: ", j + 1))?;
        let at = read_point(&mut point)?;
        point.finish()?;
        Ok(at)
    })?;
    checked(
        &fields,
        "points",
        check::terrain_points(points.len(), kind.is_linear()),
    )?;
    let width_mm = if kind.is_linear() {
        number_within(
            &mut fields,
            "width_mm",
            "a width in mm",
            check::terrain_width,
        )?
    } else {
        0.0
    };
    fields.finish()?;
    Ok(TerrainPiece {
        kind,
        name,
        points,
        width_mm,
    })
}

fn piece_value(piece: &TerrainPiece, point: impl Fn(&Vec2) -> Value) -> Value {
    let mut entries = vec![("kind", Value::string(piece.kind.id()))];
    if !piece.name.is_empty() {
        entries.push(("name", Value::string(&piece.name)));
    }
    entries.push((
        "points",
        Value::new(ValueKind::Array(piece.points.iter().map(point).collect())),
    ));
    if piece.kind.is_linear() {
        entries.push(("width_mm", Value::number(piece.width_mm)));
    }
    Value::table(entries)
}

pub(super) fn battlefield_value(table: &Battlefield) -> Value {
    let point = |p: &Vec2| Value::table(vec![("x", Value::number(p.x)), ("y", Value::number(p.y))]);
    let zones = table
        .zones
        .iter()
        .map(|zone| {
            Value::table(vec![
                ("side", Value::integer(i64::from(zone.side.0))),
                (
                    "corners",
                    Value::new(ValueKind::Array(zone.corners.iter().map(point).collect())),
                ),
            ])
        })
        .collect();
    let mut entries = vec![
        ("x", Value::number(table.centre.x)),
        ("y", Value::number(table.centre.y)),
        ("width_mm", Value::number(table.width_mm)),
        ("depth_mm", Value::number(table.depth_mm)),
    ];
    if !table.zones.is_empty() {
        entries.push(("zones", Value::new(ValueKind::Array(zones))));
    }
    if !table.terrain.is_empty() {
        let pieces = table
            .terrain
            .iter()
            .map(|p| piece_value(p, point))
            .collect();
        entries.push(("terrain", Value::new(ValueKind::Array(pieces))));
    }
    Value::table(entries)
}

pub(super) fn read_ruleset(mut fields: Fields) -> Result<RulesetRef, DocError> {
    let ruleset = if fields.has("toml") {
        let toml = fields.string("toml")?;
        checked(&fields, "toml", check::ruleset_text(&toml))?;
        RulesetRef::Custom { toml }
    } else {
        let id = fields.string("id")?;
        checked(&fields, "id", check::id(&id))?;
        let version = fields.string("version")?;
        checked(&fields, "version", check::id(&version))?;
        RulesetRef::Builtin { id, version }
    };
    fields.finish()?;
    Ok(ruleset)
}

/// A check's verdict on the field `key`, as an error at its line.
pub(super) fn checked(
    fields: &Fields,
    key: &str,
    verdict: Result<(), String>,
) -> Result<(), DocError> {
    verdict.map_err(|message| fields.field_error(key, message))
}

/// The number at `key`, described as `what` when it is not one, held to `check`.
fn number_within(
    fields: &mut Fields,
    key: &'static str,
    what: &str,
    check: fn(f32) -> Result<(), String>,
) -> Result<f32, DocError> {
    let x = fields.number(key, what)?;
    checked(fields, key, check(x))?;
    Ok(x)
}

fn coordinate(fields: &mut Fields, key: &'static str) -> Result<f32, DocError> {
    number_within(fields, key, "a distance in mm", check::coordinate)
}

fn read_pose(mut fields: Fields) -> Result<Pose, DocError> {
    let x = coordinate(&mut fields, "x")?;
    let y = coordinate(&mut fields, "y")?;
    let heading = fields.number("heading", "an angle in degrees")?;
    let pose = Pose::new(x, y, heading);
    fields.finish()?;
    Ok(pose)
}

fn read_placements(
    fields: &mut Fields,
    key: &'static str,
    most: u32,
) -> Result<Vec<Placement>, DocError> {
    let context = fields.context().to_owned();
    let placed = fields.list(key, |i, value| {
        let mut item = Fields::of(value, &format!("{context}{key} {}: ", i + 1))?;
        let x = coordinate(&mut item, "x")?;
        let y = coordinate(&mut item, "y")?;
        let facing = item
            .optional_number("facing", "an angle in degrees")?
            .unwrap_or(0.0);
        let placement = Placement { x, y, facing };
        item.finish()?;
        Ok(placement)
    })?;
    checked(fields, key, check::placement_count(placed.len(), most))?;
    Ok(placed)
}

pub(super) fn read_unit(mut fields: Fields) -> Result<LayoutUnit, DocError> {
    let id = fields.count("id", "")?;
    let name = fields.string("name")?;
    checked(&fields, "name", check::name(&name))?;
    let side = fields.count("side", "")?;
    checked(&fields, "side", check::side(side))?;
    let troop = fields.string("troop")?;
    checked(&fields, "troop", check::id(&troop))?;
    let basing = read_basing(fields.table("basing", "basing")?)?;
    let state = fields.choice_or("state", &STATES, UnitState::GoodOrder)?;
    let cannon = fields.optional_count("cannon", "cannon")?.unwrap_or(0);
    checked(&fields, "cannon", check::cannon(cannon))?;
    let formation = fields.string("formation")?;
    checked(&fields, "formation", check::id(&formation))?;
    let choices = match fields.optional_table("choices", "choices")? {
        Some(table) => read_choices(table, basing.bases)?,
        None => FormationChoices::default(),
    };
    let detached = fields.optional_count("detached", "bases")?.unwrap_or(0);
    checked(&fields, "detached", check::detached(detached, basing.bases))?;
    let skirmishers = read_placements(&mut fields, "skirmishers", detached)?;
    let pose = read_pose(fields.table("pose", "pose")?)?;
    let move_start = fields
        .optional_table("move_start", "move_start")?
        .map(read_pose)
        .transpose()?;
    let changes = read_changes(&mut fields)?;
    let order = fields.optional_string("order")?;
    if let Some(order) = &order {
        checked(&fields, "order", check::id(order))?;
    }
    fields.finish()?;
    Ok(LayoutUnit {
        id,
        name,
        side: PlayerSide(side as u8),
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
    })
}

/// A unit's changes of formation this turn: each names the formation it left, and where it
/// stood before and after.
fn read_changes(fields: &mut Fields) -> Result<Vec<TurnChange>, DocError> {
    let context = fields.context().to_owned();
    let changes = fields.list("changes", |i, value| {
        let mut item = Fields::of(value, &format!("{context}changes {}: ", i + 1))?;
        let from = item.string("from")?;
        checked(&item, "from", check::id(&from))?;
        let change = TurnChange {
            from,
            before: read_pose(item.table("before", "before")?)?,
            after: read_pose(item.table("after", "after")?)?,
        };
        item.finish()?;
        Ok(change)
    })?;
    checked(fields, "changes", check::change_count(changes.len()))?;
    Ok(changes)
}

fn read_basing(mut fields: Fields) -> Result<Basing, DocError> {
    let bases = fields.count("bases", "bases")?;
    checked(&fields, "bases", check::bases(bases))?;
    let figures_per_base = fields.count("figures_per_base", "figures")?;
    checked(
        &fields,
        "figures_per_base",
        check::figures(figures_per_base),
    )?;
    let mut size = |key| number_within(&mut fields, key, "a length in mm", check::base_size);
    let base_width_mm = size("base_width_mm")?;
    let base_depth_mm = size("base_depth_mm")?;
    fields.finish()?;
    Ok(Basing {
        bases,
        figures_per_base,
        base_width_mm,
        base_depth_mm,
    })
}

fn read_choices(mut fields: Fields, bases: u32) -> Result<FormationChoices, DocError> {
    let gap_mm = fields
        .optional_number("gap_mm", "a distance in mm")?
        .unwrap_or(0.0);
    checked(&fields, "gap_mm", check::gap(gap_mm))?;
    let files = fields.optional_count("files", "files")?;
    if let Some(files) = files {
        checked(&fields, "files", check::chosen_bases(files))?;
    }
    let extras = fields.choice_or("extras", &SIDES, Side::Front)?;
    let front_bases = fields.optional_count("front_bases", "bases")?;
    if let Some(front) = front_bases {
        checked(&fields, "front_bases", check::chosen_bases(front))?;
    }
    let spacing_mm = fields.optional_number("spacing_mm", "a distance in mm")?;
    if let Some(spacing) = spacing_mm {
        checked(&fields, "spacing_mm", check::spacing(spacing))?;
    }
    let placed = read_placements(&mut fields, "placed", bases)?;
    let bends = read_bends(&mut fields, bases)?;
    fields.finish()?;
    Ok(FormationChoices {
        gap_mm,
        files,
        extras,
        front_bases,
        spacing_mm,
        placed,
        bends,
    })
}

/// A column's bends (C-flex): each `{ "rank", "degrees" }`, rank by rank.
fn read_bends(fields: &mut Fields, bases: u32) -> Result<Vec<TailBend>, DocError> {
    let context = fields.context().to_owned();
    let bends = fields.list("bends", |i, value| {
        let mut item = Fields::of(value, &format!("{context}bends {}: ", i + 1))?;
        let rank = item.count("rank", "ranks")?;
        let degrees = item.number("degrees", "an angle in degrees")?;
        let bend = TailBend { rank, degrees };
        checked(&item, "degrees", check::bend_degrees(degrees))?;
        item.finish()?;
        Ok(bend)
    })?;
    checked(fields, "bends", check::bends(&bends, bases))?;
    Ok(bends)
}

fn pose_value(pose: &Pose) -> Value {
    Value::table(vec![
        ("x", Value::number(pose.x)),
        ("y", Value::number(pose.y)),
        ("heading", Value::number(pose.heading)),
    ])
}

fn placements_value(placed: &[Placement]) -> Value {
    Value::new(ValueKind::Array(
        placed
            .iter()
            .map(|p| {
                let mut entries = vec![("x", Value::number(p.x)), ("y", Value::number(p.y))];
                if p.facing != 0.0 {
                    entries.push(("facing", Value::number(p.facing)));
                }
                Value::table(entries)
            })
            .collect(),
    ))
}

fn bends_value(bends: &[TailBend]) -> Value {
    Value::new(ValueKind::Array(
        bends
            .iter()
            .map(|b| {
                Value::table(vec![
                    ("rank", Value::integer(i64::from(b.rank))),
                    ("degrees", Value::number(b.degrees)),
                ])
            })
            .collect(),
    ))
}

fn name_of<T: PartialEq>(options: &[(&'static str, T)], value: &T) -> &'static str {
    options
        .iter()
        .find(|(_, v)| v == value)
        .map_or("", |(n, _)| n)
}

pub(super) fn unit_value(unit: &LayoutUnit) -> Value {
    let basing = &unit.basing;
    let mut entries = vec![
        ("id", Value::integer(i64::from(unit.id))),
        ("name", Value::string(&unit.name)),
        ("side", Value::integer(i64::from(unit.side.0))),
        ("troop", Value::string(&unit.troop)),
        (
            "basing",
            Value::table(vec![
                ("bases", Value::integer(i64::from(basing.bases))),
                (
                    "figures_per_base",
                    Value::integer(i64::from(basing.figures_per_base)),
                ),
                ("base_width_mm", Value::number(basing.base_width_mm)),
                ("base_depth_mm", Value::number(basing.base_depth_mm)),
            ]),
        ),
    ];
    if unit.state != UnitState::GoodOrder {
        entries.push(("state", Value::string(name_of(&STATES, &unit.state))));
    }
    if unit.cannon > 0 {
        entries.push(("cannon", Value::integer(i64::from(unit.cannon))));
    }
    entries.push(("formation", Value::string(&unit.formation)));
    let c = &unit.choices;
    let mut choices = Vec::new();
    if c.gap_mm != 0.0 {
        choices.push(("gap_mm", Value::number(c.gap_mm)));
    }
    if let Some(files) = c.files {
        choices.push(("files", Value::integer(i64::from(files))));
    }
    if c.extras != Side::Front {
        choices.push(("extras", Value::string(name_of(&SIDES, &c.extras))));
    }
    if let Some(front) = c.front_bases {
        choices.push(("front_bases", Value::integer(i64::from(front))));
    }
    if let Some(spacing) = c.spacing_mm {
        choices.push(("spacing_mm", Value::number(spacing)));
    }
    if !c.placed.is_empty() {
        choices.push(("placed", placements_value(&c.placed)));
    }
    if !c.bends.is_empty() {
        choices.push(("bends", bends_value(&c.bends)));
    }
    if !choices.is_empty() {
        entries.push(("choices", Value::table(choices)));
    }
    if unit.detached > 0 {
        entries.push(("detached", Value::integer(i64::from(unit.detached))));
    }
    if !unit.skirmishers.is_empty() {
        entries.push(("skirmishers", placements_value(&unit.skirmishers)));
    }
    entries.push(("pose", pose_value(&unit.pose)));
    if let Some(start) = &unit.move_start {
        entries.push(("move_start", pose_value(start)));
    }
    if !unit.changes.is_empty() {
        let changes = unit.changes.iter().map(|c| {
            Value::table(vec![
                ("from", Value::string(&c.from)),
                ("before", pose_value(&c.before)),
                ("after", pose_value(&c.after)),
            ])
        });
        entries.push(("changes", Value::new(ValueKind::Array(changes.collect()))));
    }
    if let Some(order) = &unit.order {
        entries.push(("order", Value::string(order)));
    }
    Value::table(entries)
}

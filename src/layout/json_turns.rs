//! The game in a layout file, from its tenth version on: the turn's `notes`, and the `turns`
//! kept before it, oldest first. Each kept turn is written as what its table held that the
//! turn after it did not ([`TurnDelta`]): its `turn` number, its own `notes`, the `units`
//! that differed (each as its `id` and the fields that differ from the turn after, `null`
//! for a field it did not have; whole, as the layout's own `units` are written, when the
//! turn after has it not), the ids of the units
//! `gone` by then (not yet arrived), their `order` where it cannot be told, and any
//! table-wide field that differed (`name`, `null` for none, `ruleset`, `scale`, `table`,
//! `null` for none, `brigades`, `allowances`).

use super::json::{
    allowances_value, battlefield_value, brigade_value, checked, read_allowances, read_battlefield,
    read_brigade, read_ruleset, read_scale, read_unit, ruleset_value, scale_value, unit_value,
};
use super::turn_delta::TurnDelta;
use super::turn_notes::{UnitNote, note};
use super::{Layout, LayoutUnit, TurnNotes, TurnRecord, check};
use crate::doc::{DocError, Fields, Value, ValueKind};
use crate::limits::{MAX_GAME_UNITS, MAX_KEPT_TURNS, MAX_UNITS};
use std::collections::HashMap;

/// The notes on a turn, or `None` for none.
pub(super) fn notes_value(notes: &TurnNotes) -> Option<Value> {
    if notes.is_empty() {
        return None;
    }
    let mut entries = Vec::new();
    if !notes.turn.is_empty() {
        entries.push(("turn", Value::string(&notes.turn)));
    }
    if !notes.units.is_empty() {
        let units = notes.units.iter().map(|n| {
            Value::table(vec![
                ("unit", Value::integer(i64::from(n.unit))),
                ("text", Value::string(&n.text)),
            ])
        });
        entries.push(("units", Value::new(ValueKind::Array(units.collect()))));
    }
    Some(Value::table(entries))
}

/// The notes at `key`, none when it is left out.
pub(super) fn read_notes(fields: &mut Fields, key: &'static str) -> Result<TurnNotes, DocError> {
    let Some(mut table) = fields.optional_table(key, key)? else {
        return Ok(TurnNotes::default());
    };
    let turn = table.optional_string("turn")?.unwrap_or_default();
    checked(&table, "turn", note(&turn))?;
    let context = table.context().to_owned();
    let units = table.list("units", |i, value| {
        let mut item = Fields::of(value, &format!("{context}units {}: ", i + 1))?;
        let unit = item.count("unit", "")?;
        let text = item.string("text")?;
        checked(&item, "text", note(&text))?;
        item.finish()?;
        Ok(UnitNote { unit, text })
    })?;
    table.finish()?;
    Ok(TurnNotes { turn, units })
}

fn ids_value(ids: &[u32]) -> Value {
    let ids = ids.iter().map(|&id| Value::integer(i64::from(id)));
    Value::new(ValueKind::Array(ids.collect()))
}

fn read_ids(fields: &mut Fields, key: &'static str) -> Result<Vec<u32>, DocError> {
    let context = fields.context().to_owned();
    fields.list(key, |i, value| match value.kind {
        ValueKind::Integer(id) if (0..=i64::from(u32::MAX)).contains(&id) => Ok(id as u32),
        _ => Err(DocError::new(
            value.line,
            format!(
                "{context}{key} {}: must be a unit's id, found {}",
                i + 1,
                value.describe()
            ),
        )),
    })
}

/// The kept turns of `layout`, oldest first, each as what differs from the turn after it.
pub(super) fn turns_value(layout: &Layout) -> Value {
    let turns: Vec<&Layout> = layout.record.iter().collect();
    let newer = turns.iter().skip(1).copied().chain([layout]);
    let entries = turns
        .iter()
        .zip(newer)
        .map(|(older, newer)| delta_value(older.turn, &TurnDelta::between(newer, older), newer));
    Value::new(ValueKind::Array(entries.collect()))
}

/// `unit` as the fields that differ from `after`, its self in the turn after, with its id;
/// whole when there is no such unit.
fn unit_entry(unit: &LayoutUnit, after: Option<&LayoutUnit>) -> Value {
    let whole = unit_value(unit);
    let (Some(after), ValueKind::Table(now)) = (after, &whole.kind) else {
        return whole;
    };
    let ValueKind::Table(was) = unit_value(after).kind else {
        return whole;
    };
    let mut entries: Vec<(String, Value)> = now
        .iter()
        .filter(|(key, value)| key == "id" || !was.iter().any(|(k, v)| k == key && v == value))
        .cloned()
        .collect();
    for (key, _) in &was {
        if !now.iter().any(|(k, _)| k == key) {
            entries.push((key.clone(), Value::new(ValueKind::Null)));
        }
    }
    Value::new(ValueKind::Table(entries))
}

/// The unit an entry gives: its fields laid over its self in the turn after, a `null`
/// taking a field away, when the turn after has it; else the entry whole.
fn read_entry(
    entry: &Value,
    after: &HashMap<u32, &LayoutUnit>,
    context: &str,
) -> Result<LayoutUnit, DocError> {
    let id = match entry.get("id").map(|v| &v.kind) {
        Some(ValueKind::Integer(id)) => u32::try_from(*id).ok(),
        _ => None,
    };
    let (Some(unit), ValueKind::Table(given)) = (id.and_then(|id| after.get(&id)), &entry.kind)
    else {
        return read_unit(Fields::of(entry, context)?);
    };
    let ValueKind::Table(mut merged) = unit_value(unit).kind else {
        return read_unit(Fields::of(entry, context)?);
    };
    for (key, value) in given {
        merged.retain(|(k, _)| k != key);
        if value.kind != ValueKind::Null {
            merged.push((key.clone(), value.clone()));
        }
    }
    let merged = Value {
        kind: ValueKind::Table(merged),
        line: entry.line,
    };
    read_unit(Fields::of(&merged, context)?)
}

fn delta_value(turn: u32, delta: &TurnDelta, after: &Layout) -> Value {
    let mut entries = vec![("turn", Value::integer(i64::from(turn)))];
    if let Some(notes) = notes_value(&delta.notes) {
        entries.push(("notes", notes));
    }
    if let Some(name) = &delta.name {
        let name = match name.as_str() {
            "" => Value::new(ValueKind::Null),
            name => Value::string(name),
        };
        entries.push(("name", name));
    }
    if let Some(ruleset) = &delta.ruleset {
        entries.push(("ruleset", ruleset_value(ruleset)));
    }
    if let Some(scale) = delta.scale {
        entries.push(("scale", scale_value(scale)));
    }
    if let Some(field) = &delta.battlefield {
        let table = field
            .as_ref()
            .map_or(Value::new(ValueKind::Null), battlefield_value);
        entries.push(("table", table));
    }
    if let Some(brigades) = &delta.brigades {
        let brigades = brigades.iter().map(brigade_value).collect();
        entries.push(("brigades", Value::new(ValueKind::Array(brigades))));
    }
    if let Some(allowances) = &delta.allowances {
        entries.push(("allowances", allowances_value(allowances)));
    }
    if !delta.units.is_empty() {
        let units = (delta.units.iter())
            .map(|unit| unit_entry(unit, after.unit(unit.id)))
            .collect();
        entries.push(("units", Value::new(ValueKind::Array(units))));
    }
    if !delta.gone.is_empty() {
        entries.push(("gone", ids_value(&delta.gone)));
    }
    if let Some(order) = &delta.order {
        entries.push(("order", ids_value(order)));
    }
    Value::table(entries)
}

/// The kept turns before `present`, read from the `turns` field, each rebuilt from the one
/// after it. The game's budget is held before the turns are read and as they are.
pub(super) fn read_turns(fields: &mut Fields, present: &Layout) -> Result<TurnRecord, DocError> {
    let line = fields.line();
    let entries = fields.tables("turns", |value| match value.get("turn").map(|t| &t.kind) {
        Some(ValueKind::Integer(turn)) => format!("turn {turn}"),
        _ => "a turn".to_owned(),
    })?;
    let too_long = || {
        DocError::new(
            line,
            format!(
                "turns: a game keeps at most {MAX_KEPT_TURNS} turns and {MAX_GAME_UNITS} units over them"
            ),
        )
    };
    if entries.len() > MAX_KEPT_TURNS {
        return Err(too_long());
    }
    let first = present
        .turn
        .checked_sub(entries.len() as u32)
        .ok_or_else(|| {
            DocError::new(
                line,
                format!(
                    "turns: the game keeps {} turns before turn {}",
                    entries.len(),
                    present.turn
                ),
            )
        })?;
    let mut turns: Vec<Layout> = Vec::with_capacity(entries.len());
    let mut units = 0;
    for (expected, entry) in (first..present.turn).zip(entries).rev() {
        let line = entry.line();
        let newer = turns.last().unwrap_or(present);
        let delta = read_delta(entry, expected, newer)?;
        let older = delta
            .reached_from(newer, expected)
            .map_err(|m| DocError::new(line, format!("turn {expected}: {m}")))?;
        units += older.units.len();
        if older.units.len() > MAX_UNITS || units > MAX_GAME_UNITS {
            return Err(too_long());
        }
        turns.push(older);
    }
    turns.reverse();
    Ok(TurnRecord::of(turns))
}

fn read_delta(mut fields: Fields, expected: u32, after: &Layout) -> Result<TurnDelta, DocError> {
    let turn = fields.count("turn", "")?;
    if turn != expected {
        return Err(fields.field_error(
            "turn",
            format!("is {turn}, but the turns are one after another and this one is {expected}"),
        ));
    }
    let mut delta = TurnDelta {
        notes: read_notes(&mut fields, "notes")?,
        ..TurnDelta::default()
    };
    if let Some(name) = fields.optional("name") {
        let name = match name.kind {
            ValueKind::Null => String::new(),
            _ => fields.string("name")?,
        };
        checked(&fields, "name", check::optional_name(&name))?;
        delta.name = Some(name);
    }
    if fields.has("ruleset") {
        delta.ruleset = Some(read_ruleset(fields.table("ruleset", "ruleset")?)?);
    }
    if fields.has("scale") {
        delta.scale = Some(read_scale(&mut fields)?);
    }
    if let Some(table) = fields.optional("table") {
        delta.battlefield = Some(match table.kind {
            ValueKind::Null => None,
            _ => {
                let context = format!("{}table: ", fields.context());
                Some(read_battlefield(Fields::of(table, &context)?, 10)?.0)
            }
        });
    }
    if fields.has("brigades") {
        let context = fields.context().to_owned();
        delta.brigades = Some(fields.list("brigades", |index, value| {
            read_brigade(Fields::of(
                value,
                &format!("{context}brigades {}: ", index + 1),
            )?)
        })?);
    }
    if fields.has("allowances") {
        delta.allowances = Some(read_allowances(&mut fields)?);
    }
    let context = fields.context().to_owned();
    let entries = fields.list("units", |_, value| Ok(value))?;
    check::unit_count(entries.len()).map_err(|m| fields.field_error("units", m))?;
    let after_units: HashMap<u32, &LayoutUnit> = after.units.iter().map(|u| (u.id, u)).collect();
    delta.units = entries
        .into_iter()
        .map(|entry| {
            let name = match entry.get("id").map(|i| &i.kind) {
                Some(ValueKind::Integer(id)) => format!("{context}unit {id}: "),
                _ => format!("{context}a unit: "),
            };
            read_entry(entry, &after_units, &name)
        })
        .collect::<Result<_, _>>()?;
    delta.gone = read_ids(&mut fields, "gone")?;
    if fields.has("order") {
        delta.order = Some(read_ids(&mut fields, "order")?);
    }
    fields.finish()?;
    Ok(delta)
}

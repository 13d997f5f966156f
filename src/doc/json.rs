//! Layout JSON, parsed and written by `serde_json`.
//!
//! `serde_json` keeps no positions in its values, so a document is read one level at a time:
//! each array or object is parsed with its members left as raw text (`RawValue`), borrowed
//! from the document, and the offset of each member gives its line. Each level rescans the
//! text below it, so reading costs the document's length times its depth, which
//! [`MAX_DEPTH`] bounds.

use std::collections::HashSet;
use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::error::Category;
use serde_json::value::RawValue;

use super::lines::Lines;
use super::{DocError, MAX_DEPTH, Value, ValueKind, document_text, room_for_entry};

/// Parses JSON text (RFC 8259) into a value. Object keys must be unique.
pub fn parse_json(text: &str) -> Result<Value, DocError> {
    let text = document_text(text)?;
    let reader = Reader {
        lines: Lines::new(text),
    };
    reader.value(text, 0)
}

/// Writes a value as JSON, indented by two spaces, ending with a line break.
pub fn write_json(value: &Value) -> String {
    // Writing a tree whose keys are all text into a `String` cannot fail.
    let mut text = serde_json::to_string_pretty(value).unwrap_or_default();
    text.push('\n');
    text
}

struct Reader<'a> {
    lines: Lines<'a>,
}

impl Reader<'_> {
    /// The value written in `raw`, a slice of the document.
    fn value(&self, raw: &str, depth: usize) -> Result<Value, DocError> {
        let first_line = self.lines.line_of_part(raw);
        let level: Level<'_> =
            serde_json::from_str(raw).map_err(|error| refusal(&error, first_line))?;
        let line = self.lines.line_of_part(raw.trim_start());
        if depth >= MAX_DEPTH && !matches!(level, Level::Scalar(_)) {
            return Err(DocError::new(
                line,
                format!("values nest more than {MAX_DEPTH} levels deep"),
            ));
        }
        let kind = match level {
            Level::Scalar(kind) => kind,
            Level::Array(items) => ValueKind::Array(
                items
                    .into_iter()
                    .map(|item| self.value(item.get(), depth + 1))
                    .collect::<Result<_, _>>()?,
            ),
            Level::Object(entries) => ValueKind::Table(
                entries
                    .into_iter()
                    .map(|(key, item)| Ok((key, self.value(item.get(), depth + 1)?)))
                    .collect::<Result<_, DocError>>()?,
            ),
        };
        Ok(Value { kind, line })
    }
}

/// A `serde_json` error in text that starts on `first_line`, as a player reads it.
fn refusal(error: &serde_json::Error, first_line: u32) -> DocError {
    let line = match error.line() {
        0 => 0,
        n => first_line.saturating_add(u32::try_from(n - 1).unwrap_or(u32::MAX)),
    };
    let full = error.to_string();
    let position = format!(" at line {} column {}", error.line(), error.column());
    let message = full.strip_suffix(&position).unwrap_or(&full);
    match error.classify() {
        Category::Data => DocError::new(line, message),
        _ => DocError::new(line, format!("this is not valid JSON: {message}")),
    }
}

/// One level of a document: a scalar, or a container whose members are still raw text.
enum Level<'a> {
    Scalar(ValueKind),
    Array(Vec<&'a RawValue>),
    Object(Vec<(String, &'a RawValue)>),
}

impl<'de> Deserialize<'de> for Level<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(LevelVisitor)
    }
}

struct LevelVisitor;

impl<'de> Visitor<'de> for LevelVisitor {
    type Value = Level<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_unit<E>(self) -> Result<Self::Value, E> {
        Ok(Level::Scalar(ValueKind::Null))
    }

    fn visit_bool<E>(self, b: bool) -> Result<Self::Value, E> {
        Ok(Level::Scalar(ValueKind::Bool(b)))
    }

    fn visit_i64<E>(self, n: i64) -> Result<Self::Value, E> {
        Ok(Level::Scalar(ValueKind::Integer(n)))
    }

    fn visit_u64<E>(self, n: u64) -> Result<Self::Value, E> {
        Ok(Level::Scalar(match i64::try_from(n) {
            Ok(n) => ValueKind::Integer(n),
            Err(_) => ValueKind::Float(n as f64),
        }))
    }

    fn visit_f64<E>(self, x: f64) -> Result<Self::Value, E> {
        Ok(Level::Scalar(ValueKind::Float(x)))
    }

    fn visit_str<E>(self, text: &str) -> Result<Self::Value, E> {
        Ok(Level::Scalar(ValueKind::String(text.to_owned())))
    }

    fn visit_string<E>(self, text: String) -> Result<Self::Value, E> {
        Ok(Level::Scalar(ValueKind::String(text)))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Level::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut entries = Vec::new();
        let mut keys = HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            // The line comes from the parser's position, where the error is raised.
            room_for_entry(entries.len(), 0).map_err(|e| de::Error::custom(e.message))?;
            if !keys.insert(key.clone()) {
                return Err(de::Error::custom(format!(
                    "the key \"{}\" is given twice",
                    crate::text::excerpt(&key)
                )));
            }
            entries.push((key, map.next_value()?));
        }
        Ok(Level::Object(entries))
    }
}

impl Serialize for Value {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match &self.kind {
            ValueKind::Null => serializer.serialize_unit(),
            ValueKind::Bool(b) => serializer.serialize_bool(*b),
            ValueKind::Integer(n) => serializer.serialize_i64(*n),
            ValueKind::Float(x) => serializer.serialize_f64(*x),
            ValueKind::String(text) => serializer.serialize_str(text),
            ValueKind::Array(items) => {
                let mut seq = serializer.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            ValueKind::Table(entries) => {
                let mut map = serializer.serialize_map(Some(entries.len()))?;
                for (key, item) in entries {
                    map.serialize_entry(key, item)?;
                }
                map.end()
            }
        }
    }
}

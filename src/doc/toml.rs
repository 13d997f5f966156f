//! Ruleset TOML, parsed by the `toml` crate and turned into our tree with the line of every
//! value.
//!
//! The crate reads the whole language; this module refuses, with a reason, what rulesets have
//! no use for (dates and times, integers in hexadecimal, octal or binary) and bounds how deep
//! and how wide the tree may grow.

use std::ops::Range;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::lines::Lines;
use super::{DocError, MAX_DEPTH, Value, ValueKind, document_text, room_for_entry};

/// Parses TOML text into a table.
pub fn parse_toml(text: &str) -> Result<Value, DocError> {
    let text = document_text(text)?;
    let lines = Lines::new(text);
    let root = DeTable::parse(text).map_err(|error| {
        let line = error.span().map_or(0, |span| lines.line_of(span.start));
        DocError::new(line, sentence(error.message()))
    })?;
    let reader = Reader { text, lines };
    let entries = reader.table(root.get_ref(), 1)?;
    Ok(Value {
        kind: ValueKind::Table(entries),
        line: 1,
    })
}

/// The crate's message as the sentence of our errors: its first line, saying what is wrong,
/// with the one a hand-edited file meets most, a string left open, in a player's words.
fn sentence(message: &str) -> String {
    let first = message.lines().next().unwrap_or(message).trim();
    if first.contains("recursion") {
        return "keys and values nest too deeply".to_owned();
    }
    if first.starts_with("invalid") && first.contains("string, expected") {
        return format!(
            "this is not valid TOML: a string is not closed ({})",
            first.trim_end_matches('.')
        );
    }
    format!("this is not valid TOML: {}", first.trim_end_matches('.'))
}

struct Reader<'a> {
    text: &'a str,
    lines: Lines<'a>,
}

impl Reader<'_> {
    fn table(&self, table: &DeTable<'_>, depth: usize) -> Result<Vec<(String, Value)>, DocError> {
        let mut entries = Vec::with_capacity(table.len());
        for (key, value) in table {
            room_for_entry(entries.len(), self.line(key.span()))?;
            entries.push((key.get_ref().to_string(), self.value(value, depth)?));
        }
        Ok(entries)
    }

    fn value(&self, value: &Spanned<DeValue<'_>>, depth: usize) -> Result<Value, DocError> {
        let line = self.line(value.span());
        let written = || crate::text::excerpt(self.text.get(value.span()).unwrap_or_default());
        let error = |message: String| DocError::new(line, message);
        if depth >= MAX_DEPTH {
            return Err(error(format!(
                "values nest more than {MAX_DEPTH} levels deep"
            )));
        }
        let kind = match value.get_ref() {
            DeValue::String(text) => ValueKind::String(text.to_string()),
            DeValue::Boolean(b) => ValueKind::Bool(*b),
            DeValue::Integer(n) if n.radix() != 10 => {
                return Err(error(format!(
                    "'{}' is not decimal: write numbers in decimal",
                    written()
                )));
            }
            DeValue::Integer(n) => ValueKind::Integer(
                n.as_str()
                    .parse()
                    .map_err(|_| error(format!("'{}' is too large a whole number", written())))?,
            ),
            DeValue::Float(x) => ValueKind::Float(
                x.as_str()
                    .parse()
                    .map_err(|_| error(format!("'{}' is not a number", written())))?,
            ),
            DeValue::Datetime(_) => {
                return Err(error(format!(
                    "'{}' looks like a date or time, which rulesets do not use",
                    written()
                )));
            }
            DeValue::Array(items) => ValueKind::Array(
                items
                    .iter()
                    .map(|item| self.value(item, depth + 1))
                    .collect::<Result<_, _>>()?,
            ),
            DeValue::Table(table) => ValueKind::Table(self.table(table, depth + 1)?),
        };
        Ok(Value { kind, line })
    }

    fn line(&self, span: Range<usize>) -> u32 {
        self.lines.line_of(span.start)
    }
}

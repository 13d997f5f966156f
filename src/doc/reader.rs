//! Reading typed data out of a table, with errors that say where and what.

use super::{DocError, Value, ValueKind};
use crate::cited::Cited;

/// The entries of one table, read field by field. It remembers which keys were asked for, so
/// [`Fields::finish`] can refuse keys nobody reads (a misspelt field is an error, not a
/// silently ignored line). Every error starts with the context, such as
/// `troop 'line-infantry', formation 'square': `, and carries the line of the value.
pub struct Fields<'a> {
    entries: &'a [(String, Value)],
    line: u32,
    context: String,
    /// The name to use for the key `value` in messages: the field a cited value belongs to.
    value_name: Option<String>,
    asked: Vec<&'static str>,
}

impl<'a> Fields<'a> {
    /// The fields of `value`, which must be a table. `context` ends with ": " or is empty.
    pub fn of(value: &'a Value, context: &str) -> Result<Self, DocError> {
        match &value.kind {
            ValueKind::Table(entries) => Ok(Self {
                entries,
                line: value.line,
                context: context.to_owned(),
                value_name: None,
                asked: Vec::new(),
            }),
            _ => Err(DocError::new(
                value.line,
                format!("{context}expected a table, found {}", value.describe()),
            )),
        }
    }

    /// What every message of this table starts with, such as `unit 3, basing: `.
    pub fn context(&self) -> &str {
        &self.context
    }

    /// The line the table starts on.
    pub fn line(&self) -> u32 {
        self.line
    }

    /// An error about this table as a whole, at its first line.
    pub fn error(&self, message: impl std::fmt::Display) -> DocError {
        DocError::new(self.line, format!("{}{message}", self.context))
    }

    /// An error about the field `key`, at its line when it is there.
    pub fn field_error(&self, key: &str, message: impl std::fmt::Display) -> DocError {
        let line = self.get(key).map_or(self.line, |v| v.line);
        DocError::new(
            line,
            format!("{}{} {message}", self.context, self.name(key)),
        )
    }

    fn name(&self, key: &str) -> String {
        match (&self.value_name, key) {
            (Some(name), "value") => name.clone(),
            _ => key.to_owned(),
        }
    }

    fn get(&self, key: &str) -> Option<&'a Value> {
        self.entries.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// Whether the table has `key` (which counts as asking for it).
    pub fn has(&mut self, key: &'static str) -> bool {
        self.asked.push(key);
        self.get(key).is_some()
    }

    /// The value of `key`, if given.
    pub fn optional(&mut self, key: &'static str) -> Option<&'a Value> {
        self.asked.push(key);
        self.get(key)
    }

    /// The value of `key`, which must be given; `what` says what it should be.
    pub fn required(&mut self, key: &'static str, what: &str) -> Result<&'a Value, DocError> {
        self.optional(key)
            .ok_or_else(|| self.error(format!("{} is missing: give {what}", self.name(key))))
    }

    fn wrong(&self, key: &str, value: &Value, what: &str) -> DocError {
        DocError::new(
            value.line,
            format!(
                "{}{} must be {what}, found {}",
                self.context,
                self.name(key),
                value.describe()
            ),
        )
    }

    /// A text field.
    pub fn string(&mut self, key: &'static str) -> Result<String, DocError> {
        let value = self.required(key, "a text in quotes")?;
        self.as_string(key, value)
    }

    /// A text field that may be left out.
    pub fn optional_string(&mut self, key: &'static str) -> Result<Option<String>, DocError> {
        self.optional(key)
            .map(|value| self.as_string(key, value))
            .transpose()
    }

    fn as_string(&self, key: &str, value: &Value) -> Result<String, DocError> {
        match &value.kind {
            ValueKind::String(s) if !s.trim().is_empty() => match crate::text::check_text(s) {
                Ok(()) => Ok(s.clone()),
                Err(why) => Err(DocError::new(
                    value.line,
                    format!("{}{} {why}", self.context, self.name(key)),
                )),
            },
            ValueKind::String(_) => Err(DocError::new(
                value.line,
                format!("{}{} must not be blank", self.context, self.name(key)),
            )),
            _ => Err(self.wrong(key, value, "a text in quotes")),
        }
    }

    /// A list of texts.
    pub fn strings(&mut self, key: &'static str) -> Result<Vec<String>, DocError> {
        let Some(value) = self.optional(key) else {
            return Ok(Vec::new());
        };
        let ValueKind::Array(items) = &value.kind else {
            return Err(self.wrong(key, value, "a list of texts"));
        };
        items.iter().map(|item| self.as_string(key, item)).collect()
    }

    /// A whole number of `unit`, zero or more (`unit` may be empty, for an id).
    pub fn count(&mut self, key: &'static str, unit: &str) -> Result<u32, DocError> {
        let value = self.required(key, &format!("a whole number of {unit}"))?;
        self.as_count(key, value, unit)
    }

    /// A whole number of `unit` that may be left out.
    pub fn optional_count(
        &mut self,
        key: &'static str,
        unit: &str,
    ) -> Result<Option<u32>, DocError> {
        self.optional(key)
            .map(|value| self.as_count(key, value, unit))
            .transpose()
    }

    fn as_count(&self, key: &str, value: &Value, unit: &str) -> Result<u32, DocError> {
        match value.kind {
            ValueKind::Integer(n) if (0..=i64::from(u32::MAX)).contains(&n) => Ok(n as u32),
            ValueKind::Integer(n) if n > 0 => Err(DocError::new(
                value.line,
                format!("{}{} is too large, found {n}", self.context, self.name(key)),
            )),
            _ if unit.is_empty() => Err(self.wrong(key, value, "a whole number")),
            _ => Err(self.wrong(key, value, &format!("a whole number of {unit}"))),
        }
    }

    /// A finite number, such as a coordinate or an angle.
    pub fn number(&mut self, key: &'static str, what: &str) -> Result<f32, DocError> {
        let value = self.required(key, what)?;
        self.as_number(key, value, what)
    }

    /// A finite number that may be left out.
    pub fn optional_number(
        &mut self,
        key: &'static str,
        what: &str,
    ) -> Result<Option<f32>, DocError> {
        self.optional(key)
            .map(|value| self.as_number(key, value, what))
            .transpose()
    }

    fn as_number(&self, key: &str, value: &Value, what: &str) -> Result<f32, DocError> {
        let x = match value.kind {
            ValueKind::Integer(n) => n as f64,
            ValueKind::Float(x) => x,
            _ => return Err(self.wrong(key, value, what)),
        };
        let narrowed = x as f32;
        if narrowed.is_finite() {
            Ok(narrowed)
        } else {
            Err(self.wrong(key, value, what))
        }
    }

    /// A length above zero, such as a base's width.
    pub fn positive(&mut self, key: &'static str, what: &str) -> Result<f32, DocError> {
        let x = self.number(key, what)?;
        if x > 0.0 {
            Ok(x)
        } else {
            Err(self.field_error(key, format!("must be {what} above zero, found {x}")))
        }
    }

    /// A length of zero or more, such as a gap.
    pub fn non_negative(&mut self, key: &'static str, what: &str) -> Result<f32, DocError> {
        let x = self.number(key, what)?;
        if x >= 0.0 {
            Ok(x)
        } else {
            Err(self.field_error(key, format!("must be {what} of zero or more, found {x}")))
        }
    }

    /// `true` or `false`.
    pub fn boolean(&mut self, key: &'static str) -> Result<bool, DocError> {
        let value = self.required(key, "true or false")?;
        match value.kind {
            ValueKind::Bool(b) => Ok(b),
            _ => Err(self.wrong(key, value, "true or false")),
        }
    }

    /// One of the named options.
    pub fn choice<T: Copy>(
        &mut self,
        key: &'static str,
        options: &[(&str, T)],
    ) -> Result<T, DocError> {
        let names = options
            .iter()
            .map(|(n, _)| *n)
            .collect::<Vec<_>>()
            .join(", ");
        let value = self.required(key, &format!("one of {names}"))?;
        self.as_choice(key, value, options)
    }

    /// One of the named options, or `default` when left out.
    pub fn choice_or<T: Copy>(
        &mut self,
        key: &'static str,
        options: &[(&str, T)],
        default: T,
    ) -> Result<T, DocError> {
        match self.optional(key) {
            Some(value) => self.as_choice(key, value, options),
            None => Ok(default),
        }
    }

    fn as_choice<T: Copy>(
        &self,
        key: &str,
        value: &Value,
        options: &[(&str, T)],
    ) -> Result<T, DocError> {
        let names = options
            .iter()
            .map(|(n, _)| *n)
            .collect::<Vec<_>>()
            .join(", ");
        match &value.kind {
            ValueKind::String(s) => options
                .iter()
                .find(|(name, _)| name == s)
                .map(|(_, option)| *option)
                .ok_or_else(|| self.wrong(key, value, &format!("one of {names}"))),
            _ => Err(self.wrong(key, value, &format!("one of {names}"))),
        }
    }

    /// This table's context with `name` added: `troop 'a': ` becomes
    /// `troop 'a', formation 'b': `.
    fn nested(&self, name: &str) -> String {
        match self.context.strip_suffix(": ") {
            Some(outer) => format!("{outer}, {name}: "),
            None => format!("{}{name}: ", self.context),
        }
    }

    /// A nested table, its messages naming it `name`.
    pub fn table(&mut self, key: &'static str, name: &str) -> Result<Fields<'a>, DocError> {
        let value = self.required(key, "a table")?;
        Fields::of(value, &self.nested(name))
    }

    /// A nested table that may be left out.
    pub fn optional_table(
        &mut self,
        key: &'static str,
        name: &str,
    ) -> Result<Option<Fields<'a>>, DocError> {
        self.optional(key)
            .map(|value| Fields::of(value, &self.nested(name)))
            .transpose()
    }

    /// A list of tables (`[[key]]` in TOML), each read with a context made from it by `name`.
    pub fn tables(
        &mut self,
        key: &'static str,
        name: impl Fn(&Value) -> String,
    ) -> Result<Vec<Fields<'a>>, DocError> {
        let Some(value) = self.optional(key) else {
            return Ok(Vec::new());
        };
        let ValueKind::Array(items) = &value.kind else {
            return Err(self.wrong(key, value, "a list of tables"));
        };
        items
            .iter()
            .map(|item| Fields::of(item, &self.nested(&name(item))))
            .collect()
    }

    /// A list of values, each read by `read` with its position.
    pub fn list<T>(
        &mut self,
        key: &'static str,
        mut read: impl FnMut(usize, &'a Value) -> Result<T, DocError>,
    ) -> Result<Vec<T>, DocError> {
        let Some(value) = self.optional(key) else {
            return Ok(Vec::new());
        };
        let ValueKind::Array(items) = &value.kind else {
            return Err(self.wrong(key, value, "a list"));
        };
        items
            .iter()
            .enumerate()
            .map(|(i, item)| read(i, item))
            .collect()
    }

    /// A value that cites where it comes from, written `{ value = …, rule = "ID" }` or
    /// `{ value = …, assumption = "why" }`; `read` reads its `value`. Messages about the value
    /// name the field, not `value`.
    pub fn cited<T>(
        &mut self,
        key: &'static str,
        read: impl FnOnce(&mut Fields<'a>) -> Result<T, DocError>,
    ) -> Result<Cited<T>, DocError> {
        let value = self.required(key, "a table such as { value = …, rule = \"ID\" }")?;
        let mut fields = self.cited_fields(key, value)?;
        let inner = read(&mut fields)?;
        let (rule, assumption) = fields.finish_cited(key)?;
        Ok(Cited {
            value: inner,
            rule,
            assumption,
        })
    }

    /// A rule a finding cites, written `{ rule = "ID" }`, if given.
    pub fn optional_rule(&mut self, key: &'static str) -> Result<Option<String>, DocError> {
        let Some(value) = self.optional(key) else {
            return Ok(None);
        };
        let ValueKind::Table(_) = value.kind else {
            return Err(self.wrong(
                key,
                value,
                "a table naming a rule, such as { rule = \"D-contact\" }",
            ));
        };
        let mut fields = Fields::of(value, &format!("{}{key}: ", self.context))?;
        let rule = fields.string("rule")?;
        fields.finish()?;
        Ok(Some(rule))
    }

    /// A cited value that may be left out.
    pub fn optional_cited<T>(
        &mut self,
        key: &'static str,
        read: impl FnOnce(&mut Fields<'a>) -> Result<T, DocError>,
    ) -> Result<Option<Cited<T>>, DocError> {
        if self.has(key) {
            self.cited(key, read).map(Some)
        } else {
            Ok(None)
        }
    }

    /// The fields of a cited value's table. Kept out of line: every cited field shares it,
    /// where inlining would copy it into each.
    #[inline(never)]
    fn cited_fields(&self, key: &str, value: &'a Value) -> Result<Fields<'a>, DocError> {
        if !matches!(value.kind, ValueKind::Table(_)) {
            return Err(self.wrong(
                key,
                value,
                "a table that cites its source, such as { value = 2, rule = \"A-9.51\" }",
            ));
        }
        let mut fields = Fields::of(value, &self.context)?;
        fields.value_name = Some(key.to_owned());
        Ok(fields)
    }

    /// The citation of a cited value's table, refusing anything else in it.
    #[inline(never)]
    fn finish_cited(mut self, key: &str) -> Result<(Option<String>, Option<String>), DocError> {
        let citation = self.citation(key)?;
        self.finish()?;
        Ok(citation)
    }

    /// The `rule` or `assumption` this table gives for `what`, or both: an assumption that
    /// fills in what the named rule leaves open, so a finding resting on it names a rule the
    /// player can look up. A rule may be one ID or a list of them, returned joined by ", ".
    pub fn citation(&mut self, what: &str) -> Result<(Option<String>, Option<String>), DocError> {
        let rule = match self.optional("rule") {
            Some(Value {
                kind: ValueKind::Array(_),
                ..
            }) => {
                let ids = self.strings("rule")?;
                (!ids.is_empty()).then(|| ids.join(", "))
            }
            Some(value) => Some(self.as_string("rule", value)?),
            None => None,
        };
        let assumption = self.optional_string("assumption")?;
        if rule.is_none() && assumption.is_none() {
            return Err(self.error(format!(
                "{what} must cite a rule (rule = \"ID\"), an assumption (assumption = \"why\"), \
                 or both: an assumption filling in what the rule leaves open"
            )));
        }
        Ok((rule, assumption))
    }

    /// Refuses any key that nobody asked for, naming it and the keys that belong here.
    pub fn finish(self) -> Result<(), DocError> {
        match self
            .entries
            .iter()
            .find(|(key, _)| !self.asked.contains(&key.as_str()))
        {
            None => Ok(()),
            Some((key, value)) => {
                let mut known: Vec<&str> = self.asked.clone();
                known.sort_unstable();
                known.dedup();
                Err(DocError::new(
                    value.line,
                    format!(
                        "{}unknown field '{key}' (the fields here are: {})",
                        self.context,
                        known.join(", ")
                    ),
                ))
            }
        }
    }
}

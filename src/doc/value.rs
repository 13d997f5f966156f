//! The value tree both parsers build.

/// A value in a document, with the line it was written on.
#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    /// What it is.
    pub kind: ValueKind,
    /// Its 1-based line in the source; 0 for a value made in code.
    pub line: u32,
}

/// The kinds of value TOML and JSON share, plus JSON's null.
#[derive(Clone, Debug, PartialEq)]
pub enum ValueKind {
    /// JSON's `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A whole number.
    Integer(i64),
    /// A number with a fraction or an exponent.
    Float(f64),
    /// Text.
    String(String),
    /// A list.
    Array(Vec<Value>),
    /// Keys and values, in the order written; keys are unique.
    Table(Vec<(String, Value)>),
}

impl Value {
    /// A value made in code, on no line.
    pub fn new(kind: ValueKind) -> Self {
        Self { kind, line: 0 }
    }

    /// A table of the given entries.
    pub fn table(entries: Vec<(&str, Value)>) -> Self {
        Self::new(ValueKind::Table(
            entries
                .into_iter()
                .map(|(key, value)| (key.to_owned(), value))
                .collect(),
        ))
    }

    /// A string.
    pub fn string(text: &str) -> Self {
        Self::new(ValueKind::String(text.to_owned()))
    }

    /// A number stored as `f32`, kept at its shortest decimal form so `0.1` stays `0.1`.
    pub fn number(x: f32) -> Self {
        if x.fract() == 0.0 && x.abs() < 1e15 {
            return Self::new(ValueKind::Integer(x as i64));
        }
        let shortest = x.to_string().parse().unwrap_or(f64::from(x));
        Self::new(ValueKind::Float(shortest))
    }

    /// A whole number.
    pub fn integer(n: i64) -> Self {
        Self::new(ValueKind::Integer(n))
    }

    /// The value of `key`, when this is a table that has it.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match &self.kind {
            ValueKind::Table(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// How a player would name this kind of value in a message.
    pub fn describe(&self) -> String {
        match &self.kind {
            ValueKind::Null => "null".to_owned(),
            ValueKind::Bool(b) => b.to_string(),
            ValueKind::Integer(n) => n.to_string(),
            ValueKind::Float(x) if x.abs() >= 1e15 || (*x != 0.0 && x.abs() < 1e-4) => {
                format!("{x:e}")
            }
            ValueKind::Float(x) => x.to_string(),
            ValueKind::String(s) if s.chars().count() > 40 => {
                format!("\"{}…\"", s.chars().take(40).collect::<String>())
            }
            ValueKind::String(s) => format!("\"{s}\""),
            ValueKind::Array(_) => "a list".to_owned(),
            ValueKind::Table(_) => "a table".to_owned(),
        }
    }
}

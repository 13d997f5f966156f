//! A parser for the TOML that ruleset files use.
//!
//! It reads comments, bare, quoted and dotted keys, `[table]` and `[[array of tables]]`
//! headers, strings (basic and literal, on one line or several), integers and floats in
//! decimal, booleans, arrays and inline tables. It refuses, with a message, what rulesets have
//! no use for: dates and times, and integers in hexadecimal, octal or binary.

use std::collections::{HashMap, HashSet};

use super::{DocError, MAX_DEPTH, Value, ValueKind, document_text, room_for_entry};

/// Parses TOML text into a table.
pub fn parse_toml(text: &str) -> Result<Value, DocError> {
    let text = document_text(text)?;
    let mut parser = Parser {
        src: text,
        pos: 0,
        line: 1,
    };
    let mut root = Value {
        kind: ValueKind::Table(Vec::new()),
        line: 1,
    };
    let mut current: Vec<String> = Vec::new();
    // Each `[table]` header defined so far, by its path with the index of every array of
    // tables along it, so that `[troop.basing]` under the next `[[troop]]` is a new table.
    let mut headers: HashSet<Vec<String>> = HashSet::new();
    let mut array_lengths: HashMap<Vec<String>, usize> = HashMap::new();
    loop {
        parser.skip_blank_lines();
        let Some(c) = parser.peek() else { break };
        let line = parser.line;
        if c == '[' {
            parser.bump();
            let array = parser.eat('[');
            parser.skip_spaces();
            let path = parser.key_path()?;
            parser.skip_spaces();
            let closing = if array { "]]" } else { "]" };
            if !parser.src[parser.pos..].starts_with(closing) {
                return Err(parser.error(format!("expected '{closing}' to close the header")));
            }
            parser.pos += closing.len();
            parser.end_of_line()?;
            if array {
                push_array_table(&mut root, &path, line)?;
                *array_lengths.entry(path.clone()).or_default() += 1;
            } else {
                let indexed = (1..=path.len()).map(|end| match array_lengths.get(&path[..end]) {
                    Some(length) => format!("{}[{length}]", path[end - 1]),
                    None => path[end - 1].clone(),
                });
                if !headers.insert(indexed.collect()) {
                    return Err(DocError::new(
                        line,
                        format!(
                            "the table [{}] is defined twice",
                            crate::text::excerpt(&path.join("."))
                        ),
                    ));
                }
                define_table(&mut root, &path, line)?;
            }
            current = path;
        } else {
            let path = parser.key_path()?;
            parser.skip_spaces();
            if !parser.eat('=') {
                return Err(
                    parser.error(format!("expected '=' after the key '{}'", path.join(".")))
                );
            }
            parser.skip_spaces();
            let value = parser.value(current.len() + path.len(), line)?;
            parser.end_of_line()?;
            let table = table_at(&mut root, &current, line)?;
            insert(table, &path, value, line)?;
        }
    }
    Ok(root)
}

struct Parser<'a> {
    src: &'a str,
    pos: usize,
    line: u32,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.src[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn eat(&mut self, expected: char) -> bool {
        if self.peek() == Some(expected) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn error(&self, message: impl Into<String>) -> DocError {
        DocError::new(self.line, message)
    }

    fn found(&self) -> String {
        match self.peek() {
            None => "the end of the file".to_owned(),
            Some('\n') | Some('\r') => "the end of the line".to_owned(),
            Some(c) => format!("'{c}'"),
        }
    }

    fn skip_spaces(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t')) {
            self.bump();
        }
    }

    fn skip_comment(&mut self) {
        if self.peek() == Some('#') {
            while !matches!(self.peek(), None | Some('\n')) {
                self.bump();
            }
        }
    }

    /// Skips spaces, comments and line ends: the space between entries, or inside an array.
    fn skip_blank_lines(&mut self) {
        loop {
            self.skip_spaces();
            self.skip_comment();
            match self.peek() {
                Some('\n') => {
                    self.bump();
                }
                Some('\r') if self.src[self.pos..].starts_with("\r\n") => {
                    self.bump();
                }
                _ => break,
            }
        }
    }

    fn end_of_line(&mut self) -> Result<(), DocError> {
        self.skip_spaces();
        self.skip_comment();
        match self.peek() {
            None | Some('\n') => Ok(()),
            Some('\r') if self.src[self.pos..].starts_with("\r\n") => Ok(()),
            _ => Err(self.error(format!(
                "expected the end of the line, found {}",
                self.found()
            ))),
        }
    }

    fn key_path(&mut self) -> Result<Vec<String>, DocError> {
        let mut path = vec![self.key()?];
        loop {
            self.skip_spaces();
            if !self.eat('.') {
                return Ok(path);
            }
            if path.len() == MAX_DEPTH {
                return Err(self.error(format!("a key has more than {MAX_DEPTH} parts")));
            }
            self.skip_spaces();
            path.push(self.key()?);
        }
    }

    fn key(&mut self) -> Result<String, DocError> {
        match self.peek() {
            Some('"') => self.basic_string(),
            Some('\'') => self.literal_string(),
            _ => {
                let start = self.pos;
                while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == '_' || c == '-')
                {
                    self.bump();
                }
                if self.pos == start {
                    return Err(self.error(format!("expected a key, found {}", self.found())));
                }
                Ok(self.src[start..self.pos].to_owned())
            }
        }
    }

    fn value(&mut self, depth: usize, line: u32) -> Result<Value, DocError> {
        if depth > MAX_DEPTH {
            return Err(self.error(format!("values nest more than {MAX_DEPTH} deep")));
        }
        let kind = match self.peek() {
            Some('"') if self.src[self.pos..].starts_with("\"\"\"") => {
                ValueKind::String(self.multi_line_string('"')?)
            }
            Some('\'') if self.src[self.pos..].starts_with("'''") => {
                ValueKind::String(self.multi_line_string('\'')?)
            }
            Some('"') => ValueKind::String(self.basic_string()?),
            Some('\'') => ValueKind::String(self.literal_string()?),
            Some('[') => self.array(depth)?,
            Some('{') => self.inline_table(depth)?,
            Some(_) => self.scalar()?,
            None => return Err(self.error("expected a value, found the end of the file")),
        };
        Ok(Value { kind, line })
    }

    fn array(&mut self, depth: usize) -> Result<ValueKind, DocError> {
        self.bump();
        let mut items = Vec::new();
        loop {
            self.skip_blank_lines();
            if self.eat(']') {
                return Ok(ValueKind::Array(items));
            }
            let line = self.line;
            items.push(self.value(depth + 1, line)?);
            self.skip_blank_lines();
            if self.eat(']') {
                return Ok(ValueKind::Array(items));
            }
            if !self.eat(',') {
                return Err(self.error(format!(
                    "expected ',' or ']' in the list, found {}",
                    self.found()
                )));
            }
        }
    }

    fn inline_table(&mut self, depth: usize) -> Result<ValueKind, DocError> {
        self.bump();
        let mut entries = Vec::new();
        loop {
            self.skip_blank_lines();
            if self.eat('}') {
                return Ok(ValueKind::Table(entries));
            }
            let line = self.line;
            let path = self.key_path()?;
            self.skip_spaces();
            if !self.eat('=') {
                return Err(self.error(format!("expected '=' after the key '{}'", path.join("."))));
            }
            self.skip_spaces();
            let value = self.value(depth + path.len(), line)?;
            insert(&mut entries, &path, value, line)?;
            self.skip_blank_lines();
            if self.eat('}') {
                return Ok(ValueKind::Table(entries));
            }
            if !self.eat(',') {
                return Err(self.error(format!(
                    "expected ',' or '}}' in the inline table, found {}",
                    self.found()
                )));
            }
        }
    }

    fn basic_string(&mut self) -> Result<String, DocError> {
        self.bump();
        let mut text = String::new();
        loop {
            if matches!(self.peek(), None | Some('\n')) {
                return Err(self.error("a string is not closed on its line"));
            }
            match self.bump() {
                None => return Err(self.error("a string is not closed on its line")),
                Some('"') => return Ok(text),
                Some('\\') => text.push(self.escape()?),
                Some(c) if (c < ' ' && c != '\t') || c == '\u{7f}' => {
                    return Err(self.error("a string holds a control character"));
                }
                Some(c) => text.push(c),
            }
        }
    }

    /// A string in triple quotes, which may run over several lines. A line break straight
    /// after the opening quotes is dropped; up to two quotes may stand just inside the closing
    /// ones. In a basic (`"""`) string, a backslash at the end of a line joins it to the next
    /// non-blank text.
    fn multi_line_string(&mut self, quote: char) -> Result<String, DocError> {
        let start_line = self.line;
        self.pos += 3;
        if self.src[self.pos..].starts_with("\r\n") {
            self.pos += 1;
        }
        if self.peek() == Some('\n') {
            self.bump();
        }
        let mut text = String::new();
        loop {
            let Some(c) = self.bump() else {
                return Err(DocError::new(
                    start_line,
                    "a string in triple quotes is never closed",
                ));
            };
            match c {
                c if c == quote => {
                    let mut run = 1;
                    while self.peek() == Some(quote) && run < 5 {
                        self.bump();
                        run += 1;
                    }
                    if run >= 3 {
                        (0..run - 3).for_each(|_| text.push(quote));
                        return Ok(text);
                    }
                    (0..run).for_each(|_| text.push(quote));
                }
                '\\' if quote == '"' => {
                    let rest = &self.src[self.pos..];
                    let blank = rest.len() - rest.trim_start_matches([' ', '\t']).len();
                    let after = &rest[blank..];
                    if after.starts_with('\n') || after.starts_with("\r\n") {
                        while matches!(self.peek(), Some(' ' | '\t' | '\n' | '\r')) {
                            self.bump();
                        }
                    } else {
                        text.push(self.escape()?);
                    }
                }
                '\r' if self.peek() == Some('\n') => {}
                c if (c < ' ' && c != '\t' && c != '\n') || c == '\u{7f}' => {
                    return Err(self.error("a string holds a control character"));
                }
                c => text.push(c),
            }
        }
    }

    fn escape(&mut self) -> Result<char, DocError> {
        let c = match self.bump() {
            Some('b') => '\u{8}',
            Some('t') => '\t',
            Some('n') => '\n',
            Some('f') => '\u{c}',
            Some('r') => '\r',
            Some('e') => '\u{1b}',
            Some('"') => '"',
            Some('\\') => '\\',
            Some('u') => self.unicode(4)?,
            Some('U') => self.unicode(8)?,
            other => {
                let what = other.map_or("the end of the file".to_owned(), |c| format!("'\\{c}'"));
                return Err(self.error(format!("{what} is not an escape a string may use")));
            }
        };
        Ok(c)
    }

    fn unicode(&mut self, digits: usize) -> Result<char, DocError> {
        let hex = self.src.get(self.pos..self.pos + digits).unwrap_or("");
        let code = u32::from_str_radix(hex, 16)
            .ok()
            .filter(|_| hex.len() == digits && hex.chars().all(|c| c.is_ascii_hexdigit()));
        let c = code
            .and_then(char::from_u32)
            .ok_or_else(|| self.error(format!("'{hex}' is not a Unicode character code")))?;
        self.pos += digits;
        Ok(c)
    }

    fn literal_string(&mut self) -> Result<String, DocError> {
        self.bump();
        let start = self.pos;
        loop {
            match self.peek() {
                None | Some('\n') => return Err(self.error("a string is not closed on its line")),
                Some('\'') => {
                    let text = self.src[start..self.pos].to_owned();
                    self.bump();
                    return Ok(text);
                }
                Some(_) => {
                    self.bump();
                }
            }
        }
    }

    /// A boolean or a number: read up to the next delimiter, then interpreted.
    fn scalar(&mut self) -> Result<ValueKind, DocError> {
        let start = self.pos;
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || "+-._:".contains(c)) {
            self.bump();
        }
        let token = &self.src[start..self.pos];
        match token {
            "" => Err(self.error(format!("expected a value, found {}", self.found()))),
            "true" => Ok(ValueKind::Bool(true)),
            "false" => Ok(ValueKind::Bool(false)),
            _ => number(token).map_err(|message| self.error(message)),
        }
    }
}

fn number(token: &str) -> Result<ValueKind, String> {
    let unsigned = token.trim_start_matches(['+', '-']);
    if token.contains(':') || (unsigned.len() > 4 && unsigned.as_bytes().get(4) == Some(&b'-')) {
        return Err(format!(
            "'{token}' looks like a date or time, which rulesets do not use"
        ));
    }
    if ["inf", "nan"].contains(&unsigned) {
        let value = if unsigned == "nan" {
            f64::NAN
        } else {
            f64::INFINITY
        };
        return Ok(ValueKind::Float(if token.starts_with('-') {
            -value
        } else {
            value
        }));
    }
    let not_a_number = || format!("'{token}' is not a number");
    if unsigned.starts_with("0x") || unsigned.starts_with("0o") || unsigned.starts_with("0b") {
        return Err(format!(
            "'{token}' is not decimal: write numbers in decimal"
        ));
    }
    let digits_ok = |part: &str| {
        !part.is_empty()
            && part
                .split('_')
                .all(|group| !group.is_empty() && group.bytes().all(|b| b.is_ascii_digit()))
    };
    let (mantissa, exponent) = match unsigned.find(['e', 'E']) {
        Some(at) => (&unsigned[..at], Some(&unsigned[at + 1..])),
        None => (unsigned, None),
    };
    let (whole, fraction) = match mantissa.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (mantissa, None),
    };
    let exponent_ok = exponent.is_none_or(|e| digits_ok(e.trim_start_matches(['+', '-'])));
    if !digits_ok(whole) || !fraction.is_none_or(digits_ok) || !exponent_ok {
        return Err(not_a_number());
    }
    if whole.len() > 1 && whole.starts_with('0') {
        return Err(format!("'{token}' has a leading zero"));
    }
    let plain = token.replace('_', "");
    if fraction.is_none() && exponent.is_none() {
        plain
            .parse::<i64>()
            .map(ValueKind::Integer)
            .map_err(|_| format!("'{token}' is too large a whole number"))
    } else {
        plain
            .parse::<f64>()
            .map(ValueKind::Float)
            .map_err(|_| not_a_number())
    }
}

/// The table at `path` from the root, stepping into the last table of any array of tables.
fn table_at<'v>(
    root: &'v mut Value,
    path: &[String],
    line: u32,
) -> Result<&'v mut Vec<(String, Value)>, DocError> {
    let mut node = root;
    for key in path {
        let ValueKind::Table(entries) = &mut node.kind else {
            return Err(DocError::new(
                line,
                format!("'{key}' is inside a value that is not a table"),
            ));
        };
        let Some(index) = entries.iter().position(|(k, _)| k == key) else {
            return Err(DocError::new(line, format!("there is no table '{key}'")));
        };
        let child = &mut entries[index].1;
        node = if matches!(child.kind, ValueKind::Array(_)) {
            last_item(child, key, line)?
        } else {
            child
        };
    }
    match &mut node.kind {
        ValueKind::Table(entries) => Ok(entries),
        _ => Err(DocError::new(
            line,
            format!("'{}' is a value, not a table", path.join(".")),
        )),
    }
}

fn last_item<'v>(array: &'v mut Value, key: &str, line: u32) -> Result<&'v mut Value, DocError> {
    match &mut array.kind {
        ValueKind::Array(items) => items
            .last_mut()
            .ok_or_else(|| DocError::new(line, format!("'{key}' is an empty list"))),
        _ => Err(DocError::new(line, format!("'{key}' is not a list"))),
    }
}

/// Makes sure the tables along `path` exist, creating the missing ones.
fn define_table(root: &mut Value, path: &[String], line: u32) -> Result<(), DocError> {
    for depth in 1..=path.len() {
        let (parent, key) = (&path[..depth - 1], &path[depth - 1]);
        let entries = table_at(root, parent, line)?;
        match entries.iter().find(|(k, _)| k == key) {
            Some((
                _,
                Value {
                    kind: ValueKind::Table(_) | ValueKind::Array(_),
                    ..
                },
            )) => {}
            Some(_) => {
                return Err(DocError::new(
                    line,
                    format!(
                        "'{}' already has a value that is not a table",
                        path[..depth].join(".")
                    ),
                ));
            }
            None => {
                room_for_entry(entries.len(), line)?;
                entries.push((
                    key.clone(),
                    Value {
                        kind: ValueKind::Table(Vec::new()),
                        line,
                    },
                ));
            }
        }
    }
    table_at(root, path, line).map(|_| ())
}

/// Appends a new table to the array of tables at `path`.
fn push_array_table(root: &mut Value, path: &[String], line: u32) -> Result<(), DocError> {
    let (key, parent) = path
        .split_last()
        .ok_or_else(|| DocError::new(line, "an empty header"))?;
    define_table(root, parent, line)?;
    let entries = table_at(root, parent, line)?;
    let table = Value {
        kind: ValueKind::Table(Vec::new()),
        line,
    };
    match entries.iter_mut().find(|(k, _)| k == key) {
        Some((
            _,
            Value {
                kind: ValueKind::Array(items),
                ..
            },
        )) if items
            .last()
            .is_some_and(|i| matches!(i.kind, ValueKind::Table(_))) =>
        {
            items.push(table);
            Ok(())
        }
        Some(_) => Err(DocError::new(
            line,
            format!(
                "'{}' is already a value, not a list of tables",
                path.join(".")
            ),
        )),
        None => {
            room_for_entry(entries.len(), line)?;
            entries.push((
                key.clone(),
                Value {
                    kind: ValueKind::Array(vec![table]),
                    line,
                },
            ));
            Ok(())
        }
    }
}

/// Inserts `value` at the dotted `path` in `entries`, creating tables for the leading keys.
fn insert(
    entries: &mut Vec<(String, Value)>,
    path: &[String],
    value: Value,
    line: u32,
) -> Result<(), DocError> {
    let (key, leading) = path
        .split_last()
        .ok_or_else(|| DocError::new(line, "an empty key"))?;
    let mut table = entries;
    for step in leading {
        let index = match table.iter().position(|(k, _)| k == step) {
            Some(index) => index,
            None => {
                room_for_entry(table.len(), line)?;
                table.push((
                    step.clone(),
                    Value {
                        kind: ValueKind::Table(Vec::new()),
                        line,
                    },
                ));
                table.len() - 1
            }
        };
        table = match &mut table[index].1.kind {
            ValueKind::Table(inner) => inner,
            _ => {
                return Err(DocError::new(
                    line,
                    format!("'{step}' already has a value that is not a table"),
                ));
            }
        };
    }
    if table.iter().any(|(k, _)| k == key) {
        return Err(DocError::new(
            line,
            format!(
                "the key '{}' is given twice",
                crate::text::excerpt(&path.join("."))
            ),
        ));
    }
    room_for_entry(table.len(), line)?;
    table.push((key.clone(), value));
    Ok(())
}

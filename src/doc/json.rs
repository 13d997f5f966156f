//! JSON in and out, for layouts.

use std::fmt::Write as _;

use super::{DocError, MAX_DEPTH, Value, ValueKind, document_text, room_for_entry};

/// Parses JSON text (RFC 8259) into a value. Object keys must be unique.
pub fn parse_json(text: &str) -> Result<Value, DocError> {
    let text = document_text(text)?;
    let mut parser = Parser {
        bytes: text.as_bytes(),
        text,
        pos: 0,
        line: 1,
    };
    parser.skip_space();
    let value = parser.value(0)?;
    parser.skip_space();
    if parser.pos < parser.bytes.len() {
        return Err(parser.error(format!(
            "unexpected {} after the end of the document",
            parser.found()
        )));
    }
    Ok(value)
}

/// Writes a value as JSON, indented by two spaces, ending with a line break.
pub fn write_json(value: &Value) -> String {
    let mut out = String::new();
    write_value(&mut out, value, 0);
    out.push('\n');
    out
}

struct Parser<'a> {
    bytes: &'a [u8],
    text: &'a str,
    pos: usize,
    line: u32,
}

impl Parser<'_> {
    fn error(&self, message: impl Into<String>) -> DocError {
        DocError::new(self.line, message)
    }

    fn found(&self) -> String {
        match self.text[self.pos..].chars().next() {
            None => "the end of the file".to_owned(),
            Some(c) => format!("'{c}'"),
        }
    }

    fn skip_space(&mut self) {
        while let Some(&b) = self.bytes.get(self.pos) {
            match b {
                b'\n' => self.line += 1,
                b' ' | b'\t' | b'\r' => {}
                _ => break,
            }
            self.pos += 1;
        }
    }

    fn eat(&mut self, b: u8) -> bool {
        if self.bytes.get(self.pos) == Some(&b) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, DocError> {
        if depth > MAX_DEPTH {
            return Err(self.error(format!("values nest more than {MAX_DEPTH} deep")));
        }
        let line = self.line;
        let kind = match self.bytes.get(self.pos) {
            Some(b'{') => self.object(depth)?,
            Some(b'[') => self.array(depth)?,
            Some(b'"') => ValueKind::String(self.string()?),
            Some(b't') => self.word("true", ValueKind::Bool(true))?,
            Some(b'f') => self.word("false", ValueKind::Bool(false))?,
            Some(b'n') => self.word("null", ValueKind::Null)?,
            Some(b'-' | b'0'..=b'9') => self.number()?,
            _ => return Err(self.error(format!("expected a value, found {}", self.found()))),
        };
        Ok(Value { kind, line })
    }

    fn word(&mut self, word: &str, kind: ValueKind) -> Result<ValueKind, DocError> {
        if self.text[self.pos..].starts_with(word) {
            self.pos += word.len();
            Ok(kind)
        } else {
            Err(self.error(format!("expected a value, found {}", self.found())))
        }
    }

    fn object(&mut self, depth: usize) -> Result<ValueKind, DocError> {
        self.pos += 1;
        let mut entries: Vec<(String, Value)> = Vec::new();
        self.skip_space();
        if self.eat(b'}') {
            return Ok(ValueKind::Table(entries));
        }
        loop {
            self.skip_space();
            if self.bytes.get(self.pos) != Some(&b'"') {
                return Err(self.error(format!("expected a key in quotes, found {}", self.found())));
            }
            let key = self.string()?;
            room_for_entry(entries.len(), self.line)?;
            if entries.iter().any(|(k, _)| *k == key) {
                return Err(self.error(format!(
                    "the key \"{}\" is given twice",
                    crate::text::excerpt(&key)
                )));
            }
            self.skip_space();
            if !self.eat(b':') {
                return Err(self.error(format!(
                    "expected ':' after \"{key}\", found {}",
                    self.found()
                )));
            }
            self.skip_space();
            let value = self.value(depth + 1)?;
            entries.push((key, value));
            self.skip_space();
            if self.eat(b'}') {
                return Ok(ValueKind::Table(entries));
            }
            if !self.eat(b',') {
                return Err(self.error(format!("expected ',' or '}}', found {}", self.found())));
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<ValueKind, DocError> {
        self.pos += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.eat(b']') {
            return Ok(ValueKind::Array(items));
        }
        loop {
            self.skip_space();
            items.push(self.value(depth + 1)?);
            self.skip_space();
            if self.eat(b']') {
                return Ok(ValueKind::Array(items));
            }
            if !self.eat(b',') {
                return Err(self.error(format!("expected ',' or ']', found {}", self.found())));
            }
        }
    }

    fn string(&mut self) -> Result<String, DocError> {
        self.pos += 1;
        let mut text = String::new();
        loop {
            let rest = &self.text[self.pos..];
            let Some(c) = rest.chars().next() else {
                return Err(self.error("a string is not closed"));
            };
            self.pos += c.len_utf8();
            match c {
                '"' => return Ok(text),
                '\\' => text.push(self.escape()?),
                c if (c as u32) < 0x20 => {
                    return Err(self.error("a string holds a control character"));
                }
                c => text.push(c),
            }
        }
    }

    fn escape(&mut self) -> Result<char, DocError> {
        let Some(&b) = self.bytes.get(self.pos) else {
            return Err(self.error("a string is not closed"));
        };
        self.pos += 1;
        Ok(match b {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let high = self.hex4()?;
                if (0xD800..0xDC00).contains(&high) {
                    if !(self.eat(b'\\') && self.eat(b'u')) {
                        return Err(self.error("a surrogate pair is cut in half"));
                    }
                    let low = self.hex4()?;
                    if !(0xDC00..0xE000).contains(&low) {
                        return Err(self.error("a surrogate pair is cut in half"));
                    }
                    let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
                    char::from_u32(code).ok_or_else(|| self.error("not a Unicode character"))?
                } else {
                    char::from_u32(high)
                        .ok_or_else(|| self.error("a surrogate pair is cut in half"))?
                }
            }
            _ => return Err(self.error("not an escape a string may use")),
        })
    }

    fn hex4(&mut self) -> Result<u32, DocError> {
        let hex = self.text.get(self.pos..self.pos + 4).unwrap_or("");
        if hex.len() != 4 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(self.error("'\\u' needs four hexadecimal digits"));
        }
        self.pos += 4;
        u32::from_str_radix(hex, 16).map_err(|_| self.error("'\\u' needs four hexadecimal digits"))
    }

    fn number(&mut self) -> Result<ValueKind, DocError> {
        let start = self.pos;
        self.eat(b'-');
        let digits = |p: &mut Self| {
            let from = p.pos;
            while matches!(p.bytes.get(p.pos), Some(b'0'..=b'9')) {
                p.pos += 1;
            }
            p.pos - from
        };
        let whole_start = self.pos;
        let whole = digits(self);
        let leading_zero = whole > 1 && self.bytes[whole_start] == b'0';
        let mut float = false;
        let mut ok = whole > 0 && !leading_zero;
        if self.eat(b'.') {
            float = true;
            ok &= digits(self) > 0;
        }
        if self.eat(b'e') || self.eat(b'E') {
            float = true;
            if !self.eat(b'+') {
                self.eat(b'-');
            }
            ok &= digits(self) > 0;
        }
        let token = &self.text[start..self.pos];
        if !ok {
            return Err(self.error(format!("'{token}' is not a number")));
        }
        if !float && let Ok(n) = token.parse::<i64>() {
            return Ok(ValueKind::Integer(n));
        }
        token
            .parse::<f64>()
            .ok()
            .filter(|x| x.is_finite())
            .map(ValueKind::Float)
            .ok_or_else(|| self.error(format!("'{token}' is too large a number")))
    }
}

fn write_value(out: &mut String, value: &Value, indent: usize) {
    match &value.kind {
        ValueKind::Null => out.push_str("null"),
        ValueKind::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        ValueKind::Integer(n) => {
            let _ = write!(out, "{n}");
        }
        ValueKind::Float(x) if x.is_finite() => {
            let _ = write!(out, "{x:?}");
        }
        ValueKind::Float(_) => out.push_str("null"),
        ValueKind::String(s) => write_string(out, s),
        ValueKind::Array(items) if items.is_empty() => out.push_str("[]"),
        ValueKind::Array(items) => {
            let flat = items
                .iter()
                .all(|i| !matches!(i.kind, ValueKind::Array(_) | ValueKind::Table(_)));
            if flat {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_value(out, item, indent);
                }
                out.push(']');
            } else {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    out.push_str(if i > 0 { ",\n" } else { "\n" });
                    push_indent(out, indent + 1);
                    write_value(out, item, indent + 1);
                }
                out.push('\n');
                push_indent(out, indent);
                out.push(']');
            }
        }
        ValueKind::Table(entries) if entries.is_empty() => out.push_str("{}"),
        ValueKind::Table(entries) => {
            out.push('{');
            for (i, (key, item)) in entries.iter().enumerate() {
                out.push_str(if i > 0 { ",\n" } else { "\n" });
                push_indent(out, indent + 1);
                write_string(out, key);
                out.push_str(": ");
                write_value(out, item, indent + 1);
            }
            out.push('\n');
            push_indent(out, indent);
            out.push('}');
        }
    }
}

fn push_indent(out: &mut String, indent: usize) {
    for _ in 0..indent {
        out.push_str("  ");
    }
}

fn write_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

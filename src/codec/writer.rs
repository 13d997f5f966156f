//! Writing the compact binary form.

/// The bound on the tenths [`Writer::tenths`] writes as a varint: beyond it, `f32` has no
/// tenths to speak of.
pub(super) const TENTHS_LIMIT: f32 = 1.0e7;

/// Appends values to a byte buffer.
#[derive(Debug, Default)]
pub struct Writer {
    bytes: Vec<u8>,
}

impl Writer {
    /// An empty buffer.
    pub fn new() -> Self {
        Self::default()
    }

    /// The bytes written.
    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }

    /// One byte.
    pub fn u8(&mut self, value: u8) {
        self.bytes.push(value);
    }

    /// A whole number, as a LEB128 varint: small numbers take one byte.
    pub fn varint(&mut self, mut value: u64) {
        loop {
            let low = (value & 0x7f) as u8;
            value >>= 7;
            if value == 0 {
                self.bytes.push(low);
                return;
            }
            self.bytes.push(low | 0x80);
        }
    }

    /// A `u32` as a varint.
    pub fn u32(&mut self, value: u32) {
        self.varint(u64::from(value));
    }

    /// A `bool` as one byte.
    pub fn bool(&mut self, value: bool) {
        self.u8(u8::from(value));
    }

    /// An `f32`, little-endian.
    pub fn f32(&mut self, value: f32) {
        self.bytes.extend_from_slice(&value.to_le_bytes());
    }

    /// A signed whole number, zigzagged so small magnitudes take one byte.
    pub fn signed(&mut self, value: i64) {
        self.varint(zigzag(value));
    }

    /// An `f32` that is usually a whole number of tenths (a length in mm, an angle in
    /// degrees), written as its difference from `previous`, itself written just before: like
    /// neighbours then take a byte. Such a number takes a varint of the difference in tenths,
    /// zigzagged and doubled; any other takes the marker 1 and its four bytes. It reads back
    /// exactly. With `previous` 0 it writes the number itself.
    pub fn tenths_after(&mut self, value: f32, previous: f32) {
        match (exact_tenths(value), exact_tenths(previous)) {
            (Some(tenths), Some(before)) => self.varint(zigzag(tenths - before) * 2),
            _ => {
                self.varint(1);
                self.f32(value);
            }
        }
    }

    /// An `f32` near `previous`, written just before, as a unit's pose is near where it
    /// stood a turn before: the same (`0`, whatever the number), whole tenths from it when
    /// both are whole tenths (the tenths between, zigzagged and doubled, as
    /// [`Writer::tenths_after`] writes them), or anything else (`1` and its four bytes). It
    /// reads back exactly ([`Reader::near`](super::Reader::near)).
    pub fn near(&mut self, value: f32, previous: f32) {
        if value.to_bits() == previous.to_bits() {
            return self.varint(0);
        }
        match (exact_tenths(value), exact_tenths(previous)) {
            (Some(tenths), Some(before)) if tenths != before => {
                self.varint(zigzag(tenths - before) * 2);
            }
            _ => {
                self.varint(1);
                self.f32(value);
            }
        }
    }

    /// An `f32` by [`Writer::tenths_after`] from 0.
    pub fn tenths(&mut self, value: f32) {
        self.tenths_after(value, 0.0);
    }

    /// Bytes as they are, with no length: only as the last thing written.
    pub fn raw(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
    }

    /// A string: its length and its UTF-8 bytes.
    pub fn str(&mut self, value: &str) {
        self.varint(value.len() as u64);
        self.bytes.extend_from_slice(value.as_bytes());
    }

    /// An optional value: a tag byte, then the value if there is one.
    pub fn option<T>(&mut self, value: Option<&T>, write: impl FnOnce(&mut Self, &T)) {
        match value {
            Some(value) => {
                self.u8(1);
                write(self, value);
            }
            None => self.u8(0),
        }
    }

    /// A block of values written by `write`, after its length in bytes, so that a reader may
    /// pass over it whole ([`Reader::block`](super::Reader::block)).
    pub fn block(&mut self, write: impl FnOnce(&mut Self)) {
        let mut inner = Self::new();
        write(&mut inner);
        self.varint(inner.bytes.len() as u64);
        self.bytes.extend_from_slice(&inner.bytes);
    }

    /// A list: its length, then each item.
    pub fn list<T>(&mut self, items: &[T], mut write: impl FnMut(&mut Self, &T)) {
        self.varint(items.len() as u64);
        for item in items {
            write(self, item);
        }
    }
}

/// `value` in tenths, when that is a whole number small enough to be exact in `f32` and reads
/// back as exactly `value`.
pub fn exact_tenths(value: f32) -> Option<i64> {
    let tenths = (value * 10.0).round();
    // NaN and the infinities fail this too.
    if !tenths.is_finite() || tenths.abs() >= TENTHS_LIMIT {
        return None;
    }
    let tenths = tenths as i64;
    ((tenths as f32 / 10.0).to_bits() == value.to_bits()).then_some(tenths)
}

/// A signed number as an unsigned one, small magnitudes staying small: 0, -1, 1, -2… become
/// 0, 1, 2, 3…
pub fn zigzag(value: i64) -> u64 {
    ((value << 1) ^ (value >> 63)) as u64
}

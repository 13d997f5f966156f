//! Reading the compact binary form back, checking every step.

use std::fmt;

use super::writer::{TENTHS_LIMIT, exact_tenths};

/// Bytes that are not what the reader expects: cut short, or holding an impossible value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodecError {
    /// Where in the bytes the problem is.
    pub offset: usize,
    /// What is wrong.
    pub message: &'static str,
}

impl fmt::Display for CodecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for CodecError {}

/// Reads values from a byte slice, front to back.
#[derive(Debug)]
pub struct Reader<'a> {
    bytes: &'a [u8],
    offset: usize,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `bytes`.
    pub fn new(bytes: &'a [u8]) -> Self {
        Self { bytes, offset: 0 }
    }

    /// An error at the current position.
    pub fn error(&self, message: &'static str) -> CodecError {
        CodecError {
            offset: self.offset,
            message,
        }
    }

    /// Whether every byte has been read.
    pub fn is_done(&self) -> bool {
        self.offset == self.bytes.len()
    }

    /// Bytes not yet read.
    pub fn remaining(&self) -> usize {
        self.bytes.len() - self.offset
    }

    fn take(&mut self, count: usize) -> Result<&'a [u8], CodecError> {
        if count > self.remaining() {
            return Err(self.error("the data ends too soon"));
        }
        let slice = &self.bytes[self.offset..self.offset + count];
        self.offset += count;
        Ok(slice)
    }

    /// One byte.
    pub fn u8(&mut self) -> Result<u8, CodecError> {
        Ok(self.take(1)?[0])
    }

    /// A LEB128 varint of at most 64 bits.
    pub fn varint(&mut self) -> Result<u64, CodecError> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.u8()?;
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(self.error("a number is too long"))
    }

    /// A varint that must fit a `u32`.
    pub fn u32(&mut self) -> Result<u32, CodecError> {
        u32::try_from(self.varint()?).map_err(|_| self.error("a number is too large"))
    }

    /// A byte that must be 0 or 1.
    pub fn bool(&mut self) -> Result<bool, CodecError> {
        match self.u8()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(self.error("a yes-or-no value is neither")),
        }
    }

    /// An `f32`, which must be finite.
    pub fn f32(&mut self) -> Result<f32, CodecError> {
        let bytes = self.take(4)?;
        let value = f32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        if value.is_finite() {
            Ok(value)
        } else {
            Err(self.error("a number is not finite"))
        }
    }

    /// A signed whole number written by [`Writer::signed`](super::Writer::signed).
    pub fn signed(&mut self) -> Result<i64, CodecError> {
        Ok(unzigzag(self.varint()?))
    }

    /// An `f32` written by [`Writer::tenths_after`](super::Writer::tenths_after) after
    /// `previous`; it must be finite.
    pub fn tenths_after(&mut self, previous: f32) -> Result<f32, CodecError> {
        let code = self.varint()?;
        self.tenths_coded(code, previous)
    }

    /// The number `code` gives after `previous`: `1` for the four bytes that follow, an even
    /// code for tenths from `previous`.
    fn tenths_coded(&mut self, code: u64, previous: f32) -> Result<f32, CodecError> {
        match code {
            1 => self.f32(),
            doubled if doubled % 2 == 0 => {
                let before =
                    exact_tenths(previous).ok_or_else(|| self.error("a number is out of range"))?;
                let tenths = before.saturating_add(unzigzag(doubled / 2));
                if (tenths as f32).abs() < TENTHS_LIMIT {
                    Ok(tenths as f32 / 10.0)
                } else {
                    Err(self.error("a number is out of range"))
                }
            }
            _ => Err(self.error("a number is out of range")),
        }
    }

    /// An `f32` written by [`Writer::near`](super::Writer::near) after `previous`.
    pub fn near(&mut self, previous: f32) -> Result<f32, CodecError> {
        match self.varint()? {
            0 => Ok(previous),
            code => self.tenths_coded(code, previous),
        }
    }

    /// An `f32` written by [`Writer::tenths`](super::Writer::tenths).
    pub fn tenths(&mut self) -> Result<f32, CodecError> {
        self.tenths_after(0.0)
    }

    /// A length, which cannot be more than the bytes left (each item takes at least one).
    pub fn length(&mut self) -> Result<usize, CodecError> {
        let length = self.varint()?;
        if length > self.remaining() as u64 {
            return Err(self.error("a length runs past the end of the data"));
        }
        Ok(length as usize)
    }

    /// Every byte not yet read.
    pub fn rest(&mut self) -> &'a [u8] {
        let rest = &self.bytes[self.offset..];
        self.offset = self.bytes.len();
        rest
    }

    /// A block written by [`Writer::block`](super::Writer::block), as a reader of its own:
    /// the caller reads it, or passes over it.
    pub fn block(&mut self) -> Result<Reader<'a>, CodecError> {
        let length = self.length()?;
        Ok(Reader::new(self.take(length)?))
    }

    /// A UTF-8 string.
    pub fn string(&mut self) -> Result<String, CodecError> {
        let length = self.length()?;
        let bytes = self.take(length)?;
        String::from_utf8(bytes.to_vec()).map_err(|_| self.error("a text is not valid UTF-8"))
    }

    /// An optional value, after its tag byte.
    pub fn option<T>(
        &mut self,
        read: impl FnOnce(&mut Self) -> Result<T, CodecError>,
    ) -> Result<Option<T>, CodecError> {
        if self.bool()? {
            read(self).map(Some)
        } else {
            Ok(None)
        }
    }

    /// A list of values, after its length.
    pub fn list<T>(
        &mut self,
        mut read: impl FnMut(&mut Self) -> Result<T, CodecError>,
    ) -> Result<Vec<T>, CodecError> {
        let length = self.length()?;
        let mut items = Vec::with_capacity(length);
        for _ in 0..length {
            items.push(read(self)?);
        }
        Ok(items)
    }

    /// One of `count` variants, by index.
    pub fn variant(&mut self, count: u8) -> Result<u8, CodecError> {
        let index = self.u8()?;
        if index < count {
            Ok(index)
        } else {
            Err(self.error("an unknown kind of value"))
        }
    }
}

/// The signed number [`zigzag`](super::zigzag) turned unsigned.
pub fn unzigzag(value: u64) -> i64 {
    (value >> 1) as i64 ^ -((value & 1) as i64)
}

#[cfg(test)]
mod tests {
    use super::super::Writer;
    use super::*;

    #[test]
    fn values_read_back_as_written() {
        let mut w = Writer::new();
        w.varint(300);
        w.u32(7);
        w.f32(-2.5);
        w.str("Square ■");
        w.option(Some(&9u32), |w, v| w.u32(*v));
        w.option(None::<&u32>, |w, v| w.u32(*v));
        w.list(&[1u32, 2, 3], |w, v| w.u32(*v));
        w.bool(true);
        for x in [0.0, -0.0, 12.5, -300.1, 0.3, 1.0e-3, 9.0e6, 3.0e9, f32::MAX] {
            w.tenths(x);
        }
        w.tenths_after(-300.1, 12.5);
        w.tenths_after(0.25, 12.5);
        w.signed(-70);
        let bytes = w.into_bytes();
        let mut r = Reader::new(&bytes);
        assert_eq!(r.varint(), Ok(300));
        assert_eq!(r.u32(), Ok(7));
        assert_eq!(r.f32(), Ok(-2.5));
        assert_eq!(r.string().as_deref(), Ok("Square ■"));
        assert_eq!(r.option(|r| r.u32()), Ok(Some(9)));
        assert_eq!(r.option(|r| r.u32()), Ok(None));
        assert_eq!(r.list(|r| r.u32()), Ok(vec![1, 2, 3]));
        assert_eq!(r.bool(), Ok(true));
        for x in [
            0.0f32,
            -0.0,
            12.5,
            -300.1,
            0.3,
            1.0e-3,
            9.0e6,
            3.0e9,
            f32::MAX,
        ] {
            assert_eq!(r.tenths().map(f32::to_bits), Ok(x.to_bits()), "{x}");
        }
        assert_eq!(r.tenths_after(12.5), Ok(-300.1));
        assert_eq!(r.tenths_after(12.5), Ok(0.25));
        assert_eq!(r.signed(), Ok(-70));
        assert!(r.is_done());
    }

    #[test]
    fn a_huge_length_is_refused_before_anything_is_allocated() {
        let mut w = Writer::new();
        w.varint(u64::MAX >> 1);
        let bytes = w.into_bytes();
        assert_eq!(
            Reader::new(&bytes).length().map_err(|e| e.message),
            Err("a length runs past the end of the data")
        );
        assert!(Reader::new(&[0x80; 12]).varint().is_err());
        assert!(
            Reader::new(&[0, 0, 0xc0, 0x7f]).f32().is_err(),
            "NaN is refused"
        );
    }
}

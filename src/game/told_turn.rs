//! A turn told for the page by the reader worker, which holds the analysis: what happened in
//! it drawn over its table (the marks, as SVG), and its replay. The page asks for the turn it
//! shows; its own module then holds neither the analysis nor the drawing of the marks.

use crate::codec::{CodecError, Reader, Writer};

use super::TurnReplay;

/// A turn's marks and its replay.
#[derive(Clone, Debug, PartialEq)]
pub struct ToldTurn {
    /// The turn's number.
    pub turn: u32,
    /// What happened in it, as SVG over the table.
    pub marks: String,
    /// Each unit's way through it.
    pub replay: TurnReplay,
}

impl ToldTurn {
    /// The told turn in compact bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::new();
        w.u32(self.turn);
        w.str(&self.marks);
        self.replay.put(&mut w);
        w.into_bytes()
    }

    /// Reads a told turn back; damaged bytes give a message, never a panic.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let mut r = Reader::new(bytes);
        let read = |r: &mut Reader| -> Result<Self, CodecError> {
            Ok(Self {
                turn: r.u32()?,
                marks: r.string()?,
                replay: TurnReplay::get(r)?,
            })
        };
        read(&mut r).map_err(|e| format!("the turn told is damaged: {e}"))
    }
}

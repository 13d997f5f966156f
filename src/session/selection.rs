//! What is selected: a unit, with the units selected with it as one brigade, or a piece of the
//! players' table.

use crate::layout::{Layout, TablePiece};

/// The selection: a unit leading the units Shift-clicked with it, or one piece of terrain or
/// a zone; never both.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Selection {
    lead: Option<u32>,
    brigade: Vec<u32>,
    piece: Option<TablePiece>,
}

impl Selection {
    /// Units `ids`, the first leading; with none, nothing.
    pub fn units_of(ids: &[u32]) -> Self {
        Self {
            lead: ids.first().copied(),
            brigade: ids.iter().skip(1).copied().collect(),
            piece: None,
        }
    }

    /// `piece` alone.
    pub fn piece_of(piece: TablePiece) -> Self {
        Self {
            piece: Some(piece),
            ..Self::default()
        }
    }

    /// The unit leading the selection.
    pub fn lead(&self) -> Option<u32> {
        self.lead
    }

    /// The units selected with the lead, which move and turn with it.
    pub fn brigade(&self) -> &[u32] {
        &self.brigade
    }

    /// The selected piece of terrain or zone.
    pub fn piece(&self) -> Option<TablePiece> {
        self.piece
    }

    /// Every selected unit, the lead first.
    pub fn units(&self) -> Vec<u32> {
        self.lead.iter().chain(&self.brigade).copied().collect()
    }

    /// Whether unit `id` is selected, alone or in a brigade.
    pub fn holds(&self, id: u32) -> bool {
        self.lead == Some(id) || self.brigade.contains(&id)
    }

    /// The selection without what `layout` no longer has.
    pub(super) fn kept_in(&self, layout: &Layout) -> Self {
        let present: Vec<u32> = (self.units().into_iter())
            .filter(|&id| layout.unit(id).is_some())
            .collect();
        let piece = self.piece.filter(|&piece| {
            (layout.battlefield.as_ref()).is_some_and(|f| f.outline(piece).is_some())
        });
        match piece {
            Some(piece) => Self::piece_of(piece),
            None => Self::units_of(&present),
        }
    }

    /// The selection with unit `id` added to the lead's brigade; `id` alone when no unit
    /// leads.
    pub(super) fn joined(&self, id: u32) -> Self {
        if self.lead.is_none() {
            return Self::units_of(&[id]);
        }
        let mut joined = self.clone();
        if !self.holds(id) {
            joined.brigade.push(id);
        }
        joined
    }
}

//! The selected unit as the inspector's parts read it.

use std::sync::Arc;

use leptos::prelude::*;

use crate::layout::LayoutUnit;
use crate::ui::Editor;

use crate::rules::{Basing, Ruleset, TroopType};

/// The selected unit, each part of it a memo: a part of the inspector is drawn again only
/// when what it shows changes, never while the unit is merely dragged, so a field keeps its
/// focus and caret. A part is `None` (or empty) once the unit is gone.
#[derive(Clone, Copy)]
pub struct InspectedUnit {
    /// The unit's id.
    pub id: u32,
    /// Its name.
    pub name: Memo<String>,
    /// Its troop type's id.
    troop: Memo<String>,
    /// The ruleset it is read with.
    ruleset: Memo<Option<Arc<Ruleset>>>,
    /// Its formation's id.
    pub formation: Memo<String>,
    /// Its basing.
    pub basing: Memo<Option<Basing>>,
}

impl InspectedUnit {
    /// Unit `id` of the editor's layout.
    pub fn new(editor: Editor, id: u32) -> Self {
        let part = move |read: fn(&LayoutUnit) -> String| {
            Memo::new(move |_| {
                editor
                    .document
                    .with_layout(|l| l.unit(id).map(read))
                    .unwrap_or_default()
            })
        };
        Self {
            id,
            name: part(|u| u.name.clone()),
            troop: part(|u| u.troop.clone()),
            ruleset: editor.ruleset,
            formation: part(|u| u.formation.clone()),
            basing: Memo::new(move |_| {
                editor
                    .document
                    .with_layout(|l| l.unit(id).map(|u| u.basing))
            }),
        }
    }

    /// Reads its troop type, `None` when the ruleset has none of that id; a reactive read,
    /// so what reads it is drawn again when the troop type changes.
    pub fn with_troop<R>(&self, read: impl FnOnce(Option<&TroopType>) -> R) -> R {
        self.troop.with(|id| {
            self.ruleset
                .with(|ruleset| read(ruleset.as_ref().and_then(|r| r.troop(id))))
        })
    }
}

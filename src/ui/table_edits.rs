//! The editor's intents for the players' table as a whole: its size, the players' scale and
//! move allowances, and each side's deployment zone. Each is one undo step, or a notice saying why not.

use leptos::prelude::*;

use super::Editor;
use crate::fields::{TableSizeField, ZoneChoice, set_allowance, set_strip_depth};
use crate::geom::Bounds;
use crate::layout::{Battlefield, PlayerSide, TablePiece, TableSize};
use crate::rules::Scale;

impl Editor {
    /// Sets the players' table to `size`, or takes it away. A new table stands under the
    /// units, with strips along its long edges for the first two sides, as deep as the
    /// ruleset says.
    pub fn set_table(&self, size: Option<TableSize>) {
        let bounds = self
            .table
            .with_untracked(|t| t.units.iter().fold(Bounds::EMPTY, |b, u| b.union(u.bounds)));
        let middle = if bounds.is_empty() {
            glam::Vec2::ZERO
        } else {
            (bounds.min + bounds.max) / 2.0
        };
        let depth = self.ruleset_strip_depth();
        self.edit(|layout| {
            layout.set_table(size, middle, depth);
            Ok(())
        });
        self.fit_view();
    }

    /// Sets side `field` of the table from what the player `typed`, the table keeping its
    /// middle, its terrain and its zones.
    pub fn resize_table(&self, field: TableSizeField, typed: &str) {
        let Some(ruleset) = self.ruleset.get_untracked() else {
            return;
        };
        self.edit(|layout| {
            let table = layout
                .battlefield
                .as_ref()
                .ok_or("there is no table to resize")?;
            let (size, middle) = (field.set(table, typed, &ruleset)?, table.centre);
            layout.set_table(Some(size), middle, None);
            Ok(())
        });
    }

    /// Sets the players' move allowance for troop type `troop` from what they `typed`, in the
    /// ruleset's unit as written; a blank field gives back the ruleset's own.
    pub fn set_allowance(&self, troop: &str, typed: &str) {
        let written = self.layout.with_untracked(|l| {
            self.library
                .with_untracked(|lib| lib.find(&l.ruleset).map(|e| e.ruleset.clone()))
        });
        let Some(written) = written else {
            return;
        };
        self.edit(|layout| {
            let troop = written
                .troop(troop)
                .ok_or("that troop type is not in the ruleset")?;
            set_allowance(layout, troop, &written, typed)
        });
    }

    /// Sets the scale the players measure the ruleset's distances at.
    pub fn set_scale(&self, scale: Scale) {
        self.edit(|layout| {
            layout.scale = scale;
            Ok(())
        });
    }

    /// Gives `side` the zone `choice` names. A zone to shape is selected, its corners shown
    /// on the table.
    pub fn set_zone(&self, side: PlayerSide, choice: ZoneChoice) {
        let depth = self.ruleset_strip_depth();
        self.edit_table(|field| {
            choice.apply(field, side, depth);
            Ok(())
        });
        if choice == ZoneChoice::Shaped {
            self.select_piece(TablePiece::Zone(side));
        }
    }

    /// Sets the depth of `side`'s strip from what the player `typed`.
    pub fn set_strip_depth(&self, side: PlayerSide, typed: &str) {
        let Some(ruleset) = self.ruleset.get_untracked() else {
            return;
        };
        self.edit_table(|field| set_strip_depth(field, side, typed, &ruleset));
    }

    /// Changes the players' table by `change`.
    fn edit_table(&self, change: impl FnOnce(&mut Battlefield) -> Result<(), String>) {
        self.edit(|layout| {
            change(
                layout
                    .battlefield
                    .as_mut()
                    .ok_or("Choose the table's size first.")?,
            )
        });
    }

    /// The depth of a new table's strips, where the ruleset gives one, mm.
    fn ruleset_strip_depth(&self) -> Option<f32> {
        self.ruleset.with_untracked(|r| {
            r.as_ref()?
                .deployment
                .as_ref()
                .map(|d| d.strip_depth_mm.value)
        })
    }
}

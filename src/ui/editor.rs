//! The editor's state, shared with every component through context: the layout, its undo
//! history, the ruleset library, the selection, the overlays switched on, and the notice
//! shown to the player. The ruleset and the placed table are memos derived from them; what
//! the rules say comes back from the reader worker as a [`Reading`].

use std::sync::Arc;

use leptos::prelude::*;

use crate::formation::normalise_degrees;
use crate::geom::Pose;
use crate::history::History;
use crate::layout::{Layout, PlayerSide};
use crate::reading::Reading;
use crate::render::Layers;
use crate::rules::{Library, Ruleset};
use crate::table::{Table, resolve};
use crate::viewport::ViewBox;

/// A message for the player: what happened, or what is wrong.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// An error (shown as an alert) or information.
    pub error: bool,
    /// One line saying what happened.
    pub title: String,
    /// The details, one per line, such as a file's errors.
    pub lines: Vec<String>,
}

impl Notice {
    /// Something went wrong.
    pub fn error(title: impl Into<String>, lines: Vec<String>) -> Self {
        Self {
            error: true,
            title: title.into(),
            lines,
        }
    }

    /// Something the player should know.
    pub fn info(title: impl Into<String>) -> Self {
        Self {
            error: false,
            title: title.into(),
            lines: Vec::new(),
        }
    }
}

/// The editor: signals and the actions that change them. Cheap to copy.
#[derive(Clone, Copy)]
pub struct Editor {
    /// Every ruleset the player can choose.
    pub library: RwSignal<Library>,
    /// The table being edited.
    pub layout: RwSignal<Layout>,
    /// The selected unit.
    pub selection: RwSignal<Option<u32>>,
    /// The side new units join.
    pub side: RwSignal<PlayerSide>,
    /// The message shown to the player.
    pub notice: RwSignal<Option<Notice>>,
    /// Whether undo and redo have anything to do.
    pub can_undo_redo: RwSignal<(bool, bool)>,
    /// The layout's ruleset.
    pub ruleset: Memo<Option<Arc<Ruleset>>>,
    /// The layout's units, placed.
    pub table: Memo<Table>,
    /// The overlays switched on.
    pub layers: RwSignal<Layers>,
    /// What the reader worker last read from the table: the selected unit's findings and the
    /// overlays.
    pub reading: RwSignal<Reading>,
    /// The part of the table on screen. It stays put while units move, and is fitted to the
    /// table on demand, when units are added, and when a new table starts.
    pub view: RwSignal<ViewBox>,
    history: StoredValue<History<Layout>>,
}

impl Editor {
    /// An editor over `layout`, whose ruleset `library` holds.
    pub fn new(library: Library, layout: Layout) -> Self {
        let library = RwSignal::new(library);
        let layout = RwSignal::new(layout);
        let reference = Memo::new(move |_| layout.with(|l| l.ruleset.clone()));
        let ruleset = Memo::new(move |_| {
            let reference = reference.get();
            library.with(|lib| lib.find(&reference).map(|e| e.ruleset.clone()))
        });
        let table = Memo::new(move |_| {
            ruleset.with(|ruleset| match ruleset {
                Some(ruleset) => layout.with(|l| resolve(l, ruleset)),
                None => Table::default(),
            })
        });
        let view = RwSignal::new(fitted(&table.get_untracked()));
        Self {
            layers: RwSignal::new(Layers::default()),
            reading: RwSignal::new(Reading::default()),
            view,
            library,
            layout,
            selection: RwSignal::new(None),
            side: RwSignal::new(PlayerSide(0)),
            notice: RwSignal::new(None),
            can_undo_redo: RwSignal::new((false, false)),
            ruleset,
            table,
            history: StoredValue::new(History::default()),
        }
    }

    /// Fits the view to everything on the table.
    pub fn fit_view(&self) {
        self.view.set(fitted(&self.table.get_untracked()));
    }

    /// Moves unit `id` to `pose` while it is dragged: shown at once, but not yet an undo step.
    pub fn drag_to(&self, id: u32, pose: Pose) {
        self.layout.update(|layout| {
            layout.move_unit(id, pose);
        });
    }

    /// Ends a drag that began with the layout `before`: the whole drag is one undo step.
    pub fn end_drag(&self, before: Layout) {
        if self.layout.with_untracked(|now| *now != before) {
            self.history.update_value(|h| h.record(before));
            self.refresh_history_flags();
        }
    }

    /// Moves the selected unit by `shift` mm on the table and turns it by `turn` degrees about
    /// its front-centre: one undo step.
    pub fn nudge_selected(&self, shift: glam::Vec2, turn: f32) {
        let Some(id) = self.selection.get_untracked() else {
            return;
        };
        self.edit(|layout| {
            let unit = layout.unit(id).ok_or("the selected unit is gone")?;
            let pose = unit.pose;
            let at = pose.position() + shift;
            layout.move_unit(
                id,
                Pose::new(at.x, at.y, normalise_degrees(pose.heading + turn)),
            );
            Ok(())
        });
    }

    /// Renames unit `id`: one undo step, or a notice saying why the name was refused.
    pub fn rename(&self, id: u32, name: &str) {
        self.edit(|layout| layout.rename_unit(id, name));
    }

    /// Moves unit `id` to `side`: one undo step.
    pub fn set_side(&self, id: u32, side: PlayerSide) {
        self.edit(|layout| {
            layout.unit_mut(id).ok_or("the unit is gone")?.side = side;
            Ok(())
        });
    }

    /// Removes the selected unit: one undo step.
    pub fn remove_selected(&self) {
        if let Some(id) = self.selection.get_untracked() {
            self.edit(|layout| {
                layout.remove_unit(id);
                Ok(())
            });
            self.selection.set(None);
        }
    }

    /// The editor the components share.
    pub fn get() -> Self {
        expect_context::<Editor>()
    }

    fn refresh_history_flags(&self) {
        let flags = self.history.with_value(|h| (h.can_undo(), h.can_redo()));
        self.can_undo_redo.set(flags);
    }

    /// Applies one edit as one undo step. A refused edit changes nothing and says why.
    pub fn edit(&self, change: impl FnOnce(&mut Layout) -> Result<(), String>) {
        let before = self.layout.get_untracked();
        let mut after = before.clone();
        match change(&mut after) {
            Ok(()) if after != before => {
                self.history.update_value(|h| h.record(before));
                self.layout.set(after);
                self.refresh_history_flags();
            }
            Ok(()) => {}
            Err(message) => self.notice.set(Some(Notice::error(message, Vec::new()))),
        }
    }

    /// Goes back one edit.
    pub fn undo(&self) {
        let current = self.layout.get_untracked();
        if let Some(previous) = self.history.try_update_value(|h| h.undo(current)).flatten() {
            self.layout.set(previous);
            self.refresh_history_flags();
        }
    }

    /// Goes forward one edit.
    pub fn redo(&self) {
        let current = self.layout.get_untracked();
        if let Some(next) = self.history.try_update_value(|h| h.redo(current)).flatten() {
            self.layout.set(next);
            self.refresh_history_flags();
        }
    }

    /// Starts a new, empty table with the ruleset `id`. The old table stays one undo away.
    pub fn start_table(&self, id: &str) {
        let Some(reference) = self.library.with_untracked(|lib| lib.reference(id)) else {
            return;
        };
        let had_units = !self.layout.with_untracked(|l| l.units.is_empty());
        self.edit(|layout| {
            *layout = Layout::new(reference);
            Ok(())
        });
        self.selection.set(None);
        self.fit_view();
        if had_units {
            self.notice.set(Some(Notice::info(
                "Started a new table. Undo brings back the one before.",
            )));
        }
    }

    /// Adds a unit of troop type `troop` beside what is already on the table, and selects it.
    pub fn add_unit(&self, troop: &str) {
        let Some(ruleset) = self.ruleset.get_untracked() else {
            return;
        };
        let bounds = self.table.with_untracked(|t| t.bounds());
        let pose = if bounds.is_empty() {
            Pose::default()
        } else {
            Pose::new(
                bounds.min.x.midpoint(bounds.max.x),
                bounds.max.y + 60.0,
                0.0,
            )
        };
        let mut added = None;
        self.edit(|layout| {
            added = Some(layout.add_unit(&ruleset, troop, self.side.get_untracked(), pose)?);
            Ok(())
        });
        if added.is_some() {
            self.selection.set(added);
            self.fit_view();
        }
    }
}

/// Space left around the table's content when fitting the view, in mm.
const FIT_MARGIN_MM: f32 = 40.0;
/// The smallest stretch of table the view shows, in mm, so one base is not blown up.
const MIN_VIEW_MM: f32 = 300.0;

fn fitted(table: &Table) -> ViewBox {
    ViewBox::fit(table.bounds(), FIT_MARGIN_MM, MIN_VIEW_MM)
}

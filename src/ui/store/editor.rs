//! The editor: the page's stores, wired together and shared with every component through
//! context, and the one door every edit comes in by.

use std::sync::Arc;

use leptos::prelude::*;

use super::{Choices, Document, Feedback, Selected, Startup, Viewing};
use crate::fields::ChangeField;
use crate::geom::Bounds;
use crate::layout::Layout;
use crate::render::MAX_DRAWN_FIGURES;
use crate::rules::{Library, Ruleset};
use crate::session::{Edit, Intent, Notice, Outcome, Session, played_ruleset};
use crate::table::{Placement, Table};

/// The stores, and what the page derives from the layout: its ruleset as played, and its
/// units placed. Cheap to copy.
#[derive(Clone, Copy)]
pub struct Editor {
    /// The edit session and the rulesets.
    pub document: Document,
    /// What is selected.
    pub selected: Selected,
    /// How the table is viewed.
    pub viewing: Viewing,
    /// What the player is told.
    pub feedback: Feedback,
    /// What the player chose for the next edits.
    pub choices: Choices,
    /// Whether the first tables are in and drawn.
    pub startup: Startup,
    /// The layout's ruleset, at the players' scale and allowances.
    pub ruleset: Memo<Option<Arc<Ruleset>>>,
    /// The layout's units, placed.
    pub table: Memo<Table>,
}

impl Editor {
    /// An editor over `layout`, whose ruleset `library` holds.
    pub fn new(library: Library, layout: Layout) -> Self {
        let session = StoredValue::new(Session::new(layout));
        let document = Document::new(session, library);
        let ruleset = Memo::new(move |_| {
            let library = document.library();
            library.with(|lib| document.with_layout(|layout| played_ruleset(lib, layout)))
        });
        // What the table was last placed from, and by which ruleset: a drag's frame places
        // again only the unit it moved, in the table it takes over from the last frame.
        let placement = StoredValue::new(None::<(Placement, Arc<Ruleset>)>);
        let table = Memo::new_owning(move |previous: Option<Table>| {
            let Some(ruleset) = ruleset.get() else {
                placement.set_value(None);
                return (Table::default(), true);
            };
            document.with_layout(|now| {
                let mut kept = placement.write_value();
                match (previous, &mut *kept) {
                    (Some(mut table), Some((placement, same))) if Arc::ptr_eq(same, &ruleset) => {
                        let changed = placement.update(&mut table, now, &ruleset).any();
                        (table, changed)
                    }
                    _ => {
                        let (placement, table) = Placement::new(now, &ruleset);
                        *kept = Some((placement, ruleset));
                        (table, true)
                    }
                }
            })
        });
        Self {
            document,
            selected: Selected::new(session),
            viewing: table.with_untracked(Viewing::new),
            feedback: Feedback::default(),
            choices: Choices::default(),
            startup: Startup::default(),
            ruleset,
            table,
        }
    }

    /// The editor the components share.
    pub fn get() -> Self {
        expect_context::<Editor>()
    }

    /// Applies `intent`: the session changes, and the stores show what it did.
    pub fn apply(&self, intent: Intent) {
        let outcome = self.document.apply(intent, self.ruleset, self.table);
        self.show_outcome(&outcome);
    }

    /// Lets go of what the pointer holds: the drag, if it changed the table, is one undo
    /// step. Whether it changed the table.
    pub fn let_go(&self) -> bool {
        let outcome = self.document.apply(Intent::Drop, self.ruleset, self.table);
        self.show_outcome(&outcome);
        outcome.history.is_some()
    }

    /// Makes `edit` at once. Only the side panel's module calls it (see
    /// [`crate::ui::store::panel_edits`]), so the edits load with the panel.
    pub fn edit_now(&self, edit: Edit) {
        let outcome = self.document.edit(edit, self.ruleset, self.table);
        self.show_outcome(&outcome);
    }

    /// Shows in the stores what an intent or an edit did.
    fn show_outcome(&self, outcome: &Outcome) {
        if outcome.selection_changed {
            self.selected.note_change();
        }
        self.feedback.after(outcome);
        if outcome.fit_view {
            self.fit_view();
        }
    }

    /// Fits the view to everything on the table.
    pub fn fit_view(&self) {
        self.table.with_untracked(|t| self.viewing.fit(t));
    }

    /// Centres the view on what is selected, at the same zoom where it fits: a unit and its
    /// brigade, or a piece of terrain or a zone.
    pub fn frame_selection(&self) {
        let units = self.selected.units();
        let mut bounds = self.table.with_untracked(|t| {
            (units.iter())
                .filter_map(|&id| t.unit(id))
                .fold(Bounds::EMPTY, |b, u| b.union(u.bounds))
        });
        if let Some(piece) = self.selected.piece_untracked() {
            let piece = self
                .document
                .with_layout_untracked(|l| l.battlefield.as_ref()?.piece_bounds(piece));
            bounds = bounds.union(piece.unwrap_or(Bounds::EMPTY));
        }
        self.viewing.centre_on(bounds);
    }

    /// The middle of the part of the table on screen: where pasted units and new terrain go.
    pub fn view_middle(&self) -> glam::Vec2 {
        self.viewing.view().with_untracked(|v| v.min + v.size / 2.0)
    }

    /// Shows `notice` to the player, in place of any notice before it.
    pub fn say(&self, notice: Notice) {
        self.feedback.say(notice);
    }

    /// Switches the figures on the bases on or off; refused, saying why, on a table with
    /// more figures than the page draws.
    pub fn toggle_figures(&self) {
        if self.viewing.figures_shown().get_untracked() {
            return self.viewing.show_figures(false);
        }
        let figures = self.table.with_untracked(Table::figures);
        if figures > MAX_DRAWN_FIGURES {
            return self.say(Notice::error(
                format!("This table has {figures} figures; the page draws at most {MAX_DRAWN_FIGURES}, so they are left out."),
                Vec::new(),
            ));
        }
        self.viewing.show_figures(true);
    }

    /// Changes unit `id` to `formation` with the player's choices for the change.
    pub fn change_formation(&self, id: u32, formation: &str) {
        self.edit(Edit::ChangeFormation {
            id,
            formation: formation.to_owned(),
            choices: self.choices.anchor().get_untracked(),
            rule: None,
        });
    }

    /// Adds a unit of troop type `troop` to the side new units join, and selects it.
    pub fn add_unit(&self, troop: &str) {
        self.edit(Edit::AddUnit {
            troop: troop.to_owned(),
            side: self.choices.side().get_untracked(),
        });
    }

    /// Sets choice `field` for the next change of formation from what the player `typed`, or
    /// says why not.
    pub fn choose_for_next_change(&self, field: ChangeField, typed: &str) {
        if let Err(why) = self.choices.choose_for_next_change(field, typed) {
            self.say(Notice::error(why, Vec::new()));
        }
    }

    /// A click on base `base` of the selected unit: when its next change of formation keeps a
    /// base the player chooses, that base is chosen, and the notice says so.
    pub fn pick_base(&self, base: u32) {
        let (Some(id), Some(ruleset)) =
            (self.selected.lead_untracked(), self.ruleset.get_untracked())
        else {
            return;
        };
        let picks = self.document.with_layout_untracked(|l| {
            l.unit(id).is_some_and(|u| {
                ruleset
                    .troop(&u.troop)
                    .is_some_and(|t| t.picks_a_base(&u.formation))
            })
        });
        if picks {
            self.choices.keep_base(base);
            self.say(Notice::info(format!(
                "Base {} will stay put at the next change of formation.",
                base + 1
            )));
        }
    }
}

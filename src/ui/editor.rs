//! The editor's state, shared with every component through context: the layout, its undo
//! history, the ruleset library, the selection, the overlays switched on, and the notice
//! shown to the player. The ruleset and the placed table are memos derived from them; what
//! the rules say comes back from the reader worker as a [`Reading`].

use std::sync::Arc;

use leptos::prelude::*;

use crate::fields::{BasingField, ChangeField, PlaceField, PlaceFrame, ShapeField, degrees};
use crate::formation::normalise_degrees;
use crate::geom::Bounds;
use crate::geom::Pose;
use crate::history::History;
use crate::layout::{Layout, LayoutUnit, OFF_TABLE, PlayerSide, RulesetRef, TablePiece};
use crate::reading::Reading;
use crate::render::footprint_outline;
use crate::render::{Layers, MAX_DRAWN_FIGURES};
use crate::rules::{AnchorChoices, Library, Ruleset, played_at};
use crate::table::{
    Dragged, PlacedUnit, Placement, Table, arrival_pose, bends_along_road, copy_pose, fit_bends,
    paste_shift, place_unit,
};
use crate::terrain::{QuickShape, TerrainKind, TerrainPiece};
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
    /// What the player may do about it, each a button.
    pub actions: Vec<NoticeAction>,
}

/// Something a notice offers to do.
#[derive(Clone, Debug, PartialEq)]
pub enum NoticeAction {
    /// Save the table whose opening stopped the page (its link's fragment) as a file.
    SaveStalled(String),
    /// Open that table again.
    RetryStalled(String),
}

impl NoticeAction {
    /// The button's words.
    pub fn label(&self) -> &'static str {
        match self {
            NoticeAction::SaveStalled(_) => "Save it as a file",
            NoticeAction::RetryStalled(_) => "Try it again",
        }
    }
}

impl Notice {
    /// Something went wrong.
    pub fn error(title: impl Into<String>, lines: Vec<String>) -> Self {
        Self {
            error: true,
            title: title.into(),
            lines,
            actions: Vec::new(),
        }
    }

    /// Something the player should know.
    pub fn info(title: impl Into<String>) -> Self {
        Self {
            error: false,
            title: title.into(),
            lines: Vec::new(),
            actions: Vec::new(),
        }
    }
}

/// The editor: the signals the components read, and the intent methods that change them
/// (`select`, `say`, `edit`, `drag`…); components change nothing by setting a signal
/// themselves. Cheap to copy.
#[derive(Clone, Copy)]
pub struct Editor {
    /// Every ruleset the player can choose.
    pub library: RwSignal<Library>,
    /// The table being edited.
    pub layout: RwSignal<Layout>,
    /// The selected unit.
    pub selection: RwSignal<Option<u32>>,
    /// The units selected with it, Shift-clicked, which move and turn with it as one brigade.
    pub brigade: RwSignal<Vec<u32>>,
    /// The selected piece of terrain or deployment zone; never with a unit.
    pub selected_piece: RwSignal<Option<TablePiece>>,
    /// Whether the panel, a sheet over the table on a phone, is pulled down to a strip.
    pub sheet_down: RwSignal<bool>,
    /// The side new units join.
    pub side: RwSignal<PlayerSide>,
    /// The message shown to the player.
    pub notice: RwSignal<Option<Notice>>,
    /// Whether undo and redo have anything to do.
    pub can_undo_redo: RwSignal<(bool, bool)>,
    /// Notified after every edit, undo and redo, once the table has it: the moment the
    /// table is saved in the browser.
    pub committed: Trigger,
    /// The layout's ruleset.
    pub ruleset: Memo<Option<Arc<Ruleset>>>,
    /// The layout's units, placed.
    pub table: Memo<Table>,
    /// The overlays switched on.
    pub layers: RwSignal<Layers>,
    /// Whether the units' names are written on the table.
    pub names_shown: RwSignal<bool>,
    /// Whether each base shows its figures, a dot each.
    pub figures_shown: RwSignal<bool>,
    /// Whether units are being dragged: from a drag's first move to its end.
    pub units_dragged: RwSignal<bool>,
    /// The player's choices for the next change of formation.
    pub anchor: RwSignal<AnchorChoices>,
    /// The faint outline of a unit's formation before it changed, until the next action:
    /// where it stood, and its bases' outline as SVG path data.
    pub ghost: RwSignal<Option<(Pose, String)>>,
    /// What the reader worker last read from the table: the selected unit's findings and the
    /// overlays.
    pub reading: RwSignal<Reading>,
    /// The selected unit's reach and the enemy's threat, as SVG, while the player has them
    /// drawn.
    pub reach_drawing: RwSignal<String>,
    /// The part of the table on screen. It stays put while units move, and is fitted to the
    /// table on demand, when units are added, and when a new table starts.
    pub view: RwSignal<ViewBox>,
    /// Whether the list of keys is open.
    pub keys_shown: RwSignal<bool>,
    /// Whether the tables the page opens with are in: the saved table and the address's
    /// link, each taken or refused.
    pub opened: RwSignal<bool>,
    /// Whether the table the page opened with has every unit drawn. Set once: what the first
    /// table does not need (the side panel's module) waits for it, so it never delays it.
    pub first_drawn: RwSignal<bool>,
    /// The units last copied, as they stood, and the ruleset they are of.
    copied: StoredValue<Option<(RulesetRef, Vec<LayoutUnit>)>>,
    history: StoredValue<History<Layout>>,
}

impl Editor {
    /// An editor over `layout`, whose ruleset `library` holds.
    pub fn new(library: Library, layout: Layout) -> Self {
        let library = RwSignal::new(library);
        let layout = RwSignal::new(layout);
        let reference =
            Memo::new(move |_| layout.with(|l| (l.ruleset.clone(), l.scale, l.allowances.clone())));
        let ruleset = Memo::new(move |_| {
            let (reference, scale, allowances) = reference.get();
            library.with(|lib| {
                lib.find(&reference)
                    .map(|e| played_at(e.ruleset.clone(), scale, &allowances))
            })
        });
        // What the table was last placed from, and by which ruleset: a drag's frame places
        // again only the unit it moved, in the table it takes over from the last frame.
        let placement = StoredValue::new(None::<(Placement, Arc<Ruleset>)>);
        let table = Memo::new_owning(move |previous: Option<Table>| {
            let Some(ruleset) = ruleset.get() else {
                placement.set_value(None);
                return (Table::default(), true);
            };
            layout.with(|now| {
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
        let view = RwSignal::new(fitted(&table.get_untracked()));
        Self {
            layers: RwSignal::new(Layers::FINDINGS),
            names_shown: RwSignal::new(true),
            figures_shown: RwSignal::new(false),
            units_dragged: RwSignal::new(false),
            anchor: RwSignal::new(AnchorChoices::default()),
            ghost: RwSignal::new(None),
            reading: RwSignal::new(Reading::default()),
            reach_drawing: RwSignal::new(String::new()),
            view,
            keys_shown: RwSignal::new(false),
            opened: RwSignal::new(true),
            first_drawn: RwSignal::new(false),
            copied: StoredValue::new(None),
            library,
            layout,
            selection: RwSignal::new(None),
            brigade: RwSignal::new(Vec::new()),
            selected_piece: RwSignal::new(None),
            sheet_down: RwSignal::new(false),
            side: RwSignal::new(PlayerSide(0)),
            notice: RwSignal::new(None),
            can_undo_redo: RwSignal::new((false, false)),
            committed: Trigger::new(),
            ruleset,
            table,
            history: StoredValue::new(History::default()),
        }
    }

    /// Fits the view to everything on the table.
    pub fn fit_view(&self) {
        self.view.set(self.table.with_untracked(fitted));
    }

    /// Selects unit `unit`, or nothing, alone.
    pub fn select(&self, unit: Option<u32>) {
        self.selected_piece.set(None);
        if self.brigade.with_untracked(|b| !b.is_empty()) {
            self.brigade.set(Vec::new());
        }
        self.selection.set(unit);
    }

    /// Selects the units `ids` as one brigade, the first leading it; with none, nothing.
    pub fn select_all(&self, ids: &[u32]) {
        self.select(ids.first().copied());
        self.brigade.set(ids.iter().skip(1).copied().collect());
    }

    /// Selects unit `id` with the rest of its named brigade, `id` leading; alone when it is
    /// in none.
    pub fn select_with_brigade(&self, id: u32) {
        let members = self.layout.with_untracked(|l| {
            let others = l.brigade_of(id).map(|index| &l.brigades[index].units);
            let others = others.into_iter().flatten().filter(|&&other| other != id);
            std::iter::once(id)
                .chain(others.copied())
                .collect::<Vec<u32>>()
        });
        self.select_all(&members);
    }

    /// The selected units, the one leading first.
    pub fn selected_units(&self) -> Vec<u32> {
        let lead = self.selection.get().into_iter();
        self.brigade
            .with(|b| lead.chain(b.iter().copied()).collect())
    }

    /// Names the selected units as one brigade, or renames the brigade they are: one undo
    /// step, or a notice saying why not.
    pub fn name_selection(&self, name: &str) {
        let units = untrack(|| self.selected_units());
        self.edit(|layout| layout.name_brigade(&units, name).map(|_| ()));
    }

    /// Breaks up named brigade `index`, its units kept: one undo step.
    pub fn break_up_brigade(&self, index: usize) {
        self.edit(|layout| {
            layout.break_up_brigade(index);
            Ok(())
        });
    }

    /// Moves named brigade `index` one line earlier or later in its side's order of battle:
    /// one undo step.
    pub fn reorder_brigade(&self, index: usize, earlier: bool) {
        self.edit(|layout| {
            layout.reorder_brigade(index, earlier);
            Ok(())
        });
    }

    /// Adds unit `id` to the selected unit's brigade; with nothing selected, selects it.
    pub fn join_brigade(&self, id: u32) {
        if self.selection.get_untracked().is_none() {
            return self.select(Some(id));
        }
        if !self.is_selected_untracked(id) {
            self.brigade.update(|b| b.push(id));
        }
    }

    /// Whether unit `id` is selected, alone or in a brigade.
    pub fn is_selected(&self, id: u32) -> bool {
        self.selection.get() == Some(id) || self.brigade.with(|b| b.contains(&id))
    }

    /// Whether unit `id` is selected, alone or in a brigade, read without tracking.
    pub fn is_selected_untracked(&self, id: u32) -> bool {
        self.selection.get_untracked() == Some(id)
            || self.brigade.with_untracked(|b| b.contains(&id))
    }

    /// Selects `piece`, terrain or a zone, in place of any unit.
    pub fn select_piece(&self, piece: TablePiece) {
        self.select(None);
        self.selected_piece.set(Some(piece));
    }

    /// Shows `notice` to the player, in place of any notice before it.
    pub fn say(&self, notice: Notice) {
        self.notice.set(Some(notice));
    }

    /// Takes the notice away.
    pub fn dismiss_notice(&self) {
        self.notice.set(None);
    }

    /// Makes `side` the side new units join.
    pub fn choose_new_side(&self, side: PlayerSide) {
        self.side.set(side);
    }

    /// Switches the figures on the bases on or off; refused, saying why, on a table with
    /// more figures than the page draws.
    pub fn toggle_figures(&self) {
        if self.figures_shown.get_untracked() {
            return self.figures_shown.set(false);
        }
        let figures = self.table.with_untracked(Table::figures);
        if figures > MAX_DRAWN_FIGURES {
            return self.say(Notice::error(
                format!("This table has {figures} figures; the page draws at most {MAX_DRAWN_FIGURES}, so they are left out."),
                Vec::new(),
            ));
        }
        self.figures_shown.set(true);
    }

    /// Switches overlay `layer` on or off.
    pub fn toggle_layer(&self, layer: Layers) {
        self.layers.update(|layers| *layers = layers.toggled(layer));
    }

    /// Shows `view` of the table: panned or zoomed by the player.
    pub fn show(&self, view: ViewBox) {
        self.view.set(view);
    }

    /// Where the rest of the selected unit's brigade goes when unit `id` goes to `pose`:
    /// carried along with it, each keeping its place beside it. Nothing unless `id` is the
    /// selected unit or one of its brigade.
    fn carried_with(&self, id: u32, pose: Pose) -> Vec<(u32, Pose)> {
        let Some(first) = self.selection.get_untracked() else {
            return Vec::new();
        };
        let members: Vec<u32> = self.brigade.with_untracked(|b| {
            std::iter::once(first)
                .chain(b.iter().copied())
                .filter(|&m| m != id)
                .collect()
        });
        // Every member is left: `id` is not one of the selection, and carries nothing.
        if members.len() == self.brigade.with_untracked(Vec::len) + 1 {
            return Vec::new();
        }
        self.layout.with_untracked(|l| {
            let Some(from) = l.unit(id).map(|u| u.pose) else {
                return Vec::new();
            };
            members
                .iter()
                .filter_map(|&m| Some((m, l.unit(m)?.pose.carried(&from, &pose))))
                .collect()
        })
    }

    /// Says that the drag would leave the players' table: once, not again at every frame of
    /// the drag.
    fn say_off_table_once(&self) {
        if self
            .notice
            .with_untracked(|n| n.as_ref().is_none_or(|n| n.title != OFF_TABLE))
        {
            self.say(Notice::error(OFF_TABLE, Vec::new()));
        }
    }

    /// Puts what a drag holds where it is dragged: shown at once, but not yet an undo step.
    pub fn drag(&self, dragged: Dragged) {
        self.clear_ghost();
        let on_table = self
            .table
            .with_untracked(|t| self.layout.with_untracked(|l| dragged.keeps_on_table(l, t)));
        if !on_table {
            return self.say_off_table_once();
        }
        match dragged {
            Dragged::Unit { id, pose } => {
                self.units_drag_on();
                let carried = self.carried_with(id, pose);
                let on_table = self.table.with_untracked(|t| {
                    self.layout.with_untracked(|l| {
                        carried
                            .iter()
                            .all(|&(id, pose)| Dragged::Unit { id, pose }.keeps_on_table(l, t))
                    })
                });
                if !on_table {
                    return self.say_off_table_once();
                }
                self.layout.update(|layout| {
                    layout.move_unit(id, pose);
                    for &(id, pose) in &carried {
                        layout.move_unit(id, pose);
                    }
                });
            }
            Dragged::Figure { id, figure, at } => {
                self.units_drag_on();
                let Some(footprint) = self
                    .table
                    .with_untracked(|t| t.unit(id).map(|u| u.shaped.footprint.clone()))
                else {
                    return;
                };
                self.layout.update(|layout| {
                    // The figure was found on the table a moment ago; if it has gone, nothing
                    // moves.
                    let _ = layout.move_skirmisher(id, &footprint, figure, at);
                });
            }
            Dragged::Bend { id, rank, degrees } => self.bend(id, rank, degrees),
            Dragged::Piece { piece, .. }
            | Dragged::Corner { piece, .. }
            | Dragged::Resize { piece, .. }
            | Dragged::Spin { piece, .. } => {
                self.layout.update(|layout| {
                    if let Some(points) = layout
                        .battlefield
                        .as_mut()
                        .and_then(|f| f.points_mut(piece))
                    {
                        dragged.reshape(points);
                    }
                });
            }
        }
    }

    /// Turns rank `rank` of unit `id`'s column `degrees` from the rank ahead (C-flex), during a
    /// drag: kept only while the bent column stands, and on the players' table.
    fn bend(&self, id: u32, rank: u32, degrees: f32) {
        let Some(ruleset) = self.ruleset.get_untracked() else {
            return;
        };
        let Some(mut unit) = self.layout.with_untracked(|l| l.unit(id).cloned()) else {
            return;
        };
        unit.choices.bend_at(rank, degrees);
        let Ok(bent) = place_unit(&unit, &ruleset) else {
            return;
        };
        let on_table = self.table.with_untracked(|t| {
            self.layout.with_untracked(|l| {
                let (Some(field), Some(before)) = (&l.battlefield, t.unit(id)) else {
                    return true;
                };
                field.keeps(before.bounds, bent.bounds)
            })
        });
        if !on_table {
            return self.say_off_table_once();
        }
        self.units_drag_on();
        self.layout.update(|layout| {
            if let Some(kept) = layout.unit_mut(id) {
                kept.choices = unit.choices;
            }
        });
    }

    /// Notes that units are being dragged, at a drag's first move.
    fn units_drag_on(&self) {
        if !self.units_dragged.get_untracked() {
            self.units_dragged.set(true);
        }
    }

    /// Cancels a drag that began with the layout `before`: the table goes back to it, and no
    /// undo step is made.
    pub fn cancel_drag(&self, before: Layout) {
        self.units_dragged.set(false);
        if self.layout.with_untracked(|now| *now != before) {
            self.layout.set(before);
        }
    }

    /// Ends a drag that began with the layout `before`: the whole drag is one undo step.
    pub fn end_drag(&self, before: Layout) {
        if self.units_dragged.get_untracked() {
            self.units_dragged.set(false);
        }
        if self.layout.with_untracked(|now| *now != before) {
            self.history.update_value(|h| h.record(before));
            self.refresh_history_flags();
        }
    }

    /// Moves the selected unit, terrain or zone by `shift` mm on the table and turns it by
    /// `turn` degrees (a unit about its front-centre, terrain or a zone about its middle): one
    /// undo step, refused where it would leave the players' table.
    pub fn nudge_selected(&self, shift: glam::Vec2, turn: f32) {
        if let Some(piece) = self.selected_piece.get_untracked() {
            return self.edit(|layout| layout.move_piece(piece, shift, turn));
        }
        let Some(id) = self.selection.get_untracked() else {
            return;
        };
        let Some(pose) = self.layout.with_untracked(|l| l.unit(id).map(|u| u.pose)) else {
            return;
        };
        let at = pose.position() + shift;
        let pose = Pose::new(at.x, at.y, normalise_degrees(pose.heading + turn));
        let before = self.layout.get_untracked();
        self.drag(Dragged::Unit { id, pose });
        self.end_drag(before);
    }

    /// Sets where unit `id` stands from what the player `typed` into place field `field`: one
    /// undo step, refused with the reason where the unit would leave the players' table or the
    /// layout's limits.
    pub fn place(&self, id: u32, field: PlaceField, typed: &str) {
        let Some(ruleset) = self.ruleset.get_untracked() else {
            return;
        };
        let Some((pose, frame)) = self.layout.with_untracked(|l| {
            let pose = l.unit(id)?.pose;
            Some((pose, PlaceFrame::new(&ruleset, l.battlefield.as_ref())))
        }) else {
            return;
        };
        match field.set(pose, typed, &frame) {
            Ok(placed) => self.command(id, |_| Some(placed)),
            Err(message) => self.say(Notice::error(message, Vec::new())),
        }
    }

    /// Puts unit `id` where `pose_of` says from the table as it stands (a command such as
    /// about face): one undo step, refused with the reason where the unit would leave the
    /// players' table; nothing when there is no such pose.
    pub fn command(&self, id: u32, pose_of: impl FnOnce(&Table) -> Option<Pose>) {
        let Some(pose) = self.table.with_untracked(pose_of) else {
            return;
        };
        let dragged = Dragged::Unit { id, pose };
        let on_table = self
            .table
            .with_untracked(|t| self.layout.with_untracked(|l| dragged.keeps_on_table(l, t)));
        if !on_table {
            return self.say(Notice::error(OFF_TABLE, Vec::new()));
        }
        self.edit(|layout| {
            layout.move_unit(id, pose);
            Ok(())
        });
    }

    /// Changes unit `id` to `formation` by its ruleset's change rule, with the player's
    /// choices: one undo step. The old formation stays as a ghost until the next action.
    pub fn change_formation(&self, id: u32, formation: &str) {
        let Some(ruleset) = self.ruleset.get_untracked() else {
            return;
        };
        let ghost = self.table.with_untracked(|t| {
            t.unit(id)
                .map(|u| (u.pose, footprint_outline(&u.shaped.footprint)))
        });
        let anchor = self.anchor.get_untracked();
        let before = self
            .layout
            .with_untracked(|l| l.unit(id).map(|u| (u.troop.clone(), u.formation.clone())));
        // The way the player chose, where the rules give more than one (C-col-to-line).
        let rule = before.as_ref().map_or(0, |(troop, from)| {
            ruleset
                .troop(troop)
                .map_or(0, |t| t.change_rule_index(from, formation, anchor.method))
        });
        let before = before.map(|(_, from)| from);
        self.edit(|layout| layout.change_formation(&ruleset, id, formation, rule, &anchor));
        let after = self
            .layout
            .with_untracked(|l| l.unit(id).map(|u| u.formation.clone()));
        if after != before {
            self.ghost.set(ghost);
        }
    }

    /// Changes unit `id` by `change`, such as its basing or how its formation is shaped: one
    /// undo step, refused with the reason when the change is or the unit could not stand so.
    /// Bends of a column's tail past its last rank, as fewer bases or more files leave them,
    /// are dropped (C-flex).
    pub fn edit_unit(&self, id: u32, change: impl FnOnce(&mut LayoutUnit) -> Result<(), String>) {
        let Some(ruleset) = self.ruleset.get_untracked() else {
            return;
        };
        self.edit(|layout| {
            let unit = layout.unit_mut(id).ok_or("the unit is gone")?;
            change(unit)?;
            fit_bends(unit, &ruleset);
            place_unit(unit, &ruleset).map(|_| ())
        });
    }

    /// Sets basing field `field` of unit `id` from what the player `typed`: one undo step, or
    /// a notice saying why not.
    pub fn set_basing(&self, id: u32, field: BasingField, typed: &str) {
        self.edit_unit(id, |unit| field.set(&mut unit.basing, typed));
    }

    /// Sets the shape choice `field` of unit `id`'s formation from what the player `typed`:
    /// one undo step, or a notice saying why not.
    pub fn set_shape(&self, id: u32, field: ShapeField, typed: &str) {
        self.edit_unit(id, |unit| field.set(&mut unit.choices, typed));
    }

    /// Sets rank `rank` of unit `id`'s column to turn `typed` degrees from the rank ahead
    /// (C-flex), 0 to straighten it: one undo step, or a notice saying why not.
    pub fn set_bend(&self, id: u32, rank: u32, typed: &str) {
        self.edit_unit(id, |unit| {
            unit.choices.bend_at(rank, degrees("the turn", typed)?);
            Ok(())
        });
    }

    /// Lays unit `id`'s column along the road or track under its head (C-flex): one undo step,
    /// or a notice saying why not.
    pub fn follow_road(&self, id: u32) {
        let Some(ruleset) = self.ruleset.get_untracked() else {
            return;
        };
        let field = self.layout.with_untracked(|l| l.battlefield.clone());
        self.edit_unit(id, |unit| {
            let mut straight = unit.clone();
            straight.choices.bends.clear();
            let placed = place_unit(&straight, &ruleset)?;
            unit.choices.bends = bends_along_road(&placed, field.as_ref())?;
            Ok(())
        });
    }

    /// Straightens unit `id`'s column: one undo step.
    pub fn straighten(&self, id: u32) {
        self.edit_unit(id, |unit| {
            unit.choices.bends.clear();
            Ok(())
        });
    }

    /// Sets choice `field` for the next change of formation from what the player `typed`, or
    /// says why not.
    pub fn choose_for_next_change(&self, field: ChangeField, typed: &str) {
        let mut anchor = self.anchor.get_untracked();
        match field.set(&mut anchor, typed) {
            Ok(()) => self.anchor.set(anchor),
            Err(message) => self.say(Notice::error(message, Vec::new())),
        }
    }

    /// A click on base `base` of the selected unit: when its next change of formation keeps a
    /// base the player chooses, that base is chosen, and the notice says so.
    pub fn pick_base(&self, base: u32) {
        let (Some(id), Some(ruleset)) =
            (self.selection.get_untracked(), self.ruleset.get_untracked())
        else {
            return;
        };
        let picks = self.layout.with_untracked(|l| {
            l.unit(id).is_some_and(|u| {
                ruleset
                    .troop(&u.troop)
                    .is_some_and(|t| t.picks_a_base(&u.formation))
            })
        });
        if picks {
            self.anchor.update(|a| a.element = Some(base));
            self.say(Notice::info(format!(
                "Base {} will stay put at the next change of formation.",
                base + 1
            )));
        }
    }

    /// Renames unit `id`: one undo step, or a notice saying why the name was refused.
    pub fn rename(&self, id: u32, name: &str) {
        self.edit(|layout| layout.rename_unit(id, name));
    }

    /// Moves unit `id` one place earlier or later in its side's order of battle: one undo
    /// step.
    pub fn reorder(&self, id: u32, earlier: bool) {
        self.edit(|layout| {
            layout.reorder_unit(id, earlier);
            Ok(())
        });
    }

    /// Moves unit `id` to `side`: one undo step.
    pub fn set_side(&self, id: u32, side: PlayerSide) {
        self.edit(|layout| {
            layout
                .set_unit_side(id, side)
                .then_some(())
                .ok_or_else(|| "the unit is gone".to_owned())
        });
    }

    /// Adds a piece of terrain of `kind` in the middle of the view (or of the table, when the
    /// view's middle is off it), an area taking `shape`, and selects it: one undo step.
    pub fn add_terrain(&self, kind: TerrainKind, shape: QuickShape) {
        let middle = self.view.with_untracked(|v| v.min + v.size / 2.0);
        let mut added = None;
        self.edit(|layout| {
            let centre = match &layout.battlefield {
                Some(field) if !field.holds(Bounds::around([middle]), 0.0) => field.centre,
                _ => middle.round(),
            };
            added = Some(layout.add_terrain(TerrainPiece::quick(kind, shape, centre))?);
            Ok(())
        });
        if let Some(index) = added {
            self.select_piece(TablePiece::Terrain(index));
        }
    }

    /// Changes terrain piece `index` by `change`, such as its name: one undo step, or a notice
    /// saying why not.
    pub fn edit_terrain(
        &self,
        index: usize,
        change: impl FnOnce(&mut TerrainPiece) -> Result<(), String>,
    ) {
        self.edit(|layout| change(layout.terrain_mut(index).ok_or("the terrain is gone")?));
    }

    /// Removes the selected unit, with its brigade, or the selected terrain or zone: one undo
    /// step.
    pub fn remove_selected(&self) {
        if let Some(piece) = self.selected_piece.get_untracked() {
            self.edit(|layout| {
                layout.remove_piece(piece);
                Ok(())
            });
            self.selected_piece.set(None);
        }
        if let Some(id) = self.selection.get_untracked() {
            let brigade = self.brigade.get_untracked();
            self.edit(|layout| {
                for id in std::iter::once(id).chain(brigade) {
                    layout.remove_unit(id);
                }
                Ok(())
            });
            self.select(None);
        }
    }

    /// Adds a copy of the selected unit beside it (see [`copy_pose`]) and selects the copy:
    /// one undo step, or a notice saying why not.
    pub fn duplicate_selected(&self) {
        let Some(id) = self.selection.get_untracked() else {
            return;
        };
        let spot = self.table.with_untracked(|t| {
            self.layout
                .with_untracked(|l| copy_pose(t, id, l.battlefield.as_ref()))
        });
        let Some(pose) = spot else {
            return self.say(Notice::error(
                "There is no clear ground beside the unit for a copy: move it, or make room.",
                Vec::new(),
            ));
        };
        let mut copy = None;
        self.edit(|layout| {
            copy = Some(layout.duplicate_unit(id, pose)?);
            Ok(())
        });
        if copy.is_some() {
            self.select(copy);
        }
    }

    /// Copies the selected unit, with its brigade, for [`Editor::paste`].
    pub fn copy_selected(&self) {
        let Some(id) = self.selection.get_untracked() else {
            return;
        };
        let (ruleset, units) = self.layout.with_untracked(|l| {
            let units: Vec<LayoutUnit> = l
                .units
                .iter()
                .filter(|u| u.id == id || self.brigade.with_untracked(|b| b.contains(&u.id)))
                .cloned()
                .collect();
            (l.ruleset.clone(), units)
        });
        let count = units.len();
        self.copied.set_value(Some((ruleset, units)));
        let plural = if count == 1 { "" } else { "s" };
        self.say(Notice::info(format!(
            "Copied {count} unit{plural}: Ctrl+V puts a copy in the middle of the view, on this table or another of the same rules."
        )));
    }

    /// Puts a copy of the units last copied in the middle of the view (or of the players'
    /// table, when the view's middle is off it), keeping their places beside each other, and
    /// selects them as one brigade: one undo step, or a notice saying why not.
    pub fn paste(&self) {
        let Some((ruleset, units)) = self.copied.get_value() else {
            return;
        };
        if self.layout.with_untracked(|l| l.ruleset != ruleset) {
            return self.say(Notice::error(
                "The copied units are of other rules than this table's: open a table of their rules to paste them.",
                Vec::new(),
            ));
        }
        let Some(rules) = self.ruleset.get_untracked() else {
            return;
        };
        let middle = self.view.with_untracked(|v| v.min + v.size / 2.0);
        let group = Bounds::around(units.iter().map(|u| u.pose.position()));
        // The copies as they stood, to find clear ground for them.
        let placed: Vec<PlacedUnit> = match units.iter().map(|u| place_unit(u, &rules)).collect() {
            Ok(placed) => placed,
            Err(why) => return self.say(Notice::error(why, Vec::new())),
        };
        let shift = self.layout.with_untracked(|layout| {
            let at = match &layout.battlefield {
                Some(field) if !field.holds(Bounds::around([middle]), 0.0) => field.centre,
                _ => middle,
            };
            let wanted = (at - (group.min + group.max) / 2.0).round();
            self.table.with_untracked(|table| {
                paste_shift(table, &placed, wanted, layout.battlefield.as_ref())
            })
        });
        let Some(shift) = shift else {
            let group = placed.iter().fold(Bounds::EMPTY, |b, u| b.union(u.bounds));
            let too_big = self.layout.with_untracked(|l| {
                l.battlefield.as_ref().is_some_and(|f| {
                    group
                        .size()
                        .cmpgt(glam::Vec2::new(f.width_mm, f.depth_mm))
                        .any()
                })
            });
            let why = if too_big {
                OFF_TABLE
            } else {
                "There is no clear ground for the copies near the middle of the view: pan to open ground, or make room."
            };
            return self.say(Notice::error(why, Vec::new()));
        };
        let mut pasted = Vec::new();
        self.edit(|layout| {
            pasted = layout.paste_units(&units, shift.round())?;
            Ok(())
        });
        if !pasted.is_empty() {
            self.select_all(&pasted);
        }
    }

    /// The editor the components share.
    pub fn get() -> Self {
        expect_context::<Editor>()
    }

    /// Says that the history has a new step or went through one: the undo and redo flags,
    /// and the table's save.
    fn refresh_history_flags(&self) {
        let flags = self.history.with_value(|h| (h.can_undo(), h.can_redo()));
        self.can_undo_redo.set(flags);
        self.committed.notify();
    }

    /// Lets the ghost of a changed formation go.
    fn clear_ghost(&self) {
        if self.ghost.with_untracked(Option::is_some) {
            self.ghost.set(None);
        }
    }

    /// Applies one edit as one undo step. A refused edit changes nothing and says why.
    pub fn edit(&self, change: impl FnOnce(&mut Layout) -> Result<(), String>) {
        let mut after = self.layout.get_untracked();
        // Every edit passes the same gate as a link or a file: the table's budget.
        match change(&mut after).and_then(|()| after.check()) {
            Ok(()) => self.put(after),
            Err(message) => self.say(Notice::error(message, Vec::new())),
        }
    }

    /// Puts `layout`, which has passed the table's checks (an edit, or what a link or a file
    /// opened), on the table as one undo step, unless it is the table already.
    pub fn put(&self, layout: Layout) {
        self.clear_ghost();
        if self.layout.with_untracked(|before| *before == layout) {
            return;
        }
        let before = self.layout.try_update(|now| std::mem::replace(now, layout));
        if let Some(before) = before {
            self.history.update_value(|h| h.record(before));
        }
        self.refresh_history_flags();
        self.forget_stale_notice();
    }

    /// Takes away a notice about the table as it was, once the table has changed: what it
    /// said is stale. A notice offering something (a table that stopped the page) stays until
    /// the player answers it.
    fn forget_stale_notice(&self) {
        if self
            .notice
            .with_untracked(|n| n.as_ref().is_some_and(|n| n.actions.is_empty()))
        {
            self.notice.set(None);
        }
    }

    /// Goes back one edit.
    pub fn undo(&self) {
        let current = self.layout.get_untracked();
        if let Some(previous) = self.history.try_update_value(|h| h.undo(current)).flatten() {
            self.step_through_history(previous);
        }
    }

    /// Goes forward one edit.
    pub fn redo(&self) {
        let current = self.layout.get_untracked();
        if let Some(next) = self.history.try_update_value(|h| h.redo(current)).flatten() {
            self.step_through_history(next);
        }
    }

    /// Puts `layout`, from the undo history, on the table; a table of another ruleset (a new
    /// table, or an opened one, undone) is fitted to the view as it was when first opened.
    fn step_through_history(&self, layout: Layout) {
        self.clear_ghost();
        let other_table = self
            .layout
            .with_untracked(|now| now.ruleset != layout.ruleset);
        self.layout.set(layout);
        self.refresh_history_flags();
        self.forget_stale_notice();
        if other_table {
            self.fit_view();
        }
    }

    /// Plays the table by the ruleset `id`: the players' table, its zones and terrain and the
    /// units of a kind the new rules have are kept ([`Layout::under_rules`]), the rest listed.
    /// The page's untouched opening table (nothing to undo, no players' table) gives way to an
    /// empty one instead. One undo step brings back the rules and the table as they were.
    pub fn start_table(&self, id: &str) {
        let untouched = !self.history.with_value(|h| h.can_undo())
            && self.layout.with_untracked(|l| l.battlefield.is_none());
        if untouched {
            self.start_empty_table(id);
            return;
        }
        let Some((reference, new)) = self.library.with_untracked(|lib| {
            let reference = lib.reference(id)?;
            Some((reference, lib.get(id)?.ruleset.clone()))
        }) else {
            return;
        };
        let Some(old) = self.ruleset.get_untracked() else {
            return;
        };
        let mut kept = (0, Vec::new());
        self.edit(|layout| {
            let changed = layout.under_rules(&old, reference, &new);
            kept = (changed.layout.units.len(), changed.left_out);
            *layout = changed.layout;
            Ok(())
        });
        self.select(None);
        self.fit_view();
        let (units, left_out) = kept;
        if units + left_out.len() > 0 {
            let mut said = format!(
                "Now played by \"{}\": the table and {units} unit{} kept.",
                new.name,
                if units == 1 { "" } else { "s" }
            );
            if !left_out.is_empty() {
                // A few names, and how many more: a notice stays a few lines long.
                let named = left_out.len().min(8);
                let more = match left_out.len() - named {
                    0 => String::new(),
                    more => format!(" and {more} more"),
                };
                said += &format!(
                    " {} had no troop type of their kind and were left out: {}{more}.",
                    left_out.len(),
                    left_out[..named].join(", ")
                );
            }
            said += " Undo brings back the rules before.";
            self.say(Notice::info(&said));
        }
    }

    /// Starts a new, empty table with the ruleset `id`. The old table stays one undo away.
    pub fn start_empty_table(&self, id: &str) {
        let Some(reference) = self.library.with_untracked(|lib| lib.reference(id)) else {
            return;
        };
        let had_units = !self.layout.with_untracked(|l| l.units.is_empty());
        self.edit(|layout| {
            *layout = Layout::new(reference);
            Ok(())
        });
        self.select(None);
        self.fit_view();
        if had_units {
            self.say(Notice::info(
                "Started a new table. Undo brings back the one before.",
            ));
        }
    }

    /// Adds a unit of troop type `troop` where new units of its side arrive (in its
    /// deployment zone, beside the last, facing the enemy's edge; on an open plane, below what
    /// is there), and selects it.
    pub fn add_unit(&self, troop: &str) {
        let Some(ruleset) = self.ruleset.get_untracked() else {
            return;
        };
        let side = self.side.get_untracked();
        let mut added = None;
        self.edit(|layout| {
            let id = layout.add_unit(&ruleset, troop, side, Pose::default())?;
            let unit = layout.unit_mut(id).ok_or("the new unit is gone")?;
            let size = place_unit(unit, &ruleset)?.shaped.footprint.bounds().size();
            unit.pose = self.table.with_untracked(|t| arrival_pose(t, side, size));
            added = Some(id);
            Ok(())
        });
        if added.is_some() {
            self.select(added);
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

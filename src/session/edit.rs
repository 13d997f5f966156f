//! The door every one-step edit of the table comes in by.

use super::{Edit, Ground, Outcome, Session};
use crate::fields::set_terrain_width;
use crate::layout::Layout;

impl Session {
    /// Applies `edit` on `ground` as one undo step, or refuses it with the reason, changing
    /// nothing; and says what it did. A drag under way is let go first, as a step of its own:
    /// a key pressed mid-drag never folds the drag into its edit.
    pub fn edit(&mut self, edit: Edit, ground: &Ground) -> Outcome {
        let mut out = Outcome::default();
        self.drop_held(ground, &mut out);
        if self.shown.is_some() && !edit.fits_a_kept_turn() {
            self.refuse_on_kept_turn(&mut out);
            return out;
        }
        match edit {
            Edit::Nudge { shift, turn } => self.nudge(shift, turn, ground, &mut out),
            Edit::PlayBy(id) => self.play_by(&id, ground, &mut out),
            Edit::Pose { id, pose } => self.pose_unit(id, pose, ground, &mut out),
            ref place @ Edit::Place { .. } => self.place(place, ground, &mut out),
            Edit::Charge { id, end } => {
                // One undo step: the move, with where it began recorded (D-flank, D-rear).
                self.change(&mut out, |layout| {
                    layout.charge_unit(id, end);
                    Ok(())
                });
            }
            Edit::ChangeFormation {
                id,
                formation,
                choices,
                rule,
            } => self.change_formation(id, &formation, &choices, rule, ground, &mut out),
            Edit::SetUnit { id, field, typed } => {
                self.set_unit_field(id, field, &typed, ground, &mut out)
            }
            Edit::FollowRoad(id) => self.follow_road(id, ground, &mut out),
            Edit::Straighten(id) => self.edit_unit(id, ground, &mut out, |unit| {
                unit.choices.bends.clear();
                Ok(())
            }),
            Edit::Rename { id, name } => {
                self.change(&mut out, |layout| layout.rename_unit(id, &name));
            }
            Edit::SetOrder { id, order } => {
                self.change(&mut out, |layout| {
                    let unit = layout.unit_mut(id).ok_or("the unit is gone")?;
                    unit.order = (!order.is_empty()).then_some(order);
                    Ok(())
                });
            }
            Edit::Reorder { id, earlier } => {
                self.change(&mut out, |layout| {
                    layout.reorder_unit(id, earlier);
                    Ok(())
                });
            }
            Edit::SetSide { id, side } => {
                self.change(&mut out, |layout| {
                    (layout.set_unit_side(id, side))
                        .then_some(())
                        .ok_or_else(|| "the unit is gone".to_owned())
                });
            }
            Edit::AddUnit { troop, side } => self.add_unit(&troop, side, ground, &mut out),
            Edit::RemoveSelected => self.remove_selected(&mut out),
            Edit::DuplicateSelected => self.duplicate_selected(ground, &mut out),
            Edit::CopySelected => self.copy_selected(&mut out),
            Edit::Paste { middle } => self.paste(middle, ground, &mut out),
            Edit::NameBrigade(name) => {
                let units = self.selection.units();
                self.change(&mut out, |layout| {
                    layout.name_brigade(&units, &name).map(|_| ())
                });
            }
            Edit::BreakUpBrigade(index) => {
                self.change(&mut out, |layout| {
                    layout.break_up_brigade(index);
                    Ok(())
                });
            }
            Edit::ReorderBrigade { index, earlier } => {
                self.change(&mut out, |layout| {
                    layout.reorder_brigade(index, earlier);
                    Ok(())
                });
            }
            Edit::AddTerrain {
                kind,
                shape,
                middle,
            } => self.add_terrain(kind, shape, middle, &mut out),
            Edit::RenameTerrain { index, name } => {
                self.change(&mut out, |layout| layout.rename_terrain(index, &name));
            }
            Edit::SetTerrainWidth { index, typed, unit } => {
                self.edit_terrain(index, &mut out, |piece| {
                    set_terrain_width(piece, &typed, unit)
                })
            }
            Edit::AddPoint(piece) => {
                self.change(&mut out, |layout| layout.add_point(piece, None).map(|_| ()));
            }
            Edit::RemovePoint(piece) => {
                self.change(&mut out, |layout| layout.remove_point(piece, None));
            }
            Edit::PointAt {
                piece,
                at,
                grab,
                reach,
            } => {
                self.change(&mut out, |layout| {
                    layout.point_at(piece, at, grab, reach).map(|_| ())
                });
            }
            Edit::SetTable(size) => self.set_table(size, ground, &mut out),
            Edit::ResizeTable { field, typed } => {
                self.resize_table(field, &typed, ground, &mut out)
            }
            Edit::RenameTable(name) => {
                self.change(&mut out, |layout| layout.rename_table(&name));
            }
            Edit::SetAllowance { troop, typed } => {
                self.set_allowance(&troop, &typed, ground, &mut out)
            }
            Edit::SetScale(scale) => {
                self.change(&mut out, |layout| {
                    layout.scale = scale;
                    Ok(())
                });
            }
            Edit::SetZone { side, choice } => self.set_zone(side, choice, ground, &mut out),
            Edit::SetStripDepth { side, typed } => {
                self.set_strip_depth(side, &typed, ground, &mut out)
            }
            Edit::NewTurn => {
                self.change(&mut out, Layout::new_turn);
            }
            Edit::GoOnFrom(turn) => self.go_on_from(turn, &mut out),
            Edit::ShowTurn(turn) => self.show_turn(turn, &mut out),
            Edit::NoteTurn(text) => {
                let turn = self.shown_layout().turn;
                self.change(&mut out, |layout| {
                    layout.write_notes(turn, |notes| notes.set_turn(&text))
                });
            }
            Edit::NoteUnit { id, text } => {
                let turn = self.shown_layout().turn;
                self.change(&mut out, |layout| {
                    layout.write_notes(turn, |notes| notes.set_unit(id, &text))
                });
            }
            Edit::BackToDeployment => self.back_to_deployment(&mut out),
            Edit::Drill { brigade, order } => self.drill(brigade, &order, ground, &mut out),
        }
        out
    }
}

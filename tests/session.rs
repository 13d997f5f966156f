//! The edit session: every intent the page and the command line send, applied natively, with
//! the undo steps, notices and selections they give; and any sequence of intents undone whole.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::drill::{BrigadeForm, DrillOrder, SpacingChoice};
use drillbook::fields::{
    BasingField, DetachField, PlaceField, ShapeField, TableSizeField, ZoneChoice,
};
use drillbook::geom::Pose;
use drillbook::layout::{Layout, OFF_TABLE, PlayerSide, RulesetRef, TABLE_SIZES, TablePiece};
use drillbook::rules::{AnchorChoices, DistanceUnit, Library, Scale};
use drillbook::session::{
    Edit, Ground, HistoryStep, Intent, Outcome, Session, UnitField, played_ruleset,
};
use drillbook::table::{Grip, Motion, Snapping, resolve};
use drillbook::terrain::{QuickShape, TerrainKind};
use glam::Vec2;
use proptest::prelude::*;

const RULES: &str = "figure-scale";

/// A session with the built-in rulesets, placing the table afresh for every intent as the
/// page's memos would.
struct Desk {
    library: Library,
    session: Session,
}

impl Desk {
    /// A 6×4 ft table of the figure-scale rules with a battalion of each side facing each
    /// other and one more of the first side beside the first.
    fn new() -> (Self, [u32; 3]) {
        let library = Library::builtin().expect("built-ins");
        let reference = library.reference(RULES).expect("figure-scale");
        let mut desk = Self {
            session: Session::new(Layout::new(reference)),
            library,
        };
        desk.apply(Edit::SetTable(Some(TABLE_SIZES[0])));
        let mut ids = [0; 3];
        for (slot, side) in [(0, 0), (1, 1), (2, 0)] {
            desk.apply(Edit::AddUnit {
                troop: "line-infantry".into(),
                side: PlayerSide(side),
            });
            ids[slot] = desk
                .session
                .selection()
                .lead()
                .expect("the new unit is selected");
        }
        (desk, ids)
    }

    fn apply(&mut self, step: impl Into<Step>) -> Outcome {
        let ruleset = played_ruleset(&self.library, self.session.layout());
        let table = ruleset
            .as_ref()
            .map(|r| resolve(self.session.layout(), r))
            .unwrap_or_default();
        let ground = Ground {
            library: &self.library,
            ruleset: ruleset.as_ref(),
            table: &table,
        };
        match step.into() {
            Step::Intent(intent) => self.session.apply(intent, &ground),
            Step::Edit(edit) => self.session.edit(edit, &ground),
        }
    }

    fn layout(&self) -> &Layout {
        self.session.layout()
    }

    fn pose(&self, id: u32) -> Pose {
        self.layout().unit(id).expect("the unit").pose
    }

    /// Undoes every step, and says how many there were.
    fn undo_all(&mut self) -> usize {
        let mut steps = 0;
        while self.session.can_undo_redo().0 {
            assert_eq!(self.apply(Intent::Undo).history, Some(HistoryStep::Undone));
            steps += 1;
        }
        steps
    }
}

/// What a player does: something the table itself does, or an edit.
#[derive(Clone, Debug)]
enum Step {
    Intent(Intent),
    Edit(Edit),
}

impl From<Intent> for Step {
    fn from(intent: Intent) -> Self {
        Step::Intent(intent)
    }
}

impl From<Edit> for Step {
    fn from(edit: Edit) -> Self {
        Step::Edit(edit)
    }
}

fn close(a: Vec2, b: Vec2) -> bool {
    a.distance(b) < 0.01
}

fn moved_by(id: u32, from: Pose, pointer: Vec2) -> Grip {
    Grip::Move {
        id,
        pointer,
        pose: from,
        base: None,
    }
}

fn motion(at: Vec2, snapping: Option<Snapping>) -> Motion {
    Motion {
        at,
        snapping,
        turn_step: 15.0,
    }
}

#[test]
fn selecting_changes_the_selection_and_never_the_table_or_its_history() {
    let (mut desk, [a, b, c]) = desk_of_three();
    let before = desk.layout().clone();
    let out = desk.apply(Intent::Select(Some(b)));
    assert!(out.selection_changed && !out.layout_changed && out.history.is_none());
    assert_eq!(desk.session.selection().units(), vec![b]);
    assert!(
        !desk.apply(Intent::Select(Some(b))).selection_changed,
        "the same selection again"
    );
    desk.apply(Intent::JoinSelection(c));
    assert_eq!(desk.session.selection().units(), vec![b, c]);
    desk.apply(Intent::SelectUnits(vec![a, c]));
    assert!(desk.session.selection().holds(c) && !desk.session.selection().holds(b));
    desk.apply(Intent::SelectPiece(TablePiece::Zone(PlayerSide(0))));
    assert_eq!(desk.session.selection().lead(), None);
    assert_eq!(
        desk.session.selection().piece(),
        Some(TablePiece::Zone(PlayerSide(0)))
    );
    desk.apply(Intent::Select(None));
    assert!(desk.session.selection().units().is_empty());
    assert_eq!(desk.layout(), &before);
}

fn desk_of_three() -> (Desk, [u32; 3]) {
    let (mut desk, ids) = Desk::new();
    // The units as added are the history's first steps; these tests start after them.
    desk.session = Session::new(desk.layout().clone());
    (desk, ids)
}

#[test]
fn a_named_brigade_is_selected_whole_from_any_of_its_units() {
    let (mut desk, [a, _, c]) = desk_of_three();
    desk.apply(Intent::SelectUnits(vec![a, c]));
    let out = desk.apply(Edit::NameBrigade("Picton".into()));
    assert_eq!(out.history, Some(HistoryStep::Recorded));
    desk.apply(Intent::Select(None));
    desk.apply(Intent::SelectWithBrigade(c));
    assert_eq!(desk.session.selection().units(), vec![c, a]);
    desk.apply(Edit::BreakUpBrigade(0));
    assert!(desk.layout().brigades.is_empty());
    assert_eq!(desk.undo_all(), 2);
}

#[test]
fn a_brigade_drilled_is_one_undo_step_and_a_drill_with_no_room_changes_nothing() {
    let (mut desk, [a, b, c]) = desk_of_three();
    desk.apply(Intent::SelectUnits(vec![a, c]));
    desk.apply(Edit::NameBrigade("Picton".into()));
    desk.session = Session::new(desk.layout().clone());
    let before = desk.layout().clone();
    let order = DrillOrder {
        form: BrigadeForm::TwoLines,
        at: Pose::new(0.0, 300.0, 0.0),
        spacing: SpacingChoice::default(),
    };
    let out = desk.apply(Edit::Drill {
        brigade: 0,
        order: order.clone(),
    });
    assert_eq!(out.history, Some(HistoryStep::Recorded));
    let notice = out.notice.expect("told");
    assert!(notice.title.contains("Picton") && notice.lines.iter().any(|l| l.contains("A-9.24")));
    assert!(
        desk.pose(c).y > desk.pose(a).y,
        "the second line behind the first"
    );
    assert_eq!(desk.undo_all(), 1);
    assert_eq!(desk.layout(), &before);
    let onto_b = DrillOrder {
        at: desk.pose(b),
        ..order
    };
    let out = desk.apply(Edit::Drill {
        brigade: 0,
        order: onto_b,
    });
    assert!(out.notice.expect("refused").error);
    assert_eq!(out.history, None);
    assert_eq!(desk.layout(), &before);
}

#[test]
fn a_drag_is_one_undo_step_however_many_frames_it_takes() {
    let (mut desk, [a, _, _]) = desk_of_three();
    let first = desk.layout().clone();
    let from = desk.pose(a);
    desk.apply(Intent::Select(Some(a)));
    desk.apply(Intent::Grab(moved_by(a, from, from.position())));
    for step in 1..=5 {
        let at = from.position() + Vec2::new(10.0 * step as f32, 0.0);
        let out = desk.apply(Intent::DragTo(motion(at, None)));
        assert!(out.layout_changed && out.history.is_none(), "frame {step}");
        assert!(desk.session.dragging_units());
    }
    assert!(close(
        desk.pose(a).position(),
        from.position() + Vec2::new(50.0, 0.0)
    ));
    let dropped = desk.apply(Intent::Drop);
    assert_eq!(dropped.history, Some(HistoryStep::Recorded));
    assert!(!desk.session.dragging());
    desk.apply(Intent::Undo);
    assert_eq!(desk.layout(), &first);
    assert!(!desk.session.can_undo_redo().0, "the drag was one step");
}

#[test]
fn a_dragged_unit_carries_its_brigade_and_a_cancelled_drag_leaves_no_trace() {
    let (mut desk, [a, _, c]) = desk_of_three();
    let (from_a, from_c) = (desk.pose(a), desk.pose(c));
    desk.apply(Intent::SelectUnits(vec![a, c]));
    desk.apply(Intent::Grab(moved_by(a, from_a, from_a.position())));
    let shift = Vec2::new(0.0, -60.0);
    desk.apply(Intent::DragTo(motion(from_a.position() + shift, None)));
    assert!(
        close(desk.pose(c).position(), from_c.position() + shift),
        "carried along"
    );
    let cancelled = desk.apply(Intent::CancelDrag);
    assert!(cancelled.layout_changed && cancelled.history.is_none());
    assert_eq!(desk.pose(a), from_a);
    assert_eq!(desk.pose(c), from_c);
    assert!(!desk.session.can_undo_redo().0);
}

#[test]
fn a_drag_off_the_players_table_is_refused_and_said_once() {
    let (mut desk, [a, _, _]) = desk_of_three();
    let from = desk.pose(a);
    desk.apply(Intent::Grab(moved_by(a, from, from.position())));
    let far = from.position() + Vec2::new(5_000.0, 0.0);
    let first = desk.apply(Intent::DragTo(motion(far, None)));
    assert_eq!(first.notice.map(|n| n.title), Some(OFF_TABLE.to_owned()));
    let again = desk.apply(Intent::DragTo(motion(far + Vec2::X, None)));
    assert!(again.notice.is_none(), "said once a drag");
    assert_eq!(desk.pose(a), from, "the unit stays on the table");
    assert!(
        desk.apply(Intent::Drop).history.is_none(),
        "nothing changed, no step"
    );
}

#[test]
fn a_unit_dragged_near_an_enemy_snaps_into_contact() {
    let (mut desk, [a, b, _]) = desk_of_three();
    // The enemy's battalion, turned to face the first, a little more than a base away.
    let enemy = desk.pose(b);
    let from = desk.pose(a);
    let target = Pose::new(from.x, from.y - 80.0, 180.0);
    desk.apply(Edit::Pose {
        id: b,
        pose: target,
    });
    assert_ne!(desk.pose(b), enemy);
    desk.apply(Intent::Grab(moved_by(a, from, from.position())));
    let snapping = Snapping {
        reach_mm: 20.0,
        rear_support_mm: None,
    };
    desk.apply(Intent::DragTo(motion(
        from.position() + Vec2::new(0.0, -75.0),
        Some(snapping),
    )));
    desk.apply(Intent::Drop);
    // Front to front: the two front-centres meet, 5 mm short of where the pointer let go.
    let snapped = desk.pose(a).position();
    assert!(
        snapped.distance(target.position()) < 0.5,
        "snapped to {snapped}, not {target:?}"
    );
    let ruleset = played_ruleset(&desk.library, desk.layout()).expect("ruleset");
    assert!(
        resolve(desk.layout(), &ruleset).gap(a, b).is_none(),
        "touching"
    );
}

#[test]
fn a_unit_dropped_on_another_where_no_contact_is_found_goes_back_unless_snapping_is_held_off() {
    let (mut desk, [a, b, _]) = desk_of_three();
    let from = desk.pose(a);
    // The enemy turned 45°, so no face of the dragged line comes within the snapping angle.
    let enemy = Pose::new(from.x + 400.0, from.y - 300.0, 45.0);
    desk.apply(Edit::Pose { id: b, pose: enemy });
    let snapping = Snapping {
        reach_mm: 20.0,
        rear_support_mm: None,
    };
    let onto = from.position() + Vec2::new(400.0, -300.0);
    desk.apply(Intent::Grab(moved_by(a, from, from.position())));
    desk.apply(Intent::DragTo(motion(onto, Some(snapping))));
    assert_ne!(
        desk.pose(a),
        from,
        "the unit follows the pointer while dragged"
    );
    let dropped = desk.apply(Intent::Drop);
    let said = dropped.notice.expect("told why").title;
    assert!(said.contains("went back"), "{said}");
    assert!(dropped.history.is_none(), "no step");
    assert_eq!(desk.pose(a), from, "back where it began");

    // With snapping held off the player may put it there.
    desk.apply(Intent::Grab(moved_by(a, from, from.position())));
    desk.apply(Intent::DragTo(motion(onto, None)));
    let kept = desk.apply(Intent::Drop);
    assert_eq!(kept.history, Some(HistoryStep::Recorded));
    assert!(close(desk.pose(a).position(), onto));
}

#[test]
fn undoing_a_removal_selects_the_units_it_brings_back_and_redoing_it_lets_them_go() {
    let (mut desk, [a, _, c]) = desk_of_three();
    desk.apply(Intent::SelectUnits(vec![a, c]));
    desk.apply(Edit::RemoveSelected);
    assert!(desk.session.selection().units().is_empty());
    let back = desk.apply(Intent::Undo);
    assert!(back.selection_changed);
    assert_eq!(
        desk.session.selection().units(),
        vec![a, c],
        "what came back is selected"
    );
    desk.apply(Intent::Redo);
    assert!(
        desk.session.selection().units().is_empty(),
        "what went is not selected"
    );
}

#[test]
fn a_nudge_moves_the_selection_as_one_step_and_never_off_the_table() {
    let (mut desk, [a, _, c]) = desk_of_three();
    let (from_a, from_c) = (desk.pose(a), desk.pose(c));
    desk.apply(Intent::SelectUnits(vec![a, c]));
    let out = desk.apply(Edit::Nudge {
        shift: Vec2::new(5.0, 0.0),
        turn: 0.0,
    });
    assert_eq!(out.history, Some(HistoryStep::Recorded));
    assert!(close(
        desk.pose(a).position(),
        from_a.position() + Vec2::new(5.0, 0.0)
    ));
    assert!(close(
        desk.pose(c).position(),
        from_c.position() + Vec2::new(5.0, 0.0)
    ));
    let refused = desk.apply(Edit::Nudge {
        shift: Vec2::new(0.0, 9_000.0),
        turn: 0.0,
    });
    assert_eq!(refused.notice.map(|n| n.title), Some(OFF_TABLE.to_owned()));
    assert!(refused.history.is_none());
    assert_eq!(desk.undo_all(), 1);
    assert_eq!(desk.pose(a), from_a);
}

#[test]
fn unit_edits_are_each_one_step_and_a_refused_one_changes_nothing() {
    let (mut desk, [a, b, c]) = desk_of_three();
    let first = desk.layout().clone();
    let from = desk.pose(a);
    let steps: Vec<Edit> = vec![
        Edit::Place {
            id: a,
            field: PlaceField::Facing,
            typed: "90".into(),
        },
        Edit::Charge {
            id: b,
            end: Pose::new(desk.pose(b).x, desk.pose(b).y + 30.0, desk.pose(b).heading),
        },
        Edit::SetUnit {
            id: a,
            field: UnitField::Basing(BasingField::Bases),
            typed: "8".into(),
        },
        Edit::Rename {
            id: a,
            name: "1/45e de ligne".into(),
        },
        Edit::SetOrder {
            id: a,
            order: "reserve".into(),
        },
        Edit::Reorder {
            id: c,
            earlier: true,
        },
        Edit::SetSide {
            id: a,
            side: PlayerSide(2),
        },
        Edit::NewTurn,
        Edit::BackToDeployment,
    ];
    for intent in steps {
        let said = format!("{intent:?}");
        let out = desk.apply(intent);
        assert_eq!(
            out.history,
            Some(HistoryStep::Recorded),
            "{said}: {:?}",
            out.notice
        );
    }
    let unit = desk.layout().unit(a).expect("a");
    assert_eq!(unit.name, "1/45e de ligne");
    assert_eq!(unit.basing.bases, 8);
    assert_eq!(unit.order.as_deref(), Some("reserve"));
    assert_eq!(unit.side, PlayerSide(2));
    assert!(
        (unit.pose.heading - 90.0).abs() < 1e-3 && close(unit.pose.position(), from.position())
    );
    for refused in [
        Edit::Rename {
            id: a,
            name: "  ".into(),
        },
        Edit::SetUnit {
            id: a,
            field: UnitField::Basing(BasingField::Width),
            typed: "-3".into(),
        },
        Edit::SetUnit {
            id: 999,
            field: UnitField::Cannon,
            typed: "4".into(),
        },
        Edit::Place {
            id: a,
            field: PlaceField::Across,
            typed: "a mile".into(),
        },
    ] {
        let said = format!("{refused:?}");
        let kept = desk.layout().clone();
        let out = desk.apply(refused);
        assert!(
            out.notice.is_some_and(|n| n.error),
            "{said} is refused with a reason"
        );
        assert!(out.history.is_none() && !out.layout_changed, "{said}");
        assert_eq!(desk.layout(), &kept, "{said}");
    }
    assert_eq!(desk.undo_all(), 9);
    assert_eq!(desk.layout(), &first);
}

#[test]
fn a_change_of_formation_leaves_a_ghost_and_a_column_bends_and_straightens() {
    let (mut desk, [a, _, _]) = desk_of_three();
    let out = desk.apply(Edit::ChangeFormation {
        id: a,
        formation: "column".into(),
        choices: AnchorChoices::default(),
        rule: None,
    });
    assert_eq!(out.history, Some(HistoryStep::Recorded), "{:?}", out.notice);
    assert!(out.ghost.is_some_and(|g| !g.outline.is_empty()));
    assert_eq!(
        desk.layout().unit(a).map(|u| u.formation.as_str()),
        Some("column")
    );
    let stiff = desk.apply(Edit::SetUnit {
        id: a,
        field: UnitField::Bend(1),
        typed: "30".into(),
    });
    assert!(
        stiff.notice.is_some_and(|n| n.title.contains("tail bend")),
        "these rules' columns do not bend"
    );
    let no_road = desk.apply(Edit::FollowRoad(a));
    assert!(
        no_road.notice.is_some_and(|n| n.error),
        "no road under its head"
    );
    let same = desk.apply(Edit::ChangeFormation {
        id: a,
        formation: "column".into(),
        choices: AnchorChoices::default(),
        rule: None,
    });
    assert!(same.ghost.is_none(), "no ghost when the formation stays");

    // The element rules' columns bend at any rank (C-flex).
    desk.apply(Intent::NewTable("element-rules".into()));
    desk.apply(Edit::SetTable(Some(TABLE_SIZES[0])));
    desk.apply(Edit::AddUnit {
        troop: "heavy-infantry".into(),
        side: PlayerSide(0),
    });
    let column = desk.session.selection().lead().expect("added");
    desk.apply(Edit::ChangeFormation {
        id: column,
        formation: "column".into(),
        choices: AnchorChoices::default(),
        rule: None,
    });
    let bent = desk.apply(Edit::SetUnit {
        id: column,
        field: UnitField::Bend(2),
        typed: "45".into(),
    });
    assert_eq!(
        bent.history,
        Some(HistoryStep::Recorded),
        "{:?}",
        bent.notice
    );
    assert_eq!(
        desk.layout()
            .unit(column)
            .expect("there")
            .choices
            .bends
            .len(),
        1
    );
    desk.apply(Edit::Straighten(column));
    assert!(
        desk.layout()
            .unit(column)
            .expect("there")
            .choices
            .bends
            .is_empty()
    );
}

#[test]
fn adding_removing_duplicating_and_pasting_units() {
    let (mut desk, [a, _, c]) = desk_of_three();
    let first = desk.layout().clone();
    let added = desk.apply(Edit::AddUnit {
        troop: "light-infantry".into(),
        side: PlayerSide(1),
    });
    assert!(added.fit_view && added.selection_changed);
    let new = desk.session.selection().lead().expect("selected");
    assert_eq!(desk.layout().unit(new).map(|u| u.side), Some(PlayerSide(1)));
    desk.apply(Intent::Select(Some(a)));
    desk.apply(Edit::DuplicateSelected);
    let copy = desk.session.selection().lead().expect("the copy selected");
    assert_ne!(copy, a);
    desk.apply(Intent::SelectUnits(vec![a, c]));
    let copied = desk.apply(Edit::CopySelected);
    assert!(
        copied
            .notice
            .is_some_and(|n| n.title.starts_with("Copied 2 units"))
    );
    assert!(copied.history.is_none());
    let pasted = desk.apply(Edit::Paste {
        middle: Vec2::new(0.0, 300.0),
    });
    assert_eq!(
        pasted.history,
        Some(HistoryStep::Recorded),
        "{:?}",
        pasted.notice
    );
    assert_eq!(
        desk.session.selection().units().len(),
        2,
        "the copies selected"
    );
    assert_eq!(desk.layout().units.len(), 3 + 1 + 1 + 2);
    desk.apply(Edit::RemoveSelected);
    assert_eq!(desk.layout().units.len(), 5);
    assert!(desk.session.selection().units().is_empty());
    let refused = desk.apply(Edit::AddUnit {
        troop: "dragoons".into(),
        side: PlayerSide(0),
    });
    assert!(refused.notice.is_some_and(|n| n.error));
    assert_eq!(desk.undo_all(), 4);
    assert_eq!(desk.layout(), &first);
}

#[test]
fn terrain_and_the_players_table_are_edited_one_step_at_a_time() {
    let (mut desk, _) = desk_of_three();
    let first = desk.layout().clone();
    let added = desk.apply(Edit::AddTerrain {
        kind: TerrainKind::Wood,
        shape: QuickShape::Ellipse,
        middle: Vec2::new(100_000.0, 0.0),
    });
    assert_eq!(added.history, Some(HistoryStep::Recorded));
    let wood = TablePiece::Terrain(0);
    assert_eq!(desk.session.selection().piece(), Some(wood));
    let field = desk.layout().battlefield.clone().expect("a table");
    assert!(
        field.terrain[0]
            .points
            .iter()
            .all(|p| field.holds(drillbook::geom::Bounds::around([*p]), 1.0)),
        "a piece whose middle is off the table goes to the table's middle"
    );
    let points = field.terrain[0].points.len();
    desk.apply(Edit::AddPoint(wood));
    assert_eq!(
        desk.layout().battlefield.as_ref().unwrap().terrain[0]
            .points
            .len(),
        points + 1
    );
    desk.apply(Edit::RemovePoint(wood));
    desk.apply(Edit::RenameTerrain {
        index: 0,
        name: "Bois de Paris".into(),
    });
    desk.apply(Edit::AddTerrain {
        kind: TerrainKind::Road,
        shape: QuickShape::Ellipse,
        middle: Vec2::ZERO,
    });
    let width = desk.apply(Edit::SetTerrainWidth {
        index: 1,
        typed: "2".into(),
        unit: DistanceUnit::Inch,
    });
    assert_eq!(
        width.history,
        Some(HistoryStep::Recorded),
        "{:?}",
        width.notice
    );
    desk.apply(Edit::Nudge {
        shift: Vec2::new(0.0, 10.0),
        turn: 15.0,
    });
    for intent in [
        Edit::ResizeTable {
            field: TableSizeField::Width,
            typed: "60".into(),
        },
        Edit::RenameTable("Waterloo".into()),
        Edit::SetScale(Scale::InchesAsCm),
        Edit::SetAllowance {
            troop: "line-infantry".into(),
            typed: "7".into(),
        },
        Edit::SetZone {
            side: PlayerSide(1),
            choice: ZoneChoice::None,
        },
        Edit::SetStripDepth {
            side: PlayerSide(0),
            typed: "10".into(),
        },
    ] {
        let said = format!("{intent:?}");
        let out = desk.apply(intent);
        assert_eq!(
            out.history,
            Some(HistoryStep::Recorded),
            "{said}: {:?}",
            out.notice
        );
    }
    assert_eq!(desk.layout().name, "Waterloo");
    assert!(
        desk.layout()
            .battlefield
            .as_ref()
            .is_some_and(|f| f.zone(PlayerSide(1)).is_none())
    );
    desk.apply(Edit::SetZone {
        side: PlayerSide(0),
        choice: ZoneChoice::Shaped,
    });
    assert_eq!(
        desk.session.selection().piece(),
        Some(TablePiece::Zone(PlayerSide(0)))
    );
    let gone = desk.apply(Edit::RenameTerrain {
        index: 9,
        name: "Nowhere".into(),
    });
    assert!(gone.notice.is_some_and(|n| n.error));
    desk.apply(Edit::SetTable(None));
    assert!(desk.layout().battlefield.is_none());
    let refused = desk.apply(Edit::SetStripDepth {
        side: PlayerSide(0),
        typed: "4".into(),
    });
    assert!(
        refused
            .notice
            .is_some_and(|n| n.title.contains("table's size"))
    );
    desk.undo_all();
    assert_eq!(desk.layout(), &first);
}

#[test]
fn opening_restoring_and_changing_rules_of_whole_tables() {
    let (mut desk, _) = desk_of_three();
    let first = desk.layout().clone();
    let other = Layout::new(
        desk.library
            .reference("element-rules")
            .expect("element rules"),
    );
    let opened = desk.apply(Intent::Open(Box::new(other.clone())));
    assert!(opened.fit_view && opened.history == Some(HistoryStep::Recorded));
    assert_eq!(desk.layout(), &other);
    let back = desk.apply(Intent::Undo);
    assert!(
        back.fit_view,
        "another ruleset's table is fitted to the view"
    );
    assert_eq!(desk.layout(), &first);
    desk.apply(Intent::Redo);
    assert_eq!(desk.layout(), &other);
    desk.apply(Intent::Undo);
    let played = desk.apply(Edit::PlayBy("basing-only".into()));
    assert!(
        played
            .notice
            .is_some_and(|n| n.title.contains("Undo brings back the rules"))
    );
    assert!(
        matches!(&desk.layout().ruleset, RulesetRef::Builtin { id, .. } if id == "basing-only")
    );
    desk.apply(Intent::NewTable(RULES.into()));
    assert!(desk.layout().units.is_empty());
    let restored = desk.apply(Intent::Restore(Box::new(first.clone())));
    assert!(
        restored.layout_changed && restored.history.is_none(),
        "no undo step"
    );
    assert_eq!(desk.layout(), &first);
}

#[test]
fn the_command_lines_change_of_formation_takes_the_rule_it_is_given() {
    let (mut desk, [a, _, _]) = desk_of_three();
    let out = desk.apply(Edit::ChangeFormation {
        id: a,
        formation: "square".into(),
        choices: AnchorChoices::default(),
        rule: Some(0),
    });
    assert_eq!(out.history, Some(HistoryStep::Recorded), "{:?}", out.notice);
    let unknown = desk.apply(Edit::ChangeFormation {
        id: a,
        formation: "phalanx".into(),
        choices: AnchorChoices::default(),
        rule: Some(0),
    });
    assert!(unknown.notice.is_some_and(|n| n.error));
}

/// Any intent a player could send, on the desk's units and a few that are not there.
fn step() -> impl Strategy<Value = Step> {
    let id = prop_oneof![Just(1u32), Just(2), Just(3), Just(4), Just(77)];
    let at = (-900.0f32..900.0, -600.0f32..600.0).prop_map(|(x, y)| Vec2::new(x, y));
    let typed = prop_oneof![
        Just("8".to_owned()),
        Just("30".to_owned()),
        Just("-2".to_owned()),
        Just("".to_owned()),
        Just("1e9".to_owned()),
        Just("4 ft".to_owned()),
    ];
    let formation = prop_oneof![
        Just("line".to_owned()),
        Just("column".to_owned()),
        Just("square".to_owned()),
        Just("road-column".to_owned()),
    ];
    let side = (0u8..3).prop_map(PlayerSide);
    let piece = prop_oneof![
        Just(TablePiece::Terrain(0)),
        Just(TablePiece::Zone(PlayerSide(0)))
    ];
    let intents = prop_oneof![
        id.clone().prop_map(|id| Intent::Select(Some(id))),
        prop::collection::vec(id.clone(), 0..3).prop_map(Intent::SelectUnits),
        id.clone().prop_map(Intent::JoinSelection),
        piece.clone().prop_map(Intent::SelectPiece),
        (id.clone(), at.clone()).prop_map(|(id, at)| Intent::Grab(Grip::Move {
            id,
            pointer: at,
            pose: Pose::new(at.x, at.y, 0.0),
            base: None
        })),
        at.clone().prop_map(|at| Intent::DragTo(motion(at, None))),
        Just(Intent::Drop),
        Just(Intent::CancelDrag),
        Just(Intent::Undo),
        Just(Intent::Redo),
    ];
    let intents = prop_oneof![
        4 => intents,
        1 => Just(Intent::NewTable(RULES.into())),
    ];
    let edits = prop_oneof![
        (at.clone(), -45.0f32..45.0).prop_map(|(shift, turn)| Edit::Nudge {
            shift: shift / 10.0,
            turn
        }),
        (id.clone(), at.clone(), 0.0f32..360.0).prop_map(|(id, at, heading)| Edit::Pose {
            id,
            pose: Pose::new(at.x, at.y, heading)
        }),
        (id.clone(), typed.clone()).prop_map(|(id, typed)| Edit::Place {
            id,
            field: PlaceField::Across,
            typed
        }),
        (id.clone(), at.clone()).prop_map(|(id, at)| Edit::Charge {
            id,
            end: Pose::new(at.x, at.y, 0.0)
        }),
        (id.clone(), formation).prop_map(|(id, formation)| Edit::ChangeFormation {
            id,
            formation,
            choices: AnchorChoices::default(),
            rule: None
        }),
        (id.clone(), typed.clone()).prop_map(|(id, typed)| Edit::SetUnit {
            id,
            field: UnitField::Basing(BasingField::Bases),
            typed
        }),
        (id.clone(), typed.clone()).prop_map(|(id, typed)| Edit::SetUnit {
            id,
            field: UnitField::Bend(1),
            typed
        }),
        id.clone().prop_map(Edit::Straighten),
        (id.clone(), typed.clone()).prop_map(|(id, name)| Edit::Rename { id, name }),
        (id.clone(), any::<bool>()).prop_map(|(id, earlier)| Edit::Reorder { id, earlier }),
        (id.clone(), side.clone()).prop_map(|(id, side)| Edit::SetSide { id, side }),
        side.clone().prop_map(|side| Edit::AddUnit {
            troop: "light-infantry".into(),
            side
        }),
        Just(Edit::RemoveSelected),
        Just(Edit::DuplicateSelected),
        Just(Edit::CopySelected),
        at.clone().prop_map(|middle| Edit::Paste { middle }),
        typed.clone().prop_map(Edit::NameBrigade),
        (0usize..2).prop_map(Edit::BreakUpBrigade),
        at.clone().prop_map(|middle| Edit::AddTerrain {
            kind: TerrainKind::Wood,
            shape: QuickShape::Ellipse,
            middle
        }),
        piece.clone().prop_map(Edit::AddPoint),
        piece.prop_map(Edit::RemovePoint),
        typed.clone().prop_map(|typed| Edit::ResizeTable {
            field: TableSizeField::Depth,
            typed
        }),
        typed.clone().prop_map(|typed| Edit::SetAllowance {
            troop: "line-infantry".into(),
            typed
        }),
        side.prop_map(|side| Edit::SetZone {
            side,
            choice: ZoneChoice::Shaped
        }),
        Just(Edit::NewTurn),
        Just(Edit::BackToDeployment),
        Just(Edit::PlayBy("basing-only".into())),
    ];
    prop_oneof![
        1 => intents.prop_map(Step::Intent),
        3 => edits.prop_map(Step::Edit),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Whatever the player does, undoing every step gives back the table they began with.
    #[test]
    fn undoing_every_step_of_any_sequence_of_intents_gives_back_the_first_table(
        steps in prop::collection::vec(step(), 1..60)
    ) {
        let (mut desk, _) = desk_of_three();
        let first = desk.layout().clone();
        for step in steps {
            desk.apply(step);
        }
        desk.apply(Intent::Drop);
        desk.undo_all();
        prop_assert_eq!(desk.layout(), &first);
    }
}

#[test]
fn a_columns_files_its_skirmishers_a_brigades_place_and_a_point_are_each_one_step() {
    let (mut desk, [a, _, c]) = desk_of_three();
    let first = desk.layout().clone();
    desk.apply(Edit::ChangeFormation {
        id: a,
        formation: "column".into(),
        choices: AnchorChoices::default(),
        rule: None,
    });
    let files = desk.apply(Edit::SetUnit {
        id: a,
        field: UnitField::Shape(ShapeField::Files),
        typed: "3".into(),
    });
    assert_eq!(
        files.history,
        Some(HistoryStep::Recorded),
        "{:?}",
        files.notice
    );
    assert_eq!(desk.layout().unit(a).expect("a").choices.files, Some(3));
    // A battalion of eight bases sends one or two out.
    desk.apply(Edit::SetUnit {
        id: c,
        field: UnitField::Basing(BasingField::Bases),
        typed: "8".into(),
    });
    let out = desk.apply(Edit::SetUnit {
        id: c,
        field: UnitField::Detach(DetachField),
        typed: "1".into(),
    });
    assert_eq!(out.history, Some(HistoryStep::Recorded), "{:?}", out.notice);
    assert_eq!(desk.layout().unit(c).expect("c").detached, 1);
    let too_many = desk.apply(Edit::SetUnit {
        id: c,
        field: UnitField::Detach(DetachField),
        typed: "5".into(),
    });
    assert!(
        too_many.notice.is_some_and(|n| n.error),
        "more than its rules let it send"
    );

    desk.apply(Intent::SelectUnits(vec![c]));
    desk.apply(Edit::NameBrigade("Avant-garde".into()));
    desk.apply(Intent::SelectUnits(vec![a]));
    desk.apply(Edit::NameBrigade("Reserve".into()));
    // The brigades stand in the order of battle as their units do: the reserve's first.
    let order = |desk: &Desk| {
        let at = |id| desk.layout().units.iter().position(|u| u.id == id);
        (at(a), at(c))
    };
    let (first_a, first_c) = order(&desk);
    assert!(first_a < first_c);
    let moved = desk.apply(Edit::ReorderBrigade {
        index: 0,
        earlier: true,
    });
    assert_eq!(moved.history, Some(HistoryStep::Recorded));
    let (now_a, now_c) = order(&desk);
    assert!(now_c < now_a, "the avant-garde comes first now");

    // A double click on a zone's outline adds a point there; on the point, takes it away.
    let zone = TablePiece::Zone(PlayerSide(0));
    let corners = |desk: &Desk| {
        desk.layout()
            .battlefield
            .as_ref()
            .and_then(|f| f.zone(PlayerSide(0)))
            .map_or(0, |z| z.corners.len())
    };
    let before = corners(&desk);
    let edge = desk
        .layout()
        .battlefield
        .as_ref()
        .and_then(|f| f.zone(PlayerSide(0)))
        .map(|z| (z.corners[0] + z.corners[1]) / 2.0)
        .expect("a zone");
    let added = desk.apply(Edit::PointAt {
        piece: zone,
        at: edge,
        grab: 5.0,
        reach: 5.0,
    });
    assert_eq!(
        added.history,
        Some(HistoryStep::Recorded),
        "{:?}",
        added.notice
    );
    assert_eq!(corners(&desk), before + 1);
    desk.apply(Edit::PointAt {
        piece: zone,
        at: edge,
        grab: 5.0,
        reach: 5.0,
    });
    assert_eq!(corners(&desk), before);
    desk.undo_all();
    assert_eq!(desk.layout(), &first);
}

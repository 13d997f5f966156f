//! The table: an SVG whose user units are millimetres. Units are dragged with the pointer
//! (mouse, pen or touch); the view stays put while they move. Dragging the empty table pans
//! the view; the wheel, or two fingers pinching, zoom it. The selected unit's handle turns it
//! about its front-centre, and the squares beside its front corners wheel it about the other
//! front corner; its skirmishers are dragged one by one. Units Shift-clicked join the selected
//! one's brigade, which a drag, a turn or a wheel carries along as one; a box drawn with Shift
//! from open ground makes a brigade of the units in it. A dragged unit snaps into contact with a unit near it,
//! or behind a friend at the rear-support distance, unless a modifier key is held. A press on
//! terrain selects it; once selected it is dragged whole, or by the dot on one of its points.
//! Nothing is dragged past the players' table's edges. With Measure pressed, a drag measures
//! instead: point to point, or edge to edge from one unit to another.

use glam::Vec2;
use leptos::ev::{PointerEvent, WheelEvent};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::wasm_bindgen::closure::Closure;
use leptos::web_sys::{Element, MouseEvent, ResizeObserver, SvgElement, SvgGraphicsElement};

use crate::decimal::Decimal;
use crate::geom::{Bounds, polygon_contains};
use crate::layout::TablePiece;
use crate::render::{
    FINDING_MARK_GROUPS, HandleSpots, Layers, OVERLAY_LETTERS_PER_VIEW, battlefield_markup,
    dots_path, frame_path, side_fill_style, side_patterns, squares_path,
};
use crate::session::{Edit, Ghost, Intent};
use crate::table::{Grip, Motion, PieceFrame, Snapping, Table, joint_dots};
use crate::ui::board::delegate::clicked;
use crate::ui::board::unit_names::UnitNames;
use crate::ui::table_marks::{CoreLayer, DotHandles, Grid, Handles, Measurement};
use crate::ui::{Editor, UnitLayer};
use crate::viewport::ViewBox;

/// What the pointer holds while it is down.
#[derive(Clone, Copy)]
enum Hold {
    /// A unit, or one of its skirmishers, by a grip of the core's.
    Piece(Grip),
    /// The table itself, by the table point first under the pointer; and, for a press on
    /// open ground, where it came down on screen: a tap there (not a pan, nor the first
    /// finger of a pinch) lets go of the selection when it lifts.
    Table {
        pointer: Vec2,
        tapped_from: Option<Vec2>,
    },
    /// A measurement: where it began, and the unit it began on.
    Measure { from: Vec2, unit: Option<u32> },
    /// A box drawn to select the units in it, from the table point where it began.
    Select { from: Vec2 },
    /// Two fingers pinching: the view when they came down, the table point between them, and
    /// how far apart they were on screen.
    Pinch {
        view: ViewBox,
        about: Vec2,
        span: f32,
    },
}

/// A pointer move, as read when it happened: where it points on the table, whether a
/// modifier holds snapping off, the turning step, and the unit under it while measuring.
#[derive(Clone, Copy)]
struct PointerMove {
    at: Vec2,
    free: bool,
    step: f32,
    under: Option<u32>,
}

/// The turning handle's dot, as a fraction of the view's longer side: it stays the same size
/// on screen whatever the zoom.
const HANDLE_PER_VIEW: f32 = 110.0;

/// The least radius of a handle on screen, in CSS pixels, so a small screen still shows it.
const HANDLE_MIN_PX: f32 = 8.0;

/// The least radius of a handle on a touch screen, in CSS pixels: a finger's target is 44 px
/// across, the size phone platforms ask for.
const HANDLE_MIN_TOUCH_PX: f32 = 22.0;

/// Fewer screen pixels than this to a table millimetre, and the table is seen from afar: a
/// side's 2 mm stripes blend into a pale tint and a front edge is as wide as a rank, so each
/// side is drawn in its own solid colour and the edges thin (see `app.css`).
const FAR_PX_PER_MM: f32 = 1.5;

/// How many stripes of a striped side's bases fit across the view's longer side.
const STRIPES_PER_VIEW: f32 = 150.0;

/// How much one pixel of wheel travel zooms: 100 px (one notch) is a factor of about 1.16.
const ZOOM_PER_WHEEL_PIXEL: f32 = 0.0015;

/// Where the pointer is on screen, in CSS pixels.
fn client(event: &MouseEvent) -> Vec2 {
    Vec2::new(event.client_x() as f32, event.client_y() as f32)
}

/// The size on screen of the stage the table's SVG fills, CSS pixels, once it is mounted,
/// kept by a resize observer. (Written here, a few lines over the browser's API, rather than
/// taken from a helper crate, whose reactive wrappers cost the first load more than the
/// observer does.)
fn observed_size(stage_ref: NodeRef<leptos::html::Div>) -> ReadSignal<Option<Vec2>> {
    let size = RwSignal::new(None);
    let measure = Closure::<dyn Fn()>::new(move || {
        if let Some(stage) = stage_ref.get_untracked() {
            let pixels = Vec2::new(stage.client_width() as f32, stage.client_height() as f32);
            if size.get_untracked() != Some(pixels) {
                size.set(Some(pixels));
            }
        }
    });
    let observer = ResizeObserver::new(measure.as_ref().unchecked_ref()).ok();
    // The table is drawn once for the page's life: its observer lives as long.
    measure.forget();
    Effect::new(move |_| {
        if let (Some(stage), Some(observer)) = (stage_ref.get(), &observer) {
            observer.observe(&stage);
        }
    });
    size.read_only()
}

/// The table point at a screen position: mapped back through the SVG's own transform.
fn table_point_at(svg: &Element, at: Vec2) -> Option<Vec2> {
    let matrix = svg
        .dyn_ref::<SvgGraphicsElement>()?
        .get_screen_ctm()?
        .inverse()
        .ok()?;
    Some(Vec2::new(
        matrix.a() * at.x + matrix.c() * at.y + matrix.e(),
        matrix.b() * at.x + matrix.d() * at.y + matrix.f(),
    ))
}

/// The table point under the pointer.
fn table_point(svg: &Element, event: &MouseEvent) -> Option<Vec2> {
    table_point_at(svg, client(event))
}

/// The SVG an event is bound to, and the table point under the pointer.
fn svg_and_point(event: &MouseEvent) -> Option<(Element, Vec2)> {
    let svg: Element = event.current_target()?.dyn_into().ok()?;
    let point = table_point(&svg, event)?;
    Some((svg, point))
}

/// The number in the `data-<key>` field of what a pointer went down on, or around it.
fn number_under<T: std::str::FromStr>(event: &PointerEvent, key: &str) -> Option<T> {
    clicked(event, key)?.parse().ok()
}

/// Whether snapping is held off: while any modifier key is down.
fn free_move(event: &PointerEvent) -> bool {
    event.shift_key() || event.alt_key() || event.ctrl_key() || event.meta_key()
}

/// How near a face must come to another to snap to it: a sixtieth of the view across, so
/// about the same distance on screen whatever the zoom.
const SNAP_PER_VIEW: f32 = 60.0;

/// How far a press on open ground may wander on screen and still be a tap that lets go of
/// the selection, px: farther, it pans the table and the selection stays.
const TAP_SLOP_PX: f32 = 8.0;

/// How far outside a base a press still takes it, mm: the base's outline is drawn over its
/// edge.
const PICK_TOLERANCE_MM: f32 = 0.5;

/// How near a press must come to a piece of terrain to take it: a hundred-and-fiftieth of
/// the view across, so a thin wall can be taken at any zoom.
const TERRAIN_REACH_PER_VIEW: f32 = 150.0;

/// What the dots on a selected column's ranks do (C-flex).
const BEND_TITLE: &str = "Drag a dot to bend the column's tail there: by 15°, with Shift by 45°, with Alt by whole degrees";

/// What the dots on the selected terrain piece's points do.
const RESIZE_TITLE: &str = "Drag a square to resize the piece; the opposite corner stays put";
const SPIN_TITLE: &str =
    "Drag round to turn the piece whole: by 15°, with Shift by 45°, with Alt by whole degrees";
const CORNER_TITLE: &str = "Drag a dot to move that point; drag inside the piece to move it";

/// How finely the turning handle turns a unit, in degrees: by 15°, with Shift by 45°, and
/// with Alt by whole degrees (an exact facing is typed in the inspector).
fn turn_step(event: &PointerEvent) -> f32 {
    if event.alt_key() {
        1.0
    } else if event.shift_key() {
        45.0
    } else {
        15.0
    }
}

/// Takes the focus from the field that has it, if any: the field keeps what was typed, as
/// when the player leaves it.
fn leave_field() {
    let field = document()
        .active_element()
        .filter(|e| matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
        .and_then(|e| e.dyn_into::<leptos::web_sys::HtmlElement>().ok());
    if let Some(field) = field {
        let _ = field.blur();
    }
}

/// The unit drawn at the pointer. While the table holds the pointer captured, every event is
/// aimed at the table itself, so this asks the page what lies there.
fn unit_at(event: &PointerEvent) -> Option<u32> {
    unit_of(document().element_from_point(event.client_x() as f32, event.client_y() as f32)?)
}

/// The unit an element belongs to, from the `data-unit` of the group around it.
fn unit_of(element: Element) -> Option<u32> {
    element
        .closest("[data-unit]")
        .ok()??
        .get_attribute("data-unit")?
        .parse()
        .ok()
}

/// The table's element id: the skip link's target.
pub const TABLE_ID: &str = "table";

/// Keeps the keys on the table after an edit took away what held them (a unit removed, a
/// step undone): on the selected unit when there is one, else on the table itself.
pub fn keep_keys_on_table(editor: Editor) {
    request_animation_frame(move || {
        let find = |selector: &str| document().query_selector(selector).ok().flatten();
        let unit = editor
            .selected
            .lead_untracked()
            .and_then(|id| find(&format!("[data-unit=\"{id}\"]")));
        let target = unit.or_else(|| find(&format!("#{TABLE_ID}")));
        if let Some(target) = target.and_then(|t| t.dyn_into::<SvgElement>().ok()) {
            let _ = target.focus();
        }
    });
}

/// Every unit on the table, drawn at true scale.
#[component]
pub fn TableView() -> impl IntoView {
    let editor = Editor::get();
    // The hint asks for units only on a bare table: terrain has its own labels there.
    let empty = move || {
        editor.document.with_layout(|l| {
            l.units.is_empty() && l.battlefield.as_ref().is_none_or(|b| b.terrain.is_empty())
        })
    };
    let hold = StoredValue::new(None::<Hold>);
    // The pointers down on the table, by id, where they are on screen: two make a pinch.
    let fingers = StoredValue::new(Vec::<(i32, Vec2)>::new());

    // Pointer moves are applied once per animation frame: the last move of a frame wins.
    let pending = StoredValue::new(None::<PointerMove>);

    let measuring = RwSignal::new(false);
    // The box being drawn to select units, from one corner to the other.
    let boxed = RwSignal::new(None::<(Vec2, Vec2)>);
    let measured = RwSignal::new(None::<(Vec2, Vec2)>);
    // A drag cancelled puts back the table it began with, and makes no undo step.
    let cancel = move || {
        editor.apply(Intent::CancelDrag);
        pending.set_value(None);
        hold.set_value(None);
        boxed.set(None);
        fingers.set_value(Vec::new());
    };
    // Escape cancels a drag under way, clears a measurement, and lets go of the selected unit
    // (see the app's keys).
    let escape = window_event_listener(leptos::ev::keydown, move |event| {
        if event.key() == "Escape" {
            cancel();
            measured.set(None);
        }
    });
    on_cleanup(move || escape.remove());

    // Selecting and letting go both happen on pointer down: once the table captures the
    // pointer, the click that follows is aimed at the table itself.
    let on_down = move |event: PointerEvent| {
        // A press on the table takes the keys from the panel's field the player was typing in
        // (the press itself is kept from moving the focus), so the keys act on the table.
        leave_field();
        let unit = number_under(&event, "unit");
        let Some((svg, pointer)) = svg_and_point(&event) else {
            return;
        };
        fingers.update_value(|f| f.push((event.pointer_id(), client(&event))));
        if let [(_, a), (_, b)] = fingers.get_value()[..] {
            // A second finger: what the first one held is let go, and the two pinch.
            editor.apply(Intent::Drop);
            measured.set(None);
            if let Some(about) = table_point_at(&svg, a.midpoint(b)) {
                let view = editor.viewing.view().get_untracked();
                let span = a.distance(b);
                hold.set_value(Some(Hold::Pinch { view, about, span }));
            }
            let _ = svg.set_pointer_capture(event.pointer_id());
            return event.prevent_default();
        }
        let selected = editor.selected.lead_untracked();
        let grip = |make: &dyn Fn(&Table) -> Option<Grip>| editor.table.with_untracked(make);
        let mut handle = clicked(&event, "handle");
        let mut unit = unit;
        // A finger's press on a base takes that unit, though a handle's wide touch rim lies
        // over it at a phone's zoom: only a press off the bases turns or wheels. So does any
        // press on a base under a handle of the selected terrain, whose dots may cover a unit
        // standing in a small wood at a fitted view: zoomed in, they stand clear of it.
        let terrain_handle = matches!(handle.as_deref(), Some("corner" | "resize" | "spin"));
        if handle.is_some()
            && (terrain_handle || event.pointer_type() == "touch")
            && let Some(under) = editor.table.with_untracked(|t| t.unit_at(pointer))
        {
            handle = None;
            unit = Some(under);
        }
        // A dot on a point of the selected terrain or zone: the core finds the nearest point.
        let chosen_piece = editor.selected.piece_untracked();
        let corner = chosen_piece
            .filter(|_| handle.as_deref() == Some("corner"))
            .and_then(|piece| {
                editor.document.with_layout_untracked(|l| {
                    let outline = l.battlefield.as_ref()?.outline(piece)?;
                    Some((piece, outline.nearest_point(pointer)?))
                })
            });
        // A handle of the selected terrain's frame: the core finds which corner.
        let framed = chosen_piece
            .zip(handle.as_deref())
            .and_then(|(piece, name)| {
                editor
                    .document
                    .with_layout_untracked(|l| Grip::of_frame(l, piece, name, pointer))
            });
        let handle = selected.zip(handle);
        // The base of the selected unit under the pointer, and its number among the unit's
        // skirmishers: the core finds it, since a unit is drawn as a few paths.
        let taken = selected.filter(|_| unit == selected).and_then(|id| {
            editor.table.with_untracked(|t| {
                let unit = t.unit(id)?;
                let footprint = &unit.shaped.footprint;
                let base = footprint.base_at(unit.pose.to_local(pointer), PICK_TOLERANCE_MM)?;
                Some((id, base, footprint.figure_of(base)))
            })
        });
        let held = if let Some(grip) =
            handle.and_then(|(id, name)| grip(&|t| Grip::of_handle(&name, id, t, pointer)))
        {
            Hold::Piece(grip)
        } else if let Some((piece, corner)) = corner {
            Hold::Piece(Grip::Corner { piece, corner })
        } else if let Some(grip) = framed {
            Hold::Piece(grip)
        } else if measuring.get_untracked() {
            measured.set(Some((pointer, pointer)));
            Hold::Measure {
                from: pointer,
                unit,
            }
        } else if let Some(grip) = taken
            .and_then(|(id, _, figure)| Some((id, figure?)))
            .and_then(|(id, figure)| grip(&|t| Grip::of_figure(t, id, figure, pointer)))
        {
            // A skirmisher of the unit already selected is moved alone.
            Hold::Piece(grip)
        } else {
            let base = taken.map(|(_, base, _)| base as u32);
            // Shift on open ground draws a box: the units in it become one brigade.
            if event.shift_key() && unit.is_none() {
                boxed.set(Some((pointer, pointer)));
                hold.set_value(Some(Hold::Select { from: pointer }));
                let _ = svg.set_pointer_capture(event.pointer_id());
                return event.prevent_default();
            }
            // A selected zone is taken anywhere inside it; terrain under the pointer is taken
            // when it was selected, and a zone by its edge. Else a press selects what is under
            // it, and a drag pans the table as over open ground.
            let reach = editor
                .viewing
                .view()
                .with_untracked(|v| v.size.max_element())
                / TERRAIN_REACH_PER_VIEW;
            let terrain = editor.document.with_layout_untracked(|l| {
                let field = l.battlefield.as_ref()?;
                let inside_zone = chosen_piece.filter(|&piece| {
                    matches!(piece, TablePiece::Zone(_))
                        && field
                            .outline(piece)
                            .is_some_and(|o| polygon_contains(o.points, pointer, reach))
                });
                let piece = inside_zone
                    .or_else(|| field.terrain_at(pointer, reach).map(TablePiece::Terrain))
                    .or_else(|| field.zone_edge_at(pointer, reach).map(TablePiece::Zone))?;
                let grip = (chosen_piece == Some(piece))
                    .then(|| Grip::of_piece(l, piece, pointer))
                    .flatten();
                Some((piece, grip))
            });
            // Shift on a unit not yet selected adds it to the selected unit's brigade; Shift on
            // one of the selection drags it, and the brigade with it, freely.
            if let Some(id) = unit.filter(|&id| {
                event.shift_key() && selected.is_some() && !editor.selected.holds_untracked(id)
            }) {
                editor.apply(Intent::JoinSelection(id));
                return event.prevent_default();
            }
            // A press on one of the selection keeps it, so that the brigade moves as one; on
            // another unit it selects that unit's named brigade, or with Ctrl the unit alone.
            let alone = event.ctrl_key() || event.meta_key();
            match unit {
                Some(id) if alone => editor.apply(Intent::Select(Some(id))),
                Some(id) if !editor.selected.holds_untracked(id) => {
                    editor.apply(Intent::SelectWithBrigade(id))
                }
                Some(_) | None => {}
            }
            match (unit, terrain) {
                (Some(id), _) => {
                    let Some(pose) = editor
                        .document
                        .with_layout_untracked(|l| l.unit(id).map(|u| u.pose))
                    else {
                        return;
                    };
                    Hold::Piece(Grip::Move {
                        id,
                        pointer,
                        pose,
                        base,
                    })
                }
                (None, Some((piece, Some(grip)))) => {
                    editor.apply(Intent::SelectPiece(piece));
                    Hold::Piece(grip)
                }
                (None, Some((piece, None))) => {
                    editor.apply(Intent::SelectPiece(piece));
                    Hold::Table {
                        pointer,
                        tapped_from: None,
                    }
                }
                (None, None) => Hold::Table {
                    pointer,
                    tapped_from: Some(client(&event)),
                },
            }
        };
        event.prevent_default();
        // Without capture the drag still works while the pointer stays over the table.
        let _ = svg.set_pointer_capture(event.pointer_id());
        if let Hold::Piece(grip) = held {
            editor.apply(Intent::Grab(grip));
        }
        hold.set_value(Some(held));
    };
    let apply = move |motion: PointerMove| {
        let Some(held) = hold.get_value() else {
            return;
        };
        let at = motion.at;
        match held {
            Hold::Piece(_grip) => {
                let snapping = (!motion.free).then(|| Snapping {
                    reach_mm: editor
                        .viewing
                        .view()
                        .with_untracked(|v| v.size.max_element())
                        / SNAP_PER_VIEW,
                    rear_support_mm: editor
                        .ruleset
                        .with_untracked(|r| r.as_ref()?.support.as_ref().map(|s| s.rear_mm.value)),
                });
                let step = Motion {
                    at,
                    snapping,
                    turn_step: motion.step,
                };
                editor.apply(Intent::DragTo(step));
            }
            Hold::Table { pointer, .. } => editor
                .viewing
                .show(editor.viewing.view().get_untracked().panned(pointer - at)),
            Hold::Select { from } => boxed.set(Some((from, at))),
            Hold::Measure { from, unit } => {
                let edge_to_edge = unit
                    .zip(motion.under)
                    .filter(|(a, b)| a != b)
                    .and_then(|(a, b)| editor.table.with_untracked(|t| t.gap(a, b)));
                measured.set(Some(edge_to_edge.unwrap_or((from, at))));
            }
            Hold::Pinch { view, about, span } => {
                if let [(_, a), (_, b)] = fingers.get_value()[..] {
                    // Fingers twice as far apart show half as much table.
                    editor
                        .viewing
                        .show(view.zoomed(about, span / a.distance(b)));
                }
            }
        }
    };
    let flush = move || {
        if let Some(motion) = pending.try_update_value(Option::take).flatten() {
            apply(motion);
        }
    };
    let on_move = move |event: PointerEvent| {
        let id = event.pointer_id();
        fingers.update_value(|f| {
            if let Some(finger) = f.iter_mut().find(|(i, _)| *i == id) {
                finger.1 = client(&event);
            }
        });
        let (Some(held), Some((_, at))) = (hold.get_value(), svg_and_point(&event)) else {
            return;
        };
        let motion = PointerMove {
            at,
            free: free_move(&event),
            step: turn_step(&event),
            under: matches!(held, Hold::Measure { .. })
                .then(|| unit_at(&event))
                .flatten(),
        };
        let frame_asked = pending.get_value().is_some();
        pending.set_value(Some(motion));
        if !frame_asked {
            request_animation_frame(flush);
        }
    };
    let on_up = move |event: PointerEvent| {
        // The last move counts, even when its frame has not come yet.
        flush();
        let id = event.pointer_id();
        fingers.update_value(|f| f.retain(|(i, _)| *i != id));
        let held = hold.try_update_value(Option::take).flatten();
        if let Some((from, to)) = boxed.try_update(Option::take).flatten() {
            let within = editor
                .table
                .with_untracked(|t| t.units_within(Bounds::around([from, to])));
            editor.apply(Intent::SelectUnits(within));
        }
        if let Some(Hold::Table {
            tapped_from: Some(from),
            ..
        }) = held
            && from.distance(client(&event)) <= TAP_SLOP_PX
        {
            editor.apply(Intent::Select(None));
        }
        if let Some(Hold::Piece(grip)) = held {
            let still = !editor.let_go();
            if let (
                true,
                Grip::Move {
                    base: Some(base), ..
                },
            ) = (still, grip)
            {
                editor.pick_base(base);
            }
        }
    };
    // A double click on the selected terrain or zone takes away the point under it, or adds
    // one on its outline there: one undo step.
    let on_double_click = move |event: MouseEvent| {
        let (Some(piece), Some((_, at))) =
            (editor.selected.piece_untracked(), svg_and_point(&event))
        else {
            return;
        };
        let across = editor
            .viewing
            .view()
            .with_untracked(|v| v.size.max_element());
        let grab = across / HANDLE_PER_VIEW * 1.5;
        editor.edit(Edit::PointAt {
            piece,
            at,
            grab,
            reach: across / TERRAIN_REACH_PER_VIEW,
        });
    };
    let on_wheel = move |event: WheelEvent| {
        if let Some((_, about)) = svg_and_point(&event) {
            event.prevent_default();
            let pixels = match event.delta_mode() {
                WheelEvent::DOM_DELTA_LINE => 40.0,
                WheelEvent::DOM_DELTA_PAGE => 800.0,
                _ => 1.0,
            } * event.delta_y();
            let factor = (pixels as f32 * ZOOM_PER_WHEEL_PIXEL).exp();
            editor
                .viewing
                .show(editor.viewing.view().get_untracked().zoomed(about, factor));
        }
    };
    // The table's scale on screen, mm a pixel, as `meet` fits the view into the SVG, once the
    // SVG is mounted and its size known.
    let stage_ref = NodeRef::<leptos::html::Div>::new();
    let screen_size = observed_size(stage_ref);
    let mm_per_px = Memo::new(move |_| {
        let screen = screen_size.get()?.max(Vec2::ONE);
        Some(
            editor
                .viewing
                .view()
                .with(|v| (v.size / screen).max_element()),
        )
    });
    // A handle's radius on the table, mm: a share of the view, and never under
    // `HANDLE_MIN_PX` on screen.
    let least_px = if window().navigator().max_touch_points() > 0 {
        HANDLE_MIN_TOUCH_PX
    } else {
        HANDLE_MIN_PX
    };
    let handle_radius = Memo::new(move |_| {
        let at_least = least_px * mm_per_px.get().unwrap_or(0.0);
        editor
            .viewing
            .view()
            .with(|v| (v.size.max_element() / HANDLE_PER_VIEW).max(at_least))
    });
    // The selected unit's handles: drawn again when its shape or their size changes, and only
    // moved, by one transform, as it moves.
    let handle_spots = Memo::new(move |_| {
        let id = editor.selected.lead()?;
        let radius_mm = handle_radius.get();
        editor
            .table
            .with(|t| HandleSpots::on_table(t, id, radius_mm))
    });
    // The handles that bend the selected column's tail, where its rules let it (C-flex).
    let bends = Memo::new(move |_| {
        let id = editor.selected.lead()?;
        let radius_mm = handle_radius.get() * 0.8;
        let dots: Vec<Vec2> = editor
            .table
            .with(|t| joint_dots(t, id).map(|(_, at)| at).collect());
        (!dots.is_empty()).then(|| dots_path(&dots, radius_mm))
    });
    let handle_pose = Memo::new(move |_| {
        let id = editor.selected.lead()?;
        editor.table.with(|t| t.unit(id).map(|u| u.pose))
    });
    // Drawn again only when the players' table changes, never as a unit is dragged.
    let field = Memo::new(move |_| editor.document.with_layout(|l| l.battlefield.clone()));
    let battlefield = Memo::new(move |_| {
        field
            .with(|f| f.as_ref().map(battlefield_markup))
            .unwrap_or_default()
    });
    // The overlays as the reader last drew them; the layer is written again only when they
    // changed, not at every reading (the findings' marks stand still while another unit is
    // dragged).
    let overlays = Memo::new(move |_| editor.feedback.reading().with(|r| r.overlays.clone()));
    // The findings' marks, a layer a group: a reading rewrites only the groups that changed.
    let finding_marks = (0..FINDING_MARK_GROUPS)
        .map(|group| {
            let markup = Memo::new(move |_| {
                editor
                    .feedback
                    .reading()
                    .with(|r| r.marks.get(group).cloned().unwrap_or_default())
            });
            view! { <CoreLayer class="finding-marks" markup=markup.into()/> }
        })
        .collect_view();
    // The striped sides' patterns, their stripes a share of the view apart so they read at
    // every zoom.
    let side_fills = Memo::new(move |_| {
        let period = editor
            .viewing
            .view()
            .with(|v| v.size.max_element() / STRIPES_PER_VIEW);
        format!(
            "<style>{}</style>{}",
            side_fill_style(),
            side_patterns(period, |side| format!("var(--side-{side})"))
        )
    });
    view! {
        <div class="table-wrap">
            <div class="table-stage" node_ref=stage_ref>
            <svg
                id=TABLE_ID
                tabindex="0"
                class="table"
                class:measuring=move || measuring.get()
                class:far=move || mm_per_px.get().is_some_and(|mm| mm * FAR_PX_PER_MM > 1.0)
                data-testid="table"
                viewBox=move || editor.viewing.view().get().to_attribute()
                // The view's size in mm, for the print stylesheet to print it at 1:1; the
                // overlays' letters, a fortieth of the view across whatever the zoom; and the
                // stage's size in pixels. Sized in pixels rather than as a share of the stage,
                // the SVG is not given its size anew at each change of its content, which made
                // the browser lay out every base again at each frame of a drag.
                style=move || {
                    let size = editor.viewing.view().get().size;
                    let stage = screen_size.get().map(|px| {
                        format!(
                            ";--stage-width:{}px;--stage-height:{}px",
                            Decimal::drawn(px.x),
                            Decimal::drawn(px.y)
                        )
                    });
                    format!(
                        "--view-width:{}mm;--view-height:{}mm;--letter:{}px{}",
                        Decimal::drawn(size.x),
                        Decimal::drawn(size.y),
                        Decimal::drawn(size.max_element() / OVERLAY_LETTERS_PER_VIEW),
                        stage.unwrap_or_default()
                    )
                }
                preserveAspectRatio="xMidYMid meet"
                role="img"
                aria-label="The table, drawn to scale in millimetres"
                on:pointerdown=on_down
                on:pointermove=on_move
                on:pointerup=on_up
                on:pointercancel=move |_| cancel()
                on:dblclick=on_double_click
                on:wheel=on_wheel
                // Tab reaches each unit in turn, and selects it.
                on:focusin=move |event| {
                    if let Some(id) = event
                        .target()
                        .and_then(|t| t.dyn_into::<Element>().ok())
                        .and_then(unit_of)
                        .filter(|&id| !editor.selected.holds_untracked(id))
                    {
                        editor.apply(Intent::Select(Some(id)));
                    }
                }
            >
                <CoreLayer class="side-fills" markup=side_fills.into()/>
                <CoreLayer class="battlefield" markup=battlefield.into()/>
                <Grid/>
                {move || {
                    editor
                        .feedback.ghost()
                        .get()
                        .map(|Ghost { pose, outline }| {
                            view! {
                                <g class="ghost" data-testid="ghost" transform=pose.svg_transform()>
                                    <path class="base" d=outline/>
                                </g>
                            }
                        })
                }}
                <CoreLayer class="reach-layer" markup=editor.feedback.reach_drawing().into()/>
                <UnitLayer/>
                <CoreLayer class="turn-layer" markup=editor.feedback.turn_drawing().into()/>
                <UnitNames mm_per_px=mm_per_px.into() handle_radius=handle_radius.into()/>
                <CoreLayer
                    class="overlays"
                    markup=overlays.into()
                />
                <g class="overlays" data-testid="overlay-findings">{finding_marks}</g>
                {move || {
                    boxed
                        .get()
                        .map(|(from, to)| {
                            let area = Bounds::around([from, to]);
                            let size = area.size();
                            view! {
                                <rect
                                    class="selection-box"
                                    data-testid="selection-box"
                                    x=Decimal::drawn(area.min.x).to_string()
                                    y=Decimal::drawn(area.min.y).to_string()
                                    width=Decimal::drawn(size.x).to_string()
                                    height=Decimal::drawn(size.y).to_string()
                                />
                            }
                        })
                }}
                {move || {
                    measured
                        .get()
                        .map(|(from, to)| {
                            let letter_mm = editor.viewing.view().with(|v| v.size.max_element() / OVERLAY_LETTERS_PER_VIEW);
                            view! { <Measurement from=from to=to letter_mm=letter_mm/> }
                        })
                }}
                {move || handle_spots.get().map(|spots| view! { <Handles pose=handle_pose spots=spots/> })}
                {move || bends.get().map(|dots| view! { <DotHandles name="bend" dots=dots title=BEND_TITLE/> })}
                {move || {
                    // The selected piece's dots, and a terrain piece's frame round them.
                    let piece = editor.selected.piece()?;
                    let r = handle_radius.get();
                    editor.document.with_layout(|l| {
                        let points = l.battlefield.as_ref()?.outline(piece)?.points;
                        let frame = PieceFrame::of(points, r).filter(|_| matches!(piece, TablePiece::Terrain(_)));
                        Some(view! {
                            <DotHandles name="corner" dots=dots_path(points, r) title=CORNER_TITLE/>
                            {frame.map(|frame| view! {
                                <path class="piece-frame" d=frame_path(&frame)/>
                                <DotHandles name="resize" dots=squares_path(&frame.squares(), r) title=RESIZE_TITLE/>
                                <DotHandles name="spin" dots=dots_path(&[frame.spin()], r) title=SPIN_TITLE/>
                            })}
                        })
                    })
                }}
            </svg>
            </div>
            <div class="tools">
                <button
                    data-testid="measure-toggle"
                    title="Drag to measure; from one unit to another measures edge to edge"
                    aria-pressed=move || measuring.get().to_string()
                    on:click=move |_| {
                        measuring.update(|on| *on = !*on);
                        measured.set(None);
                    }
                >
                    "Measure"
                </button>
                <button data-testid="fit" title="Fit the view to the table" on:click=move |_| editor.fit_view()>
                    "Fit"
                </button>
                <button
                    data-testid="centre"
                    title="Centre the view on what is selected (F)"
                    disabled=move || editor.selected.units().is_empty() && editor.selected.piece().is_none()
                    on:click=move |_| editor.frame_selection()
                >
                    "Centre"
                </button>
                <button
                    data-testid="names-toggle"
                    title="Write each unit's name beside it, where there is room"
                    aria-pressed=move || editor.viewing.names_shown().get().to_string()
                    on:click=move |_| editor.viewing.toggle_names()
                >
                    "Names"
                </button>
                <button
                    data-testid="figures-toggle"
                    title="Draw each figure on the bases, a dot each, as a painter fills them"
                    aria-pressed=move || editor.viewing.figures_shown().get().to_string()
                    on:click=move |_| editor.toggle_figures()
                >
                    "Figures"
                </button>
                <span class="overlay-switches" role="group" aria-label="Overlays">
                    {Layers::ALL
                        .map(|(layer, name, hook, title)| {
                            view! {
                                <button
                                    data-testid=format!("overlay-{hook}-toggle")
                                    aria-pressed=move || editor.viewing.layers().get().has(layer).to_string()
                                    title=title
                                    on:click=move |_| {
                                        editor.viewing.toggle_layer(layer)
                                    }
                                >
                                    {name}
                                </button>
                            }
                        })
                        .into_iter()
                        .collect_view()}
                </span>
            </div>
            <p class="table-hint" hidden=move || !empty()>
                "No units yet: add one from the panel."
            </p>
        </div>
    }
}

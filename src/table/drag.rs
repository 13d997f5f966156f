//! Dragging a piece of the table: what the pointer took hold of, and where the piece goes as
//! the pointer moves. One grip per way of holding a unit (moving it, turning it by its
//! handle, wheeling it by a front corner, moving one of its skirmishers) or a piece of the
//! players' table, terrain or a deployment zone (moving it, or one of its points; terrain
//! resized or turned whole by its frame, [`super::piece_frame`]), each a pure step from a table point to where
//! the piece goes: the page feeds it the pointer and applies what it gives, so every drag is
//! tested here. A drag begins with the layout as it was, which a cancel brings back and which
//! the drag's one undo step records. On the players' table, nothing is dragged off it.

use glam::Vec2;

use super::piece_frame::{PieceFrame, farthest_from, heading_of, resize_points, turn_points};
use super::{Table, snapped};
use crate::formation::{BaseRole, TailJoint};
use crate::geom::Pose;
use crate::layout::{Layout, TablePiece};

/// What the pointer holds of unit `id`, and how it held it when it came down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Grip {
    /// The unit itself, taken at table point `pointer` while it stood at `pose`; `base` is
    /// the base taken, when the unit was already selected (a click on it picks that base).
    Move {
        /// The unit.
        id: u32,
        /// Where the pointer took hold, on the table.
        pointer: Vec2,
        /// Where the unit stood.
        pose: Pose,
        /// The base taken, when the unit was already selected.
        base: Option<u32>,
    },
    /// The turning handle: the unit turns about its front-centre to face the pointer.
    Turn {
        /// The unit.
        id: u32,
        /// Where the unit stood.
        pose: Pose,
    },
    /// A front corner: the unit wheels about the other front corner (`pivot`) until the
    /// point dragged (`swing`) points at the pointer; both in the unit's frame.
    Wheel {
        /// The unit.
        id: u32,
        /// Where the unit stood.
        pose: Pose,
        /// The corner that stays put.
        pivot: Vec2,
        /// The point dragged: the wheeling square, where it was taken.
        swing: Vec2,
    },
    /// One skirmisher (`figure`, counted among the unit's skirmishers) taken at `pointer`
    /// while it stood at `from`, both in the unit's frame.
    Figure {
        /// The unit.
        id: u32,
        /// Which skirmisher.
        figure: usize,
        /// Where the pointer took hold, in the unit's frame.
        pointer: Vec2,
        /// Where the skirmisher stood, in the unit's frame.
        from: Vec2,
        /// Where the unit stands.
        pose: Pose,
    },
    /// A joint where a rank of a column meets the rank ahead (C-flex): the rank, and every
    /// rank behind it, swings about the joint so that the point taken follows the pointer.
    Bend {
        /// The unit.
        id: u32,
        /// Where the unit stands.
        pose: Pose,
        /// The joint.
        joint: TailJoint,
        /// How far the point taken stood clockwise of the rank's own line back from the joint,
        /// degrees: the rank does not jump when taken off its line.
        aside: f32,
    },
    /// Terrain or a zone, taken at table point `pointer` while its first point stood at
    /// `first`.
    Piece {
        /// The piece.
        piece: TablePiece,
        /// Where the pointer took hold, on the table.
        pointer: Vec2,
        /// Where the piece's first point stood.
        first: Vec2,
    },
    /// Point `corner` of a piece of terrain or a zone: it follows the pointer.
    Corner {
        /// The piece.
        piece: TablePiece,
        /// Which of its points.
        corner: usize,
    },
    /// A corner of a piece's frame, `taken`, with the pointer at `pointer`: the piece is
    /// resized so that corner follows the pointer while `anchor`, across from it, stays put.
    Resize {
        /// The piece.
        piece: TablePiece,
        /// The corner that stays put.
        anchor: Vec2,
        /// The corner taken, where it stood.
        taken: Vec2,
        /// Where the pointer took hold, on the table.
        pointer: Vec2,
    },
    /// A piece's turning dot: the piece turns about `centre` as the pointer goes round it.
    Spin {
        /// The piece.
        piece: TablePiece,
        /// The middle of its frame.
        centre: Vec2,
        /// The point a turn is measured by, and its heading from `centre` when taken.
        reference: usize,
        /// Its heading from `centre` when taken, degrees.
        start: f32,
        /// The pointer's heading from `centre` when taken, degrees.
        pointer: f32,
    },
}

/// How a moved unit snaps (see [`snapped`]): within `reach_mm` of another unit's face, or at
/// `rear_support_mm` behind a friend.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Snapping {
    /// How near a face must come to snap, mm.
    pub reach_mm: f32,
    /// The rear-support distance of the ruleset, if it has one, mm.
    pub rear_support_mm: Option<f32>,
}

/// A pointer move while a piece is held.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Motion {
    /// The table point under the pointer.
    pub at: Vec2,
    /// How a moved unit snaps; `None` while snapping is held off.
    pub snapping: Option<Snapping>,
    /// The turning handle's step, degrees.
    pub turn_step: f32,
}

/// Where a drag puts what it holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Dragged {
    /// Unit `id` stands at `pose`.
    Unit {
        /// The unit.
        id: u32,
        /// Where it stands now.
        pose: Pose,
    },
    /// Skirmisher `figure` of unit `id` stands at `at`, in the unit's frame.
    Figure {
        /// The unit.
        id: u32,
        /// Which skirmisher.
        figure: usize,
        /// Where it stands now, in the unit's frame.
        at: Vec2,
    },
    /// Rank `rank` of unit `id`'s column turns `degrees` from the rank ahead (C-flex).
    Bend {
        /// The unit.
        id: u32,
        /// The rank that turns.
        rank: u32,
        /// Its turn, degrees clockwise.
        degrees: f32,
    },
    /// A piece of terrain or a zone moved whole, its first point to `first`.
    Piece {
        /// The piece.
        piece: TablePiece,
        /// Where its first point is now.
        first: Vec2,
    },
    /// Point `corner` of a piece of terrain or a zone moved to `at`.
    Corner {
        /// The piece.
        piece: TablePiece,
        /// Which of its points.
        corner: usize,
        /// Where it is now.
        at: Vec2,
    },
    /// A piece resized so that its box spans from `anchor` to `corner`.
    Resize {
        /// The piece.
        piece: TablePiece,
        /// The corner that stays put.
        anchor: Vec2,
        /// Where the corner dragged is now.
        corner: Vec2,
    },
    /// A piece turned about `centre` until its point `reference` lies at `heading` from it.
    Spin {
        /// The piece.
        piece: TablePiece,
        /// The middle it turns about.
        centre: Vec2,
        /// The point it is measured by.
        reference: usize,
        /// That point's heading from `centre`, degrees.
        heading: f32,
    },
}

impl Dragged {
    /// The piece of terrain or zone this drag moves or reshapes, if it is one.
    pub fn piece(&self) -> Option<TablePiece> {
        match *self {
            Dragged::Piece { piece, .. }
            | Dragged::Corner { piece, .. }
            | Dragged::Resize { piece, .. }
            | Dragged::Spin { piece, .. } => Some(piece),
            Dragged::Unit { .. } | Dragged::Figure { .. } | Dragged::Bend { .. } => None,
        }
    }

    /// Moves the points of the piece this drag holds as it says.
    pub fn reshape(&self, points: &mut [Vec2]) {
        match *self {
            Dragged::Piece { first, .. } => {
                let shift = points.first().map_or(Vec2::ZERO, |&p| first - p);
                for point in points {
                    *point += shift;
                }
            }
            Dragged::Corner { corner, at, .. } => {
                if let Some(point) = points.get_mut(corner) {
                    *point = at;
                }
            }
            Dragged::Resize { anchor, corner, .. } => resize_points(points, anchor, corner),
            Dragged::Spin {
                centre,
                reference,
                heading,
                ..
            } => turn_points(points, centre, reference, heading),
            Dragged::Unit { .. } | Dragged::Figure { .. } | Dragged::Bend { .. } => {}
        }
    }

    /// Whether the drag leaves what it holds on the players' table, where `layout` has one
    /// (see [`crate::layout::Battlefield::keeps`]).
    pub fn keeps_on_table(&self, layout: &Layout, table: &Table) -> bool {
        let Some(field) = &layout.battlefield else {
            return true;
        };
        match *self {
            Dragged::Unit { id, pose } => table
                .unit(id)
                .is_none_or(|u| field.keeps(u.bounds, u.shaped.footprint.bounds_on_table(&pose))),
            // A bent tail is placed before it is checked (see the editor's drag).
            Dragged::Figure { .. } | Dragged::Bend { .. } => true,
            Dragged::Piece { piece, .. }
            | Dragged::Corner { piece, .. }
            | Dragged::Resize { piece, .. }
            | Dragged::Spin { piece, .. } => {
                let mut moved = field.clone();
                let Some(points) = moved.points_mut(piece) else {
                    return true;
                };
                self.reshape(points);
                let bounds = field.piece_bounds(piece).zip(moved.piece_bounds(piece));
                bounds.is_none_or(|(before, after)| field.keeps_piece(piece, before, after))
            }
        }
    }
}

impl Grip {
    /// The grip of handle `name` (as the handles' markup names it: `turn`, `wheel-left`,
    /// `wheel-right`, or `bend` for the joint whose dot is nearest) of unit `id` of `table`,
    /// taken at table point `pointer`. A wheel swings
    /// the point taken, wherever its square stands (beside its corner, or out in front of it
    /// when a neighbour stands there), so the unit does not jump when taken.
    pub fn of_handle(name: &str, id: u32, table: &Table, pointer: Vec2) -> Option<Self> {
        let unit = table.unit(id)?;
        let body = unit.shaped.body;
        let (left, right) = (body.min, Vec2::new(body.max.x, body.min.y));
        let pose = unit.pose;
        let swing = pose.to_local(pointer);
        Some(match name {
            "turn" => Grip::Turn { id, pose },
            "bend" => {
                let (joint, _) = joint_dots(table, id).min_by(|(_, a), (_, b)| {
                    a.distance_squared(pointer)
                        .total_cmp(&b.distance_squared(pointer))
                })?;
                let taken =
                    turn_from_back(joint.facing + joint.turn, pose.to_local(pointer) - joint.at);
                Grip::Bend {
                    id,
                    pose,
                    joint,
                    aside: taken.unwrap_or(0.0),
                }
            }
            "wheel-left" => Grip::Wheel {
                id,
                pose,
                pivot: right,
                swing,
            },
            "wheel-right" => Grip::Wheel {
                id,
                pose,
                pivot: left,
                swing,
            },
            _ => return None,
        })
    }

    /// The grip of skirmisher `figure` of unit `id`, taken at table point `pointer`.
    pub fn of_figure(table: &Table, id: u32, figure: usize, pointer: Vec2) -> Option<Self> {
        let unit = table.unit(id)?;
        let from = unit
            .shaped
            .footprint
            .bases
            .iter()
            .filter(|b| b.role == BaseRole::Skirmisher)
            .nth(figure)?
            .rect
            .center;
        Some(Grip::Figure {
            id,
            figure,
            pointer: unit.pose.to_local(pointer),
            from,
            pose: unit.pose,
        })
    }

    /// The grip of `piece` of `layout`'s table, taken at table point `pointer`.
    pub fn of_piece(layout: &Layout, piece: TablePiece, pointer: Vec2) -> Option<Self> {
        let outline = layout.battlefield.as_ref()?.outline(piece)?;
        Some(Grip::Piece {
            piece,
            pointer,
            first: *outline.points.first()?,
        })
    }

    /// The grip of `piece`'s frame handle `name` (`resize`, the square nearest `pointer`, or
    /// `spin`), taken at table point `pointer`. Terrain only: a zone is shaped by its edges.
    pub fn of_frame(layout: &Layout, piece: TablePiece, name: &str, pointer: Vec2) -> Option<Self> {
        let TablePiece::Terrain(_) = piece else {
            return None;
        };
        let points = layout.battlefield.as_ref()?.outline(piece)?.points;
        let frame = PieceFrame::of(points, 0.0)?;
        Some(match name {
            "resize" => {
                let (taken, anchor) = frame.corner_taken(pointer);
                Grip::Resize {
                    piece,
                    anchor,
                    taken,
                    pointer,
                }
            }
            "spin" => {
                let centre = frame.middle();
                let reference = farthest_from(points, centre);
                Grip::Spin {
                    piece,
                    centre,
                    reference,
                    start: heading_of(points[reference] - centre),
                    pointer: heading_of(pointer - centre),
                }
            }
            _ => return None,
        })
    }

    /// Where the held piece goes when the pointer moves as `motion` says, over `table` (the
    /// table as it stands, for snapping).
    pub fn follow(&self, motion: &Motion, table: &Table) -> Dragged {
        let at = motion.at;
        match *self {
            Grip::Move {
                id, pointer, pose, ..
            } => {
                let shift = at - pointer;
                let dragged = Pose::new(
                    to_tenth(pose.x + shift.x),
                    to_tenth(pose.y + shift.y),
                    pose.heading,
                );
                let pose = motion
                    .snapping
                    .and_then(|s| snapped(table, id, dragged, s.reach_mm, s.rear_support_mm))
                    .unwrap_or(dragged);
                Dragged::Unit { id, pose }
            }
            Grip::Turn { id, pose } => {
                let heading = heading_towards(pose.position(), at, motion.turn_step);
                let pose = Pose::new(pose.x, pose.y, heading);
                Dragged::Unit { id, pose }
            }
            Grip::Wheel {
                id,
                pose,
                pivot,
                swing,
            } => {
                // To a tenth of a degree, as a free drag goes to a tenth of a millimetre.
                let heading = pose.wheeled(pivot, swing, at).heading;
                let heading = to_tenth(heading).rem_euclid(360.0);
                Dragged::Unit {
                    id,
                    pose: pose.turned_about(pivot, heading),
                }
            }
            Grip::Figure {
                id,
                figure,
                pointer,
                from,
                pose,
            } => Dragged::Figure {
                id,
                figure,
                at: from + pose.to_local(at) - pointer,
            },
            Grip::Bend {
                id,
                pose,
                joint,
                aside,
            } => Dragged::Bend {
                id,
                rank: joint.rank,
                degrees: bend_towards(&joint, aside, pose.to_local(at), motion.turn_step),
            },
            Grip::Piece {
                piece,
                pointer,
                first,
            } => Dragged::Piece {
                piece,
                first: first + at - pointer,
            },
            Grip::Corner { piece, corner } => Dragged::Corner { piece, corner, at },
            Grip::Resize {
                piece,
                anchor,
                taken,
                pointer,
            } => Dragged::Resize {
                piece,
                anchor,
                corner: taken + at - pointer,
            },
            Grip::Spin {
                piece,
                centre,
                reference,
                start,
                pointer,
            } => {
                let turned = heading_of(at - centre) - pointer;
                let step = motion.turn_step;
                Dragged::Spin {
                    piece,
                    centre,
                    reference,
                    heading: start + (turned / step).round() * step,
                }
            }
        }
    }
}

/// The joints of unit `id`'s column whose tail its rules let bend (C-flex), each with where
/// its handle stands on the table: the middle of the rank that turns there. None for any
/// other unit.
pub fn joint_dots(table: &Table, id: u32) -> impl Iterator<Item = (TailJoint, Vec2)> + '_ {
    let unit = table.unit(id).filter(|u| u.flexes);
    unit.into_iter().flat_map(|unit| {
        let (shaped, files) = (&unit.shaped, unit.shaped.readouts.files);
        shaped.joints.iter().filter_map(move |joint| {
            let middle = shaped.footprint.rank_middle(files, joint.rank as usize)?;
            Some((*joint, unit.pose.to_table(middle)))
        })
    })
}

/// How far `along`, a direction in the unit's frame, turns clockwise from the line straight
/// back from a rank that faces `facing` degrees; none for no direction.
fn turn_from_back(facing: f32, along: Vec2) -> Option<f32> {
    let back = Vec2::from_angle(facing.to_radians()).rotate(Vec2::Y);
    (along.length_squared() > 1e-6).then(|| back.angle_to(along).to_degrees())
}

/// The turn of `joint`'s rank, in whole degrees (or steps of `step`) within its range, that
/// brings the point taken, `aside` degrees clockwise of the rank's line, in line from the joint
/// with `towards`, a point in the unit's frame; its turn as it was while that is the joint.
fn bend_towards(joint: &TailJoint, aside: f32, towards: Vec2, step: f32) -> f32 {
    let Some(degrees) = turn_from_back(joint.facing, towards - joint.at) else {
        return joint.turn;
    };
    let turn = (degrees - aside + 180.0).rem_euclid(360.0) - 180.0;
    let (least, most) = joint.range;
    // Not `clamp`: a range rounded to nothing must not panic.
    ((turn / step).round() * step).max(least).min(most)
}

/// The heading, in whole degrees (or in steps of `step` degrees), that faces from `from` to
/// `to` on the table: 0 up, 90 to the right.
pub fn heading_towards(from: Vec2, to: Vec2, step: f32) -> f32 {
    let degrees = heading_of(to - from);
    ((degrees / step).round() * step).rem_euclid(360.0)
}

/// `mm` to the nearest tenth of a millimetre: where a free drag leaves a unit (and a wheel
/// its heading, in tenths of a degree). A tenth is far finer than a tape measures, and a pose
/// on whole tenths is written in a byte or two in a link or a game's record rather than in
/// four ([`crate::codec::Writer::tenths`]). A unit snapped into contact stands where the
/// contact puts it, unrounded.
pub fn to_tenth(mm: f32) -> f32 {
    (mm * 10.0).round() / 10.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Bounds;
    use crate::layout::{Layout, PlayerSide, TABLE_SIZES};
    use crate::rules::Library;
    use crate::table::resolve;
    use crate::terrain::{QuickShape, TerrainKind, TerrainPiece};

    /// Two units of the first built-in ruleset: one at the origin facing up, one 200 mm to
    /// its right; and the table they make.
    fn two_units() -> (Layout, Table) {
        let library = Library::builtin().expect("built-ins");
        let entry = &library.entries()[0];
        let mut layout = Layout::new(library.reference(&entry.ruleset.id).expect("built in"));
        let troop = entry.ruleset.troops[0].id.clone();
        for x in [0.0, 200.0] {
            layout
                .add_unit(
                    &entry.ruleset,
                    &troop,
                    PlayerSide(0),
                    Pose::new(x, 0.0, 0.0),
                )
                .expect("added");
        }
        let table = resolve(&layout, &entry.ruleset);
        (layout, table)
    }

    fn motion(at: Vec2, snapping: Option<Snapping>) -> Motion {
        Motion {
            at,
            snapping,
            turn_step: 1.0,
        }
    }

    #[test]
    fn a_moved_unit_follows_the_pointer_and_snaps_only_when_near_and_let() {
        let (layout, table) = two_units();
        let (a, b) = (layout.units[0].id, layout.units[1].id);
        let grip = Grip::Move {
            id: a,
            pointer: Vec2::new(5.0, 5.0),
            pose: Pose::default(),
            base: None,
        };
        let free = grip.follow(&motion(Vec2::new(35.0, -15.0), None), &table);
        assert_eq!(
            free,
            Dragged::Unit {
                id: a,
                pose: Pose::new(30.0, -20.0, 0.0)
            }
        );

        // Dragged to just short of the other unit's left face, it snaps against it.
        let width = table.unit(a).expect("placed").shaped.readouts.frontage_mm;
        let short = 200.0 - width - 2.0;
        let snapping = Snapping {
            reach_mm: 5.0,
            rear_support_mm: None,
        };
        let near = motion(Vec2::new(5.0 + short, 5.0), Some(snapping));
        let Dragged::Unit { pose, .. } = grip.follow(&near, &table) else {
            panic!("a unit is moved");
        };
        assert!(
            (pose.x - (200.0 - width)).abs() < 0.01,
            "snapped flush to unit {b}: {pose:?}"
        );
        let Dragged::Unit { pose, .. } = grip.follow(&motion(near.at, None), &table) else {
            panic!("a unit is moved");
        };
        assert_eq!(pose.x, short, "held off, it stays where it was dropped");
    }

    #[test]
    fn terrain_is_resized_by_a_frame_corner_and_turned_by_its_dot_and_kept_on_the_table() {
        let (mut layout, table) = two_units();
        layout.set_table(Some(TABLE_SIZES[0]), Vec2::ZERO, None);
        let wood = TerrainPiece::quick(TerrainKind::Wood, QuickShape::Rectangle, Vec2::ZERO);
        let piece = TablePiece::Terrain(layout.add_terrain(wood).expect("added"));
        let field = layout.battlefield.clone().expect("a table");
        let before = field.piece_bounds(piece).expect("on the table");
        // Taken beside its largest corner, and dragged 40 mm right and 20 mm down.
        let pointer = before.max + Vec2::splat(3.0);
        let grip = Grip::of_frame(&layout, piece, "resize", pointer).expect("a grip");
        let dragged = grip.follow(&motion(pointer + Vec2::new(40.0, 20.0), None), &table);
        let mut points = field.outline(piece).expect("an outline").points.to_vec();
        dragged.reshape(&mut points);
        let after = Bounds::around(points.iter().copied());
        assert!(
            (after.min - before.min).length() < 1e-3,
            "the far corner stays"
        );
        assert!((after.size() - before.size() - Vec2::new(40.0, 20.0)).length() < 1e-3);
        assert!(dragged.keeps_on_table(&layout, &table));
        // Dragged past the table's edge, it is refused.
        let far = grip.follow(&motion(pointer + Vec2::new(2000.0, 0.0), None), &table);
        assert!(!far.keeps_on_table(&layout, &table));

        // The dot taken above the middle, and swung a quarter round to its right: by 15° steps.
        let centre = (before.min + before.max) / 2.0;
        let above = centre - Vec2::new(0.0, 100.0);
        let spin = Grip::of_frame(&layout, piece, "spin", above).expect("a grip");
        let quarter = Motion {
            at: centre + Vec2::new(97.0, 8.0),
            snapping: None,
            turn_step: 15.0,
        };
        let mut points = field.outline(piece).expect("an outline").points.to_vec();
        let original = points.clone();
        spin.follow(&quarter, &table).reshape(&mut points);
        for (turned, was) in points.iter().zip(&original) {
            let back = Vec2::from_angle(-90f32.to_radians()).rotate(*turned - centre) + centre;
            assert!(back.distance(*was) < 1e-2, "{turned} from {was}");
        }
        assert!(Grip::of_frame(&layout, piece, "twist", above).is_none());
        let zone = TablePiece::Zone(PlayerSide(0));
        assert!(Grip::of_frame(&layout, zone, "spin", above).is_none());
    }

    #[test]
    fn terrain_and_zones_move_whole_or_by_one_corner() {
        let (mut layout, _) = two_units();
        layout.set_table(Some(TABLE_SIZES[0]), Vec2::ZERO, None);
        let wood = TerrainPiece::quick(TerrainKind::Wood, QuickShape::Rectangle, Vec2::ZERO);
        let index = TablePiece::Terrain(layout.add_terrain(wood.clone()).expect("added"));
        let table = resolve(
            &layout,
            &Library::builtin().expect("built-ins").entries()[0].ruleset,
        );
        let grip = Grip::of_piece(&layout, index, Vec2::new(10.0, 10.0)).expect("a piece");
        let moved = grip.follow(&motion(Vec2::new(40.0, -10.0), None), &table);
        assert_eq!(moved.piece(), Some(index));
        let mut piece = wood.clone();
        moved.reshape(&mut piece.points);
        for (now, was) in piece.points.iter().zip(&wood.points) {
            assert_eq!(*now - *was, Vec2::new(30.0, -20.0));
        }
        let corner = Grip::Corner {
            piece: index,
            corner: 2,
        };
        let dragged = corner.follow(&motion(Vec2::new(200.0, 90.0), None), &table);
        let mut piece = wood.clone();
        dragged.reshape(&mut piece.points);
        assert_eq!(piece.points[2], Vec2::new(200.0, 90.0));
        assert_eq!(piece.points[..2], wood.points[..2]);
        assert!(Grip::of_piece(&layout, TablePiece::Terrain(1), Vec2::ZERO).is_none());
        let zone = TablePiece::Zone(PlayerSide(1));
        let grip = Grip::of_piece(&layout, zone, Vec2::ZERO).expect("the far strip");
        let moved = grip.follow(&motion(Vec2::new(0.0, 50.0), None), &table);
        assert!(moved.keeps_on_table(&layout, &table));
        let off = grip.follow(&motion(Vec2::new(0.0, -50.0), None), &table);
        assert!(!off.keeps_on_table(&layout, &table), "past the far edge");
        assert!(Grip::of_piece(&layout, TablePiece::Zone(PlayerSide(2)), Vec2::ZERO).is_none());
    }

    #[test]
    fn nothing_is_dragged_off_the_players_table_but_what_stood_off_it_may_come_back() {
        let (mut layout, table) = two_units();
        let a = layout.units[0].id;
        let to = |x: f32| Dragged::Unit {
            id: a,
            pose: Pose::new(x, 0.0, 0.0),
        };
        assert!(
            to(5000.0).keeps_on_table(&layout, &table),
            "no table, no edges"
        );
        // A 3 x 3 ft table about the units: 457 mm each way of its middle.
        layout.set_table(Some(TABLE_SIZES[3]), Vec2::new(100.0, 0.0), None);
        assert!(to(300.0).keeps_on_table(&layout, &table));
        assert!(!to(560.0).keeps_on_table(&layout, &table));
        let wood = TerrainPiece::quick(TerrainKind::Wood, QuickShape::Rectangle, Vec2::ZERO);
        let piece = TablePiece::Terrain(layout.add_terrain(wood).expect("added"));
        let corner = |x: f32| Dragged::Corner {
            piece,
            corner: 1,
            at: Vec2::new(x, 0.0),
        };
        assert!(corner(550.0).keeps_on_table(&layout, &table));
        assert!(!corner(560.0).keeps_on_table(&layout, &table));
        let whole = |x: f32| Dragged::Piece {
            piece,
            first: Vec2::new(x, -50.0),
        };
        assert!(whole(400.0).keeps_on_table(&layout, &table));
        assert!(!whole(420.0).keeps_on_table(&layout, &table));
        // A unit standing past the edge (the table was set elsewhere) may be moved back.
        layout.set_table(None, Vec2::ZERO, None);
        layout.set_table(Some(TABLE_SIZES[3]), Vec2::new(1000.0, 0.0), None);
        let table = resolve(
            &layout,
            &Library::builtin().expect("built-ins").entries()[0].ruleset,
        );
        assert!(to(100.0).keeps_on_table(&layout, &table));
        assert!(to(700.0).keeps_on_table(&layout, &table));
    }

    /// C-flex: a joint's handle swings its rank to point at the pointer, by whole degrees
    /// or the turning step, never past what the tail may turn.
    #[test]
    fn a_joint_bends_the_tail_towards_the_pointer_within_its_range() {
        let (mut layout, ruleset, id) = super::super::element_column(30.0);
        layout.unit_mut(id).expect("there").choices.bend_at(3, 50.0);
        let table = resolve(&layout, &ruleset);
        let pose = table.unit(id).expect("placed").pose;
        // A dot on each rank behind the leading one; a press takes the nearest.
        let dots: Vec<(u32, Vec2)> = joint_dots(&table, id).map(|(j, at)| (j.rank, at)).collect();
        assert_eq!(dots.iter().map(|d| d.0).collect::<Vec<_>>(), [1, 2, 3]);
        let taken = |at: Vec2| match Grip::of_handle("bend", id, &table, at) {
            Some(Grip::Bend { joint, .. }) => joint.rank,
            other => panic!("{other:?}"),
        };
        assert_eq!(taken(dots[2].1 + Vec2::new(1.0, -2.0)), 3);
        let grip = Grip::of_handle("bend", id, &table, dots[1].1).expect("a joint");
        // The second element's rear-centre is 40 mm behind the front-centre.
        let joint = pose.to_table(Vec2::new(0.0, 40.0));
        let towards = |degrees: f32| {
            let back = Vec2::from_angle(degrees.to_radians()).rotate(Vec2::Y);
            pose.to_table(Vec2::new(0.0, 40.0) + back * 30.0)
        };
        let bent = |at: Vec2, step: f32| {
            let motion = Motion {
                at,
                snapping: None,
                turn_step: step,
            };
            match grip.follow(&motion, &table) {
                Dragged::Bend { rank, degrees, .. } => (rank, degrees),
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(bent(towards(-20.3), 1.0), (2, -20.0));
        assert_eq!(bent(towards(-20.3), 15.0), (2, -15.0));
        // The fourth element already turns 50°: the third may turn at most 40° more.
        assert_eq!(bent(towards(70.0), 1.0), (2, 40.0));
        assert_eq!(bent(towards(-100.0), 1.0), (2, -90.0));
        assert_eq!(bent(joint, 1.0), (2, 0.0));
        // The fourth element's middle stands off its joint's line, since it turned about a
        // corner: taken there and not moved, it keeps its turn.
        let fourth = Grip::of_handle("bend", id, &table, dots[2].1).expect("a joint");
        let still = fourth.follow(&motion(dots[2].1, None), &table);
        assert!(
            matches!(still, Dragged::Bend { rank: 3, degrees, .. } if degrees == 50.0),
            "{still:?}"
        );
        // A unit whose rules do not let it bend has no joints to take.
        let (layout, table) = two_units();
        let other = layout.units[0].id;
        assert_eq!(joint_dots(&table, other).count(), 0);
        assert!(Grip::of_handle("bend", other, &table, Vec2::ZERO).is_none());
    }

    #[test]
    fn the_handles_turn_about_the_front_centre_and_wheel_about_a_corner() {
        let (layout, table) = two_units();
        let a = layout.units[0].id;
        let ahead = table
            .unit(a)
            .expect("placed")
            .pose
            .to_table(Vec2::new(0.0, -30.0));
        let turn = Grip::of_handle("turn", a, &table, ahead).expect("a handle");
        let right = turn.follow(&motion(Vec2::new(100.0, 0.0), None), &table);
        assert_eq!(
            right,
            Dragged::Unit {
                id: a,
                pose: Pose::new(0.0, 0.0, 90.0)
            }
        );

        // Wheeling by the left corner keeps the right corner where it stood. The square is
        // taken out in front of its corner, where it stands when a neighbour is in line: taken
        // and not moved, the unit stays put; the point taken swung a quarter turn clockwise
        // about the pivot turns the unit a quarter turn.
        for taken in [
            Vec2::new(-4.0, 0.0),
            Vec2::new(-4.0, -8.0),
            Vec2::new(3.0, -10.0),
        ] {
            let unit = table.unit(a).expect("placed");
            let corner = unit.shaped.body.min;
            let pointer = unit.pose.to_table(corner + taken);
            let wheel = Grip::of_handle("wheel-left", a, &table, pointer).expect("a handle");
            let Grip::Wheel { pivot, pose, .. } = wheel else {
                panic!("a wheel");
            };
            let still = wheel.follow(&motion(pointer, None), &table);
            let Dragged::Unit { pose: still, .. } = still else {
                panic!("a unit is moved");
            };
            assert!(
                still.position().distance(pose.position()) < 1e-3,
                "{still:?}"
            );
            assert!((still.heading - pose.heading).abs() < 1e-3, "{still:?}");
            let pivot_on_table = pose.to_table(pivot);
            let arm = pointer - pivot_on_table;
            let quarter = pivot_on_table + Vec2::new(-arm.y, arm.x);
            let Dragged::Unit { pose: wheeled, .. } = wheel.follow(&motion(quarter, None), &table)
            else {
                panic!("a unit is moved");
            };
            assert!(wheeled.to_table(pivot).distance(pivot_on_table) < 1e-3);
            assert!((wheeled.heading - 90.0).abs() < 1e-3, "{wheeled:?}");
        }
        assert_eq!(Grip::of_handle("spin", a, &table, ahead), None);
    }

    #[test]
    fn the_turning_handle_faces_the_pointer_in_whole_degrees_or_steps() {
        let centre = Vec2::new(10.0, 5.0);
        assert_eq!(heading_towards(centre, Vec2::new(10.0, -50.0), 1.0), 0.0);
        assert_eq!(heading_towards(centre, Vec2::new(60.0, 5.0), 1.0), 90.0);
        assert_eq!(heading_towards(centre, Vec2::new(10.0, 40.0), 1.0), 180.0);
        assert_eq!(heading_towards(centre, Vec2::new(-30.0, 5.2), 1.0), 270.0);
        assert_eq!(heading_towards(centre, Vec2::new(30.0, -15.0), 15.0), 45.0);
        assert_eq!(heading_towards(centre, Vec2::new(11.0, -50.0), 15.0), 0.0);
    }
}

//! Where the selected unit's handles stand: a dot straight ahead of its front-centre, joined
//! to it by a line, that turns the unit about its front-centre; and a square just outside each
//! front corner, in line with the front edge, that wheels the unit about the other front
//! corner. Every handle stands clear of the unit's bases, so however small the unit and large
//! the handles on screen, a press on a base moves the unit; and, where it can, clear of every
//! other base on the table, which a press there would otherwise miss: a dot blocked by the
//! unit in front stands farther ahead, and a square blocked by a neighbour in line stands out
//! in front of its corner instead. The page draws them, named
//! `turn`, `wheel-left` and `wheel-right` for [`crate::table::Grip::of_handle`]. A selected
//! piece of terrain has a dot on each of its points, all drawn as one path, and its frame
//! ([`PieceFrame`]): a dashed box with a stalk up to its turning dot, and a square beyond
//! each corner, each kind of handle one path.

use std::fmt::Write as _;

use glam::Vec2;

use crate::decimal::Decimal;
use crate::geom::{Bounds, OrientedRect, Pose, penetration};
use crate::table::{PieceFrame, Table};

/// How far ahead of the front edge the dot stands, in dot radii.
const REACH_IN_RADII: f32 = 6.0;

/// How much farther ahead, in dot radii, each next place tried for a blocked dot stands.
const FARTHER_IN_RADII: f32 = 3.0;

/// The places tried for a blocked dot beyond its first.
const FARTHER_PLACES: usize = 8;

/// The rows of places, each two radii ahead of the last, tried for a blocked square.
const SQUARE_ROWS: usize = 4;

/// The handles of a unit whose formed body fills `body` in its own frame, with dots of
/// `radius_mm` (the page scales them with the view, so they stay the same size on screen).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HandleSpots {
    /// The turning dot's centre, in the unit's frame: straight ahead of the front-centre.
    pub tip: Vec2,
    /// The left wheeling square's centre: one radius beyond the left front corner, along the
    /// front edge.
    pub left: Vec2,
    /// The right wheeling square's centre, beyond the right front corner.
    pub right: Vec2,
    /// The dot's radius, and half the square's side, mm.
    pub radius_mm: f32,
}

impl HandleSpots {
    /// The handles of a body filling `body`, with dots of `radius_mm`.
    pub fn new(body: &Bounds, radius_mm: f32) -> Self {
        Self {
            tip: Vec2::new(0.0, body.min.y.min(0.0) - REACH_IN_RADII * radius_mm),
            left: Vec2::new(body.min.x - radius_mm, body.min.y),
            right: Vec2::new(body.max.x + radius_mm, body.min.y),
            radius_mm,
        }
    }

    /// The handles of unit `id` of `table`, with dots of `radius_mm`, each at the first of its
    /// places clear of every base on the table but its own unit's formed body, or at its
    /// first place when none is. None when the unit does not stand on the table.
    pub fn on_table(table: &Table, id: u32, radius_mm: f32) -> Option<Self> {
        let unit = table.unit(id)?;
        let body = unit.shaped.body;
        let first = Self::new(&body, radius_mm);
        let pose = unit.pose;
        // Every place tried lies within this box round the unit.
        let reach = (REACH_IN_RADII + FARTHER_IN_RADII * FARTHER_PLACES as f32 + 2.0) * radius_mm;
        let near = unit.bounds.expanded(reach);
        let own = unit.rects.iter().zip(&unit.shaped.footprint.bases);
        let own = own
            .filter(|(_, base)| !base.role.in_body())
            .map(|(rect, _)| *rect);
        let others = table
            .units
            .iter()
            .filter(|u| u.id != id && u.bounds.intersects(&near))
            .flat_map(|u| u.rects.iter().copied());
        let blocking: Vec<OrientedRect> = own.chain(others).collect();
        let clear = |at: Vec2| {
            let handle = OrientedRect::new(
                pose.to_table(at),
                2.0 * radius_mm,
                2.0 * radius_mm,
                pose.heading,
            );
            blocking.iter().all(|r| penetration(r, &handle) <= 0.0)
        };
        let ahead = |steps: f32| Vec2::new(0.0, -steps * radius_mm);
        let tip = (0..=FARTHER_PLACES)
            .map(|k| first.tip + ahead(FARTHER_IN_RADII * k as f32))
            .find(|&at| clear(at))
            .unwrap_or(first.tip);
        // Beside the corner; else ahead of it, the nearer rows first, in each just outside
        // the corner, just inside it, then farther inside. Never on the dot or the other
        // square.
        let apart = |a: Vec2, b: Vec2| (a - b).abs().max_element() >= 2.0 * radius_mm;
        let square = |corner: Vec2, out: f32, taken: &[Vec2]| {
            let beside = Vec2::new(corner.x + out * radius_mm, corner.y);
            let rows = (1..=SQUARE_ROWS).flat_map(|row| {
                [1.0, -1.0, -3.0].map(|across| {
                    Vec2::new(corner.x + out * across * radius_mm, corner.y)
                        + ahead(2.0 * row as f32)
                })
            });
            std::iter::once(beside)
                .chain(rows)
                .find(|&at| clear(at) && taken.iter().all(|&t| apart(at, t)))
                .unwrap_or(beside)
        };
        let left = square(body.min, -1.0, &[tip]);
        let right = square(Vec2::new(body.max.x, body.min.y), 1.0, &[tip, left]);
        Some(Self {
            tip,
            left,
            right,
            radius_mm,
        })
    }

    /// The boxes on the table the handles of a unit standing at `pose` take: the turning dot
    /// with its stalk from the front-centre, and each wheeling square; words keep off them.
    pub fn boxes(&self, pose: &Pose) -> [Bounds; 3] {
        // A square turned any way stays within its circumscribed circle.
        let square = self.radius_mm * std::f32::consts::SQRT_2;
        let around = |from: Vec2, to: Vec2, reach: f32| {
            Bounds::around([pose.to_table(from), pose.to_table(to)]).expanded(reach)
        };
        [
            around(Vec2::ZERO, self.tip, self.radius_mm),
            around(self.left, self.left, square),
            around(self.right, self.right, square),
        ]
    }
}

/// A dot of `radius_mm` on each of `points`, as SVG path data: each dot two half circles.
pub fn dots_path(points: &[Vec2], radius_mm: f32) -> String {
    let r = Decimal::drawn(radius_mm);
    let across = Decimal::drawn(2.0 * radius_mm);
    let mut d = String::new();
    for point in points {
        let _ = write!(
            d,
            "M{} {}a{r} {r} 0 1 0 {across} 0a{r} {r} 0 1 0 -{across} 0",
            Decimal::drawn(point.x - radius_mm),
            Decimal::drawn(point.y),
        );
    }
    d
}

/// A square of half-side `radius_mm` round each of `centres`, as the data of one SVG path.
pub fn squares_path(centres: &[Vec2], radius_mm: f32) -> String {
    let across = Decimal::drawn(2.0 * radius_mm);
    let mut d = String::new();
    for centre in centres {
        let _ = write!(
            d,
            "M{} {}h{across}v{across}h-{across}Z",
            Decimal::drawn(centre.x - radius_mm),
            Decimal::drawn(centre.y - radius_mm),
        );
    }
    d
}

/// The box of `frame`, and the stalk from the middle of its top up to its turning dot, as the
/// data of one SVG path.
pub fn frame_path(frame: &PieceFrame) -> String {
    let Bounds { min, max } = frame.bounds;
    let spin = frame.spin();
    format!(
        "M{} {}H{}V{}H{}ZM{} {}V{}",
        Decimal::drawn(min.x),
        Decimal::drawn(min.y),
        Decimal::drawn(max.x),
        Decimal::drawn(max.y),
        Decimal::drawn(min.x),
        Decimal::drawn(spin.x),
        Decimal::drawn(min.y),
        Decimal::drawn(spin.y),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{Layout, PlayerSide};
    use crate::rules::Library;
    use crate::table::resolve;

    #[test]
    fn the_dot_stands_ahead_of_the_front_and_the_squares_beyond_its_corners() {
        let body = Bounds {
            min: Vec2::new(-40.0, 0.0),
            max: Vec2::new(40.0, 20.0),
        };
        let spots = HandleSpots::new(&body, 2.0);
        assert_eq!(spots.tip, Vec2::new(0.0, -12.0));
        assert_eq!(spots.left, Vec2::new(-42.0, 0.0));
        assert_eq!(spots.right, Vec2::new(42.0, 0.0));
    }

    #[test]
    fn the_handles_boxes_hold_the_dot_its_stalk_and_the_squares_however_the_unit_faces() {
        let body = Bounds {
            min: Vec2::new(-40.0, 0.0),
            max: Vec2::new(40.0, 20.0),
        };
        let spots = HandleSpots::new(&body, 3.0);
        let pose = Pose::new(100.0, 50.0, 30.0);
        let [stalk, left, right] = spots.boxes(&pose);
        let holds = |b: &Bounds, p: Vec2| {
            let b = b.expanded(1e-3);
            p.cmpge(b.min).all() && p.cmple(b.max).all()
        };
        // The dot's rim all round, and the stalk from the front-centre.
        for k in 0..16 {
            let rim = Vec2::from_angle(k as f32 * std::f32::consts::TAU / 16.0) * 3.0;
            assert!(holds(&stalk, pose.to_table(spots.tip + rim)));
        }
        assert!(holds(&stalk, pose.to_table(Vec2::ZERO)));
        // Each square's corners.
        for (b, centre) in [(left, spots.left), (right, spots.right)] {
            for corner in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
                let at = centre + Vec2::from(corner) * 3.0;
                assert!(holds(&b, pose.to_table(at)), "{b:?} lacks {at}");
            }
        }
    }

    #[test]
    fn however_large_the_handles_none_stands_on_the_bases() {
        // A 40 mm battery seen from far off: handles of 12 mm, larger than half the battery.
        let body = Bounds {
            min: Vec2::new(-20.0, 0.0),
            max: Vec2::new(20.0, 25.0),
        };
        let spots = HandleSpots::new(&body, 12.0);
        let square = |at: Vec2| Bounds {
            min: at - Vec2::splat(12.0),
            max: at + Vec2::splat(12.0),
        };
        let inside = |b: Bounds| {
            b.min.x < body.max.x
                && body.min.x < b.max.x
                && b.min.y < body.max.y
                && body.min.y < b.max.y
        };
        assert!(!inside(square(spots.left)) && !inside(square(spots.right)));
        assert!(!inside(square(spots.tip)));
    }

    /// Where another unit stands, given the first unit's frontage and depth.
    type Place = fn(f32, f32) -> Pose;

    /// A table of one unit at the origin facing up and, for each of `others`, the same troop
    /// type standing where `others` says, given the unit's frontage and depth.
    fn among(others: &[Place]) -> Table {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.entries()[0].ruleset;
        let mut layout = Layout::new(library.reference(&ruleset.id).expect("built in"));
        let troop = ruleset.troops[0].id.clone();
        let add = |layout: &mut Layout, pose| {
            layout
                .add_unit(ruleset, &troop, PlayerSide(0), pose)
                .expect("added")
        };
        add(&mut layout, Pose::new(0.0, 0.0, 0.0));
        let size = resolve(&layout, ruleset).units[0].shaped.body.size();
        for place in others {
            add(&mut layout, place(size.x, size.y));
        }
        resolve(&layout, ruleset)
    }

    /// Whether a handle of `radius_mm` at `at` in the frame of unit `id` is clear of every
    /// base of the other units of `table`.
    fn clear_of_others(table: &Table, id: u32, at: Vec2, radius_mm: f32) -> bool {
        let pose = table.unit(id).expect("placed").pose;
        let handle = OrientedRect::new(pose.to_table(at), 2.0 * radius_mm, 2.0 * radius_mm, 0.0);
        let others = table.units.iter().filter(|u| u.id != id);
        others
            .flat_map(|u| &u.rects)
            .all(|r| penetration(r, &handle) <= 0.0)
    }

    #[test]
    fn alone_the_handles_stand_where_they_first_would() {
        let table = among(&[]);
        let unit = &table.units[0];
        let body = unit.shaped.body;
        assert_eq!(
            HandleSpots::on_table(&table, unit.id, 4.0),
            Some(HandleSpots::new(&body, 4.0))
        );
        assert_eq!(HandleSpots::on_table(&table, unit.id + 100, 4.0), None);
    }

    #[test]
    fn the_handles_keep_off_neighbours_in_line_and_the_unit_in_front() {
        let flush_left: Place = |width, _| Pose::new(-width, 0.0, 0.0);
        let flush_right: Place = |width, _| Pose::new(width + 1.0, 0.0, 0.0);
        let staggered: Place = |width, _| Pose::new(width, -6.0, 0.0);
        let facing: Place = |_, depth| Pose::new(0.0, -20.0 - depth, 180.0);
        // Ahead and to the left, its rear on the front's line and its right end a millimetre
        // past the left corner.
        let past_the_corner: Place = |width, depth| Pose::new(1.0 - width, -depth, 0.0);
        let cases: [&[Place]; 5] = [
            &[flush_left, flush_right],
            &[staggered],
            &[facing],
            &[flush_left, flush_right, facing],
            &[past_the_corner, flush_right],
        ];
        for others in cases {
            let table = among(others);
            let unit = &table.units[0];
            for radius_mm in [2.0, 4.0, 8.0] {
                let spots = HandleSpots::on_table(&table, unit.id, radius_mm).expect("placed");
                let first = HandleSpots::new(&unit.shaped.body, radius_mm);
                for (at, first) in [
                    (spots.tip, first.tip),
                    (spots.left, first.left),
                    (spots.right, first.right),
                ] {
                    assert!(
                        clear_of_others(&table, unit.id, at, radius_mm),
                        "{radius_mm} mm handle at {at} among {:?}",
                        table.units.iter().map(|u| u.pose).collect::<Vec<_>>()
                    );
                    // A handle that had to move stands ahead of the front, off the bases.
                    assert!(at == first || at.y < unit.shaped.body.min.y);
                }
                for (a, b) in [
                    (spots.tip, spots.left),
                    (spots.tip, spots.right),
                    (spots.left, spots.right),
                ] {
                    assert!((a - b).abs().max_element() >= 2.0 * radius_mm, "{a} on {b}");
                }
            }
        }
    }

    #[test]
    fn each_point_gets_a_closed_dot_round_it() {
        let d = dots_path(&[Vec2::new(10.0, 20.0), Vec2::new(-5.5, 0.0)], 2.0);
        assert_eq!(
            d,
            "M8 20a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M-7.5 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0"
        );
        assert_eq!(dots_path(&[], 2.0), "");
    }

    #[test]
    fn the_frame_is_drawn_as_its_box_a_stalk_and_a_square_beyond_each_corner() {
        let frame =
            PieceFrame::of(&[Vec2::new(0.0, 0.0), Vec2::new(100.0, 50.0)], 2.0).expect("a frame");
        assert_eq!(frame_path(&frame), "M0 0H100V50H0ZM50 0V-10");
        let squares = squares_path(&frame.squares(), 2.0);
        assert_eq!(squares.matches('M').count(), 4);
        assert!(squares.starts_with("M-6 -6h4v4h-4Z"), "{squares}");
    }
}

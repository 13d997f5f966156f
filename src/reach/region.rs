//! The ground a unit can cover by the end of a legal move this turn: every pose it is tried
//! in is judged by the same rules the analysis reads a move by ([`MoveJudge`]), and the
//! region is the union of where its outline stands over the poses found legal.
//!
//! The moves tried, from where the last stretch of its turn began:
//! - straight moves in every direction: within the straight-ahead arc at the full rate,
//!   outside it at half (D-half); each direction is walked out to the farthest legal end,
//!   found by halving the interval between a legal end and an illegal one, so terrain that
//!   halves a move (D-half, B-square-move), the road bonus (D-road), ground it may not enter
//!   (D-terrain, A-9.59) and units it may not pass (D-no-overlap, D-interpenetrate) each cut
//!   the walk where the rules do;
//! - wheels forward on either front corner, measured along the outer corner's arc (D-move),
//!   and the advance straight ahead that may follow one;
//! - pivots in place, which are no move (D-turn).
//!
//! Between two neighbouring directions that reach `a` and `b`, the region holds the unit
//! moved any way between them no farther than the smaller, and the ground other units stand
//! on is taken out of it, as no move may end on them (D-no-overlap). A unit's outline is the
//! convex hull of its bases.

use geo::Coord;
use geo::algorithm::convex_hull::quick_hull;
use glam::Vec2;
use i_overlay::core::fill_rule::FillRule;
use i_overlay::core::overlay_rule::OverlayRule;
use i_overlay::float::overlay::FloatOverlay;
use i_overlay::float::simplify::SimplifyShape;

use crate::analysis::MoveJudge;
use crate::geom::Pose;

/// How finely the moves are tried, each step in degrees.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Detail {
    /// Between directions within the straight-ahead arc.
    pub arc_step: f32,
    /// Between directions outside it, or all, where the ruleset gives no arc.
    pub outside_step: f32,
    /// Between wheels.
    pub wheel_step: f32,
    /// Between the advances after each wheel.
    pub advance_step: f32,
    /// Between pivots in place.
    pub pivot_step: f32,
    /// How many halvings find the farthest legal end of a direction: ten find it within
    /// 1/1024 of the allowance.
    pub bisections: usize,
    /// Between two wheels whose advances nothing cut short, how far apart the wheels and
    /// advances between them are drawn: a 3° chord of an arc of 230 mm falls 0.08 mm inside
    /// it.
    pub fill_step: f32,
}

impl Detail {
    /// One unit's reach: an arc of its full allowance drawn to within a tenth of a
    /// millimetre of the true one (a 3° chord at 230 mm falls 0.08 mm short).
    pub const FINE: Detail = Detail {
        arc_step: 3.0,
        outside_step: 5.0,
        wheel_step: 15.0,
        advance_step: 15.0,
        pivot_step: 15.0,
        bisections: 10,
        fill_step: 3.0,
    };

    /// The enemy's threat, the union of many units' reach, shaded for a glance: a 15° chord
    /// of an arc of 230 mm falls 2 mm inside it.
    pub const COARSE: Detail = Detail {
        arc_step: 15.0,
        outside_step: 20.0,
        wheel_step: 45.0,
        advance_step: 45.0,
        pivot_step: 90.0,
        bisections: 5,
        fill_step: 15.0,
    };
}

/// How far inside the straight-ahead arc its edge is tried, degrees: a direction on the edge
/// itself falls either side of it by a rounding.
pub(super) const ARC_EDGE_DEGREES: f32 = 0.05;

/// The farthest a wheel is tried, degrees.
const MOST_WHEEL_DEGREES: f32 = 180.0;

/// The arc the advance after a wheel is tried in, either side of the new facing, where the
/// ruleset gives no straight-ahead arc, degrees.
const ADVANCE_SPREAD_DEGREES: f32 = 45.0;

/// Neighbouring directions whose farthest legal ends differ by no more than this reach
/// equally far, mm.
const EQUAL_REACH_MM: f32 = 0.01;

/// The cosine of the widest turn one run of equally far directions spans: 150°.
const MOST_RUN_COSINE: f32 = -0.866;

/// A direction's farthest legal end standing out this much beyond its neighbours' gets a
/// piece of its own, mm.
const OWN_PIECE_MM: f32 = 0.5;

/// The most bases of other units whose ground is taken out of a reach, the nearest first:
/// few enough that a pile of bases on one spot, each crossing all the others, costs their
/// overlay little (512 of them took seconds). A reach that more bases reach into says it is
/// not complete.
const MOST_BASES_TAKEN_OUT: usize = 64;

/// Pieces united in one overlay at the leaves of [`union_of`].
const LEAF_PIECES: usize = 4;

/// One part of the region: outline first, then its holes, each a ring of table points, mm.
pub type Area = Vec<Vec<[f32; 2]>>;

/// The ground a unit can cover by the end of its move.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Region {
    /// Its parts.
    pub areas: Vec<Area>,
    /// Whether every move was judged: false when the work a question may spend ran out.
    pub complete: bool,
}

/// The allowances the walks start from.
#[derive(Clone, Copy, Debug)]
pub struct Rates {
    /// Straight ahead, without the road bonus, mm.
    pub full_mm: f32,
    /// Outside the straight-ahead arc, mm.
    pub half_mm: f32,
    /// The straight-ahead arc either side of the facing, degrees, when the ruleset gives one.
    pub arc_degrees: Option<f32>,
    /// What a road may add, mm (0 where the ruleset or the table has none).
    pub road_bonus_mm: f32,
}

/// The region `judge`'s unit can reach at `rates`, its moves tried as finely as `detail` says.
pub fn reach_region(judge: &mut MoveJudge, rates: Rates, detail: Detail) -> Region {
    let start = judge.stretch_start();
    let tolerance = judge.ruleset().contact.tolerance_mm.value;
    let mut pieces = Pieces::new(judge, detail);
    let complete = pieces.straight(judge, start, rates).is_some()
        && pieces.wheels(judge, start, rates).is_some()
        && pieces.pivots(judge, start).is_some();
    // The bases of the units nearest where the move began: a pile of more than a table's
    // worth of them on one spot would cost their overlay more than it is worth.
    let mut others: Vec<&crate::table::PlacedUnit> = judge.others_near().collect();
    let distance =
        |u: &crate::table::PlacedUnit| u.pose.position().distance_squared(start.position());
    others.sort_by(|a, b| distance(a).total_cmp(&distance(b)));
    let others: Vec<Vec<[f64; 2]>> = others
        .into_iter()
        .flat_map(|unit| unit.rects.iter())
        .map(|rect| {
            rect.shrunk(tolerance)
                .corners()
                .iter()
                .map(|c| [f64::from(c.x), f64::from(c.y)])
                .collect()
        })
        .collect();
    let (areas, all_taken_out) = without(union_of(&pieces.hulls), &others);
    Region {
        areas: rounded(areas),
        complete: complete && all_taken_out,
    }
}

/// The convex pieces the region is the union of, and the unit's outline in its own frame.
struct Pieces {
    outline: Vec<Vec2>,
    /// The points the outline turns about in a wheel: its front-left and front-right corners.
    front: (Vec2, Vec2),
    detail: Detail,
    hulls: Vec<Vec<[f64; 2]>>,
}

/// The farthest legal end of one direction from a pose.
#[derive(Clone, Copy)]
struct Ray {
    direction: Vec2,
    reach: f32,
    /// Whether it went as far as its allowance: nothing the rules read cut it short.
    open: bool,
}

impl Pieces {
    fn new(judge: &MoveJudge, detail: Detail) -> Self {
        let footprint = &judge.mover().shaped.footprint;
        let mut corners: Vec<Coord<f32>> = footprint
            .bases
            .iter()
            .flat_map(|b| b.rect.corners())
            .map(|p| Coord { x: p.x, y: p.y })
            .collect();
        let outline = quick_hull(&mut corners)
            .0
            .iter()
            .map(|c| Vec2::new(c.x, c.y))
            .collect();
        let body = footprint.bounds();
        Self {
            outline,
            front: (body.min, Vec2::new(body.max.x, body.min.y)),
            detail,
            hulls: Vec::new(),
        }
    }

    /// Adds the convex hull of the outline standing at each of `poses`.
    fn add_hull(&mut self, poses: &[Pose]) {
        let mut points: Vec<Coord<f64>> = poses
            .iter()
            .flat_map(|pose| self.outline.iter().map(move |&p| pose.to_table(p)))
            .map(|p| Coord {
                x: f64::from(p.x),
                y: f64::from(p.y),
            })
            .collect();
        let ring = quick_hull(&mut points);
        let mut ring: Vec<[f64; 2]> = ring.0.iter().map(|c| [c.x, c.y]).collect();
        ring.pop();
        if ring.len() >= 3 {
            self.hulls.push(ring);
        }
    }

    /// Adds the pieces of a fan of `rays` from `origin`, each to the next, and round to the
    /// first when `closed`. Neighbouring rays that reach equally far, over less than a half
    /// turn, make one piece: the outline moved any way among them is the hull of its ends.
    fn add_fan(&mut self, origin: Pose, rays: &[Ray], closed: bool) {
        let at = |ray: &Ray, reach: f32| shifted(origin, ray.direction * reach);
        let mut runs: Vec<(usize, usize)> = Vec::new();
        for (k, ray) in rays.iter().enumerate() {
            match runs.last_mut() {
                Some((first, last))
                    if (rays[*first].reach - ray.reach).abs() <= EQUAL_REACH_MM
                        && rays[*first].direction.dot(ray.direction) > MOST_RUN_COSINE =>
                {
                    *last = k;
                }
                _ => runs.push((k, k)),
            }
        }
        for &(first, last) in &runs {
            let reach = rays[first].reach;
            if last > first && reach > 0.0 {
                let mut ends = vec![origin];
                ends.extend(rays[first..=last].iter().map(|r| at(r, reach)));
                self.add_hull(&ends);
            }
        }
        let seams = runs.windows(2).map(|w| (w[0].1, w[1].0));
        let wrap = (closed && rays.len() > 1).then(|| (rays.len() - 1, 0));
        for (a, b) in seams.chain(wrap) {
            let least = rays[a].reach.min(rays[b].reach);
            if least > 0.0 {
                self.add_hull(&[origin, at(&rays[a], least), at(&rays[b], least)]);
            }
        }
        for (k, ray) in rays.iter().enumerate() {
            let neighbour = |j: Option<usize>| j.and_then(|j| rays.get(j)).map_or(0.0, |r| r.reach);
            let before = if k > 0 {
                Some(k - 1)
            } else {
                closed.then(|| rays.len() - 1)
            };
            let after = if k + 1 < rays.len() {
                Some(k + 1)
            } else {
                closed.then_some(0)
            };
            let least = neighbour(before).min(neighbour(after));
            if ray.reach > least + OWN_PIECE_MM {
                self.add_hull(&[origin, at(ray, ray.reach)]);
            }
        }
    }

    /// The pieces between two neighbouring wheels' fans, each ray of one to the same ray of
    /// the other, drawn back to the shorter: the wheels between them, and their advances.
    fn add_bridges(&mut self, (from, earlier): (Pose, &[Ray]), (to, later): (Pose, &[Ray])) {
        for (a, b) in earlier.iter().zip(later) {
            let least = a.reach.min(b.reach);
            self.add_hull(&[
                from,
                to,
                shifted(from, a.direction * least),
                shifted(to, b.direction * least),
            ]);
        }
    }

    /// Straight moves from `start` in every direction.
    fn straight(&mut self, judge: &mut MoveJudge, start: Pose, rates: Rates) -> Option<()> {
        let mut rays = Vec::new();
        let mut add = |judge: &mut MoveJudge, turn: f32, cap: f32| -> Option<()> {
            let direction = turned(start.forward(), turn);
            let reach = farthest(
                judge,
                start,
                direction,
                (cap, rates.road_bonus_mm),
                self.detail.bisections,
            )?;
            rays.push(Ray {
                direction,
                reach,
                open: reach >= cap - EQUAL_REACH_MM,
            });
            Some(())
        };
        match rates.arc_degrees {
            Some(arc) => {
                let inside = arc - ARC_EDGE_DEGREES;
                for turn in spaced(-inside, inside, self.detail.arc_step) {
                    add(judge, turn, rates.full_mm)?;
                }
                let outside = spaced(arc, 360.0 - arc, self.detail.outside_step);
                for turn in &outside[1..outside.len() - 1] {
                    add(judge, *turn, rates.half_mm)?;
                }
            }
            None => {
                let around = spaced(0.0, 360.0, self.detail.outside_step);
                for turn in &around[..around.len() - 1] {
                    add(judge, *turn, rates.full_mm)?;
                }
            }
        }
        self.add_fan(start, &rays, true);
        Some(())
    }

    /// Wheels forward on either front corner from `start`, each as far as the allowance
    /// and the rules let it, with the advances after them.
    fn wheels(&mut self, judge: &mut MoveJudge, start: Pose, rates: Rates) -> Option<()> {
        let spread = rates.arc_degrees.unwrap_or(ADVANCE_SPREAD_DEGREES) - ARC_EDGE_DEGREES;
        // Turning anticlockwise on the left corner, or clockwise on the right, swings the
        // free end forward.
        for (pivot, sign) in [(self.front.0, -1.0), (self.front.1, 1.0)] {
            let radius = self
                .outline
                .iter()
                .map(|c| c.distance(pivot))
                .fold(0.0, f32::max);
            if radius <= 0.0 {
                continue;
            }
            let fixed = start.to_table(pivot);
            let wheeled_by = |degrees: f32| {
                let swing = Vec2::from_angle((sign * degrees).to_radians());
                let at = fixed + swing.rotate(start.position() - fixed);
                Pose::new(at.x, at.y, start.heading + sign * degrees)
            };
            let left_after = |degrees: f32| rates.full_mm - radius * degrees.to_radians();
            let mut before: Option<(f32, Pose, Vec<Ray>)> = None;
            for step in 0.. {
                let degrees = step as f32 * self.detail.wheel_step;
                let left = left_after(degrees);
                if degrees > MOST_WHEEL_DEGREES || left < 0.0 {
                    break;
                }
                let wheeled = wheeled_by(degrees);
                if step > 0 && !judge.judge(wheeled)?.legal() {
                    break;
                }
                let mut rays = Vec::new();
                for turn in spaced(-spread, spread, self.detail.advance_step) {
                    let direction = turned(wheeled.forward(), turn);
                    let reach = farthest(
                        judge,
                        wheeled,
                        direction,
                        (left, 0.0),
                        self.detail.bisections,
                    )?;
                    rays.push(Ray {
                        direction,
                        reach,
                        open: reach >= left - EQUAL_REACH_MM,
                    });
                }
                self.add_fan(wheeled, &rays, false);
                if let Some((from_degrees, from, earlier)) = &before {
                    // Where nothing cut the advances of two neighbouring wheels short, the
                    // wheels between them are drawn, with their advances, as finely as the
                    // region needs: all at once, or cell by cell between two neighbouring
                    // directions. The rest is drawn back to the shorter advance.
                    let fill = |pieces: &mut Self, turns: (f32, f32), step: f32| {
                        let mut ends = Vec::new();
                        for between in spaced(*from_degrees, degrees, pieces.detail.fill_step) {
                            let pose = wheeled_by(between);
                            ends.push(pose);
                            for turn in spaced(turns.0, turns.1, step) {
                                let direction = turned(pose.forward(), turn);
                                ends.push(shifted(pose, direction * left_after(between)));
                            }
                        }
                        pieces.add_hull(&ends);
                    };
                    let fill_step = self.detail.fill_step;
                    if earlier.iter().chain(&rays).all(|r| r.open) {
                        fill(self, (-spread, spread), fill_step);
                    } else {
                        let turns = spaced(-spread, spread, self.detail.advance_step);
                        for j in 0..rays.len().saturating_sub(1) {
                            if [&earlier[j], &earlier[j + 1], &rays[j], &rays[j + 1]]
                                .iter()
                                .all(|r| r.open)
                            {
                                fill(self, (turns[j], turns[j + 1]), fill_step);
                            }
                        }
                        self.add_bridges((*from, earlier), (wheeled, &rays));
                    }
                }
                before = Some((degrees, wheeled, rays));
            }
        }
        Some(())
    }

    /// Pivots in place about the unit's front-centre and its middle (D-turn). When every
    /// pivot tried is legal, the hull of them all is one piece; otherwise each legal one
    /// joins the next.
    fn pivots(&mut self, judge: &mut MoveJudge, start: Pose) -> Option<()> {
        let body = judge.mover().shaped.footprint.bounds();
        for about in [Vec2::ZERO, (body.min + body.max) / 2.0] {
            let centre = start.to_table(about);
            let mut poses = vec![Some(start)];
            for turn in spaced(
                self.detail.pivot_step,
                360.0 - self.detail.pivot_step,
                self.detail.pivot_step,
            ) {
                let swing = Vec2::from_angle(turn.to_radians());
                let at = centre + swing.rotate(start.position() - centre);
                let pose = Pose::new(at.x, at.y, start.heading + turn);
                poses.push(judge.judge(pose)?.legal().then_some(pose));
            }
            if poses.iter().all(Option::is_some) {
                let all: Vec<Pose> = poses.into_iter().flatten().collect();
                self.add_hull(&all);
                continue;
            }
            poses.push(Some(start));
            for pair in poses.windows(2) {
                if let [Some(a), Some(b)] = pair {
                    self.add_hull(&[*a, *b]);
                }
            }
        }
        Some(())
    }
}

/// Shapes in table mm, rounded to a hundredth of a millimetre.
fn rounded(shapes: Vec<Vec<Vec<[f64; 2]>>>) -> Vec<Area> {
    let round = |v: f64| ((v * 100.0).round() / 100.0) as f32;
    shapes
        .into_iter()
        .map(|shape| {
            shape
                .into_iter()
                .map(|ring| {
                    ring.into_iter()
                        .map(|[x, y]| [round(x), round(y)])
                        .collect()
                })
                .collect()
        })
        .collect()
}

/// `shapes` less the ground of those of `holes` whose box meets theirs, the first
/// [`MOST_BASES_TAKEN_OUT`] of them; and whether that was every one.
fn without(
    shapes: Vec<Vec<Vec<[f64; 2]>>>,
    holes: &[Vec<[f64; 2]>],
) -> (Vec<Vec<Vec<[f64; 2]>>>, bool) {
    let (mut low, mut high) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
    for &[x, y] in shapes.iter().flatten().flatten() {
        (low, high) = (
            [low[0].min(x), low[1].min(y)],
            [high[0].max(x), high[1].max(y)],
        );
    }
    // A hole whose box meets the shapes' box: one that crosses it with no corner inside is
    // kept too.
    let meets = |hole: &&Vec<[f64; 2]>| {
        let (mut hole_low, mut hole_high) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
        for &[x, y] in hole.iter() {
            hole_low = [hole_low[0].min(x), hole_low[1].min(y)];
            hole_high = [hole_high[0].max(x), hole_high[1].max(y)];
        }
        (0..2).all(|axis| hole_low[axis] <= high[axis] && hole_high[axis] >= low[axis])
    };
    let mut meeting = holes.iter().filter(meets);
    let holes: Vec<Vec<[f64; 2]>> = meeting
        .by_ref()
        .take(MOST_BASES_TAKEN_OUT)
        .cloned()
        .collect();
    let every_one = meeting.next().is_none();
    if shapes.is_empty() || holes.is_empty() {
        return (shapes, every_one);
    }
    let cut = FloatOverlay::with_subj_and_clip(&shapes, &holes)
        .overlay(OverlayRule::Difference, FillRule::NonZero);
    (cut, every_one)
}

/// The union of `pieces`, halves first: neighbouring pieces of a fan overlap little, so each
/// half's outline stays short, where one overlay of every piece would cross each edge with
/// hundreds of others.
fn union_of(pieces: &[Vec<[f64; 2]>]) -> Vec<Vec<Vec<[f64; 2]>>> {
    if pieces.len() <= LEAF_PIECES {
        return pieces.simplify_shape(FillRule::NonZero);
    }
    let (left, right) = pieces.split_at(pieces.len() / 2);
    FloatOverlay::with_subj_and_clip(&union_of(left), &union_of(right))
        .overlay(OverlayRule::Union, FillRule::NonZero)
}

/// The farthest a unit at `origin` may go in `direction` and end legally, up to `cap` (and
/// `bonus` beyond it where a road gives one), mm; `None` once the judge's work ran out. The
/// ends a direction allows are taken to run from the start up to the farthest, as halving
/// a move or blocking it cuts a walk once.
fn farthest(
    judge: &mut MoveJudge,
    origin: Pose,
    direction: Vec2,
    (cap, bonus): (f32, f32),
    bisections: usize,
) -> Option<f32> {
    let legal = |judge: &mut MoveJudge, reach: f32| -> Option<bool> {
        Some(judge.judge(shifted(origin, direction * reach))?.legal())
    };
    let (mut open, mut shut) = if legal(judge, cap)? {
        if bonus <= 0.0 {
            return Some(cap);
        }
        if legal(judge, cap + bonus)? {
            return Some(cap + bonus);
        }
        (cap, cap + bonus)
    } else {
        (0.0, cap)
    };
    for _ in 0..bisections {
        let middle = (open + shut) / 2.0;
        if legal(judge, middle)? {
            open = middle;
        } else {
            shut = middle;
        }
    }
    Some(open)
}

/// `pose` carried by `by`, facing as it did.
fn shifted(pose: Pose, by: Vec2) -> Pose {
    Pose::new(pose.x + by.x, pose.y + by.y, pose.heading)
}

/// `direction` turned clockwise by `degrees`.
fn turned(direction: Vec2, degrees: f32) -> Vec2 {
    Vec2::from_angle(degrees.to_radians()).rotate(direction)
}

/// Angles from `from` to `to`, both included, evenly spaced no more than `step` apart.
fn spaced(from: f32, to: f32, step: f32) -> Vec<f32> {
    let count = ((to - from) / step).ceil().max(1.0) as usize;
    (0..=count)
        .map(|k| from + (to - from) * k as f32 / count as f32)
        .collect()
}

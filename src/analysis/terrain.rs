//! What the table's terrain means for the units on it, as the ruleset's `[[terrain]]` says:
//! moves halved by entering, leaving or crossing it (D-half), the road bonus (D-road), the
//! going of a square's move (B-square-move), who may stand or pass where (D-terrain,
//! D-no-overlap, A-9.59; passing through a piece is entering it), guns that crossed a wall
//! and terrain standing between a fire zone and a skirmisher.
//!
//! A base is in a piece when it reaches more than the contact tolerance into it; a move
//! touched a piece when any base's swept ground did; a unit crossed a linear feature when its
//! middle passed from one side of the feature's centre line to the other.

use std::cell::{Cell, RefCell};

use glam::Vec2;

use super::moves::Path;
use super::{Contact, Finding, MoveReport, Scope};
use crate::formation::{Footprint, FormationClass, TroopKind};
use crate::geom::{Bounds, OrientedRect, Pose, Segment, Swept};
use crate::layout::Battlefield;
use crate::rules::{Cited, Going, Ruleset, TerrainRules};
use crate::table::PlacedUnit;
use crate::terrain::TerrainPiece;

/// The most work one reading spends on terrain, in edge tests (a few nanoseconds each
/// natively). Past it the remaining units are not judged against the terrain, and a finding
/// says so, so a hostile table costs bounded time.
pub const TERRAIN_BUDGET: u64 = 8_000_000;

/// How far apart a move is checked for keeping to a road, mm; at most [`ROAD_SAMPLES`] points
/// a leg of its path.
const ROAD_SAMPLE_MM: f32 = 10.0;

/// The most points a leg of a path is checked at for keeping to a road.
const ROAD_SAMPLES: usize = 16;

/// How many strips across a fire zone band are drawn back to the cover in each.
const ZONE_STRIPS: usize = 32;

/// How many halvings find where cover begins along a strip: 1/256 of the band's depth.
const ZONE_BISECTIONS: usize = 8;

/// A piece the ruleset says something of.
struct Rated<'a> {
    piece: &'a TerrainPiece,
    rules: &'a TerrainRules,
    bounds: Bounds,
}

/// The table's terrain as the ruleset reads it, and the work left to spend on it.
pub(super) struct Ground<'a> {
    rated: Vec<Rated<'a>>,
    tolerance: f32,
    budget: Cell<u64>,
    /// The bases the last move judged began with, and which pieces they meet, by place
    /// among the rated pieces: the moves a reach tries all begin where the unit stands.
    began: RefCell<(Vec<OrientedRect>, Vec<Option<bool>>)>,
}

/// Why a move was halved by the ground: the piece, how the unit met it, and the rule.
pub(super) struct Halving<'a> {
    pub piece: &'a TerrainPiece,
    pub how: &'static str,
    pub rule: &'a Cited<bool>,
}

/// What the ground did to one unit's move.
#[derive(Default)]
pub(super) struct MoveGround<'a> {
    /// The first linear piece whose crossing halves the move: a road over it does not lift
    /// the halving, since the text lets a road lift only that of woods and built-up areas
    /// (D-half, D-road).
    pub halved_by_crossing: Option<Halving<'a>>,
    /// The first area piece whose entering, leaving or passing through halves the move,
    /// unless the move kept to a road (D-road).
    pub halved_by_area: Option<Halving<'a>>,
    /// The road rule, when the move kept to a road all the way.
    pub road: Option<&'a Cited<bool>>,
    /// The hardest going the move passed over, where it is not open.
    pub going: Option<&'a Cited<Going>>,
    /// Findings about where the move went.
    pub findings: Vec<Finding>,
}

/// How far `point` lies from the line of the linear piece `piece`, mm.
fn beyond(piece: &TerrainPiece, point: Vec2) -> f32 {
    piece
        .points
        .windows(2)
        .map(|leg| Segment::new(leg[0], leg[1]).distance_to(point))
        .fold(f32::INFINITY, f32::min)
}

/// The bases of `footprint` at `pose`, each drawn in by `tolerance`.
fn bases_at(footprint: &Footprint, pose: &Pose, tolerance: f32) -> Vec<OrientedRect> {
    footprint
        .bases
        .iter()
        .map(|b| b.rect.placed(pose).shrunk(tolerance))
        .collect()
}

impl<'a> Ground<'a> {
    /// The pieces of `field` that `ruleset` says something of, with the whole budget.
    pub fn of(field: Option<&'a Battlefield>, ruleset: &'a Ruleset) -> Self {
        Self::with_budget(field, ruleset, TERRAIN_BUDGET)
    }

    /// The pieces of `field` that `ruleset` says something of, with `budget` left to spend.
    pub fn with_budget(field: Option<&'a Battlefield>, ruleset: &'a Ruleset, budget: u64) -> Self {
        let rated = field
            .map(|f| f.terrain.as_slice())
            .unwrap_or_default()
            .iter()
            .filter_map(|piece| {
                Some(Rated {
                    piece,
                    rules: ruleset.terrain_rules(piece.kind)?,
                    bounds: piece.bounds(),
                })
            })
            .collect();
        Self {
            rated,
            tolerance: ruleset.contact.tolerance_mm.value,
            budget: Cell::new(budget),
            began: RefCell::default(),
        }
    }

    /// The work left to spend.
    pub fn left(&self) -> u64 {
        self.budget.get()
    }

    /// Takes `cost` from the budget; false once it has run out.
    fn spend(&self, cost: usize) -> bool {
        match self.budget.get().checked_sub(cost as u64) {
            Some(left) => {
                self.budget.set(left);
                true
            }
            None => false,
        }
    }

    /// Whether any of `shapes` meets the piece, paying for the test.
    fn meets_any(&self, rated: &Rated, shapes: &[OrientedRect]) -> Option<bool> {
        self.spend(shapes.len() * rated.piece.points.len())
            .then(|| {
                shapes.iter().any(|r| {
                    r.bounds().intersects(&rated.bounds) && rated.piece.meets(&r.corners())
                })
            })
    }

    /// The finding that the budget ran out at `unit`.
    pub fn out_of_budget(unit: &PlacedUnit) -> Finding {
        Finding {
            scope: Scope::Unit,
            rule: super::PLAYERS_TABLE.to_owned(),
            units: vec![unit.id],
            message: format!(
                "Too much terrain under too many bases: {} and the units after it were not judged against the terrain.",
                unit.name
            ),
        }
    }

    /// What the ground did to `unit`'s move over one stretch of its turn, `path`, in the
    /// formation it stood in then; `None` once the budget ran out. Whether guns that crossed a
    /// wall ended limbered reads the formation the unit ends in.
    pub fn of_move(&self, unit: &PlacedUnit, path: &Path) -> Option<MoveGround<'a>> {
        let mut ground = MoveGround::default();
        if self.rated.is_empty() {
            return Some(ground);
        }
        let places: Vec<Vec<OrientedRect>> = path
            .places
            .iter()
            .map(|pose| bases_at(&path.shaped.footprint, pose, self.tolerance))
            .collect();
        let reach = places
            .iter()
            .flatten()
            .fold(Bounds::EMPTY, |b, r| b.union(r.bounds()));
        let body = path.shaped.footprint.body_bounds();
        let middle = (body.min + body.max) / 2.0;
        let middles: Vec<Vec2> = path.places.iter().map(|p| p.to_table(middle)).collect();
        let (first, last) = (&places[0], &places[places.len() - 1]);
        let is_square = path.shaped.readouts.class == FormationClass::Square;
        let mut passed_off_road = None;
        {
            let mut began = self.began.borrow_mut();
            if began.0 != *first {
                *began = (first.clone(), vec![None; self.rated.len()]);
            }
        }
        for (slot, rated) in self.rated.iter().enumerate() {
            if !rated.bounds.intersects(&reach) {
                continue;
            }
            let (piece, rules) = (rated.piece, rated.rules);
            let known = self.began.borrow().1[slot];
            let at_start = match known {
                Some(meets) => meets,
                None => {
                    let meets = self.meets_any(rated, first)?;
                    self.began.borrow_mut().1[slot] = Some(meets);
                    meets
                }
            };
            let at_end = self.meets_any(rated, last)?;
            // A linear piece is crossed by the unit's middle, or by any part of it that ends
            // over the piece and clear beyond it: a front that reaches over a stream to an
            // enemy has crossed it, a front drawn up against a wall, or into it, has not.
            let crossed = piece.crossed_by(&middles)
                || (piece.kind.is_linear() && at_end && {
                    if !self.spend(8 * last.len() * piece.points.len()) {
                        return None;
                    }
                    last.iter().flat_map(|r| r.corners()).any(|corner| {
                        piece.crossed_by(&[middles[0], corner])
                            && beyond(piece, corner) > piece.width_mm / 2.0
                    })
                });
            let mut touched = at_start || at_end || crossed;
            for pair in places.windows(2) {
                if touched {
                    break;
                }
                let swept: Vec<Swept> = pair[0]
                    .iter()
                    .zip(&pair[1])
                    .map(|(a, b)| Swept::between(a, b))
                    .collect();
                if !self.spend(swept.len() * piece.points.len()) {
                    return None;
                }
                touched = swept.iter().any(|s| {
                    Bounds::around(s.corners().iter().copied()).intersects(&rated.bounds)
                        && piece.meets(s.corners())
                });
            }
            let how = if piece.kind.is_linear() {
                crossed.then_some("crossed")
            } else if at_start != at_end {
                Some(if at_end { "entered" } else { "left" })
            } else {
                (touched && !at_start).then_some("passed through")
            };
            let first = if piece.kind.is_linear() {
                &mut ground.halved_by_crossing
            } else {
                &mut ground.halved_by_area
            };
            if let (Some(how), Some(rule), None) = (how, &rules.halves_move, &*first)
                && rule.value
            {
                *first = Some(Halving { piece, how, rule });
            }
            if let Some(going) = &rules.going
                && touched
                && going.value > ground.going.map_or(Going::Open, |g| g.value)
            {
                ground.going = Some(going);
            }
            if let Some(rule) = &rules.keeps_out_squares
                && rule.value
                && is_square
                && (crossed || touched && !at_end)
            {
                ground.findings.push(unit_finding(
                    unit,
                    rule,
                    format!(
                        "{} moved across {} as a square: a square may not cross it.",
                        unit.name,
                        piece.label()
                    ),
                ));
            }
            if let Some(rule) = &rules.roads_only
                && rule.value.contains(&unit.kind)
                && !piece.kind.is_linear()
                && touched
                && !at_start
                && !at_end
                && passed_off_road.is_none()
            {
                passed_off_road = Some((piece, rule));
            }
            if let Some(rule) = &rules.limbers_artillery
                && rule.value
                && crossed
                && unit.kind == TroopKind::Artillery
                && unit.shaped.readouts.class != FormationClass::Limbered
            {
                ground.findings.push(unit_finding(
                    unit,
                    rule,
                    format!(
                        "{} crossed {} and must end its move limbered.",
                        unit.name,
                        piece.label()
                    ),
                ));
            }
        }
        ground.road = self.kept_to_road(path, &reach)?;
        if let (Some((piece, rule)), None) = (passed_off_road, ground.road) {
            ground.findings.push(unit_finding(
                unit,
                rule,
                format!(
                    "{} passed through {} off the road: {} may enter a {} only along a road.",
                    unit.name,
                    piece.label(),
                    kind_name(unit.kind),
                    piece.kind.noun()
                ),
            ));
        }
        Some(ground)
    }

    /// The road rule, if the unit touched a road at every point of `path` checked.
    fn kept_to_road(&self, path: &Path, reach: &Bounds) -> Option<Option<&'a Cited<bool>>> {
        let roads: Vec<&Rated> = self
            .rated
            .iter()
            .filter(|r| TerrainRules::has(&r.rules.road) && r.bounds.intersects(reach))
            .collect();
        let Some(first) = roads.first() else {
            return Some(None);
        };
        for leg in path.places.windows(2) {
            let (from, to) = (leg[0], leg[1]);
            let length = from.position().distance(to.position());
            let steps = ((length / ROAD_SAMPLE_MM).ceil() as usize).clamp(1, ROAD_SAMPLES);
            for step in 0..=steps {
                let part = step as f32 / steps as f32;
                let at = from.position().lerp(to.position(), part);
                let pose = Pose::new(
                    at.x,
                    at.y,
                    from.heading + (to.heading - from.heading) * part,
                );
                let bases = bases_at(&path.shaped.footprint, &pose, self.tolerance);
                let mut on_road = false;
                for road in &roads {
                    if self.meets_any(road, &bases)? {
                        on_road = true;
                        break;
                    }
                }
                if !on_road {
                    return Some(None);
                }
            }
        }
        Some(first.rules.road.as_ref())
    }

    /// What the rules say of where `unit` stands, and the pieces it stands in that hold one
    /// infantry unit at most, by their place among the pieces the ruleset rates; `None` once
    /// the budget ran out.
    pub fn standing(&self, unit: &PlacedUnit) -> Option<(Vec<Finding>, Vec<usize>)> {
        let (mut findings, mut crowding) = (Vec::new(), Vec::new());
        if self.rated.is_empty() {
            return Some((findings, crowding));
        }
        let bases: Vec<OrientedRect> = unit
            .rects
            .iter()
            .map(|r| r.shrunk(self.tolerance))
            .collect();
        for (slot, rated) in self.rated.iter().enumerate() {
            if !rated.bounds.intersects(&unit.bounds) || !self.meets_any(rated, &bases)? {
                continue;
            }
            findings.extend(self.standing_in(unit, rated, &bases));
            if unit.kind == TroopKind::Infantry && TerrainRules::has(&rated.rules.one_infantry_unit)
            {
                crowding.push(slot);
            }
        }
        Some((findings, crowding))
    }

    /// One finding for each piece that more infantry units stand in than it holds
    /// (D-no-overlap): `standing` gives each unit, in table order, with the pieces
    /// [`Ground::standing`] found it in.
    pub fn crowds<'u>(
        &self,
        standing: impl Iterator<Item = (&'u PlacedUnit, &'u [usize])>,
    ) -> Vec<Finding> {
        let mut infantry_in: Vec<Vec<&PlacedUnit>> = vec![Vec::new(); self.rated.len()];
        for (unit, slots) in standing {
            for &slot in slots {
                infantry_in[slot].push(unit);
            }
        }
        let mut findings = Vec::new();
        for (rated, crowd) in self.rated.iter().zip(infantry_in) {
            let (Some(rule), [_, _, ..]) = (&rated.rules.one_infantry_unit, crowd.as_slice())
            else {
                continue;
            };
            let names: Vec<&str> = crowd.iter().map(|u| u.name.as_str()).collect();
            findings.push(Finding {
                scope: Scope::Group,
                rule: rule.cite().to_owned(),
                units: crowd.iter().map(|u| u.id).collect(),
                message: format!(
                    "{} infantry units stand in {} ({}): it holds one at most.",
                    crowd.len(),
                    rated.piece.label(),
                    names.join(", ")
                ),
            });
        }
        findings
    }

    /// The finding when an infantry unit of `units` other than `mover` stands in the piece at
    /// `slot` (a place among the rated pieces, as [`Ground::standing`] gives it), which holds
    /// one infantry unit at most and which `mover` would enter (D-no-overlap); `Some(None)`
    /// when none does, and `None` once the budget ran out.
    pub fn crowding(
        &self,
        slot: usize,
        units: &[PlacedUnit],
        mover: &PlacedUnit,
    ) -> Option<Option<Finding>> {
        let Some(rated) = self.rated.get(slot) else {
            return Some(None);
        };
        let Some(rule) = rated.rules.one_infantry_unit.as_ref() else {
            return Some(None);
        };
        for other in units {
            if !self.spend(1) {
                return None;
            }
            if other.id == mover.id
                || other.kind != TroopKind::Infantry
                || !rated.bounds.intersects(&other.bounds)
            {
                continue;
            }
            if !self.spend(other.rects.len() * rated.piece.points.len()) {
                return None;
            }
            if self.holds(rated, other) {
                return Some(Some(unit_finding(
                    mover,
                    rule,
                    format!(
                        "{} would join {} in {}: it holds one infantry unit at most.",
                        mover.name,
                        other.name,
                        rated.piece.label()
                    ),
                )));
            }
        }
        Some(None)
    }

    /// What the rules say of `unit` standing in the piece, its bases being `bases`.
    fn standing_in(
        &self,
        unit: &PlacedUnit,
        rated: &Rated,
        bases: &[OrientedRect],
    ) -> Vec<Finding> {
        let (piece, rules) = (rated.piece, rated.rules);
        let mut findings = Vec::new();
        if let Some(rule) = &rules.roads_only
            && rule.value.contains(&unit.kind)
            && !piece.kind.is_linear()
        {
            let off_road = bases.iter().any(|base| {
                piece.meets(&base.corners())
                    && !self.rated.iter().any(|road| {
                        TerrainRules::has(&road.rules.road)
                            && road.piece.runs_under_inside(base, piece)
                    })
            });
            if off_road {
                findings.push(unit_finding(
                    unit,
                    rule,
                    format!(
                        "{} stands in {} off the road: {} may enter a {} only along a road.",
                        unit.name,
                        piece.label(),
                        kind_name(unit.kind),
                        piece.kind.noun()
                    ),
                ));
            }
        }
        if let Some(rule) = &rules.no_unlimbering
            && rule.value
            && unit.kind == TroopKind::Artillery
            && unit.shaped.readouts.class == FormationClass::Unlimbered
        {
            findings.push(unit_finding(
                unit,
                rule,
                format!(
                    "{} stands unlimbered in {}: guns pass through a {} limbered, on a road, and may not unlimber there.",
                    unit.name,
                    piece.label(),
                    piece.kind.noun()
                ),
            ));
        }
        if let Some(rule) = &rules.keeps_out_squares
            && rule.value
            && unit.shaped.readouts.class == FormationClass::Square
        {
            findings.push(unit_finding(
                unit,
                rule,
                format!(
                    "{} stands in {} as a square: squares stand only in the open.",
                    unit.name,
                    piece.label()
                ),
            ));
        }
        findings
    }

    /// Whether terrain that blocks fire zones stands between `from` and `to` and does not
    /// hold `shooter`, whose zone it is.
    /// It runs for every skirmisher base in a zone: the cheap tests come first, the piece's
    /// box against the line's, then the line against the piece, and whether the piece holds
    /// the shooter last.
    pub fn covers(&self, from: Vec2, to: Vec2, shooter: &PlacedUnit) -> bool {
        let line = Bounds::around([from, to]);
        self.rated.iter().any(|rated| {
            TerrainRules::has(&rated.rules.blocks_fire_zones)
                && rated.bounds.intersects(&line)
                && rated.piece.lies_between(from, to)
                && !self.holds(rated, shooter)
        })
    }

    /// Whether the piece holds part of `unit`.
    fn holds(&self, rated: &Rated, unit: &PlacedUnit) -> bool {
        rated.bounds.intersects(&unit.bounds)
            && unit
                .rects
                .iter()
                .any(|r| rated.piece.holds_part_of(r, self.tolerance))
    }

    /// The pieces that block fire zones and do not hold `shooter`.
    fn cover_for(&self, shooter: &PlacedUnit) -> Vec<&Rated<'a>> {
        self.rated
            .iter()
            .filter(|rated| {
                TerrainRules::has(&rated.rules.blocks_fire_zones) && !self.holds(rated, shooter)
            })
            .collect()
    }

    /// The outline of one band of `shooter`'s fire zone, on the side of its body away from
    /// `body_middle`, with its far edge drawn back, strip by strip across it, to where
    /// terrain that gives cover begins to stand between the strip and the body: the ground
    /// a skirmisher may not enter. Uncovered, the band's four corners; past the
    /// budget, too.
    pub fn zone_outline(
        &self,
        band: &OrientedRect,
        body_middle: Vec2,
        shooter: &PlacedUnit,
    ) -> Vec<Vec2> {
        let reach = band.bounds();
        let cover: Vec<&Rated> = self
            .cover_for(shooter)
            .into_iter()
            .filter(|rated| rated.bounds.intersects(&reach))
            .collect();
        let cost: usize = cover.iter().map(|r| r.piece.points.len()).sum();
        if cover.is_empty() || !self.spend(cost * ZONE_STRIPS * (ZONE_BISECTIONS + 1)) {
            return band.corners().to_vec();
        }
        // The band's own axes: `out` away from the body, `across` along its near edge.
        let towards_body = band.to_local(body_middle);
        let half = band.half_size;
        let (out, across, depth, width) =
            if towards_body.y.abs() * half.x >= towards_body.x.abs() * half.y {
                (
                    Vec2::new(0.0, -towards_body.y.signum()),
                    Vec2::X,
                    half.y,
                    half.x,
                )
            } else {
                (
                    Vec2::new(-towards_body.x.signum(), 0.0),
                    Vec2::Y,
                    half.x,
                    half.y,
                )
            };
        let at = |along: f32, reach: f32| {
            band.center + band.rotation.rotate(across * along + out * (reach - depth))
        };
        let blocked = |along: f32, reach: f32| {
            cover
                .iter()
                .any(|r| r.piece.lies_between(at(along, 0.0), at(along, reach)))
        };
        let full = 2.0 * depth;
        let mut far_edge = Vec::with_capacity(2 * ZONE_STRIPS);
        for strip in 0..ZONE_STRIPS {
            let from = -width + 2.0 * width * strip as f32 / ZONE_STRIPS as f32;
            let to = from + 2.0 * width / ZONE_STRIPS as f32;
            let middle = (from + to) / 2.0;
            let mut reach = full;
            if blocked(middle, full) {
                let (mut open, mut shut) = (0.0, full);
                for _ in 0..ZONE_BISECTIONS {
                    let mid = (open + shut) / 2.0;
                    if blocked(middle, mid) {
                        shut = mid;
                    } else {
                        open = mid;
                    }
                }
                reach = open;
            }
            far_edge.extend([at(from, reach), at(to, reach)]);
        }
        let mut outline = vec![at(-width, 0.0)];
        outline.extend(far_edge);
        outline.push(at(width, 0.0));
        outline
    }
}

/// D-road: a move that needed the road bonus may not end in contact with an enemy. `moves`
/// gives each unit's move, in table order.
pub(super) fn road_moves_in_contact<'m>(
    units: &[PlacedUnit],
    moves: impl Iterator<Item = Option<&'m MoveReport>>,
    contacts: &[Contact],
    ruleset: &Ruleset,
) -> Vec<Finding> {
    let Some(bonus) = &ruleset.movement.road_bonus_mm else {
        return Vec::new();
    };
    let tolerance = ruleset.contact.tolerance_mm.value;
    units
        .iter()
        .zip(moves)
        .filter_map(|(unit, moved)| {
            let moved = moved?;
            let without = moved.allowance_mm? - moved.road_bonus_mm?;
            if moved.distance_mm <= without + tolerance {
                return None;
            }
            let enemy = contacts.iter().find_map(|c| {
                let other = if c.a == unit.id {
                    c.b
                } else if c.b == unit.id {
                    c.a
                } else {
                    return None;
                };
                units.iter().find(|u| u.id == other)
            })?;
            Some(Finding {
                scope: Scope::Pair,
                rule: bonus.cite().to_owned(),
                units: vec![unit.id, enemy.id],
                message: format!(
                    "{} needed the road bonus and ended its move in contact with {}: a road move may not.",
                    unit.name, enemy.name
                ),
            })
        })
        .collect()
}

fn unit_finding<T>(unit: &PlacedUnit, rule: &Cited<T>, message: String) -> Finding {
    Finding {
        scope: Scope::Unit,
        rule: rule.cite().to_owned(),
        units: vec![unit.id],
        message,
    }
}

fn kind_name(kind: TroopKind) -> &'static str {
    match kind {
        TroopKind::Infantry => "infantry",
        TroopKind::Cavalry => "cavalry",
        TroopKind::Artillery => "artillery",
    }
}

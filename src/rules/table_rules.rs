//! The ruleset's rules for the table as a whole: contact, support, skirmishers, squares and
//! movement. Every distance is in mm once read.

use super::compact::{ASPECTS, KINDS};
use super::{Cited, DistanceUnit};
use crate::doc::{DocError, Fields};
use crate::formation::TroopKind;

/// How contact and its aspect are decided (D-contact, D-flank, D-rear).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ContactRules {
    /// How close two edges must be to touch, mm.
    pub tolerance_mm: Cited<f32>,
    /// How front, flank and rear contact are told apart.
    pub aspect: Cited<AspectMethod>,
    /// The share of the attacker's front edge that must touch the defender's rear edge for a
    /// rear contact (D-rear: half).
    pub rear_edge_share: Option<Cited<f32>>,
    /// The rule of the ruleset's own system that defines contact (D-contact), if it has one.
    pub touching_rule: Option<String>,
    /// Whether two bases meeting only corner to corner are in contact; where the ruleset
    /// says nothing they are, as they touch (D-contact names only edge to edge and edge to
    /// corner).
    pub corner_to_corner: Option<Cited<bool>>,
    /// Whether a unit's bases must keep in edge or corner contact with one another, as the
    /// element rules' units do (C-contact).
    pub elements_touch: Option<Cited<bool>>,
    /// The rule of the ruleset's own system that forbids units to overlap (D-no-overlap), if
    /// it has one.
    pub overlap_rule: Option<String>,
}

/// What a finding cites when the ruleset's system has no rule of its own for it: a fact of
/// geometry, such as two units touching or overlapping, which every system relies on.
pub const GEOMETRY: &str = "geometry";

impl ContactRules {
    /// Whether two bases that meet only at their corners are in contact.
    pub fn corners_in_contact(&self) -> bool {
        self.corner_to_corner.as_ref().is_none_or(|c| c.value)
    }

    /// What a contact finding cites: the system's contact rule, or [`GEOMETRY`].
    pub fn touching_cite(&self) -> &str {
        self.touching_rule.as_deref().unwrap_or(GEOMETRY)
    }

    /// What an overlap finding cites: the system's rule against overlap, or [`GEOMETRY`].
    pub fn overlap_cite(&self) -> &str {
        self.overlap_rule.as_deref().unwrap_or(GEOMETRY)
    }
}

/// How the aspect of a contact is decided.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AspectMethod {
    /// By where the attacker's move began (D-flank, D-rear).
    MoveStart,
    /// By the defender's edge that is touched.
    #[default]
    EdgeTouched,
}

/// Support from behind, and the groups it makes.
#[derive(Clone, Debug, PartialEq)]
pub struct SupportRules {
    /// A friend this close behind a line's rear edge makes it a massed target, mm.
    pub rear_mm: Cited<f32>,
    /// Columns this close behind one another form a pre-formed column, mm.
    pub preformed_column_mm: Option<Cited<f32>>,
    /// Whether lines directly behind one another make a column of lines.
    pub column_of_lines: Option<Cited<bool>>,
    /// How far a formed enemy facing a line from its flank sector may stand and still
    /// enfilade it, making it massed, mm.
    pub enfilade_reach_mm: Option<Cited<f32>>,
    /// The troop kinds whose lines any unit behind makes massed, enemy or friend (A-9.24 says
    /// "another unit"); other kinds' lines only a friend (A-8.34 says "another friendly
    /// unit").
    pub rear_from_either_side: Option<Cited<Vec<TroopKind>>>,
    /// What "directly behind" means, for the groups; given whenever a group is.
    pub directly_behind: Option<DirectlyBehind>,
}

/// When one unit stands directly behind another: the texts give no measure.
#[derive(Clone, Debug, PartialEq)]
pub struct DirectlyBehind {
    /// The most the two headings may differ, degrees.
    pub turn_degrees: Cited<f32>,
    /// The least share of the narrower frontage the two must have in common.
    pub overlap_share: Cited<f32>,
}

/// Skirmisher chains and clusters.
#[derive(Clone, Debug, PartialEq)]
pub struct SkirmishRules {
    /// No skirmisher further than this from its parent or another of its unit, mm.
    pub tether_mm: Cited<f32>,
    /// A gap this wide splits a screen into cluster groups, mm.
    pub cluster_gap_mm: Cited<f32>,
    /// More figures than this in one group splits it.
    pub cluster_size: Cited<u32>,
    /// A unit with more than this share of its figures out as skirmishers shares its screen's
    /// morale.
    pub screen_morale_share: Option<Cited<f32>>,
}

/// What squares do on the table.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SquareRules {
    /// Squares face all round: no flank or rear.
    pub all_round: Option<Cited<bool>>,
    /// Each side fires into this arc between the corners, degrees (B-square-fire).
    pub side_arc_degrees: Option<Cited<f32>>,
    /// Touching squares may combine.
    pub combine_touching: Option<Cited<bool>>,
    /// Cannon allowed inside per infantry base.
    pub cannon_per_base: Option<Cited<f32>>,
    /// Gun crews this close before the square formed may shelter in it, mm (B-shelter).
    pub shelter_mm: Option<Cited<f32>>,
    /// Whether mounted cavalry and limbered guns are kept out of a square.
    pub keeps_out_mounted: Option<Cited<bool>>,
    /// How far a square may move over broken ground, mm (B-square-move).
    pub broken_ground_move_mm: Option<Cited<f32>>,
    /// How far a square may move over rough ground, mm (B-square-move).
    pub rough_ground_move_mm: Option<Cited<f32>>,
    /// The formations, by id, a unit may form a hasty square from when charged (B-hasty).
    pub hasty_from: Option<Cited<Vec<String>>>,
    /// How near the target of a charge a unit stands to be beside or behind it, and so free
    /// to form a hasty square, mm (B-hasty).
    pub hasty_near_mm: Option<Cited<f32>>,
}

/// The involuntary states a unit may be in, which supersede its formation and are
/// drawn as says.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StateRules {
    /// Morale disordered: one base turned round.
    pub disordered: Option<Cited<bool>>,
    /// Routed: bases stacked in column.
    pub routed: Option<Cited<bool>>,
}

/// The crew figures a battery needs, by its cannon: a few figures for a battery of
/// fewer cannon than `many_cannon`, and so many a base from then on.
#[derive(Clone, Debug, PartialEq)]
pub struct CrewRules {
    /// Crew figures a battery of fewer than `many_cannon` cannon needs.
    pub battery_figures: Cited<u32>,
    /// From this many cannon, a battery needs crew by the base.
    pub many_cannon: Cited<u32>,
    /// Crew figures each base of such a battery needs.
    pub figures_per_base: Cited<u32>,
}

impl CrewRules {
    /// The crew figures a battery of `cannon` cannon on `bases` bases needs, with the rule
    /// that says so.
    pub fn needed(&self, cannon: u32, bases: u32) -> (u32, &str) {
        if cannon >= self.many_cannon.value {
            (
                self.figures_per_base.value.saturating_mul(bases),
                self.figures_per_base.cite(),
            )
        } else {
            (self.battery_figures.value, self.battery_figures.cite())
        }
    }

    pub(super) fn read(f: &mut Fields) -> Result<Self, DocError> {
        let figures = |f: &mut Fields| f.count("value", "figures");
        Ok(Self {
            battery_figures: f.cited("battery_figures", figures)?,
            many_cannon: f.cited("many_cannon", |f| f.count("value", "cannon"))?,
            figures_per_base: f.cited("figures_per_base", figures)?,
        })
    }
}

/// Movement beyond each troop type's allowance.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MovementRules {
    /// Moving outside this arc of straight ahead is a half move, degrees each side (D-half).
    pub straight_ahead_degrees: Option<Cited<f32>>,
    /// Extra distance on a road, mm (D-road).
    pub road_bonus_mm: Option<Cited<f32>>,
    /// Whether a unit may both move and pivot in one turn (D-turn: no).
    pub move_and_pivot: Option<Cited<bool>>,
    /// A unit touching more enemies than this may not pivot (D-turn: one).
    pub pivot_contacts: Option<Cited<u32>>,
    /// Whether a move may pass through enemies (D-interpenetrate: no).
    pub through_enemies: Option<Cited<bool>>,
    /// Whether infantry may move through friendly infantry (D-interpenetrate: no).
    pub infantry_through_infantry: Option<Cited<bool>>,
    /// Whether a unit may change formation and move in one turn (C-no-move: no).
    pub change_and_move: Option<Cited<bool>>,
    /// Whether a unit may move and then form square in one turn (D-square: no; it may form
    /// square and then move).
    pub move_then_square: Option<Cited<bool>>,
    /// Whether a unit may form square and leave it in one turn (D-square: no).
    pub square_in_and_out: Option<Cited<bool>>,
    /// Whether unlimbered artillery may move (A-8.45, D-artillery: no).
    pub unlimbered_moves: Option<Cited<bool>>,
    /// Whether a unit whose formation stands as a pseudo column moves at its troop type's
    /// linear rate, not at its formation's columnar one.
    pub pseudo_column_at_linear_rate: Option<Cited<bool>>,
    /// What unlimbering after moving costs, counted into the move, mm (A-8.42: 2").
    pub unlimber_cost_mm: Option<Cited<f32>>,
    /// The share of its move a unit that forms square in its turn may make, before or after
    /// forming, not both (B-deliberate: a half).
    pub square_move_share: Option<Cited<f32>>,
}

fn distance(unit: DistanceUnit) -> impl Fn(&mut Fields) -> Result<f32, DocError> {
    move |f| f.positive("value", "a distance").map(|x| unit.to_mm(x))
}

fn degrees(f: &mut Fields) -> Result<f32, DocError> {
    let x = f.positive("value", "an angle in degrees")?;
    if x > 360.0 {
        return Err(f.field_error("value", format!("must be at most 360 degrees, found {x}")));
    }
    Ok(x)
}

fn share(f: &mut Fields) -> Result<f32, DocError> {
    let x = f.positive("value", "a share")?;
    if x > 1.0 {
        return Err(f.field_error("value", format!("must be a share from 0 to 1, found {x}")));
    }
    Ok(x)
}

fn flag(f: &mut Fields) -> Result<bool, DocError> {
    f.boolean("value")
}

impl ContactRules {
    pub(super) fn read(f: &mut Fields) -> Result<Self, DocError> {
        let rules = Self {
            tolerance_mm: f.cited("tolerance_mm", |f| f.positive("value", "a distance in mm"))?,
            aspect: f.cited("aspect", |f| f.choice("value", &ASPECTS))?,
            rear_edge_share: f.optional_cited("rear_edge_share", share)?,
            touching_rule: f.optional_rule("touching")?,
            corner_to_corner: f.optional_cited("corner_to_corner", flag)?,
            elements_touch: f.optional_cited("elements_touch", flag)?,
            overlap_rule: f.optional_rule("overlapping")?,
        };
        Ok(rules)
    }
}

impl SupportRules {
    pub(super) fn read(f: &mut Fields, unit: DistanceUnit) -> Result<Self, DocError> {
        let rules = Self {
            rear_mm: f.cited("rear", distance(unit))?,
            preformed_column_mm: f.optional_cited("preformed_column", distance(unit))?,
            column_of_lines: f.optional_cited("column_of_lines", flag)?,
            enfilade_reach_mm: f.optional_cited("enfilade_reach", distance(unit))?,
            rear_from_either_side: f.optional_cited("rear_from_either_side", kinds)?,
            directly_behind: match (
                f.optional_cited("behind_turn", degrees)?,
                f.optional_cited("behind_overlap", share)?,
            ) {
                (Some(turn_degrees), Some(overlap_share)) => Some(DirectlyBehind {
                    turn_degrees,
                    overlap_share,
                }),
                (None, None) => None,
                _ => return Err(f.error("behind_turn and behind_overlap come together")),
            },
        };
        let groups = rules.preformed_column_mm.is_some()
            || rules.column_of_lines.as_ref().is_some_and(|c| c.value);
        if groups && rules.directly_behind.is_none() {
            return Err(f.error(
                "a pre-formed column or a column of lines needs behind_turn and behind_overlap: how far a unit may be turned, and how much of its frontage must overlap, to stand directly behind another",
            ));
        }
        Ok(rules)
    }
}

/// A list of troop kinds, by name.
fn kinds(f: &mut Fields) -> Result<Vec<TroopKind>, DocError> {
    f.strings("value")?
        .iter()
        .map(|name| {
            KINDS
                .iter()
                .find(|(n, _)| n == name)
                .map(|&(_, kind)| kind)
                .ok_or_else(|| {
                    f.field_error(
                        "value",
                        format!("'{name}' is not a troop kind: infantry, cavalry or artillery"),
                    )
                })
        })
        .collect()
}

impl SkirmishRules {
    pub(super) fn read(f: &mut Fields, unit: DistanceUnit) -> Result<Self, DocError> {
        Ok(Self {
            tether_mm: f.cited("tether", distance(unit))?,
            cluster_gap_mm: f.cited("cluster_gap", distance(unit))?,
            cluster_size: f.cited("cluster_size", |f| f.count("value", "figures"))?,
            screen_morale_share: f.optional_cited("screen_morale_share", share)?,
        })
    }
}

impl SquareRules {
    pub(super) fn read(f: &mut Fields, unit: DistanceUnit) -> Result<Self, DocError> {
        Ok(Self {
            all_round: f.optional_cited("all_round", flag)?,
            side_arc_degrees: f.optional_cited("side_arc", degrees)?,
            combine_touching: f.optional_cited("combine_touching", flag)?,
            cannon_per_base: f.optional_cited("cannon_per_base", |f| {
                f.positive("value", "cannon per base")
            })?,
            shelter_mm: f.optional_cited("shelter", distance(unit))?,
            keeps_out_mounted: f.optional_cited("keeps_out_mounted", flag)?,
            broken_ground_move_mm: f.optional_cited("broken_ground_move", distance(unit))?,
            rough_ground_move_mm: f.optional_cited("rough_ground_move", distance(unit))?,
            hasty_from: f.optional_cited("hasty_from", |f| f.strings("value"))?,
            hasty_near_mm: f.optional_cited("hasty_near", distance(unit))?,
        })
    }
}

impl StateRules {
    pub(super) fn read(f: &mut Fields) -> Result<Self, DocError> {
        Ok(Self {
            disordered: f.optional_cited("disordered", flag)?,
            routed: f.optional_cited("routed", flag)?,
        })
    }
}

/// Where the sides deploy on a new table. The rule texts give no deployment zones; a ruleset
/// may give the depth of the strips along the long edges, as an assumption.
#[derive(Clone, Debug, PartialEq)]
pub struct DeploymentRules {
    /// How deep each side's strip is, mm.
    pub strip_depth_mm: Cited<f32>,
}

impl DeploymentRules {
    pub(super) fn read(f: &mut Fields, unit: DistanceUnit) -> Result<Self, DocError> {
        Ok(Self {
            strip_depth_mm: f.cited("strip_depth", distance(unit))?,
        })
    }
}

impl MovementRules {
    pub(super) fn read(f: &mut Fields, unit: DistanceUnit) -> Result<Self, DocError> {
        Ok(Self {
            straight_ahead_degrees: f.optional_cited("straight_ahead_arc", degrees)?,
            road_bonus_mm: f.optional_cited("road_bonus", distance(unit))?,
            move_and_pivot: f.optional_cited("move_and_pivot", flag)?,
            pivot_contacts: f
                .optional_cited("pivot_contacts", |f| f.count("value", "enemies in contact"))?,
            through_enemies: f.optional_cited("through_enemies", flag)?,
            infantry_through_infantry: f.optional_cited("infantry_through_infantry", flag)?,
            change_and_move: f.optional_cited("change_and_move", flag)?,
            move_then_square: f.optional_cited("move_then_square", flag)?,
            square_in_and_out: f.optional_cited("square_in_and_out", flag)?,
            unlimbered_moves: f.optional_cited("unlimbered_moves", flag)?,
            pseudo_column_at_linear_rate: f.optional_cited("pseudo_column_at_linear_rate", flag)?,
            unlimber_cost_mm: f.optional_cited("unlimber_cost", distance(unit))?,
            square_move_share: f.optional_cited("square_move_share", share)?,
        })
    }
}

//! The parts an analysis is made of, each judged from what it depends on alone: a unit on
//! its own, with the ground under it and the units its move and its changes of formation
//! met; two units near each other; a line and an enemy within enfilade reach. An analysis
//! made afresh and one kept up to date ([`super::Analysis`]) make the same parts.

use super::change_contact::ChangesIntoContact;
use super::contact::{self, Meeting};
use super::passage::{self, Passage};
use super::terrain::{Ground, MoveGround};
use super::told_apart::told_apart;
use super::{
    Aspect, AspectBasis, Contact, CrewCount, Finding, MoveReport, RuleValue, Scope, Touch,
    UnitReport, aspect, change_contact, change_made, cohesion, crew, deployment, groups, moves,
    orders, skirmish, turn, zones,
};
use crate::formation::{BaseRole, FormationClass, FrontageRange, TargetClass};
use crate::geom::{Bounds, OrientedRect, describe_length};
use crate::layout::Battlefield;
use crate::rules::Ruleset;
use crate::table::PlacedUnit;

/// What the rules say of one unit on its own, and what the other parts need of it.
#[derive(Clone, Debug)]
pub(super) struct UnitPart {
    /// Its box when it was judged.
    pub bounds: Bounds,
    /// Its box, with its bases before it formed square this turn (B-shelter measures from
    /// them): what the search for pairs compares.
    pub reach: Bounds,
    /// Its fire zone.
    pub zone: Vec<OrientedRect>,
    /// Its screen, its turn, its move, the ground under it and the table's edges and zones.
    pub own: Vec<Finding>,
    /// Its move this turn, when a start is recorded and the ground was judged.
    pub moved: Option<MoveReport>,
    /// The work the ground took, in edge tests.
    pub terrain_spent: u64,
    /// Whether the ground's work ran out at this unit: a finding says so.
    pub terrain_ran_out: bool,
    /// The pieces it stands in that hold one infantry unit at most.
    pub crowding: Vec<usize>,
    /// Whether its skirmishers stand in a screen.
    pub screened: bool,
    /// What its move passed through (D-interpenetrate, D-turn).
    pub passage: Passage,
    /// Its changes of formation into contact (C-line-to-col).
    pub changes: ChangesIntoContact,
    /// Its move allowance in its formation, with its rule.
    pub allowance: Option<RuleValue<f32>>,
    /// What its formation means under the rules, each with its rule.
    pub consequences: Vec<RuleValue<String>>,
    /// Its crew against what its cannon need, for a battery.
    pub crew: Option<CrewCount>,
    /// For a screen in open order, the frontage its order lets it hold.
    pub frontage_range: Option<FrontageRange>,
}

impl UnitPart {
    /// Judges `unit` among `units`. The ground is judged while `ground` is given (its work
    /// has not run out at an earlier unit), and what the move passed through while
    /// `sweep_left` is.
    pub fn of(
        unit: &PlacedUnit,
        units: &[PlacedUnit],
        ground: Option<&Ground>,
        field: Option<&Battlefield>,
        deploying: bool,
        sweep_left: Option<u64>,
        ruleset: &Ruleset,
    ) -> Self {
        let paths = moves::unit_paths(unit, ruleset);
        let mut own = Vec::new();
        if let Some(rules) = &ruleset.skirmish {
            own.extend(skirmish::screen_findings(
                unit,
                rules,
                ruleset.contact.tolerance_mm.value,
            ));
        }
        own.extend(turn::turn_findings(unit, &paths, ruleset));
        own.extend(cohesion::apart_elements(unit, &ruleset.contact));
        own.extend(change_made::unmade_changes(unit, ruleset));
        own.extend(orders::order_findings(unit, ruleset));
        let crew = crew::crew_of(unit, ruleset);
        own.extend(crew.as_ref().and_then(|c| crew::short_crew(unit, c)));
        let (mut moved, mut crowding) = (None, Vec::new());
        let (mut terrain_spent, mut terrain_ran_out) = (0, false);
        if let Some(ground) = ground {
            let before = ground.left();
            match judge_ground(unit, &paths, ground) {
                Some((grounds, standing, held)) => {
                    if unit.move_start.is_some() || !paths.is_empty() {
                        let (report, found) = moves::move_report(unit, &paths, &grounds, ruleset);
                        own.extend(found);
                        moved = Some(report);
                    }
                    own.extend(standing);
                    crowding = held;
                }
                None => {
                    own.push(Ground::out_of_budget(unit));
                    terrain_ran_out = true;
                }
            }
            terrain_spent = before - ground.left();
        }
        if let Some(field) = field {
            own.extend(deployment::battlefield_finding(unit, field, deploying));
        }
        let passage = sweep_left
            .map(|left| passage::passage(unit, &paths, units.iter(), ruleset, left))
            .unwrap_or_default();
        let screened = unit.shaped.readouts.class != FormationClass::OpenOrder
            && unit
                .shaped
                .footprint
                .bases
                .iter()
                .any(|b| b.role == BaseRole::Skirmisher);
        let before = unit.before_square.iter().flatten();
        Self {
            bounds: unit.bounds,
            reach: before.fold(unit.bounds, |b, r| b.union(r.bounds())),
            zone: zones::fire_zone(unit, ruleset),
            own,
            moved,
            terrain_spent,
            terrain_ran_out,
            crowding,
            screened,
            passage,
            changes: change_contact::changes_into_contact(unit, units, ruleset),
            allowance: moves::full_allowance(unit, ruleset).map(RuleValue::of),
            consequences: ruleset
                .consequences_for(unit.shaped.readouts.class, unit.kind)
                .map(|c| RuleValue::of(&c.says))
                .collect(),
            crew,
            frontage_range: frontage_range(unit, ruleset),
        }
    }

    /// What the rules say of the unit, for the report, its target raised when `massed` holds
    /// it.
    pub fn report(&self, unit: &PlacedUnit, massed: &[u32]) -> UnitReport {
        let target = if massed.binary_search(&unit.id).is_ok() {
            TargetClass::Massed
        } else {
            unit.shaped.readouts.target
        };
        UnitReport {
            id: unit.id,
            readouts: unit.shaped.readouts.clone(),
            target,
            moved: self.moved.clone(),
            allowance: self.allowance.clone(),
            consequences: self.consequences.clone(),
            crew: self.crew.clone(),
            frontage_range: self.frontage_range.clone(),
        }
    }
}

/// The frontage `unit`'s open order lets it hold, while it stands in one.
fn frontage_range(unit: &PlacedUnit, ruleset: &Ruleset) -> Option<FrontageRange> {
    if unit.shaped.readouts.class != FormationClass::OpenOrder {
        return None;
    }
    let bases = &unit.shaped.footprint.bases;
    let width = bases.first()?.rect.width();
    let rule = &ruleset.troops[unit.troop].formations[unit.formation];
    rule.frontage_range(bases.len() as u32, width)
}

/// The ground under each stretch of `unit`'s turn, whose stretches are `paths`, with the
/// findings about where the stretches went and where the unit stands (each once), and the
/// pieces it stands in that hold one infantry unit at most; `None` once the work ran out.
fn judge_ground<'g>(
    unit: &PlacedUnit,
    paths: &[moves::Path],
    ground: &Ground<'g>,
) -> Option<(Vec<MoveGround<'g>>, Vec<Finding>, Vec<usize>)> {
    let mut grounds = paths
        .iter()
        .map(|path| ground.of_move(unit, path))
        .collect::<Option<Vec<_>>>()?;
    let (standing, crowding) = ground.standing(unit)?;
    let mut findings: Vec<Finding> = Vec::new();
    for finding in grounds.iter_mut().flat_map(|g| g.findings.drain(..)) {
        if !findings.contains(&finding) {
            findings.push(finding);
        }
    }
    findings.extend(standing);
    Some((grounds, findings, crowding))
}

/// What the rules say of two units near each other.
#[derive(Clone, Debug)]
pub(super) struct PairPart {
    /// How they meet.
    pub meeting: Meeting,
    /// Their contact, when they are enemies in contact (D-contact).
    pub contact: Option<Contact>,
    /// What the pairwise rules say of them.
    pub findings: Vec<Finding>,
    /// The links of a column between them ([`groups::column_links`]).
    pub links: [bool; 2],
}

impl PairPart {
    /// Judges units `i` and `j`, whose fire zones are `zones`; `None` when the rules say
    /// nothing of them together. Units that overlap are judged only as overlapping: which of
    /// them is behind or inside the other means nothing while they share one place
    /// (D-no-overlap).
    pub fn of(
        units: &[PlacedUnit],
        (i, j): (usize, usize),
        (zone_i, zone_j): (&[OrientedRect], &[OrientedRect]),
        ground: &Ground,
        ruleset: &Ruleset,
    ) -> Option<Self> {
        let (a, b) = (&units[i], &units[j]);
        let meeting = contact::meeting(a, b, ruleset.contact.tolerance_mm.value);
        let mut part = Self {
            meeting,
            contact: None,
            findings: Vec::new(),
            links: [false; 2],
        };
        match meeting {
            Meeting::Overlap => return Some(part),
            Meeting::Apart => {}
            // Contact and its aspect are between enemies; friends touching only stand
            // together.
            Meeting::Touch(_) if a.side == b.side => {}
            Meeting::Touch(Touch::CornerToCorner) if !ruleset.contact.corners_in_contact() => {
                part.findings
                    .extend(
                        ruleset
                            .contact
                            .corner_to_corner
                            .as_ref()
                            .map(|rule| Finding {
                                scope: Scope::Pair,
                                rule: rule.cite().to_owned(),
                                units: vec![a.id, b.id],
                                message: format!(
                                    "{} and {} meet only corner to corner, which is not contact.",
                                    a.name, b.name
                                ),
                            }),
                    );
            }
            Meeting::Touch(touch) => {
                let contact = contact_between(a, b, touch, ruleset);
                part.findings
                    .extend(contact_findings(a, b, &contact, ruleset));
                part.contact = Some(contact);
            }
        }
        for (x, y, zone) in [(a, b, zone_i), (b, a, zone_j)] {
            part.findings
                .extend(zones::skirmishers_in_zone(x, zone, y, ground, ruleset));
            part.findings.extend(zones::rear_support(x, y, ruleset));
            part.findings
                .extend(groups::battery_and_square(x, y, ruleset));
            part.findings
                .extend(groups::mounted_in_square(x, y, ruleset));
        }
        part.links = groups::column_links(a, b, ruleset);
        (part.groups() || !part.findings.is_empty()).then_some(part)
    }

    /// Whether the two are related as groups are made of: they meet, or a column links them.
    pub fn groups(&self) -> bool {
        self.meeting != Meeting::Apart || self.links.contains(&true)
    }
}

/// A line and an enemy within enfilade reach, each way round, with a line of fire between
/// them.
#[derive(Clone, Debug)]
pub(super) struct FarPart {
    /// Each line of fire: the line's index, the enemy's, and the strip the fire runs along.
    pub fires: Vec<(usize, usize, OrientedRect)>,
    /// The lines the fire reaches with no unit in the way.
    pub findings: Vec<Finding>,
}

impl FarPart {
    /// Judges units `i` and `j` both ways round; `None` when neither could enfilade the other.
    pub fn of(units: &[PlacedUnit], (i, j): (usize, usize), ruleset: &Ruleset) -> Option<Self> {
        let fires: Vec<_> = [(i, j), (j, i)]
            .into_iter()
            .filter_map(|(x, y)| Some((x, y, zones::enfilade_fire(&units[x], &units[y], ruleset)?)))
            .collect();
        if fires.is_empty() {
            return None;
        }
        let mut part = Self {
            fires,
            findings: Vec::new(),
        };
        part.findings = part.judge(units);
        Some(part)
    }

    /// The enfilades no unit of `units` stands in the way of.
    pub fn judge(&self, units: &[PlacedUnit]) -> Vec<Finding> {
        self.fires
            .iter()
            .filter(|(x, y, fire)| !zones::fire_blocked(fire, (&units[*x], &units[*y]), units))
            .map(|&(x, y, _)| zones::enfilade_finding(&units[x], &units[y]))
            .collect()
    }
}

fn contact_between(a: &PlacedUnit, b: &PlacedUnit, touch: Touch, ruleset: &Ruleset) -> Contact {
    let (aspect_a, basis_a) = aspect::aspect(a, b, ruleset);
    let (aspect_b, basis_b) = aspect::aspect(b, a, ruleset);
    Contact {
        a: a.id,
        b: b.id,
        touch,
        aspect_a,
        basis_a,
        aspect_b,
        basis_b,
    }
}

/// The contact itself (D-contact), and a finding for each unit touched on its flank or rear,
/// or whose aspect could not be judged from the move's start.
fn contact_findings(
    a: &PlacedUnit,
    b: &PlacedUnit,
    contact: &Contact,
    ruleset: &Ruleset,
) -> Vec<Finding> {
    let how = match contact.touch {
        Touch::EdgeToEdge { shared_mm } => {
            format!("edge to edge along {}", describe_length(shared_mm))
        }
        Touch::EdgeToCorner => "edge to corner".to_owned(),
        Touch::CornerToCorner => "corner to corner".to_owned(),
    };
    let mut findings = vec![Finding {
        scope: Scope::Pair,
        rule: ruleset.contact.touching_cite().to_owned(),
        units: vec![a.id, b.id],
        message: {
            let names = told_apart(&[a, b]);
            format!("{} and {} are in contact, {how}.", names[0], names[1])
        },
    }];
    for (defender, attacker, aspect, basis) in [
        (a, b, contact.aspect_a, contact.basis_a),
        (b, a, contact.aspect_b, contact.basis_b),
    ] {
        // Each finding cites its ruleset's own rules: how squares face, what contact is, what
        // makes a rear contact once the rules could be applied, or how the aspect is told.
        let contact_rules = &ruleset.contact;
        let rule = match (aspect, basis) {
            (_, AspectBasis::AllRound) => ruleset
                .squares
                .all_round
                .as_ref()
                .map_or(contact_rules.touching_cite(), |c| c.cite()),
            (Aspect::Front, _) => contact_rules.touching_cite(),
            (Aspect::Rear, AspectBasis::MoveStart) if contact_rules.rear_edge_share.is_some() => {
                contact_rules
                    .rear_edge_share
                    .as_ref()
                    .map_or(contact_rules.aspect.cite(), |share| share.cite())
            }
            _ => contact_rules.aspect.cite(),
        };
        let face = match aspect {
            Aspect::Front => "front",
            Aspect::Flank => "flank",
            Aspect::Rear => "rear",
        };
        let message = match basis {
            AspectBasis::AllRound => format!(
                "{} is a square and faces all round: {} touches its front.",
                defender.name, attacker.name
            ),
            AspectBasis::MoveStart => format!(
                "{} touches the {face} of {}, judged from where its move began.",
                attacker.name, defender.name
            ),
            AspectBasis::EdgeTouched => format!(
                "{} touches the {face} of {}, judged by the edge touched.",
                attacker.name, defender.name
            ),
            AspectBasis::NoRecordedStart => format!(
                "{} touches the {face} of {}, judged by the edge touched: where its move began is not recorded.",
                attacker.name, defender.name
            ),
        };
        if aspect != Aspect::Front
            || matches!(basis, AspectBasis::NoRecordedStart | AspectBasis::AllRound)
        {
            findings.push(Finding {
                scope: Scope::Pair,
                rule: rule.to_owned(),
                units: vec![defender.id, attacker.id],
                message,
            });
        }
    }
    findings
}

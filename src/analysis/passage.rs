//! What a move passed through on its way (D-interpenetrate), and whether a unit that pivoted
//! was free to (D-turn: not while touching more than one enemy).
//!
//! The other units are taken where they stand now: in the rules that forbid passing through,
//! one side moves while the other stands.

use super::told_apart::told_apart;
use std::cell::OnceCell;

use super::contact::bodies;
use super::moves::{Manner, Path};
use super::{Finding, Scope};
use crate::formation::TroopKind;
use crate::geom::{Bounds, OrientedRect, Swept, clearance, penetration};
use crate::rules::{Cited, Ruleset};
use crate::table::PlacedUnit;

/// The most work one reading spends on what moves passed through and whom pivots touched, in
/// box tests (a box test costs a few nanoseconds natively). Past this the remaining moves are
/// not checked, and a finding says so, so a hostile table costs bounded time; the worst
/// tables' benchmark shows what reaching it costs.
pub const SWEEP_BUDGET: u64 = 10_000_000;

/// What one separating-axis test of a swept hull, or of two bases, costs against
/// [`SWEEP_BUDGET`], in box tests.
const SEPARATING_AXIS_COST: u64 = 20;

/// Work left to spend; `None` once it has run out.
struct Budget(u64);

impl Budget {
    fn spend(&mut self, cost: u64) -> Option<()> {
        self.0 = self.0.checked_sub(cost)?;
        Some(())
    }
}

/// What one unit's turn passed through, and whether its pivots were free.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Passage {
    /// The findings.
    pub findings: Vec<Finding>,
    /// The box around everything the findings looked at: only a unit that stands in it, or
    /// stood in it, can change them.
    pub around: Bounds,
    /// The work spent, in box tests.
    pub spent: u64,
    /// Whether the work left ran out before the turn was checked: a finding says so.
    pub ran_out: bool,
}

impl Default for Passage {
    /// Nothing passed through, nothing looked at.
    fn default() -> Self {
        Self {
            findings: Vec::new(),
            around: Bounds::EMPTY,
            spent: 0,
            ran_out: false,
        }
    }
}

/// What `mover`'s turn, whose stretches are `paths`, passed through among `units`, and
/// whether it pivoted in contact with too many enemies, with `left` work to spend.
pub(super) fn passage<'u>(
    mover: &PlacedUnit,
    paths: &[Path],
    units: impl Iterator<Item = &'u PlacedUnit> + Clone,
    ruleset: &Ruleset,
    left: u64,
) -> Passage {
    let rules = &ruleset.movement;
    let tolerance = ruleset.contact.tolerance_mm.value;
    let (enemies, infantry) = (
        forbidden(&rules.through_enemies),
        forbidden(&rules.infantry_through_infantry),
    );
    let mut passage = Passage::default();
    let mut budget = Budget(left);
    for path in paths {
        if let (Manner::Pivot, Some(most)) = (path.manner, &rules.pivot_contacts) {
            let allowed = most.value as usize;
            let bases: Vec<OrientedRect> = bodies_at(path, &path.places[0]).collect();
            let near = Bounds::around(bases.iter().flat_map(|r| r.corners())).expanded(tolerance);
            passage.around = passage.around.union(near);
            let Some(touching) = touching_enemies(
                mover,
                (&bases, &near),
                units.clone(),
                tolerance,
                allowed + 1,
                &mut budget,
            ) else {
                passage.findings.push(out_of_budget(mover, most.cite()));
                passage.ran_out = true;
                break;
            };
            if touching > allowed {
                passage.findings.push(Finding {
                    scope: Scope::Unit,
                    rule: most.cite().to_owned(),
                    units: vec![mover.id],
                    message: format!(
                        "{} pivoted while touching {touching} enemies: it may pivot only in contact with at most {}.",
                        mover.name, most.value
                    ),
                });
            }
        }
        // A pivot is no move (D-turn), and turning to face an enemy in contact sweeps its
        // corners over the enemy's edge: only moves are checked for what they pass through.
        if path.manner == Manner::Pivot || (enemies.is_none() && infantry.is_none()) {
            continue;
        }
        let sweep = Sweep::of(path);
        passage.around = passage.around.union(sweep.bounds);
        for other in units.clone().filter(|u| u.id != mover.id) {
            let rule = if other.side != mover.side {
                enemies
            } else if mover.kind == TroopKind::Infantry && other.kind == TroopKind::Infantry {
                infantry
            } else {
                None
            };
            let Some(rule) = rule else { continue };
            match sweep.passes_through(other, tolerance, &mut budget) {
                Some(true) => passage.findings.push(Finding {
                    scope: Scope::Pair,
                    rule: rule.cite().to_owned(),
                    units: vec![mover.id, other.id],
                    message: {
                        let names = told_apart(&[mover, other]);
                        format!("{} passed through {} on its move.", names[0], names[1])
                    },
                }),
                Some(false) => {}
                None => {
                    passage.findings.push(out_of_budget(mover, rule.cite()));
                    passage.ran_out = true;
                    break;
                }
            }
        }
        if passage.ran_out {
            break;
        }
    }
    passage.spent = left - budget.0;
    passage
}

/// The finding that the budget ran out at `mover`'s move.
fn out_of_budget(mover: &PlacedUnit, rule: &str) -> Finding {
    Finding {
        scope: Scope::Unit,
        rule: rule.to_owned(),
        units: vec![mover.id],
        message: format!(
            "Too many bases on the moves' paths: the moves of {} and the units after it were not checked.",
            mover.name
        ),
    }
}

/// The rule, when it says no.
fn forbidden(rule: &Option<Cited<bool>>) -> Option<&Cited<bool>> {
    rule.as_ref().filter(|r| !r.value)
}

/// How many enemies `unit` touches or overlaps with `bases`, which lie in `around`, counting
/// no further than `enough`: `None` when `budget` ran out first.
fn touching_enemies<'u>(
    unit: &PlacedUnit,
    (bases, around): (&[OrientedRect], &Bounds),
    units: impl Iterator<Item = &'u PlacedUnit>,
    tolerance: f32,
    enough: usize,
    budget: &mut Budget,
) -> Option<usize> {
    let mut touching = 0;
    for enemy in units.filter(|u| u.side != unit.side && u.bounds.intersects(around)) {
        'enemy: for theirs in bodies(enemy) {
            for ours in bases {
                budget.spend(SEPARATING_AXIS_COST)?;
                if clearance(ours, theirs) <= tolerance {
                    touching += 1;
                    break 'enemy;
                }
            }
        }
        if touching >= enough {
            break;
        }
    }
    Some(touching)
}

/// A unit's bases, not its skirmishers, as they stand at `pose` in the formation of `path`.
fn bodies_at<'a>(
    path: &'a Path,
    pose: &'a crate::geom::Pose,
) -> impl Iterator<Item = OrientedRect> + 'a {
    path.shaped
        .footprint
        .bases
        .iter()
        .filter(|base| base.role.is_base())
        .map(move |base| base.rect.placed(pose))
}

/// The ground a unit's bases swept along their path: for each step, the hull of each base,
/// worked out only once a unit stands in the box around it all.
struct Sweep {
    /// The bases at each place along the path.
    places: Vec<Vec<OrientedRect>>,
    /// Each step's hull of each base, with its box.
    hulls: OnceCell<Vec<(Swept, Bounds)>>,
    /// The box around all of it: a step's hull of a base has the box of the base where the
    /// step began and where it ended.
    bounds: Bounds,
}

impl Sweep {
    fn of(path: &Path) -> Self {
        let places: Vec<Vec<OrientedRect>> = path
            .places
            .iter()
            .map(|pose| bodies_at(path, pose).collect())
            .collect();
        let bounds = places
            .iter()
            .flatten()
            .fold(Bounds::EMPTY, |all, r| all.union(r.bounds()));
        Self {
            places,
            hulls: OnceCell::new(),
            bounds,
        }
    }

    fn hulls(&self) -> &[(Swept, Bounds)] {
        self.hulls.get_or_init(|| {
            self.places
                .windows(2)
                .flat_map(|step| {
                    step[0].iter().zip(&step[1]).map(|(from, to)| {
                        let hull = Swept::between(from, to);
                        (hull, Bounds::around(hull.corners().iter().copied()))
                    })
                })
                .collect()
        })
    }

    /// Whether the swept ground cuts into `other`'s bases by more than `tolerance`: `None`
    /// when `budget` ran out first. A unit it overlapped where the move began, or overlaps
    /// where it ended, is not passed through: the overlap is its own finding (D-no-overlap).
    fn passes_through(
        &self,
        other: &PlacedUnit,
        tolerance: f32,
        budget: &mut Budget,
    ) -> Option<bool> {
        if !self.bounds.intersects(&other.bounds) {
            return Some(false);
        }
        let theirs: Vec<(&OrientedRect, Bounds)> = bodies(other).map(|r| (r, r.bounds())).collect();
        let (start, end) = (self.places.first(), self.places.last());
        for ours in start.into_iter().chain(end).flatten() {
            for (rect, _) in &theirs {
                budget.spend(SEPARATING_AXIS_COST)?;
                if penetration(ours, rect) > tolerance {
                    return Some(false);
                }
            }
        }
        for (hull, hull_box) in self.hulls() {
            budget.spend(1)?;
            if !hull_box.intersects(&other.bounds) {
                continue;
            }
            for (rect, rect_box) in &theirs {
                budget.spend(1)?;
                if hull_box.intersects(rect_box) {
                    budget.spend(SEPARATING_AXIS_COST)?;
                    if hull.penetration(rect) > tolerance {
                        return Some(true);
                    }
                }
            }
        }
        Some(false)
    }
}

#[cfg(test)]
mod tests {
    use crate::analysis::analyze;
    use crate::layout::{RulesetRef, worst_tables};
    use crate::rules::Library;
    use crate::table::resolve;

    /// The rows of giant lines, each turned about across all the others, as PIP infantry:
    /// the first moves are checked, then the budget runs out and a finding says so.
    #[test]
    fn a_hostile_table_is_checked_within_the_budget() {
        let library = Library::builtin().expect("built-ins");
        let pip = library.get("pip-2mm").expect("built in").ruleset.clone();
        let mut layout = worst_tables(&pip)
            .into_iter()
            .find(|t| t.name.contains("turned about across"))
            .expect("the rows")
            .layout;
        layout.ruleset = RulesetRef::Builtin {
            id: pip.id.clone(),
            version: pip.version.clone(),
        };
        for unit in &mut layout.units {
            unit.troop = "infantry".to_owned();
            unit.formation = "line".to_owned();
        }
        let report = analyze(&resolve(&layout, &pip), &pip);
        let passing: Vec<_> = report
            .findings
            .iter()
            .filter(|f| f.rule == "D-interpenetrate")
            .collect();
        assert!(passing.iter().any(|f| f.message.contains("passed through")));
        let ran_out = passing
            .iter()
            .filter(|f| f.message.contains("were not checked"))
            .count();
        assert_eq!(ran_out, 1, "{passing:?}");
    }
}

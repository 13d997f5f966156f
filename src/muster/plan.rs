//! An army list matched against a ruleset: each line's troop type, formation and basing
//! found, or the line refused saying why; then the layout mustered from it.

use super::army_line::ArmyLine;
use super::troop_match::{TroopMatch, match_troop};
use super::{ArmyList, DeployOrders, LineProblem, deploy_side};
use crate::drill::BrigadeForm;
use crate::formation::{Basing, UnitState};
use glam::Vec2;

use crate::geom::{Bounds, Pose};
use crate::layout::{Layout, LayoutUnit, PlayerSide, TABLE_SIZES, TableSize};
use crate::limits::{MAX_BASE_MM, MAX_BASES, MAX_CANNON, MAX_FIGURES_PER_BASE, MAX_NAME_CHARS};
use crate::rules::{FormationChoices, Ruleset, RulesetRef};
use crate::table::place_unit;

/// Which troop type a line is read as.
#[derive(Clone, Debug, PartialEq)]
pub enum TroopPick {
    /// This one, by id; `close` when it was read from the start of its name or a close
    /// spelling, which the preview says.
    Chosen {
        /// The troop type's id.
        id: String,
        /// Whether it was a close reading rather than the id or name as written.
        close: bool,
    },
    /// One of these, by id: the player chooses.
    Choose(Vec<String>),
}

/// One line of the list as it will be mustered.
#[derive(Clone, Debug, PartialEq)]
pub struct PlannedUnit {
    /// The line, as written.
    pub written: ArmyLine,
    /// The troop type it is read as.
    pub troop: TroopPick,
    /// The units it makes, once its troop type is chosen: one for each copy, named.
    pub units: Vec<LayoutUnit>,
}

/// An army list matched against a ruleset.
#[derive(Clone, Debug, PartialEq)]
pub struct ArmyPlan {
    /// The lines that were read and matched, or wait for the player's choice of troop type.
    pub lines: Vec<PlannedUnit>,
    /// Every line that could not be read or matched.
    pub problems: Vec<LineProblem>,
    /// What was read but is kept nowhere.
    pub notes: Vec<LineProblem>,
    /// Where each side's horse and guns deploy.
    pub orders: DeployOrders,
}

impl ArmyPlan {
    /// Matches every line of `list` against `ruleset`.
    pub fn new(list: ArmyList, ruleset: &Ruleset) -> Self {
        let mut plan = ArmyPlan {
            lines: Vec::new(),
            problems: list.problems,
            notes: list.notes,
            orders: DeployOrders::default(),
        };
        for written in list.lines {
            let troop = match match_troop(ruleset, &written.troop) {
                TroopMatch::Exact(id) => TroopPick::Chosen { id, close: false },
                TroopMatch::Close(id) => TroopPick::Chosen { id, close: true },
                TroopMatch::Either(ids) => TroopPick::Choose(ids),
                TroopMatch::Unknown => {
                    plan.problems.push(LineProblem::new(
                        written.line,
                        format!(
                            "\"{}\" has no troop type \"{}\"; it has {}",
                            ruleset.name,
                            crate::text::excerpt(&written.troop),
                            troop_names(ruleset)
                        ),
                    ));
                    continue;
                }
            };
            let line = written.line;
            let mut planned = PlannedUnit {
                written,
                troop,
                units: Vec::new(),
            };
            match planned.build(ruleset) {
                Ok(()) => plan.lines.push(planned),
                Err(message) => plan.problems.push(LineProblem::new(line, message)),
            }
        }
        plan.problems.sort_by_key(|p| p.line);
        plan
    }

    /// Reads line `line` as troop type `troop`, one of those it could mean. Refuses, saying
    /// why, a troop type the line cannot be (its formation or basing does not suit it).
    pub fn choose(&mut self, line: usize, troop: &str, ruleset: &Ruleset) -> Result<(), String> {
        let planned = self
            .lines
            .iter_mut()
            .find(|p| p.written.line == line)
            .ok_or_else(|| format!("line {line} waits for no choice"))?;
        let mut chosen = planned.clone();
        chosen.troop = TroopPick::Chosen {
            id: troop.to_owned(),
            close: false,
        };
        chosen.build(ruleset)?;
        *planned = chosen;
        Ok(())
    }

    /// How many units the plan makes.
    pub fn unit_count(&self) -> usize {
        self.lines.iter().map(|p| p.written.count as usize).sum()
    }

    /// The lines that wait for the player to choose their troop type.
    pub fn undecided(&self) -> impl Iterator<Item = &PlannedUnit> {
        self.lines
            .iter()
            .filter(|p| matches!(p.troop, TroopPick::Choose(_)))
    }

    /// The sides the plan musters units for, in order.
    pub fn sides(&self) -> Vec<PlayerSide> {
        PlayerSide::ALL
            .into_iter()
            .filter(|side| self.lines.iter().any(|p| p.written.side == *side))
            .collect()
    }

    /// The layout the plan musters: its units under `ruleset` (`reference`), named, in
    /// their brigades, on a table of `size` with each side's zone, deployed in it. Refuses,
    /// saying why, as [`ArmyPlan::muster_into`] does.
    pub fn muster(
        &self,
        ruleset: &Ruleset,
        reference: RulesetRef,
        size: TableSize,
    ) -> Result<Layout, String> {
        let mut layout = Layout::new(reference);
        layout.set_table(
            Some(size),
            Vec2::ZERO,
            ruleset.deployment.as_ref().map(|d| d.strip_depth_mm.value),
        );
        self.muster_into(&mut layout, ruleset)?;
        Ok(layout)
    }

    /// Musters the plan's armies into `layout`: the units of each side the plan names take
    /// the place of that side's units and brigades, and are deployed in its zone; the other
    /// sides, the table, its terrain and zones stay. A layout with no table is given the
    /// first of [`TABLE_SIZES`] about its units. Refuses, changing nothing, while a line
    /// waits for a choice of troop type, when the table's budget would be overrun, or when
    /// an army does not fit its zone.
    pub fn muster_into(&self, layout: &mut Layout, ruleset: &Ruleset) -> Result<(), String> {
        if let Some(waiting) = self.undecided().next() {
            return Err(format!(
                "line {}: choose which troop type \"{}\" is",
                waiting.written.line,
                crate::text::excerpt(&waiting.written.troop)
            ));
        }
        if self.lines.is_empty() {
            return Err("the list names no unit that can be mustered".to_owned());
        }
        let mut mustered = layout.clone();
        let sides = self.sides();
        mustered.units.retain(|u| !sides.contains(&u.side));
        mustered.tidy_brigades();
        ensure_table(&mut mustered, ruleset);
        let mut brigades: Vec<(PlayerSide, String, Vec<u32>, Option<BrigadeForm>)> = Vec::new();
        for planned in &self.lines {
            for unit in &planned.units {
                let id = mustered.add_unit(ruleset, &unit.troop, unit.side, Pose::default())?;
                let added = mustered
                    .unit_mut(id)
                    .ok_or("a unit just added is missing")?;
                let numbered = std::mem::take(&mut added.name);
                *added = LayoutUnit {
                    id,
                    name: if unit.name.is_empty() {
                        numbered
                    } else {
                        unit.name.clone()
                    },
                    ..unit.clone()
                };
                if let Some(brigade) = &planned.written.brigade {
                    let drill = planned.written.drill;
                    match brigades
                        .iter_mut()
                        .find(|(side, name, _, _)| *side == unit.side && name == brigade)
                    {
                        Some((_, _, ids, form)) => {
                            ids.push(id);
                            *form = form.or(drill);
                        }
                        None => brigades.push((unit.side, brigade.clone(), vec![id], drill)),
                    }
                }
            }
        }
        let mut forms: Vec<(PlayerSide, usize, BrigadeForm)> = Vec::new();
        for (side, name, ids, form) in &brigades {
            let index = mustered.name_brigade(ids, name)?;
            forms.extend(form.map(|form| (*side, index, form)));
        }
        for side in sides {
            let drilled: Vec<(usize, BrigadeForm)> = (forms.iter())
                .filter(|(s, _, _)| *s == side)
                .map(|&(_, index, form)| (index, form))
                .collect();
            deploy_side(&mut mustered, ruleset, side, self.orders, &drilled)?;
        }
        mustered.check()?;
        *layout = mustered;
        Ok(())
    }

    /// What the player is told once the plan is mustered.
    pub fn mustered_notice(&self) -> String {
        let sides: Vec<&str> = self.sides().iter().map(|s| s.name()).collect();
        let units = self.unit_count();
        format!(
            "Mustered {units} unit{} for {}, deployed in {} zone{}: undo brings the table back as it was.",
            if units == 1 { "" } else { "s" },
            sides.join(" and "),
            if sides.len() == 1 { "its" } else { "their" },
            if sides.len() == 1 { "" } else { "s" },
        )
    }
}

/// Gives `layout` a table of the first of [`TABLE_SIZES`], about its units, with the rules'
/// deployment strips, where it has none: an army deploys in its zone.
pub(super) fn ensure_table(layout: &mut Layout, ruleset: &Ruleset) {
    if layout.battlefield.is_some() {
        return;
    }
    let middle = Bounds::around(layout.units.iter().map(|u| u.pose.position()));
    let middle = if middle.is_empty() {
        Vec2::ZERO
    } else {
        (middle.min + middle.max) / 2.0
    };
    layout.set_table(
        Some(TABLE_SIZES[0]),
        middle,
        ruleset.deployment.as_ref().map(|d| d.strip_depth_mm.value),
    );
}

impl PlannedUnit {
    /// What the line was read as, in one line for the preview: `3 × Line infantry battalion
    /// “1er léger”: 6 bases of 4 figures, 25 × 25 mm, in Line; Blue, brigade Rey`. A troop
    /// type read from a close spelling says what was written.
    pub fn summary(&self, ruleset: &Ruleset) -> String {
        let written = &self.written;
        let troop_name = |id: &str| ruleset.troop(id).map_or(id.to_owned(), |t| t.name.clone());
        let mut text = String::new();
        if written.count > 1 {
            text.push_str(&format!("{} × ", written.count));
        }
        match &self.troop {
            TroopPick::Chosen { id, close } => {
                text.push_str(&troop_name(id));
                if *close {
                    text.push_str(&format!(" (written \u{201c}{}\u{201d})", written.troop));
                }
            }
            TroopPick::Choose(_) => {
                text.push_str(&format!("\u{201c}{}\u{201d}", written.troop));
            }
        }
        if let Some(name) = &written.name {
            text.push_str(&format!(" \u{201c}{name}\u{201d}"));
        }
        if let Some(unit) = self.units.first() {
            let b = unit.basing;
            let formation = ruleset
                .troop(&unit.troop)
                .and_then(|t| t.formation(&unit.formation))
                .map_or(unit.formation.clone(), |f| f.name.clone());
            let plural =
                |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
            text.push_str(&format!(
                ": {} of {}, {} × {} mm, in {formation}",
                plural(b.bases, "base", "bases"),
                plural(b.figures_per_base, "figure", "figures"),
                crate::decimal::Decimal::trimmed(b.base_width_mm, 1),
                crate::decimal::Decimal::trimmed(b.base_depth_mm, 1),
            ));
            if unit.cannon > 0 {
                text.push_str(&format!(", {} guns", unit.cannon));
            }
        }
        text.push_str(&format!("; {}", written.side.name()));
        if let Some(brigade) = &written.brigade {
            let named_so = brigade
                .split(|c: char| !c.is_alphabetic())
                .any(|word| word.eq_ignore_ascii_case("brigade"));
            if named_so {
                text.push_str(&format!(", {brigade}"));
            } else {
                text.push_str(&format!(", brigade {brigade}"));
            }
            if let Some(drill) = written.drill {
                text.push_str(&format!(" ({})", drill.name().to_lowercase()));
            }
        }
        text
    }

    /// Builds the line's units for its chosen troop type, checking that each stands; a line
    /// still to be chosen has none.
    fn build(&mut self, ruleset: &Ruleset) -> Result<(), String> {
        self.units.clear();
        let TroopPick::Chosen { id, .. } = &self.troop else {
            return Ok(());
        };
        let written = &self.written;
        let troop = ruleset
            .troop(id)
            .ok_or_else(|| format!("\"{}\" has no troop type '{id}'", ruleset.name))?;
        let formation = match &written.formation {
            None => troop
                .formations
                .first()
                .ok_or("its troop type has no formation")?,
            Some(asked) => {
                let want = asked.trim().to_lowercase();
                troop
                    .formations
                    .iter()
                    .find(|f| f.id.eq_ignore_ascii_case(&want) || f.name.to_lowercase() == want)
                    .or_else(|| {
                        troop
                            .formations
                            .iter()
                            .find(|f| f.name.to_lowercase().starts_with(&want))
                    })
                    .ok_or_else(|| {
                        format!(
                            "{} has no formation \"{}\" in \"{}\"; it has {}",
                            troop.name,
                            crate::text::excerpt(asked),
                            ruleset.name,
                            troop
                                .formations
                                .iter()
                                .map(|f| f.name.as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
                        )
                    })?
            }
        };
        let default = troop.basing.value;
        let given = written.basing;
        let basing = Basing {
            bases: given.bases.unwrap_or(default.bases),
            figures_per_base: given.figures_per_base.unwrap_or(default.figures_per_base),
            base_width_mm: given.width_mm.unwrap_or(default.base_width_mm),
            base_depth_mm: given.depth_mm.unwrap_or(default.base_depth_mm),
        };
        if !(1..=MAX_BASES).contains(&basing.bases) {
            return Err(format!(
                "a unit stands on 1 to {MAX_BASES} bases, not {}",
                basing.bases
            ));
        }
        if basing.figures_per_base > MAX_FIGURES_PER_BASE {
            return Err(format!(
                "a base holds at most {MAX_FIGURES_PER_BASE} figures, not {}",
                basing.figures_per_base
            ));
        }
        for (what, mm) in [
            ("width", basing.base_width_mm),
            ("depth", basing.base_depth_mm),
        ] {
            if !(mm > 0.0 && mm <= MAX_BASE_MM) {
                return Err(format!(
                    "a base's {what} may be above 0 to {MAX_BASE_MM} mm, not {mm}"
                ));
            }
        }
        let cannon = match (written.cannon, &troop.cannon) {
            (Some(guns), Some(_)) if guns <= MAX_CANNON => guns,
            (Some(guns), Some(_)) => {
                return Err(format!(
                    "a battery has at most {MAX_CANNON} guns, not {guns}"
                ));
            }
            (Some(_), None) => {
                return Err(format!(
                    "{} has no guns: only artillery is given them",
                    troop.name
                ));
            }
            (None, rule) => rule.as_ref().map_or(0, |c| c.value),
        };
        let order = match &written.order {
            None => None,
            Some(asked) => Some(
                ruleset
                    .orders
                    .iter()
                    .find(|o| {
                        o.id.eq_ignore_ascii_case(asked) || o.name.eq_ignore_ascii_case(asked)
                    })
                    .map(|o| o.id.clone())
                    .ok_or_else(|| {
                        format!(
                            "\"{}\" gives no order \"{}\"",
                            ruleset.name,
                            crate::text::excerpt(asked)
                        )
                    })?,
            ),
        };
        let names = copy_names(written.name.as_deref(), written.count)?;
        if let Some(brigade) = &written.brigade {
            name_allowed(brigade, "a brigade's name")?;
        }
        let unit = LayoutUnit {
            id: 0,
            name: String::new(),
            side: written.side,
            troop: troop.id.clone(),
            basing,
            state: UnitState::GoodOrder,
            cannon,
            formation: formation.id.clone(),
            choices: FormationChoices::default(),
            detached: 0,
            skirmishers: Vec::new(),
            pose: Pose::default(),
            move_start: None,
            changes: Vec::new(),
            order,
        };
        place_unit(&unit, ruleset)?;
        self.units = names
            .into_iter()
            .map(|name| LayoutUnit {
                name,
                ..unit.clone()
            })
            .collect();
        Ok(())
    }
}

/// The names of `count` copies of a unit called `name`: the name itself for one, numbered
/// from 1 for more; empty (numbered as new units are) where the line gives none.
fn copy_names(name: Option<&str>, count: u32) -> Result<Vec<String>, String> {
    let Some(name) = name else {
        return Ok(vec![String::new(); count as usize]);
    };
    name_allowed(name, "a unit's name")?;
    Ok(if count == 1 {
        vec![name.to_owned()]
    } else {
        (1..=count).map(|n| format!("{name} {n}")).collect()
    })
}

/// Whether `name` may name a unit or a brigade: at most [`MAX_NAME_CHARS`] characters and
/// nothing unprintable.
fn name_allowed(name: &str, what: &str) -> Result<(), String> {
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(format!("{what} may be at most {MAX_NAME_CHARS} characters"));
    }
    crate::text::check_line(name).map_err(|why| format!("{what} {why}"))
}

/// The troop types of `ruleset`, by name, for a message.
fn troop_names(ruleset: &Ruleset) -> String {
    ruleset
        .troops
        .iter()
        .map(|t| t.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

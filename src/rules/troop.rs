//! A troop type: what a player adds to the table, and what its ruleset lets it do.

use super::compact::{CLASSES, DETACH_LIMITS, KINDS};
use super::{AnchorKind, Basing, ChangeRule, Cited, DistanceUnit, FormationRule};
use crate::doc::{DocError, Fields};
use crate::formation::{DetachLimit, Detachment, Placement, TroopClass, TroopKind};
use crate::limits::{MAX_BASE_MM, MAX_BASES, MAX_CANNON, MAX_FIGURES_PER_BASE};

/// A kind of unit a player can add, with its default basing and what it may do.
#[derive(Clone, Debug, PartialEq)]
pub struct TroopType {
    /// Identifier, unique within the ruleset; layouts record it.
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Infantry, cavalry or artillery.
    pub kind: TroopKind,
    /// Line, light, heavy, medium or irregular.
    pub class: TroopClass,
    /// The basing a new unit of this type starts with.
    pub basing: Cited<Basing>,
    /// How many bases a whole unit of this type stands on, where the rules fix it (four
    /// elements, C-organisation; one base, in the PIP rules), whatever its figures.
    pub unit_bases: Option<Cited<u32>>,
    /// For artillery, the cannon one unit represents.
    pub cannon: Option<Cited<u32>>,
    /// The formations it may take; the first is where a new unit starts.
    pub formations: Vec<FormationRule>,
    /// The changes between them it may make, each with its anchor.
    pub changes: Vec<ChangeRule>,
    /// Formations the rules deny this type, each with the reason a player is shown.
    pub forbidden: Vec<Forbidden>,
    /// How many bases it may send out as skirmishers.
    pub detach: Option<DetachRule>,
    /// Depth of its frontal minimum range fire zone, mm.
    pub fire_zone_mm: Option<Cited<f32>>,
    /// How far it moves in a turn, mm (D-move).
    pub move_mm: Option<Cited<f32>>,
}

/// A formation the rules deny a troop type, and why (for example B-square-who).
#[derive(Clone, Debug, PartialEq)]
pub struct Forbidden {
    /// The formation's name, as players know it.
    pub formation: String,
    /// Why not, in one line.
    pub reason: Cited<String>,
}

/// How a troop type detaches skirmishers.
#[derive(Clone, Debug, PartialEq)]
pub struct DetachRule {
    /// How many bases may go.
    pub limit: Cited<DetachLimit>,
    /// Where a generated screen stands, ahead of the parent's front, mm.
    pub screen_ahead_mm: Cited<f32>,
}

impl TroopType {
    /// The formation with this id.
    pub fn formation(&self, id: &str) -> Option<&FormationRule> {
        self.formations.iter().find(|f| f.id == id)
    }

    /// The index of the formation with `id`, which placed units refer to it by.
    pub fn formation_index(&self, id: &str) -> Option<usize> {
        self.formations.iter().position(|f| f.id == id)
    }

    /// How far a unit in `formation` may move straight ahead: the formation's allowance, or
    /// the troop type's (D-move, B-square-move).
    pub fn allowance<'a>(&'a self, formation: &'a FormationRule) -> Option<&'a Cited<f32>> {
        formation.move_mm.as_ref().or(self.move_mm.as_ref())
    }

    /// The ways the rules give for a change from `from` to `to`, in file order: where they
    /// give two (C-col-to-line), the player picks one. The troop type's fallback for every
    /// change (`from = "*"`, `to = "*"`) is a way only where no rule gives one.
    pub fn changes_between<'a>(
        &'a self,
        from: &'a str,
        to: &'a str,
    ) -> impl Iterator<Item = &'a ChangeRule> {
        let given = self
            .changes
            .iter()
            .any(|c| c.covers(from, to) && !c.covers_all());
        self.changes
            .iter()
            .filter(move |c| c.covers(from, to) && !(given && c.covers_all()))
    }

    /// The anchors the changes from `formation` would keep: for each other formation, the
    /// first rule that covers the change to it.
    pub fn next_anchors(&self, formation: &str) -> Vec<AnchorKind> {
        self.formations
            .iter()
            .filter(|f| f.id != formation)
            .filter_map(|f| self.changes_between(formation, &f.id).next())
            .map(|c| c.anchor.value)
            .collect()
    }

    /// The other ways the rules give for the changes from `formation`, beyond each change's
    /// first rule (and the troop type's fallback for every change): the ways a player may
    /// choose instead (C-col-to-line, C-line-to-col).
    pub fn alternative_anchors(&self, formation: &str) -> Vec<AnchorKind> {
        let mut kinds = Vec::new();
        for other in self.formations.iter().filter(|f| f.id != formation) {
            for rule in self.changes_between(formation, &other.id).skip(1) {
                if !kinds.contains(&rule.anchor.value) {
                    kinds.push(rule.anchor.value);
                }
            }
        }
        kinds
    }

    /// Which of the rules for the change from `from` to `to` is taken, counting from 0: the
    /// first whose way is `method`, or else the first.
    pub fn change_rule_index(&self, from: &str, to: &str, method: Option<AnchorKind>) -> usize {
        method
            .and_then(|m| {
                self.changes_between(from, to)
                    .position(|c| c.anchor.value == m)
            })
            .unwrap_or(0)
    }

    /// Whether the next change from `formation` keeps a base the player chooses
    /// (C-line-to-col, B-square-exit): it can then be picked on the table too.
    pub fn picks_a_base(&self, formation: &str) -> bool {
        self.next_anchors(formation)
            .into_iter()
            .any(AnchorKind::reads_element)
    }

    /// The engine's detachment of `count` bases, or `None` when the type detaches none.
    pub fn detachment(&self, count: u32, placed: Vec<Placement>) -> Option<Detachment> {
        let rule = self.detach.as_ref()?;
        Some(Detachment {
            count,
            limit: rule.limit.clone(),
            screen_ahead_mm: rule.screen_ahead_mm.clone(),
            placed,
        })
    }

    /// Reads one `[[troop]]` table.
    pub(super) fn read(fields: &mut Fields, unit: DistanceUnit) -> Result<Self, DocError> {
        let id = fields.string("id")?;
        let name = fields.string("name")?;
        let kind = fields.choice("kind", &KINDS)?;
        let class = fields.choice("class", &CLASSES)?;
        let basing = read_basing(fields.table("basing", "basing")?)?;
        let unit_bases = fields.optional_cited("unit_bases", |f| {
            let bases = f.count("value", "bases")?;
            if bases == 0 || bases > MAX_BASES {
                return Err(f.field_error(
                    "value",
                    format!("must be from 1 to {MAX_BASES} bases, found {bases}"),
                ));
            }
            Ok(bases)
        })?;
        let cannon = fields.optional_cited("cannon", |f| {
            let cannon = f.count("value", "cannon")?;
            if cannon > MAX_CANNON {
                return Err(f.field_error(
                    "value",
                    format!("is too large: at most {MAX_CANNON} cannon, found {cannon}"),
                ));
            }
            Ok(cannon)
        })?;
        let distance = |f: &mut Fields| f.positive("value", "a distance").map(|x| unit.to_mm(x));
        let fire_zone_mm = fields.optional_cited("fire_zone", distance)?;
        let move_mm = fields.optional_cited("move", distance)?;
        let detach = match fields.optional_table("detach", "detach")? {
            Some(mut table) => {
                let limit = table.cited("limit", |f| f.choice("value", &DETACH_LIMITS))?;
                let screen_ahead_mm = table.cited("screen_ahead", |f| {
                    f.non_negative("value", "a distance").map(|x| unit.to_mm(x))
                })?;
                table.finish()?;
                Some(DetachRule {
                    limit,
                    screen_ahead_mm,
                })
            }
            None => None,
        };
        let formations = fields
            .tables("formation", |v| label("formation", v))?
            .into_iter()
            .map(|mut f| {
                let rule = FormationRule::read(&mut f, unit)?;
                f.finish()?;
                Ok(rule)
            })
            .collect::<Result<Vec<_>, DocError>>()?;
        let forbidden = fields
            .tables("forbidden", |v| {
                let name = v.get("formation").map_or("?".to_owned(), |x| x.describe());
                format!("forbidden {name}")
            })?
            .into_iter()
            .map(|mut f| {
                let formation = f.string("formation")?;
                let text = f.string("reason")?;
                let (rule, assumption) = f.citation("the reason")?;
                f.finish()?;
                Ok(Forbidden {
                    formation,
                    reason: Cited {
                        value: text,
                        rule,
                        assumption,
                    },
                })
            })
            .collect::<Result<Vec<_>, DocError>>()?;
        let changes = fields
            .tables("change", |v| {
                let side = |key| v.get(key).map_or("?".to_owned(), |x| x.describe());
                format!("change from {} to {}", side("from"), side("to"))
            })?
            .into_iter()
            .map(|mut f| {
                let rule = ChangeRule::read(&mut f)?;
                f.finish()?;
                Ok(rule)
            })
            .collect::<Result<Vec<_>, DocError>>()?;
        Ok(Self {
            id,
            name,
            kind,
            class,
            basing,
            unit_bases,
            cannon,
            formations,
            changes,
            forbidden,
            detach,
            fire_zone_mm,
            move_mm,
        })
    }
}

/// How a table is named in messages: by its kind and its id, such as `formation 'square'`.
pub(super) fn label(what: &str, value: &crate::doc::Value) -> String {
    match value.get("id").map(|id| &id.kind) {
        Some(crate::doc::ValueKind::String(id)) => format!("{what} '{id}'"),
        _ => format!("a {what} without an id"),
    }
}

/// A troop type's default basing, held to the limits every layout is: a unit added with it
/// must be one a link or a file may carry.
fn read_basing(mut fields: Fields) -> Result<Cited<Basing>, DocError> {
    let bases = fields.count("bases", "bases")?;
    if bases == 0 || bases > MAX_BASES {
        return Err(fields.field_error("bases", format!("must be 1 to {MAX_BASES}, found {bases}")));
    }
    let figures_per_base = fields.count("figures_per_base", "figures")?;
    if figures_per_base > MAX_FIGURES_PER_BASE {
        return Err(fields.field_error(
            "figures_per_base",
            format!("is too large: at most {MAX_FIGURES_PER_BASE}, found {figures_per_base}"),
        ));
    }
    let mut size = |key, what| {
        let mm = fields.positive(key, what)?;
        if mm > MAX_BASE_MM {
            return Err(
                fields.field_error(key, format!("must be at most {MAX_BASE_MM} mm, found {mm}"))
            );
        }
        Ok(mm)
    };
    let base_width_mm = size("base_width_mm", "a width in mm")?;
    let base_depth_mm = size("base_depth_mm", "a depth in mm")?;
    let (rule, assumption) = fields.citation("the basing")?;
    let value = Basing {
        bases,
        figures_per_base,
        base_width_mm,
        base_depth_mm,
    };
    fields.finish()?;
    Ok(Cited {
        value,
        rule,
        assumption,
    })
}

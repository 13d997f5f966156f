//! Brigade drill: a brigade formed as one, as the drill books set brigades out (a line of
//! battalions, two lines, columns of attack at deploying intervals, an échelon, the ordre
//! mixte, squares in chequer, a march column), placed by its front-centre and heading.
//!
//! Each unit takes the formation its place in the form asks of it, where its troop type has
//! one and its rules give a change to it; one that has none keeps its own, and the drill says
//! so. The distances come from the rules where they give them ([`DrillSpacing`]). A drill
//! that cannot stand where it is asked (off the table, on another unit, on ground its rules
//! forbid) is refused, naming the unit and why, and the layout is untouched.
//!
//! A drill places the brigade, as a deployment does: it is not a move, and it clears the
//! units' moves and changes of formation this turn.

mod arrange;
mod form;
mod front;
mod road;
mod room;
mod spacing;

pub use form::{BrigadeForm, Want, Wing};
pub use front::brigade_front;
pub use spacing::{DrillSpacing, SpacingChoice};

use arrange::{Piece, arrange};

use crate::formation::TroopKind;
use crate::geom::{Bounds, Pose};
use crate::layout::{Layout, LayoutUnit};
use crate::rules::{AnchorChoices, FormationRule, Ruleset, RulesetRef, Template, TroopType};
use crate::table::place_unit;

/// What a player asks of a brigade.
#[derive(Clone, Debug, PartialEq)]
pub struct DrillOrder {
    /// The form.
    pub form: BrigadeForm,
    /// Where the brigade's front-centre stands, and the way it faces.
    pub at: Pose,
    /// The player's distances, where not the rules'.
    pub spacing: SpacingChoice,
}

/// A brigade drilled: where each unit goes, in what formation, and what the drill noted.
#[derive(Clone, Debug, PartialEq)]
pub struct Drilled {
    /// Each unit of the brigade, in the layout's order.
    pub units: Vec<DrilledUnit>,
    /// The distances kept, each with its rule or assumption.
    pub spacing: DrillSpacing,
    /// What a player should know: a unit that kept its formation, and why.
    pub notes: Vec<String>,
}

/// One unit of a drilled brigade.
#[derive(Clone, Debug, PartialEq)]
pub struct DrilledUnit {
    /// Its id.
    pub id: u32,
    /// Its formation, by id in its troop type.
    pub formation: String,
    /// Where it stands.
    pub pose: Pose,
}

/// Forms brigade `brigade` of `layout` as `order` asks, under `ruleset` (at the layout's
/// scale). Refuses, saying why, a brigade that is not there, a unit that cannot stand, or a
/// drill the table has no room for.
pub fn drill_brigade(
    layout: &Layout,
    ruleset: &Ruleset,
    brigade: usize,
    order: &DrillOrder,
) -> Result<Drilled, String> {
    let (drilled, formed) = formed_units(layout, ruleset, brigade, order)?;
    room::check(layout, ruleset, &formed)?;
    Ok(drilled)
}

/// Forms brigade `brigade` as [`drill_brigade`] does, without asking whether the table has
/// room for it: for a deployment, which finds the room itself.
pub fn form_brigade(
    layout: &Layout,
    ruleset: &Ruleset,
    brigade: usize,
    order: &DrillOrder,
) -> Result<Drilled, String> {
    formed_units(layout, ruleset, brigade, order).map(|(drilled, _)| drilled)
}

/// The brigade drilled, and its units as they would stand.
fn formed_units(
    layout: &Layout,
    ruleset: &Ruleset,
    brigade: usize,
    order: &DrillOrder,
) -> Result<(Drilled, Vec<LayoutUnit>), String> {
    let members = &layout
        .brigades
        .get(brigade)
        .ok_or("there is no such brigade: name one first")?
        .units;
    let units: Vec<&LayoutUnit> = layout
        .units
        .iter()
        .filter(|u| members.contains(&u.id))
        .collect();
    let spacing = DrillSpacing::new(ruleset, &order.spacing)?;
    let mut notes = Vec::new();
    let mut formed = Vec::with_capacity(units.len());
    let mut pieces = Vec::with_capacity(units.len());
    for (place, unit) in units.iter().enumerate() {
        let want = order.form.want(place, units.len());
        let troop = ruleset.troop(&unit.troop).ok_or_else(|| {
            format!(
                "{}: \"{}\" has no troop type '{}'",
                unit.name, ruleset.name, unit.troop
            )
        })?;
        let formation = match formation_for(troop, &unit.formation, want) {
            Ok(id) => id,
            Err(why) => {
                notes.push(format!(
                    "{} keeps its {}: {why}.",
                    unit.name,
                    formation_name(troop, &unit.formation)
                ));
                unit.formation.clone()
            }
        };
        let mut drilled = (*unit).clone();
        drilled.formation = formation;
        drilled.choices.bends.clear();
        drilled.pose = Pose::default();
        let standing =
            place_unit(&drilled, ruleset).map_err(|why| format!("{}: {why}", unit.name))?;
        let frame = standing.bounds;
        let reach = if want == Want::Column && troop.kind != TroopKind::Artillery {
            frame.union(deployed(&drilled, troop, ruleset).unwrap_or(frame))
        } else {
            frame
        };
        pieces.push(Piece {
            id: unit.id,
            frame,
            reach,
            guns: troop.kind == TroopKind::Artillery,
        });
        formed.push(drilled);
    }
    let poses: Vec<(u32, Pose)> = if order.form == BrigadeForm::RoadColumn {
        let depths: Vec<f32> = pieces.iter().map(|p| p.frame.size().y).collect();
        let field = layout.battlefield.as_ref();
        match road::road_back(field, order.at.position(), order.at.forward()) {
            Some(path) => {
                let ids = pieces.iter().map(|p| p.id);
                ids.zip(road::along(&path, &depths, spacing.file_gap.value))
                    .collect()
            }
            None => straight(&arrange(order.form, &pieces, &spacing), order.at),
        }
    } else {
        straight(&arrange(order.form, &pieces, &spacing), order.at)
    };
    if order.form == BrigadeForm::Squares {
        let gap = arrange::chequer_gap(&pieces, &spacing);
        notes.push(format!(
            "The squares stand {} apart, a square's width at least, so that none stands before \
             another's face (B-square-fire).",
            ruleset.describe_length(gap)
        ));
    }
    for (id, pose) in poses {
        if let Some(unit) = formed.iter_mut().find(|u| u.id == id) {
            unit.pose = pose;
        }
    }
    let drilled = Drilled {
        units: formed
            .iter()
            .map(|u| DrilledUnit {
                id: u.id,
                formation: u.formation.clone(),
                pose: u.pose,
            })
            .collect(),
        spacing,
        notes,
    };
    Ok((drilled, formed))
}

impl Drilled {
    /// Stands the brigade as drilled: each unit's formation and pose, its column straight,
    /// its move and changes this turn cleared (a drill places, as a deployment does).
    pub fn apply_to(&self, layout: &mut Layout) {
        for drilled in &self.units {
            if let Some(unit) = layout.unit_mut(drilled.id) {
                unit.formation.clone_from(&drilled.formation);
                unit.choices.bends.clear();
                unit.pose = drilled.pose;
                unit.move_start = None;
                unit.changes.clear();
            }
        }
    }
}

/// The brigade-frame offsets `places` carried onto the table by `at`, each unit facing as
/// the brigade does.
fn straight(places: &[(u32, glam::Vec2)], at: Pose) -> Vec<(u32, Pose)> {
    places
        .iter()
        .map(|&(id, offset)| {
            let spot = at.to_table(offset);
            (id, Pose::new(spot.x, spot.y, at.heading))
        })
        .collect()
}

/// The name of formation `id` of `troop`, for a message.
fn formation_name(troop: &TroopType, id: &str) -> String {
    troop
        .formation(id)
        .map_or_else(|| id.to_owned(), |f| f.name.clone())
}

/// The formation of `troop` that `want` asks for, as its rules let a unit now in `current`
/// change to it: or why there is none.
fn formation_for(troop: &TroopType, current: &str, want: Want) -> Result<String, String> {
    let guns = troop.kind == TroopKind::Artillery;
    let fits = |template: &Template| match (want, template) {
        (Want::Road, Template::RoadColumn { .. } | Template::Limbered { .. }) if guns => true,
        (_, Template::Unlimbered) if guns => want != Want::Road,
        (Want::Line, Template::Line) => true,
        (Want::Column, Template::Column { .. }) => true,
        (Want::Square, t) if t.is_square() => true,
        (Want::Square, Template::Column { .. }) => troop.kind == TroopKind::Cavalry,
        (Want::Road, Template::RoadColumn { .. }) => true,
        _ => false,
    };
    // A road column before limbered guns; on the march, the narrowest column (a march
    // column before a field column), by its files.
    let ranked = |f: &&FormationRule| match (&f.template, want) {
        (Template::RoadColumn { .. }, _) => 0,
        (Template::Column { files, .. }, Want::Road) => files.value,
        _ => u32::MAX,
    };
    let mut fitting: Vec<&FormationRule> = troop
        .formations
        .iter()
        .filter(|f| fits(&f.template))
        .collect();
    if want == Want::Road && fitting.is_empty() {
        fitting = troop
            .formations
            .iter()
            .filter(|f| matches!(f.template, Template::Column { .. }))
            .collect();
    }
    fitting.sort_by_key(ranked);
    let Some(first) = fitting.first() else {
        return Err(format!("the rules give {} no {}", troop.name, want.name()));
    };
    if let Some(same) = fitting.iter().find(|f| f.id == current) {
        return Ok(same.id.clone());
    }
    fitting
        .iter()
        .find(|f| troop.changes_between(current, &f.id).next().is_some())
        .map(|f| f.id.clone())
        .ok_or_else(|| {
            format!(
                "its rules give no change from {} to {}",
                formation_name(troop, current),
                first.name
            )
        })
}

/// The box of the line a column `unit` (standing at the origin) would deploy into by its
/// rules' change, in the column's frame: the room its column of attack keeps.
fn deployed(unit: &LayoutUnit, troop: &TroopType, ruleset: &Ruleset) -> Option<Bounds> {
    let line = troop
        .formations
        .iter()
        .find(|f| matches!(f.template, Template::Line))?;
    // The change reads only the unit and the rules: the scratch table names no ruleset.
    let mut scratch = Layout::new(RulesetRef::Builtin {
        id: String::new(),
        version: String::new(),
    });
    scratch.units.push(unit.clone());
    scratch
        .change_formation(ruleset, unit.id, &line.id, 0, &AnchorChoices::default())
        .ok()?;
    Some(place_unit(&scratch.units[0], ruleset).ok()?.bounds)
}

//! What happened in one turn, read from its table and the table of the turn before: the
//! moves each unit made, along the path the rules measured (D-move: straight, or a wheel and
//! an advance), its changes of formation, the charges that went home with the face they hit
//! (D-flank, D-rear), the units lost and the units arrived, and the players' notes.

use glam::Vec2;
use serde::Serialize;

use crate::analysis::{Aspect, analyze, move_trails};
use crate::geom::Pose;
use crate::layout::{Layout, LayoutUnit, PlayerSide, UnitNote};
use crate::rules::Ruleset;
use crate::table::resolve;

/// What happened in one turn.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TurnStory {
    /// The turn: 0 for the deployment.
    pub turn: u32,
    /// The players' line on the turn; empty for none.
    pub note: String,
    /// The units that moved, in the table's order.
    pub moves: Vec<UnitMove>,
    /// The changes of formation, unit by unit, each unit's oldest first.
    pub formed: Vec<FormationChanged>,
    /// The charges that went home: a unit that moved this turn and stands in contact with
    /// an enemy.
    pub charges: Vec<ChargeHome>,
    /// The units on the table the turn before that are gone, as they stood then.
    #[serde(serialize_with = "named_units")]
    pub lost: Vec<LayoutUnit>,
    /// The units on the table now that were not the turn before, by id; none for the first
    /// turn kept, which has no turn before it.
    pub arrived: Vec<u32>,
    /// The players' lines on units in the turn.
    #[serde(serialize_with = "unit_notes")]
    pub unit_notes: Vec<UnitNote>,
}

/// One unit's move in a turn.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct UnitMove {
    /// The unit.
    pub id: u32,
    /// Its name.
    pub name: String,
    /// Its side.
    #[serde(serialize_with = "side_number")]
    pub side: PlayerSide,
    /// Where its move began.
    pub from: Pose,
    /// Where it stands at the turn's end.
    pub to: Pose,
    /// How far it moved, as the rules measure (the farthest base corner along the path), mm.
    pub distance_mm: f32,
    /// Where it went, pose by pose, one trail for each stretch between its changes of
    /// formation, oldest first: what the arrows and the replay follow, and no part of the
    /// command line's listing.
    #[serde(skip)]
    pub trails: Vec<Vec<Pose>>,
}

/// A change of formation in a turn.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FormationChanged {
    /// The unit.
    pub id: u32,
    /// The formation it left, by name.
    pub from: String,
    /// The formation it took, by name.
    pub to: String,
    /// Where the change left its front-centre.
    pub at: Vec2,
}

/// A charge that went home.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ChargeHome {
    /// The unit that charged: it moved this turn.
    pub charger: u32,
    /// The enemy it touches.
    pub target: u32,
    /// The face of the target it hit, judged from where the charge began (D-flank, D-rear).
    pub face: Aspect,
    /// Where the charger stands, its front-centre.
    pub at: Vec2,
}

/// Below this a unit's move is no move: it was nudged, not moved, mm.
const MOVED_MM: f32 = 0.5;

/// What happened in `table`'s turn, played by `ruleset`, the turn before standing as
/// `before` (none for the oldest turn kept).
///
/// A unit that stands elsewhere than it stood the turn before, with no record of where its
/// move began (a file written by hand), moved from where it stood.
pub fn turn_story(table: &Layout, before: Option<&Layout>, ruleset: &Ruleset) -> TurnStory {
    let mut played = table.clone();
    if let Some(before) = before {
        for unit in played.units.iter_mut().filter(|u| u.move_start.is_none()) {
            let stood = before.unit(unit.id).map(|u| u.pose);
            if stood.is_some_and(|pose| pose != unit.pose) {
                unit.move_start = stood;
            }
        }
    }
    let placed = resolve(&played, ruleset);
    let report = analyze(&placed, ruleset);
    let mut story = TurnStory {
        turn: table.turn,
        note: table.notes.turn.clone(),
        moves: Vec::new(),
        formed: Vec::new(),
        charges: Vec::new(),
        lost: before
            .map(|b| {
                b.units
                    .iter()
                    .filter(|u| table.unit(u.id).is_none())
                    .cloned()
                    .collect()
            })
            .unwrap_or_default(),
        arrived: before
            .map(|b| {
                (table.units.iter())
                    .filter(|u| b.unit(u.id).is_none())
                    .map(|u| u.id)
                    .collect()
            })
            .unwrap_or_default(),
        unit_notes: table.notes.units.clone(),
    };
    for unit in &placed.units {
        let troop = ruleset.troops.get(unit.troop);
        let name_of = |formation: usize| {
            troop
                .and_then(|t| t.formations.get(formation))
                .map_or_else(String::new, |f| f.name.clone())
        };
        let mut formations = unit.changes.iter().map(|c| c.from).peekable();
        for change in &unit.changes {
            formations.next();
            let to = formations.peek().copied().unwrap_or(unit.formation);
            story.formed.push(FormationChanged {
                id: unit.id,
                from: name_of(change.from),
                to: name_of(to),
                at: change.after.position(),
            });
        }
        let (Some(start), Some(moved)) = (
            unit.move_start,
            report.unit(unit.id).and_then(|r| r.moved.as_ref()),
        ) else {
            continue;
        };
        let trails = move_trails(unit, ruleset, MOVED_MM);
        if trails.is_empty() {
            continue;
        }
        story.moves.push(UnitMove {
            id: unit.id,
            name: unit.name.clone(),
            side: unit.side,
            from: start,
            to: unit.pose,
            distance_mm: moved.distance_mm,
            trails,
        });
    }
    let side_of = |id: u32| placed.units.iter().find(|u| u.id == id).map(|u| u.side);
    let moved = |id: u32| {
        story
            .moves
            .iter()
            .find(|m| m.id == id)
            .map(|m| m.to.position())
    };
    let mut charges = Vec::new();
    for contact in &report.contacts {
        let enemies = side_of(contact.a)
            .zip(side_of(contact.b))
            .is_some_and(|(a, b)| a != b);
        if !enemies {
            continue;
        }
        for (charger, target, face) in [
            (contact.a, contact.b, contact.aspect_b),
            (contact.b, contact.a, contact.aspect_a),
        ] {
            if let Some(at) = moved(charger) {
                charges.push(ChargeHome {
                    charger,
                    target,
                    face,
                    at,
                });
            }
        }
    }
    story.charges = charges;
    story
}

/// What happened in every turn of `game`, played by `ruleset`, from its oldest kept turn to
/// the turn in hand.
pub fn game_stories(game: &Layout, ruleset: &Ruleset) -> Vec<TurnStory> {
    let tables: Vec<&Layout> = game.record.iter().chain([game]).collect();
    let mut stories = Vec::with_capacity(tables.len());
    for (at, table) in tables.iter().enumerate() {
        let before = at.checked_sub(1).map(|b| tables[b]);
        stories.push(turn_story(table, before, ruleset));
    }
    stories
}

fn side_number<S: serde::Serializer>(side: &PlayerSide, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_u8(side.0)
}

/// The lost units as the command line lists them: id, name and side.
fn named_units<S: serde::Serializer>(units: &[LayoutUnit], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeSeq;
    #[derive(Serialize)]
    struct Named<'a> {
        id: u32,
        name: &'a str,
        side: u8,
    }
    let mut seq = s.serialize_seq(Some(units.len()))?;
    for unit in units {
        seq.serialize_element(&Named {
            id: unit.id,
            name: &unit.name,
            side: unit.side.0,
        })?;
    }
    seq.end()
}

fn unit_notes<S: serde::Serializer>(notes: &[UnitNote], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeSeq;
    #[derive(Serialize)]
    struct Noted<'a> {
        unit: u32,
        text: &'a str,
    }
    let mut seq = s.serialize_seq(Some(notes.len()))?;
    for note in notes {
        seq.serialize_element(&Noted {
            unit: note.unit,
            text: &note.text,
        })?;
    }
    seq.end()
}

//! What the page asks the reach worker about the selected unit, and what it is answered, in
//! compact bytes: the unit's reach drawn and its enemies in reach, the enemies that can
//! charge it next turn, the enemy's threat drawn, and a charge judged, each in words a player
//! reads, with the charge's end to make it.

use crate::codec::{CodecError, Reader, Writer};
use crate::geom::{Pose, describe_length};
use crate::layout::side_label;
use crate::layout::{Layout, PlayerSide};
use crate::render::{reach_markup, threat_markup};
use crate::rules::Ruleset;
use crate::table::resolve;

use crate::reach::{Allowance, ChargeVerdict, Reachable, charge, chargers, reach, threat};

/// One question about the selected unit.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReachQuestion {
    /// The unit asked about.
    pub unit: u32,
    /// Whether its reach is drawn.
    pub reach: bool,
    /// Whether the threat of the units not of its side is drawn.
    pub threat: bool,
    /// The enemy whose charge by the unit is judged.
    pub charge: Option<u32>,
    /// The layout, in its compact form.
    pub layout: Vec<u8>,
}

/// An enemy the unit can charge, or one that can charge it, in words.
#[derive(Clone, Debug, PartialEq)]
pub struct EnemyInReach {
    /// Its id.
    pub id: u32,
    /// Its name, and the face the charge hits with the path against the allowance:
    /// "Battery 2: its flank, 182.4 mm of 228.6 mm".
    pub says: String,
}

impl EnemyInReach {
    /// A charge that gets home, in words: the enemy charged or charging, the face hit, the
    /// path against the allowance.
    fn of(charge: &Reachable, face_of: &str) -> Self {
        Self {
            id: charge.id,
            says: format!(
                "{}: {face_of} {}, {}{}",
                charge.name,
                charge.face.map_or("front", face_word),
                describe_length(charge.path_mm),
                charge
                    .allowance_mm
                    .map_or_else(String::new, |a| format!(" of {}", describe_length(a)))
            ),
        }
    }
}

/// A charge judged, in words.
#[derive(Clone, Debug, PartialEq)]
pub struct ChargeAnswer {
    /// The target's id.
    pub target: u32,
    /// Where the charger ends, when it gets home.
    pub end: Option<Pose>,
    /// The verdict in a sentence or two.
    pub says: String,
}

/// What the worker answers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReachAnswer {
    /// The unit asked about.
    pub unit: u32,
    /// The unit's allowance in words, when it has one.
    pub allowance: Option<String>,
    /// The enemies it can charge, nearest first.
    pub enemies: Vec<EnemyInReach>,
    /// The enemies that can charge it in their next turn, nearest first.
    pub chargers: Vec<EnemyInReach>,
    /// The reach and the threat asked for, as SVG.
    pub drawing: String,
    /// The charge asked for.
    pub charge: Option<ChargeAnswer>,
    /// Why the question could not be answered, when it could not.
    pub failed: Option<String>,
}

impl ReachQuestion {
    /// The question in compact bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::new();
        w.u32(self.unit);
        w.bool(self.reach);
        w.bool(self.threat);
        w.option(self.charge.as_ref(), |w, id| w.u32(*id));
        w.raw(&self.layout);
        w.into_bytes()
    }

    /// Reads a question back; damaged bytes give a message, never a panic.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let mut r = Reader::new(bytes);
        let read = |r: &mut Reader| -> Result<Self, CodecError> {
            Ok(Self {
                unit: r.u32()?,
                reach: r.bool()?,
                threat: r.bool()?,
                charge: r.option(Reader::u32)?,
                layout: r.rest().to_vec(),
            })
        };
        read(&mut r).map_err(|e| format!("the reach worker was sent a damaged question: {e}"))
    }

    /// The answer, by `ruleset`, the layout's.
    pub fn answer(&self, ruleset: &Ruleset) -> Result<ReachAnswer, String> {
        let layout = Layout::from_bytes(&self.layout)?;
        let table = resolve(&layout, ruleset);
        let found = reach(&table, ruleset, self.unit);
        let allowance = Some(match &found {
            Ok(found) => allowance_words(&found.allowance),
            // A unit that cannot move (guns that must limber) is still charged.
            Err(why) => {
                let mut letters = why.chars();
                let first = letters.next().into_iter().flat_map(char::to_uppercase);
                format!("{}.", first.chain(letters).collect::<String>())
            }
        });
        let enemies = found
            .as_ref()
            .map(|found| {
                let said = found.enemies.iter();
                said.map(|e| EnemyInReach::of(e, "its")).collect()
            })
            .unwrap_or_default();
        let chargers = chargers(&table, ruleset, self.unit)?
            .chargers
            .iter()
            .map(|c| EnemyInReach::of(c, "charges its"))
            .collect();
        let mut drawing = String::new();
        if let (true, Ok(found)) = (self.reach, &found) {
            drawing.push_str(&reach_markup(&found.region));
        }
        if self.threat {
            let side = table.unit(self.unit).map_or(PlayerSide(0), |u| u.side);
            let sides: Vec<PlayerSide> = table
                .units
                .iter()
                .map(|u| u.side)
                .filter(|s| *s != side)
                .fold(Vec::new(), |mut seen, s| {
                    if !seen.contains(&s) {
                        seen.push(s);
                    }
                    seen
                });
            for enemy in sides {
                drawing.push_str(&threat_markup(&threat(&table, ruleset, enemy)));
            }
        }
        let charge = self
            .charge
            .map(|target| charge_answer(&table, ruleset, self.unit, target));
        Ok(ReachAnswer {
            unit: self.unit,
            allowance,
            enemies,
            chargers,
            drawing,
            charge,
            failed: None,
        })
    }
}

/// A unit's allowance in words.
fn allowance_words(allowance: &Allowance) -> String {
    format!(
        "Moves {}{}{}.{}",
        describe_length(allowance.full_mm),
        allowance
            .outside_arc_mm
            .map_or_else(String::new, |half| format!(
                ", {} outside its {}° arc",
                describe_length(half),
                allowance.arc_degrees.unwrap_or_default()
            )),
        allowance
            .road_bonus_mm
            .map_or_else(String::new, |bonus| format!(
                ", {} more along a road",
                describe_length(bonus)
            )),
        allowance
            .assumption
            .as_ref()
            .map_or_else(String::new, |why| format!(" The rate is assumed: {why}"))
    )
}

/// The face in a word.
fn face_word(face: crate::analysis::Aspect) -> &'static str {
    use crate::analysis::Aspect;
    match face {
        Aspect::Front => "front",
        Aspect::Flank => "flank",
        Aspect::Rear => "rear",
    }
}

/// The charge of `attacker` on `target` in words, with its end when it gets home.
fn charge_answer(
    table: &crate::table::Table,
    ruleset: &Ruleset,
    attacker: u32,
    target: u32,
) -> ChargeAnswer {
    // Both sides may have a unit of one name: each is said with its side's name then.
    let all = || table.units.iter().map(|u| (u.name.as_str(), u.side));
    let name =
        |id: u32| (table.unit(id)).map_or_else(String::new, |u| side_label(&u.name, u.side, all()));
    let verdict: ChargeVerdict = match charge(table, ruleset, attacker, target) {
        Ok(verdict) => verdict,
        Err(why) => {
            return ChargeAnswer {
                target,
                end: None,
                says: format!("No charge: {why}."),
            };
        }
    };
    let best = &verdict.best;
    let against = best.allowance_mm.map_or_else(String::new, |a| {
        format!(" of the {} it may", describe_length(a))
    });
    let hasty = verdict
        .hasty_squares
        .as_ref()
        .filter(|ids| !ids.is_empty())
        .map_or_else(String::new, |ids| {
            let names: Vec<String> = ids.iter().map(|&id| name(id)).collect();
            format!(" May form a hasty square: {}.", names.join(", "))
        });
    let says = if best.reaches {
        format!(
            "{} reaches {}'s {}: {}{}.{hasty}",
            name(attacker),
            name(target),
            best.face.map_or("front", face_word),
            describe_length(best.path_mm),
            against
        )
    } else {
        let why = best
            .refusal
            .as_ref()
            .map_or_else(String::new, |r| format!(" {} ({})", r.message, r.rule));
        format!(
            "{} cannot charge {} this turn.{why}{hasty}",
            name(attacker),
            name(target)
        )
    };
    ChargeAnswer {
        target,
        end: best.reaches.then_some(best.end),
        says,
    }
}

impl ReachAnswer {
    /// The answer in compact bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::new();
        w.u32(self.unit);
        w.option(self.allowance.as_ref(), |w, s| w.str(s));
        for list in [&self.enemies, &self.chargers] {
            w.list(list, |w, e| {
                w.u32(e.id);
                w.str(&e.says);
            });
        }
        w.str(&self.drawing);
        w.option(self.charge.as_ref(), |w, c| {
            w.u32(c.target);
            w.option(c.end.as_ref(), |w, p| {
                w.f32(p.x);
                w.f32(p.y);
                w.f32(p.heading);
            });
            w.str(&c.says);
        });
        w.option(self.failed.as_ref(), |w, s| w.str(s));
        w.into_bytes()
    }

    /// Reads an answer back.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let mut r = Reader::new(bytes);
        let read = |r: &mut Reader| -> Result<Self, CodecError> {
            Ok(Self {
                unit: r.u32()?,
                allowance: r.option(Reader::string)?,
                enemies: r.list(read_enemy)?,
                chargers: r.list(read_enemy)?,
                drawing: r.string()?,
                charge: r.option(|r| {
                    Ok(ChargeAnswer {
                        target: r.u32()?,
                        end: r.option(|r| Ok(Pose::new(r.f32()?, r.f32()?, r.f32()?)))?,
                        says: r.string()?,
                    })
                })?,
                failed: r.option(Reader::string)?,
            })
        };
        read(&mut r).map_err(|e| format!("the reach worker's answer is damaged: {e}"))
    }
}

fn read_enemy(r: &mut Reader) -> Result<EnemyInReach, CodecError> {
    Ok(EnemyInReach {
        id: r.u32()?,
        says: r.string()?,
    })
}

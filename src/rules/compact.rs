//! Rulesets in the compact binary form: how the built-in ones ship (compiled at build time
//! from `rulesets/*.toml`), and how the file reader hands a player's ruleset to the page. The
//! page decodes them without the TOML parser, which is loaded only when a player reads a file.
//!
//! A value's citation keeps its rule IDs, and only the fact that it is an assumption: the
//! reasons are prose for the reader of the ruleset file, and they were a third of the
//! built-in rulesets' bytes in the page's first load. Decoded, an assumption's reason is
//! empty, but for the move allowances': a move's reading says why its rate is assumed, so
//! their reasons follow the rules only the analysis reads.
//!
//! The form comes in two parts: what the page draws with (the troop types and their
//! formations, rear support, which snapping reads, and the orders' names, which the inspector
//! offers), then, as a block the page passes over, the rules only the analysis reads
//! (contact, skirmishers, squares, movement, states, terrain, what the formations mean, which
//! the reader worker hands the inspector, and what each order limits). The page reads the first part alone
//! ([`Ruleset::decode_for_drawing`]), which keeps the second part's reader out of its first
//! load; the reader worker, which analyses the table, reads both ([`Ruleset::decode`]).

use super::{
    AnchorKind, AspectMethod, Basing, ChangeRule, Cited, Consequence, ContactRules, CrewRules,
    DeploymentRules, DetachRule, DirectlyBehind, DistanceUnit, Forbidden, FormationRule,
    MovementRules, OrderLimit, OrderRules, Ruleset, SkirmishRules, Source, SquareRules, StateRules,
    SupportRules, Template, TroopType,
};
use super::{GOINGS, TerrainRules};
use crate::codec::{CodecError, Reader, Writer};
use crate::formation::{
    DetachLimit, FormationClass, SpacingMeasure, SpacingRule, TroopClass, TroopKind,
};
use crate::terrain::TERRAIN_KINDS;

type Read<T> = Result<T, CodecError>;

/// The troop kinds, in the order the compact form numbers them.
pub(super) const KINDS: [(&str, TroopKind); 3] = [
    ("infantry", TroopKind::Infantry),
    ("cavalry", TroopKind::Cavalry),
    ("artillery", TroopKind::Artillery),
];

/// The formation classes, as a ruleset names them, in the order the compact form numbers
/// them.
pub(super) const FORMATION_CLASSES: [(&str, FormationClass); 10] = [
    ("line", FormationClass::Line),
    ("column", FormationClass::Column),
    ("pseudo-column", FormationClass::PseudoColumn),
    ("square", FormationClass::Square),
    ("open-order", FormationClass::OpenOrder),
    ("road-column", FormationClass::RoadColumn),
    ("limbered", FormationClass::Limbered),
    ("unlimbered", FormationClass::Unlimbered),
    ("disordered", FormationClass::Disordered),
    ("routed", FormationClass::Routed),
];

/// The troop classes, in the order the compact form numbers them.
pub(super) const CLASSES: [(&str, TroopClass); 5] = [
    ("line", TroopClass::Line),
    ("light", TroopClass::Light),
    ("heavy", TroopClass::Heavy),
    ("medium", TroopClass::Medium),
    ("irregular", TroopClass::Irregular),
];

/// The detachment limits, in order.
pub(super) const DETACH_LIMITS: [(&str, DetachLimit); 3] = [
    ("one-or-two-from-eight", DetachLimit::OneOrTwoFromEight),
    ("third", DetachLimit::Third),
    ("all", DetachLimit::All),
];

/// The spacing measures, in order.
pub(super) const MEASURES: [(&str, SpacingMeasure); 2] = [
    ("frontage-per-figure", SpacingMeasure::FrontagePerFigure),
    ("gap-between-bases", SpacingMeasure::GapBetweenBases),
];

/// The aspect methods, in order.
pub(super) const ASPECTS: [(&str, AspectMethod); 2] = [
    ("move-start", AspectMethod::MoveStart),
    ("edge-touched", AspectMethod::EdgeTouched),
];

fn put_enum<T: PartialEq>(w: &mut Writer, value: &T, all: &[(&str, T)]) {
    let index = all.iter().position(|(_, v)| v == value).unwrap_or(0);
    w.u8(index as u8);
}

fn get_enum<T: Copy>(r: &mut Reader, all: &[(&str, T)]) -> Read<T> {
    let index = r.variant(all.len() as u8)?;
    Ok(all[usize::from(index)].1)
}

fn put_cited<T>(w: &mut Writer, cited: &Cited<T>, put: impl FnOnce(&mut Writer, &T)) {
    put(w, &cited.value);
    w.option(cited.rule.as_ref(), |w, s| w.str(s));
    w.bool(cited.assumption.is_some());
}

fn get_cited<T>(r: &mut Reader, get: impl FnOnce(&mut Reader) -> Read<T>) -> Read<Cited<T>> {
    let value = get(r)?;
    Ok(cited(value, citation(r)?))
}

// The decoders below are concrete functions kept out of line: written with the generic
// `option` and `get_cited` at every field, the decoder was the largest function of the page.

#[inline(never)]
fn citation(r: &mut Reader) -> Read<(Option<String>, Option<String>)> {
    let rule = if r.bool()? { Some(r.string()?) } else { None };
    let assumption = r.bool()?.then(String::new);
    Ok((rule, assumption))
}

fn cited<T>(value: T, (rule, assumption): (Option<String>, Option<String>)) -> Cited<T> {
    Cited {
        value,
        rule,
        assumption,
    }
}

#[inline(never)]
fn c_f32(r: &mut Reader) -> Read<Cited<f32>> {
    let value = r.f32()?;
    Ok(cited(value, citation(r)?))
}

#[inline(never)]
fn c_u32(r: &mut Reader) -> Read<Cited<u32>> {
    let value = r.u32()?;
    Ok(cited(value, citation(r)?))
}

#[inline(never)]
fn c_bool(r: &mut Reader) -> Read<Cited<bool>> {
    let value = r.bool()?;
    Ok(cited(value, citation(r)?))
}

#[inline(never)]
fn c_string(r: &mut Reader) -> Read<Cited<String>> {
    let value = r.string()?;
    Ok(cited(value, citation(r)?))
}

#[inline(never)]
fn o_f32(r: &mut Reader) -> Read<Option<Cited<f32>>> {
    if r.bool()? {
        c_f32(r).map(Some)
    } else {
        Ok(None)
    }
}

#[inline(never)]
fn o_u32(r: &mut Reader) -> Read<Option<Cited<u32>>> {
    if r.bool()? {
        c_u32(r).map(Some)
    } else {
        Ok(None)
    }
}

#[inline(never)]
fn o_bool(r: &mut Reader) -> Read<Option<Cited<bool>>> {
    if r.bool()? {
        c_bool(r).map(Some)
    } else {
        Ok(None)
    }
}

#[inline(never)]
fn strings(r: &mut Reader) -> Read<Vec<String>> {
    r.list(|r| r.string())
}

fn put_f32(w: &mut Writer, x: &f32) {
    w.f32(*x);
}

fn put_u32(w: &mut Writer, x: &u32) {
    w.u32(*x);
}

fn put_bool(w: &mut Writer, x: &bool) {
    w.bool(*x);
}

impl Ruleset {
    /// The ruleset in the compact binary form.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::new();
        self.encode(&mut w);
        w.into_bytes()
    }

    /// A ruleset from its compact binary form.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, CodecError> {
        Self::from_bytes_by(bytes, Self::decode)
    }

    /// What the page draws with of a ruleset in the compact binary form
    /// ([`Ruleset::decode_for_drawing`]).
    pub fn from_bytes_for_drawing(bytes: &[u8]) -> Result<Self, CodecError> {
        Self::from_bytes_by(bytes, Self::decode_for_drawing)
    }

    fn from_bytes_by(bytes: &[u8], decode: fn(&mut Reader) -> Read<Self>) -> Read<Self> {
        let mut r = Reader::new(bytes);
        let ruleset = decode(&mut r)?;
        if r.is_done() {
            Ok(ruleset)
        } else {
            Err(r.error("there are bytes after the ruleset"))
        }
    }

    /// Appends the ruleset to `w`.
    pub fn encode(&self, w: &mut Writer) {
        self.encode_drawing_part(w);
        w.block(|w| self.encode_analysis_rules(w));
    }

    /// Appends what the page draws with to `drawing`, and the rules only the analysis reads,
    /// as a block, to `rules`: the built-in rulesets are kept in two such lists, so the page's
    /// first load carries only the first.
    pub fn encode_parts(&self, drawing: &mut Writer, rules: &mut Writer) {
        self.encode_drawing_part(drawing);
        rules.block(|w| self.encode_analysis_rules(w));
    }

    /// What the page draws with: the troop types and their formations, rear support and the
    /// deployment strip.
    fn encode_drawing_part(&self, w: &mut Writer) {
        w.str(&self.id);
        w.str(&self.name);
        w.str(&self.version);
        put_enum(w, &self.distance_unit, &DistanceUnit::NAMES);
        w.list(&self.source.texts, |w, s| w.str(s));
        w.list(&self.source.sections, |w, s| w.str(s));
        w.list(&self.troops, |w, t| t.encode(w));
        w.option(self.support.as_ref(), |w, s| {
            put_cited(w, &s.rear_mm, put_f32);
            w.option(s.preformed_column_mm.as_ref(), |w, x| {
                put_cited(w, x, put_f32)
            });
            w.option(s.column_of_lines.as_ref(), |w, x| put_cited(w, x, put_bool));
            w.option(s.enfilade_reach_mm.as_ref(), |w, x| {
                put_cited(w, x, put_f32)
            });
            w.option(s.rear_from_either_side.as_ref(), |w, x| {
                put_cited(w, x, |w, kinds| {
                    w.list(kinds, |w, k| put_enum(w, k, &KINDS))
                })
            });
            w.option(s.directly_behind.as_ref(), |w, behind| {
                put_cited(w, &behind.turn_degrees, put_f32);
                put_cited(w, &behind.overlap_share, put_f32);
            });
        });
        w.option(self.deployment.as_ref(), |w, d| {
            put_cited(w, &d.strip_depth_mm, put_f32)
        });
        w.list(&self.orders, |w, order| {
            w.str(&order.id);
            w.str(&order.name);
        });
    }

    /// The rules only the analysis reads.
    fn encode_analysis_rules(&self, w: &mut Writer) {
        let c = &self.contact;
        put_cited(w, &c.tolerance_mm, put_f32);
        put_cited(w, &c.aspect, |w, a| put_enum(w, a, &ASPECTS));
        w.option(c.rear_edge_share.as_ref(), |w, x| put_cited(w, x, put_f32));
        w.option(c.touching_rule.as_ref(), |w, rule| w.str(rule));
        w.option(c.corner_to_corner.as_ref(), |w, x| {
            put_cited(w, x, put_bool)
        });
        w.option(c.elements_touch.as_ref(), |w, x| put_cited(w, x, put_bool));
        w.option(c.overlap_rule.as_ref(), |w, rule| w.str(rule));
        w.option(self.skirmish.as_ref(), |w, s| {
            put_cited(w, &s.tether_mm, put_f32);
            put_cited(w, &s.cluster_gap_mm, put_f32);
            put_cited(w, &s.cluster_size, put_u32);
            w.option(s.screen_morale_share.as_ref(), |w, x| {
                put_cited(w, x, put_f32)
            });
        });
        let q = &self.squares;
        w.option(q.all_round.as_ref(), |w, x| put_cited(w, x, put_bool));
        w.option(q.side_arc_degrees.as_ref(), |w, x| put_cited(w, x, put_f32));
        w.option(q.combine_touching.as_ref(), |w, x| {
            put_cited(w, x, put_bool)
        });
        w.option(q.cannon_per_base.as_ref(), |w, x| put_cited(w, x, put_f32));
        w.option(q.shelter_mm.as_ref(), |w, x| put_cited(w, x, put_f32));
        w.option(q.keeps_out_mounted.as_ref(), |w, x| {
            put_cited(w, x, put_bool)
        });
        w.option(q.broken_ground_move_mm.as_ref(), |w, x| {
            put_cited(w, x, put_f32)
        });
        w.option(q.rough_ground_move_mm.as_ref(), |w, x| {
            put_cited(w, x, put_f32)
        });
        w.option(q.hasty_from.as_ref(), |w, x| {
            put_cited(w, x, |w, ids| w.list(ids, |w, id| w.str(id)))
        });
        w.option(q.hasty_near_mm.as_ref(), |w, x| put_cited(w, x, put_f32));
        let m = &self.movement;
        w.option(m.straight_ahead_degrees.as_ref(), |w, x| {
            put_cited(w, x, put_f32)
        });
        w.option(m.road_bonus_mm.as_ref(), |w, x| put_cited(w, x, put_f32));
        w.option(m.move_and_pivot.as_ref(), |w, x| put_cited(w, x, put_bool));
        w.option(m.pivot_contacts.as_ref(), |w, x| put_cited(w, x, put_u32));
        w.option(m.through_enemies.as_ref(), |w, x| put_cited(w, x, put_bool));
        for rule in [
            &m.infantry_through_infantry,
            &m.change_and_move,
            &m.move_then_square,
            &m.square_in_and_out,
            &m.unlimbered_moves,
            &m.pseudo_column_at_linear_rate,
        ] {
            w.option(rule.as_ref(), |w, x| put_cited(w, x, put_bool));
        }
        w.option(m.unlimber_cost_mm.as_ref(), |w, x| put_cited(w, x, put_f32));
        w.option(m.square_move_share.as_ref(), |w, x| {
            put_cited(w, x, put_f32)
        });
        w.option(self.states.disordered.as_ref(), |w, x| {
            put_cited(w, x, put_bool)
        });
        w.option(self.states.routed.as_ref(), |w, x| {
            put_cited(w, x, put_bool)
        });
        w.list(&self.terrain, |w, t| {
            w.list(&t.kinds, |w, k| w.u8(*k as u8));
            w.option(t.going.as_ref(), |w, x| {
                put_cited(w, x, |w, g| put_enum(w, g, &GOINGS))
            });
            w.option(t.roads_only.as_ref(), |w, x| {
                put_cited(w, x, |w, kinds| {
                    w.list(kinds, |w, k| put_enum(w, k, &KINDS))
                })
            });
            for flag in [
                &t.halves_move,
                &t.one_infantry_unit,
                &t.keeps_out_squares,
                &t.no_unlimbering,
                &t.blocks_fire_zones,
                &t.limbers_artillery,
                &t.road,
            ] {
                w.option(flag.as_ref(), |w, x| put_cited(w, x, put_bool));
            }
        });
        w.list(&self.consequences, |w, c| {
            put_enum(w, &c.class, &FORMATION_CLASSES);
            w.option(c.kind.as_ref(), |w, k| put_enum(w, k, &KINDS));
            put_cited(w, &c.says, |w, s| w.str(s));
        });
        w.option(self.crew.as_ref(), |w, c| {
            put_cited(w, &c.battery_figures, put_u32);
            put_cited(w, &c.many_cannon, put_u32);
            put_cited(w, &c.figures_per_base, put_u32);
        });
        for order in &self.orders {
            w.list(&order.limits, |w, limit| {
                put_enum(w, &limit.kind, &KINDS);
                put_cited(w, &limit.formations, |w, classes| {
                    w.list(classes, |w, c| put_enum(w, c, &FORMATION_CLASSES))
                });
                w.option(limit.skirmishers_out.as_ref(), |w, x| {
                    put_cited(w, x, put_bool)
                });
            });
        }
        // The reasons of assumed move allowances, which the drawing part leaves out as it
        // does every reason: a move's reading says why its rate is what it is.
        for troop in &self.troops {
            let formations = troop.formations.iter().map(|f| &f.move_mm);
            for allowance in std::iter::once(&troop.move_mm).chain(formations) {
                let reason = allowance.as_ref().and_then(|a| a.assumption.as_ref());
                w.option(reason.filter(|why| !why.is_empty()), |w, why| w.str(why));
            }
        }
    }

    /// Reads a whole ruleset from `r`.
    pub fn decode(r: &mut Reader) -> Read<Self> {
        let mut ruleset = Self::decode_drawing_part(r)?;
        ruleset.read_rules_block(r)?;
        Ok(ruleset)
    }

    /// Reads a whole ruleset whose drawing part is in `drawing` and whose block of the rules
    /// only the analysis reads is in `rules` ([`Ruleset::encode_parts`]).
    pub fn decode_parts(drawing: &mut Reader, rules: &mut Reader) -> Read<Self> {
        let mut ruleset = Self::decode_drawing_part(drawing)?;
        ruleset.read_rules_block(rules)?;
        Ok(ruleset)
    }

    /// Reads the block of the rules only the analysis reads from `r`.
    fn read_rules_block(&mut self, r: &mut Reader) -> Read<()> {
        let mut block = r.block()?;
        self.read_analysis_rules(&mut block)?;
        if block.is_done() {
            Ok(())
        } else {
            Err(block.error("there are bytes after the rules of the table"))
        }
    }

    /// Reads what the page draws with from `r`, passing over the rules only the analysis
    /// reads: those are left as a ruleset that gives none of them (no contact tolerance, no
    /// movement or square rules, no terrain).
    pub fn decode_for_drawing(r: &mut Reader) -> Read<Self> {
        let ruleset = Self::decode_drawing_part(r)?;
        r.block()?;
        Ok(ruleset)
    }

    /// Reads what the page draws with from `r`, and nothing after it
    /// ([`Ruleset::encode_parts`]).
    pub fn decode_drawing_part(r: &mut Reader) -> Read<Self> {
        let id = r.string()?;
        let name = r.string()?;
        let version = r.string()?;
        let distance_unit = get_enum(r, &DistanceUnit::NAMES)?;
        let source = Source {
            texts: strings(r)?,
            sections: strings(r)?,
        };
        let troops = r.list(TroopType::decode)?;
        let support = r.option(|r| {
            Ok(SupportRules {
                rear_mm: c_f32(r)?,
                preformed_column_mm: o_f32(r)?,
                column_of_lines: o_bool(r)?,
                enfilade_reach_mm: o_f32(r)?,
                rear_from_either_side: r
                    .option(|r| get_cited(r, |r| r.list(|r| get_enum(r, &KINDS))))?,
                directly_behind: r.option(|r| {
                    Ok(DirectlyBehind {
                        turn_degrees: c_f32(r)?,
                        overlap_share: c_f32(r)?,
                    })
                })?,
            })
        })?;
        let deployment = r.option(|r| {
            Ok(DeploymentRules {
                strip_depth_mm: c_f32(r)?,
            })
        })?;
        let orders = r.list(|r| {
            Ok(OrderRules {
                id: r.string()?,
                name: r.string()?,
                limits: Vec::new(),
            })
        })?;
        Ok(Self {
            id,
            name,
            version,
            distance_unit,
            source,
            troops,
            contact: ContactRules::default(),
            support,
            deployment,
            skirmish: None,
            squares: SquareRules::default(),
            movement: MovementRules::default(),
            states: StateRules::default(),
            crew: None,
            consequences: Vec::new(),
            terrain: Vec::new(),
            orders,
            scale: super::Scale::AsWritten,
        })
    }

    fn read_analysis_rules(&mut self, r: &mut Reader) -> Read<()> {
        self.contact = ContactRules {
            tolerance_mm: c_f32(r)?,
            aspect: get_cited(r, |r| get_enum(r, &ASPECTS))?,
            rear_edge_share: o_f32(r)?,
            touching_rule: r.option(Reader::string)?,
            corner_to_corner: o_bool(r)?,
            elements_touch: o_bool(r)?,
            overlap_rule: r.option(Reader::string)?,
        };
        self.skirmish = r.option(|r| {
            Ok(SkirmishRules {
                tether_mm: c_f32(r)?,
                cluster_gap_mm: c_f32(r)?,
                cluster_size: c_u32(r)?,
                screen_morale_share: o_f32(r)?,
            })
        })?;
        self.squares = SquareRules {
            all_round: o_bool(r)?,
            side_arc_degrees: o_f32(r)?,
            combine_touching: o_bool(r)?,
            cannon_per_base: o_f32(r)?,
            shelter_mm: o_f32(r)?,
            keeps_out_mounted: o_bool(r)?,
            broken_ground_move_mm: o_f32(r)?,
            rough_ground_move_mm: o_f32(r)?,
            hasty_from: r.option(|r| get_cited(r, strings))?,
            hasty_near_mm: o_f32(r)?,
        };
        self.movement = MovementRules {
            straight_ahead_degrees: o_f32(r)?,
            road_bonus_mm: o_f32(r)?,
            move_and_pivot: o_bool(r)?,
            pivot_contacts: o_u32(r)?,
            through_enemies: o_bool(r)?,
            infantry_through_infantry: o_bool(r)?,
            change_and_move: o_bool(r)?,
            move_then_square: o_bool(r)?,
            square_in_and_out: o_bool(r)?,
            unlimbered_moves: o_bool(r)?,
            pseudo_column_at_linear_rate: o_bool(r)?,
            unlimber_cost_mm: o_f32(r)?,
            square_move_share: o_f32(r)?,
        };
        self.states = StateRules {
            disordered: o_bool(r)?,
            routed: o_bool(r)?,
        };
        self.terrain = r.list(|r| {
            Ok(TerrainRules {
                kinds: r.list(|r| get_enum(r, &TERRAIN_KINDS))?,
                going: r.option(|r| get_cited(r, |r| get_enum(r, &GOINGS)))?,
                roads_only: r.option(|r| get_cited(r, |r| r.list(|r| get_enum(r, &KINDS))))?,
                halves_move: o_bool(r)?,
                one_infantry_unit: o_bool(r)?,
                keeps_out_squares: o_bool(r)?,
                no_unlimbering: o_bool(r)?,
                blocks_fire_zones: o_bool(r)?,
                limbers_artillery: o_bool(r)?,
                road: o_bool(r)?,
            })
        })?;
        self.consequences = r.list(|r| {
            Ok(Consequence {
                class: get_enum(r, &FORMATION_CLASSES)?,
                kind: r.option(|r| get_enum(r, &KINDS))?,
                says: get_cited(r, |r| r.string())?,
            })
        })?;
        self.crew = r.option(|r| {
            Ok(CrewRules {
                battery_figures: c_u32(r)?,
                many_cannon: c_u32(r)?,
                figures_per_base: c_u32(r)?,
            })
        })?;
        for order in &mut self.orders {
            order.limits = r.list(|r| {
                Ok(OrderLimit {
                    kind: get_enum(r, &KINDS)?,
                    formations: get_cited(r, |r| r.list(|r| get_enum(r, &FORMATION_CLASSES)))?,
                    skirmishers_out: o_bool(r)?,
                })
            })?;
        }
        for troop in &mut self.troops {
            let formations = troop.formations.iter_mut().map(|f| &mut f.move_mm);
            for allowance in std::iter::once(&mut troop.move_mm).chain(formations) {
                let reason = r.option(Reader::string)?;
                if let (Some(allowance), Some(why)) = (allowance, reason) {
                    allowance.assumption = Some(why);
                }
            }
        }
        Ok(())
    }
}

impl TroopType {
    fn encode(&self, w: &mut Writer) {
        w.str(&self.id);
        w.str(&self.name);
        put_enum(w, &self.kind, &KINDS);
        put_enum(w, &self.class, &CLASSES);
        put_cited(w, &self.basing, |w, b| {
            w.u32(b.bases);
            w.u32(b.figures_per_base);
            w.f32(b.base_width_mm);
            w.f32(b.base_depth_mm);
        });
        w.option(self.unit_bases.as_ref(), |w, x| put_cited(w, x, put_u32));
        w.option(self.cannon.as_ref(), |w, x| put_cited(w, x, put_u32));
        w.list(&self.formations, |w, f| f.encode(w));
        w.list(&self.changes, |w, c| {
            w.str(&c.from);
            w.str(&c.to);
            put_cited(w, &c.anchor, |w, a| put_enum(w, a, &AnchorKind::NAMES));
            w.option(c.keeps_contact.as_ref(), |w, x| put_cited(w, x, put_bool));
            w.option(c.into_contact.as_ref(), |w, x| put_cited(w, x, put_bool));
        });
        w.list(&self.forbidden, |w, f| {
            w.str(&f.formation);
            put_cited(w, &f.reason, |w, s| w.str(s));
        });
        w.option(self.detach.as_ref(), |w, d| {
            put_cited(w, &d.limit, |w, l| put_enum(w, l, &DETACH_LIMITS));
            put_cited(w, &d.screen_ahead_mm, put_f32);
        });
        w.option(self.fire_zone_mm.as_ref(), |w, x| put_cited(w, x, put_f32));
        w.option(self.move_mm.as_ref(), |w, x| put_cited(w, x, put_f32));
    }

    fn decode(r: &mut Reader) -> Read<Self> {
        Ok(Self {
            id: r.string()?,
            name: r.string()?,
            kind: get_enum(r, &KINDS)?,
            class: get_enum(r, &CLASSES)?,
            basing: get_cited(r, |r| {
                Ok(Basing {
                    bases: r.u32()?,
                    figures_per_base: r.u32()?,
                    base_width_mm: r.f32()?,
                    base_depth_mm: r.f32()?,
                })
            })?,
            unit_bases: o_u32(r)?,
            cannon: o_u32(r)?,
            formations: r.list(FormationRule::decode)?,
            changes: r.list(|r| {
                Ok(ChangeRule {
                    from: r.string()?,
                    to: r.string()?,
                    anchor: get_cited(r, |r| get_enum(r, &AnchorKind::NAMES))?,
                    keeps_contact: o_bool(r)?,
                    into_contact: o_bool(r)?,
                })
            })?,
            forbidden: r.list(|r| {
                Ok(Forbidden {
                    formation: r.string()?,
                    reason: c_string(r)?,
                })
            })?,
            detach: r.option(|r| {
                Ok(DetachRule {
                    limit: get_cited(r, |r| get_enum(r, &DETACH_LIMITS))?,
                    screen_ahead_mm: c_f32(r)?,
                })
            })?,
            fire_zone_mm: o_f32(r)?,
            move_mm: o_f32(r)?,
        })
    }
}

impl FormationRule {
    fn encode(&self, w: &mut Writer) {
        w.str(&self.id);
        w.str(&self.name);
        put_cited(w, &self.citation, |_, _| {});
        match &self.template {
            Template::Line => w.u8(0),
            Template::Column {
                files,
                choose_files,
                flex,
            } => {
                w.u8(1);
                put_cited(w, files, put_u32);
                w.bool(*choose_files);
                w.option(flex.as_ref(), |w, x| put_cited(w, x, put_bool));
            }
            Template::RoadColumn {
                max_files,
                length_factor,
                flex,
            } => {
                w.u8(2);
                put_cited(w, max_files, put_u32);
                put_cited(w, length_factor, put_f32);
                w.option(flex.as_ref(), |w, x| put_cited(w, x, put_bool));
            }
            Template::Square {
                rectangular,
                min_bases,
                inner_rank_over,
                skirmishers_below,
            } => {
                w.u8(3);
                w.bool(*rectangular);
                put_cited(w, min_bases, put_u32);
                w.option(inner_rank_over.as_ref(), |w, x| put_cited(w, x, put_u32));
                w.option(skirmishers_below.as_ref(), |w, x| put_cited(w, x, put_f32));
            }
            Template::SubstituteSquare { side_mm } => {
                w.u8(4);
                put_cited(w, side_mm, put_f32);
            }
            Template::OpenOrder { spacing } => {
                w.u8(5);
                put_enum(w, &spacing.measure, &MEASURES);
                w.f32(spacing.min_mm);
                w.option(spacing.max_mm.as_ref(), put_f32);
                w.str(&spacing.rule);
            }
            Template::Limbered { faces_away } => {
                w.u8(6);
                put_cited(w, faces_away, put_bool);
            }
            Template::Unlimbered => w.u8(7),
        }
        w.option(self.move_mm.as_ref(), |w, x| put_cited(w, x, put_f32));
    }

    fn decode(r: &mut Reader) -> Read<Self> {
        let id = r.string()?;
        let name = r.string()?;
        let citation = get_cited(r, |_| Ok(()))?;
        let template = match r.variant(8)? {
            0 => Template::Line,
            1 => Template::Column {
                files: c_u32(r)?,
                choose_files: r.bool()?,
                flex: r.option(c_bool)?,
            },
            2 => Template::RoadColumn {
                max_files: c_u32(r)?,
                length_factor: c_f32(r)?,
                flex: r.option(c_bool)?,
            },
            3 => Template::Square {
                rectangular: r.bool()?,
                min_bases: c_u32(r)?,
                inner_rank_over: o_u32(r)?,
                skirmishers_below: o_f32(r)?,
            },
            4 => Template::SubstituteSquare { side_mm: c_f32(r)? },
            5 => Template::OpenOrder {
                spacing: SpacingRule {
                    measure: get_enum(r, &MEASURES)?,
                    min_mm: r.f32()?,
                    max_mm: r.option(|r| r.f32())?,
                    rule: r.string()?,
                },
            },
            6 => Template::Limbered {
                faces_away: c_bool(r)?,
            },
            _ => Template::Unlimbered,
        };
        Ok(Self {
            id,
            name,
            citation,
            template,
            move_mm: o_f32(r)?,
        })
    }
}

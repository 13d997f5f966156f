//! The ruleset document: one rule system, read from its TOML file.

use super::{
    Consequence, ContactRules, CrewRules, DeploymentRules, DistanceUnit, MovementRules, OrderRules,
    RulesetError, Scale, SkirmishRules, SquareRules, StateRules, SupportRules, TerrainRules,
    TroopType, troop::label,
};
use crate::doc::{DocError, Fields, parse_toml};
use crate::formation::{FormationClass, TroopKind};
use crate::limits::{MAX_ID_CHARS, MAX_RULESET_BYTES};
use crate::terrain::TerrainKind;

/// One rule system, as read from its file in `rulesets/`. Distances are in mm.
#[derive(Clone, Debug, PartialEq)]
pub struct Ruleset {
    /// Stable identifier, recorded in every layout that uses the ruleset.
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Version of the ruleset file, recorded with the id.
    pub version: String,
    /// The unit the file writes its distances in.
    pub distance_unit: DistanceUnit,
    /// The rule texts it follows.
    pub source: Source,
    /// The troop types a player can add.
    pub troops: Vec<TroopType>,
    /// How contact and its aspect are decided.
    pub contact: ContactRules,
    /// Support from behind, where the rules have it.
    pub support: Option<SupportRules>,
    /// Where the sides deploy on a new table, where the ruleset says.
    pub deployment: Option<DeploymentRules>,
    /// Skirmisher chains and clusters, where the rules have them.
    pub skirmish: Option<SkirmishRules>,
    /// What squares do on the table.
    pub squares: SquareRules,
    /// Movement rules beyond the allowances.
    pub movement: MovementRules,
    /// The involuntary states units may be in.
    pub states: StateRules,
    /// The crew figures batteries need.
    pub crew: Option<CrewRules>,
    /// What formation classes mean under the rules, beyond their shape.
    pub consequences: Vec<Consequence>,
    /// What kinds of terrain do, each kind in at most one entry.
    pub terrain: Vec<TerrainRules>,
    /// The operational orders a unit may be under, each id once.
    pub orders: Vec<OrderRules>,
    /// The players' scale its distances are measured at ([`Ruleset::at_scale`]).
    pub scale: Scale,
}

/// The rule texts a ruleset follows: their files and sections.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Source {
    /// The text files.
    pub texts: Vec<String>,
    /// The sections of them used.
    pub sections: Vec<String>,
}

impl Ruleset {
    /// Reads and checks a ruleset from TOML text. `file` names it in errors.
    pub fn from_toml(file: &str, text: &str) -> Result<Self, RulesetError> {
        if text.len() > MAX_RULESET_BYTES {
            return Err(RulesetError::in_file(
                file,
                DocError::new(
                    0,
                    format!(
                        "the file is {} KB; a ruleset may be at most {} KB",
                        text.len() / 1024,
                        MAX_RULESET_BYTES / 1024
                    ),
                ),
            ));
        }
        let document = parse_toml(text).map_err(|e| RulesetError::in_file(file, e))?;
        let mut fields = Fields::of(&document, "").map_err(|e| RulesetError::in_file(file, e))?;
        let ruleset = Self::read(&mut fields).map_err(|e| RulesetError::in_file(file, e))?;
        fields
            .finish()
            .map_err(|e| RulesetError::in_file(file, e))?;
        Ok(ruleset)
    }

    /// What a formation of `class` means for troops of `kind` under these rules, in file
    /// order (A-9.11, A-8.31, A-9.55, D-square).
    pub fn consequences_for(
        &self,
        class: FormationClass,
        kind: TroopKind,
    ) -> impl Iterator<Item = &Consequence> {
        self.consequences
            .iter()
            .filter(move |c| c.applies(class, kind))
    }

    /// The troop type with the given id.
    pub fn troop(&self, id: &str) -> Option<&TroopType> {
        self.troops.iter().find(|troop| troop.id == id)
    }

    /// The order with the given id.
    pub fn order(&self, id: &str) -> Option<&OrderRules> {
        self.orders.iter().find(|order| order.id == id)
    }

    /// What terrain of `kind` does under these rules, if they say.
    pub fn terrain_rules(&self, kind: TerrainKind) -> Option<&TerrainRules> {
        self.terrain
            .iter()
            .find(|rules| rules.kinds.contains(&kind))
    }

    fn read(fields: &mut Fields) -> Result<Self, DocError> {
        let id = identifier(fields, "id")?;
        let name = fields.string("name")?;
        let version = fields.string("version")?;
        let distance_unit = fields.choice("distance_unit", &DistanceUnit::NAMES)?;
        let source = match fields.optional_table("source", "[source]")? {
            Some(mut table) => {
                let source = Source {
                    texts: table.strings("texts")?,
                    sections: table.strings("sections")?,
                };
                table.finish()?;
                source
            }
            None => Source::default(),
        };
        let contact = section(fields, "contact", ContactRules::read)?.ok_or_else(|| {
            fields.error("the [contact] table is missing: say how contact is decided")
        })?;
        let support = section(fields, "support", |f| SupportRules::read(f, distance_unit))?;
        let deployment = section(fields, "deployment", |f| {
            DeploymentRules::read(f, distance_unit)
        })?;
        let skirmish = section(fields, "skirmish", |f| {
            SkirmishRules::read(f, distance_unit)
        })?;
        let squares = section(fields, "squares", |f| SquareRules::read(f, distance_unit))?
            .unwrap_or_default();
        let movement = section(fields, "movement", |f| {
            MovementRules::read(f, distance_unit)
        })?
        .unwrap_or_default();
        let states = section(fields, "states", StateRules::read)?.unwrap_or_default();
        let crew = section(fields, "crew", CrewRules::read)?;
        let consequences = fields
            .tables("consequence", |_| "consequence".to_owned())?
            .into_iter()
            .map(|mut f| {
                let consequence = Consequence::read(&mut f)?;
                f.finish()?;
                Ok(consequence)
            })
            .collect::<Result<Vec<_>, DocError>>()?;
        let terrain_line = fields.line();
        let terrain = fields
            .tables("terrain", |_| "terrain".to_owned())?
            .into_iter()
            .map(|mut f| {
                let rules = TerrainRules::read(&mut f)?;
                f.finish()?;
                Ok(rules)
            })
            .collect::<Result<Vec<_>, DocError>>()?;
        let mut seen = Vec::new();
        if let Some(twice) = terrain
            .iter()
            .flat_map(|rules| &rules.kinds)
            .find(|&&kind| {
                let again = seen.contains(&kind);
                seen.push(kind);
                again
            })
        {
            return Err(DocError::new(
                terrain_line,
                format!(
                    "the terrain '{}' is named in two [[terrain]] tables; say what it does in one",
                    twice.id()
                ),
            ));
        }
        let order_line = fields.line();
        let orders = fields
            .tables("order", |v| label("order", v))?
            .into_iter()
            .map(|mut f| {
                let id = identifier(&mut f, "id")?;
                let order = OrderRules::read(&mut f, id)?;
                f.finish()?;
                Ok(order)
            })
            .collect::<Result<Vec<_>, DocError>>()?;
        if let Some(twice) = first_duplicate(orders.iter().map(|o| o.id.as_str())) {
            return Err(DocError::new(
                order_line,
                format!("the order id '{twice}' is used twice"),
            ));
        }
        let troop_line = fields.line();
        let troops = fields
            .tables("troop", |v| label("troop", v))?
            .into_iter()
            .map(|mut f| {
                identifier(&mut f, "id")?;
                let troop = TroopType::read(&mut f, distance_unit)?;
                check_troop(&f, &troop)?;
                f.finish()?;
                Ok(troop)
            })
            .collect::<Result<Vec<_>, DocError>>()?;
        if troops.is_empty() {
            return Err(DocError::new(
                troop_line,
                "the ruleset has no [[troop]] types",
            ));
        }
        if let Some(twice) = first_duplicate(troops.iter().map(|t| t.id.as_str())) {
            return Err(DocError::new(
                troop_line,
                format!("the troop id '{twice}' is used twice"),
            ));
        }
        if let Some(from) = &squares.hasty_from
            && let Some(unknown) = from
                .value
                .iter()
                .find(|id| !troops.iter().any(|t| t.formation_index(id).is_some()))
        {
            return Err(DocError::new(
                troop_line,
                format!(
                    "[squares] hasty_from names '{}', which is no troop type's formation",
                    crate::text::excerpt(unknown)
                ),
            ));
        }
        Ok(Self {
            id,
            name,
            version,
            distance_unit,
            source,
            troops,
            contact,
            support,
            deployment,
            skirmish,
            squares,
            movement,
            states,
            crew,
            consequences,
            terrain,
            orders,
            scale: Scale::AsWritten,
        })
    }
}

/// Reads the optional table `key` with `read`, refusing unknown fields in it.
fn section<T>(
    fields: &mut Fields,
    key: &'static str,
    read: impl FnOnce(&mut Fields) -> Result<T, DocError>,
) -> Result<Option<T>, DocError> {
    match fields.optional_table(key, &format!("[{key}]"))? {
        Some(mut table) => {
            let value = read(&mut table)?;
            table.finish()?;
            Ok(Some(value))
        }
        None => Ok(None),
    }
}

/// An id as layouts and links record it: lowercase letters, digits and hyphens.
fn identifier(fields: &mut Fields, key: &'static str) -> Result<String, DocError> {
    let id = fields.string(key)?;
    if id.chars().count() > MAX_ID_CHARS {
        return Err(fields.field_error(key, format!("is longer than {MAX_ID_CHARS} characters")));
    }
    if id
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        Ok(id)
    } else {
        Err(fields.field_error(
            key,
            format!(
                "may hold only lowercase letters, digits and hyphens, found \"{}\"",
                crate::text::excerpt(&id)
            ),
        ))
    }
}

fn check_troop(fields: &Fields, troop: &TroopType) -> Result<(), DocError> {
    if troop.formations.is_empty() {
        return Err(fields.error("has no [[troop.formation]]: give it at least one formation"));
    }
    for formation in &troop.formations {
        if !formation
            .id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            return Err(fields.error(format!(
                "formation id \"{}\" may hold only lowercase letters, digits and hyphens",
                formation.id
            )));
        }
    }
    if let Some(twice) = first_duplicate(troop.formations.iter().map(|f| f.id.as_str())) {
        return Err(fields.error(format!("the formation id '{twice}' is used twice")));
    }
    let known: Vec<&str> = troop.formations.iter().map(|f| f.id.as_str()).collect();
    for change in &troop.changes {
        for (end, id) in [("from", &change.from), ("to", &change.to)] {
            if id != "*" && !known.contains(&id.as_str()) {
                return Err(fields.error(format!(
                    "change from '{}' to '{}': {end} names '{id}', which is not a formation of \
                     this troop type (its formations are: {})",
                    change.from,
                    change.to,
                    known.join(", ")
                )));
            }
        }
    }
    Ok(())
}

fn first_duplicate<'a>(ids: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let mut seen: Vec<&str> = Vec::new();
    for id in ids {
        if seen.contains(&id) {
            return Some(id);
        }
        seen.push(id);
    }
    None
}

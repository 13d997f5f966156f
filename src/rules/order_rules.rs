//! Operational orders: the orders a ruleset lists, and what
//! each leaves a unit of each troop kind: the formations it may stand in, and whether it may
//! send skirmishers out. A unit's order is recorded on the table
//! (a layout unit's `order`); the analysis finds a unit standing as its order
//! forbids. A kind an order names no limit for may stand as it likes.

use super::Cited;
use super::compact::{FORMATION_CLASSES, KINDS};
use crate::doc::{DocError, Fields};
use crate::formation::{FormationClass, TroopKind};

/// One order a unit may be under.
#[derive(Clone, Debug, PartialEq)]
pub struct OrderRules {
    /// Stable identifier, recorded with the unit.
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// What it leaves each troop kind, each kind at most once.
    pub limits: Vec<OrderLimit>,
}

/// What an order leaves the units of one troop kind.
#[derive(Clone, Debug, PartialEq)]
pub struct OrderLimit {
    /// The kind it applies to.
    pub kind: TroopKind,
    /// The formation classes its units may stand in, as the readouts name them.
    pub formations: Cited<Vec<FormationClass>>,
    /// Whether a formed unit may have skirmishers out (A-9.25, and the text's section 9.45); not given, it may.
    pub skirmishers_out: Option<Cited<bool>>,
}

impl OrderRules {
    /// Reads one `[[order]]` table, its id already checked.
    pub(super) fn read(f: &mut Fields, id: String) -> Result<Self, DocError> {
        let name = f.string("name")?;
        let limits = f
            .tables("limit", |v| {
                let kind = v.get("kind").map_or("?".to_owned(), |k| k.describe());
                format!("limit {kind}")
            })?
            .into_iter()
            .map(|mut f| {
                let limit = OrderLimit::read(&mut f)?;
                f.finish()?;
                Ok(limit)
            })
            .collect::<Result<Vec<_>, DocError>>()?;
        for (i, limit) in limits.iter().enumerate() {
            if limits[..i].iter().any(|l| l.kind == limit.kind) {
                return Err(f.error(format!(
                    "limits {} twice: give each troop kind one [[order.limit]]",
                    limit.kind.name()
                )));
            }
        }
        Ok(Self { id, name, limits })
    }

    /// What the order leaves units of `kind`, if it limits them.
    pub fn limit(&self, kind: TroopKind) -> Option<&OrderLimit> {
        self.limits.iter().find(|l| l.kind == kind)
    }
}

impl OrderLimit {
    fn read(f: &mut Fields) -> Result<Self, DocError> {
        let kind = f.choice("kind", &KINDS)?;
        let formations = f.cited("formations", |f| {
            f.strings("value")?
                .iter()
                .map(|name| {
                    FORMATION_CLASSES
                        .iter()
                        .find(|(n, _)| n == name)
                        .map(|(_, class)| *class)
                        .ok_or_else(|| {
                            f.field_error(
                                "value",
                                format!(
                                    "names '{}', which is no formation class (they are: {})",
                                    crate::text::excerpt(name),
                                    FORMATION_CLASSES.map(|(n, _)| n).join(", ")
                                ),
                            )
                        })
                })
                .collect::<Result<Vec<_>, DocError>>()
        })?;
        let skirmishers_out = f.optional_cited("skirmishers_out", |f| f.boolean("value"))?;
        Ok(Self {
            kind,
            formations,
            skirmishers_out,
        })
    }

    /// Whether a unit of this kind may stand as `class`.
    pub fn allows(&self, class: FormationClass) -> bool {
        self.formations.value.contains(&class)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Library, Ruleset};

    #[test]
    fn figure_scale_orders_keep_foot_and_horse_in_column_and_the_page_reads_their_names() {
        let library = Library::builtin().expect("built-ins");
        let rules = &library.get("figure-scale").expect("built in").ruleset;
        let ids: Vec<&str> = rules.orders.iter().map(|o| o.id.as_str()).collect();
        assert_eq!(ids, ["reserve", "march"]);
        let march = rules.order("march").expect("listed");
        let foot = march.limit(TroopKind::Infantry).expect("limits foot");
        assert!(foot.allows(FormationClass::Column));
        assert!(!foot.allows(FormationClass::Line));
        assert!(!foot.allows(FormationClass::Square));
        assert!(!foot.allows(FormationClass::PseudoColumn));
        assert_eq!(foot.formations.cite(), "A-9.25, A-9.58");
        let horse = march.limit(TroopKind::Cavalry).expect("limits horse");
        assert_eq!(horse.formations.cite(), "A-8.37");
        assert!(march.limit(TroopKind::Artillery).is_none());

        let drawn = Ruleset::from_bytes_for_drawing(&rules.to_bytes()).expect("reads");
        let named: Vec<(&str, &str)> = drawn
            .orders
            .iter()
            .map(|o| (o.id.as_str(), o.name.as_str()))
            .collect();
        assert_eq!(named, [("reserve", "Reserve"), ("march", "March")]);
        let whole = Ruleset::from_bytes(&rules.to_bytes()).expect("reads");
        assert_eq!(whole.orders, rules.orders);
    }
}

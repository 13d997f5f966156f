//! Finding units among many: by a word of their name, their brigade's name, their troop
//! type's name or their side's, as a player types it.

use super::Layout;

/// The most units a search names: a list a player reads at a glance.
pub const MAX_FOUND: usize = 12;

/// A unit a search found, with what the player reads to tell it from others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundUnit {
    /// Its id.
    pub id: u32,
    /// Its name.
    pub name: String,
    /// Its side's name, its troop type and its brigade, if any: "Blue · Line infantry
    /// battalion · 1st Brigade".
    pub about: String,
}

impl Layout {
    /// The units whose name, brigade, troop type (named by `troop_name`) or side match every
    /// word of `query`, ignoring case: those whose name starts with the query first, then the
    /// rest in the order of battle; at most [`MAX_FOUND`]. An empty query finds nothing.
    pub fn find_units(&self, query: &str, troop_name: impl Fn(&str) -> String) -> Vec<FoundUnit> {
        let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
        if words.is_empty() {
            return Vec::new();
        }
        let query = words.join(" ");
        let mut found: Vec<(bool, FoundUnit)> = self
            .units
            .iter()
            .filter_map(|unit| {
                let brigade = self
                    .brigade_of(unit.id)
                    .map(|i| self.brigades[i].name.as_str());
                let troop = troop_name(&unit.troop);
                let about = [Some(unit.side.name()), Some(troop.as_str()), brigade]
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>()
                    .join(" · ");
                let name = unit.name.to_lowercase();
                let haystack = format!("{name} {}", about.to_lowercase());
                words
                    .iter()
                    .all(|w| haystack.contains(w.as_str()))
                    .then(|| {
                        let leading = name.starts_with(&query);
                        let unit = FoundUnit {
                            id: unit.id,
                            name: unit.name.clone(),
                            about,
                        };
                        (leading, unit)
                    })
            })
            .collect();
        // Stable: within each group the units keep the layout's order.
        found.sort_by_key(|(leading, _)| !leading);
        found.truncate(MAX_FOUND);
        found.into_iter().map(|(_, unit)| unit).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Pose;
    use crate::layout::{PlayerSide, RulesetRef};
    use crate::rules::Library;

    fn battle() -> Layout {
        let library = Library::builtin().expect("built-ins");
        let ruleset = library
            .get("figure-scale")
            .expect("built in")
            .ruleset
            .clone();
        let mut layout = Layout::new(RulesetRef::Builtin {
            id: ruleset.id.clone(),
            version: ruleset.version.clone(),
        });
        for (name, side) in [
            ("1er bataillon, 45e de ligne", 0),
            ("2e bataillon, 45e de ligne", 0),
            ("1/92nd Gordon Highlanders", 1),
            ("Line infantry battalion 1", 1),
        ] {
            let id = layout
                .add_unit(&ruleset, "line-infantry", PlayerSide(side), Pose::default())
                .expect("added");
            layout.rename_unit(id, name).expect("named");
        }
        layout
            .name_brigade(&[1, 2], "Brigade Marcognet")
            .expect("named");
        layout
    }

    fn names(found: &[FoundUnit]) -> Vec<&str> {
        found.iter().map(|f| f.name.as_str()).collect()
    }

    #[test]
    fn every_word_must_match_a_name_a_brigade_a_troop_type_or_a_side() {
        let layout = battle();
        let troop = |_: &str| "Line infantry battalion".to_owned();
        assert_eq!(
            names(&layout.find_units("45e", troop)),
            ["1er bataillon, 45e de ligne", "2e bataillon, 45e de ligne"]
        );
        assert_eq!(
            names(&layout.find_units("gordon", troop)),
            ["1/92nd Gordon Highlanders"]
        );
        assert_eq!(
            names(&layout.find_units("marcognet 2e", troop)),
            ["2e bataillon, 45e de ligne"]
        );
        assert_eq!(layout.find_units("vermilion", troop).len(), 2, "by side");
        assert!(layout.find_units("cuirassiers", troop).is_empty());
        assert!(layout.find_units("   ", troop).is_empty());
        let found = layout.find_units("gordon", troop);
        assert_eq!(found[0].about, "Vermilion · Line infantry battalion");
        let in_brigade = layout.find_units("1er", troop);
        assert_eq!(
            in_brigade[0].about,
            "Blue · Line infantry battalion · Brigade Marcognet"
        );
    }

    #[test]
    fn names_that_start_with_the_query_come_first() {
        let layout = battle();
        let troop = |_: &str| "Line infantry battalion".to_owned();
        let found = layout.find_units("line", troop);
        assert_eq!(
            found[0].name,
            "Line infantry battalion 1",
            "{:?}",
            names(&found)
        );
        assert_eq!(found.len(), 4, "every unit is line infantry");
    }
}

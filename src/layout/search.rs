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

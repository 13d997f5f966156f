//! The rulesets a player has: the built-in ones and any loaded from files.

use std::sync::Arc;

use super::{
    Cited, Ruleset, RulesetError, RulesetRef, Scale, TroopAllowance, builtin_rulesets,
    builtin_rulesets_for_drawing,
};
use crate::codec::CodecError;

/// Where a ruleset in the library came from.
#[derive(Clone, Debug, PartialEq)]
pub enum Origin {
    /// Shipped with Drillbook.
    Builtin,
    /// Loaded by the player; its text travels with any layout that uses it.
    Custom {
        /// The file's TOML text.
        toml: String,
    },
}

/// A ruleset and where it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// The ruleset, read and checked; shared, so the table takes it without copying.
    pub ruleset: Arc<Ruleset>,
    /// Built in or loaded.
    pub origin: Origin,
}

/// Every ruleset the player can choose. Ids are unique.
#[derive(Clone, Debug, PartialEq)]
pub struct Library {
    entries: Vec<Entry>,
}

impl Library {
    /// The built-in rulesets, whole: for the analysis.
    pub fn builtin() -> Result<Self, CodecError> {
        Ok(Self::of_builtin(builtin_rulesets()?))
    }

    /// What the page draws with of the built-in rulesets
    /// ([`Ruleset::decode_for_drawing`]); the reader worker analyses with them whole.
    pub fn builtin_for_drawing() -> Result<Self, CodecError> {
        Ok(Self::of_builtin(builtin_rulesets_for_drawing()?))
    }

    fn of_builtin(rulesets: Vec<Ruleset>) -> Self {
        let entries = rulesets
            .into_iter()
            .map(|ruleset| Entry {
                ruleset: Arc::new(ruleset),
                origin: Origin::Builtin,
            })
            .collect();
        Self { entries }
    }

    /// The built-in rulesets.
    pub fn builtins(&self) -> impl Iterator<Item = &Ruleset> {
        self.entries
            .iter()
            .filter(|entry| entry.origin == Origin::Builtin)
            .map(|entry| &*entry.ruleset)
    }

    /// Every ruleset, built-in ones first.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The ruleset with `id`.
    pub fn get(&self, id: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.ruleset.id == id)
    }

    /// Puts `whole`, a ruleset the reader read whole, in place of the entry of its id and
    /// version, which the page read only to draw with. Whether there was such an entry.
    pub fn make_whole(&mut self, whole: Ruleset) -> bool {
        let entry = self
            .entries
            .iter_mut()
            .find(|e| e.ruleset.id == whole.id && e.ruleset.version == whole.version);
        match entry {
            Some(entry) => {
                entry.ruleset = Arc::new(whole);
                true
            }
            None => false,
        }
    }

    /// Reads a ruleset file the player loaded and adds it, replacing an earlier load of the
    /// same id. A built-in id cannot be taken. Nothing changes when the file is refused.
    pub fn load(&mut self, file: &str, toml: &str) -> Result<&Entry, RulesetError> {
        let ruleset = Ruleset::from_toml(file, toml)?;
        self.add(file, ruleset, toml)
    }

    /// Adds a ruleset already read from `toml` (by the file reader), as [`Library::load`] does.
    pub fn add(
        &mut self,
        file: &str,
        ruleset: Ruleset,
        toml: &str,
    ) -> Result<&Entry, RulesetError> {
        if let Some(builtin) = self
            .entries
            .iter()
            .find(|e| e.ruleset.id == ruleset.id && e.origin == Origin::Builtin)
        {
            return Err(RulesetError {
                file: file.to_owned(),
                line: 0,
                message: format!(
                    "the id '{}' belongs to the built-in ruleset \"{}\": give your ruleset an id of its own",
                    ruleset.id, builtin.ruleset.name
                ),
            });
        }
        let entry = Entry {
            ruleset: Arc::new(ruleset),
            origin: Origin::Custom {
                toml: toml.to_owned(),
            },
        };
        let index = match self
            .entries
            .iter()
            .position(|e| e.ruleset.id == entry.ruleset.id)
        {
            Some(index) => {
                self.entries[index] = entry;
                index
            }
            None => {
                self.entries.push(entry);
                self.entries.len() - 1
            }
        };
        Ok(&self.entries[index])
    }

    /// The ruleset a layout names, loading a custom one it carries. A built-in ruleset of
    /// another version is used as it is; say so to the player with [`Library::version_note`].
    pub fn resolve(&mut self, reference: &RulesetRef) -> Result<&Entry, RulesetError> {
        match reference {
            RulesetRef::Builtin { id, .. } => {
                let missing = || RulesetError {
                    file: "layout".to_owned(),
                    line: 0,
                    message: format!(
                        "the layout uses the ruleset '{id}', which this Drillbook does not have"
                    ),
                };
                self.get(id).ok_or_else(missing)
            }
            RulesetRef::Custom { toml } => self.load("the layout's ruleset", toml),
        }
    }

    /// The ruleset a layout names: found in the library, or else loaded as
    /// [`Library::resolve`] does, so a ruleset the layout carries is read once.
    pub fn ruleset_for(&mut self, reference: &RulesetRef) -> Result<Arc<Ruleset>, RulesetError> {
        if let Some(entry) = self.find(reference) {
            return Ok(entry.ruleset.clone());
        }
        Ok(self.resolve(reference)?.ruleset.clone())
    }

    /// The ruleset a layout names, if the library has it: a built-in one by id, a custom one
    /// by its text.
    pub fn find(&self, reference: &RulesetRef) -> Option<&Entry> {
        match reference {
            RulesetRef::Builtin { id, .. } => self.get(id),
            RulesetRef::Custom { toml } => self
                .entries
                .iter()
                .find(|e| matches!(&e.origin, Origin::Custom { toml: t } if t == toml)),
        }
    }

    /// A word for the player when a layout was made with another version of a ruleset.
    pub fn version_note(&self, reference: &RulesetRef) -> Option<String> {
        let RulesetRef::Builtin { id, version } = reference else {
            return None;
        };
        let entry = self.get(id)?;
        (entry.ruleset.version != *version).then(|| {
            format!(
                "This layout was made with version {version} of \"{}\"; this Drillbook has version {}.",
                entry.ruleset.name, entry.ruleset.version
            )
        })
    }

    /// How a layout should name the ruleset with `id`: by id and version when built in,
    /// carried whole when loaded from a file.
    pub fn reference(&self, id: &str) -> Option<RulesetRef> {
        let entry = self.get(id)?;
        Some(match &entry.origin {
            Origin::Builtin => RulesetRef::Builtin {
                id: entry.ruleset.id.clone(),
                version: entry.ruleset.version.clone(),
            },
            Origin::Custom { toml } => RulesetRef::Custom { toml: toml.clone() },
        })
    }
}

/// `ruleset` as the players play it: each troop type's move allowance replaced by the one
/// they give in `allowances` (mm as written), then at `scale`. Itself when they change
/// nothing.
pub fn played_at(
    ruleset: Arc<Ruleset>,
    scale: Scale,
    allowances: &[TroopAllowance],
) -> Arc<Ruleset> {
    if scale == Scale::AsWritten && allowances.is_empty() {
        return ruleset;
    }
    let mut played = ruleset.as_ref().clone();
    for troop in &mut played.troops {
        if let Some(mm) = allowances
            .iter()
            .find(|a| a.troop == troop.id)
            .map(|a| a.mm)
        {
            // The rule the ruleset's own allowance filled in, if any, is still the rule.
            let rule = troop.move_mm.take().and_then(|m| m.rule);
            troop.move_mm = Some(Cited {
                rule,
                ..Cited::assumed(mm, PLAYERS_ALLOWANCE)
            });
        }
    }
    Arc::new(played.at_scale(scale))
}

/// Why a troop type's allowance is what it is, when the players gave it.
pub const PLAYERS_ALLOWANCE: &str = "The players' own allowance, set with the table.";

#[cfg(test)]
mod tests {
    use super::*;

    fn custom(id: &str) -> String {
        let basing_only = include_str!("../../rulesets/basing-only.toml");
        basing_only.replacen("id = \"basing-only\"", &format!("id = \"{id}\""), 1)
    }

    #[test]
    fn a_ruleset_read_to_draw_with_is_made_whole_by_its_id_and_version() {
        let mut drawing = Library::builtin_for_drawing().unwrap();
        let whole = Library::builtin().unwrap();
        let rff = whole.get("rff-squares").unwrap().ruleset.clone();
        assert!(
            drawing
                .get("rff-squares")
                .unwrap()
                .ruleset
                .squares
                .shelter_mm
                .is_none()
        );
        assert!(drawing.make_whole((*rff).clone()));
        assert_eq!(drawing.get("rff-squares").unwrap().ruleset, rff);
        let other = Ruleset {
            version: "0.1".to_owned(),
            ..(*rff).clone()
        };
        assert!(
            !drawing.make_whole(other),
            "another version is not made whole"
        );
    }

    #[test]
    fn a_loaded_ruleset_travels_whole_and_comes_back() {
        let mut library = Library::builtin().expect("built-ins");
        library.load("mine.toml", &custom("mine")).expect("valid");
        let reference = library.reference("mine").expect("loaded");
        assert!(matches!(&reference, RulesetRef::Custom { toml } if toml.contains("\"mine\"")));

        let mut elsewhere = Library::builtin().expect("built-ins");
        assert!(elsewhere.find(&reference).is_none());
        assert_eq!(
            elsewhere.resolve(&reference).expect("carried").ruleset.id,
            "mine"
        );
        assert_eq!(
            elsewhere.find(&reference).map(|e| e.ruleset.id.as_str()),
            Some("mine")
        );
    }

    #[test]
    fn a_built_in_id_cannot_be_taken_and_a_refused_file_changes_nothing() {
        let mut library = Library::builtin().expect("built-ins");
        let before = library.clone();
        let error = library
            .load("mine.toml", &custom("rff-squares"))
            .expect_err("taken");
        assert!(
            error
                .to_string()
                .contains("belongs to the built-in ruleset"),
            "{error}"
        );
        assert!(library.load("bad.toml", "id = ").is_err());
        assert_eq!(library, before);
    }

    #[test]
    fn an_older_version_is_used_and_noted() {
        let library = Library::builtin().expect("built-ins");
        let old = RulesetRef::Builtin {
            id: "rff-squares".to_owned(),
            version: "0.9.0".to_owned(),
        };
        let note = library.version_note(&old).expect("a note");
        assert!(note.contains("version 0.9.0"), "{note}");
        let current = library.reference("rff-squares").expect("built in");
        assert_eq!(library.version_note(&current), None);
    }
}

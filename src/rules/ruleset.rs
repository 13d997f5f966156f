//! The ruleset document.

use serde::{Deserialize, Serialize};

use super::{Basing, RulesetError};
use crate::formation::{TroopClass, TroopKind};

/// One rule system, as read from its file in `rulesets/`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruleset {
    /// Stable identifier, recorded in every layout that uses the ruleset.
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Version of the ruleset file, recorded with the id.
    pub version: String,
    /// The unit the ruleset's distances are written in.
    pub distance_unit: DistanceUnit,
    /// The troop types a player can add.
    #[serde(rename = "troop")]
    pub troops: Vec<TroopType>,
}

/// The unit a ruleset writes its distances in. Base sizes are always in mm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DistanceUnit {
    /// Inches, as most rule texts are written.
    Inch,
    /// Millimetres.
    Mm,
}

/// A kind of unit a player can add, with its default basing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TroopType {
    /// Identifier, unique within the ruleset.
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Infantry, cavalry or artillery.
    pub kind: TroopKind,
    /// Line, light, heavy, medium or irregular.
    pub class: TroopClass,
    /// The basing a new unit of this type starts with.
    pub basing: Basing,
}

impl Ruleset {
    /// Reads a ruleset from TOML text. `file` names the source in error messages.
    pub fn from_toml(file: &str, text: &str) -> Result<Self, RulesetError> {
        let ruleset: Self =
            toml::from_str(text).map_err(|error| RulesetError::from_toml(file, text, &error))?;
        ruleset.validate(file)?;
        Ok(ruleset)
    }

    /// The troop type with the given id.
    pub fn troop(&self, id: &str) -> Option<&TroopType> {
        self.troops.iter().find(|troop| troop.id == id)
    }

    fn validate(&self, file: &str) -> Result<(), RulesetError> {
        for troop in &self.troops {
            let basing = &troop.basing;
            for (field, value) in [
                ("base_width_mm", basing.base_width_mm),
                ("base_depth_mm", basing.base_depth_mm),
            ] {
                if !(value.is_finite() && value > 0.0) {
                    return Err(RulesetError::new(
                        file,
                        None,
                        format!(
                            "troop '{}': {field} must be a positive length in mm, found {value}",
                            troop.id
                        ),
                    ));
                }
            }
            if basing.bases == 0 {
                return Err(RulesetError::new(
                    file,
                    None,
                    format!("troop '{}': bases must be at least 1, found 0", troop.id),
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINIMAL: &str = r#"
id = "t"
name = "Test"
version = "1"
distance_unit = "inch"
[[troop]]
id = "foot"
name = "Foot"
kind = "infantry"
class = "line"
basing = { bases = 4, figures_per_base = 3, base_width_mm = 40, base_depth_mm = 20 }
"#;

    #[test]
    fn reads_a_minimal_ruleset() {
        let ruleset = Ruleset::from_toml("t.toml", MINIMAL).expect("valid");
        assert_eq!(ruleset.troop("foot").map(|t| t.basing.bases), Some(4));
    }

    #[test]
    fn an_unknown_key_is_named_with_its_line() {
        let text = MINIMAL.replace(
            "kind = \"infantry\"",
            "kind = \"infantry\"\ncolour = \"red\"",
        );
        let error = Ruleset::from_toml("t.toml", &text).expect_err("unknown key");
        assert_eq!(error.line, Some(10));
        assert!(error.to_string().starts_with("t.toml:10: "), "{error}");
        assert!(error.message.contains("colour"), "{error}");
    }

    #[test]
    fn a_zero_width_base_is_refused() {
        let text = MINIMAL.replace("base_width_mm = 40", "base_width_mm = 0");
        let error = Ruleset::from_toml("t.toml", &text).expect_err("zero width");
        assert!(error.message.contains("base_width_mm"), "{error}");
    }
}

//! What a formation means under the rules beyond its shape: the movement rate it may use, the
//! combat and morale modifiers it brings (A-9.11, A-9.12, A-8.31, A-8.33, B-square-charge,
//! D-square). The ruleset says them; the inspector shows those of the selected unit's class.

use super::Cited;
use super::compact::{FORMATION_CLASSES, KINDS};
use crate::doc::{DocError, Fields};
use crate::formation::{FormationClass, TroopKind};

/// One thing the rules say of units in a formation class.
#[derive(Clone, Debug, PartialEq)]
pub struct Consequence {
    /// The class it applies to, as the readouts name it (after any involuntary state).
    pub class: FormationClass,
    /// The troop kind it applies to; `None` for every kind.
    pub kind: Option<TroopKind>,
    /// What it means, in one sentence, citing its rule.
    pub says: Cited<String>,
}

impl Consequence {
    /// Reads one `[[consequence]]` table.
    pub(super) fn read(f: &mut Fields) -> Result<Self, DocError> {
        let class = f.choice("class", &FORMATION_CLASSES)?;
        let kind = match f.optional_string("kind")? {
            None => None,
            Some(name) => Some(
                KINDS
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, kind)| *kind)
                    .ok_or_else(|| {
                        f.field_error("kind", "must be infantry, cavalry or artillery")
                    })?,
            ),
        };
        let says = f.cited("says", |f| f.string("value"))?;
        Ok(Self { class, kind, says })
    }

    /// Whether it applies to a unit of `kind` whose formation reads as `class`.
    pub fn applies(&self, class: FormationClass, kind: TroopKind) -> bool {
        self.class == class && self.kind.is_none_or(|k| k == kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Library;

    #[test]
    fn a_column_of_foot_may_use_the_columnar_rate_and_a_cavalry_column_gets_shock() {
        let library = Library::builtin().expect("built-ins");
        let rules = &library.get("figure-scale").expect("built in").ruleset;
        let says = |class, kind| -> Vec<&str> {
            rules
                .consequences
                .iter()
                .filter(|c| c.applies(class, kind))
                .map(|c| c.says.cite())
                .collect()
        };
        assert_eq!(
            says(FormationClass::Column, TroopKind::Infantry),
            ["A-9.11"]
        );
        assert_eq!(
            says(FormationClass::PseudoColumn, TroopKind::Infantry),
            ["A-9.12"]
        );
        assert_eq!(says(FormationClass::Column, TroopKind::Cavalry), ["A-8.31"]);
        assert_eq!(
            says(FormationClass::PseudoColumn, TroopKind::Cavalry),
            ["A-8.33"]
        );
        // Every kind in square, none in line.
        assert_eq!(
            says(FormationClass::Square, TroopKind::Infantry),
            ["A-9.55"]
        );
        assert!(says(FormationClass::Line, TroopKind::Infantry).is_empty());
    }
}

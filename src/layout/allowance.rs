//! The move allowances the players give troop types for their table. Each replaces its troop
//! type's own ([`crate::rules::played_at`]); a ruleset whose texts give no rates assumes some,
//! and the players set theirs.

use std::sync::Arc;

use super::Layout;
use crate::rules::{Library, Ruleset, RulesetError, TroopAllowance, played_at};

impl Library {
    /// The ruleset `layout` is played by, with the players' move allowances and at their
    /// scale ([`played_at`]).
    pub fn rules_for(&mut self, layout: &Layout) -> Result<Arc<Ruleset>, RulesetError> {
        let ruleset = self.ruleset_for(&layout.ruleset)?;
        Ok(played_at(ruleset, layout.scale, &layout.allowances))
    }
}

impl Layout {
    /// The players' allowance for troop type `troop`, mm, if they gave one.
    pub fn allowance(&self, troop: &str) -> Option<f32> {
        self.allowances
            .iter()
            .find(|a| a.troop == troop)
            .map(|a| a.mm)
    }

    /// Gives troop type `troop` the players' allowance `mm`, or, with `None`, its ruleset's
    /// own again. The list stays in the order of troop ids, one for each.
    pub fn set_allowance(&mut self, troop: &str, mm: Option<f32>) {
        self.allowances.retain(|a| a.troop != troop);
        if let Some(mm) = mm {
            let at = self
                .allowances
                .partition_point(|a| a.troop.as_str() < troop);
            self.allowances.insert(
                at,
                TroopAllowance {
                    troop: troop.to_owned(),
                    mm,
                },
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::RulesetRef;

    #[test]
    fn allowances_are_kept_one_a_troop_type_in_order() {
        let mut layout = Layout::new(RulesetRef::Builtin {
            id: "figure-scale".to_owned(),
            version: "1.0.0".to_owned(),
        });
        layout.set_allowance("line-infantry", Some(152.4));
        layout.set_allowance("heavy-cavalry", Some(254.0));
        layout.set_allowance("line-infantry", Some(190.5));
        let troops: Vec<&str> = layout.allowances.iter().map(|a| a.troop.as_str()).collect();
        assert_eq!(troops, ["heavy-cavalry", "line-infantry"]);
        assert_eq!(layout.allowance("line-infantry"), Some(190.5));
        layout.set_allowance("heavy-cavalry", None);
        assert_eq!(layout.allowance("heavy-cavalry"), None);
        assert_eq!(layout.allowances.len(), 1);
    }
}

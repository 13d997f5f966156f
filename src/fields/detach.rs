//! How many bases of a formed unit are out as skirmishers, for a troop type whose rules let
//! it send some; the rest stay with the parent.

use super::Entry;
use super::typed::whole;
use crate::layout::LayoutUnit;
use crate::rules::TroopType;

/// The field of a unit's skirmishers out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DetachField;

impl DetachField {
    /// The field, for a unit of `troop`, if its rules let it detach skirmishers.
    pub fn of(troop: &TroopType) -> Option<Self> {
        troop.detach.as_ref().map(|_| Self)
    }

    /// The field's label.
    pub fn label(self) -> &'static str {
        "Bases out as skirmishers"
    }

    /// The field's test hook.
    pub fn hook(self) -> &'static str {
        "detached"
    }

    /// How it is entered: a whole number, none for a unit all formed.
    pub fn entry(self) -> Entry {
        Entry::Number { step: "1" }
    }

    /// The value it shows for `unit`.
    pub fn shown(self, unit: &LayoutUnit) -> String {
        unit.detached.to_string()
    }

    /// Sets it in `unit` from what the player `typed`. A new count screens the skirmishers
    /// across the parent's front again, forgetting where any were placed by hand; whether the
    /// rules allow so many is the unit's placing to say.
    pub fn set(self, unit: &mut LayoutUnit, typed: &str) -> Result<(), String> {
        let count = whole("the bases out as skirmishers", typed)?;
        if count != unit.detached {
            unit.detached = count;
            unit.skirmishers.clear();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fields::test_units::unit_of;

    #[test]
    fn line_infantry_sends_out_skirmishers_and_the_count_is_typed() {
        let (troop, mut unit) = unit_of("figure-scale", "line-infantry", "line");
        let field = DetachField::of(&troop).expect("line infantry detaches (A-9.33)");
        field.set(&mut unit, "2").expect("a count");
        assert_eq!((unit.detached, field.shown(&unit)), (2, "2".to_owned()));
        field.set(&mut unit, "0").expect("none out");
        assert_eq!(unit.detached, 0);
        assert!(field.set(&mut unit, "1.5").is_err());
        assert!(field.set(&mut unit, "-1").is_err());

        // The RFF square rules give no skirmishers.
        let (troop, _) = unit_of("rff-squares", "infantry", "line");
        assert_eq!(DetachField::of(&troop), None);
    }
}

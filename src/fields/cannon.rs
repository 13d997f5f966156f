//! The cannon a battery represents: a count the player types, which the
//! crew its rules ask for and the guns a square may take in follow.

use super::typed::count;
use crate::layout::LayoutUnit;
use crate::limits::MAX_CANNON;

/// The field's label.
pub const CANNON_LABEL: &str = "Cannon";

/// The cannon `unit` represents, as the field shows it.
pub fn cannon_shown(unit: &LayoutUnit) -> String {
    unit.cannon.to_string()
}

/// Sets the cannon of `unit` from what the player `typed`: 1 to [`MAX_CANNON`]; refused with
/// a message, `unit` untouched.
pub fn set_cannon(unit: &mut LayoutUnit, typed: &str) -> Result<(), String> {
    let cannon = count("the cannon", typed)?;
    if cannon > MAX_CANNON {
        return Err(format!(
            "A battery may have at most {MAX_CANNON} cannon: {cannon} is too many."
        ));
    }
    unit.cannon = cannon;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fields::test_units::unit_of;

    #[test]
    fn a_batterys_cannon_are_shown_and_set_within_the_limit() {
        let (_, mut unit) = unit_of("figure-scale", "field-artillery", "unlimbered");
        assert_eq!(cannon_shown(&unit), "6");
        set_cannon(&mut unit, "12").expect("a count");
        assert_eq!(unit.cannon, 12);
        assert!(set_cannon(&mut unit, "0").is_err());
        assert!(set_cannon(&mut unit, "1000").is_err());
        assert!(set_cannon(&mut unit, "two").is_err());
        assert_eq!(cannon_shown(&unit), "12");
    }
}

//! The move allowance the players give a troop type, for the table's setup. It is shown and
//! typed in the ruleset's own distance unit, as the rules are written: the players' scale
//! applies on top of it, as on every distance of the rules. A blank field gives the troop
//! type back its ruleset's allowance.

use super::typed::length_in;
use crate::decimal::Decimal;
use crate::layout::Layout;
use crate::limits::MAX_TABLE_MM;
use crate::rules::{Ruleset, TroopType};

/// The places an allowance is shown to: a hundredth of an inch is finer than a tape reads.
const ALLOWANCE_PLACES: u8 = 2;

/// The allowance `troop` of `written` (the ruleset as written, before the players' scale)
/// moves by on the players' table, in the ruleset's unit: theirs where they gave one, else
/// the ruleset's; blank where neither gives one.
pub fn allowance_shown(troop: &TroopType, written: &Ruleset, layout: &Layout) -> String {
    layout
        .allowance(&troop.id)
        .or(troop.move_mm.as_ref().map(|m| m.value))
        .map(|mm| {
            let unit = written.distance_unit.to_mm(1.0);
            Decimal::trimmed(mm / unit, ALLOWANCE_PLACES).to_string()
        })
        .unwrap_or_default()
}

/// What the ruleset itself gives `troop`, for the field's label: its allowance in its unit,
/// and whether it is an assumption, then the formations that move by their own (which the
/// players' allowance leaves as they are); or that it gives none.
pub fn ruleset_allowance(troop: &TroopType, written: &Ruleset) -> String {
    let unit = written.distance_unit.to_mm(1.0);
    let shown = |mm: f32| Decimal::trimmed(mm / unit, ALLOWANCE_PLACES);
    let mut said: Vec<String> = troop
        .move_mm
        .iter()
        .map(|m| match m.assumption {
            Some(_) => format!("{}, assumed", shown(m.value)),
            None => format!("{}, {}", shown(m.value), m.cite()),
        })
        .collect();
    said.extend(troop.formations.iter().filter_map(|f| {
        let own = f.move_mm.as_ref()?;
        Some(format!("{} {}", f.name.to_lowercase(), shown(own.value)))
    }));
    if said.is_empty() {
        "ruleset: none".to_owned()
    } else {
        format!("ruleset: {}", said.join("; "))
    }
}

/// Sets the players' allowance for `troop` from what they `typed`, in the unit of `written`:
/// a blank field takes theirs away, so the ruleset's holds again. A length the table could
/// not hold is refused with a message, `layout` untouched.
pub fn set_allowance(
    layout: &mut Layout,
    troop: &TroopType,
    written: &Ruleset,
    typed: &str,
) -> Result<(), String> {
    if typed.trim().is_empty() {
        layout.set_allowance(&troop.id, None);
        return Ok(());
    }
    let unit = written.distance_unit;
    let what = format!("{}'s move allowance", troop.name);
    let mm = unit.to_mm(length_in(&what, typed, unit)?);
    if mm > MAX_TABLE_MM {
        return Err(format!(
            "{what} may be at most {} {}, the largest table's side",
            Decimal::trimmed(MAX_TABLE_MM / unit.to_mm(1.0), 0),
            unit.words()
        ));
    }
    layout.set_allowance(&troop.id, Some(mm));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Library;

    #[test]
    fn an_allowance_is_shown_set_and_given_back_in_the_rulesets_unit() {
        let library = Library::builtin().expect("built-ins");
        let written = &library.get("figure-scale").expect("built in").ruleset;
        let troop = written.troop("line-infantry").expect("a troop");
        let mut layout = Layout::new(library.reference("figure-scale").expect("built in"));
        assert_eq!(allowance_shown(troop, written, &layout), "6");
        assert_eq!(
            ruleset_allowance(troop, written),
            "ruleset: 6, assumed; column 9; road column 12"
        );
        set_allowance(&mut layout, troop, written, "7.5").expect("a length");
        assert_eq!(layout.allowance("line-infantry"), Some(190.5));
        assert_eq!(allowance_shown(troop, written, &layout), "7.5");
        assert!(set_allowance(&mut layout, troop, written, "fast").is_err());
        assert!(set_allowance(&mut layout, troop, written, "-2").is_err());
        assert!(set_allowance(&mut layout, troop, written, "1e9").is_err());
        assert_eq!(layout.allowance("line-infantry"), Some(190.5));
        set_allowance(&mut layout, troop, written, " ").expect("a blank");
        assert!(layout.allowances.is_empty());
        let basing = &library.get("basing-only").expect("built in").ruleset;
        let infantry = basing.troop("infantry").expect("a troop");
        assert_eq!(allowance_shown(infantry, basing, &layout), "");
        assert_eq!(ruleset_allowance(infantry, basing), "ruleset: none");
        // A formation's own allowance is named after the troop type's.
        let pip = &library.get("pip-2mm").expect("built in").ruleset;
        let foot = pip.troop("infantry").expect("a troop");
        assert_eq!(
            ruleset_allowance(foot, pip),
            "ruleset: 3, D-move; square (1.5 inch base) 1.5"
        );
        let guns = pip.troop("foot-artillery").expect("a troop");
        assert_eq!(ruleset_allowance(guns, pip), "ruleset: limbered 3");
    }
}

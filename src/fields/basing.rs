//! A unit's basing as fields, so a painter can try other bases on the table: how many, their
//! width and depth in mm, and the figures on each.

use super::Entry;
use super::typed::{FIELD_PLACES, count, length_mm};
use crate::decimal::Decimal;
use crate::layout::basing_within_limits;
use crate::rules::Basing;

/// One field of a unit's basing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BasingField {
    /// How many bases.
    Bases,
    /// A base's width, mm.
    Width,
    /// A base's depth, mm.
    Depth,
    /// The figures on each base.
    Figures,
}

impl BasingField {
    /// Every basing field, in the inspector's order.
    pub const ALL: [Self; 4] = [Self::Bases, Self::Width, Self::Depth, Self::Figures];

    /// The field's label.
    pub fn label(self) -> &'static str {
        match self {
            Self::Bases => "Bases",
            Self::Width => "Width (mm)",
            Self::Depth => "Depth (mm)",
            Self::Figures => "Figures per base",
        }
    }

    /// The field's test hook: `basing-<hook>`.
    pub fn hook(self) -> &'static str {
        match self {
            Self::Bases => "bases",
            Self::Width => "base-width",
            Self::Depth => "base-depth",
            Self::Figures => "figures",
        }
    }

    /// How it is entered.
    pub fn entry(self) -> Entry {
        let step = match self {
            Self::Width | Self::Depth => "0.5",
            Self::Bases | Self::Figures => "1",
        };
        Entry::Number { step }
    }

    /// The value it shows for `basing`.
    pub fn shown(self, basing: &Basing) -> String {
        match self {
            Self::Bases => basing.bases.to_string(),
            Self::Width => Decimal::trimmed(basing.base_width_mm, FIELD_PLACES).to_string(),
            Self::Depth => Decimal::trimmed(basing.base_depth_mm, FIELD_PLACES).to_string(),
            Self::Figures => basing.figures_per_base.to_string(),
        }
    }

    /// Sets it in `basing` from what the player `typed`: a count or a length, within the
    /// limits a layout is held to; refused with a message, `basing` untouched.
    pub fn set(self, basing: &mut Basing, typed: &str) -> Result<(), String> {
        let mut changed = *basing;
        match self {
            Self::Bases => changed.bases = count("bases", typed)?,
            Self::Width => changed.base_width_mm = length_mm("the base width", typed)?,
            Self::Depth => changed.base_depth_mm = length_mm("the base depth", typed)?,
            Self::Figures => changed.figures_per_base = count("figures per base", typed)?,
        }
        basing_within_limits(&changed)?;
        *basing = changed;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fields_show_the_basing_and_set_it_from_what_is_typed() {
        let mut basing = Basing {
            bases: 12,
            figures_per_base: 4,
            base_width_mm: 40.0,
            base_depth_mm: 20.0,
        };
        let shown = BasingField::ALL.map(|f| f.shown(&basing));
        assert_eq!(shown, ["12", "40", "20", "4"]);
        BasingField::Bases.set(&mut basing, "13").expect("a count");
        BasingField::Depth
            .set(&mut basing, "22.5")
            .expect("a length");
        assert_eq!((basing.bases, basing.base_depth_mm), (13, 22.5));
        assert_eq!(
            BasingField::Bases.set(&mut basing, "12.5"),
            Err("bases must be a whole number above zero, found '12.5'".to_owned())
        );
        for refused in ["", "inf", "0", "-3", "5000"] {
            assert!(BasingField::Width.set(&mut basing, refused).is_err());
            assert!(BasingField::Figures.set(&mut basing, refused).is_err());
        }
        assert!(
            BasingField::Bases.set(&mut basing, "201").is_err(),
            "beyond the cap"
        );
        assert_eq!((basing.base_width_mm, basing.figures_per_base), (40.0, 4));
        assert_eq!(basing.bases, 13);
    }
}

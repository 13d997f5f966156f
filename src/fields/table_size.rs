//! The players' table's size typed, for a table of no preset size: its width and depth in the
//! unit the players' tape measures (see [`Ruleset::tape_unit`]).

use super::Entry;
use super::typed::length_in;
use crate::decimal::Decimal;
use crate::layout::{Battlefield, MAX_TABLE_SIDE_MM, MIN_TABLE_MM, TableSize};
use crate::rules::Ruleset;

/// The places a table's side is shown to.
const SIDE_PLACES: u8 = 2;

/// What a table of a typed size is called.
const TYPED_TABLE: &str = "typed size";

/// One side of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableSizeField {
    /// Across, between the players' left and right.
    Width,
    /// From the near edge to the far one, between the armies.
    Depth,
}

impl TableSizeField {
    /// Both sides, in the settings' order.
    pub const ALL: [Self; 2] = [Self::Width, Self::Depth];

    /// The field's label.
    pub fn label(self) -> &'static str {
        match self {
            Self::Width => "Width",
            Self::Depth => "Depth",
        }
    }

    /// The field's test hook: `table-<hook>`.
    pub fn hook(self) -> &'static str {
        match self {
            Self::Width => "width",
            Self::Depth => "depth",
        }
    }

    /// How it is entered.
    pub fn entry(self) -> Entry {
        Entry::Number { step: "1" }
    }

    /// The value it shows for `table`, read with `ruleset`.
    pub fn shown(self, table: &Battlefield, ruleset: &Ruleset) -> String {
        let mm = match self {
            Self::Width => table.width_mm,
            Self::Depth => table.depth_mm,
        };
        Decimal::trimmed(mm / ruleset.tape_unit().to_mm(1.0), SIDE_PLACES).to_string()
    }

    /// The size of `table` with this side set from what the player `typed`, in the players'
    /// tape's unit; a side no table may have is refused in that unit.
    pub fn set(
        self,
        table: &Battlefield,
        typed: &str,
        ruleset: &Ruleset,
    ) -> Result<TableSize, String> {
        let what = match self {
            Self::Width => "the table's width",
            Self::Depth => "the table's depth",
        };
        let unit = ruleset.tape_unit();
        let side = unit.to_mm(length_in(what, typed, unit)?);
        if !(MIN_TABLE_MM..=MAX_TABLE_SIDE_MM).contains(&side) {
            let in_unit = |mm: f32| Decimal::trimmed(mm / unit.to_mm(1.0), 1);
            return Err(format!(
                "{what} may be {} to {} {}, not {}",
                in_unit(MIN_TABLE_MM),
                in_unit(MAX_TABLE_SIDE_MM),
                unit.words(),
                crate::text::excerpt(typed.trim())
            ));
        }
        let mut size = TableSize {
            name: TYPED_TABLE,
            width_mm: table.width_mm,
            depth_mm: table.depth_mm,
        };
        match self {
            Self::Width => size.width_mm = side,
            Self::Depth => size.depth_mm = side,
        }
        Ok(size)
    }
}

#[cfg(test)]
mod tests {
    use glam::Vec2;

    use super::*;
    use crate::layout::TABLE_SIZES;
    use crate::rules::{Library, Scale};

    fn pip_at(scale: Scale) -> Result<Ruleset, String> {
        let library = Library::builtin().map_err(|e| e.to_string())?;
        let entry = library.get("pip-2mm").ok_or("no such built-in ruleset")?;
        Ok(entry.ruleset.at_scale(scale))
    }

    #[test]
    fn a_side_is_read_and_typed_in_the_tapes_unit() -> Result<(), String> {
        let rules = pip_at(Scale::AsWritten)?;
        let table = Battlefield::new(TABLE_SIZES[0], Vec2::ZERO);
        assert_eq!(TableSizeField::Width.shown(&table, &rules), "72");
        assert_eq!(TableSizeField::Depth.shown(&table, &rules), "48");
        let wider = TableSizeField::Width.set(&table, "90", &rules)?;
        assert!((wider.width_mm - 2286.0).abs() < 1e-2, "{wider:?}");
        assert_eq!(wider.depth_mm, table.depth_mm);
        let in_cm = pip_at(Scale::InchesAsCm)?;
        let deeper = TableSizeField::Depth.set(&table, "80", &in_cm)?;
        assert!((deeper.depth_mm - 800.0).abs() < 1e-3, "{deeper:?}");
        assert_eq!(deeper.width_mm, table.width_mm);
        Ok(())
    }

    #[test]
    fn a_side_that_is_not_a_length_is_refused_in_the_tapes_words() -> Result<(), String> {
        let rules = pip_at(Scale::AsWritten)?;
        let table = Battlefield::new(TABLE_SIZES[0], Vec2::ZERO);
        assert_eq!(
            TableSizeField::Width.set(&table, "-3", &rules),
            Err("the table's width must be a length in inches above zero, found '-3'".to_owned())
        );
        // A side no table may have is refused in inches, as typed, not in millimetres.
        assert_eq!(
            TableSizeField::Width.set(&table, "1000000", &rules),
            Err("the table's width may be 3.9 to 787.4 inches, not 1000000".to_owned())
        );
        assert_eq!(
            TableSizeField::Depth.set(&table, "2", &rules),
            Err("the table's depth may be 3.9 to 787.4 inches, not 2".to_owned())
        );
        assert!(TableSizeField::Width.set(&table, "787.4", &rules).is_ok());
        Ok(())
    }
}

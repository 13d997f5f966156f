//! A side's deployment zone as the panel sets it: none, a strip along either long edge at a
//! depth typed in the players' tape's unit, or a zone the player shapes on the table.

use super::typed::length_in;
use crate::decimal::Decimal;
use crate::layout::{Battlefield, LongEdge, PlayerSide};
use crate::rules::Ruleset;

/// The places a strip's depth is shown to.
const DEPTH_PLACES: u8 = 2;

/// What a side's zone is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZoneChoice {
    /// The side has no zone: its units may stand anywhere.
    None,
    /// A strip as wide as the table along one of its long edges.
    Strip(LongEdge),
    /// A polygon the player shapes on the table, corner by corner. Chosen, the side's zone
    /// (or its strip, where it has none) is handed to the player to shape; it reads as
    /// shaped once it is no longer a strip.
    Shaped,
}

impl ZoneChoice {
    /// Every choice, in the picker's order, with its value and words.
    pub const ALL: [(Self, &'static str, &'static str); 4] = [
        (Self::None, "none", "No zone"),
        (
            Self::Strip(LongEdge::Near),
            "near",
            "Strip along the near edge",
        ),
        (
            Self::Strip(LongEdge::Far),
            "far",
            "Strip along the far edge",
        ),
        (Self::Shaped, "shaped", "Shaped on the table"),
    ];

    /// What `side`'s zone on `field` is.
    pub fn of(field: &Battlefield, side: PlayerSide) -> Self {
        match field.zone(side).map(|zone| field.strip_of(zone)) {
            None => Self::None,
            Some(Some((edge, _))) => Self::Strip(edge),
            Some(None) => Self::Shaped,
        }
    }

    /// The picker's value for this choice.
    pub fn value(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(choice, ..)| *choice == self)
            .map_or("", |(_, value, _)| value)
    }

    /// The choice a picker's `value` names.
    pub fn from_value(value: &str) -> Option<Self> {
        Self::ALL
            .iter()
            .find(|(_, v, _)| *v == value)
            .map(|(choice, ..)| *choice)
    }

    /// Gives `side` this zone on `field`. A strip keeps the depth of the side's strip, or takes
    /// `ruleset_depth_mm` (see [`Battlefield::strip_depth`]); a zone to shape starts from the
    /// side's zone as it is, or from its strip.
    pub fn apply(self, field: &mut Battlefield, side: PlayerSide, ruleset_depth_mm: Option<f32>) {
        let kept_depth = field
            .zone(side)
            .and_then(|zone| field.strip_of(zone))
            .map(|(_, depth)| depth);
        let depth = kept_depth.unwrap_or_else(|| field.strip_depth(ruleset_depth_mm));
        match self {
            Self::None => field.zones.retain(|z| z.side != side),
            Self::Strip(edge) => field.set_zone(field.strip(side, edge, depth)),
            Self::Shaped if field.zone(side).is_none() => {
                field.set_zone(field.strip(side, LongEdge::of(side), depth));
            }
            Self::Shaped => {}
        }
    }
}

/// The depth of `side`'s strip on `field`, in the players' tape's unit; empty when its zone is
/// not a strip.
pub fn strip_depth_shown(field: &Battlefield, side: PlayerSide, ruleset: &Ruleset) -> String {
    field
        .zone(side)
        .and_then(|zone| field.strip_of(zone))
        .map(|(_, depth)| {
            let unit = ruleset.tape_unit().to_mm(1.0);
            Decimal::trimmed(depth / unit, DEPTH_PLACES).to_string()
        })
        .unwrap_or_default()
}

/// Sets the depth of `side`'s strip on `field` from what the player `typed`, in the players'
/// tape's unit; refused past the table's depth, or when the zone is not a strip.
pub fn set_strip_depth(
    field: &mut Battlefield,
    side: PlayerSide,
    typed: &str,
    ruleset: &Ruleset,
) -> Result<(), String> {
    let (edge, _) = field
        .zone(side)
        .and_then(|zone| field.strip_of(zone))
        .ok_or("The zone is not a strip: choose a strip along an edge first.")?;
    let unit = ruleset.tape_unit();
    let depth = unit.to_mm(length_in("The strip's depth", typed, unit)?);
    if depth > field.depth_mm {
        let most = Decimal::trimmed(field.depth_mm / unit.to_mm(1.0), DEPTH_PLACES);
        return Err(format!(
            "A strip is at most as deep as the table: {most} {}.",
            unit.words()
        ));
    }
    field.set_zone(field.strip(side, edge, depth));
    Ok(())
}

#[cfg(test)]
mod tests {
    use glam::Vec2;

    use super::*;
    use crate::layout::TABLE_SIZES;
    use crate::rules::Library;

    fn figure_scale() -> Ruleset {
        let library = Library::builtin().expect("built-ins");
        let entry = library
            .entries()
            .iter()
            .find(|e| e.ruleset.distance_unit == crate::rules::DistanceUnit::Inch)
            .expect("a ruleset in inches");
        (*entry.ruleset).clone()
    }

    #[test]
    fn each_choice_gives_the_zone_it_names_and_is_read_back() {
        let mut field = Battlefield::new(TABLE_SIZES[0], Vec2::ZERO).with_strips(300.0);
        let side = PlayerSide(1);
        for (choice, value, _) in ZoneChoice::ALL {
            assert_eq!(ZoneChoice::from_value(value), Some(choice));
            assert_eq!(choice.value(), value);
        }
        for (choice, value, _) in &ZoneChoice::ALL[..3] {
            choice.apply(&mut field, side, None);
            assert_eq!(ZoneChoice::of(&field, side), *choice, "{value}");
        }
        // A strip to shape stays a strip until a corner moves.
        ZoneChoice::Shaped.apply(&mut field, side, None);
        assert_eq!(
            ZoneChoice::of(&field, side),
            ZoneChoice::Strip(LongEdge::Far)
        );
        field.zones[1].corners[0].y += 5.0;
        assert_eq!(ZoneChoice::of(&field, side), ZoneChoice::Shaped);
        // Shaped from no zone at all: the side's strip, at the table's usual depth, to reshape.
        ZoneChoice::None.apply(&mut field, side, None);
        ZoneChoice::Shaped.apply(&mut field, side, Some(100.0));
        let zone = field.zone(side).expect("a zone to shape");
        assert_eq!(field.strip_of(zone), Some((LongEdge::Far, 100.0)));
    }

    #[test]
    fn a_strip_keeps_its_depth_across_edges_and_takes_a_typed_one() {
        let ruleset = figure_scale();
        let mut field = Battlefield::new(TABLE_SIZES[0], Vec2::ZERO).with_strips(304.8);
        let side = PlayerSide(0);
        assert_eq!(strip_depth_shown(&field, side, &ruleset), "12");
        ZoneChoice::Strip(LongEdge::Far).apply(&mut field, side, Some(100.0));
        assert_eq!(strip_depth_shown(&field, side, &ruleset), "12");
        set_strip_depth(&mut field, side, "8.5", &ruleset).expect("a depth");
        assert_eq!(strip_depth_shown(&field, side, &ruleset), "8.5");
        assert_eq!(
            ZoneChoice::of(&field, side),
            ZoneChoice::Strip(LongEdge::Far)
        );
        let too_deep = set_strip_depth(&mut field, side, "49", &ruleset).unwrap_err();
        assert!(too_deep.contains("48 inches"), "{too_deep}");
        assert!(set_strip_depth(&mut field, side, "-1", &ruleset).is_err());
        assert_eq!(
            strip_depth_shown(&field, side, &ruleset),
            "8.5",
            "refused, kept"
        );
        ZoneChoice::Shaped.apply(&mut field, side, None);
        field.zones[0].corners[0].x += 10.0;
        assert_eq!(strip_depth_shown(&field, side, &ruleset), "");
        assert!(set_strip_depth(&mut field, side, "6", &ruleset).is_err());
    }
}

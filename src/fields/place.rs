//! Where a unit stands, as fields a player types exactly: its front-centre across and up the
//! table, and its facing. Distances are in the unit the players' tape measures: the ruleset's
//! own, or centimetres when they play its inches as centimetres. They are measured from the
//! table's left and near edges, as a player measures them, or from the layout's origin when
//! there is no table.

use glam::Vec2;

use super::Entry;
use super::typed::{FIELD_PLACES, degrees, distance};
use crate::decimal::Decimal;
use crate::formation::normalise_degrees;
use crate::geom::Pose;
use crate::layout::Battlefield;
use crate::rules::{DistanceUnit, Ruleset};

/// The places a position is shown to: a hundredth of an inch or of a centimetre.
const POSITION_PLACES: u8 = 2;

/// What a unit's place is measured from, and in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlaceFrame {
    /// The table's left and near corner (the layout's origin when there is no table), mm.
    corner: Vec2,
    /// Whether there is a table to measure from.
    on_table: bool,
    /// The tape's unit.
    unit: DistanceUnit,
}

impl PlaceFrame {
    /// The frame for a unit read with `ruleset`, on `battlefield` if the layout has one.
    pub fn new(ruleset: &Ruleset, battlefield: Option<&Battlefield>) -> Self {
        let unit = ruleset.tape_unit();
        let corner = battlefield.map_or(Vec2::ZERO, |field| {
            let bounds = field.bounds();
            Vec2::new(bounds.min.x, bounds.max.y)
        });
        Self {
            corner,
            on_table: battlefield.is_some(),
            unit,
        }
    }

    /// What the fields are measured from and in, for their legend.
    pub fn legend(&self) -> String {
        let from = if self.on_table {
            "from the left and near edges"
        } else {
            "from the origin"
        };
        format!("Place ({} {from})", self.unit.words())
    }

    /// Millimetres in one of the tape's units.
    fn mm_per_unit(&self) -> f32 {
        self.unit.to_mm(1.0)
    }
}

/// One field of where a unit stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceField {
    /// Its front-centre, across the table from the left edge.
    Across,
    /// Its front-centre, up the table from the near edge.
    Up,
    /// Its facing, degrees clockwise from straight up the table.
    Facing,
    /// A command rather than a value: moves it straight ahead by the distance typed (back,
    /// when it is negative). It shows nothing, ready for the next.
    Advance,
}

impl PlaceField {
    /// Every field, in the inspector's order.
    pub const ALL: [Self; 4] = [Self::Across, Self::Up, Self::Facing, Self::Advance];

    /// The field's label.
    pub fn label(self) -> &'static str {
        match self {
            Self::Across => "Across",
            Self::Up => "Up",
            Self::Facing => "Facing (°)",
            Self::Advance => "Advance by",
        }
    }

    /// The field's test hook: `place-<hook>`.
    pub fn hook(self) -> &'static str {
        match self {
            Self::Across => "across",
            Self::Up => "up",
            Self::Facing => "facing",
            Self::Advance => "advance",
        }
    }

    /// How it is entered: positions by the tenth, the facing by the degree.
    pub fn entry(self) -> Entry {
        let step = match self {
            Self::Across | Self::Up | Self::Advance => "0.1",
            Self::Facing => "1",
        };
        Entry::Number { step }
    }

    /// The value it shows for a unit standing at `pose`.
    pub fn shown(self, pose: Pose, frame: &PlaceFrame) -> String {
        let scale = frame.mm_per_unit();
        match self {
            Self::Across => Decimal::trimmed((pose.x - frame.corner.x) / scale, POSITION_PLACES),
            Self::Up => Decimal::trimmed((frame.corner.y - pose.y) / scale, POSITION_PLACES),
            Self::Facing => Decimal::trimmed(normalise_degrees(pose.heading), FIELD_PLACES),
            Self::Advance => return String::new(),
        }
        .to_string()
    }

    /// `pose` with this field set from what the player `typed`, or why not. Whether the unit
    /// may stand there (on the table, within the layout's limits) is the editor's to check.
    pub fn set(self, pose: Pose, typed: &str, frame: &PlaceFrame) -> Result<Pose, String> {
        let scale = frame.mm_per_unit();
        let mut placed = pose;
        match self {
            Self::Across => placed.x = frame.corner.x + distance("across", typed)? * scale,
            Self::Up => placed.y = frame.corner.y - distance("up", typed)? * scale,
            Self::Facing => placed.heading = normalise_degrees(degrees("the facing", typed)?),
            Self::Advance => {
                let ahead = pose.forward() * distance("the advance", typed)? * scale;
                placed.x += ahead.x;
                placed.y += ahead.y;
            }
        }
        Ok(placed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::TableSize;
    use crate::rules::{Library, Scale};

    /// A built-in ruleset played at `scale`.
    fn ruleset_at(id: &str, scale: Scale) -> Result<Ruleset, String> {
        let library = Library::builtin().map_err(|e| e.to_string())?;
        let entry = library.get(id).ok_or("no such built-in ruleset")?;
        Ok(entry.ruleset.at_scale(scale))
    }

    /// The 2mm PIP rules, written in inches, at `scale`.
    fn ruleset(scale: Scale) -> Result<Ruleset, String> {
        ruleset_at("pip-2mm", scale)
    }

    fn six_by_four() -> Battlefield {
        let size = TableSize {
            name: "6 × 4 ft",
            width_mm: 1828.8,
            depth_mm: 1219.2,
        };
        Battlefield::new(size, Vec2::ZERO)
    }

    #[test]
    fn a_place_is_read_from_the_tables_left_and_near_edges_in_the_tapes_unit() -> Result<(), String>
    {
        let rules = ruleset(Scale::AsWritten)?;
        assert_eq!(rules.distance_unit, DistanceUnit::Inch);
        let field = six_by_four();
        let frame = PlaceFrame::new(&rules, Some(&field));
        // 12" from the left edge and 6" up from the near edge, facing 90°.
        let pose = Pose::new(-914.4 + 304.8, 609.6 - 152.4, 450.0);
        assert_eq!(PlaceField::Across.shown(pose, &frame), "12");
        assert_eq!(PlaceField::Up.shown(pose, &frame), "6");
        assert_eq!(PlaceField::Facing.shown(pose, &frame), "90");
        assert_eq!(
            frame.legend(),
            "Place (inches from the left and near edges)"
        );
        Ok(())
    }

    #[test]
    fn a_typed_place_moves_only_its_own_part_of_the_pose() -> Result<(), String> {
        let rules = ruleset(Scale::AsWritten)?;
        let field = six_by_four();
        let frame = PlaceFrame::new(&rules, Some(&field));
        let pose = Pose::new(10.0, 20.0, 30.0);
        let across = PlaceField::Across.set(pose, "36", &frame)?;
        assert!(
            (across.x - 0.0).abs() < 1e-3,
            "{across:?}: the middle of a 72\" table"
        );
        assert_eq!((across.y, across.heading), (20.0, 30.0));
        let up = PlaceField::Up.set(pose, "24", &frame)?;
        assert!(
            (up.y - 0.0).abs() < 1e-3,
            "{up:?}: the middle of a 48\" table"
        );
        assert_eq!((up.x, up.heading), (10.0, 30.0));
        let facing = PlaceField::Facing.set(pose, "-90", &frame)?;
        assert_eq!((facing.x, facing.y, facing.heading), (10.0, 20.0, 270.0));
        Ok(())
    }

    #[test]
    fn an_advance_moves_the_unit_straight_ahead_and_shows_nothing() -> Result<(), String> {
        let rules = ruleset(Scale::AsWritten)?;
        let frame = PlaceFrame::new(&rules, None);
        // Facing right (90°): 3" ahead is 76.2 mm to the right.
        let pose = Pose::new(10.0, 20.0, 90.0);
        let advanced = PlaceField::Advance.set(pose, "3", &frame)?;
        assert!((advanced.x - 86.2).abs() < 1e-3, "{advanced:?}");
        assert!((advanced.y - 20.0).abs() < 1e-3, "{advanced:?}");
        assert_eq!(advanced.heading, 90.0);
        let back = PlaceField::Advance.set(pose, "-1", &frame)?;
        assert!((back.x - (10.0 - 25.4)).abs() < 1e-3, "{back:?}");
        assert_eq!(PlaceField::Advance.shown(advanced, &frame), "");
        Ok(())
    }

    #[test]
    fn inches_played_as_centimetres_are_measured_in_centimetres() -> Result<(), String> {
        let rules = ruleset(Scale::InchesAsCm)?;
        let frame = PlaceFrame::new(&rules, None);
        assert_eq!(frame.legend(), "Place (cm from the origin)");
        let pose = PlaceField::Up.set(Pose::default(), "5", &frame)?;
        assert!(
            (pose.y + 50.0).abs() < 1e-3,
            "{pose:?}: 5 cm up is 50 mm towards the far side"
        );
        assert_eq!(PlaceField::Up.shown(pose, &frame), "5");
        let halved = ruleset(Scale::Factor(0.5))?;
        assert_eq!(
            PlaceFrame::new(&halved, None).legend(),
            "Place (inches from the origin)"
        );
        let in_mm = ruleset_at("basing-only", Scale::InchesAsCm)?;
        assert_eq!(
            PlaceFrame::new(&in_mm, None).legend(),
            "Place (mm from the origin)"
        );
        Ok(())
    }

    #[test]
    fn what_is_not_a_number_is_refused_with_the_field_named() -> Result<(), String> {
        let rules = ruleset(Scale::AsWritten)?;
        let frame = PlaceFrame::new(&rules, None);
        assert_eq!(
            PlaceField::Across.set(Pose::default(), "left", &frame),
            Err("across must be a distance, found 'left'".to_owned())
        );
        assert_eq!(
            PlaceField::Facing.set(Pose::default(), "", &frame),
            Err("the facing is empty: type a number of degrees".to_owned())
        );
        Ok(())
    }
}

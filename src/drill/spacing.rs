//! How far apart a drill stands a brigade's units: each distance from the rules where they
//! give one, cited, or a stated assumption the player may change.

use super::BrigadeForm;
use crate::cited::Cited;
use crate::fields::spacing_mm;
use crate::rules::Ruleset;

/// One inch, mm: the assumed interval and distance where the rules give none.
const INCH_MM: f32 = 25.4;

/// The distances a drill keeps, mm, each with where it comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct DrillSpacing {
    /// Between units side by side, box to box.
    pub interval: Cited<f32>,
    /// From the rear of one line to the front of the line behind it.
    pub distance: Cited<f32>,
    /// From the rear of one unit to the front of the next in a column of units.
    pub file_gap: Cited<f32>,
    /// How much further back each unit of an échelon stands than the one beside it.
    pub step: Cited<f32>,
    /// How far before a square its guns stand, rear to front (B-shelter).
    pub guns_ahead: Cited<f32>,
    /// Whether the second of two lines stands behind the first's gaps rather than its units.
    pub behind_gaps: bool,
}

/// A player's changes to the distances a drill would take, mm; `None` keeps the default.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SpacingChoice {
    /// Between units side by side.
    pub interval: Option<f32>,
    /// Between the lines.
    pub distance: Option<f32>,
    /// Between units one behind another.
    pub file_gap: Option<f32>,
    /// Each échelon's step back.
    pub step: Option<f32>,
    /// The guns' distance before the squares.
    pub guns_ahead: Option<f32>,
    /// The second line behind the gaps.
    pub behind_gaps: bool,
}

impl DrillSpacing {
    /// The distances `ruleset` gives (at the scale it was read at), with the player's
    /// `choice` in place of any. Refuses a distance that is negative, not a number, or
    /// longer than a table.
    pub fn new(ruleset: &Ruleset, choice: &SpacingChoice) -> Result<Self, String> {
        let support = ruleset.support.as_ref();
        let rear = support.map(|s| s.rear_mm.clone());
        let distance = rear.clone().unwrap_or_else(|| {
            Cited::assumed(
                INCH_MM,
                "The rules set no distance between lines; one inch leaves room to pass.",
            )
        });
        let file_gap = support
            .and_then(|s| s.preformed_column_mm.clone())
            .or(rear)
            .unwrap_or_else(|| {
                Cited::assumed(
                    INCH_MM,
                    "The rules set no distance between units one behind another; one inch.",
                )
            });
        let interval = Cited::assumed(
            INCH_MM,
            "The rules set no interval between units of a brigade; one inch.",
        );
        let step = Cited::assumed(
            INCH_MM,
            "The rules set no step for an échelon; each unit one inch behind the next.",
        );
        let guns_ahead = ruleset.squares.shelter_mm.clone().unwrap_or_else(|| {
            Cited::assumed(
                INCH_MM,
                "The rules let no crew shelter in a square; the guns stand an inch before it.",
            )
        });
        let mut spacing = Self {
            interval,
            distance,
            file_gap,
            step,
            guns_ahead,
            behind_gaps: choice.behind_gaps,
        };
        for (given, field, what) in [
            (choice.interval, &mut spacing.interval, "interval"),
            (
                choice.distance,
                &mut spacing.distance,
                "distance between lines",
            ),
            (
                choice.file_gap,
                &mut spacing.file_gap,
                "gap between units in column",
            ),
            (choice.step, &mut spacing.step, "échelon's step"),
            (choice.guns_ahead, &mut spacing.guns_ahead, "guns' distance"),
        ] {
            if let Some(mm) = given {
                if !(0.0..=crate::limits::MAX_TABLE_MM).contains(&mm) {
                    return Err(format!(
                        "the {what} must be a length from 0 to the table's size, not {mm} mm"
                    ));
                }
                *field = Cited::assumed(mm, "The player's choice.");
            }
        }
        Ok(spacing)
    }
}

impl SpacingChoice {
    /// The player's distances for `form` as typed in mm in two fields: `first` the interval
    /// (for a march column, the gap one behind another), `second` the form's other distance
    /// (between the lines, the échelon's step, the guns before the squares), each kept by
    /// the rules when empty. Refuses what is not a length.
    pub fn typed(
        form: BrigadeForm,
        first: &str,
        second: &str,
        behind_gaps: bool,
    ) -> Result<Self, String> {
        let read = |text: &str, what: &str| {
            let text = text.trim();
            (!text.is_empty())
                .then(|| spacing_mm(what, text))
                .transpose()
        };
        let mut choice = Self {
            behind_gaps,
            ..Self::default()
        };
        match form {
            BrigadeForm::RoadColumn => choice.file_gap = read(first, "The gap")?,
            _ => choice.interval = read(first, "The interval")?,
        }
        match form {
            BrigadeForm::TwoLines => choice.distance = read(second, "The distance")?,
            BrigadeForm::Echelon(_) => choice.step = read(second, "The step")?,
            BrigadeForm::Squares => choice.guns_ahead = read(second, "The guns' distance")?,
            _ => {}
        }
        Ok(choice)
    }
}

impl DrillSpacing {
    /// The distances `form` keeps, each with its name, for a player to read.
    pub fn kept(&self, form: BrigadeForm) -> Vec<(&'static str, &Cited<f32>)> {
        let interval = ("Interval", &self.interval);
        match form {
            BrigadeForm::TwoLines => vec![interval, ("Between the lines", &self.distance)],
            BrigadeForm::Echelon(_) => vec![interval, ("Step back", &self.step)],
            BrigadeForm::Squares => vec![
                ("Least interval", &self.interval),
                ("Guns before the squares", &self.guns_ahead),
            ],
            BrigadeForm::RoadColumn => vec![("One behind another", &self.file_gap)],
            BrigadeForm::Line | BrigadeForm::Columns | BrigadeForm::OrdreMixte => vec![interval],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::builtin_rulesets;

    fn rules(id: &str) -> Ruleset {
        builtin_rulesets()
            .unwrap()
            .into_iter()
            .find(|r| r.id == id)
            .unwrap()
    }

    #[test]
    fn figure_scale_lines_stand_at_its_rear_support() {
        let spacing = DrillSpacing::new(&rules("figure-scale"), &SpacingChoice::default()).unwrap();
        assert_eq!(spacing.distance.value, 25.4);
        assert_eq!(spacing.distance.cite(), "A-9.24");
        assert_eq!(spacing.file_gap.cite(), "A-9.15");
        assert_eq!(spacing.interval.cite(), "assumption");
    }

    #[test]
    fn squares_rules_put_guns_within_shelter() {
        let spacing = DrillSpacing::new(&rules("rff-squares"), &SpacingChoice::default()).unwrap();
        assert_eq!(spacing.guns_ahead.value, 2.0 * 25.4);
        assert_eq!(spacing.guns_ahead.cite(), "B-shelter");
    }

    #[test]
    fn typed_distances_go_where_the_form_keeps_them() {
        let choice = SpacingChoice::typed(BrigadeForm::TwoLines, " 12 ", "30", true).unwrap();
        assert_eq!((choice.interval, choice.distance), (Some(12.0), Some(30.0)));
        assert!(choice.behind_gaps);
        let road = SpacingChoice::typed(BrigadeForm::RoadColumn, "5", "", false).unwrap();
        assert_eq!((road.file_gap, road.interval), (Some(5.0), None));
        assert_eq!(
            SpacingChoice::typed(BrigadeForm::Line, "", "", false),
            Ok(SpacingChoice::default())
        );
        assert!(SpacingChoice::typed(BrigadeForm::Line, "wide", "", false).is_err());
    }

    #[test]
    fn a_choice_replaces_the_default_and_a_bad_one_is_refused() {
        let ruleset = rules("figure-scale");
        let choice = SpacingChoice {
            interval: Some(10.0),
            ..SpacingChoice::default()
        };
        assert_eq!(
            DrillSpacing::new(&ruleset, &choice).unwrap().interval.value,
            10.0
        );
        let bad = SpacingChoice {
            step: Some(-1.0),
            ..SpacingChoice::default()
        };
        assert!(
            DrillSpacing::new(&ruleset, &bad)
                .unwrap_err()
                .contains("step")
        );
        let nan = SpacingChoice {
            distance: Some(f32::NAN),
            ..SpacingChoice::default()
        };
        assert!(DrillSpacing::new(&ruleset, &nan).is_err());
    }
}

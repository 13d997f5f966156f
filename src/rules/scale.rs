//! The players' scale: how the distances a ruleset writes are measured on their table.
//!
//! Many players of small figures play a ruleset's inches as centimetres, or halve every
//! distance. A layout records the scale it is played at, and [`Ruleset::at_scale`] gives the
//! ruleset with every distance it measures on the table multiplied by it, so the analysis, the
//! overlays and the readouts all follow it without knowing of it. Base sizes, and how close two
//! edges must be to touch, are not distances of the rules but of the models, and stay as they
//! are.

use super::{Cited, DistanceUnit, Ruleset, Template};
use crate::decimal::Decimal;
use crate::formation::SpacingRule;

/// The smallest factor a scale may have.
pub const MIN_SCALE_FACTOR: f32 = 0.1;

/// The largest factor a scale may have.
pub const MAX_SCALE_FACTOR: f32 = 10.0;

/// How the players measure the ruleset's distances.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Scale {
    /// As the ruleset writes them.
    #[default]
    AsWritten,
    /// Each inch of the ruleset is a centimetre on the table. A ruleset written in another unit
    /// is played as written.
    InchesAsCm,
    /// Every distance multiplied by this factor ([`MIN_SCALE_FACTOR`] to
    /// [`MAX_SCALE_FACTOR`]): one half is the usual one.
    Factor(f32),
}

impl Scale {
    /// What a distance of `unit` is multiplied by on the table.
    pub fn factor(self, unit: DistanceUnit) -> f32 {
        match (self, unit) {
            (Scale::Factor(factor), _) => factor,
            // Written in f64 and rounded once: a centimetre is 10/25.4 of an inch.
            (Scale::InchesAsCm, DistanceUnit::Inch) => (10.0 / 25.4_f64) as f32,
            _ => 1.0,
        }
    }

    /// The scale in a few words, for readouts: "as written", "inches as cm", "×0.5".
    pub fn describe(self, unit: DistanceUnit) -> String {
        match (self, unit) {
            (Scale::InchesAsCm, DistanceUnit::Inch) => "inches as cm".to_owned(),
            (Scale::Factor(factor), _) if factor != 1.0 => {
                format!("\u{d7}{}", Decimal::trimmed(factor, 3))
            }
            _ => "as written".to_owned(),
        }
    }

    /// Whether a factor is one a layout may hold; the sentence ending a message if not.
    pub fn check(self) -> Result<(), String> {
        match self {
            Scale::Factor(factor) if !(MIN_SCALE_FACTOR..=MAX_SCALE_FACTOR).contains(&factor) => {
                Err(format!(
                    "must be a factor from {} to {}, found {}",
                    Decimal::trimmed(MIN_SCALE_FACTOR, 1),
                    Decimal::trimmed(MAX_SCALE_FACTOR, 1),
                    Decimal::trimmed(factor, 4)
                ))
            }
            _ => Ok(()),
        }
    }
}

impl Ruleset {
    /// This ruleset played at `scale`: every distance it measures on the table (moves, fire
    /// zones, reaches, tethers, skirmish spacing, a substitute square's side) multiplied by the
    /// scale's factor. Base sizes and the contact tolerance stay as they are.
    pub fn at_scale(&self, scale: Scale) -> Ruleset {
        let factor = scale.factor(self.distance_unit);
        let mut scaled = self.clone();
        scaled.scale = scale;
        if factor == 1.0 {
            return scaled;
        }
        let times = |mm: &mut f32| *mm *= factor;
        let cited = |c: &mut Cited<f32>| c.value *= factor;
        if let Some(support) = &mut scaled.support {
            cited(&mut support.rear_mm);
            support.preformed_column_mm.as_mut().map(cited);
            support.enfilade_reach_mm.as_mut().map(cited);
        }
        if let Some(deployment) = &mut scaled.deployment {
            cited(&mut deployment.strip_depth_mm);
        }
        if let Some(skirmish) = &mut scaled.skirmish {
            cited(&mut skirmish.tether_mm);
            cited(&mut skirmish.cluster_gap_mm);
        }
        let squares = &mut scaled.squares;
        for distance in [
            &mut squares.shelter_mm,
            &mut squares.broken_ground_move_mm,
            &mut squares.rough_ground_move_mm,
            &mut squares.hasty_near_mm,
        ] {
            distance.as_mut().map(cited);
        }
        scaled.movement.road_bonus_mm.as_mut().map(cited);
        scaled.movement.unlimber_cost_mm.as_mut().map(cited);
        for troop in &mut scaled.troops {
            troop.fire_zone_mm.as_mut().map(cited);
            troop.move_mm.as_mut().map(cited);
            if let Some(detach) = &mut troop.detach {
                cited(&mut detach.screen_ahead_mm);
            }
            for formation in &mut troop.formations {
                formation.move_mm.as_mut().map(cited);
                match &mut formation.template {
                    Template::SubstituteSquare { side_mm } => cited(side_mm),
                    Template::OpenOrder { spacing } => {
                        let SpacingRule { min_mm, max_mm, .. } = spacing;
                        times(min_mm);
                        max_mm.as_mut().map(times);
                    }
                    _ => {}
                }
            }
        }
        scaled
    }

    /// The unit the players' tape measures the table in: the ruleset's own, or centimetres
    /// when they play its inches as centimetres.
    pub fn tape_unit(&self) -> DistanceUnit {
        match (self.scale, self.distance_unit) {
            (Scale::InchesAsCm, DistanceUnit::Inch) => DistanceUnit::Cm,
            (_, written) => written,
        }
    }

    /// A length on the table for a player to read: in mm, with inches beside it, or at a
    /// players' scale the ruleset's own unit as they measure it ("35.6 mm (3.50″, inches as
    /// cm)").
    pub fn describe_length(&self, mm: f32) -> String {
        let unit = self.distance_unit;
        let factor = self.scale.factor(unit);
        if factor == 1.0 {
            return crate::geom::describe_length(mm);
        }
        let in_unit = mm / unit.to_mm(factor);
        let written = match unit {
            DistanceUnit::Inch => format!("{}\u{2033}", Decimal::fixed(in_unit, 2)),
            DistanceUnit::Cm => format!("{} cm", Decimal::fixed(in_unit, 1)),
            DistanceUnit::Mm => format!("{} mm", Decimal::fixed(in_unit, 1)),
        };
        format!(
            "{} mm ({written}, {})",
            Decimal::fixed(mm, 1),
            self.scale.describe(unit)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::builtin_rulesets;

    /// The fields named in mm that are sizes of the models, not distances of the rules.
    const MODEL_SIZES: [&str; 3] = ["base_width_mm", "base_depth_mm", "tolerance_mm"];

    /// Every number of a ruleset, with the field it belongs to: the nearest field name before
    /// it other than a citation's `value`.
    fn numbers_by_field(debug: &str) -> Vec<(String, f32)> {
        let mut field = String::new();
        let mut numbers = Vec::new();
        for token in debug.split([' ', ',', '{', '}', '(', ')', '[', ']']) {
            if let Some(name) = token.strip_suffix(':') {
                if name != "value" {
                    field = name.to_owned();
                }
            } else if let Ok(number) = token.parse::<f32>() {
                numbers.push((field.clone(), number));
            }
        }
        numbers
    }

    /// A field named in mm that is added to a ruleset must be scaled, or named a model size
    /// here: this test reads every number of every built-in ruleset.
    #[test]
    fn every_distance_of_the_rules_follows_the_scale_and_no_model_size_does() {
        for ruleset in builtin_rulesets().expect("built-ins") {
            let as_written = numbers_by_field(&format!("{ruleset:?}"));
            let doubled = numbers_by_field(&format!("{:?}", ruleset.at_scale(Scale::Factor(2.0))));
            let scaled: Vec<_> = as_written
                .iter()
                .filter(|(field, _)| field.ends_with("_mm") && !MODEL_SIZES.contains(&&**field))
                .collect();
            assert!(!scaled.is_empty(), "{}", ruleset.id);
            // The doubled ruleset adds its factor, 2, as one more number at the end.
            assert_eq!(doubled.len(), as_written.len() + 1, "{}", ruleset.id);
            for ((field, before), (_, after)) in as_written.iter().zip(&doubled) {
                let expected = if scaled.iter().any(|(f, _)| f == field) {
                    before * 2.0
                } else {
                    *before
                };
                assert!(
                    (after - expected).abs() <= expected.abs() * 1e-6,
                    "{}: {field} {before} became {after}",
                    ruleset.id
                );
            }
        }
    }

    #[test]
    fn inches_as_cm_applies_to_rulesets_in_inches_only() {
        assert!((Scale::InchesAsCm.factor(DistanceUnit::Inch) * 25.4 - 10.0).abs() < 1e-5);
        assert_eq!(Scale::InchesAsCm.factor(DistanceUnit::Cm), 1.0);
        assert_eq!(Scale::InchesAsCm.describe(DistanceUnit::Mm), "as written");
        assert_eq!(Scale::Factor(0.5).describe(DistanceUnit::Inch), "\u{d7}0.5");
    }

    #[test]
    fn a_factor_outside_the_range_is_refused() {
        assert!(Scale::Factor(0.5).check().is_ok());
        for factor in [0.0, -1.0, 0.05, 11.0, f32::NAN, f32::INFINITY] {
            assert!(Scale::Factor(factor).check().is_err(), "{factor}");
        }
    }

    #[test]
    fn lengths_read_in_the_players_units() {
        let ruleset = builtin_rulesets()
            .expect("built-ins")
            .into_iter()
            .find(|r| r.distance_unit == DistanceUnit::Inch)
            .expect("a ruleset in inches");
        assert_eq!(ruleset.describe_length(38.1), "38.1 mm (1.50\u{2033})");
        let as_cm = ruleset.at_scale(Scale::InchesAsCm);
        assert_eq!(
            as_cm.describe_length(35.0),
            "35.0 mm (3.50\u{2033}, inches as cm)"
        );
    }
}

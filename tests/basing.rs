//! One army's basing read by every built-in ruleset, and the bases that make a frontage.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::basing::{BASE_TOLERANCE_MM, NARROWEST_BASE_MM, bases_for_frontage, basing_across};
use drillbook::formation::{TroopClass, TroopKind};
use drillbook::rules::{Basing, Ruleset, builtin_rulesets};
use proptest::prelude::*;

fn rulesets() -> Vec<Ruleset> {
    builtin_rulesets().expect("the built-in rulesets load")
}

fn reading_in<'a>(
    readings: &'a [drillbook::basing::RulesetReading],
    id: &str,
) -> &'a drillbook::basing::TroopReading {
    readings
        .iter()
        .find(|r| r.ruleset == id)
        .and_then(|r| r.reading.as_ref())
        .unwrap_or_else(|| panic!("{id} reads the unit"))
}

/// Every troop type's own basing meets its ruleset; a base off by a little more than the
/// tolerance does not, and is told the size it needs.
#[test]
fn a_ruleset_s_own_basing_meets_it_and_a_base_off_by_more_than_the_tolerance_does_not() {
    let rulesets = rulesets();
    for ruleset in &rulesets {
        for troop in &ruleset.troops {
            let own = troop.basing.value;
            let readings = basing_across([ruleset], troop.kind, troop.class, &own);
            let reading = reading_in(&readings, &ruleset.id);
            // The troop type read may be another of the same kind and class; it meets only
            // where that one's basing is this one's.
            if reading.troop != troop.id {
                continue;
            }
            assert!(reading.meets, "{} {}", ruleset.id, troop.id);
            assert!(reading.needs.is_none());
            let within = Basing {
                base_width_mm: own.base_width_mm + BASE_TOLERANCE_MM - 0.1,
                ..own
            };
            let readings = basing_across([ruleset], troop.kind, troop.class, &within);
            assert!(
                reading_in(&readings, &ruleset.id).meets,
                "{} {}",
                ruleset.id,
                troop.id
            );
            let beyond = Basing {
                base_width_mm: own.base_width_mm + BASE_TOLERANCE_MM + 0.1,
                ..own
            };
            let readings = basing_across([ruleset], troop.kind, troop.class, &beyond);
            let reading = reading_in(&readings, &ruleset.id);
            assert!(!reading.meets, "{} {}", ruleset.id, troop.id);
            let needs = reading.needs.expect("the bases it needs");
            assert_eq!(needs.base_width_mm, own.base_width_mm);
            assert_eq!(needs.base_depth_mm, own.base_depth_mm);
            let figures = beyond.bases * beyond.figures_per_base;
            assert!(
                needs.bases * needs.figures_per_base >= figures,
                "holds every figure"
            );
        }
    }
}

/// Two bases of half the width stand as the one base the PIP rules assume; 40 × 20 mm
/// stands do not, and are told to mount all 24 figures on one 63.5 mm base.
#[test]
fn half_width_bases_make_the_pip_unit_and_common_stands_do_not() {
    let rulesets = rulesets();
    let halves = Basing {
        bases: 2,
        figures_per_base: 12,
        base_width_mm: 31.75,
        base_depth_mm: 20.0,
    };
    let readings = basing_across(&rulesets, TroopKind::Infantry, TroopClass::Line, &halves);
    assert!(reading_in(&readings, "pip-2mm").meets);
    let stands = Basing {
        bases: 6,
        figures_per_base: 4,
        base_width_mm: 40.0,
        base_depth_mm: 20.0,
    };
    let readings = basing_across(&rulesets, TroopKind::Infantry, TroopClass::Line, &stands);
    let pip = reading_in(&readings, "pip-2mm");
    assert!(!pip.meets);
    let needs = pip.needs.expect("a size");
    assert_eq!((needs.bases, needs.figures_per_base), (1, 24));
    assert_eq!(needs.base_width_mm, 63.5);
    // And each formation is measured with the player's own bases: six abreast in line.
    let basing_only = reading_in(&readings, "basing-only");
    let line = basing_only
        .formations
        .iter()
        .find(|f| f.id == "line")
        .expect("a line");
    assert_eq!(line.frontage_mm, Some(240.0));
    assert_eq!(line.depth_mm, Some(20.0));
    assert!(basing_only.meets, "40 × 20 mm is the stand it assumes");
}

#[test]
fn every_built_in_ruleset_reads_an_army_of_every_arm() {
    let rulesets = rulesets();
    for (kind, class) in [
        (TroopKind::Infantry, TroopClass::Line),
        (TroopKind::Cavalry, TroopClass::Medium),
        (TroopKind::Artillery, TroopClass::Line),
    ] {
        let basing = Basing {
            bases: 4,
            figures_per_base: 3,
            base_width_mm: 40.0,
            base_depth_mm: 30.0,
        };
        let readings = basing_across(&rulesets, kind, class, &basing);
        assert_eq!(readings.len(), rulesets.len());
        for reading in &readings {
            match &reading.reading {
                Some(troop) => assert!(!troop.formations.is_empty(), "{}", reading.ruleset),
                None => assert!(reading.no_troop.is_some(), "{}", reading.ruleset),
            }
        }
    }
}

proptest! {
    /// Every way offered makes the frontage from all the figures, none too narrow.
    #[test]
    fn every_way_to_make_a_frontage_adds_up(frontage in 8.0f32..2000.0, figures in 1u32..200) {
        let ways = bases_for_frontage(frontage, figures).expect("ways");
        for way in &ways {
            prop_assert_eq!(way.bases * way.figures_per_base, figures);
            prop_assert!((way.base_width_mm * way.bases as f32 - frontage).abs() < 1e-3 * frontage);
            prop_assert!(way.base_width_mm >= NARROWEST_BASE_MM - 1e-4);
        }
        prop_assert!(ways.windows(2).all(|w| w[0].bases < w[1].bases));
        // One base of every figure is always a way.
        prop_assert_eq!(ways.first().map(|w| w.bases), Some(1));
    }
}

#[test]
fn a_frontage_of_nothing_or_no_figures_is_refused() {
    for bad in [f32::NAN, 0.0, -5.0, NARROWEST_BASE_MM - 0.1] {
        assert!(bases_for_frontage(bad, 24).is_err(), "{bad}");
    }
    assert!(bases_for_frontage(100.0, 0).is_err());
}

/// Where the rules fix how many bases make a unit, a unit whose bases do not meet them needs
/// that many of the right size, whatever its figures: four elements under the element rules
/// (C-organisation), one base under the PIP rules. Figure-scale units are as many bases as
/// hold their figures.
#[test]
fn a_unit_needs_the_bases_the_organisation_rules_make_a_unit_of() {
    let rulesets = rulesets();
    let big = Basing {
        bases: 12,
        figures_per_base: 4,
        base_width_mm: 25.0,
        base_depth_mm: 25.0,
    };
    let readings = basing_across(&rulesets, TroopKind::Infantry, TroopClass::Heavy, &big);
    let element = reading_in(&readings, "element-rules");
    assert!(!element.meets);
    assert_eq!(element.needs.expect("needs").bases, 4);
    assert_eq!(
        element.unit_bases.as_ref().and_then(|n| n.rule.as_deref()),
        Some("C-organisation")
    );
    let readings = basing_across(&rulesets, TroopKind::Infantry, TroopClass::Line, &big);
    let pip = reading_in(&readings, "pip-2mm");
    assert_eq!(pip.needs.expect("needs").bases, 1);
    let figure_scale = reading_in(&readings, "figure-scale");
    let needs = figure_scale.needs.expect("needs");
    assert_eq!(needs.bases, 48_u32.div_ceil(needs.figures_per_base));
}

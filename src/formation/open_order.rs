//! Open order: skirmishers spread out.

use super::Basing;
use super::row::centred;
use super::{
    Base, BaseRole, Footprint, FormationError, Note, Placement, SpacingMeasure, SpacingRule,
};
use crate::geom::{clearance, describe_length as length, overlaps};

/// A generated screen: every base in one line, spaced as the order asks. A spacing outside
/// the order's range is refused, naming its rule.
pub fn open_order(
    basing: &Basing,
    spacing_mm: f32,
    rule: &SpacingRule,
) -> Result<Footprint, FormationError> {
    check_range(spacing_mm, rule, basing.bases)?;
    let (width, depth) = (basing.base_width_mm, basing.base_depth_mm);
    let pitch = match rule.measure {
        SpacingMeasure::FrontagePerFigure => spacing_mm,
        SpacingMeasure::GapBetweenBases => width + spacing_mm,
    };
    if pitch < width {
        return Err(FormationError::input(format!(
            "{} of frontage per figure is narrower than a {} base: the bases would overlap",
            length(spacing_mm),
            length(width)
        )));
    }
    let bases = centred(basing.bases, pitch)
        .map(|x| Base::new(x, depth / 2.0, width, depth, 0.0, BaseRole::Skirmisher))
        .collect();
    Ok(Footprint { bases })
}

/// Hand-placed skirmishers keep their positions; the order's spacing is checked, not imposed,
/// and what breaks it comes back as notes.
pub fn placed_skirmishers(
    basing: &Basing,
    placed: &[Placement],
    rule: Option<&SpacingRule>,
) -> Result<(Footprint, Vec<Note>), FormationError> {
    if placed.len() != basing.bases as usize {
        return Err(FormationError::input(format!(
            "{} skirmisher positions were given for {} bases",
            placed.len(),
            basing.bases
        )));
    }
    let (width, depth) = (basing.base_width_mm, basing.base_depth_mm);
    let bases: Vec<Base> = placed
        .iter()
        .map(|p| Base::new(p.x, p.y, width, depth, p.facing, BaseRole::Skirmisher))
        .collect();
    let mut notes = Vec::new();
    // One note names the first overlapping pair and counts the rest: skirmishers piled on one
    // spot would otherwise give a note for each of thousands of pairs.
    let mut overlapping = bases.iter().enumerate().flat_map(|(i, a)| {
        bases
            .iter()
            .enumerate()
            .skip(i + 1)
            .filter(|(_, b)| overlaps(&a.rect, &b.rect))
            .map(move |(j, _)| (i, j))
    });
    if let Some((i, j)) = overlapping.next() {
        let others = match overlapping.count() {
            0 => String::new(),
            1 => ", and one other pair".to_owned(),
            n => format!(", and {n} other pairs"),
        };
        notes.push(Note::geometry(format!(
            "skirmishers {} and {} overlap{others}",
            i + 1,
            j + 1
        )));
    }
    if let Some(rule) = rule {
        notes.extend(spacing_notes(&bases, rule));
    }
    Ok((Footprint { bases }, notes))
}

fn spacing_notes(bases: &[Base], rule: &SpacingRule) -> Vec<Note> {
    match rule.measure {
        SpacingMeasure::GapBetweenBases => bases
            .iter()
            .enumerate()
            .filter_map(|(i, a)| {
                let nearest = bases
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| *j != i)
                    .map(|(_, b)| clearance(&a.rect, &b.rect))
                    .fold(f32::INFINITY, f32::min);
                (nearest.is_finite() && nearest + 1e-3 < rule.min_mm).then(|| {
                    Note::rule(
                        &rule.rule,
                        format!(
                            "skirmisher {} is {} from its nearest neighbour; the order needs {}",
                            i + 1,
                            length(nearest),
                            length(rule.min_mm)
                        ),
                    )
                })
            })
            .collect(),
        SpacingMeasure::FrontagePerFigure => {
            let footprint = Footprint {
                bases: bases.to_vec(),
            };
            check_range(frontage_per_figure(&footprint), rule, bases.len() as u32)
                .err()
                .map(|error| Note::rule(&rule.rule, error.message))
                .into_iter()
                .collect()
        }
    }
}

/// The frontage each figure of a screen holds: the mean distance between neighbouring
/// figures' centres across the facing, as a generated screen spaces them, so a screen placed
/// by hand where the engine would draw it reads the same; a lone figure holds its own width.
pub fn frontage_per_figure(footprint: &Footprint) -> f32 {
    let figures = footprint.bases.len();
    let width = footprint.bases.first().map_or(0.0, |b| b.rect.width());
    if figures < 2 {
        return footprint.frontage();
    }
    (footprint.frontage() - width) / (figures - 1) as f32
}

/// Refuses a spacing outside the order's range, naming its rule; where the order sets each
/// figure's frontage, it says what frontage the screen's `figures` may then hold.
fn check_range(spacing_mm: f32, rule: &SpacingRule, figures: u32) -> Result<(), FormationError> {
    let what = match rule.measure {
        SpacingMeasure::FrontagePerFigure => "each figure's frontage",
        SpacingMeasure::GapBetweenBases => "the gap between bases",
    };
    let whole = match (rule.measure, figures) {
        (SpacingMeasure::FrontagePerFigure, 2..) => {
            let most = rule.max_mm.map_or_else(
                || " or more".to_owned(),
                |max| format!(" to {}", length(max * figures as f32)),
            );
            format!(
                ": {}{most} of frontage for these {figures} figures",
                length(rule.min_mm * figures as f32)
            )
        }
        _ => String::new(),
    };
    if !spacing_mm.is_finite() || spacing_mm + 1e-3 < rule.min_mm {
        return Err(FormationError::rule(
            &rule.rule,
            format!(
                "{what}, {}, is less than this order needs: at least {}{whole}",
                length(spacing_mm),
                length(rule.min_mm)
            ),
        ));
    }
    if let Some(max) = rule.max_mm.filter(|max| spacing_mm > max + 1e-3) {
        return Err(FormationError::rule(
            &rule.rule,
            format!(
                "{what}, {}, is more than this order allows: at most {}{whole}",
                length(spacing_mm),
                length(max)
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spacing_refused_says_the_frontage_its_figures_may_hold() {
        // Full skirmish order: 2" to 4" a figure (A-9.32); five figures asked for 1.5".
        let rule = SpacingRule {
            measure: SpacingMeasure::FrontagePerFigure,
            min_mm: 50.8,
            max_mm: Some(101.6),
            rule: "A-9.32".to_owned(),
        };
        let basing = Basing {
            bases: 5,
            figures_per_base: 1,
            base_width_mm: 20.0,
            base_depth_mm: 20.0,
        };
        for asked in [38.1, 127.0] {
            let refused = open_order(&basing, asked, &rule).expect_err("out of range");
            let said = refused.message;
            assert!(said.contains("for these 5 figures"), "{said}");
            assert!(said.contains("(10.00″) to 508.0 mm (20.00″)"), "{said}");
        }
        assert!(open_order(&basing, 76.2, &rule).is_ok());
    }
}

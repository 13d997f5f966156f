//! How a player's own bases differ from the bases a ruleset asks for, in words a painter acts
//! on: "yours are 10 mm wider and 5 mm shallower, with 2 figures fewer a base".

use super::BASE_TOLERANCE_MM;
use crate::decimal::Decimal;
use crate::rules::Basing;

/// How `yours` differ from `needs`: their bases' width and depth past [`BASE_TOLERANCE_MM`],
/// their figures a base, and their count. `None` when they differ in nothing.
pub fn how_yours_differ(yours: &Basing, needs: &Basing) -> Option<String> {
    let size = |mine: f32, asked: f32, more: &str, less: &str| {
        let by = mine - asked;
        (by.abs() > BASE_TOLERANCE_MM).then(|| {
            format!(
                "{} mm {}",
                Decimal::trimmed(by.abs(), 1),
                if by > 0.0 { more } else { less }
            )
        })
    };
    let count = |mine: u32, asked: u32, what: &str| {
        let word = |n: u32| {
            if n == 1 {
                what.trim_end_matches('s').to_owned()
            } else {
                what.to_owned()
            }
        };
        match mine.cmp(&asked) {
            std::cmp::Ordering::Equal => None,
            std::cmp::Ordering::Greater => {
                Some(format!("{} {} more", mine - asked, word(mine - asked)))
            }
            std::cmp::Ordering::Less => {
                Some(format!("{} {} fewer", asked - mine, word(asked - mine)))
            }
        }
    };
    let sizes: Vec<String> = [
        size(
            yours.base_width_mm,
            needs.base_width_mm,
            "wider",
            "narrower",
        ),
        size(
            yours.base_depth_mm,
            needs.base_depth_mm,
            "deeper",
            "shallower",
        ),
    ]
    .into_iter()
    .flatten()
    .collect();
    let counts: Vec<String> = [
        count(yours.figures_per_base, needs.figures_per_base, "figures").map(|c| c + " a base"),
        count(yours.bases, needs.bases, "bases"),
    ]
    .into_iter()
    .flatten()
    .collect();
    let mut said = String::new();
    if !sizes.is_empty() {
        said = format!("yours are {}", sizes.join(" and "));
    }
    if !counts.is_empty() {
        let with = if said.is_empty() {
            "yours have "
        } else {
            ", with "
        };
        said += &format!("{with}{}", counts.join(" and "));
    }
    (!said.is_empty()).then_some(said)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn basing(bases: u32, figures: u32, width: f32, depth: f32) -> Basing {
        Basing {
            bases,
            figures_per_base: figures,
            base_width_mm: width,
            base_depth_mm: depth,
        }
    }

    #[test]
    fn a_painter_is_told_by_how_much_each_measure_differs() {
        let needs = basing(6, 4, 30.0, 20.0);
        assert_eq!(
            how_yours_differ(&basing(6, 4, 40.0, 20.0), &needs).as_deref(),
            Some("yours are 10 mm wider")
        );
        assert_eq!(
            how_yours_differ(&basing(8, 2, 25.0, 15.0), &needs).as_deref(),
            Some(
                "yours are 5 mm narrower and 5 mm shallower, with 2 figures fewer a base and 2 bases more"
            )
        );
        assert_eq!(
            how_yours_differ(&basing(5, 5, 30.2, 20.0), &needs).as_deref(),
            Some("yours have 1 figure more a base and 1 base fewer"),
            "a fraction of a millimetre is within a cutter's tolerance"
        );
        assert_eq!(how_yours_differ(&needs, &needs), None);
    }
}

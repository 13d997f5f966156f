//! Whether a unit's elements hang together: where a ruleset asks it (C-contact), every base
//! of a unit touches another, edge to edge or at a corner, and all of them make one body.

use super::{Finding, Scope};
use crate::geom::{OrientedRect, clearance, describe_length, penetration};
use crate::rules::ContactRules;
use crate::table::PlacedUnit;

/// The finding for `unit` when its bases fall apart into more than one body, under rules
/// that ask them to touch (C-contact). It names the bases set apart from the largest body,
/// and the narrowest gap between them and it.
pub(super) fn apart_elements(unit: &PlacedUnit, contact: &ContactRules) -> Option<Finding> {
    let rule = contact.elements_touch.as_ref().filter(|c| c.value)?;
    let bases: Vec<&OrientedRect> = unit
        .shaped
        .footprint
        .bases
        .iter()
        .zip(&unit.rects)
        .filter(|(base, _)| base.role.is_base())
        .map(|(_, rect)| rect)
        .collect();
    let tolerance = contact.tolerance_mm.value;
    let body = bodies(&bases, tolerance);
    let mut sizes = vec![0_usize; bases.len()];
    for &b in &body {
        sizes[b] += 1;
    }
    let largest = (0..sizes.len()).max_by_key(|&b| (sizes[b], std::cmp::Reverse(b)))?;
    let apart: Vec<usize> = (0..bases.len()).filter(|&i| body[i] != largest).collect();
    if apart.is_empty() {
        return None;
    }
    let gap = apart
        .iter()
        .flat_map(|&i| {
            (0..bases.len())
                .filter(|&j| body[j] == largest)
                .map(move |j| (i, j))
        })
        .map(|(i, j)| clearance(bases[i], bases[j]))
        .fold(f32::INFINITY, f32::min);
    let message = if sizes[largest] == 1 {
        format!(
            "{}'s elements all stand apart, element {} {} from the nearest: elements keep edge or corner contact.",
            unit.name,
            largest + 1,
            describe_length(gap)
        )
    } else {
        set_apart(&unit.name, &apart, gap)
    };
    Some(Finding {
        scope: Scope::Unit,
        rule: rule.cite().to_owned(),
        units: vec![unit.id],
        message,
    })
}

/// What is said of the bases `apart` (by index) set `gap` mm apart from the unit's body.
fn set_apart(name: &str, apart: &[usize], gap: f32) -> String {
    let numbers: Vec<String> = apart.iter().take(5).map(|i| (i + 1).to_string()).collect();
    let more = if apart.len() > numbers.len() {
        format!(" and {} more", apart.len() - numbers.len())
    } else {
        String::new()
    };
    let (which, stand) = if apart.len() == 1 {
        (format!("element {}", numbers[0]), "stands")
    } else {
        (format!("elements {}{more}", numbers.join(", ")), "stand")
    };
    format!(
        "{name}'s {which} {stand} {} apart from the rest: elements keep edge or corner contact.",
        describe_length(gap)
    )
}

/// Which body each base belongs to, bases within `tolerance` of each other being one body: a
/// body's number is the lowest index among its bases. Union by the lowest index, with the
/// path halved on each look-up.
fn bodies(bases: &[&OrientedRect], tolerance: f32) -> Vec<usize> {
    let mut parent: Vec<usize> = (0..bases.len()).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let boxes: Vec<_> = bases
        .iter()
        .map(|r| r.bounds().expanded(tolerance))
        .collect();
    for i in 0..bases.len() {
        for j in i + 1..bases.len() {
            if boxes[i].intersects(&boxes[j])
                && penetration(bases[i], bases[j]) >= -tolerance
                && clearance(bases[i], bases[j]) <= tolerance
            {
                let (a, b) = (root(&mut parent, i), root(&mut parent, j));
                parent[a.max(b)] = a.min(b);
            }
        }
    }
    (0..bases.len()).map(|i| root(&mut parent, i)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec2;

    fn rect(x: f32) -> OrientedRect {
        OrientedRect::new(Vec2::new(x, 0.0), 40.0, 20.0, 0.0)
    }

    #[test]
    fn bases_touching_in_a_row_are_one_body_and_a_gap_splits_it() {
        let row = [rect(0.0), rect(40.0), rect(80.3)];
        let refs: Vec<&OrientedRect> = row.iter().collect();
        assert_eq!(bodies(&refs, 0.5), vec![0, 0, 0]);
        assert_eq!(bodies(&refs, 0.2), vec![0, 0, 2]);
        // Corner to corner is contact.
        let corner = [
            rect(0.0),
            OrientedRect::new(Vec2::new(40.0, 20.0), 40.0, 20.0, 0.0),
        ];
        let refs: Vec<&OrientedRect> = corner.iter().collect();
        assert_eq!(bodies(&refs, 0.5), vec![0, 0]);
        // The middle base missing: the ends stand apart.
        let ends = [rect(0.0), rect(80.0), rect(40.0)];
        let refs: Vec<&OrientedRect> = ends.iter().collect();
        assert_eq!(bodies(&refs, 0.5), vec![0, 0, 0]);
        assert_eq!(bodies(&refs[..2], 0.5), vec![0, 1]);
    }
}

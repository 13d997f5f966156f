//! A unit's reach and the enemy's threat drawn on the table: each region one path of its
//! outlines and holes (wound the other way), filled by the non-zero rule, so overlapping
//! areas of one path shade their union once; under the units.

use std::fmt::Write;

use glam::Vec2;

use crate::decimal::DrawnPoint;
use crate::reach::{Area, Threat};

/// The path data of `areas`: every ring closed.
fn path_data(areas: &[Area]) -> String {
    let mut d = String::new();
    for ring in areas.iter().flatten() {
        for (k, &[x, y]) in ring.iter().enumerate() {
            let step = if k == 0 { "M" } else { "L" };
            let _ = write!(d, "{step}{}", DrawnPoint(Vec2::new(x, y)));
        }
        d.push('Z');
    }
    d
}

/// A unit's reach (D-move, D-half, D-road).
pub fn reach_markup(areas: &[Area]) -> String {
    format!(
        "<path class=\"reach\" data-testid=\"reach-region\" fill-rule=\"nonzero\" d=\"{}\"/>",
        path_data(areas)
    )
}

/// A side's threat: each arm's reach, shaded by the arm.
pub fn threat_markup(threat: &Threat) -> String {
    let mut out = String::new();
    for arm in &threat.arms {
        let kind = arm.kind.name();
        let _ = write!(
            out,
            "<path class=\"threat threat-{kind}\" data-testid=\"threat-{kind}\" fill-rule=\"nonzero\" d=\"{}\"/>",
            path_data(&arm.region)
        );
    }
    out
}

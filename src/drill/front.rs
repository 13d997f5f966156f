//! Where a brigade stands now, as a drill would place it.

use glam::Vec2;

use crate::geom::{Bounds, Pose};
use crate::layout::Layout;
use crate::rules::Ruleset;
use crate::table::place_unit;

/// The front-centre of brigade `brigade` of `layout` as it stands, facing as its first unit
/// does: the middle across, and the front, of the box around its units' bases in that
/// unit's frame. `None` for a brigade that is not there or whose units cannot stand.
pub fn brigade_front(layout: &Layout, ruleset: &Ruleset, brigade: usize) -> Option<Pose> {
    let members = &layout.brigades.get(brigade)?.units;
    let mut units = layout.units.iter().filter(|u| members.contains(&u.id));
    let heading = units.clone().next()?.pose.heading;
    let frame = Pose::new(0.0, 0.0, heading);
    let mut corners = Vec::new();
    for unit in units.by_ref() {
        let placed = place_unit(unit, ruleset).ok()?;
        corners.extend(
            placed
                .rects
                .iter()
                .flat_map(|r| r.corners())
                .map(|p| frame.to_local(p)),
        );
    }
    let around = Bounds::around(corners);
    let front = frame.to_table(Vec2::new((around.min.x + around.max.x) / 2.0, around.min.y));
    Some(Pose::new(front.x, front.y, heading))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::PlayerSide;
    use crate::rules::Library;

    #[test]
    fn a_brigade_s_front_is_the_middle_of_its_front_edge_as_its_first_unit_faces() {
        let mut library = Library::builtin().unwrap();
        let reference = library.reference("pip-2mm").unwrap();
        let ruleset = library.ruleset_for(&reference).unwrap();
        let mut layout = Layout::new(reference);
        let a = layout
            .add_unit(
                &ruleset,
                "infantry",
                PlayerSide(0),
                Pose::new(100.0, 0.0, 90.0),
            )
            .unwrap();
        let b = layout
            .add_unit(
                &ruleset,
                "infantry",
                PlayerSide(0),
                Pose::new(60.0, 100.0, 90.0),
            )
            .unwrap();
        layout.name_brigade(&[a, b], "Left").unwrap();
        let front = brigade_front(&layout, &ruleset, 0).unwrap();
        // Facing right: the front is the rightmost edge, x = 100; across runs down the table.
        assert!((front.x - 100.0).abs() < 1e-3, "{front:?}");
        let across = (-31.75 + 100.0 + 31.75) / 2.0;
        assert!((front.y - across).abs() < 1e-3, "{front:?}");
        assert_eq!(front.heading, 90.0);
    }
}

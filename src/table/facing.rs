//! Turning and lining up a unit as players ask for it: about face, face another unit, dress
//! on a neighbour. Each gives the pose the unit ends in; the page makes it one undo step, and
//! the analysis judges it as it judges any move: turning in place is a pivot (D-turn), and
//! dressing forward or back is a move against the unit's allowance (D-move).

use glam::Vec2;

use super::{PlacedUnit, heading_towards};
use crate::geom::Pose;

/// The unit turned right round about the middle of its bases, standing where it stood.
pub fn about_face(unit: &PlacedUnit) -> Pose {
    let body = unit.shaped.body;
    let middle = unit.pose.to_table((body.min + body.max) / 2.0);
    let at = 2.0 * middle - unit.pose.position();
    Pose::new(at.x, at.y, (unit.pose.heading + 180.0).rem_euclid(360.0))
}

/// The unit turned about its front-centre to face the middle of `target`'s bases, to a
/// tenth of a degree; `None` when the target's middle is the unit's front-centre.
pub fn facing(unit: &PlacedUnit, target: &PlacedUnit) -> Option<Pose> {
    let toward = (target.bounds.min + target.bounds.max) / 2.0;
    let from = unit.pose.position();
    if toward.distance(from) < 1e-3 {
        return None;
    }
    Some(Pose::new(
        from.x,
        from.y,
        heading_towards(from, toward, 0.1),
    ))
}

/// The unit facing as `neighbour` faces, its front-centre moved straight forward or back
/// (along the neighbour's facing) onto the line of the neighbour's front edge.
pub fn dressed_on(unit: &PlacedUnit, neighbour: &PlacedUnit) -> Pose {
    let forward = neighbour.pose.forward();
    let from = unit.pose.position();
    let at: Vec2 = from + forward * (neighbour.pose.position() - from).dot(forward);
    Pose::new(at.x, at.y, neighbour.pose.heading)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{Layout, PlayerSide};
    use crate::rules::Library;
    use crate::table::resolve;

    fn close(a: Pose, b: Pose) -> bool {
        a.position().distance(b.position()) < 1e-3
            && ((a.heading - b.heading + 540.0).rem_euclid(360.0) - 180.0).abs() < 1e-3
    }

    #[test]
    fn a_unit_about_faces_in_place_faces_another_and_dresses_on_a_neighbour() {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let mut layout = Layout::new(library.reference("figure-scale").expect("built in"));
        let poses = [
            Pose::new(0.0, 0.0, 0.0),
            Pose::new(300.0, -30.0, 10.0),
            Pose::new(0.0, -400.0, 180.0),
        ];
        for pose in poses {
            layout
                .add_unit(ruleset, "line-infantry", PlayerSide(0), pose)
                .expect("added");
        }
        let table = resolve(&layout, ruleset);
        let [line, neighbour, enemy] = [&table.units[0], &table.units[1], &table.units[2]];

        // A line 180 × 20 mm about faces about its middle: its front-centre goes 20 mm back.
        let turned = about_face(line);
        assert!(close(turned, Pose::new(0.0, 20.0, 180.0)), "{turned:?}");
        let bounds = |pose: &Pose| line.shaped.footprint.bounds_on_table(pose);
        let (before, after) = (bounds(&line.pose), bounds(&turned));
        assert!(
            (before.min - after.min).length() < 1e-3,
            "{before:?} {after:?}"
        );

        // The enemy 400 mm up the table, straight ahead of the line's front-centre.
        let faced = facing(line, enemy).expect("apart");
        assert!(close(faced, Pose::new(0.0, 0.0, 0.0)), "{faced:?}");
        let from_the_side = facing(neighbour, enemy).expect("apart");
        assert!(from_the_side.heading > 270.0, "{from_the_side:?}");
        assert_eq!(from_the_side.position(), neighbour.pose.position());

        // Dressed on the turned neighbour: facing as it does, its front-centre on the line of
        // the neighbour's front edge.
        let dressed = dressed_on(line, neighbour);
        assert_eq!(dressed.heading, 10.0);
        let along = (dressed.position() - neighbour.pose.position()).dot(neighbour.pose.forward());
        assert!(along.abs() < 1e-3, "{along}");
        assert!(
            (dressed.position() - line.pose.position())
                .perp_dot(neighbour.pose.forward())
                .abs()
                < 1e-3
        );
    }
}

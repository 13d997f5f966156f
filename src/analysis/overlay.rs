//! The shapes the table's overlays draw, taken from the same rules as the findings: fire zones
//! square arcs (B-square-fire), skirmisher tethers and clusters,
//! contacts by aspect (D-flank, D-rear) and move cones (D-move, D-half). All in table mm.

use glam::Vec2;

use super::frame::Frame;
use super::terrain::Ground;
use super::{Aspect, Report, moves, skirmish, zones};
use crate::formation::{BaseRole, FormationClass};
use crate::geom::{Bounds, OrientedRect, Pose, Segment, clearance};
use crate::layout::PlayerSide;
use crate::rules::Ruleset;
use crate::table::{PlacedUnit, Table};

/// How far the edges of a square's arcs are drawn, mm: the arcs themselves run on without end.
pub const ARC_RAY_MM: f32 = 300.0;

/// A unit's minimum range fire zone: the bands it keeps enemy skirmishers out of.
#[derive(Clone, Debug, PartialEq)]
pub struct ZoneShape {
    /// The unit's side.
    pub side: PlayerSide,
    /// The bands' outlines, one in front, or one on each face of a square, each a band's
    /// four corners, or with its far edge drawn back where terrain gives cover.
    pub bands: Vec<Vec<Vec2>>,
}

/// One skirmisher's tie to its screen: to the nearest base of its parent or the nearest other
/// skirmisher of its unit, nearest by the gap between them, drawn centre to centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tether {
    /// From the skirmisher's centre to the other base's.
    pub line: Segment,
    /// Whether the gap is within the tether.
    pub held: bool,
}

/// Where two units touch, and what the contact is to one of them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ContactMark {
    /// The middle of the touching corners and edges.
    pub at: Vec2,
    /// Toward the unit the aspect belongs to, a unit vector.
    pub inward: Vec2,
    /// The aspect for that unit.
    pub aspect: Aspect,
}

/// Where a unit's move began and how far it may go from there.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveCone {
    /// The unit's bases where the move began.
    pub start: Vec<OrientedRect>,
    /// The front-centre where the move began: the cone shows where it may go.
    pub apex: Vec2,
    /// Straight ahead at the start, as a heading in degrees.
    pub heading: f32,
    /// Half the straight-ahead arc, degrees; `None` when the ruleset gives no arc.
    pub half_arc: Option<f32>,
    /// The full allowance, mm.
    pub allowance_mm: f32,
    /// The allowance outside the arc (D-half), mm.
    pub off_arc_mm: f32,
}

/// A mark on a unit the rules say something of: at the top right of its box, with how many
/// findings name it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FindingMark {
    /// The unit's id.
    pub unit: u32,
    /// The top right corner of the unit's box on the table.
    pub at: Vec2,
    /// How many findings name the unit.
    pub count: usize,
}

/// Every overlay's shapes for one table.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Overlays {
    /// Fire zones of the units that have one.
    pub zones: Vec<ZoneShape>,
    /// The edges of square arcs: rays from each face's corners.
    pub arc_edges: Vec<Segment>,
    /// Each skirmisher's tie to its screen.
    pub tethers: Vec<Tether>,
    /// The boxes around each cluster group of skirmishers.
    pub clusters: Vec<Bounds>,
    /// Two marks per contact, one for each unit.
    pub contacts: Vec<ContactMark>,
    /// The moves made this turn.
    pub moves: Vec<MoveCone>,
    /// The bases of every unit that overlaps another (D-no-overlap), shown whatever the
    /// layers, for a table the rules do not allow.
    pub overlapping: Vec<OrientedRect>,
    /// A mark on each unit that findings name, in table order.
    pub findings: Vec<FindingMark>,
}

/// Which overlays' shapes to make; the overlapping units' are made whatever it says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverlayKinds {
    /// Fire zones.
    pub zones: bool,
    /// The edges of square arcs.
    pub arcs: bool,
    /// Skirmishers' tethers and cluster groups.
    pub tethers: bool,
    /// Contacts.
    pub contacts: bool,
    /// Moves.
    pub moves: bool,
    /// The findings' marks.
    pub findings: bool,
}

impl OverlayKinds {
    /// Every kind.
    pub const ALL: OverlayKinds = OverlayKinds {
        zones: true,
        arcs: true,
        tethers: true,
        contacts: true,
        moves: true,
        findings: true,
    };
}

/// The overlays of `table`, whose analysis is `report`, of the kinds `kinds` asks for.
pub fn overlays(
    table: &Table,
    report: &Report,
    ruleset: &Ruleset,
    kinds: OverlayKinds,
) -> Overlays {
    let mut out = Overlays::default();
    let tolerance = ruleset.contact.tolerance_mm.value;
    let ground = Ground::of(table.battlefield.as_ref(), ruleset);
    let per_unit = kinds.zones || kinds.arcs || kinds.tethers || kinds.moves;
    for unit in table.units.iter().filter(|_| per_unit) {
        let bands = if kinds.zones {
            zones::fire_zone(unit, ruleset)
        } else {
            Vec::new()
        };
        if !bands.is_empty() {
            let body = unit.shaped.body;
            let middle = unit.pose.to_table((body.min + body.max) / 2.0);
            out.zones.push(ZoneShape {
                side: unit.side,
                bands: bands
                    .iter()
                    .map(|band| ground.zone_outline(band, middle, unit))
                    .collect(),
            });
        }
        if let Some(arc) = &ruleset.squares.side_arc_degrees
            && kinds.arcs
            && unit.shaped.readouts.class == FormationClass::Square
        {
            out.arc_edges.extend(arc_edges(unit, arc.value));
        }
        if let Some(rules) = &ruleset.skirmish
            && kinds.tethers
        {
            let (tether, _) = skirmish::screen_thresholds(rules, tolerance);
            screen(unit, tether, &mut out);
        }
        if let Some(cone) = move_cone(unit, report, ruleset).filter(|_| kinds.moves) {
            out.moves.push(cone);
        }
    }
    for contact in report.contacts.iter().filter(|_| kinds.contacts) {
        let (Some(a), Some(b)) = (table.unit(contact.a), table.unit(contact.b)) else {
            continue;
        };
        if let Some(at) = touching_point(a, b, tolerance) {
            for (unit, aspect) in [(a, contact.aspect_a), (b, contact.aspect_b)] {
                let inward = (unit.bounds.min.midpoint(unit.bounds.max) - at).normalize_or_zero();
                out.contacts.push(ContactMark { at, inward, aspect });
            }
        }
    }
    out.overlapping = report
        .overlapping
        .iter()
        .filter_map(|&id| table.unit(id))
        .flat_map(|unit| unit.rects.iter().copied())
        .collect();
    if let Some(rules) = &ruleset.skirmish
        && kinds.tethers
    {
        out.clusters = skirmish::screens(&table.units, rules, tolerance)
            .into_iter()
            .map(|screen| screen.bounds)
            .collect();
    }
    if kinds.findings {
        out.findings = finding_marks(table, report);
    }
    out
}

/// A mark on each unit of `table` that `report`'s findings name, with how many name it.
fn finding_marks(table: &Table, report: &Report) -> Vec<FindingMark> {
    let mut named: Vec<u32> = report
        .findings
        .iter()
        .flat_map(|f| {
            let mut units = f.units.clone();
            units.sort_unstable();
            units.dedup();
            units
        })
        .collect();
    named.sort_unstable();
    table
        .units
        .iter()
        .filter_map(|unit| {
            let from = named.partition_point(|&id| id < unit.id);
            let count = named[from..].partition_point(|&id| id == unit.id);
            (count > 0).then(|| FindingMark {
                unit: unit.id,
                at: Vec2::new(unit.bounds.max.x, unit.bounds.min.y),
                count,
            })
        })
        .collect()
}

/// The rays bounding each face's arc: from each corner, `half_angle` outward of straight out
/// from the face.
fn arc_edges(square: &PlacedUnit, half_angle: f32) -> Vec<Segment> {
    let f = Frame::of(square);
    let b = f.body;
    let (sin, cos) = half_angle.to_radians().sin_cos();
    let corners = [
        (Vec2::new(b.min.x, b.min.y), Vec2::new(-1.0, -1.0)),
        (Vec2::new(b.max.x, b.min.y), Vec2::new(1.0, -1.0)),
        (Vec2::new(b.max.x, b.max.y), Vec2::new(1.0, 1.0)),
        (Vec2::new(b.min.x, b.max.y), Vec2::new(-1.0, 1.0)),
    ];
    let mut edges = Vec::new();
    for (corner, out) in corners {
        // Each corner bounds two faces' arcs: turned from straight out of each face.
        for ray in [
            Vec2::new(out.x * sin, out.y * cos),
            Vec2::new(out.x * cos, out.y * sin),
        ] {
            edges.push(Segment::new(
                f.to_table(corner),
                f.to_table(corner + ray * ARC_RAY_MM),
            ));
        }
    }
    edges
}

/// Each skirmisher's nearest tie.
fn screen(unit: &PlacedUnit, tether: f32, out: &mut Overlays) {
    let mut skirmishers = Vec::new();
    let mut parent = Vec::new();
    for (rect, base) in unit.rects.iter().zip(&unit.shaped.footprint.bases) {
        match base.role {
            BaseRole::Skirmisher => skirmishers.push(rect),
            role if role.is_base() => parent.push(rect),
            _ => {}
        }
    }
    for (i, figure) in skirmishers.iter().enumerate() {
        let others = skirmishers
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, r)| *r)
            .chain(parent.iter().copied());
        let nearest = others
            .map(|other| (clearance(figure, other), other))
            .min_by(|a, b| a.0.total_cmp(&b.0));
        if let Some((gap, other)) = nearest {
            out.tethers.push(Tether {
                line: Segment::new(figure.center, other.center),
                held: gap <= tether,
            });
        }
    }
}

/// The middle of the corners of either unit's bases that touch the other's bases.
fn touching_point(a: &PlacedUnit, b: &PlacedUnit, tolerance: f32) -> Option<Vec2> {
    let touching = |from: &PlacedUnit, to: &PlacedUnit| {
        from.rects
            .iter()
            .flat_map(|r| r.corners())
            .filter(|&c| to.rects.iter().any(|r| r.contains(c, tolerance)))
            .collect::<Vec<_>>()
    };
    let points: Vec<Vec2> = touching(a, b).into_iter().chain(touching(b, a)).collect();
    (!points.is_empty()).then(|| points.iter().sum::<Vec2>() / points.len() as f32)
}

/// The move cone of a unit that has moved this turn, when its ruleset gives an allowance: from
/// where it began to move in the formation it stands in now, which is where its last change
/// of formation left it when it made one.
fn move_cone(unit: &PlacedUnit, report: &Report, ruleset: &Ruleset) -> Option<MoveCone> {
    let start: Pose = unit
        .changes
        .last()
        .map_or(unit.move_start, |change| Some(change.after))?;
    let allowance_mm = moves::full_allowance(unit, ruleset)?.value;
    let half_arc = ruleset
        .movement
        .straight_ahead_degrees
        .as_ref()
        .map(|a| a.value);
    report.unit(unit.id)?.moved.as_ref()?;
    Some(MoveCone {
        start: unit.shaped.footprint.placed(&start).collect(),
        apex: start.position(),
        heading: start.heading,
        half_arc,
        allowance_mm,
        off_arc_mm: if half_arc.is_some() {
            allowance_mm / 2.0
        } else {
            allowance_mm
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::analyze;
    use crate::geom::{Pose, inches_to_mm};
    use crate::layout::Layout;
    use crate::rules::Library;
    use crate::table::resolve;

    fn overlays_of(layout: &Layout) -> Overlays {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.find(&layout.ruleset).expect("built in").ruleset;
        let table = resolve(layout, ruleset);
        overlays(
            &table,
            &analyze(&table, ruleset),
            ruleset,
            OverlayKinds::ALL,
        )
    }

    fn close(a: Vec2, b: Vec2) -> bool {
        a.distance(b) < 1e-3
    }

    /// A table of the built-in ruleset `ruleset` with one unit of `troop` in `formation`.
    fn one_unit(ruleset: &str, troop: &str, formation: &str, pose: Pose) -> (Layout, u32) {
        let library = Library::builtin().expect("built-ins");
        let rules = &library.get(ruleset).expect("built in").ruleset;
        let mut layout = Layout::new(library.reference(ruleset).expect("built in"));
        let id = layout
            .add_unit(rules, troop, PlayerSide(0), pose)
            .expect("added");
        layout.unit_mut(id).expect("there").formation = formation.to_owned();
        (layout, id)
    }

    #[test]
    fn a_flank_charge_marks_its_contact_for_both_units_and_its_move() {
        let layout = Layout::from_json(include_str!("../../docs/examples/flank-charge.json"))
            .expect("valid");
        let shapes = overlays_of(&layout);
        // The cavalry's front edge meets the line's rear-right corner, at (31.75, 20).
        let aspects: Vec<_> = shapes.contacts.iter().map(|m| m.aspect).collect();
        assert_eq!(aspects, vec![Aspect::Flank, Aspect::Front]);
        for mark in &shapes.contacts {
            assert!(close(mark.at, Vec2::new(31.75, 20.0)), "{mark:?}");
        }
        // Each mark's word is written toward its own unit: the line above, the cavalry below.
        assert!(shapes.contacts[0].inward.y < 0.0 && shapes.contacts[1].inward.y > 0.0);

        // The cavalry's move began at (150, 100), facing left: 9 inches, halved off the 45°
        // arc (D-move, D-half).
        let [cone] = &shapes.moves[..] else {
            panic!("one move: {:?}", shapes.moves);
        };
        assert!(close(cone.apex, Vec2::new(150.0, 100.0)));
        assert_eq!((cone.heading, cone.half_arc), (270.0, Some(45.0)));
        assert!((cone.allowance_mm - inches_to_mm(9.0)).abs() < 1e-3);
        assert!((cone.off_arc_mm - inches_to_mm(4.5)).abs() < 1e-3);
        assert_eq!(cone.start.len(), 1);
        assert!(shapes.zones.is_empty() && shapes.arc_edges.is_empty());

        // Both units are marked at the top right of their boxes, each with the findings that
        // name it: the contact, and the flank contact.
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.find(&layout.ruleset).expect("built in").ruleset;
        let table = resolve(&layout, ruleset);
        let report = analyze(&table, ruleset);
        assert_eq!(shapes.findings.len(), 2);
        for (mark, unit) in shapes.findings.iter().zip(&table.units) {
            let named = report
                .findings
                .iter()
                .filter(|f| f.units.contains(&unit.id))
                .count();
            assert!(named >= 2, "{:?}", report.findings);
            assert_eq!(mark.count, named);
            assert_eq!(mark.at, Vec2::new(unit.bounds.max.x, unit.bounds.min.y));
        }
    }

    /// A hedge 12 mm ahead of a line, across the left half of its front: the zone's far
    /// edge comes back to the hedge's near side there, and keeps its full depth on the right
    /// (A-9.43, a hedge being cover in the figure-scale rules).
    #[test]
    fn a_fire_zone_stops_at_the_cover_in_front_of_it() {
        use crate::layout::{Battlefield, TABLE_SIZES};
        use crate::terrain::{TerrainKind, TerrainPiece};
        let (mut layout, _) = one_unit("figure-scale", "line-infantry", "line", Pose::default());
        let mut field = Battlefield::new(TABLE_SIZES[4], Vec2::ZERO);
        field.terrain.push(TerrainPiece {
            kind: TerrainKind::Hedge,
            name: String::new(),
            points: vec![Vec2::new(-200.0, -12.0), Vec2::new(0.0, -12.0)],
            width_mm: 4.0,
        });
        layout.battlefield = Some(field);
        let shapes = overlays_of(&layout);
        let [band] = &shapes.zones[0].bands[..] else {
            panic!("one band");
        };
        let depth = inches_to_mm(2.0);
        let left: Vec<_> = band.iter().filter(|p| p.x < -5.0 && p.y < -0.5).collect();
        let right: Vec<_> = band.iter().filter(|p| p.x > 5.0 && p.y < -0.5).collect();
        assert!(!left.is_empty() && !right.is_empty(), "{band:?}");
        for p in left {
            assert!((p.y + 10.0).abs() < 0.3, "drawn back to the hedge: {p:?}");
        }
        for p in right {
            assert!((p.y + depth).abs() < 1e-3, "full depth: {p:?}");
        }
        // Without the terrain, the band is its four corners.
        layout.battlefield = None;
        assert_eq!(overlays_of(&layout).zones[0].bands[0].len(), 4);
    }

    #[test]
    fn a_line_keeps_a_band_in_front_and_a_square_one_on_every_face() {
        let (mut layout, id) = one_unit("figure-scale", "line-infantry", "line", Pose::default());
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let depth = ruleset
            .troop("line-infantry")
            .expect("troop")
            .fire_zone_mm
            .as_ref();
        let depth = depth.expect("a zone").value;
        let [zone] = &overlays_of(&layout).zones[..] else {
            panic!("one zone");
        };
        let [band] = &zone.bands[..] else {
            panic!("one band in front");
        };
        let extent = crate::geom::Bounds::around(band.iter().copied());
        assert!((extent.size().y - depth).abs() < 1e-3);
        assert!(extent.max.y <= 1e-3, "in front, up the table: {band:?}");

        layout.unit_mut(id).expect("there").formation = "square".to_owned();
        assert_eq!(overlays_of(&layout).zones[0].bands.len(), 4);
    }

    #[test]
    fn a_skirmisher_beyond_the_tether_is_loose() {
        let (mut layout, id) = one_unit(
            "figure-scale",
            "light-infantry",
            "full-skirmish",
            Pose::default(),
        );
        let shapes = overlays_of(&layout);
        assert!(!shapes.tethers.is_empty());
        assert!(shapes.tethers.iter().all(|t| t.held));
        // Out wholly in skirmish order, the unit tests morale by the unit.
        assert!(shapes.clusters.is_empty());

        // One figure carried a foot away from the rest.
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let table = resolve(&layout, ruleset);
        let footprint = &table.unit(id).expect("stands").shaped.footprint;
        let far = footprint.bases[0].rect.center + Vec2::new(0.0, -305.0);
        layout
            .move_skirmisher(id, footprint, 0, far)
            .expect("moved");
        let shapes = overlays_of(&layout);
        assert_eq!(shapes.tethers.iter().filter(|t| !t.held).count(), 1);
        assert!(shapes.clusters.is_empty());
    }

    #[test]
    fn a_squares_arcs_open_from_its_corners_at_the_rules_angle() {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("rff-squares").expect("built in").ruleset;
        let mut layout = Layout::new(library.reference("rff-squares").expect("built in"));
        let id = layout
            .add_unit(
                ruleset,
                "infantry",
                PlayerSide(0),
                Pose::new(0.0, 0.0, 30.0),
            )
            .expect("added");
        layout.unit_mut(id).expect("there").formation = "square".to_owned();
        let shapes = overlays_of(&layout);
        assert_eq!(shapes.arc_edges.len(), 8);
        let table = resolve(&layout, ruleset);
        let square = table.unit(id).expect("stands");
        let centre = square.bounds.min.midpoint(square.bounds.max);
        let half = ruleset
            .squares
            .side_arc_degrees
            .as_ref()
            .expect("B-square-fire")
            .value;
        for edge in &shapes.arc_edges {
            let ray = edge.b - edge.a;
            assert!((ray.length() - ARC_RAY_MM).abs() < 1e-2);
            // Outward, and `half` degrees off the square's own axes (turned 30°).
            assert!(ray.dot(edge.a - centre) > 0.0, "{edge:?}");
            let off_axis = (ray.to_angle().to_degrees() - 30.0).rem_euclid(90.0);
            let expected = half.rem_euclid(90.0);
            assert!(
                (off_axis - expected).abs() < 1e-2 || (off_axis - (90.0 - expected)).abs() < 1e-2,
                "{off_axis}"
            );
        }
    }
}

//! Invariants of the formation engine, for 1 to 60 bases of 5 to 100 mm.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::formation::{
    Anchor, BaseRole, DetachLimit, Detachment, Footprint, Formation, MOST_TAIL_TURN_DEGREES, Side,
    SpacingMeasure, SpacingRule, SquareRank, SquareShape, TailBend, TroopClass, TroopKind, Turn,
    Unit, UnitState, changed_pose, shape,
};
use drillbook::geom::{OrientedRect, Pose, clearance, overlaps};
use drillbook::rules::{Basing, Cited};
use glam::Vec2;
use proptest::prelude::*;

fn unit(bases: u32, width: f32, depth: f32, kind: TroopKind) -> Unit {
    Unit {
        kind,
        class: TroopClass::Line,
        basing: Basing {
            bases,
            figures_per_base: 1,
            base_width_mm: width,
            base_depth_mm: depth,
        },
        state: UnitState::GoodOrder,
        cannon: 0,
    }
}

fn square(extras: Side, inner_rank_over: Option<u32>) -> Formation {
    Formation::Square {
        shape: SquareShape::Even,
        extras,
        min_bases: Cited::by_rule(2, "A-9.51"),
        inner_rank_over: inner_rank_over.map(|n| Cited::by_rule(n, "B-square-inner")),
        skirmishers_below: None,
    }
}

fn side_strategy() -> impl Strategy<Value = Side> {
    prop::sample::select(Side::ALL.to_vec())
}

fn turn_strategy() -> impl Strategy<Value = Turn> {
    prop::sample::select(vec![Turn::Left, Turn::Right])
}

/// Every formation the engine builds for a unit of any size, with its parameters drawn.
fn formation_strategy() -> impl Strategy<Value = Formation> {
    let spacing = SpacingRule {
        measure: SpacingMeasure::GapBetweenBases,
        min_mm: 12.7,
        max_mm: None,
        rule: "A-9.46".to_owned(),
    };
    prop_oneof![
        (0.0f32..20.0).prop_map(|gap_mm| Formation::Line { gap_mm }),
        (1u32..8).prop_map(|files| Formation::Column {
            files,
            bends: Vec::new(),
            flex: None,
        }),
        (side_strategy(), prop::option::of(4u32..20)).prop_map(|(s, inner)| square(s, inner)),
        (1u32..3, 1.0f32..3.0).prop_map(|(files, factor)| Formation::RoadColumn {
            max_files: Cited::by_rule(files, "A-8.61"),
            length_factor: Cited::by_rule(factor, "A-8.61"),
            bends: Vec::new(),
            flex: None,
        }),
        (12.7f32..60.0).prop_map(move |spacing_mm| Formation::OpenOrder {
            spacing_mm,
            rule: spacing.clone(),
            placed: Vec::new(),
        }),
    ]
}

fn own_overlaps(footprint: &Footprint) -> Option<(usize, usize)> {
    let bases = &footprint.bases;
    (0..bases.len())
        .flat_map(|i| (i + 1..bases.len()).map(move |j| (i, j)))
        .find(|&(i, j)| overlaps(&bases[i].rect, &bases[j].rect))
}

/// Whether the bases form one group, each touching another (closed corners, C-contact).
fn connected(rects: &[OrientedRect]) -> bool {
    let mut reached = vec![false; rects.len()];
    let mut stack = vec![0];
    reached[0] = true;
    while let Some(i) = stack.pop() {
        for j in 0..rects.len() {
            if !reached[j] && clearance(&rects[i], &rects[j]) < 1e-3 {
                reached[j] = true;
                stack.push(j);
            }
        }
    }
    reached.into_iter().all(|r| r)
}

/// A road column 16.7 m long, whose last limber meets the last gun where `f32` resolves
/// only about 2e-3 mm: touching there is not overlapping.
#[test]
fn a_very_long_road_column_has_no_overlaps_from_rounding() {
    let unit = unit(57, 5.0, 99.769_39, TroopKind::Infantry);
    let formation = Formation::RoadColumn {
        max_files: Cited::by_rule(1, "A-8.61"),
        length_factor: Cited::by_rule(2.937_300_2, "A-8.61"),
        bends: Vec::new(),
        flex: None,
    };
    let shaped = shape(&unit, &formation, None).expect("shaped");
    assert_eq!(own_overlaps(&shaped.footprint), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn no_two_bases_overlap_and_every_base_is_there(
        bases in 1u32..=60,
        width in 5.0f32..=100.0,
        depth in 5.0f32..=100.0,
        formation in formation_strategy(),
    ) {
        let unit = unit(bases, width, depth, TroopKind::Infantry);
        let Ok(shaped) = shape(&unit, &formation, None) else {
            // Only a square smaller than its minimum may be refused here.
            let is_square = matches!(formation, Formation::Square { .. });
            prop_assert!(is_square && bases < 2, "refused: {:?}", formation);
            return Ok(());
        };
        prop_assert_eq!(shaped.footprint.base_count(), bases as usize);
        prop_assert_eq!(own_overlaps(&shaped.footprint), None);
    }

    #[test]
    fn artillery_bases_never_overlap(
        bases in 1u32..=12,
        width in 5.0f32..=100.0,
        depth in 5.0f32..=100.0,
        faces_away in any::<bool>(),
    ) {
        let unit = unit(bases, width, depth, TroopKind::Artillery);
        for formation in [
            Formation::Limbered { faces_away: Cited::by_rule(faces_away, "C-organisation") },
            Formation::Unlimbered { gap_mm: 0.0 },
        ] {
            let shaped = shape(&unit, &formation, None).expect("artillery formation");
            prop_assert_eq!(shaped.footprint.base_count(), bases as usize);
            prop_assert_eq!(own_overlaps(&shaped.footprint), None);
        }
    }

    #[test]
    fn a_square_shares_its_bases_evenly_faces_out_and_closes_its_corners(
        bases in 2u32..=60,
        width in 5.0f32..=100.0,
        depth in 5.0f32..=100.0,
        extras in side_strategy(),
        inner_rank_over in prop::option::of(4u32..=20),
    ) {
        let unit = unit(bases, width, depth, TroopKind::Infantry);
        let shaped = shape(&unit, &square(extras, inner_rank_over), None).expect("square");
        let footprint = &shaped.footprint;
        prop_assert_eq!(own_overlaps(footprint), None);

        // B-square-shape: the sides of each rank differ by at most one base.
        for rank in [SquareRank::Outer, SquareRank::Inner] {
            let counts: Vec<usize> = Side::ALL
                .iter()
                .map(|&side| {
                    footprint
                        .bases
                        .iter()
                        .filter(|b| b.role == BaseRole::SquareSide { side, rank })
                        .count()
                })
                .collect();
            let (least, most) = (counts.iter().min().unwrap(), counts.iter().max().unwrap());
            prop_assert!(most - least <= 1, "{:?} rank counts {:?}", rank, counts);
        }

        // Every base faces out: never towards the middle of the box. (A lone inner base can fill
        // the whole inside of a box of very deep bases, and so stand on its middle.)
        let bounds = footprint.bounds();
        let middle = (bounds.min + bounds.max) / 2.0;
        for base in &footprint.bases {
            let BaseRole::SquareSide { side, .. } = base.role else {
                panic!("a square base without a side: {:?}", base.role);
            };
            prop_assert!((base.rect.degrees().rem_euclid(360.0) - side.outward_degrees()).abs() < 1e-2);
            let outward = base.rect.rotation.rotate(Vec2::NEG_Y);
            prop_assert!(outward.dot(base.rect.center - middle) > -1e-3);
        }

        // The outer box is closed: its bases touch one another all the way round. (With an
        // inner rank the box may be widened, and its rows spread with gaps between bases.)
        let inner = inner_rank_over.is_some_and(|limit| bases > limit);
        if !inner {
            let outer: Vec<OrientedRect> = footprint.bases.iter().map(|b| b.rect).collect();
            prop_assert!(connected(&outer));
        }
        // B-square-anchor: the front face is centred on the front-centre.
        let front: Vec<&OrientedRect> = footprint
            .bases
            .iter()
            .filter(|b| b.role == BaseRole::SquareSide { side: Side::Front, rank: SquareRank::Outer })
            .map(|b| &b.rect)
            .collect();
        if !front.is_empty() {
            let lo = front.iter().map(|r| r.bounds().min.x).fold(f32::INFINITY, f32::min);
            let hi = front.iter().map(|r| r.bounds().max.x).fold(f32::NEG_INFINITY, f32::max);
            prop_assert!((lo + hi).abs() < 1e-2 * width.max(1.0));
            prop_assert!(front.iter().all(|r| r.bounds().min.y.abs() < 1e-3));
        }
    }

    #[test]
    fn detached_skirmishers_leave_the_parent_smaller(
        bases in 2u32..=40,
        count in 1u32..=3,
    ) {
        let unit = unit(bases, 40.0, 20.0, TroopKind::Infantry);
        let detachment = Detachment {
            count,
            limit: Cited::by_rule(DetachLimit::Third, "A-9.33"),
            screen_ahead_mm: Cited::assumed(25.4, "test"),
            placed: Vec::new(),
        };
        let result = shape(&unit, &Formation::Line { gap_mm: 0.0 }, Some(&detachment));
        if count > bases / 3 {
            prop_assert_eq!(result.err().and_then(|e| e.rule), Some("A-9.33".to_owned()));
        } else {
            let shaped = result.expect("detachment within the limit");
            let skirmishers = shaped.footprint.bases.iter().filter(|b| b.role == BaseRole::Skirmisher).count();
            prop_assert_eq!(skirmishers, count as usize);
            prop_assert_eq!(shaped.footprint.base_count(), bases as usize);
            prop_assert!((shaped.readouts.frontage_mm - 40.0 * (bases - count) as f32).abs() < 1e-2);
            prop_assert_eq!(own_overlaps(&shaped.footprint), None);
        }
    }
}

fn placed(footprint: &Footprint, pose: &Pose) -> Vec<OrientedRect> {
    footprint.placed(pose).collect()
}

fn pose_strategy() -> impl Strategy<Value = Pose> {
    (-2000.0f32..2000.0, -2000.0f32..2000.0, 0.0f32..360.0).prop_map(|(x, y, h)| Pose::new(x, y, h))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// C-flex: a bent tail keeps every rank touching the rank ahead, lays no base over
    /// another, and leaves the head, the frontage and the depth as the straight column has
    /// them. It is refused only for a bend past the last rank or a rank turned past the limit.
    #[test]
    fn a_flexed_tail_keeps_contact_and_never_folds((unit, formation) in bent_column_strategy()) {
        let mut straight_formation = formation.clone();
        match &mut straight_formation {
            Formation::Column { bends, .. } | Formation::RoadColumn { bends, .. } => bends.clear(),
            _ => unreachable!(),
        }
        let straight = shape(&unit, &straight_formation, None).unwrap();
        let ranks = straight.readouts.ranks;
        let bends = formation.tail().map_or(&[][..], |(bends, _)| bends);
        let mut turned = 0.0f32;
        let too_far = bends.iter().any(|b| {
            turned += b.degrees;
            turned.abs() > MOST_TAIL_TURN_DEGREES
        });
        let past_end = bends.iter().any(|b| b.rank >= ranks);
        let bent = shape(&unit, &formation, None);
        prop_assert_eq!(bent.is_err(), too_far || past_end, "{:?}", bent);
        let Ok(bent) = bent else { return Ok(()) };
        prop_assert_eq!(bent.readouts.frontage_mm, straight.readouts.frontage_mm);
        prop_assert_eq!(bent.readouts.depth_mm, straight.readouts.depth_mm);
        let rects: Vec<OrientedRect> = bent.footprint.bases.iter().map(|b| b.rect).collect();
        prop_assert_eq!(overlapping_pairs(&rects), 0);
        let files = straight.readouts.files as usize;
        let bodies: Vec<(usize, OrientedRect)> = bent.footprint.bases.iter().enumerate()
            .filter(|(_, b)| b.role != BaseRole::Limber)
            .map(|(i, b)| (i / files, b.rect))
            .collect();
        for (i, base) in bent.footprint.bases.iter().take(files).enumerate() {
            prop_assert!(same_rect(&base.rect, &straight.footprint.bases[i].rect));
        }
        for rank in 1..ranks as usize {
            let ahead = bodies.iter().filter(|(r, _)| *r + 1 == rank);
            let touching = ahead.flat_map(|(_, a)| {
                bodies.iter().filter(|(r, _)| *r == rank).map(move |(_, b)| clearance(a, b))
            }).fold(f32::INFINITY, f32::min);
            // A road column's ranks stand a limber apart; a column's touch.
            let gap = match &formation {
                Formation::RoadColumn { length_factor, .. } => {
                    unit.basing.base_depth_mm * (length_factor.value - 1.0)
                }
                _ => 0.0,
            };
            prop_assert!(touching <= gap + 1e-2, "rank {} is {} mm from the rank ahead", rank, touching);
        }
    }

    /// C-col-to-line: the leading element neither moves nor turns.
    #[test]
    fn column_to_line_keeps_the_leading_element(
        bases in 2u32..=12, files in 1u32..=2, old in pose_strategy(),
    ) {
        let unit = unit(bases, 40.0, 15.0, TroopKind::Infantry);
        let column = shape(&unit, &Formation::Column { files, bends: Vec::new(), flex: None }, None).unwrap().footprint;
        let line = shape(&unit, &Formation::Line { gap_mm: 0.0 }, None).unwrap().footprint;
        let new = changed_pose(&old, &column, &line, &Anchor::LeadingElement { slot: None }).unwrap();
        let leading = placed(&column, &old)[column.front_centre_base().unwrap()];
        prop_assert!(placed(&line, &new).iter().any(|r| same_rect(r, &leading)));
    }

    /// C-line-to-col: the chosen element stays put; the others stand in front of it.
    #[test]
    fn line_to_column_keeps_the_stationary_element(
        bases in 2u32..=12, element in 0u32..12, old in pose_strategy(),
    ) {
        let element = element % bases;
        let unit = unit(bases, 40.0, 15.0, TroopKind::Infantry);
        let line = shape(&unit, &Formation::Line { gap_mm: 0.0 }, None).unwrap().footprint;
        let column = shape(&unit, &Formation::Column { files: 1, bends: Vec::new(), flex: None }, None).unwrap().footprint;
        let anchor = Anchor::StationaryElement { element: Some(element) };
        let new = changed_pose(&old, &line, &column, &anchor).unwrap();
        let kept = placed(&line, &old)[element as usize];
        let after = placed(&column, &new);
        prop_assert!(after.iter().any(|r| same_rect(r, &kept)));
        // Every other element is in front of it.
        let forward = old.forward();
        prop_assert!(after.iter().all(|r| forward.dot(r.center - kept.center) > -1e-2));
    }

    /// C-col-to-line and C-line-to-col: a 90° turn pivots the end element in place.
    #[test]
    fn a_quarter_turn_pivots_the_end_element(
        bases in 2u32..=8, turn in turn_strategy(), old in pose_strategy(), to_line in any::<bool>(),
    ) {
        let unit = unit(bases, 40.0, 15.0, TroopKind::Infantry);
        let line = shape(&unit, &Formation::Line { gap_mm: 0.0 }, None).unwrap().footprint;
        let column = shape(&unit, &Formation::Column { files: 1, bends: Vec::new(), flex: None }, None).unwrap().footprint;
        let (from, to) = if to_line { (&column, &line) } else { (&line, &column) };
        let new = changed_pose(&old, from, to, &Anchor::QuarterTurn { turn }).unwrap();
        prop_assert!(same_angle(new.heading, old.heading + 90.0 * turn.sign()));
        let before: Vec<Vec2> = placed(from, &old).iter().map(|r| r.center).collect();
        let after: Vec<Vec2> = placed(to, &new).iter().map(|r| r.center).collect();
        prop_assert!(before.iter().any(|b| after.iter().any(|a| a.distance(*b) < 1e-2)));
        // The new formation stands beside or behind the pivot, never across the old front.
        prop_assert_eq!(overlapping_pairs(&placed(to, &new)), 0);
    }

    /// B-square-anchor: the front face of the square is centred on the old front-centre.
    #[test]
    fn a_square_forms_on_the_old_front_centre(bases in 2u32..=30, old in pose_strategy()) {
        let unit = unit(bases, 40.0, 20.0, TroopKind::Infantry);
        let line = shape(&unit, &Formation::Line { gap_mm: 0.0 }, None).unwrap().footprint;
        let sq = shape(&unit, &square(Side::Front, Some(12)), None).unwrap().footprint;
        let new = changed_pose(&old, &line, &sq, &Anchor::FrontCentre).unwrap();
        prop_assert!(new.position().distance(old.position()) < 1e-2);
        prop_assert!((new.heading - old.heading).abs() < 1e-3);
    }

    /// B-oblique-square: turned 45°, with a corner base over the old front-centre.
    #[test]
    fn an_oblique_square_puts_a_corner_base_on_the_old_front_centre(
        bases in 4u32..=24, turn in turn_strategy(), old in pose_strategy(),
    ) {
        let unit = unit(bases, 40.0, 20.0, TroopKind::Infantry);
        let line = shape(&unit, &Formation::Line { gap_mm: 0.0 }, None).unwrap().footprint;
        let sq = shape(&unit, &square(Side::Front, Some(12)), None).unwrap().footprint;
        let new = changed_pose(&old, &line, &sq, &Anchor::CornerOnFrontCentre { turn }).unwrap();
        prop_assert!(same_angle(new.heading, old.heading + 45.0 * turn.sign()));
        let point = OrientedRect::new(old.position(), 0.01, 0.01, 0.0);
        let holder = placed(&sq, &new).into_iter().find(|r| overlaps(r, &point));
        prop_assert!(holder.is_some(), "no base over the old front-centre");
        // That base is a corner: the one furthest forward along the old facing.
        let forward = old.forward();
        let lead = placed(&sq, &new).iter().map(|r| forward.dot(r.center)).fold(f32::NEG_INFINITY, f32::max);
        prop_assert!((forward.dot(holder.unwrap().center) - lead).abs() < 1e-2);
    }

    /// B-rect-square: at any heading, a base touches the old front-centre.
    #[test]
    fn a_rectangular_square_touches_the_old_front_centre(
        front in 3u32..=6, turn_degrees in -180.0f32..180.0, old in pose_strategy(),
    ) {
        let bases = 2 * front + 2 * (front - 1);
        let unit = unit(bases, 40.0, 20.0, TroopKind::Infantry);
        let line = shape(&unit, &Formation::Line { gap_mm: 0.0 }, None).unwrap().footprint;
        let formation = Formation::Square {
            shape: SquareShape::Rectangular { front_bases: front },
            extras: Side::Right,
            min_bases: Cited::by_rule(2, "A-9.51"),
            inner_rank_over: None,
            skirmishers_below: None,
        };
        let sq = shape(&unit, &formation, None).unwrap().footprint;
        let new = changed_pose(&old, &line, &sq, &Anchor::TouchFrontCentre { turn_degrees }).unwrap();
        let point = OrientedRect::new(old.position(), 1e-3, 1e-3, 0.0);
        let nearest = placed(&sq, &new).iter().map(|r| clearance(r, &point)).fold(f32::INFINITY, f32::min);
        prop_assert!(nearest < 1e-2, "nearest base {nearest} mm away");
    }

    /// D-square-base: the substitute base is centred on the old base, and coming out the new
    /// base is centred on the square's middle.
    #[test]
    fn a_substitute_square_is_centred_on_the_old_base(
        width in 20.0f32..80.0, depth in 10.0f32..40.0, turn_degrees in 0.0f32..360.0, old in pose_strategy(),
    ) {
        let unit = unit(1, width, depth, TroopKind::Infantry);
        let line = shape(&unit, &Formation::Line { gap_mm: 0.0 }, None).unwrap().footprint;
        let formation = Formation::SubstituteSquare { side_mm: Cited::by_rule(38.1, "D-square-base") };
        let sq = shape(&unit, &formation, None).unwrap().footprint;
        let into = changed_pose(&old, &line, &sq, &Anchor::Centre { turn_degrees: 0.0 }).unwrap();
        let out = changed_pose(&into, &sq, &line, &Anchor::Centre { turn_degrees }).unwrap();
        let centre = |f: &Footprint, p: &Pose| placed(f, p)[0].center;
        prop_assert!(centre(&sq, &into).distance(centre(&line, &old)) < 1e-2);
        prop_assert!(centre(&line, &out).distance(centre(&sq, &into)) < 1e-2);
    }

    /// B-square-exit: the new formation's front-and-centre base overlaps a base of the square.
    #[test]
    fn leaving_square_overlaps_an_old_square_base(
        bases in 4u32..=24, turn_degrees in 0.0f32..360.0, old in pose_strategy(),
    ) {
        let unit = unit(bases, 40.0, 20.0, TroopKind::Infantry);
        let sq = shape(&unit, &square(Side::Front, Some(12)), None).unwrap().footprint;
        let line = shape(&unit, &Formation::Line { gap_mm: 0.0 }, None).unwrap().footprint;
        let anchor = Anchor::OverlapOldSquare { turn_degrees, element: None };
        let new = changed_pose(&old, &sq, &line, &anchor).unwrap();
        let lead = placed(&line, &new)[line.front_centre_base().unwrap()];
        prop_assert!(placed(&sq, &old).iter().any(|r| overlaps(r, &lead)));
    }
}

/// Whether two headings agree, to a hundredth of a degree, whole turns apart or not.
fn same_angle(a: f32, b: f32) -> bool {
    ((a - b + 180.0).rem_euclid(360.0) - 180.0).abs() < 1e-2
}

/// A column of any files, straight or as a road column, with up to six bends within the
/// limits; some turn the tail further than it may face.
fn bent_column_strategy() -> impl Strategy<Value = (Unit, Formation)> {
    let bend = (1u32..4, -90.0f32..=90.0);
    (
        2u32..=30,
        5.0f32..=100.0,
        5.0f32..=100.0,
        1u32..=3,
        prop::option::of(1.0f32..3.0),
        prop::collection::vec(bend, 1..=6),
    )
        .prop_map(|(bases, width, depth, files, road, steps)| {
            let mut rank = 0;
            let bends = steps
                .into_iter()
                .map(|(step, degrees)| {
                    rank += step;
                    TailBend { rank, degrees }
                })
                .collect();
            let flex = Some(Cited::by_rule(true, "C-flex"));
            let formation = match road {
                Some(factor) => Formation::RoadColumn {
                    max_files: Cited::by_rule(files, "A-8.61"),
                    length_factor: Cited::by_rule(factor, "A-8.61"),
                    bends,
                    flex,
                },
                None => Formation::Column { files, bends, flex },
            };
            (unit(bases, width, depth, TroopKind::Infantry), formation)
        })
}

fn same_rect(a: &OrientedRect, b: &OrientedRect) -> bool {
    a.center.distance(b.center) < 1e-2 && a.rotation.distance(b.rotation) < 1e-4
}

fn overlapping_pairs(rects: &[OrientedRect]) -> usize {
    (0..rects.len())
        .flat_map(|i| (i + 1..rects.len()).map(move |j| (i, j)))
        .filter(|&(i, j)| overlaps(&rects[i], &rects[j]))
        .count()
}

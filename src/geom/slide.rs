//! How far a group of rectangles slides along a line to come to rest touching another group,
//! neither apart nor overlapping: the nudge that keeps enemies in contact when a unit's
//! footprint changes under them (D-square-base).
//!
//! Written here because it is the separating-axis test run backwards: for each pair of
//! rectangles the slides at which they overlap form one open interval, found axis by axis,
//! and the group rests touching at an end of one of those intervals that lies in no other.

use glam::Vec2;

use super::OrientedRect;
use super::separation::project;

/// Below this, a rectangle's axis counts as square to the line of the slide.
const SQUARE_TO_SLIDE: f32 = 1e-6;

/// The slides along `direction` (a unit vector) at which `moving` overlaps `fixed`: an open
/// interval, or `None` when no slide along the line brings them to overlap.
fn overlapping_slides(
    moving: &OrientedRect,
    fixed: &OrientedRect,
    direction: Vec2,
) -> Option<(f32, f32)> {
    let axes = [
        moving.rotation,
        moving.rotation.perp(),
        fixed.rotation,
        fixed.rotation.perp(),
    ];
    let (ours, theirs) = (moving.corners(), fixed.corners());
    let mut span = (f32::NEG_INFINITY, f32::INFINITY);
    for axis in axes {
        let (a_min, a_max) = project(&ours, axis);
        let (b_min, b_max) = project(&theirs, axis);
        let rate = direction.dot(axis);
        if rate.abs() < SQUARE_TO_SLIDE {
            if a_min >= b_max || a_max <= b_min {
                return None;
            }
            continue;
        }
        let (first, second) = ((b_min - a_max) / rate, (b_max - a_min) / rate);
        span = (span.0.max(first.min(second)), span.1.min(first.max(second)));
    }
    (span.0 < span.1).then_some(span)
}

/// The slides along `direction` at which any of `moving` overlaps any of `fixed`: one open
/// interval for each pair that a slide along the line brings to overlap.
fn group_overlaps(
    moving: &[OrientedRect],
    fixed: &[OrientedRect],
    direction: Vec2,
) -> Vec<(f32, f32)> {
    moving
        .iter()
        .flat_map(|a| {
            fixed
                .iter()
                .filter_map(move |b| overlapping_slides(a, b, direction))
        })
        .collect()
}

/// The slide along `direction` (a unit vector) nearest to none that leaves `moving` touching
/// `fixed` without overlapping it, if one within `reach` does: positive slides go along
/// `direction`, negative ones against it. A group already touching stays (0).
pub fn slide_to_touch(
    moving: &[OrientedRect],
    fixed: &[OrientedRect],
    direction: Vec2,
    reach: f32,
) -> Option<f32> {
    let spans = group_overlaps(moving, fixed, direction);
    let inside = |t: f32| spans.iter().any(|&(lo, hi)| lo < t && t < hi);
    spans
        .iter()
        .flat_map(|&(lo, hi)| [lo, hi])
        .filter(|t| t.abs() <= reach && !inside(*t))
        .min_by(|a, b| a.abs().total_cmp(&b.abs()))
}

/// The least slide along `direction` (a unit vector), from 0 to `reach`, at which `moving`
/// first touches `fixed`, coming from apart: where a unit advancing straight meets another.
/// `None` when they overlap already, or the line of the slide brings no touch within
/// `reach`.
pub fn slide_until_touch(
    moving: &[OrientedRect],
    fixed: &[OrientedRect],
    direction: Vec2,
    reach: f32,
) -> Option<f32> {
    let spans = group_overlaps(moving, fixed, direction);
    if spans.iter().any(|&(lo, hi)| lo < 0.0 && 0.0 < hi) {
        return None;
    }
    spans
        .iter()
        .map(|&(lo, _)| lo)
        .filter(|&lo| (0.0..=reach).contains(&lo))
        .min_by(f32::total_cmp)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moved(rects: &[OrientedRect], by: Vec2) -> Vec<OrientedRect> {
        rects
            .iter()
            .map(|r| OrientedRect {
                center: r.center + by,
                ..*r
            })
            .collect()
    }

    #[test]
    fn a_base_in_front_advances_to_touch_and_one_overlapping_backs_off() {
        let square = [OrientedRect::new(Vec2::ZERO, 38.1, 38.1, 0.0)];
        // An enemy 30 mm ahead of the square's front edge, facing it (towards +y).
        let enemy = [OrientedRect::new(Vec2::new(0.0, -59.05), 63.5, 20.0, 180.0)];
        let slide = slide_to_touch(&enemy, &square, Vec2::Y, 200.0).unwrap();
        assert!((slide - 30.0).abs() < 1e-3, "{slide}");
        // The same enemy 5 mm into the square backs off 5 mm.
        let into = moved(&enemy, Vec2::new(0.0, 35.0));
        let slide = slide_to_touch(&into, &square, Vec2::Y, 200.0).unwrap();
        assert!((slide + 5.0).abs() < 1e-3, "{slide}");
    }

    #[test]
    fn an_advance_meets_a_turned_base_at_its_corner_and_not_one_behind() {
        // A base turned 45° whose nearest corner lies 50 mm ahead of the front edge.
        let half_diagonal = 10.0 * std::f32::consts::SQRT_2;
        let turned = [OrientedRect::new(
            Vec2::new(0.0, -60.0 - half_diagonal),
            20.0,
            20.0,
            45.0,
        )];
        let advancing = [OrientedRect::new(Vec2::new(3.0, 0.0), 40.0, 20.0, 0.0)];
        let slide = slide_until_touch(&advancing, &turned, Vec2::NEG_Y, 200.0).unwrap();
        assert!((slide - 50.0).abs() < 1e-3, "{slide}");
        assert_eq!(slide_until_touch(&advancing, &turned, Vec2::Y, 200.0), None);
        assert_eq!(
            slide_until_touch(&advancing, &turned, Vec2::NEG_Y, 40.0),
            None
        );
        let onto = moved(&advancing, Vec2::new(0.0, -55.0));
        assert_eq!(slide_until_touch(&onto, &turned, Vec2::NEG_Y, 200.0), None);
    }

    #[test]
    fn a_base_whose_line_misses_the_other_or_lies_too_far_stays() {
        let square = [OrientedRect::new(Vec2::ZERO, 38.1, 38.1, 0.0)];
        let aside = [OrientedRect::new(Vec2::new(100.0, -60.0), 20.0, 20.0, 0.0)];
        assert_eq!(slide_to_touch(&aside, &square, Vec2::Y, 500.0), None);
        let far = [OrientedRect::new(Vec2::new(0.0, -300.0), 20.0, 20.0, 0.0)];
        assert_eq!(slide_to_touch(&far, &square, Vec2::Y, 100.0), None);
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        /// Wherever two groups stand and whichever way the slide goes, the slide found leaves
        /// them touching: no overlap, and no gap, to a thousandth of a millimetre.
        #[test]
        fn the_slide_found_leaves_them_touching(
            ours in proptest::collection::vec((-60.0f32..60.0, -60.0f32..60.0, 5.0f32..40.0, 5.0f32..40.0, 0.0f32..360.0), 1..4),
            theirs in proptest::collection::vec((-60.0f32..60.0, -60.0f32..60.0, 5.0f32..40.0, 5.0f32..40.0, 0.0f32..360.0), 1..4),
            degrees in 0.0f32..360.0,
        ) {
            let rects = |list: &[(f32, f32, f32, f32, f32)]| -> Vec<OrientedRect> {
                list.iter().map(|&(x, y, w, d, h)| OrientedRect::new(Vec2::new(x, y), w, d, h)).collect()
            };
            let (moving, fixed) = (rects(&ours), rects(&theirs));
            let direction = Vec2::from_angle(degrees.to_radians());
            if let Some(slide) = slide_to_touch(&moving, &fixed, direction, 1000.0) {
                let rested = moved(&moving, direction * slide);
                let deepest = rested.iter().flat_map(|a| fixed.iter().map(move |b| crate::geom::penetration(a, b))).fold(f32::NEG_INFINITY, f32::max);
                let nearest = rested.iter().flat_map(|a| fixed.iter().map(move |b| crate::geom::clearance(a, b))).fold(f32::INFINITY, f32::min);
                proptest::prop_assert!(deepest < 1e-3, "overlaps by {deepest} after sliding {slide}");
                proptest::prop_assert!(nearest < 1e-3, "{nearest} apart after sliding {slide}");
            }
        }
    }
}

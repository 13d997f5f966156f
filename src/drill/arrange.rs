//! Where each unit of a brigade stands in the brigade's own frame, form by form: pure
//! geometry on the units' boxes, the rules read beforehand into the spacing.
//!
//! The brigade's frame is a unit's frame writ large: its origin the brigade's front-centre,
//! x to the right, y back from the front; every unit faces as the brigade does. A unit's
//! offset is where its own pose (its front-centre) stands in that frame.

use glam::Vec2;

use super::form::{BrigadeForm, Wing};
use super::spacing::DrillSpacing;
use crate::geom::Bounds;

/// A unit to stand, as the drill has formed it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Piece {
    /// Its id in the layout.
    pub id: u32,
    /// Its box about its pose, in its own frame.
    pub frame: Bounds,
    /// The room it keeps across: its box, and for a column the line it would deploy into,
    /// in its own frame.
    pub reach: Bounds,
    /// Whether it is a battery.
    pub guns: bool,
}

/// Each piece's offset in the brigade's frame, in `form` with `spacing`: every form but the
/// march column, which follows the ground (see `road`).
pub(super) fn arrange(
    form: BrigadeForm,
    pieces: &[Piece],
    spacing: &DrillSpacing,
) -> Vec<(u32, Vec2)> {
    let interval = spacing.interval.value;
    match form {
        BrigadeForm::Line | BrigadeForm::Columns | BrigadeForm::OrdreMixte => {
            row(pieces, interval, 0.0)
        }
        BrigadeForm::TwoLines => two_lines(pieces, spacing),
        BrigadeForm::Echelon(wing) => {
            let mut places = row(pieces, interval, 0.0);
            let count = places.len();
            for (k, (_, at)) in places.iter_mut().enumerate() {
                let back = match wing {
                    Wing::Left => k,
                    Wing::Right => count - 1 - k,
                };
                at.y += back as f32 * spacing.step.value;
            }
            places
        }
        BrigadeForm::Squares => squares(pieces, spacing),
        BrigadeForm::RoadColumn => file(pieces, spacing.file_gap.value),
    }
}

/// The offset that puts `piece`'s room starting `left` across and its front at `front`.
fn standing(piece: &Piece, left: f32, front: f32) -> Vec2 {
    Vec2::new(left - piece.reach.min.x, front - piece.frame.min.y)
}

/// The width of `pieces` side by side, `interval` apart.
fn width(pieces: &[Piece], interval: f32) -> f32 {
    pieces.iter().map(|p| p.reach.size().x).sum::<f32>()
        + interval * pieces.len().saturating_sub(1) as f32
}

/// `pieces` side by side, `interval` apart, the row centred across on 0 and its fronts at
/// `front`.
fn row(pieces: &[Piece], interval: f32, front: f32) -> Vec<(u32, Vec2)> {
    let mut left = -width(pieces, interval) / 2.0;
    pieces
        .iter()
        .map(|piece| {
            let at = standing(piece, left, front);
            left += piece.reach.size().x + interval;
            (piece.id, at)
        })
        .collect()
}

/// Where the rear of the deepest of `pieces` standing at `places` lies.
fn rear_of(pieces: &[Piece], places: &[(u32, Vec2)]) -> f32 {
    pieces
        .iter()
        .zip(places)
        .map(|(p, (_, at))| at.y + p.frame.max.y)
        .fold(0.0, f32::max)
}

/// The middle across of each of `pieces` standing at `places`.
fn middles(pieces: &[Piece], places: &[(u32, Vec2)]) -> Vec<(f32, f32)> {
    pieces
        .iter()
        .zip(places)
        .map(|(p, (_, at))| (at.x + p.reach.min.x, at.x + p.reach.max.x))
        .collect()
}

/// The places behind a row whose units span `spans` (left, right), that cover its units,
/// or else its gaps; `count` of them, any past the gaps beyond the wings by turns, right
/// first.
fn behind(spans: &[(f32, f32)], count: usize, gaps: bool, interval: f32) -> Vec<f32> {
    let mut targets: Vec<f32> = if gaps {
        spans.windows(2).map(|w| (w[0].1 + w[1].0) / 2.0).collect()
    } else {
        spans.iter().map(|(l, r)| (l + r) / 2.0).collect()
    };
    let (first, last) = (
        spans.first().copied().unwrap_or_default(),
        spans.last().copied().unwrap_or_default(),
    );
    let (mut left_out, mut right_out) = (first.0 - interval, last.1 + interval);
    let reach = (first.1 - first.0).max(last.1 - last.0) / 2.0;
    while targets.len() < count {
        if targets.len().is_multiple_of(2) {
            right_out += reach;
            targets.push(right_out);
            right_out += reach + interval;
        } else {
            left_out -= reach;
            targets.insert(0, left_out);
            left_out -= reach + interval;
        }
    }
    targets.truncate(count);
    targets
}

/// `pieces` each centred across on its `target`, at `front`, moved right where the one
/// before would leave less than `interval` between them.
fn at_targets(pieces: &[Piece], targets: &[f32], interval: f32, front: f32) -> Vec<(u32, Vec2)> {
    let mut clear = f32::NEG_INFINITY;
    pieces
        .iter()
        .zip(targets)
        .map(|(piece, &middle)| {
            let left = (middle - piece.reach.size().x / 2.0).max(clear);
            clear = left + piece.reach.size().x + interval;
            (piece.id, standing(piece, left, front))
        })
        .collect()
}

/// The first half of the foot and horse (rounded up) in line, with the guns; the rest the
/// spacing's distance behind, covering the first line's units or its gaps.
fn two_lines(pieces: &[Piece], spacing: &DrillSpacing) -> Vec<(u32, Vec2)> {
    let interval = spacing.interval.value;
    let mut in_front = pieces.iter().filter(|p| !p.guns).count().div_ceil(2);
    let (first, second): (Vec<Piece>, Vec<Piece>) = pieces.iter().partition(|p| {
        let front = p.guns || in_front > 0;
        if front && !p.guns {
            in_front -= 1;
        }
        front
    });
    let (first, second) = (first.as_slice(), second.as_slice());
    let mut places = row(first, interval, 0.0);
    let front = rear_of(first, &places) + spacing.distance.value;
    let targets = behind(
        &middles(first, &places),
        second.len(),
        spacing.behind_gaps,
        interval,
    );
    places.extend(at_targets(second, &targets, interval, front));
    places
}

/// The gap between squares in chequer: the widest square, or the interval if wider.
pub(super) fn chequer_gap(pieces: &[Piece], spacing: &DrillSpacing) -> f32 {
    pieces
        .iter()
        .filter(|p| !p.guns)
        .map(|p| p.reach.size().x)
        .fold(spacing.interval.value, f32::max)
}

/// Squares in two rows, the second behind the first's gaps; gaps (and rows) a
/// [`chequer_gap`] wide, so that no square stands before another's face (B-square-fire); the
/// guns before the first row, from its middle square outward, the spacing's distance ahead
/// of it (B-shelter).
fn squares(pieces: &[Piece], spacing: &DrillSpacing) -> Vec<(u32, Vec2)> {
    let gap = chequer_gap(pieces, spacing);
    let (guns, foot): (Vec<Piece>, Vec<Piece>) = pieces.iter().partition(|p| p.guns);
    let (first, second) = foot.split_at(foot.len().div_ceil(2));
    let mut places = row(first, gap, 0.0);
    let front = rear_of(first, &places) + gap;
    let spans = middles(first, &places);
    let targets = behind(&spans, second.len(), true, gap);
    places.extend(at_targets(second, &targets, gap, front));
    let guns_ahead = spacing.guns_ahead.value;
    for (k, battery) in guns.iter().enumerate() {
        let before = spans
            .get(k % spans.len().max(1))
            .copied()
            .unwrap_or_default();
        let beside = (k / spans.len().max(1)) as f32;
        let wide = battery.reach.size().x + spacing.interval.value;
        let middle = (before.0 + before.1) / 2.0 + beside * wide;
        let rear = -guns_ahead;
        let front = rear - battery.frame.size().y;
        places.push((
            battery.id,
            standing(battery, middle - battery.reach.size().x / 2.0, front),
        ));
    }
    places
}

/// `pieces` one behind another, each centred on the line, `gap` from the rear of the one
/// before: the march column's length laid straight back.
fn file(pieces: &[Piece], gap: f32) -> Vec<(u32, Vec2)> {
    let mut front = 0.0;
    pieces
        .iter()
        .map(|piece| {
            let at = standing(piece, -piece.reach.size().x / 2.0, front);
            front += piece.frame.size().y + gap;
            (piece.id, at)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cited::Cited;

    fn piece(id: u32, width: f32, depth: f32) -> Piece {
        let frame = Bounds {
            min: Vec2::new(-width / 2.0, 0.0),
            max: Vec2::new(width / 2.0, depth),
        };
        Piece {
            id,
            frame,
            reach: frame,
            guns: false,
        }
    }

    fn spacing() -> DrillSpacing {
        let mm = |v| Cited::assumed(v, "test");
        DrillSpacing {
            interval: mm(10.0),
            distance: mm(25.4),
            file_gap: mm(25.4),
            step: mm(30.0),
            guns_ahead: mm(50.8),
            behind_gaps: false,
        }
    }

    #[test]
    fn a_line_is_centred_with_its_intervals() {
        let pieces = [piece(1, 100.0, 20.0), piece(2, 60.0, 20.0)];
        let places = row(&pieces, 10.0, 0.0);
        assert_eq!(places[0].1, Vec2::new(-85.0 + 50.0, 0.0));
        assert_eq!(places[1].1, Vec2::new(25.0 + 30.0, 0.0));
    }

    #[test]
    fn the_second_line_covers_the_first_at_the_distance() {
        let pieces: Vec<Piece> = (1..=4).map(|id| piece(id, 100.0, 20.0)).collect();
        let places = two_lines(&pieces, &spacing());
        assert_eq!(places[2].1.x, places[0].1.x);
        assert_eq!(places[2].1.y, 20.0 + 25.4);
    }

    #[test]
    fn the_second_line_may_stand_behind_the_gaps() {
        let pieces: Vec<Piece> = (1..=5).map(|id| piece(id, 100.0, 20.0)).collect();
        let spacing = DrillSpacing {
            behind_gaps: true,
            ..spacing()
        };
        let places = two_lines(&pieces, &spacing);
        let gap_middles = [
            (places[0].1.x + places[1].1.x) / 2.0,
            (places[1].1.x + places[2].1.x) / 2.0,
        ];
        assert_eq!([places[3].1.x, places[4].1.x], gap_middles);
    }

    #[test]
    fn the_guns_stand_in_the_first_of_two_lines() {
        let mut pieces: Vec<Piece> = (1..=4).map(|id| piece(id, 100.0, 20.0)).collect();
        pieces[3].guns = true;
        let places = two_lines(&pieces, &spacing());
        let back_of = |id: u32| places.iter().find(|(i, _)| *i == id).unwrap().1.y;
        assert_eq!([back_of(1), back_of(2), back_of(4)], [0.0, 0.0, 0.0]);
        assert_eq!(back_of(3), 20.0 + 25.4);
    }

    #[test]
    fn an_echelon_steps_back_from_its_leading_wing() {
        let pieces: Vec<Piece> = (1..=3).map(|id| piece(id, 100.0, 20.0)).collect();
        let right = arrange(BrigadeForm::Echelon(Wing::Right), &pieces, &spacing());
        let backs: Vec<f32> = right.iter().map(|(_, at)| at.y).collect();
        assert_eq!(backs, [60.0, 30.0, 0.0]);
    }

    #[test]
    fn squares_of_the_second_row_stand_behind_the_gaps_a_square_wide() {
        let pieces: Vec<Piece> = (1..=5).map(|id| piece(id, 40.0, 40.0)).collect();
        let places = squares(&pieces, &spacing());
        assert_eq!(places[1].1.x - places[0].1.x, 80.0);
        assert_eq!(places[3].1.x, (places[0].1.x + places[1].1.x) / 2.0);
        assert_eq!(places[3].1.y, 80.0);
    }
}

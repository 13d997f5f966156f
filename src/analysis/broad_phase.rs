//! Which pairs of units are near enough to need a closer look.
//!
//! A uniform grid over the table: each unit is entered in every cell its box (grown by the
//! longest reach any rule looks across) covers, and only units sharing a cell are paired.
//! Written here rather than taken from a spatial crate: it is a dozen lines over our own
//! boxes, and the benchmark compares it with checking every pair.

use std::collections::HashMap;

use crate::geom::Bounds;

/// Pairs `(i, j)`, `i < j`, of boxes within `reach` of each other's cells. Each pair is
/// reported once, from the first cell the two share, so no sorting is needed.
pub fn grid_pairs(boxes: &[Bounds], reach: f32) -> Vec<(usize, usize)> {
    let cell = cell_size(boxes, reach);
    let spans: Vec<((i32, i32), (i32, i32))> = boxes
        .iter()
        .map(|b| {
            let grown = b.expanded(reach / 2.0);
            (
                key(grown.min.x, grown.min.y, cell),
                key(grown.max.x, grown.max.y, cell),
            )
        })
        .collect();
    let mut cells: HashMap<(i32, i32), Vec<usize>> = HashMap::new();
    for (index, &((x0, y0), (x1, y1))) in spans.iter().enumerate() {
        for x in x0..=x1 {
            for y in y0..=y1 {
                cells.entry((x, y)).or_default().push(index);
            }
        }
    }
    let mut pairs = Vec::new();
    for (&here, members) in &cells {
        for (k, &i) in members.iter().enumerate() {
            for &j in &members[k + 1..] {
                let (a, b) = (spans[i].0, spans[j].0);
                if (a.0.max(b.0), a.1.max(b.1)) == here {
                    pairs.push((i.min(j), i.max(j)));
                }
            }
        }
    }
    pairs
}

/// Every pair `(i, j)`, `i < j`: what the grid saves us from.
pub fn all_pairs(count: usize) -> Vec<(usize, usize)> {
    (0..count)
        .flat_map(|i| (i + 1..count).map(move |j| (i, j)))
        .collect()
}

/// A cell about as large as a typical unit plus its reach, so a unit covers few cells.
fn cell_size(boxes: &[Bounds], reach: f32) -> f32 {
    let total: f32 = boxes.iter().map(|b| b.size().max_element()).sum();
    let typical = if boxes.is_empty() {
        100.0
    } else {
        total / boxes.len() as f32
    };
    (typical + reach).max(10.0)
}

fn key(x: f32, y: f32, cell: f32) -> (i32, i32) {
    ((x / cell).floor() as i32, (y / cell).floor() as i32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec2;

    fn square_at(x: f32) -> Bounds {
        Bounds::around([Vec2::new(x, 0.0), Vec2::new(x + 10.0, 10.0)])
    }

    #[test]
    fn the_grid_finds_every_near_pair_and_skips_far_ones() {
        let boxes = [square_at(0.0), square_at(12.0), square_at(500.0)];
        let pairs = grid_pairs(&boxes, 5.0);
        assert_eq!(
            pairs.iter().filter(|&&p| p == (0, 1)).count(),
            1,
            "reported once"
        );
        assert!(!pairs.contains(&(0, 2)) && !pairs.contains(&(1, 2)));
        assert_eq!(all_pairs(3), vec![(0, 1), (0, 2), (1, 2)]);
    }
}

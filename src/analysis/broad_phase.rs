//! Which pairs of units are near enough to need a closer look.
//!
//! Sweep and prune: the boxes, each grown by half the longest reach any rule looks across,
//! sorted along the axis the table spreads most, and each compared only with those whose
//! span along it begins before its own ends. Written here rather than taken from a spatial
//! crate: it is a dozen lines over our own boxes, and the benchmark compares it with checking
//! every pair.

use crate::geom::Bounds;

/// Pairs `(i, j)`, `i < j`, of boxes within `reach` of each other (each grown by half of
/// it, they meet), each reported once, in no particular order.
pub fn sweep_pairs(boxes: &[Bounds], reach: f32) -> Vec<(usize, usize)> {
    let grown: Vec<Bounds> = boxes.iter().map(|b| b.expanded(reach / 2.0)).collect();
    let spread = grown
        .iter()
        .fold(Bounds::EMPTY, |all, b| all.union(*b))
        .size();
    let along_x = spread.x >= spread.y;
    let span = |b: &Bounds| {
        if along_x {
            (b.min.x, b.max.x)
        } else {
            (b.min.y, b.max.y)
        }
    };
    let mut order: Vec<usize> = (0..grown.len()).collect();
    order.sort_unstable_by(|&a, &b| span(&grown[a]).0.total_cmp(&span(&grown[b]).0));
    let mut pairs = Vec::new();
    for (k, &i) in order.iter().enumerate() {
        let (_, end) = span(&grown[i]);
        for &j in &order[k + 1..] {
            if span(&grown[j]).0 > end {
                break;
            }
            if grown[i].intersects(&grown[j]) {
                pairs.push((i.min(j), i.max(j)));
            }
        }
    }
    pairs
}

/// Every pair `(i, j)`, `i < j`: what the sweep saves us from.
pub fn all_pairs(count: usize) -> Vec<(usize, usize)> {
    (0..count)
        .flat_map(|i| (i + 1..count).map(move |j| (i, j)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec2;

    fn square_at(x: f32) -> Bounds {
        Bounds::around([Vec2::new(x, 0.0), Vec2::new(x + 10.0, 10.0)])
    }

    #[test]
    fn the_sweep_finds_every_near_pair_and_skips_far_ones() {
        let boxes = [square_at(0.0), square_at(12.0), square_at(500.0)];
        let pairs = sweep_pairs(&boxes, 5.0);
        assert_eq!(
            pairs.iter().filter(|&&p| p == (0, 1)).count(),
            1,
            "reported once"
        );
        assert!(!pairs.contains(&(0, 2)) && !pairs.contains(&(1, 2)));
        assert_eq!(all_pairs(3), vec![(0, 1), (0, 2), (1, 2)]);
    }

    /// Over boxes strewn at random, tall and wide, the sweep finds exactly the pairs that
    /// checking every pair finds.
    #[test]
    fn the_sweep_finds_what_checking_every_pair_finds() {
        let mut seed = 7u32;
        let mut next = |most: f32| {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            (seed >> 8) as f32 / (1 << 24) as f32 * most
        };
        let boxes: Vec<Bounds> = (0..300)
            .map(|_| {
                let at = Vec2::new(next(2000.0), next(600.0));
                Bounds::around([at, at + Vec2::new(next(120.0), next(300.0))])
            })
            .collect();
        let mut swept = sweep_pairs(&boxes, 40.0);
        swept.sort_unstable();
        let checked: Vec<(usize, usize)> = all_pairs(boxes.len())
            .into_iter()
            .filter(|&(i, j)| boxes[i].expanded(20.0).intersects(&boxes[j].expanded(20.0)))
            .collect();
        assert!(checked.len() > 100, "{}", checked.len());
        assert_eq!(swept, checked);
    }
}

//! Connected groups: units linked by a relation, or skirmishers linked by distance.

/// The connected components of `count` items joined by `links`, each sorted, in order of their
/// first item. A union-find over indices; small enough to own rather than depend on a crate.
pub(super) fn components(
    count: usize,
    links: impl IntoIterator<Item = (usize, usize)>,
) -> Vec<Vec<usize>> {
    let mut parent: Vec<usize> = (0..count).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for (a, b) in links {
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        if ra != rb {
            parent[ra.max(rb)] = ra.min(rb);
        }
    }
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut slot = vec![usize::MAX; count];
    for i in 0..count {
        let r = root(&mut parent, i);
        if slot[r] == usize::MAX {
            slot[r] = groups.len();
            groups.push(Vec::new());
        }
        groups[slot[r]].push(i);
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linked_items_share_a_component() {
        assert_eq!(
            components(5, [(0, 2), (3, 4), (2, 0)]),
            vec![vec![0, 2], vec![1], vec![3, 4]]
        );
    }
}

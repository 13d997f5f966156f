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

/// The groups of two or more items that `links` join, each sorted, in order of their first
/// item. Its work grows with the links, not with the table.
pub(super) fn linked_groups(links: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut items: Vec<usize> = links.iter().flat_map(|&(a, b)| [a, b]).collect();
    items.sort_unstable();
    items.dedup();
    let slot = |item: usize| items.binary_search(&item).unwrap_or(0);
    let compact = links.iter().map(|&(a, b)| (slot(a), slot(b)));
    components(items.len(), compact.collect::<Vec<_>>())
        .into_iter()
        .filter(|group| group.len() > 1)
        .map(|group| group.into_iter().map(|i| items[i]).collect())
        .collect()
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

//! Lists a memo draws from the layout or the table, which change at every frame of a drag:
//! each is compared with the list it would make before anything is copied, so a frame that
//! changes none of its items copies nothing and wakes nothing.

/// `previous`, when item for item it is what `items` would make (as `same` tells); else the
/// list `make` makes of `items`. With whether the list changed, as `Memo::new_owning` asks.
pub fn kept_or_made<V, T>(
    previous: Option<Vec<T>>,
    items: impl Iterator<Item = V> + Clone,
    same: impl Fn(&T, &V) -> bool,
    make: impl FnMut(V) -> T,
) -> (Vec<T>, bool) {
    if let Some(previous) = previous {
        let mut fresh = items.clone();
        let kept = previous
            .iter()
            .all(|item| fresh.next().is_some_and(|v| same(item, &v)));
        if kept && fresh.next().is_none() {
            return (previous, false);
        }
    }
    (items.map(make).collect(), true)
}

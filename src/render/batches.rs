//! A table that arrives whole (a link, a file, an undo) is drawn in shares, each in a task of
//! its own, so that drawing it never keeps the page busy for long and the browser paints
//! between them: each share takes the next units in table order while their cost fits
//! [`COST_PER_TASK`].

/// What drawing one unit costs beyond its bases, counted in bases: its group, title and
/// the browser's styling of them. Measured in Chromium on the worst tables: a thousand units
/// of five bases took about as long to draw as 17,000 bases in few units.
pub const UNIT_COST: usize = 12;

/// The most drawn in one task, counted in bases: a battle of 500 units of five bases (8,500)
/// is drawn at once. The worst tables the limits admit (1,000 units of five bases, 17,000;
/// 25 units of 200 bases, 5,300) then open with no task longer than 56 to 74 ms in Chromium
/// on a 2-core machine; a larger table is drawn in shares.
pub const COST_PER_TASK: usize = 9000;

/// The costliest table that opens in the task that reads it: a larger one opens in a task of
/// its own, after the page or the table before it is drawn, so that building the page and
/// placing a large table never add up in one task. A battle of 500 units of five bases opens
/// at once.
pub const OPENED_AT_ONCE: usize = 9000;

/// What drawing units of these base counts costs, counted as [`COST_PER_TASK`].
pub fn drawing_cost(bases: impl IntoIterator<Item = usize>) -> usize {
    bases.into_iter().fold(0, |spent, bases| {
        spent.saturating_add(UNIT_COST.saturating_add(bases))
    })
}

/// How many of `units` (id and base count, in table order) to draw by the end of this task:
/// every unit already drawn, and the next ones not yet drawn while their cost fits `budget`
/// (at least one a task, however large, unless the budget is nothing).
pub fn units_to_draw(units: &[(u32, usize)], drawn: impl Fn(u32) -> bool, budget: usize) -> usize {
    let mut spent = 0;
    for (index, &(id, bases)) in units.iter().enumerate() {
        if drawn(id) {
            continue;
        }
        let cost = UNIT_COST + bases;
        if (spent > 0 || budget == 0) && spent + cost > budget {
            return index;
        }
        spent += cost;
    }
    units.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_share_takes_units_while_their_cost_fits() {
        let units: Vec<(u32, usize)> = (1..=10).map(|id| (id, 8)).collect();
        // Each costs 20: three fit in 60, and three more in the next share.
        assert_eq!(units_to_draw(&units, |_| false, 60), 3);
        assert_eq!(units_to_draw(&units, |id| id <= 3, 60), 6);
        assert_eq!(units_to_draw(&units, |_| true, 60), 10);
    }

    #[test]
    fn a_tables_cost_counts_each_unit_and_its_bases() {
        assert_eq!(drawing_cost([]), 0);
        assert_eq!(drawing_cost([8, 1]), 2 * UNIT_COST + 9);
        assert_eq!(drawing_cost([usize::MAX, 1]), usize::MAX);
    }

    #[test]
    fn a_unit_larger_than_the_budget_is_drawn_alone() {
        let units = [(1, 500), (2, 5)];
        assert_eq!(units_to_draw(&units, |_| false, 100), 1);
        assert_eq!(units_to_draw(&units, |id| id == 1, 100), 2);
    }

    #[test]
    fn a_budget_of_nothing_keeps_what_is_drawn_and_draws_nothing_new() {
        let units: Vec<(u32, usize)> = (1..=4).map(|id| (id, 8)).collect();
        assert_eq!(units_to_draw(&units, |_| false, 0), 0);
        assert_eq!(units_to_draw(&units, |id| id <= 2, 0), 2);
        assert_eq!(units_to_draw(&units, |_| true, 0), 4);
    }

    #[test]
    fn units_drawn_already_cost_nothing_wherever_they_stand() {
        let units: Vec<(u32, usize)> = (1..=6).map(|id| (id, 8)).collect();
        // Unit 3 was added after units 1, 2 and 4 were drawn: it and unit 5 fit the share.
        assert_eq!(units_to_draw(&units, |id| id != 3 && id <= 4, 40), 5);
    }
}

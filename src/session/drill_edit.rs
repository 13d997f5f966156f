//! A brigade drilled as one edit.

use super::{Ground, Notice, Outcome, Session};
use crate::drill::{DrillOrder, drill_brigade};

impl Session {
    /// Forms brigade `brigade` as `order` asks, as one undo step, and says what it kept of
    /// the rules; or refuses, saying where and why, changing nothing.
    pub(super) fn drill(
        &mut self,
        brigade: usize,
        order: &DrillOrder,
        ground: &Ground,
        out: &mut Outcome,
    ) {
        let Some(ruleset) = ground.ruleset else {
            return out.refuse("the table's rules are not loaded: a drill reads them");
        };
        let drilled = match drill_brigade(&self.layout, ruleset, brigade, order) {
            Ok(drilled) => drilled,
            Err(why) => return out.refuse(why),
        };
        let name = self.layout.brigades[brigade].name.clone();
        if self.change(out, |layout| {
            drilled.apply_to(layout);
            Ok(())
        }) {
            let mut lines: Vec<String> = (drilled.spacing.kept(order.form).into_iter())
                .map(|(what, kept)| {
                    let length = ruleset.describe_length(kept.value);
                    format!("{what}: {length} ({})", kept.cite())
                })
                .collect();
            lines.extend(drilled.notes);
            out.say(Notice {
                lines,
                ..Notice::info(format!("{name} formed in {}.", order.form.name()))
            });
        }
    }
}

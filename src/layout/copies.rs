//! Copies of units: one beside its original ([`Layout::duplicate_unit`]), or a group copied
//! and pasted elsewhere on the table, or onto another table of the same ruleset
//! ([`Layout::paste_units`]). A copy is a unit of its own: its own id, a name numbered after
//! its original's, and no move or change of formation this turn.

use glam::Vec2;

use super::{Layout, LayoutUnit};
use crate::geom::Pose;
use crate::limits::MAX_NAME_CHARS;

impl Layout {
    /// Adds a copy of unit `id` standing at `pose`, on the same side, with the same basing,
    /// formation and choices, named as [`Layout::copy_name`] says. Returns its id.
    pub fn duplicate_unit(&mut self, id: u32, pose: Pose) -> Result<u32, String> {
        let mut original = self.unit(id).ok_or("the unit is gone")?.clone();
        original.pose = pose;
        let copies = self.paste_units(&[original], Vec2::ZERO)?;
        copies
            .first()
            .copied()
            .ok_or_else(|| "no copy was made".to_owned())
    }

    /// Adds a copy of each of `units` (as they stood when copied, from this table or another
    /// of the same ruleset), shifted by `shift` mm, keeping their places beside each other.
    /// Returns the copies' ids, in order; refused whole where the table would hold too many
    /// units or bases, or a name would grow too long.
    pub fn paste_units(&mut self, units: &[LayoutUnit], shift: Vec2) -> Result<Vec<u32>, String> {
        super::check::unit_count(self.units.len() + units.len())?;
        let kept = self.units.len();
        let mut ids = Vec::with_capacity(units.len());
        for original in units {
            let name = match self.copy_name(&original.name) {
                Ok(name) => name,
                Err(long) => {
                    self.units.truncate(kept);
                    return Err(long);
                }
            };
            let at = original.pose.position() + shift;
            let copy = LayoutUnit {
                id: self.next_unit_id(),
                name,
                pose: Pose::new(at.x, at.y, original.pose.heading),
                move_start: None,
                changes: Vec::new(),
                ..original.clone()
            };
            ids.push(copy.id);
            self.units.push(copy);
        }
        if let Err(full) = super::check::table_bases(&self.units) {
            self.units.truncate(kept);
            return Err(full);
        }
        Ok(ids)
    }

    /// The name a copy of a unit named `name` takes: the next number after the highest among
    /// the names that share its stem (`Line battalion 3` after `Line battalion 1` and `2`),
    /// or `name` numbered 2.
    pub fn copy_name(&self, name: &str) -> Result<String, String> {
        let stem = match name.rsplit_once(' ') {
            Some((stem, number)) if number.parse::<u32>().is_ok() => stem,
            _ => name,
        };
        let highest = self
            .units
            .iter()
            .filter_map(|u| {
                let rest = u.name.strip_prefix(stem)?;
                if rest.is_empty() {
                    return Some(1);
                }
                rest.strip_prefix(' ')?.parse::<u32>().ok()
            })
            .max()
            .unwrap_or(1);
        let copy = format!("{stem} {}", highest.saturating_add(1));
        if copy.chars().count() > MAX_NAME_CHARS {
            return Err(format!(
                "The copy's name, {copy}, would be longer than {MAX_NAME_CHARS} characters: rename {name} first."
            ));
        }
        Ok(copy)
    }
}

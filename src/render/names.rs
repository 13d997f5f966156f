//! Units' and brigades' names on the table, placed where they cover no base and no other
//! name.
//!
//! A name is written upright whatever its unit's facing, at a letter size the view sets, so it
//! reads the same at every zoom. It goes behind its unit where there is room, else beside it,
//! else in front, else off a corner, and never past the view's edge ([`spots`]): a unit's name
//! stays beside its unit, since a name a row or two away, among its neighbours', seems to
//! name one of them. Where the whole name has no room there, as in a line of small units seen
//! from afar, its short form does ([`ShortNames`]: `LIB 8` for `Line infantry battalion 8`);
//! with no room for that either it is left out until the player comes closer, and its unit
//! still names itself on hover and in the inspector. Names are placed greedily (the selected
//! unit's first, then in table order) over a grid of the boxes already taken ([`BoxGrid`]).
//!
//! Placing text needs its width before the browser has drawn it: [`text_width_em`] gives a
//! generous estimate from the letters, so the name drawn fits inside the box placed.

use std::fmt::Write as _;

use glam::Vec2;

use super::escape;
use super::short_names::ShortNames;
use crate::decimal::Decimal;
use crate::geom::{Bounds, BoxGrid};
use crate::table::{PlacedUnit, Table};

/// A unit's name where it is written: its box's centre, and the box, in table mm.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedName {
    /// The unit's id.
    pub id: u32,
    /// Its player's side.
    pub side: u8,
    /// The name.
    pub text: String,
    /// The middle of the written name.
    pub at: Vec2,
    /// The box the name is kept within.
    pub bounds: Bounds,
}

/// How many letters fit across the view's longer side, where the screen's scale is not yet
/// known: about 12 pixels high on a table 900 pixels across.
pub const LETTERS_PER_VIEW: f32 = 75.0;

/// The height of a name's box, in letters (ems): the letters and a little air.
const LINE_EM: f32 = 1.3;
/// The gap between a unit's bases and its name, in letters.
const GAP_EM: f32 = 0.3;
/// The cells of the grid of boxes taken, along each side of the view.
const GRID_CELLS: usize = 24;

/// The most taken boxes the words of one view may be checked against, in all. Words are
/// placed in table order until it is spent: a thousand units piled on one spot would
/// otherwise check each word's every spot against five thousand bases, 90 ms in a browser.
/// A battle of 500 units fitted in the view looks at about a twentieth of it.
pub const LETTERING_BUDGET: usize = 2_000_000;

/// How wide `text` is written in a sans-serif face, in ems, erring wide: narrow letters count
/// a third, wide ones a whole em, capitals seven tenths, and the rest six tenths.
pub fn text_width_em(text: &str) -> f32 {
    text.chars()
        .map(|c| match c {
            'i' | 'l' | 'j' | 'f' | 't' | 'r' | 'I' | '!' | '.' | ',' | ':' | ';' | '\'' | '|' => {
                0.35
            }
            ' ' => 0.35,
            'm' | 'w' | 'M' | 'W' | '@' => 1.0,
            c if c.is_ascii_uppercase() => 0.75,
            c if c.is_ascii() => 0.62,
            // Latin letters with accents are as wide as capitals at most; other scripts may be
            // wider, up to a whole em. (By code point: the Unicode tables would cost the page.)
            '\u{00c0}'..='\u{024f}' => 0.75,
            _ => 1.0,
        })
        .sum()
}

/// The sides of a box in turn round it, each beside the one before.
const SIDES: [Vec2; 4] = [Vec2::Y, Vec2::NEG_X, Vec2::NEG_Y, Vec2::X];

/// The sides of a unit's box to try its name on, as directions from its middle: the one
/// nearest `behind` first, then the nearer side beside it, the other, and the one in front.
fn sides_from(behind: Vec2) -> [Vec2; 4] {
    let toward = |k: usize| SIDES[k % 4].dot(behind);
    let back = (0..4)
        .max_by(|&a, &b| toward(a).total_cmp(&toward(b)))
        .unwrap_or(0);
    let (near, far) = if toward(back + 1) >= toward(back + 3) {
        (back + 1, back + 3)
    } else {
        (back + 3, back + 1)
    };
    [back, near, far, back + 2].map(|k| SIDES[k % 4])
}

/// The rows beyond the first, each a line farther out, that a brigade's name may stand in
/// behind or in front of its units.
const FARTHER_ROWS: usize = 2;

/// How much wider than its unit, in letters, a whole name may be among neighbours.
const OVERHANG_EM: f32 = 4.0;

/// Where to try a name `half` its size from the middle of a unit whose box is `b`, `gap`
/// clear of it, behind it first (see [`sides_from`]): on each side centred on the unit, then
/// flush with one end of it, then the other, so that a name near the view's edge or a
/// neighbour still stands by its own unit; then the corners; then, a row farther out at a
/// time up to `rows` rows, behind and in front of it as on the sides.
fn spots(
    b: &Bounds,
    half: Vec2,
    gap: f32,
    behind: Vec2,
    rows: usize,
) -> impl Iterator<Item = Vec2> {
    let middle = (b.min + b.max) / 2.0;
    let reach = b.size() / 2.0 + Vec2::splat(gap) + half;
    let flush = half - b.size() / 2.0;
    let sides = sides_from(behind);
    let beside = move |side: Vec2, reach: Vec2| {
        let across = side.perp().abs();
        [0.0, 1.0, -1.0].map(move |k| middle + side * reach + across * flush * k)
    };
    let along = sides.into_iter().flat_map(move |side| beside(side, reach));
    let corners =
        [(0, 1), (0, 2), (3, 1), (3, 2)].map(|(a, b)| middle + (sides[a] + sides[b]) * reach);
    let row = half * 2.0 + Vec2::splat(gap);
    let farther = (1..=rows).flat_map(move |k| {
        [sides[0], sides[3]]
            .into_iter()
            .flat_map(move |side| beside(side, reach + row * k as f32))
    });
    along.chain(corners).chain(farther)
}

/// The words written over a view, at one letter size: the boxes they and the bases in the
/// view take, so that each word placed keeps clear of all of them.
pub struct Lettering {
    taken: BoxGrid,
    view: Bounds,
    letter_mm: f32,
}

impl Lettering {
    /// Lettering over `view` at `letter_mm` letters, every base of `table` in the view
    /// taken; `None` for a view or a letter size that holds no words.
    pub fn over(table: &Table, view: Bounds, letter_mm: f32) -> Option<Self> {
        if !(letter_mm.is_finite() && letter_mm > 0.0) || view.is_empty() {
            return None;
        }
        let mut taken = BoxGrid::over(view, GRID_CELLS);
        for unit in table.units.iter().filter(|u| u.bounds.intersects(&view)) {
            for rect in &unit.rects {
                taken.insert(rect.bounds());
            }
        }
        Some(Self {
            taken,
            view,
            letter_mm,
        })
    }

    /// Keeps words off `b`: a mark or a handle drawn there.
    pub fn keep_off(&mut self, b: Bounds) {
        self.taken.insert(b);
    }

    /// Writes `text` at the first of `spots` where its box lies in the view clear of every
    /// box taken, and takes that box: where it went, and its box. Nothing is written once the
    /// words have spent [`LETTERING_BUDGET`].
    pub fn write(
        &mut self,
        text: &str,
        spots: impl IntoIterator<Item = Vec2>,
    ) -> Option<(Vec2, Bounds)> {
        let half = self.half_box(text);
        let spots: Vec<Vec2> = spots.into_iter().collect();
        let boxes = spots.iter().map(|&at| Bounds {
            min: at - half,
            max: at + half,
        });
        let index = self.take_first(boxes)?;
        let at = spots[index];
        Some((
            at,
            Bounds {
                min: at - half,
                max: at + half,
            },
        ))
    }

    /// Takes the first of `boxes` that lies in the view clear of every box taken, and
    /// returns its index. None is taken once the words have spent [`LETTERING_BUDGET`].
    pub fn take_first(&mut self, boxes: impl IntoIterator<Item = Bounds>) -> Option<usize> {
        if self.taken.looked_at() >= LETTERING_BUDGET {
            return None;
        }
        let (index, found) = boxes.into_iter().enumerate().find(|(_, bounds)| {
            let inside =
                bounds.min.cmpge(self.view.min).all() && bounds.max.cmple(self.view.max).all();
            inside && !self.taken.overlaps(bounds)
        })?;
        self.taken.insert(found);
        Some(index)
    }

    /// Whether a name of half-box `half` is wider than `unit` by more than [`OVERHANG_EM`]
    /// and another unit stands within its reach round `unit`.
    fn overhangs(&self, table: &Table, unit: &PlacedUnit, half: Vec2) -> bool {
        let b = unit.bounds;
        if 2.0 * half.x <= b.size().x + OVERHANG_EM * self.letter_mm {
            return false;
        }
        let reach = Bounds {
            min: b.min - Vec2::new(half.x, 2.0 * half.y),
            max: b.max + Vec2::new(half.x, 2.0 * half.y),
        };
        table
            .units
            .iter()
            .any(|other| other.id != unit.id && other.bounds.intersects(&reach))
    }

    /// How high the names' letters stand, mm.
    pub fn letter_mm(&self) -> f32 {
        self.letter_mm
    }

    /// Half the box `text` is kept within.
    pub fn half_box(&self, text: &str) -> Vec2 {
        Vec2::new(
            text_width_em(text) * self.letter_mm,
            LINE_EM * self.letter_mm,
        ) / 2.0
    }

    /// Where each named brigade's name goes, `brigades` as (name, its units' ids): beside one
    /// of its units in the view, round the first as a unit's name goes round its unit, else
    /// the next. Never round the box of them all, which may hold a unit of another brigade
    /// that the name would then seem to label. The id of a brigade's name is its index in
    /// `brigades`.
    pub fn brigade_names(
        &mut self,
        table: &Table,
        brigades: &[(String, Vec<u32>)],
    ) -> Vec<PlacedName> {
        let gap = GAP_EM * self.letter_mm;
        let view = self.view;
        let mut placed = Vec::new();
        for (index, (name, ids)) in brigades.iter().enumerate() {
            let units: Vec<_> = ids
                .iter()
                .filter_map(|&id| table.unit(id))
                .filter(|u| u.bounds.intersects(&view))
                .collect();
            let Some(first) = units.first() else {
                continue;
            };
            if name.trim().is_empty() {
                continue;
            }
            let half = self.half_box(name);
            let tried = units
                .iter()
                .flat_map(|u| spots(&u.bounds, half, gap, -u.pose.forward(), FARTHER_ROWS));
            if let Some((at, bounds)) = self.write(name, tried) {
                placed.push(PlacedName {
                    id: index as u32,
                    side: first.side.0,
                    text: name.clone(),
                    at,
                    bounds,
                });
            }
        }
        placed
    }

    /// Where each unit's name goes: every unit standing in the view is tried, `first`'s
    /// before the others.
    pub fn unit_names(&mut self, table: &Table, first: Option<u32>) -> Vec<PlacedName> {
        let mut placed = self.names_of(table, |id| Some(id) == first, 0.0);
        placed.extend(self.names_of(table, |id| Some(id) != first, 0.0));
        placed
    }

    /// Where the names of the units in the view that `pick` picks by id go, in table order,
    /// each tried round its unit's box grown by `margin` mm (room for its handles): whole,
    /// else short. A whole name much wider than its unit, with another unit within its reach,
    /// goes short at once: written whole, it would take the room its neighbours' names need,
    /// and seem to name them.
    pub fn names_of(
        &mut self,
        table: &Table,
        pick: impl Fn(u32) -> bool,
        margin: f32,
    ) -> Vec<PlacedName> {
        let gap = GAP_EM * self.letter_mm;
        let view = self.view;
        let picked = table
            .units
            .iter()
            .filter(|u| pick(u.id) && u.bounds.intersects(&view) && !u.name.trim().is_empty());
        let shorts = ShortNames::of(table.units.iter().map(|u| u.name.as_str()));
        let mut placed = Vec::new();
        for unit in picked {
            let around = unit.bounds.expanded(margin);
            let mut tries = shorts.forms(&unit.name);
            if self.overhangs(table, unit, self.half_box(&tries[0])) {
                tries[0].clear();
            }
            let found = tries
                .into_iter()
                .filter(|text| !text.is_empty())
                .find_map(|text| {
                    let half = self.half_box(&text);
                    let tried = spots(&around, half, gap, -unit.pose.forward(), 0);
                    let (at, bounds) = self.write(&text, tried)?;
                    Some((text, at, bounds))
                });
            if let Some((text, at, bounds)) = found {
                placed.push(PlacedName {
                    id: unit.id,
                    side: unit.side.0,
                    text,
                    at,
                    bounds,
                });
            }
        }
        placed
    }
}

/// Where each unit's name goes in `view`, at `letter_mm` letters: every unit standing in the
/// view is tried, `first`'s before the others.
pub fn place_names(
    table: &Table,
    view: Bounds,
    letter_mm: f32,
    first: Option<u32>,
) -> Vec<PlacedName> {
    Lettering::over(table, view, letter_mm)
        .map(|mut lettering| lettering.unit_names(table, first))
        .unwrap_or_default()
}

/// A group of words of class `class` whose letters are `letter_mm` high, each written into
/// it by `write` with [`centred_word`].
pub(super) fn word_group(class: &str, letter_mm: f32, write: impl FnOnce(&mut String)) -> String {
    let mut out = format!(
        "<g class=\"{class}\" font-size=\"{}\">",
        Decimal::drawn(letter_mm)
    );
    write(&mut out);
    out.push_str("</g>");
    out
}

/// `text`, escaped, centred on `at`; `attributes` say what it is.
pub(super) fn centred_word(
    out: &mut String,
    attributes: std::fmt::Arguments,
    at: Vec2,
    text: &str,
) {
    let _ = write!(
        out,
        "<text {attributes} x=\"{}\" y=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\">{}</text>",
        Decimal::drawn(at.x),
        Decimal::drawn(at.y),
        escape(text)
    );
}

/// The brigades' names as SVG, in one group whose letters are `letter_mm` high, each named
/// by its brigade's index.
pub fn brigade_names_markup(names: &[PlacedName], letter_mm: f32) -> String {
    names_group(
        ["brigade-names", "brigade-name", "data-brigade"],
        names,
        letter_mm,
    )
}

/// The names as SVG, in one group whose letters are `letter_mm` high.
pub fn names_markup(names: &[PlacedName], letter_mm: f32) -> String {
    names_group(
        ["unit-names", "unit-name", "data-name-of"],
        names,
        letter_mm,
    )
}

/// `names` in a group of class `group`, each word of class `word` and its side's, its id in
/// the attribute `id`.
fn names_group([group, word, id]: [&str; 3], names: &[PlacedName], letter_mm: f32) -> String {
    word_group(group, letter_mm, |out| {
        for name in names {
            let attributes =
                format_args!("class=\"{word} side-{}\" {id}=\"{}\"", name.side, name.id);
            centred_word(out, attributes, name.at, &name.text);
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Pose;
    use crate::layout::{Layout, PlayerSide};
    use crate::rules::Library;
    use crate::table::resolve;
    use crate::table::sample_battle;

    fn library() -> Library {
        Library::builtin().expect("built-ins")
    }

    /// Every base's box on `table`.
    fn base_boxes(table: &Table) -> Vec<Bounds> {
        table
            .units
            .iter()
            .flat_map(|u| u.rects.iter().map(|r| r.bounds()))
            .collect()
    }

    fn overlap(a: &Bounds, b: &Bounds) -> bool {
        a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y
    }

    fn no_overlaps(table: &Table, names: &[PlacedName]) {
        let bases = base_boxes(table);
        for (i, name) in names.iter().enumerate() {
            assert!(
                !bases.iter().any(|b| overlap(b, &name.bounds)),
                "{name:?} covers a base"
            );
            for other in &names[i + 1..] {
                assert!(
                    !overlap(&name.bounds, &other.bounds),
                    "{name:?} and {other:?}"
                );
            }
        }
    }

    /// A table of line battalions of the figure-scale rules, of the sides and poses given,
    /// and their ids.
    fn battalions(units: &[(u8, Pose)]) -> (Table, Vec<u32>) {
        let library = library();
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let mut layout = Layout::new(library.reference("figure-scale").expect("built in"));
        let ids = units
            .iter()
            .map(|&(side, pose)| {
                layout
                    .add_unit(ruleset, "line-infantry", PlayerSide(side), pose)
                    .expect("added")
            })
            .collect();
        (resolve(&layout, ruleset), ids)
    }

    #[test]
    fn a_name_goes_behind_its_unit_when_there_is_room() {
        let (table, ids) = battalions(&[
            (0, Pose::new(0.0, 0.0, 0.0)),
            (1, Pose::new(0.0, -200.0, 180.0)),
        ]);
        let (facing_up, facing_down) = (ids[0], ids[1]);
        let view = Bounds::around([Vec2::splat(-400.0), Vec2::splat(400.0)]);
        let names = place_names(&table, view, 5.0, None);
        assert_eq!(names.len(), 2);
        let at = |id| names.iter().find(|n| n.id == id).expect("placed").at;
        let unit = |id| table.unit(id).expect("placed").bounds;
        // Behind the unit facing up is below it; behind the one facing down, above it.
        assert!(at(facing_up).y > unit(facing_up).max.y);
        assert!(at(facing_down).y < unit(facing_down).min.y);
        no_overlaps(&table, &names);
        let markup = names_markup(&names, 5.0);
        assert!(
            markup.starts_with("<g class=\"unit-names\" font-size=\"5\">"),
            "{markup}"
        );
        assert_eq!(markup.matches("<text class=\"unit-name").count(), 2);
    }

    #[test]
    fn a_name_keeps_off_what_it_is_told_to_and_goes_round_it() {
        let (table, ids) = battalions(&[(0, Pose::new(0.0, 0.0, 0.0))]);
        let id = ids[0];
        let view = Bounds::around([Vec2::splat(-400.0), Vec2::splat(400.0)]);
        let free = place_names(&table, view, 5.0, None);
        assert_eq!(free.len(), 1);
        assert_eq!(free[0].id, id);
        // A mark where the name would go behind the unit: the name goes elsewhere, clear of it.
        let mark = free[0].bounds.expanded(1.0);
        let mut lettering = Lettering::over(&table, view, 5.0).expect("room");
        lettering.keep_off(mark);
        let names = lettering.unit_names(&table, None);
        assert_eq!(names.len(), 1);
        let name = names[0].bounds;
        assert!(
            name.max.x <= mark.min.x
                || mark.max.x <= name.min.x
                || name.max.y <= mark.min.y
                || mark.max.y <= name.min.y,
            "{name:?} over {mark:?}"
        );
    }

    /// The lettering of every unit's name over `layout`'s whole table, at `letter_mm`
    /// letters: how many names it placed, and how many boxes it looked at.
    fn lettering_work(
        layout: &Layout,
        ruleset: &crate::rules::Ruleset,
        letter_mm: f32,
    ) -> (usize, usize) {
        let table = resolve(layout, ruleset);
        let view = table.bounds().expanded(100.0);
        let mut lettering = Lettering::over(&table, view, letter_mm).expect("a view");
        let names = lettering.unit_names(&table, None);
        (names.len(), lettering.taken.looked_at())
    }

    #[test]
    fn the_words_of_a_pile_stop_at_the_budget_and_a_battle_stays_well_within_it() {
        let library = library();
        for entry in library.entries() {
            let ruleset = &entry.ruleset;
            let pile = &crate::layout::worst_tables(ruleset)[0];
            let (_, looked_at) = lettering_work(&pile.layout, ruleset, 2.0);
            // One write past the budget looks at most at every spot against every box.
            let one_write = 30 * (pile.layout.units.len() * 200 + 100);
            assert!(
                looked_at <= LETTERING_BUDGET + one_write,
                "{}: {looked_at}",
                ruleset.id
            );
        }
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let battle = sample_battle(ruleset, 500).expect("a battle");
        let table = resolve(&battle, ruleset);
        let fitted = table.bounds().size().max_element() / LETTERS_PER_VIEW;
        let (named, looked_at) = lettering_work(&battle, ruleset, fitted);
        assert!(named > 0);
        assert!(looked_at * 5 < LETTERING_BUDGET, "{looked_at}");
    }

    #[test]
    fn names_on_a_crowded_table_cover_no_base_and_no_other_name() {
        let library = library();
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let layout = sample_battle(ruleset, 120).expect("a battle");
        let table = resolve(&layout, ruleset);
        let all = table.bounds();
        for letter in [2.0, 6.0, 20.0] {
            let names = place_names(&table, all.expanded(100.0), letter, Some(7));
            no_overlaps(&table, &names);
            assert!(
                names
                    .iter()
                    .all(|n| n.bounds.min.cmpge(all.expanded(100.0).min).all())
            );
        }
        // Close enough, every unit is named whole; farther off, crowded names go short; far
        // off, some are left out.
        let name_of = |id: u32| table.unit(id).expect("placed").name.clone();
        let near = place_names(&table, all.expanded(100.0), 2.0, None);
        assert_eq!(near.len(), table.units.len());
        assert!(near.iter().all(|n| n.text == name_of(n.id)));
        let farther = place_names(&table, all.expanded(100.0), 12.0, None);
        let shorts = ShortNames::of(table.units.iter().map(|u| u.name.as_str()));
        assert!(
            farther
                .iter()
                .any(|n| n.text == shorts.of_name(&name_of(n.id)))
        );
        let far = place_names(&table, all.expanded(100.0), 120.0, Some(7));
        no_overlaps(&table, &far);
        assert!(far.len() < table.units.len());
        assert_eq!(
            far.first().map(|n| n.id),
            Some(7),
            "the selected unit's name comes first"
        );
    }

    #[test]
    fn a_brigades_name_stands_by_its_units_clear_of_their_bases_and_names() {
        let (one, _) = battalions(&[(0, Pose::new(0.0, 0.0, 0.0))]);
        let frontage = one.units[0].bounds.size().x;
        let line: Vec<(u8, Pose)> = (0..3)
            .map(|k| (0, Pose::new(k as f32 * (frontage + 5.0), 0.0, 0.0)))
            .chain(std::iter::once((1, Pose::new(0.0, -400.0, 180.0))))
            .collect();
        let (table, ids) = battalions(&line);
        let view = table.bounds().expanded(10.0 * frontage);
        let letter = 0.2 * frontage;
        let mut lettering = Lettering::over(&table, view, letter).expect("a view");
        let names = lettering.unit_names(&table, None);
        let brigades = vec![
            ("Brigade Durutte".to_owned(), ids[..3].to_vec()),
            ("Gone".to_owned(), vec![999]),
        ];
        let placed = lettering.brigade_names(&table, &brigades);
        assert_eq!(placed.len(), 1, "{placed:?}");
        let name = &placed[0];
        assert_eq!(
            (name.id, name.side, name.text.as_str()),
            (0, 0, "Brigade Durutte")
        );
        let mut all = names.clone();
        all.push(name.clone());
        no_overlaps(&table, &all);
        // Within three rows of one of the brigade's units.
        let near = ids[..3].iter().filter_map(|&id| table.unit(id)).any(|u| {
            let off = (name.bounds.min - u.bounds.max).max(u.bounds.min - name.bounds.max);
            off.max_element() < 3.0 * LINE_EM * letter
        });
        assert!(near, "{name:?}");
        let markup = brigade_names_markup(&placed, letter);
        assert!(
            markup.contains("class=\"brigade-name side-0\" data-brigade=\"0\""),
            "{markup}"
        );
    }

    #[test]
    fn a_packed_line_has_every_name_beside_its_unit_whole_or_short() {
        let (one, _) = battalions(&[(0, Pose::new(0.0, 0.0, 0.0))]);
        let frontage = one.units[0].bounds.size().x;
        let line: Vec<(u8, Pose)> = (0..8)
            .map(|k| (0, Pose::new(k as f32 * (frontage + 5.0), 0.0, 0.0)))
            .collect();
        let (table, _) = battalions(&line);
        let view = table.bounds().expanded(20.0 * frontage);
        let name = &table.units[0].name;
        // A name shorter than a frontage: every unit is named whole.
        let close = place_names(&table, view, 0.9 * frontage / text_width_em(name), None);
        assert_eq!(close.len(), 8, "{close:?}");
        assert!(close.iter().all(|n| n.text.starts_with("Line infantry")));
        // Each name about two and a half frontages long would name its neighbours too: each
        // goes short, beside its own unit.
        let letter = 2.5 * frontage / text_width_em(name);
        let names = place_names(&table, view, letter, None);
        no_overlaps(&table, &names);
        assert_eq!(names.len(), 8, "{names:?}");
        let gap = GAP_EM * letter;
        for placed in &names {
            let unit = table.unit(placed.id).expect("placed");
            assert_eq!(placed.text, format!("LIB {}", placed.id), "{placed:?}");
            let off =
                (placed.bounds.min - unit.bounds.max).max(unit.bounds.min - placed.bounds.max);
            assert!(
                off.max_element() <= gap + 1e-3,
                "{placed:?} stands away from its unit"
            );
        }
    }

    #[test]
    fn only_units_in_the_view_are_named_and_names_stay_inside_it() {
        let library = library();
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let layout = sample_battle(ruleset, 40).expect("a battle");
        let table = resolve(&layout, ruleset);
        let view = Bounds::around([Vec2::new(-300.0, 100.0), Vec2::new(300.0, 600.0)]);
        let names = place_names(&table, view, 4.0, None);
        assert!(!names.is_empty());
        for name in &names {
            assert!(
                table
                    .unit(name.id)
                    .expect("placed")
                    .bounds
                    .intersects(&view)
            );
            assert!(name.bounds.min.cmpge(view.min).all() && name.bounds.max.cmple(view.max).all());
        }
        assert!(place_names(&table, view, f32::NAN, None).is_empty());
        assert!(place_names(&table, Bounds::EMPTY, 4.0, None).is_empty());
    }

    #[test]
    fn wide_letters_are_counted_wider_than_narrow_ones() {
        assert!(text_width_em("WWW") > text_width_em("iii") * 2.0);
        assert!(text_width_em("Chasseurs à Cheval") > text_width_em("Chasseurs a"));
        assert_eq!(text_width_em(""), 0.0);
    }
}

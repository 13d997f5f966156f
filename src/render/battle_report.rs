//! A battle report: one self-contained HTML page that opens offline and prints a turn to a
//! sheet. It holds the game's name and rules, the order of battle as the game began, and for
//! each kept turn and the turn in hand the table drawn with what happened in it
//! ([`super::TurnMarks`]: the moves, the changes of formation, the charges and the units lost), the
//! players' notes and a list of what happened, in words.
//!
//! Every text from the game is written as text, never as markup. Each turn's section says
//! what it holds in `data-` attributes (`data-turn`, `data-moves`, `data-charges`,
//! `data-lost`), and each move is a `g.move`, so a reader of the page can count them.

use std::fmt::Write as _;

use super::escape;
use super::overlay_words::aspect_word;
use super::sheets::Paper;
use super::turn_sheets::{TurnSheet, turn_sheets};
use crate::game::turn_name;
use crate::geom::describe_length;
use crate::layout::{Layout, PlayerSide};
use crate::rules::Ruleset;

/// The page's own style: a readable column on screen, and a turn to a landscape sheet in
/// print.
const STYLE: &str = "body{font:16px/1.45 system-ui,sans-serif;color:#1f2620;margin:0 auto;max-width:72rem;padding:1rem}\
h1{font-size:1.8rem;margin:.2rem 0}h2{font-size:1.35rem;margin:1.5rem 0 .4rem}h3{font-size:1.05rem;margin:.8rem 0 .2rem}\
.meta{color:#4a544c}.note{font-style:italic;font-size:1.05rem}svg{display:block;width:100%;height:auto;border:1px solid #c9d1c3}\
ul{margin:.3rem 0 .8rem;padding-left:1.3rem}.side-name{font-weight:bold}\
@page{size:A4 landscape;margin:10mm}@media print{body{max-width:none;padding:0}section.turn{break-before:page}svg{border:none}}";

/// The battle report of `game`, played by `ruleset`, its turns drawn on sheets of `paper`.
pub fn battle_report_html(game: &Layout, ruleset: &Ruleset, paper: Paper) -> String {
    let sheets = turn_sheets(game, ruleset, paper, 0);
    let tables: Vec<&Layout> = game.record.iter().chain([game]).collect();
    let title = if game.name.trim().is_empty() {
        "A battle".to_owned()
    } else {
        game.name.clone()
    };
    let mut out = format!(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <title>{} \u{2014} battle report</title><style>{STYLE}</style></head><body><h1>{}</h1>",
        escape(&title),
        escape(&title),
    );
    let first = tables.first().map_or(0, |t| t.turn);
    let _ = write!(
        out,
        "<p class=\"meta\">Played by {}. {} kept, from {} to turn {}.</p>",
        escape(&ruleset.name),
        count(tables.len(), "turn", "turns"),
        turn_name(
            first,
            tables.first().is_some_and(|t| t.battlefield.is_some())
        )
        .to_lowercase(),
        game.turn,
    );
    write_order_of_battle(&mut out, tables[0], ruleset);
    for (at, (table, told)) in tables.iter().zip(&sheets).enumerate() {
        let before = at.checked_sub(1).map(|b| tables[b]);
        write_turn(&mut out, table, before, told);
    }
    out.push_str("</body></html>\n");
    out
}

fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Each side's units as the game began, brigade by brigade.
fn write_order_of_battle(out: &mut String, table: &Layout, ruleset: &Ruleset) {
    out.push_str("<section class=\"order-of-battle\"><h2>Order of battle</h2>");
    for side in PlayerSide::ALL {
        let units: Vec<_> = table.units.iter().filter(|u| u.side == side).collect();
        if units.is_empty() {
            continue;
        }
        let _ = write!(
            out,
            "<h3><span class=\"side-name\">{}</span>: {}</h3>",
            side.name(),
            count(units.len(), "unit", "units")
        );
        let describe = |unit: &crate::layout::LayoutUnit| {
            let troop = ruleset.troop(&unit.troop);
            let formation = troop
                .and_then(|t| t.formation(&unit.formation))
                .map_or(unit.formation.as_str(), |f| f.name.as_str());
            format!(
                "<li>{} \u{2014} {}, {}, {}</li>",
                escape(&unit.name),
                escape(troop.map_or(unit.troop.as_str(), |t| t.name.as_str())),
                escape(formation),
                count(unit.basing.bases as usize, "base", "bases"),
            )
        };
        for brigade in table
            .brigades
            .iter()
            .filter(|b| b.units.iter().any(|id| units.iter().any(|u| u.id == *id)))
        {
            let _ = write!(out, "<p>{}</p><ul>", escape(&brigade.name));
            for id in &brigade.units {
                if let Some(unit) = table.unit(*id) {
                    out.push_str(&describe(unit));
                }
            }
            out.push_str("</ul>");
        }
        let alone: Vec<_> = units
            .iter()
            .filter(|u| !table.brigades.iter().any(|b| b.units.contains(&u.id)))
            .collect();
        if !alone.is_empty() {
            if !table.brigades.is_empty() {
                out.push_str("<p>In no brigade</p>");
            }
            out.push_str("<ul>");
            for unit in alone {
                out.push_str(&describe(unit));
            }
            out.push_str("</ul>");
        }
    }
    out.push_str("</section>");
}

/// One turn: its title and notes, its sheet with what happened drawn, and what happened in
/// words.
fn write_turn(out: &mut String, table: &Layout, before: Option<&Layout>, told: &TurnSheet) {
    let story = &told.story;
    let _ = write!(
        out,
        "<section class=\"turn\" data-turn=\"{}\" data-moves=\"{}\" data-charges=\"{}\" data-lost=\"{}\"><h2>{}</h2>",
        table.turn,
        story.moves.len(),
        story.charges.len(),
        story.lost.len(),
        turn_name(table.turn, table.battlefield.is_some()),
    );
    if !story.note.is_empty() {
        let _ = write!(out, "<p class=\"note\">{}</p>", escape(&story.note));
    }
    out.push_str(&told.sheet.svg);
    // A unit's name, and its side's where a unit of another side bears the same name.
    let fielded = || {
        table
            .units
            .iter()
            .chain(before.into_iter().flat_map(|b| &b.units))
    };
    let name = |id: u32| {
        let Some(unit) = table.unit(id).or_else(|| before.and_then(|b| b.unit(id))) else {
            return format!("unit {id}");
        };
        if fielded().any(|other| other.side != unit.side && other.name == unit.name) {
            format!("{} ({})", unit.name, unit.side.name())
        } else {
            unit.name.clone()
        }
    };
    let mut said: Vec<String> = Vec::new();
    if let Some(farthest) = story
        .moves
        .iter()
        .max_by(|a, b| a.distance_mm.total_cmp(&b.distance_mm))
    {
        said.push(format!(
            "{} moved; the farthest, {}, {}.",
            count(story.moves.len(), "unit", "units"),
            name(farthest.id),
            describe_length(farthest.distance_mm)
        ));
    }
    for charge in &story.charges {
        said.push(format!(
            "{} charged {} in the {}.",
            name(charge.charger),
            name(charge.target),
            aspect_word(charge.face)
        ));
    }
    for change in &story.formed {
        said.push(format!(
            "{} formed {} from {}.",
            name(change.id),
            change.to,
            change.from
        ));
    }
    if !story.lost.is_empty() {
        let names: Vec<String> = story.lost.iter().map(|u| name(u.id)).collect();
        said.push(format!("Lost: {}.", names.join(", ")));
    }
    if !story.arrived.is_empty() {
        let names: Vec<String> = story.arrived.iter().map(|&id| name(id)).collect();
        said.push(format!("Arrived: {}.", names.join(", ")));
    }
    for note in &story.unit_notes {
        said.push(format!("{}: {}", name(note.unit), note.text));
    }
    if !said.is_empty() {
        out.push_str("<ul>");
        for line in said {
            let _ = write!(out, "<li>{}</li>", escape(&line));
        }
        out.push_str("</ul>");
    }
    out.push_str("</section>");
}

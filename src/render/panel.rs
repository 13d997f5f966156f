//! The side panel's lists as markup: the rulesets to choose from, the troop types to add, a
//! troop type's formations, the sides, and a notice's lines. The page sets them as inner HTML and listens for
//! clicks on the list, not on each item: a Leptos view per item costs the first load far
//! more than these few lines of text. An item names what it stands for in a `data-` field.

use std::fmt::Write;

use super::escape;
use crate::rules::{Basing, TroopType};

/// The names the sides go by, matching their colours (the Okabe-Ito palette, told apart with
/// any colour vision).
const SIDE_NAMES: [&str; 4] = ["Blue", "Vermilion", "Green", "Purple"];

/// `<option>`s for rulesets, as `(id, label)`, with `selected` chosen.
pub fn ruleset_options(rulesets: &[(String, String)], selected: &str) -> String {
    let mut out = String::new();
    for (id, label) in rulesets {
        let chosen = if id == selected { " selected" } else { "" };
        let _ = write!(
            out,
            "<option value=\"{}\"{chosen}>{}</option>",
            escape(id),
            escape(label)
        );
    }
    out
}

/// The list item with the button that adds a unit of `troop`, named in `data-troop`.
pub fn troop_buttons(troop: &TroopType) -> String {
    format!(
        "<li><button class=\"add-unit\" data-testid=\"add-{id}\" data-troop=\"{id}\">+ {}</button></li>",
        escape(&troop.name),
        id = escape(&troop.id)
    )
}

/// `<option>`s for a troop type's formations, `current` chosen: the ones it may take, each
/// with its rule, then the ones the rules forbid it, disabled, with the reason.
pub fn formation_options(troop: &TroopType, current: &str) -> String {
    let mut out = String::new();
    for f in &troop.formations {
        let chosen = if f.id == current { " selected" } else { "" };
        let _ = write!(
            out,
            "<option value=\"{}\" title=\"{}\"{chosen}>{}</option>",
            escape(&f.id),
            escape(f.citation.cite()),
            escape(&f.name)
        );
    }
    for f in &troop.forbidden {
        let _ = write!(
            out,
            "<option disabled title=\"{} ({})\">{} — not allowed</option>",
            escape(&f.reason.value),
            escape(f.reason.cite()),
            escape(&f.formation)
        );
    }
    out
}

/// The line naming a unit's troop type and its bases.
pub fn troop_line(troop: &str, basing: &Basing) -> String {
    format!(
        "<p class=\"troop\">{}: {} base{} of {} × {} mm</p>",
        escape(troop),
        basing.bases,
        if basing.bases == 1 { "" } else { "s" },
        basing.base_width_mm,
        basing.base_depth_mm
    )
}

/// Why a unit cannot stand on the table, as an alert.
pub fn problem_note(problem: &str) -> String {
    format!(
        "<p class=\"problem\" role=\"alert\">{}</p>",
        escape(problem)
    )
}

/// The formations a troop type may not take, as a list with the reason and rule of each;
/// nothing when it may take them all.
pub fn forbidden_notes(troop: &TroopType) -> String {
    if troop.forbidden.is_empty() {
        return String::new();
    }
    let mut out = String::from("<ul class=\"forbidden-list\">");
    for f in &troop.forbidden {
        let _ = write!(
            out,
            "<li class=\"forbidden\">{}: {} <span class=\"rule\">{}</span></li>",
            escape(&f.formation),
            escape(&f.reason.value),
            escape(f.reason.cite())
        );
    }
    out.push_str("</ul>");
    out
}

/// A notice's lines, as list items of code: a file's errors, each as the reader wrote it.
pub fn notice_lines(lines: &[String]) -> String {
    lines
        .iter()
        .map(|line| format!("<li><code>{}</code></li>", escape(line)))
        .collect()
}

/// A button for each side, in its colour, the `chosen` one pressed; each names its side in
/// `data-side`, and has the test hook `<hook>-<side>`.
pub fn side_buttons(hook: &str, chosen: u8) -> String {
    let mut out = String::new();
    for (n, name) in SIDE_NAMES.iter().enumerate() {
        let _ = write!(
            out,
            "<button class=\"side side-{n}\" data-testid=\"{hook}-{n}\" data-side=\"{n}\" aria-pressed=\"{}\">{name}</button>",
            n == usize::from(chosen)
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Library;

    #[test]
    fn the_lists_escape_what_a_ruleset_file_wrote() {
        let rulesets = [("mine".to_owned(), "<b>Mine</b>".to_owned())];
        let options = ruleset_options(&rulesets, "mine");
        assert_eq!(
            options,
            "<option value=\"mine\" selected>&lt;b&gt;Mine&lt;/b&gt;</option>"
        );
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let mut troop = ruleset.troops[0].clone();
        troop.name = "Foot & <i>guns</i>".to_owned();
        let button = troop_buttons(&troop);
        assert!(
            button.contains("+ Foot &amp; &lt;i&gt;guns&lt;/i&gt;"),
            "{button}"
        );
        let options = formation_options(&troop, "column");
        assert!(
            options.contains("value=\"column\" title=\"A-9.11, A-9.12, A-8.71\" selected"),
            "{options}"
        );
    }

    #[test]
    fn exactly_the_chosen_side_is_pressed() {
        let buttons = side_buttons("new-side", 2);
        assert_eq!(buttons.matches("aria-pressed=\"true\"").count(), 1);
        assert!(
            buttons.contains("data-side=\"2\" aria-pressed=\"true\">Green"),
            "{buttons}"
        );
    }
}

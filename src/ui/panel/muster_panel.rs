//! Mustering an army from a list: the player pastes a spreadsheet's CSV or a forum post (or
//! opens the file), sees what each line was read as, chooses where a troop type
//! could be two, and musters it as one undo step (see [`crate::muster`]). The plan is read
//! and mustered here, in the panel's module, and the table it makes is opened in the
//! session's place (`Intent::Open`), so that the reading and the muster are reached from one
//! place of the page's code.

use leptos::prelude::*;

use crate::muster::{ArmyPlan, DeployOrders, TroopPick, read_army};
use crate::session::{Intent, Notice};
use crate::ui::Editor;
use crate::ui::io::files::{chosen_file, read};
use crate::ui::panel::army_files::ArmyFiles;
use crate::ui::parts::switch::Switch;

/// The section, closed until the player opens it: its form is built then, so that a table
/// opened from a link never waits on it.
#[component]
pub fn MusterPanel() -> impl IntoView {
    let opened = RwSignal::new(false);
    view! {
        <details class="muster" data-testid="muster" on:toggle=move |_| opened.set(true)>
            <summary>
                <h2>"Muster an army"</h2>
            </summary>
            {move || opened.get().then(|| view! { <MusterForm/> <ArmyFiles/> })}
        </details>
    }
}

/// The list, what each of its lines was read as, and the button that musters it.
#[component]
fn MusterForm() -> impl IntoView {
    let editor = Editor::get();
    let text = RwSignal::new(String::new());
    // The player's choice of troop type for a line that could be two: line, troop id.
    let chosen = RwSignal::new(Vec::<(usize, String)>::new());
    // Where the horse and the guns deploy.
    let horse_on_wings = RwSignal::new(true);
    let guns_ahead = RwSignal::new(true);
    let plan = Memo::new(move |_| {
        let text = text.get();
        if text.trim().is_empty() {
            return None;
        }
        let ruleset = editor.ruleset.get()?;
        let mut plan = ArmyPlan::new(read_army(&text), &ruleset);
        plan.orders = DeployOrders {
            horse_on_wings: horse_on_wings.get(),
            guns_ahead: guns_ahead.get(),
        };
        for (line, troop) in chosen.get() {
            // A choice the list no longer asks for (the text changed) is passed over.
            let _ = plan.choose(line, &troop, &ruleset);
        }
        Some(plan)
    });
    let pick_file = move |event: leptos::ev::Event| {
        if let Some(file) = chosen_file(&event) {
            read(
                file,
                Box::new(move |name, read| match read {
                    Ok(list) => {
                        chosen.set(Vec::new());
                        text.set(list);
                    }
                    Err(why) => editor.say(Notice::error(
                        format!("{name} could not be read"),
                        vec![why],
                    )),
                }),
            );
        }
    };
    // The mustered table takes the place of this one as a whole, as a table opened does:
    // one undo step.
    let muster = move |_| {
        let (Some(plan), Some(ruleset)) = (plan.get_untracked(), editor.ruleset.get_untracked())
        else {
            return;
        };
        let mut layout = editor.document.game_untracked();
        match plan.muster_into(&mut layout, &ruleset) {
            Ok(()) => {
                editor.apply(Intent::Open(Box::new(layout)));
                editor.say(Notice::info(plan.mustered_notice()));
            }
            Err(why) => editor.say(Notice::error(why, Vec::new())),
        }
    };
    let verdict = move || {
        plan.with(|plan| {
            let Some(plan) = plan else {
                return "Paste a list above, or open one.".to_owned();
            };
            let units = plan.unit_count();
            let waiting = plan.undecided().count();
            let left_out = plan.problems.len();
            let mut said = format!(
                "{units} unit{} read for {}",
                if units == 1 { "" } else { "s" },
                plan.sides()
                    .iter()
                    .map(|s| s.name())
                    .collect::<Vec<_>>()
                    .join(" and ")
            );
            if left_out > 0 {
                said.push_str(&format!(
                    "; {left_out} line{} could not be read and will be left out",
                    if left_out == 1 { "" } else { "s" }
                ));
            }
            if waiting > 0 {
                said.push_str(&format!(
                    "; choose the troop type of {waiting} line{} first",
                    if waiting == 1 { "" } else { "s" }
                ));
            }
            said.push('.');
            said
        })
    };
    let ready = move || {
        plan.with(|plan| {
            plan.as_ref()
                .is_some_and(|p| p.unit_count() > 0 && p.undecided().next().is_none())
        })
    };
    view! {
        <p class="hint">
            "Paste an order of battle: a spreadsheet saved as CSV, or a list as posted on a forum, "
            "such as 3 × Line infantry \u{201c}1er léger\u{201d} 6 bases of 4 figures, 25×25 mm. "
            "Each side the list names takes its units, deployed in its zone, in place of its own; "
            "a brigade heading may name its drill, as in Kempt's brigade (two lines)."
        </p>
        <textarea
            data-testid="muster-text"
            aria-label="Army list"
            rows="8"
            spellcheck="false"
            prop:value=move || text.get()
            on:input=move |event| text.set(event_target_value(&event))
        ></textarea>
        <label class="file-button">
            "Open a list (.csv, .txt)…"
            <input type="file" accept=".csv,.tsv,.txt" data-testid="muster-file" on:change=pick_file/>
        </label>
        <p class="muster-verdict" data-testid="muster-verdict" aria-live="polite">{verdict}</p>
        <ol class="muster-lines" data-testid="muster-lines">
            {move || {
                let ruleset = editor.ruleset.get();
                plan.with(|plan| {
                    let (Some(plan), Some(ruleset)) = (plan, ruleset) else {
                        return Vec::new();
                    };
                    plan.lines
                        .iter()
                        .map(|line| {
                            let number = line.written.line;
                            let choice = match &line.troop {
                                TroopPick::Choose(ids) => {
                                    let options = ids
                                        .iter()
                                        .map(|id| {
                                            let name = ruleset.troop(id).map_or(id.clone(), |t| t.name.clone());
                                            view! { <option value=id.clone()>{name}</option> }
                                        })
                                        .collect_view();
                                    Some(view! {
                                        <select
                                            data-testid="muster-choose"
                                            aria-label=format!("Troop type of line {number}")
                                            on:change=move |event| {
                                                let troop = event_target_value(&event);
                                                chosen.update(|c| {
                                                    c.retain(|(l, _)| *l != number);
                                                    c.push((number, troop));
                                                });
                                            }
                                        >
                                            <option value="" selected>"Which troop type?"</option>
                                            {options}
                                        </select>
                                    })
                                }
                                TroopPick::Chosen { .. } => None,
                            };
                            view! {
                                <li>
                                    <span class="line-number">{format!("Line {number}")}</span>
                                    " "
                                    {line.summary(&ruleset)}
                                    {choice}
                                </li>
                            }
                        })
                        .collect::<Vec<_>>()
                })
            }}
        </ol>
        <ul class="muster-problems" data-testid="muster-problems">
            {move || {
                plan.with(|plan| {
                    plan.iter()
                        .flat_map(|p| p.problems.iter().chain(&p.notes))
                        .map(|problem| {
                            view! {
                                <li>
                                    <span class="line-number">{format!("Line {}", problem.line)}</span>
                                    " "
                                    {problem.message.clone()}
                                </li>
                            }
                        })
                        .collect::<Vec<_>>()
                })
            }}
        </ul>
        <Switch label="Horse on the wings" hook="muster-horse-on-wings" on=horse_on_wings/>
        <Switch label="Guns before the foot" hook="muster-guns-ahead" on=guns_ahead/>
        <button
            class="primary"
            data-testid="muster-button"
            prop:disabled=move || !ready()
            on:click=muster
        >
            {move || match plan.with(|p| p.as_ref().map(ArmyPlan::unit_count)) {
                Some(units) if units > 0 => format!("Muster {units} units"),
                _ => "Muster".to_owned(),
            }}
        </button>
    }
}

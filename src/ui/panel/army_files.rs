//! Army files on the page: a side's army saved apart from the table, and an army file
//! mustered into this table in a side's place (see [`crate::muster::army_of`]).

use leptos::prelude::*;

use crate::layout::{Layout, PlayerSide};
use crate::muster::{army_of, muster_army};
use crate::session::{Intent, Notice};
use crate::ui::Editor;
use crate::ui::io::files::{chosen_file, read};

/// Saving a side's army, and mustering an army file.
#[component]
pub fn ArmyFiles() -> impl IntoView {
    let editor = Editor::get();
    // The sides with units, to save.
    let sides = Memo::new(move |_| {
        editor.document.with_layout(|layout| {
            PlayerSide::ALL
                .into_iter()
                .filter(|&side| layout.units.iter().any(|u| u.side == side))
                .collect::<Vec<_>>()
        })
    });
    let saved = RwSignal::new(PlayerSide(0));
    let save = move |_| {
        let Some(ruleset) = editor.ruleset.get_untracked() else {
            return;
        };
        let side = saved.get_untracked();
        let army = editor
            .document
            .with_layout_untracked(|layout| army_of(layout, &ruleset, side));
        match army {
            Ok(army) => editor.save_text(
                &format!("{}-army.json", side.name().to_lowercase()),
                &army.to_json(),
                &format!(
                    "Saved {}'s army: muster it into any table from here, or open it to see its units.",
                    side.name()
                ),
            ),
            Err(why) => editor.say(Notice::error(why, Vec::new())),
        }
    };
    // An army file read, with its name, and the side it is to take the place of.
    let army = RwSignal::new(None::<(String, Layout)>);
    let into = RwSignal::new(PlayerSide(0));
    let pick_file = move |event: leptos::ev::Event| {
        if let Some(file) = chosen_file(&event) {
            read(
                file,
                Box::new(move |name, text| {
                    let read =
                        text.and_then(|text| Layout::from_json(&text).map_err(|e| e.to_string()));
                    match read {
                        Ok(layout) => {
                            into.set(layout.units.first().map_or(PlayerSide(0), |u| u.side));
                            army.set(Some((name, layout)));
                        }
                        Err(why) => editor.say(Notice::error(
                            format!("{name} is not an army file"),
                            vec![why],
                        )),
                    }
                }),
            );
        }
    };
    let muster = move |_| {
        let (Some((name, file)), Some(ruleset)) =
            (army.get_untracked(), editor.ruleset.get_untracked())
        else {
            return;
        };
        let side = into.get_untracked();
        let army_rules = editor
            .document
            .library()
            .with_untracked(|library| library.find(&file.ruleset).map(|e| e.ruleset.clone()));
        let Some(army_rules) = army_rules else {
            return editor.say(Notice::error(
                format!("{name} is played by rules this page has not opened: open its ruleset file first"),
                Vec::new(),
            ));
        };
        let mut layout = editor.document.game_untracked();
        match muster_army(&mut layout, &ruleset, &file, &army_rules, side) {
            Ok(left_out) => {
                let units = layout.units.iter().filter(|u| u.side == side).count();
                editor.apply(Intent::Open(Box::new(layout)));
                let mut notice = Notice::info(format!(
                    "Mustered {units} units of {name} for {}, deployed in its zone: undo brings the table back as it was.",
                    side.name()
                ));
                notice.lines = left_out
                    .into_iter()
                    .map(|unit| {
                        format!(
                            "{unit} is left out: \u{201c}{}\u{201d} has no troop type of its kind.",
                            ruleset.name
                        )
                    })
                    .collect();
                editor.say(notice);
                army.set(None);
            }
            Err(why) => editor.say(Notice::error(why, Vec::new())),
        }
    };
    let side_options = |chosen: RwSignal<PlayerSide>, list: Vec<PlayerSide>| {
        list.into_iter()
            .map(|side| {
                view! {
                    <option value=side.0.to_string() selected=move || chosen.get() == side>
                        {side.name()}
                    </option>
                }
            })
            .collect_view()
    };
    let chosen_side = move |chosen: RwSignal<PlayerSide>| {
        move |event: leptos::ev::Event| {
            if let Ok(n) = event_target_value(&event).parse::<u8>() {
                chosen.set(PlayerSide(n));
            }
        }
    };
    view! {
        <h3>"Army files"</h3>
        <p class="hint">
            "An army file keeps a side's units, their basing and brigades, without the table: "
            "for another game, other rules, or a painter's collection."
        </p>
        <div class="army-save" hidden=move || sides.with(Vec::is_empty)>
            <select data-testid="army-side" aria-label="The side to save" on:change=chosen_side(saved)>
                {move || side_options(saved, sides.get())}
            </select>
            <button data-testid="army-save" on:click=save>"Save its army file"</button>
        </div>
        <label class="file-button">
            "Open an army file (.json)…"
            <input type="file" accept=".json" data-testid="army-file" on:change=pick_file/>
        </label>
        <div class="army-muster" hidden=move || army.with(Option::is_none)>
            <p data-testid="army-read">
                {move || army.with(|a| a.as_ref().map(|(name, file)| format!("{name}: {}, {}.", counted(file.units.len(), "unit"), counted(file.brigades.len(), "brigade"))))}
            </p>
            <select data-testid="army-into" aria-label="The side it takes the place of" on:change=chosen_side(into)>
                {side_options(into, PlayerSide::ALL.to_vec())}
            </select>
            <button class="primary" data-testid="army-muster" on:click=muster>"Muster it here"</button>
        </div>
    }
}

/// `count` of `what`, the word in the plural where it is not one.
fn counted(count: usize, what: &str) -> String {
    format!("{count} {what}{}", if count == 1 { "" } else { "s" })
}

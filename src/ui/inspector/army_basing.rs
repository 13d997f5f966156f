//! The whole army's basing read by every built-in ruleset: one short list for each troop type
//! and basing the table holds, saying of each rule system whether those bases meet it or what
//! they would need.

use leptos::prelude::*;

use crate::basing::{BasingGroup, army_basings, basing_across, how_yours_differ};
use crate::decimal::Decimal;
use crate::rules::Basing;
use crate::ui::Editor;

/// Every basing of the army, each with its verdict by every built-in ruleset.
#[component]
pub fn ArmyBasing() -> impl IntoView {
    let editor = Editor::get();
    let groups = Memo::new(move |_| {
        editor.ruleset.with(|ruleset| {
            let Some(ruleset) = ruleset else {
                return Vec::new();
            };
            editor
                .document
                .with_layout(|layout| army_basings(layout, ruleset))
        })
    });
    view! {
        // Open: the whole army's verdict is what a painter opens the bench for.
        <details class="army-basing" data-testid="army-basing" open>
            <summary>"The whole army"</summary>
            {move || groups.get().into_iter().map(|group| group_view(editor, group)).collect_view()}
        </details>
    }
}

fn group_view(editor: Editor, group: BasingGroup) -> impl IntoView {
    let verdicts = editor.document.library().with_untracked(|library| {
        basing_across(library.builtins(), group.kind, group.class, &group.basing)
    });
    let count = group.units.len();
    let heading = format!(
        "{} · {} {} · {}",
        group.troop,
        count,
        if count == 1 { "unit" } else { "units" },
        basing_words(&group.basing)
    );
    view! {
        <section class="reading">
            <h5>{heading}</h5>
            <ul>
                {verdicts
                    .into_iter()
                    .map(|reading| {
                        let verdict = match &reading.reading {
                            None => "no such troops".to_owned(),
                            Some(troop) => match troop.needs {
                                None => "meets it".to_owned(),
                                Some(needs) => match how_yours_differ(&group.basing, &needs) {
                                    Some(how) => format!("needs {}: {how}", basing_words(&needs)),
                                    None => format!("needs {}", basing_words(&needs)),
                                },
                            },
                        };
                        view! { <li>{reading.name}": "{verdict}</li> }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}

/// `12 × 30 × 20 mm, 4 figures each`.
fn basing_words(basing: &Basing) -> String {
    format!(
        "{} × {} × {} mm, {} figures each",
        basing.bases,
        Decimal::trimmed(basing.base_width_mm, 1),
        Decimal::trimmed(basing.base_depth_mm, 1),
        basing.figures_per_base
    )
}

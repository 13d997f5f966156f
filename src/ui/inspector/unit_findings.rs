//! What the rules say of the selected unit, as the reader worker read it: its target class,
//! its move this turn, and every finding about it with its rule.

use leptos::prelude::*;

use crate::geom::rounded_length;
use crate::reading::UnitReading;
use crate::ui::Editor;

/// The findings of the selected unit; those read for another unit are never shown. The
/// target has the test hook `readout-target`, the move `readout-move`, and each finding
/// `finding`, with its rule in `data-rule`.
#[component]
pub fn UnitFindings() -> impl IntoView {
    let editor = Editor::get();
    move || {
        editor.feedback.reading().with(|r| {
            if r.unit.is_none() || r.unit != editor.selected.lead() {
                return None;
            }
            if let Some(failed) = &r.failed {
                let message = format!("The rules could not be read: {failed}");
                return Some(view! { <p class="problem" role="alert">{message}</p> }.into_any());
            }
            r.said.clone().map(|said| said_view(said).into_any())
        })
    }
}

fn said_view(said: UnitReading) -> impl IntoView {
    let moved = said.moved.map(|moved| {
        let mut line = format!("Moved {}", rounded_length(moved.distance_mm));
        if moved.formations > 1 {
            line += &format!(" in {} formations", moved.formations);
        }
        if let Some(spent) = moved.spent_mm {
            line += &format!(", and {} to unlimber", rounded_length(spent));
        }
        match moved.allowance_mm {
            Some(allowance) => {
                line += &format!(" of {}", rounded_length(allowance));
                if moved.formations > 1 {
                    line += ", each part against its own formation's move";
                }
                if let Some(rule) = &moved.halved_by {
                    line += &format!(", a half move ({rule})");
                }
                line += ".";
            }
            None => line += ": these rules give no distance to measure it against.",
        }
        let assumed = moved.assumption.map(|why| {
            view! { <p class="hint" data-testid="readout-move-assumed">"The rate is assumed: "{why}</p> }
        });
        view! {
            <p class="moved" data-testid="readout-move">{line}</p>
            {assumed}
        }
    });
    view! {
        <div class="unit-findings">
            <dl class="readouts">
                <dt>"Target"</dt>
                <dd data-testid="readout-target">{said.target.name()}</dd>
            </dl>
            {moved}
            <h3>"What the rules say"</h3>
            <ul class="findings">
                {said
                    .findings
                    .into_iter()
                    .map(|(rule, message)| {
                        let cited = rule.clone();
                        view! {
                            <li class="finding" data-testid="finding" data-rule=cited>
                                {message}
                                " "
                                <span class="rule">{rule}</span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </div>
    }
}

//! Forming the selected brigade as one: the form, the distances where the player wants
//! other than the rules', and the button. The brigade forms where it stands (its front-centre,
//! facing as its first unit does); the player then drags it whole.

use leptos::prelude::*;

use crate::drill::{BrigadeForm, DrillOrder, SpacingChoice, brigade_front};
use crate::session::{Edit, Notice};
use crate::ui::Editor;
use crate::ui::parts::switch::Switch;

/// The drill of brigade `index`, shown while the whole brigade is selected.
#[component]
pub fn BrigadeDrill(
    /// The brigade's index in the layout.
    index: Signal<Option<usize>>,
) -> impl IntoView {
    let editor = Editor::get();
    let form = RwSignal::new(BrigadeForm::Line);
    let behind_gaps = RwSignal::new(false);
    let interval = RwSignal::new(String::new());
    let depth = RwSignal::new(String::new());
    // The second distance the form keeps, if any: what it is called, and what it defaults to.
    let second = Memo::new(move |_| {
        let ruleset = editor.ruleset.get()?;
        let spacing = crate::drill::DrillSpacing::new(&ruleset, &SpacingChoice::default()).ok()?;
        let kept = spacing.kept(form.get());
        let default = |k: usize| {
            kept.get(k).map(|(what, cited)| {
                (
                    *what,
                    format!(
                        "{} mm ({})",
                        crate::decimal::Decimal::fixed(cited.value, 1),
                        cited.cite()
                    ),
                )
            })
        };
        Some((default(0), default(1)))
    });
    let form_it = move |_| {
        let (Some(index), Some(ruleset)) = (index.get_untracked(), editor.ruleset.get_untracked())
        else {
            return;
        };
        let form = form.get_untracked();
        let spacing = SpacingChoice::typed(
            form,
            &interval.get_untracked(),
            &depth.get_untracked(),
            behind_gaps.get_untracked(),
        );
        let spacing = match spacing {
            Ok(spacing) => spacing,
            Err(why) => return editor.say(Notice::error(why, Vec::new())),
        };
        let Some(at) = editor
            .document
            .with_layout(|layout| brigade_front(layout, &ruleset, index))
        else {
            return editor.say(Notice::error(
                "The brigade's units cannot all stand.",
                Vec::new(),
            ));
        };
        // This is the panel's module: the edit is made at once, and the brigade, where it
        // now stands, brought into view (on a phone, above the panel).
        editor.edit_now(Edit::Drill {
            brigade: index,
            order: DrillOrder { form, at, spacing },
        });
        editor.frame_selection();
    };
    let field = move |k: usize, value: RwSignal<String>, hook: &'static str| {
        view! {
            <label hidden=move || second.with(|s| s.as_ref().is_none_or(|s| [&s.0, &s.1][k].is_none()))>
                <span>{move || second.with(|s| s.as_ref().and_then(|s| [&s.0, &s.1][k].as_ref().map(|d| format!("{} (mm)", d.0))))}</span>
                <input
                    inputmode="decimal"
                    data-testid=hook
                    placeholder=move || second.with(|s| s.as_ref().and_then(|s| [&s.0, &s.1][k].as_ref().map(|d| d.1.clone())))
                    on:input=move |event| value.set(event_target_value(&event))
                />
            </label>
        }
    };
    view! {
        <fieldset class="choices drill" data-testid="brigade-drill" hidden=move || index.get().is_none()>
            <legend>"Drill"</legend>
            <label>
                <span>"Form"</span>
                <select
                    data-testid="drill-form"
                    on:change=move |event| {
                        if let Some(chosen) = BrigadeForm::from_id(&event_target_value(&event)) {
                            form.set(chosen);
                        }
                    }
                >
                    {BrigadeForm::ALL
                        .into_iter()
                        .map(|f| view! { <option value=f.id() selected=move || form.get() == f>{f.name()}</option> })
                        .collect_view()}
                </select>
            </label>
            {field(0, interval, "drill-interval")}
            {field(1, depth, "drill-depth")}
            <Switch
                label="Second line behind the gaps"
                hook="drill-behind-gaps"
                on=behind_gaps
                hidden=Signal::derive(move || form.get() != BrigadeForm::TwoLines)
            />
            <p class="hint">
                "Forms the brigade where it stands, each unit in the formation the form asks; "
                "empty distances are the rules'. Drag it whole afterwards."
            </p>
            <button data-testid="drill-brigade" on:click=form_it>"Form the brigade"</button>
        </fieldset>
    }
}

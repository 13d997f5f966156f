//! The selected unit: what it is, its formation, and what the rules read from it.

use leptos::prelude::*;

use super::Editor;
use crate::formation::{FormationClass, TargetClass};
use crate::geom::mm_to_inches;
use crate::rules::AnchorChoices;

fn class_name(class: FormationClass) -> &'static str {
    match class {
        FormationClass::Line => "line",
        FormationClass::Column => "column",
        FormationClass::PseudoColumn => "pseudo column",
        FormationClass::Square => "square",
        FormationClass::OpenOrder => "open order",
        FormationClass::RoadColumn => "road column",
        FormationClass::Limbered => "limbered",
        FormationClass::Unlimbered => "unlimbered",
        FormationClass::Disordered => "disordered",
        FormationClass::Routed => "routed",
    }
}

fn target_name(target: TargetClass) -> &'static str {
    match target {
        TargetClass::Linear => "linear",
        TargetClass::Massed => "massed",
    }
}

fn length(mm: f32) -> String {
    format!("{mm:.0} mm ({:.1}″)", mm_to_inches(mm))
}

/// The inspector for the selected unit, or a hint when nothing is selected.
#[component]
pub fn Inspector() -> impl IntoView {
    let editor = Editor::get();
    move || {
        let Some(id) = editor.selection.get() else {
            return view! {
                <section class="inspector empty">
                    <p class="hint">"Select a unit on the table to read its formation."</p>
                </section>
            }
            .into_any();
        };
        let unit = editor.layout.with(|l| l.unit(id).cloned());
        let ruleset = editor.ruleset.get();
        let (Some(unit), Some(ruleset)) = (unit, ruleset) else {
            return ().into_any();
        };
        let troop = ruleset.troop(&unit.troop).cloned();
        let placed = editor.table.with(|t| t.unit(id).cloned());
        let problem = editor.table.with(|t| {
            t.problems
                .iter()
                .find(|p| p.id == id)
                .map(|p| p.message.clone())
        });
        let formations = troop.as_ref().map(|t| {
            let allowed = t.formations.iter().map(|f| {
                let label = f.name.clone();
                let rule = f.citation.cite().to_owned();
                view! { <option value=f.id.clone() title=rule>{label}</option> }
            });
            let forbidden = t.forbidden.iter().map(|f| {
                let reason = format!("{} ({})", f.reason.value, f.reason.cite());
                let label = format!("{} — not allowed", f.formation);
                view! { <option disabled=true title=reason>{label}</option> }
            });
            (allowed.collect_view(), forbidden.collect_view())
        });
        let forbidden_notes = troop.as_ref().map(|t| {
            t.forbidden
                .iter()
                .map(|f| {
                    let text = format!("{}: {}", f.formation, f.reason.value);
                    let rule = f.reason.cite().to_owned();
                    view! { <li class="forbidden">{text} " " <span class="rule">{rule}</span></li> }
                })
                .collect_view()
        });
        let current = unit.formation.clone();
        let change = move |event| {
            let to = event_target_value(&event);
            editor.edit(|layout| {
                layout.change_formation(&ruleset, id, &to, 0, &AnchorChoices::default())
            });
        };
        let readouts = placed.map(|placed| {
            let r = placed.shaped.readouts;
            view! {
                <dl class="readouts">
                    <dt>"Frontage"</dt>
                    <dd data-testid="readout-frontage">{length(r.frontage_mm)}</dd>
                    <dt>"Depth"</dt>
                    <dd data-testid="readout-depth">{length(r.depth_mm)}</dd>
                    <dt>"Files × ranks"</dt>
                    <dd>{format!("{} × {}", r.files, r.ranks)}</dd>
                    <dt>"Class"</dt>
                    <dd data-testid="readout-class">{class_name(r.class)}</dd>
                    <dt>"Target"</dt>
                    <dd data-testid="readout-target">{target_name(r.target)}</dd>
                </dl>
            }
        });
        view! {
            <section class="inspector" aria-labelledby="inspector-heading">
                <h2 id="inspector-heading">{unit.name.clone()}</h2>
                <p class="troop">
                    {troop.as_ref().map(|t| t.name.clone()).unwrap_or_else(|| unit.troop.clone())}
                    {format!(": {} bases of {} × {} mm", unit.basing.bases, unit.basing.base_width_mm, unit.basing.base_depth_mm)}
                </p>
                <label>
                    "Formation "
                    <select data-testid="formation" prop:value=current on:change=change>
                        {formations}
                    </select>
                </label>
                <ul class="forbidden-list">{forbidden_notes}</ul>
                {problem.map(|p| view! { <p class="problem" role="alert">{p}</p> })}
                {readouts}
                <button
                    class="danger"
                    data-testid="delete-unit"
                    on:click=move |_| {
                        editor.edit(|layout| {
                            layout.remove_unit(id);
                            Ok(())
                        });
                        editor.selection.set(None);
                    }
                >
                    "Remove unit"
                </button>
            </section>
        }
        .into_any()
    }
}

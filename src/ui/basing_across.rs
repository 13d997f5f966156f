//! What every built-in ruleset makes of the selected unit's basing, as a table: the troop
//! type it would be, the basing that ruleset assumes, whether the unit meets it, and each
//! formation's frontage, depth and class; and the bases that make a frontage asked for.

use leptos::prelude::*;

use super::field::Field;
use super::{Editor, Notice};
use crate::basing::{RulesetReading, bases_for_frontage, basing_across};
use crate::decimal::Decimal;
use crate::fields::{Entry, length_mm};
use crate::rules::{Basing, Origin};

/// The table of every built-in ruleset's reading of unit `id`'s basing.
#[component]
pub fn BasingAcross(id: u32) -> impl IntoView {
    let editor = Editor::get();
    let readings = Memo::new(move |_| {
        let unit = editor
            .layout
            .with(|l| l.unit(id).map(|u| (u.basing, u.troop.clone())))?;
        let troop = editor.ruleset.with(|r| {
            r.as_ref()
                .and_then(|r| r.troop(&unit.1))
                .map(|t| (t.kind, t.class))
        })?;
        let readings = editor.library.with(|library| {
            let builtins = library
                .entries()
                .iter()
                .filter(|entry| entry.origin == Origin::Builtin)
                .map(|entry| &*entry.ruleset);
            basing_across(builtins, troop.0, troop.1, &unit.0)
        });
        Some((unit.0, readings))
    });
    let frontage = RwSignal::new(None::<f32>);
    let ways = move || {
        let (basing, _) = readings.get()?;
        let figures = basing.bases.saturating_mul(basing.figures_per_base);
        let frontage = frontage.get()?;
        Some(bases_for_frontage(frontage, figures))
    };
    view! {
        <div class="basing-across" data-testid="basing-across">
            <h4>"Basing across the rule systems"</h4>
            {move || readings.get().map(|(basing, readings)| view! {
                <p class="hint">{describe(&basing)}</p>
                <table>
                    <thead>
                        <tr>
                            <th scope="col">"Rules"</th>
                            <th scope="col">"Assumed bases"</th>
                            <th scope="col">"Yours"</th>
                            <th scope="col">"Formations with your bases"</th>
                        </tr>
                    </thead>
                    <tbody>
                        {readings.into_iter().map(row).collect_view()}
                    </tbody>
                </table>
            })}
            <Field
                label="Bases to make a frontage of (mm)"
                hook="basing-frontage".to_owned()
                entry=Entry::Number { step: "any" }
                shown=Signal::derive(move || {
                    frontage.get().map(|f| Decimal::trimmed(f, 2).to_string()).unwrap_or_default()
                })
                enter=Callback::new(move |typed: String| {
                    if typed.trim().is_empty() {
                        frontage.set(None);
                    } else {
                        match length_mm("the frontage", &typed) {
                            Ok(mm) => frontage.set(Some(mm)),
                            Err(why) => editor.notice.set(Some(Notice::error("That frontage was not kept.", vec![why]))),
                        }
                    }
                })
            />
            {move || ways().map(|ways| match ways {
                Ok(ways) if ways.is_empty() => view! {
                    <p class="hint">"No even share of the unit's figures makes it."</p>
                }.into_any(),
                Ok(ways) => view! {
                    <ul class="ways" data-testid="frontage-ways">
                        {ways.into_iter().map(|way| view! {
                            <li>
                                {format!(
                                    "{} {} of {} figures, {} mm wide",
                                    way.bases,
                                    if way.bases == 1 { "base" } else { "bases" },
                                    way.figures_per_base,
                                    Decimal::trimmed(way.base_width_mm, 1),
                                )}
                            </li>
                        }).collect_view()}
                    </ul>
                }.into_any(),
                Err(why) => view! { <p class="hint">{why}</p> }.into_any(),
            })}
        </div>
    }
}

fn describe(basing: &Basing) -> String {
    format!(
        "Your unit: {} × {} mm, {} figures each.",
        bases(basing.bases),
        size(basing),
        basing.figures_per_base
    )
}

fn bases(count: u32) -> String {
    if count == 1 {
        "1 base".to_owned()
    } else {
        format!("{count} bases")
    }
}

fn size(basing: &Basing) -> String {
    format!(
        "{} × {}",
        Decimal::trimmed(basing.base_width_mm, 1),
        Decimal::trimmed(basing.base_depth_mm, 1)
    )
}

/// One ruleset's row.
fn row(reading: RulesetReading) -> impl IntoView {
    let Some(troop) = reading.reading else {
        return view! {
            <tr>
                <th scope="row">{reading.name}</th>
                <td colspan="3">{reading.no_troop.unwrap_or_default()}</td>
            </tr>
        }
        .into_any();
    };
    let assumed = &troop.assumed.value;
    let source = troop
        .assumed
        .rule
        .clone()
        .unwrap_or_else(|| "assumed".to_owned());
    let verdict = match troop.needs {
        None => "Meets it".to_owned(),
        Some(needs) => format!(
            "Needs {} of {} mm, {} figures each",
            bases(needs.bases),
            size(&needs),
            needs.figures_per_base
        ),
    };
    let formations = troop
        .formations
        .iter()
        .map(|f| match (f.frontage_mm, f.depth_mm, f.class) {
            (Some(w), Some(d), Some(class)) => format!(
                "{}: {} × {} mm, {}",
                f.name,
                Decimal::trimmed(w, 1),
                Decimal::trimmed(d, 1),
                class.name()
            ),
            _ => format!("{}: cannot form", f.name),
        })
        .collect::<Vec<_>>();
    view! {
        <tr class:meets=troop.meets>
            <th scope="row">{reading.name}<br/><small>{troop.troop_name}</small></th>
            <td>{format!("{} × {} mm, {} figures", bases(assumed.bases), size(assumed), assumed.figures_per_base)}<br/><small>{source}</small></td>
            <td>{verdict}</td>
            <td>
                <ul>{formations.into_iter().map(|f| view! { <li>{f}</li> }).collect_view()}</ul>
            </td>
        </tr>
    }
    .into_any()
}

//! What every built-in ruleset makes of the selected unit's basing, as a table: the troop
//! type it would be, the basing that ruleset assumes, whether the unit meets it, and each
//! formation's frontage, depth and class; and the bases that make a frontage asked for.

use leptos::prelude::*;

use crate::basing::{RulesetReading, bases_for_frontage, basing_across, how_yours_differ};
use crate::decimal::Decimal;
use crate::fields::{Entry, length_in};
use crate::rules::{Basing, DistanceUnit};
use crate::ui::parts::field::Field;
use crate::ui::{Editor, Notice};

/// The table of every built-in ruleset's reading of unit `id`'s basing.
#[component]
pub fn BasingAcross(id: u32) -> impl IntoView {
    let editor = Editor::get();
    let readings = Memo::new(move |_| {
        let unit = editor
            .document
            .with_layout(|l| l.unit(id).map(|u| (u.basing, u.troop.clone())))?;
        let troop = editor.ruleset.with(|r| {
            r.as_ref()
                .and_then(|r| r.troop(&unit.1))
                .map(|t| (t.kind, t.class))
        })?;
        let readings = editor
            .document
            .library()
            .with(|library| basing_across(library.builtins(), troop.0, troop.1, &unit.0));
        Some((unit.0, readings))
    });
    // The frontage a ruleset asks for, in mm; typed and shown in the table's unit.
    let frontage = RwSignal::new(None::<f32>);
    let unit = Memo::new(move |_| {
        editor
            .ruleset
            .with(|r| r.as_ref().map_or(DistanceUnit::Mm, |r| r.distance_unit))
    });
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
                {readings.into_iter().map(|reading| reading_view(reading, basing)).collect_view()}
            })}
            <Field
                label=format!("Bases to make a frontage of ({})", unit.get_untracked().words())
                hook="basing-frontage".to_owned()
                entry=Entry::Number { step: "any" }
                shown=Signal::derive(move || {
                    frontage
                        .get()
                        .map(|mm| Decimal::trimmed(mm / unit.get().to_mm(1.0), 3).to_string())
                        .unwrap_or_default()
                })
                enter=Callback::new(move |typed: String| {
                    if typed.trim().is_empty() {
                        frontage.set(None);
                    } else {
                        let unit = unit.get_untracked();
                        match length_in("the frontage", &typed, unit) {
                            Ok(length) => frontage.set(Some(unit.to_mm(length))),
                            Err(why) => editor.say(Notice::error("That frontage was not kept.", vec![why])),
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

/// One ruleset's reading: what it assumes, whether the unit meets it (and by how much the
/// unit's own bases, `yours`, differ where it does not), and its formations with the unit's
/// bases as a small table.
fn reading_view(reading: RulesetReading, yours: Basing) -> impl IntoView {
    let Some(troop) = reading.reading else {
        return view! {
            <section class="reading">
                <h5>{reading.name}</h5>
                <p class="hint">{reading.no_troop.unwrap_or_default()}</p>
            </section>
        }
        .into_any();
    };
    let assumed = &troop.assumed.value;
    let source = troop
        .assumed
        .rule
        .clone()
        .unwrap_or_else(|| "an assumption".to_owned());
    let assumes = format!(
        "Assumes {} of {} mm, {} figures each ({source}).",
        bases(assumed.bases),
        size(assumed),
        assumed.figures_per_base
    );
    let verdict = match troop.needs {
        None => "Your bases meet it.".to_owned(),
        Some(needs) => {
            let differ = how_yours_differ(&yours, &needs)
                .map(|how| format!(": {how}"))
                .unwrap_or_default();
            format!(
                "Needs {} of {} mm, {} figures each{differ}.",
                bases(needs.bases),
                size(&needs),
                needs.figures_per_base
            )
        }
    };
    let formations = troop.formations.into_iter().map(|f| {
        let (measured, class) = match (f.frontage_mm, f.depth_mm, f.class) {
            (Some(w), Some(d), Some(class)) => (
                format!("{} × {}", Decimal::trimmed(w, 1), Decimal::trimmed(d, 1)),
                class.name().to_owned(),
            ),
            _ => ("cannot form".to_owned(), f.refused.unwrap_or_default()),
        };
        view! {
            <tr>
                <th scope="row">{f.name}</th>
                <td>{measured}</td>
                <td>{class}</td>
            </tr>
        }
    });
    view! {
        <section class="reading" class:meets=troop.meets>
            <h5>{reading.name}<small>{format!(" · {}", troop.troop_name)}</small></h5>
            <p>{assumes}" "<strong class="verdict">{verdict}</strong></p>
            <table>
                <thead>
                    <tr>
                        <th scope="col">"Formation"</th>
                        <th scope="col">"Frontage × depth (mm)"</th>
                        <th scope="col">"Class"</th>
                    </tr>
                </thead>
                <tbody>{formations.collect_view()}</tbody>
            </table>
        </section>
    }
    .into_any()
}

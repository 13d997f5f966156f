//! What the selected unit is and what its formation measures: its troop type and bases, the
//! formations the rules deny it, why it cannot stand if it cannot, and its readouts.

use leptos::prelude::*;

use crate::decimal::Decimal;
use crate::geom::rounded_length;
use crate::rules::Scale;
use crate::ui::Editor;
use crate::ui::inspector::inspected_unit::InspectedUnit;

/// The unit's summary; each readout has its test hook (`readout-frontage`, `readout-depth`,
/// `readout-class`).
#[component]
pub fn UnitSummary(unit: InspectedUnit) -> impl IntoView {
    let editor = Editor::get();
    let troop_line = move || {
        let name = unit
            .with_troop(|t| t.map(|t| t.name.clone()))
            .unwrap_or_default();
        unit.basing.with(|b| {
            b.as_ref().map(|b| {
                let plural = if b.bases == 1 { "" } else { "s" };
                format!(
                    "{name}: {} base{plural} of {} × {} mm",
                    b.bases,
                    Decimal::trimmed(b.base_width_mm, 2),
                    Decimal::trimmed(b.base_depth_mm, 2)
                )
            })
        })
    };
    let forbidden = move || {
        unit.with_troop(|t| {
            let forbidden = t.map(|t| t.forbidden.clone()).unwrap_or_default();
            (!forbidden.is_empty()).then(|| {
                view! {
                    <ul class="forbidden-list">
                        {forbidden
                            .into_iter()
                            .map(|f| {
                                view! {
                                    <li class="forbidden">
                                        {format!("{}: {} ", f.formation, f.reason.value)}
                                        <span class="rule">{f.reason.cite().to_owned()}</span>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                }
            })
        })
    };
    let problem = Memo::new(move |_| {
        editor.table.with(|t| {
            t.problems
                .iter()
                .find(|p| p.id == unit.id)
                .map(|p| p.message.clone())
        })
    });
    let readouts = Memo::new(move |_| {
        editor
            .table
            .with(|t| t.unit(unit.id).map(|u| u.shaped.readouts.clone()))
    });
    // What its formation class means under the rules (A-9.11, A-8.31, B-square-charge,
    // D-square), each with its rule, as the reader worker read it for this unit.
    let says = move || {
        editor
            .feedback
            .reading()
            .with(|r| match (&r.said, r.unit == Some(unit.id)) {
                (Some(said), true) => said.consequences.clone(),
                _ => Vec::new(),
            })
    };
    // The frontage its open order may hold, while it stands in one.
    let frontage_range = Memo::new(move |_| {
        let formation = unit.formation.get();
        let basing = unit.basing.get()?;
        unit.with_troop(|troop| {
            troop?
                .formation(&formation)?
                .frontage_range(basing.bases, basing.base_width_mm)
        })
    });
    // The unit's figures and its move allowance.
    let under_the_rules = Memo::new(move |_| {
        let formation = unit.formation.get();
        let figures = unit.basing.with(|b| {
            b.as_ref()
                .map(|b| b.bases.saturating_mul(b.figures_per_base))
        })?;
        editor.ruleset.with(|ruleset| {
            let ruleset = ruleset.as_ref()?;
            unit.with_troop(|troop| {
                let troop = troop?;
                let allowance = troop
                    .formation(&formation)
                    .and_then(|f| troop.allowance(f))
                    .map_or_else(
                        || ("none given".to_owned(), String::new()),
                        |m| {
                            // At the players' scale, the readout says which is in force.
                            let length = match ruleset.scale {
                                Scale::AsWritten => rounded_length(m.value),
                                scale => format!(
                                    "{} at {}",
                                    rounded_length(m.value),
                                    scale.describe(ruleset.distance_unit)
                                ),
                            };
                            (length, m.cite().to_owned())
                        },
                    );
                Some((figures, allowance))
            })
        })
    });
    view! {
        <div class="summary">
            <p class="troop">{troop_line}</p>
            {forbidden}
            {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p}</p> })}
            {move || {
                readouts
                    .get()
                    .map(|r| {
                        let (figures, allowance) = under_the_rules.get().unwrap_or_default();
                        // An open order's frontage may stretch within its order's range.
                        let range = frontage_range.get().map(|range| {
                            let span = match range.most_mm {
                                Some(most) => format!(
                                    "{} to {}",
                                    rounded_length(range.least_mm),
                                    rounded_length(most)
                                ),
                                None => format!("at least {}", rounded_length(range.least_mm)),
                            };
                            view! {
                                <dt>"Open order may hold"</dt>
                                <dd data-testid="readout-frontage-range">
                                    {span}
                                    " "
                                    <span class="rule">{range.rule}</span>
                                </dd>
                            }
                        });
                        view! {
                            <dl class="readouts">
                                <dt>"Frontage"</dt>
                                <dd data-testid="readout-frontage">{rounded_length(r.frontage_mm)}</dd>
                                {range}
                                <dt>"Depth"</dt>
                                <dd data-testid="readout-depth">{rounded_length(r.depth_mm)}</dd>
                                <dt>"Files × ranks"</dt>
                                <dd>{format!("{} × {}", r.files, r.ranks)}</dd>
                                <dt>"Class"</dt>
                                <dd data-testid="readout-class">{r.class.name()}</dd>
                                <dt>"Figures"</dt>
                                <dd data-testid="readout-figures">{figures}</dd>
                                <dt>"Move allowance"</dt>
                                <dd data-testid="readout-allowance">
                                    {allowance.0}
                                    " "
                                    <span class="rule">{allowance.1}</span>
                                </dd>
                            </dl>
                        }
                    })
            }}
            <ul class="consequences" data-testid="consequences">
                {move || {
                    says()
                        .into_iter()
                        .map(|(rule, text)| view! { <li>{text}" "<span class="rule">{rule}</span></li> })
                        .collect_view()
                }}
            </ul>
        </div>
    }
}

//! What the selected unit can reach this turn, and its charges: its allowance in words, its
//! reach and the enemy's threat drawn on the table at a switch, the enemies it can charge
//! with the face each charge hits, the enemies that can charge it next turn, and any charge
//! judged and made as one step. The judge of
//! reaches, a worker of its own, answers every question, never the page's main thread.

use leptos::prelude::*;

use crate::geom::Pose;
use crate::layout::Layout;
use crate::session::Edit;
use crate::ui::Editor;
use crate::ui::io::worker_link::ask_reach;
use crate::ui::parts::switch::Switch;
use crate::worker::{ReachAnswer, ReachQuestion};

/// Whether a question is out, and whether another waits behind it.
#[derive(Clone, Copy, Default)]
struct Out {
    asked: bool,
    stale: bool,
}

/// What the section asks about its unit, and where the answer goes. One question is out at
/// a time; whatever changes while it is out is asked together when it comes back, so a drag
/// never queues questions up behind it.
#[derive(Clone, Copy)]
struct Asking {
    id: u32,
    reach_shown: RwSignal<bool>,
    threat_shown: RwSignal<bool>,
    target: RwSignal<Option<u32>>,
    answer: RwSignal<Option<ReachAnswer>>,
    out: StoredValue<Out>,
}

impl Asking {
    fn ask(self, editor: Editor) {
        if self.out.get_value().asked {
            return self.out.update_value(|o| o.stale = true);
        }
        self.out.set_value(Out {
            asked: true,
            stale: false,
        });
        let question = ReachQuestion {
            unit: self.id,
            reach: self.reach_shown.get_untracked(),
            threat: self.threat_shown.get_untracked(),
            charge: self.target.get_untracked(),
            layout: editor.document.with_layout_untracked(Layout::to_bytes),
        };
        ask_reach(question.to_bytes(), move |bytes| {
            // The unit may have been deselected, and this section gone, while the question
            // was out: its answer is then nobody's.
            let Some(stale) = self.out.try_get_value().map(|o| o.stale) else {
                return;
            };
            let got = bytes
                .and_then(|b| ReachAnswer::from_bytes(&b))
                .unwrap_or_else(|why| ReachAnswer {
                    unit: self.id,
                    failed: Some(why),
                    ..ReachAnswer::default()
                });
            // Set only when changed: a drag's frames mostly leave the answer as it was, and
            // the panel is not drawn again for nothing.
            editor.feedback.draw_reach(&got.drawing);
            if self.answer.try_with_untracked(|a| a.as_ref() != Some(&got)) == Some(true) {
                self.answer.set(Some(got));
            }
            self.out.set_value(Out::default());
            if stale {
                self.ask(editor);
            }
        });
    }
}

/// Reach and charges for unit `id`.
#[component]
pub fn ReachAndCharges(id: u32) -> impl IntoView {
    let editor = Editor::get();
    let asking = Asking {
        id,
        reach_shown: RwSignal::new(false),
        threat_shown: RwSignal::new(false),
        target: RwSignal::new(None),
        answer: RwSignal::new(None),
        out: StoredValue::new(Out::default()),
    };
    let Asking {
        reach_shown,
        threat_shown,
        target,
        answer,
        ..
    } = asking;
    Effect::new(move |_| {
        editor.document.track();
        reach_shown.track();
        threat_shown.track();
        target.track();
        asking.ask(editor);
    });
    on_cleanup(move || editor.feedback.draw_reach(""));

    let enemies = Memo::new(move |_| {
        editor.document.with_layout(|l| {
            let side = l.unit(id).map(|u| u.side);
            l.units
                .iter()
                .filter(|u| Some(u.side) != side)
                .filter_map(|u| Some((u.id, l.label(u.id)?)))
                .collect::<Vec<_>>()
        })
    });
    let make = move |end: Pose| {
        editor.edit(Edit::Charge { id, end });
        target.set(None);
    };
    view! {
        <section class="reach-panel" data-testid="reach-panel">
            <h3>"Reach and charges"</h3>
            {move || answer.with(|a| {
                let a = a.as_ref()?;
                Some(match &a.failed {
                    Some(why) => view! { <p class="hint" data-testid="reach-failed">{why.clone()}</p> }.into_any(),
                    None => view! { <p data-testid="reach-allowance">{a.allowance.clone()}</p> }.into_any(),
                })
            })}
            <div class="reach-switches">
                <Switch label="Draw its reach" hook="show-reach" on=reach_shown/>
                <Switch label="Draw the enemy's threat" hook="show-threat" on=threat_shown/>
            </div>
            <p class="hint" hidden=move || !threat_shown.get()>
                "Where the enemy can be by the end of its next move: "
                <span class="threat-key threat-cavalry">"cavalry"</span>", "
                <span class="threat-key threat-infantry">"infantry"</span>", "
                <span class="threat-key threat-artillery">"guns"</span>"."
            </p>
            {move || answer.with(|a| {
                let a = a.as_ref().filter(|a| a.failed.is_none())?;
                if a.enemies.is_empty() {
                    return Some(view! { <p class="hint" data-testid="no-enemy-in-reach">"No enemy within a charge this turn."</p> }.into_any());
                }
                let rows = a
                    .enemies
                    .iter()
                    .map(|enemy| {
                        let enemy_id = enemy.id;
                        view! {
                            <li data-testid="enemy-in-reach">
                                <span>{enemy.says.clone()}</span>
                                <button
                                    data-testid=format!("charge-{enemy_id}")
                                    on:click=move |_| target.set(Some(enemy_id))
                                >
                                    "Judge"
                                </button>
                            </li>
                        }
                    })
                    .collect_view();
                Some(view! {
                    <p>"Can charge:"</p>
                    <ul class="reach-enemies">{rows}</ul>
                }.into_any())
            })}
            {move || answer.with(|a| {
                let a = a.as_ref().filter(|a| a.failed.is_none())?;
                if a.chargers.is_empty() {
                    return Some(view! { <p class="hint" data-testid="no-charger">"No enemy can charge it next turn."</p> }.into_any());
                }
                let rows = a
                    .chargers
                    .iter()
                    .map(|charger| view! { <li data-testid="charger">{charger.says.clone()}</li> })
                    .collect_view();
                Some(view! {
                    <p>"Can charge it next turn:"</p>
                    <ul class="reach-enemies" data-testid="chargers">{rows}</ul>
                }.into_any())
            })}
            <label class="charge-target">
                "Judge a charge on "
                <select
                    data-testid="charge-target"
                    prop:value=move || target.get().map_or_else(String::new, |t| t.to_string())
                    on:change=move |event| target.set(event_target_value(&event).parse().ok())
                >
                    <option value="">"an enemy…"</option>
                    {move || enemies.get().into_iter().map(|(enemy, name)| {
                        view! { <option value=enemy.to_string()>{name}</option> }
                    }).collect_view()}
                </select>
            </label>
            {move || answer.with(|a| {
                let charge = a.as_ref()?.charge.clone()?;
                let end = charge.end;
                Some(view! {
                    <div class="charge-verdict" aria-live="polite">
                        <p data-testid="charge-verdict">{charge.says}</p>
                        {end.map(|end| view! {
                            <button data-testid="make-charge" on:click=move |_| make(end)>
                                "Make the charge"
                            </button>
                        })}
                    </div>
                })
            })}
        </section>
    }
}

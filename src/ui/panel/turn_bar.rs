//! The game's turns on the page, once a turn is kept: back and forward a turn (the buttons,
//! or `[` and `]`), a jump to any turn, a kept turn shown as it stood and read-only, Go on
//! from here (after saying how many turns it drops), the Arrows switch that draws what
//! happened in the turn, the replay, and the line on the turn shown. It floats over the table's lower left corner and comes with the
//! side panel's module.

use std::ops::RangeInclusive;

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use crate::fields::Entry;
use crate::game::turn_name;
use crate::session::Edit;
use crate::ui::Editor;
use crate::ui::panel::replay_player::{ReplayPlayer, SPEEDS};
use crate::ui::panel::turn_moves::draw_turn_moves;
use crate::ui::parts::field::Field;

/// What the bar shows of the game: its turns, from the oldest kept to the one in hand, and
/// whether turn 0 is a deployment.
#[derive(Clone, Debug, PartialEq)]
struct GameTurns {
    turns: RangeInclusive<u32>,
    deploying: bool,
}

/// Whether a key press is meant for a field, or was taken already.
fn typing(event: &leptos::web_sys::KeyboardEvent) -> bool {
    event.default_prevented()
        || event.ctrl_key()
        || event.meta_key()
        || event.alt_key()
        || event
            .target()
            .and_then(|t| t.dyn_into::<leptos::web_sys::Element>().ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}

/// The turn bar, shown while the game keeps a turn.
#[component]
pub fn TurnBar() -> impl IntoView {
    let editor = Editor::get();
    let game = Memo::new(move |_| {
        editor.document.with_game(|g| {
            (!g.record.is_empty()).then(|| GameTurns {
                turns: g.game_turns(),
                deploying: g.battlefield.is_some(),
            })
        })
    });
    let shown = Memo::new(move |_| editor.document.with_layout(|l| l.turn));
    let in_hand = Memo::new(move |_| editor.document.with_game(|g| g.turn));
    let past = Memo::new(move |_| shown.get() != in_hand.get());
    let player = ReplayPlayer::new(editor);
    let moves_shown = RwSignal::new(true);
    draw_turn_moves(editor, moves_shown);
    let confirming = RwSignal::new(false);

    let show = move |turn: u32| {
        player.stop();
        confirming.set(false);
        if turn != shown.get_untracked() {
            editor.edit_now(Edit::ShowTurn(turn));
        }
    };
    let step = move |later: bool| {
        let Some(GameTurns { turns, .. }) = game.get_untracked() else {
            return;
        };
        let now = shown.get_untracked();
        let next = if later {
            now.saturating_add(1)
        } else {
            now.saturating_sub(1)
        };
        if turns.contains(&next) {
            show(next);
        }
    };
    let keys = window_event_listener(leptos::ev::keydown, move |event| {
        if game.get_untracked().is_none() || typing(&event) {
            return;
        }
        match event.key().as_str() {
            "[" => step(false),
            "]" => step(true),
            _ => return,
        }
        event.prevent_default();
    });
    on_cleanup(move || keys.remove());

    let first = move || game.with(|g| g.as_ref().map_or(0, |g| *g.turns.start()));
    let name = move |turn: u32| {
        let deploying = game.with_untracked(|g| g.as_ref().is_some_and(|g| g.deploying));
        turn_name(turn, deploying)
    };
    let options = move || {
        game.get().map(|g| {
            let last = *g.turns.end();
            g.turns
                .map(|turn| {
                    let words = if turn == last {
                        format!("{} (now)", name(turn))
                    } else {
                        name(turn)
                    };
                    view! { <option value=turn.to_string()>{words}</option> }
                })
                .collect_view()
        })
    };
    let dropped = move || in_hand.get().saturating_sub(shown.get());
    let go_on = move |_| {
        confirming.set(false);
        player.stop();
        editor.edit_now(Edit::GoOnFrom(shown.get_untracked()));
    };
    let note = Signal::derive(move || editor.document.with_layout(|l| l.notes.turn.clone()));
    let speeds = SPEEDS.map(|(value, words)| view! { <option value=value>{words}</option> });
    let more = RwSignal::new(false);
    view! {
        <section
            class="turn-bar"
            class:past=move || past.get()
            class:more=move || more.get()
            data-testid="turn-bar"
            aria-label="The game's turns"
            hidden=move || game.with(Option::is_none)
        >
            <div class="turn-steps">
                <button
                    data-testid="turn-back"
                    title="The turn before ([)"
                    aria-label="The turn before"
                    disabled=move || shown.get() <= first()
                    on:click=move |_| step(false)
                >
                    "◀"
                </button>
                <select
                    class="turn-pick"
                    data-testid="turn-pick"
                    aria-label="Turn shown"
                    prop:value=move || {
                        game.track();
                        shown.get().to_string()
                    }
                    on:change=move |event| {
                        if let Ok(turn) = event_target_value(&event).parse() {
                            show(turn);
                        }
                    }
                >
                    {options}
                </select>
                <button
                    data-testid="turn-forward"
                    title="The turn after (])"
                    aria-label="The turn after"
                    disabled=move || !past.get()
                    on:click=move |_| step(true)
                >
                    "▶"
                </button>
                <button
                    data-testid="replay"
                    class="replay"
                    aria-pressed=move || player.playing().get().to_string()
                    title="Play the game from the turn shown: the units glide from each turn's start to its end"
                    on:click=move |_| {
                        confirming.set(false);
                        player.toggle();
                    }
                >
                    {move || if player.playing().get() { "Pause" } else { "Play" }}
                </button>
                <select
                    class="turn-extra"
                    data-testid="replay-speed"
                    aria-label="Replay speed"
                    on:change=move |event| player.set_speed(&event_target_value(&event))
                >
                    {speeds}
                </select>
                <label
                    class="switch turn-extra"
                    title="Draw what happened in the turn shown: each move as an arrow, changes of formation, charges with their face, units lost"
                >
                    <input
                        type="checkbox"
                        data-testid="moves-shown"
                        prop:checked=move || moves_shown.get()
                        on:change=move |event| moves_shown.set(event_target_checked(&event))
                    />
                    "Arrows"
                </label>
                // On a phone the bar is one row until the player asks for the rest.
                <button
                    class="turn-more"
                    data-testid="turn-more"
                    aria-expanded=move || more.get().to_string()
                    on:click=move |_| more.update(|m| *m = !*m)
                >
                    {move || if more.get() { "Less" } else { "More" }}
                </button>
            </div>
            <p class="turn-past turn-extra" hidden=move || !past.get() data-testid="turn-past">
                <span>"As it stood: read only but for its notes."</span>
                <button
                    data-testid="go-on"
                    hidden=move || confirming.get()
                    on:click=move |_| confirming.set(true)
                >
                    "Go on from here"
                </button>
            </p>
            <p class="turn-confirm turn-extra" role="alert" hidden=move || !confirming.get() || !past.get()>
                {move || {
                    let dropped = dropped();
                    let turns = if dropped == 1 { "turn" } else { "turns" };
                    format!(
                        "Going on from {} drops the {dropped} later {turns}. Undo brings them back.",
                        name(shown.get()).to_lowercase(),
                    )
                }}
                <button data-testid="go-on-confirm" on:click=go_on>"Go on"</button>
                <button data-testid="go-on-cancel" on:click=move |_| confirming.set(false)>
                    "Cancel"
                </button>
            </p>
            <div class="turn-note turn-extra">
                <Field
                    label="Note"
                    hook="turn-note".to_owned()
                    entry=Entry::Text
                    shown=note
                    enter=Callback::new(move |text| editor.edit_now(Edit::NoteTurn(text)))
                />
            </div>
        </section>
    }
}

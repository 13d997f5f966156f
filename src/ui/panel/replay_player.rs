//! The replay on the page: the game played from the turn shown, one turn after another, each
//! unit gliding from where the turn began to where it ended ([`TurnReplay`]), at the speed the
//! player sets, pausable. Each frame sets only the units' `transform`s (and the opacity of
//! units arriving), on the groups the unit layer drew at the turn's end; when the replay
//! stops, every group is put back where its unit stands.

use std::collections::HashMap;

use leptos::prelude::*;
use leptos::web_sys::Element;

use crate::game::TurnReplay;
use crate::geom::Bounds;
use crate::session::Edit;
use crate::ui::panel::turn_moves::ask_told;
use crate::ui::{Editor, Notice};

/// The replay's speeds, as (value, words): how many times the ordinary pace.
pub const SPEEDS: [(&str, &str); 4] = [("1", "1×"), ("0.5", "½×"), ("2", "2×"), ("4", "4×")];

/// How long a turn takes to glide through at the ordinary pace, seconds.
const SECONDS_A_TURN: f64 = 3.0;

/// How long the replay rests on each turn's end before the next, as a share of a turn.
const REST_AT_TURN_END: f64 = 0.25;

/// Where the replay is.
enum Glide {
    /// Turn `.0` is asked to be shown; its units glide from the next frame.
    Showing(u32),
    /// Turn `.0` is shown, and the reader worker is asked for its replay.
    Asking(u32),
    /// Turn `turn` glides, `part` of the way through (past 1 while it rests at its end).
    Gliding {
        turn: u32,
        replay: TurnReplay,
        groups: HashMap<u32, Element>,
        part: f64,
        last_ms: f64,
    },
}

/// The replay's state and its controls. Cheap to copy.
#[derive(Clone, Copy)]
pub struct ReplayPlayer {
    editor: Editor,
    playing: RwSignal<bool>,
    speed: StoredValue<f64>,
    glide: StoredValue<Option<Glide>, LocalStorage>,
    /// The replay the reader worker last answered with, and its turn.
    answered: StoredValue<Option<(u32, Result<TurnReplay, String>)>>,
    /// Counts the times play began: a frame asked for before a pause is not played after it.
    plays: StoredValue<u32>,
}

/// The unit layer's groups, by unit id.
fn unit_groups() -> HashMap<u32, Element> {
    let mut groups = HashMap::new();
    let layer = document().query_selector(".table .units").ok().flatten();
    let mut next = layer.and_then(|layer| layer.first_element_child());
    while let Some(group) = next {
        if let Some(id) = group
            .get_attribute("data-unit")
            .and_then(|v| v.parse().ok())
        {
            groups.insert(id, group.clone());
        }
        next = group.next_element_sibling();
    }
    groups
}

/// Marks the table as replaying: the names, the findings and the handles step aside.
fn mark_table(replaying: bool) {
    let Some(table) = document().query_selector(".table").ok().flatten() else {
        return;
    };
    let _ = if replaying {
        table.set_attribute("data-replaying", "")
    } else {
        table.remove_attribute("data-replaying")
    };
}

impl ReplayPlayer {
    /// A player that stands still, stopped when the bar goes.
    pub fn new(editor: Editor) -> Self {
        let player = Self {
            editor,
            playing: RwSignal::new(false),
            speed: StoredValue::new(1.0),
            glide: StoredValue::new_local(None),
            answered: StoredValue::new(None),
            plays: StoredValue::new(0),
        };
        on_cleanup(move || player.stop());
        player
    }

    /// Whether the replay is playing.
    pub fn playing(&self) -> ReadSignal<bool> {
        self.playing.read_only()
    }

    /// Sets the speed from a value of [`SPEEDS`].
    pub fn set_speed(&self, value: &str) {
        if let Ok(speed) = value.parse::<f64>()
            && speed > 0.0
        {
            self.speed.set_value(speed);
        }
    }

    /// Plays, or pauses where the units are.
    pub fn toggle(&self) {
        if self.playing.get_untracked() {
            self.playing.set(false);
            return;
        }
        if self.glide.with_value(Option::is_none) {
            let Some(first) = self.first_turn() else {
                return;
            };
            self.glide.set_value(Some(Glide::Showing(first)));
        }
        // A paused glide goes on from where it stopped, not from when.
        let now = now_ms();
        self.glide.update_value(|glide| {
            if let Some(Glide::Gliding { last_ms, .. }) = glide {
                *last_ms = now;
            }
        });
        self.plays
            .update_value(|plays| *plays = plays.wrapping_add(1));
        self.playing.set(true);
        mark_table(true);
        self.next_frame();
    }

    /// Stops the replay, every unit put back where it stands in the turn shown.
    pub fn stop(&self) {
        self.playing.set(false);
        if let Some(Glide::Gliding { groups, .. }) =
            self.glide.try_update_value(Option::take).flatten()
        {
            self.put_back(&groups);
        }
        mark_table(false);
    }

    /// The turn to play first: the one after the turn shown, or, from the turn in hand, the
    /// first the game kept after its oldest.
    fn first_turn(&self) -> Option<u32> {
        let shown = self.editor.document.with_layout_untracked(|l| l.turn);
        self.editor.document.with_game_untracked(|game| {
            let turns = game.game_turns();
            if game.record.is_empty() {
                None
            } else if shown < game.turn {
                Some(shown + 1)
            } else {
                Some(turns.start() + 1)
            }
        })
    }

    fn next_frame(self) {
        let play = self.plays.get_value();
        request_animation_frame(move || {
            if self.plays.get_value() == play {
                self.frame();
            }
        });
    }

    /// One frame: a turn shown, or its units moved on.
    fn frame(self) {
        if !self.playing.get_untracked() {
            return;
        }
        let now = now_ms();
        let Some(glide) = self.glide.try_update_value(Option::take).flatten() else {
            return self.stop();
        };
        let next = match glide {
            Glide::Showing(turn) => self.begin(turn),
            Glide::Asking(turn) => self.glide_from(turn, now),
            Glide::Gliding {
                turn,
                replay,
                groups,
                part,
                last_ms,
            } => {
                let seconds = SECONDS_A_TURN / self.speed.get_value();
                let part = part + (now - last_ms) / 1000.0 / seconds;
                if part >= 1.0 + REST_AT_TURN_END {
                    self.put_back(&groups);
                    let last = self.editor.document.with_game_untracked(|g| g.turn);
                    if turn >= last {
                        self.glide.set_value(None);
                        self.playing.set(false);
                        mark_table(false);
                        return;
                    }
                    Some(Glide::Showing(turn + 1))
                } else {
                    show_at(&replay, &groups, part.min(1.0) as f32);
                    Some(Glide::Gliding {
                        turn,
                        replay,
                        groups,
                        part,
                        last_ms: now,
                    })
                }
            }
        };
        self.glide.set_value(next);
        self.next_frame();
    }

    /// Shows turn `turn`, then asks the reader worker for its replay; `None` once the turn is
    /// not in the game.
    fn begin(&self, turn: u32) -> Option<Glide> {
        let held = (self.editor.document).with_game_untracked(|g| g.at_turn(turn).is_some());
        if !held {
            return None;
        }
        let shown = self.editor.document.with_layout_untracked(|l| l.turn);
        if shown != turn {
            // The unit layer follows the table in the next task; the replay is asked for a
            // frame later, of the turn shown.
            self.editor.edit_now(Edit::ShowTurn(turn));
            return Some(Glide::Showing(turn));
        }
        self.answered.set_value(None);
        let answered = self.answered;
        let view = self.editor.viewing.view().with_untracked(|v| Bounds {
            min: v.min,
            max: v.min + v.size,
        });
        ask_told(self.editor, turn, view, move |told| {
            answered.set_value(Some((turn, told.map(|told| told.replay))));
        });
        Some(Glide::Asking(turn))
    }

    /// Turn `turn`'s units at the turn's start, once its replay has come; until then the
    /// replay waits. A replay refused stops the replay, saying why.
    fn glide_from(&self, turn: u32, now: f64) -> Option<Glide> {
        let answer = self
            .answered
            .try_update_value(|a| a.take_if(|(of, _)| *of == turn))
            .flatten();
        let replay = match answer {
            None => return Some(Glide::Asking(turn)),
            Some((_, Ok(replay))) => replay,
            Some((_, Err(why))) => {
                self.editor
                    .say(Notice::error("The game could not be replayed.", vec![why]));
                return None;
            }
        };
        let groups = unit_groups();
        show_at(&replay, &groups, 0.0);
        Some(Glide::Gliding {
            turn,
            replay,
            groups,
            part: 0.0,
            last_ms: now,
        })
    }

    /// Puts every group back where its unit stands in the turn shown.
    fn put_back(&self, groups: &HashMap<u32, Element>) {
        self.editor.document.with_layout_untracked(|table| {
            for unit in &table.units {
                if let Some(group) = groups.get(&unit.id) {
                    let _ = group.set_attribute("transform", &unit.pose.svg_transform());
                    let _ = group.remove_attribute("opacity");
                }
            }
        });
    }
}

/// The page's clock, ms.
fn now_ms() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// Sets each unit's group where the replay has it `part` of the way through its turn.
fn show_at(replay: &TurnReplay, groups: &HashMap<u32, Element>, part: f32) {
    for pose in replay.at(part) {
        let Some(group) = groups.get(&pose.id) else {
            continue;
        };
        let _ = group.set_attribute("transform", &pose.pose.svg_transform());
        let _ = if pose.shown < 1.0 {
            group.set_attribute("opacity", &pose.shown.to_string())
        } else {
            group.remove_attribute("opacity")
        };
    }
}

//! What happened in the turn shown, drawn over the table while the turn bar's Arrows switch is
//! on: each unit's move along the path the rules measured, the changes of formation, the
//! charges with their face and the units lost, faint where they stood. The reader worker,
//! which holds the analysis, tells the turn ([`crate::render::tell_turn`]); it is asked again
//! when the turn's table or the view changes (the words keep their size on screen and keep
//! off the units in view), one question at a time, never at each frame of a drag.

use leptos::prelude::*;

use crate::game::ToldTurn;
use crate::geom::Bounds;
use crate::job::Job;
use crate::layout::Layout;
use crate::ui::Editor;
use crate::ui::io::worker_link::ask_later;

/// Asks the reader worker to tell turn `turn` of the game, its marks drawn for `view`;
/// `done` gets the turn told, or what is wrong.
pub fn ask_told(
    editor: Editor,
    turn: u32,
    view: Bounds,
    done: impl FnOnce(Result<ToldTurn, String>) + 'static,
) {
    let game = editor.document.with_game_untracked(Layout::to_bytes);
    let job = Job::TellTurn { turn, view, game };
    ask_later(&job, move |reply| done(reply.and_then(ToldTurn::try_from)));
}

/// The part of the table in view.
fn in_view(editor: Editor) -> Bounds {
    editor.viewing.view().with_untracked(|v| Bounds {
        min: v.min,
        max: v.min + v.size,
    })
}

/// Keeps the table's turn layer drawing what happened in the turn shown while `shown` is on,
/// and nothing while it is off, while units are dragged, or while the game keeps no turn.
pub fn draw_turn_moves(editor: Editor, shown: RwSignal<bool>) {
    // One question at a time: the latest asked for while one is out is asked when it comes.
    let asking = StoredValue::new(false);
    let again = StoredValue::new(false);
    let wanted = move || {
        shown.get()
            && !editor.document.units_dragged().get()
            && editor.document.with_game(|g| !g.record.is_empty())
    };
    fn ask(
        editor: Editor,
        (asking, again): (StoredValue<bool>, StoredValue<bool>),
        wanted: impl Fn() -> bool + Copy + 'static,
    ) {
        let turn = editor.document.with_layout_untracked(|l| l.turn);
        asking.set_value(true);
        ask_told(editor, turn, in_view(editor), move |told| {
            asking.set_value(false);
            if again.get_value() {
                again.set_value(false);
                return ask(editor, (asking, again), wanted);
            }
            // A failure leaves the marks off; the table and its findings are unaffected.
            let marks = told.ok().filter(|_| untrack(wanted)).map(|told| told.marks);
            editor.feedback.draw_turn(marks.unwrap_or_default());
        });
    }
    Effect::new(move |_| {
        editor.viewing.view().track();
        editor.document.track();
        if !wanted() {
            again.set_value(false);
            return editor.feedback.draw_turn(String::new());
        }
        if asking.get_value() {
            again.set_value(true);
        } else {
            ask(editor, (asking, again), wanted);
        }
    });
    on_cleanup(move || editor.feedback.draw_turn(String::new()));
}

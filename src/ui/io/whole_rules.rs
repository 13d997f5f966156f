//! The table's rules made whole on the page. The page reads of a ruleset only what it draws
//! with; once the first table is drawn, the reader sends the table's ruleset whole (its
//! contact, squares and terrain rules), and the edits made on the page read that: a drill and
//! a muster keep off ground the rules forbid, and guns before squares stand within reach of
//! shelter (B-shelter).

use leptos::prelude::*;

use crate::job::{Job, Reply};
use crate::ui::Editor;
use crate::ui::io::worker_link::ask_later;

/// Asks for each ruleset the table is played by, the first time, whole.
pub fn start(editor: Editor) {
    let asked = StoredValue::new(Vec::<(String, String)>::new());
    Effect::new(move |_| {
        let Some(ruleset) = editor.ruleset.get() else {
            return;
        };
        let key = (ruleset.id.clone(), ruleset.version.clone());
        if asked.with_value(|asked| asked.contains(&key)) {
            return;
        }
        asked.update_value(|asked| asked.push(key));
        let reference = editor.document.with_layout_untracked(|l| l.ruleset.clone());
        ask_later(&Job::WholeRules(reference), move |reply| {
            // Without it the page goes on with the rules it draws with.
            if let Ok(Reply::Whole(whole)) = reply {
                let _ = editor
                    .document
                    .add_ruleset(|library| Ok::<_, String>(library.make_whole(*whole)));
            }
        });
    });
}

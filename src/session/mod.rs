//! The edit session: the table being edited, its undo history, the selection and the
//! clipboard, changed only by typed intents: [`Intent`]s for what the table itself does (select,
//! drag, undo, open) through [`Session::apply`], and [`Edit`]s for every one-step edit through
//! [`Session::edit`]. Each door says in an [`Outcome`] what changed, what to tell
//! the player, and whether an undo step was made. The page keeps what the session holds in
//! stores by concern and draws from them; the session itself knows nothing of the browser,
//! so every edit, drags frame by frame included, is tested natively.

mod clipboard;
mod drag;
mod drill_edit;
mod edit;
mod ground;
mod intent;
mod notice;
mod outcome;
mod selection;
mod shown_turn;
mod state;
mod table_edits;
mod unit_edits;

pub use clipboard::Clipboard;
pub use ground::{Ground, played_ruleset};
pub use intent::{Edit, Intent, UnitField};
pub use notice::{Notice, NoticeAction};
pub use outcome::{Ghost, HistoryStep, Outcome};
pub use selection::Selection;
pub use state::Session;

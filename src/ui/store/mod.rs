//! The page's state, in small stores by concern, each provided to every component through
//! the [`Editor`]: the document (the edit session and the rulesets), what is selected, how the
//! table is viewed, what the player is told, the player's choices for the next edit, and
//! whether the first table is in. Each store keeps its signals private and writes them only
//! in its own methods; every change of the table is an [`crate::session::Intent`] or an
//! [`crate::session::Edit`] the editor hands the session (edits through `panel_edits`, from
//! the side panel's module).

mod choices;
mod document;
mod editor;
mod feedback;
pub mod panel_edits;
mod selected;
mod startup;
mod viewing;

pub use choices::Choices;
pub use document::Document;
pub use editor::Editor;
pub use feedback::Feedback;
pub use selected::Selected;
pub use startup::Startup;
pub use viewing::Viewing;

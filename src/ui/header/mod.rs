//! The header: undo and redo, a new turn, the file menu, sharing, exports, the keys, and the notice under it.

pub mod exporting;
pub mod file_menu;
pub mod game_gif;
pub mod header_bar;
pub mod key_help;
pub mod notice;
pub mod sharing;

//! The browser interface: thin Leptos components that edit the layout and show what the core
//! derives from it. They compute no geometry of their own.

mod app;
mod board;
mod crash;
mod header;
mod inspector;
mod io;
mod panel;
mod parts;
mod store;
mod table_marks;
mod tray_maker;
mod unit_layer;

pub use crate::session::{Notice, NoticeAction};
pub use app::App;
pub use board::table::TableView;
pub use crash::show_crash_banner;
pub use inspector::inspector_panel::Inspector;
pub use store::Editor;
pub use unit_layer::UnitLayer;

/// Mounts the app on the page's body, with a banner for any fault.
pub fn mount() {
    crash::catch_faults();
    leptos::mount::mount_to_body(App);
}

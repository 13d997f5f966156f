//! The browser interface: thin Leptos components that show what the core computes.

mod app;
mod table;
mod unit_view;

pub use app::App;
pub use table::Table;
pub use unit_view::UnitView;

/// Mounts the app on the page's body.
pub fn mount() {
    leptos::mount::mount_to_body(App);
}

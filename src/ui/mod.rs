//! The browser interface: thin Leptos components that edit the layout and show what the core
//! derives from it. They compute no geometry of their own.

mod allowance_settings;
mod app;
mod army_basing;
mod autosave;
mod basing_across;
mod basing_fields;
mod brigade_fields;
mod chosen;
mod crash;
mod delegate;
mod exporting;
mod field;
mod file_menu;
mod files;
mod formation_picker;
mod header;
mod inspected_unit;
mod inspector;
mod kept_list;
mod key_help;
mod notice;
mod opening;
mod order_of_battle;
mod order_picker;
mod painter_bench;
mod panel_edits;
mod place_fields;
mod points_menu;
mod reach_panel;
mod reading;
mod ruleset_panel;
mod selected_piece;
mod sharing;
mod side_panel;
mod side_picker;
mod store;
mod table;
mod table_marks;
mod table_settings;
mod tail_bends;
mod terrain_adder;
mod terrain_inspector;
mod tray_maker;
mod unit_choices;
mod unit_commands;
mod unit_findings;
mod unit_layer;
mod unit_names;
mod unit_summary;
mod worker_link;
mod zone_inspector;
mod zone_settings;

pub use crate::session::{Notice, NoticeAction};
pub use app::App;
pub use crash::show_crash_banner;
pub use inspector::Inspector;
pub use store::Editor;
pub use table::TableView;
pub use unit_layer::UnitLayer;

/// Mounts the app on the page's body, with a banner for any fault.
pub fn mount() {
    crash::catch_faults();
    leptos::mount::mount_to_body(App);
}

//! The inspector: the selected unit, terrain or zone, its fields and commands, what the rules say of it, its reach, and the painter's bench.

pub mod army_basing;
pub mod basing_across;
pub mod basing_fields;
pub mod brigade_drill;
pub mod brigade_fields;
pub mod formation_picker;
pub mod inspected_unit;
pub mod inspector_panel;
pub mod order_picker;
pub mod painter_bench;
pub mod place_fields;
pub mod points_menu;
pub mod reach_panel;
pub mod selected_piece;
pub mod tail_bends;
pub mod terrain_inspector;
pub mod unit_choices;
pub mod unit_commands;
pub mod unit_findings;
pub mod unit_note;
pub mod unit_summary;
pub mod zone_inspector;

//! The side panel, fetched as a module of its own once the table is drawn: the rules, the players' table and zones, terrain to add, an army to muster from a list, and the order of battle.

pub mod allowance_settings;
pub mod army_files;
pub mod key_list;
pub mod muster_panel;
pub mod order_of_battle;
pub mod replay_player;
pub mod ruleset_panel;
pub mod side_panel;
pub mod side_picker;
pub mod table_settings;
pub mod terrain_adder;
pub mod turn_bar;
pub mod turn_moves;
pub mod unit_search;
pub mod zone_settings;

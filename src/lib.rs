//! Drillbook: miniature wargame formations at true scale.
//!
//! The crate is a pure core (geometry, formations, rulesets) that builds and tests natively,
//! and a thin Leptos interface over it that exists only on `wasm32`. Data flows one way:
//! ruleset → unit → formation → footprint → view.

#![warn(missing_docs)]

pub mod analysis;
pub mod archive;
pub mod basing;
pub mod cited;
pub mod codec;
pub mod decimal;
pub mod doc;
pub mod drill;
pub mod fields;
pub mod file_name;
pub mod file_reader;
pub mod foreign_file;
pub mod formation;
pub mod game;
pub mod geom;
pub mod history;
pub mod job;
pub mod layout;
pub mod limits;
pub mod link;
pub mod muster;
pub mod reach;
pub mod reading;
pub mod render;
pub mod rules;
pub mod session;
pub mod table;
pub mod terrain;
pub mod text;
pub mod tray;
#[cfg(target_arch = "wasm32")]
pub mod ui;
pub mod viewport;
pub mod worker;

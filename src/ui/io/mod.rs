//! The page's ways in and out: files and links opened, the table saved in the browser, and the workers asked.

pub mod autosave;
pub mod files;
pub mod opening;
pub mod reading;
pub mod whole_rules;
pub mod worker_link;

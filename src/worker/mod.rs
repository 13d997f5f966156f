//! What the page asks its web workers, and what they answer, in compact bytes: the questions
//! about a selected unit's reach and charges the reach worker answers, and the trays the tray
//! maker makes. Each side of a message is written and read here, so the page and its workers
//! always agree; the workers themselves are in `src/web`.

pub mod reach;
pub mod trays;

pub use reach::{ChargeAnswer, EnemyInReach, ReachAnswer, ReachQuestion};
pub use trays::{MadeFile, TrayMake, TrayOrder, files_from_bytes, files_to_bytes};

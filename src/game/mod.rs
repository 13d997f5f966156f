//! A game told turn by turn: what happened in each kept turn (who moved and along what
//! path, who changed formation, which charges went home and on which face, who was lost and
//! who arrived), and where each unit stands at any moment of a replay.
//!
//! The record itself is the layout's ([`crate::layout::TurnRecord`]); this module reads it
//! with the analysis, for the turn bar, the battle report and the command line.

mod replay;
mod story;
mod told_turn;
mod turn_name;

pub use replay::{ReplayPose, TurnReplay};
pub use story::{ChargeHome, FormationChanged, TurnStory, UnitMove, game_stories, turn_story};
pub use told_turn::ToldTurn;
pub use turn_name::turn_name;

//! Terrain on the players' table: areas (woods, towns, hills…) and linear features (roads,
//! rivers, walls…), each a typed shape. What a kind of terrain does to the units is the
//! ruleset's to say (`[[terrain]]`, the ruleset's `TerrainRules`); here is only where it
//! lies, and what of a unit it touches.

mod kind;
mod piece;
mod quick;

pub use kind::{TERRAIN_KINDS, TerrainKind};
pub use piece::{MAX_TERRAIN_PIECES, MAX_TERRAIN_POINTS, MAX_TERRAIN_WIDTH_MM, TerrainPiece};
pub use quick::QuickShape;

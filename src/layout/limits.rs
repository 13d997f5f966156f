//! Limits on what a layout may hold. Far beyond any real table, they keep a hostile file or
//! link from asking for absurd work.

/// The most units on one table.
pub const MAX_UNITS: usize = 5000;

/// The furthest from the table's origin anything may stand, mm (100 m).
pub const MAX_TABLE_MM: f32 = 100_000.0;

/// The longest unit name, in characters.
pub const MAX_NAME_CHARS: usize = 120;

/// The largest base side or gap a layout may give, mm.
pub const MAX_BASE_MM: f32 = 1000.0;

/// The largest custom ruleset a layout may carry, in bytes.
pub const MAX_RULESET_BYTES: usize = 256 * 1024;

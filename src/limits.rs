//! The budget of one table: what a layout may hold, however it arrives (a link, a file, a
//! ruleset's defaults, an edit). The caps stand well above the largest club games (a few
//! hundred units, a few thousand bases) and keep the work of placing, analysing and drawing
//! any table they admit bounded. `docs/formats.md` lists them.

/// The most changes of formation a layout records for one unit in one turn; past it, the
/// newest replaces the last recorded, which then stands for both.
pub const MAX_TURN_CHANGES: usize = 8;

/// The latest turn a players' table may be in.
pub const MAX_TURN: u32 = 9_999;

/// The most turns a game keeps played, before the one in hand: a long club game is played in
/// a dozen or two, a day's refight in fifty.
pub const MAX_KEPT_TURNS: usize = 120;

/// The most units a game's kept turns hold in all, counting each unit once a turn: 500 units
/// for every one of [`MAX_KEPT_TURNS`]. It bounds the memory a game takes and the work of
/// reading one, whatever its turns hold.
pub const MAX_GAME_UNITS: usize = 60_000;

/// The longest note on a turn or on a unit in it, in characters: a line, as a forum post's
/// caption is.
pub const MAX_NOTE_CHARS: usize = 280;

/// The most units on one table.
pub const MAX_UNITS: usize = 1000;

/// The most bases one unit may have. A battalion of singly based figures has a few dozen;
/// every count the formation engine multiplies (files, faces, ranks) is bounded by it.
pub const MAX_BASES: u32 = 200;

/// The most bases on the whole table.
pub const MAX_TABLE_BASES: u32 = 5000;

/// The most figures on one base.
pub const MAX_FIGURES_PER_BASE: u32 = 100;

/// The most cannon one battery may represent.
pub const MAX_CANNON: u32 = 100;

/// The furthest from the table's origin anything may stand, mm (100 m).
pub const MAX_TABLE_MM: f32 = 100_000.0;

/// The most troop types a layout may give move allowances for: more than any ruleset has.
pub const MAX_ALLOWANCES: usize = 64;

/// The longest unit name, in characters.
pub const MAX_NAME_CHARS: usize = 120;

/// The longest troop, formation or ruleset id or version a layout may name, in characters.
pub const MAX_ID_CHARS: usize = 64;

/// The largest base side, gap or skirmish spacing a layout may give, mm.
pub const MAX_BASE_MM: f32 = 1000.0;

/// The largest ruleset file, or custom ruleset a layout carries, in bytes. The largest
/// built-in ruleset is under 12 KB.
pub const MAX_RULESET_BYTES: usize = 256 * 1024;

/// The largest layout file, in bytes. A thousand units with every skirmisher placed by hand
/// take about 1 MB.
pub const MAX_LAYOUT_FILE_BYTES: usize = 4 * 1024 * 1024;

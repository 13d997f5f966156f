//! What each kind of terrain does under a ruleset's rules (`[[terrain]]`): every effect is
//! optional, and a ruleset gives only those its texts do, citing them like every other value.

use super::Cited;
use super::compact::KINDS;
use crate::doc::{DocError, Fields};
use crate::formation::TroopKind;
use crate::terrain::{TERRAIN_KINDS, TerrainKind};

/// How hard going a piece of ground is, where a move's allowance turns on it
/// (B-square-move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Going {
    /// Open ground.
    Open,
    /// Broken ground.
    Broken,
    /// Rough ground.
    Rough,
}

/// The goings, as a ruleset names them, in the order the compact form numbers them.
pub const GOINGS: [(&str, Going); 3] = [
    ("open", Going::Open),
    ("broken", Going::Broken),
    ("rough", Going::Rough),
];

/// What some kinds of terrain do on the table.
#[derive(Clone, Debug, PartialEq)]
pub struct TerrainRules {
    /// The kinds these effects are for.
    pub kinds: Vec<TerrainKind>,
    /// How hard going it is (B-square-move); open where not given.
    pub going: Option<Cited<Going>>,
    /// Entering or leaving it (an area), or crossing it (a linear feature), halves a move
    /// (D-half).
    pub halves_move: Option<Cited<bool>>,
    /// Troops of these kinds may enter it only along a road (D-terrain).
    pub roads_only: Option<Cited<Vec<TroopKind>>>,
    /// At most one infantry unit may stand in it (D-no-overlap).
    pub one_infantry_unit: Option<Cited<bool>>,
    /// A square may not stand in it or move across it (D-terrain, A-9.59).
    pub keeps_out_squares: Option<Cited<bool>>,
    /// Artillery may not stand in it unlimbered: guns pass through it on a road, limbered
    /// (D-terrain).
    pub no_unlimbering: Option<Cited<bool>>,
    /// It stands between a fire zone and a skirmisher behind it.
    pub blocks_fire_zones: Option<Cited<bool>>,
    /// A battery that crossed it ends its move limbered.
    pub limbers_artillery: Option<Cited<bool>>,
    /// It is a road: a move that keeps to it all the way gets the road bonus (D-road), and
    /// troops kept out of an area but for roads may enter along it.
    pub road: Option<Cited<bool>>,
}

impl TerrainRules {
    /// Whether the effect `flag` is given and set.
    pub fn has(flag: &Option<Cited<bool>>) -> bool {
        flag.as_ref().is_some_and(|c| c.value)
    }

    pub(super) fn read(f: &mut Fields) -> Result<Self, DocError> {
        let ids = f.strings("kinds")?;
        let kinds = ids
            .iter()
            .map(|id| {
                TerrainKind::from_id(id).ok_or_else(|| {
                    f.field_error(
                        "kinds",
                        format!(
                            "names '{}', which is not a kind of terrain (they are: {})",
                            crate::text::excerpt(id),
                            TERRAIN_KINDS.map(|(id, _)| id).join(", ")
                        ),
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if kinds.is_empty() {
            return Err(f.field_error("kinds", "must name at least one kind of terrain"));
        }
        let flag = |f: &mut Fields| f.boolean("value");
        Ok(Self {
            kinds,
            going: f.optional_cited("going", |f| f.choice("value", &GOINGS))?,
            halves_move: f.optional_cited("halves_move", flag)?,
            roads_only: f.optional_cited("roads_only", |f| {
                let names = f.strings("value")?;
                names
                    .iter()
                    .map(|name| {
                        KINDS
                            .iter()
                            .find(|(id, _)| id == name)
                            .map(|&(_, kind)| kind)
                            .ok_or_else(|| {
                                f.field_error(
                                    "value",
                                    format!(
                                        "names '{}', which is not a troop kind (infantry, cavalry, artillery)",
                                        crate::text::excerpt(name)
                                    ),
                                )
                            })
                    })
                    .collect()
            })?,
            one_infantry_unit: f.optional_cited("one_infantry_unit", flag)?,
            keeps_out_squares: f.optional_cited("keeps_out_squares", flag)?,
            no_unlimbering: f.optional_cited("no_unlimbering", flag)?,
            blocks_fire_zones: f.optional_cited("blocks_fire_zones", flag)?,
            limbers_artillery: f.optional_cited("limbers_artillery", flag)?,
            road: f.optional_cited("road", flag)?,
        })
    }
}

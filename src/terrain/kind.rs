//! The kinds of terrain a table may hold: the words the rule texts and players use, so each
//! ruleset can say what each kind does under its rules.

/// A kind of terrain piece: an area or a linear feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TerrainKind {
    /// Woods, orchards, forest.
    Wood,
    /// A town, village or farm: a built-up area (BUA).
    BuiltUp,
    /// A hill.
    Hill,
    /// Rough ground: rocks, scrub, broken slopes.
    Rough,
    /// Marsh or bog.
    Marsh,
    /// Crops or enclosed fields.
    Field,
    /// A road.
    Road,
    /// A track or path.
    Track,
    /// A river.
    River,
    /// A stream.
    Stream,
    /// A wall.
    Wall,
    /// A hedge.
    Hedge,
    /// A fence.
    Fence,
}

/// Every kind with the id files and rulesets name it by, areas first.
pub const TERRAIN_KINDS: [(&str, TerrainKind); 13] = [
    ("wood", TerrainKind::Wood),
    ("built-up", TerrainKind::BuiltUp),
    ("hill", TerrainKind::Hill),
    ("rough", TerrainKind::Rough),
    ("marsh", TerrainKind::Marsh),
    ("field", TerrainKind::Field),
    ("road", TerrainKind::Road),
    ("track", TerrainKind::Track),
    ("river", TerrainKind::River),
    ("stream", TerrainKind::Stream),
    ("wall", TerrainKind::Wall),
    ("hedge", TerrainKind::Hedge),
    ("fence", TerrainKind::Fence),
];

impl TerrainKind {
    /// The id files and rulesets name the kind by.
    pub fn id(self) -> &'static str {
        TERRAIN_KINDS[self as usize].0
    }

    /// The kind of the given id.
    pub fn from_id(id: &str) -> Option<Self> {
        TERRAIN_KINDS
            .iter()
            .find(|(k, _)| *k == id)
            .map(|&(_, kind)| kind)
    }

    /// What players call a piece of it, in a sentence.
    pub fn noun(self) -> &'static str {
        match self {
            Self::Wood => "wood",
            Self::BuiltUp => "built-up area",
            Self::Hill => "hill",
            Self::Rough => "rough ground",
            Self::Marsh => "marsh",
            Self::Field => "field",
            Self::Road => "road",
            Self::Track => "track",
            Self::River => "river",
            Self::Stream => "stream",
            Self::Wall => "wall",
            Self::Hedge => "hedge",
            Self::Fence => "fence",
        }
    }

    /// Whether pieces of it are lines with a width (a road, a wall) rather than areas.
    pub fn is_linear(self) -> bool {
        self as usize >= Self::Road as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_reads_back_by_its_id_and_lines_follow_areas() {
        for (index, &(id, kind)) in TERRAIN_KINDS.iter().enumerate() {
            assert_eq!(kind as usize, index);
            assert_eq!(TerrainKind::from_id(id), Some(kind));
            assert_eq!(kind.id(), id);
        }
        let linear: Vec<_> = TERRAIN_KINDS
            .iter()
            .filter(|(_, k)| k.is_linear())
            .collect();
        assert_eq!(linear.len(), 7);
        assert!(!TerrainKind::Marsh.is_linear() && TerrainKind::Road.is_linear());
        assert_eq!(TerrainKind::from_id("lava"), None);
    }
}

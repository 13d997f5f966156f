//! The player's edits to the terrain on the table: adding a piece, and reaching one to change
//! or remove it. Each is one step of the undo history; the table's checks then hold the piece
//! to its limits, as they hold a file's.

use super::Layout;
use crate::terrain::TerrainPiece;

impl Layout {
    /// Puts `piece` on top of the table's terrain and returns its place in it. Terrain stands
    /// on the players' table: without one, says so.
    pub fn add_terrain(&mut self, piece: TerrainPiece) -> Result<usize, String> {
        let field = self
            .battlefield
            .as_mut()
            .ok_or("Terrain stands on the players' table: choose the table's size first.")?;
        field.terrain.push(piece);
        Ok(field.terrain.len() - 1)
    }

    /// Terrain piece `index`, to change.
    pub fn terrain_mut(&mut self, index: usize) -> Option<&mut TerrainPiece> {
        self.battlefield.as_mut()?.terrain.get_mut(index)
    }
}

#[cfg(test)]
mod tests {
    use glam::Vec2;

    use crate::layout::{Layout, TABLE_SIZES, TablePiece};
    use crate::rules::Library;
    use crate::terrain::{MAX_TERRAIN_PIECES, QuickShape, TerrainKind, TerrainPiece};

    fn layout() -> Result<Layout, String> {
        let library = Library::builtin().map_err(|e| e.to_string())?;
        let first = &library.entries()[0].ruleset.id;
        Ok(Layout::new(library.reference(first).ok_or("built in")?))
    }

    fn wood() -> TerrainPiece {
        TerrainPiece::quick(TerrainKind::Wood, QuickShape::Ellipse, Vec2::ZERO)
    }

    fn terrain(layout: &Layout) -> &[TerrainPiece] {
        layout.battlefield.as_ref().map_or(&[], |f| &f.terrain)
    }

    #[test]
    fn terrain_needs_a_table_and_then_stacks_up_to_the_limit() -> Result<(), String> {
        let mut layout = layout()?;
        let refused = layout.add_terrain(wood()).err().unwrap_or_default();
        assert!(refused.contains("table's size"), "{refused}");
        layout.set_table(Some(TABLE_SIZES[0]), Vec2::ZERO, None);
        for n in 0..MAX_TERRAIN_PIECES {
            assert_eq!(layout.add_terrain(wood()), Ok(n));
            assert_eq!(layout.check(), Ok(()));
        }
        layout.add_terrain(wood())?;
        assert!(
            layout.check().is_err(),
            "one piece past the limit is refused"
        );
        layout.remove_piece(TablePiece::Terrain(0));
        layout.remove_piece(TablePiece::Terrain(MAX_TERRAIN_PIECES));
        assert_eq!(layout.check(), Ok(()));
        Ok(())
    }

    #[test]
    fn a_piece_is_renamed_and_removed_by_its_place() -> Result<(), String> {
        let mut layout = layout()?;
        layout.set_table(Some(TABLE_SIZES[4]), Vec2::ZERO, None);
        layout.add_terrain(wood())?;
        layout.add_terrain(wood())?;
        layout.rename_terrain(1, "  Bois de Paris ")?;
        assert!(layout.terrain_mut(2).is_none());
        layout.remove_piece(TablePiece::Terrain(0));
        assert_eq!(terrain(&layout).len(), 1);
        assert_eq!(terrain(&layout)[0].name, "Bois de Paris");
        assert!(layout.rename_terrain(0, "\u{1b}[2J").is_err());
        assert!(layout.rename_terrain(0, &"x".repeat(500)).is_err());
        assert_eq!(
            terrain(&layout)[0].name,
            "Bois de Paris",
            "a refused name changes nothing"
        );
        layout.rename_terrain(0, " ")?;
        assert_eq!(
            terrain(&layout)[0].label(),
            "the wood",
            "blank, it is named by its kind"
        );
        assert!(layout.rename_terrain(1, "gone").is_err());
        Ok(())
    }

    #[test]
    fn a_resized_table_keeps_its_middle_and_its_terrain_and_redraws_its_strips()
    -> Result<(), String> {
        let mut layout = layout()?;
        layout.set_table(Some(TABLE_SIZES[0]), Vec2::new(100.0, 0.0), None);
        layout.add_terrain(wood())?;
        let before = layout.battlefield.clone().ok_or("a table")?;
        // Resized, wherever the units now stand.
        layout.set_table(Some(TABLE_SIZES[1]), Vec2::new(-500.0, 300.0), None);
        let after = layout.battlefield.as_ref().ok_or("a table")?;
        assert_eq!(after.centre, before.centre);
        assert_eq!(
            (after.width_mm, after.depth_mm),
            (TABLE_SIZES[1].width_mm, TABLE_SIZES[1].depth_mm)
        );
        assert_eq!(after.terrain, before.terrain);
        assert_eq!(after.zones.len(), 2);
        assert_ne!(after.zones, before.zones, "the strips follow the new edges");
        Ok(())
    }
}

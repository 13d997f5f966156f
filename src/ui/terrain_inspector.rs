//! The selected piece of terrain: its name, a linear feature's width, its points to add or
//! take away, how to move and reshape it, and removing it.

use leptos::prelude::*;

use super::Editor;
use super::field::Field;
use super::points_menu::PointsMenu;
use super::selected_piece::SelectedPiece;
use crate::decimal::Decimal;
use crate::fields::{Entry, length_mm};
use crate::layout::TablePiece;
use crate::terrain::TerrainPiece;

/// The inspector of terrain piece `index`.
#[component]
pub fn TerrainInspector(index: usize) -> impl IntoView {
    let editor = Editor::get();
    let read = move |what: fn(&TerrainPiece) -> String| piece(editor, index, what);
    let linear = editor.layout.with_untracked(|l| {
        l.battlefield
            .as_ref()
            .and_then(|f| f.terrain.get(index))
            .is_some_and(|p| p.kind.is_linear())
    });
    view! {
        <SelectedPiece
            heading=Signal::derive(move || read(heading))
            name=Signal::derive(move || read(|p| p.name.clone()))
            rename=Callback::new(move |typed: String| {
                editor.edit(|layout| layout.rename_terrain(index, &typed))
            })
            hook="terrain"
            hint="Drag it to move it, or a round handle to move one point; double-click its outline to add a point there, or a point to take it away. The arrow keys move it; Q and E turn it."
            remove="Remove terrain"
        >
            {linear
                .then(|| {
                    view! {
                        <Field
                            label="Width (mm)"
                            hook="terrain-width".to_owned()
                            entry=Entry::Number { step: "0.5" }
                            shown=Signal::derive(move || {
                                read(|p| Decimal::drawn(p.width_mm).to_string())
                            })
                            enter=Callback::new(move |typed: String| {
                                editor
                                    .edit_terrain(
                                        index,
                                        |piece| {
                                            piece.width_mm = length_mm("The width", &typed)?;
                                            Ok(())
                                        },
                                    )
                            })
                        />
                    }
                })}
            <PointsMenu piece=TablePiece::Terrain(index)/>
        </SelectedPiece>
    }
}

/// The inspector's heading for `piece`: its name, or its kind (`Built-up area`).
fn heading(piece: &TerrainPiece) -> String {
    if !piece.name.is_empty() {
        return piece.name.clone();
    }
    let mut kind = piece.kind.noun().to_owned();
    if let Some(first) = kind.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    kind
}

/// What `what` reads of terrain piece `index`, or nothing when it is gone (an undo took it).
fn piece(editor: Editor, index: usize, what: fn(&TerrainPiece) -> String) -> String {
    editor.layout.with(|l| {
        l.battlefield
            .as_ref()
            .and_then(|f| f.terrain.get(index))
            .map(what)
            .unwrap_or_default()
    })
}

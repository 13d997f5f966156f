//! The selected piece of terrain: its name, a linear feature's width, its points to add or
//! take away, how to move and reshape it, and removing it.

use leptos::prelude::*;

use crate::decimal::Decimal;
use crate::fields::Entry;
use crate::layout::TablePiece;
use crate::rules::DistanceUnit;
use crate::session::Edit;
use crate::terrain::TerrainPiece;
use crate::ui::Editor;
use crate::ui::inspector::points_menu::PointsMenu;
use crate::ui::inspector::selected_piece::SelectedPiece;
use crate::ui::parts::field::Field;

/// The inspector of terrain piece `index`.
#[component]
pub fn TerrainInspector(index: usize) -> impl IntoView {
    let editor = Editor::get();
    let read = move |what: fn(&TerrainPiece) -> String| piece(editor, index, what);
    // Widths are typed and shown in the table's unit, the one its rules measure in.
    let unit = Memo::new(move |_| {
        editor
            .ruleset
            .with(|r| r.as_ref().map_or(DistanceUnit::Mm, |r| r.distance_unit))
    });
    let linear = editor.document.with_layout_untracked(|l| {
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
                editor.edit(Edit::RenameTerrain { index, name: typed })
            })
            hook="terrain"
            hint="Drag it to move it; a square at a corner of its frame resizes it, and the dot above the frame turns it. A round handle moves one point; double-click its outline to add a point there, or a point to take it away. The arrow keys move it; Q and E turn it."
            remove="Remove terrain"
        >
            {linear
                .then(|| {
                    view! {
                        <Field
                            label=format!("Width ({})", unit.get_untracked().words())
                            hook="terrain-width".to_owned()
                            entry=Entry::Number { step: "any" }
                            shown=Signal::derive(move || {
                                let per = unit.get().to_mm(1.0);
                                editor.document.with_layout(|l| {
                                    l.battlefield
                                        .as_ref()
                                        .and_then(|f| f.terrain.get(index))
                                        .map(|p| Decimal::trimmed(p.width_mm / per, 3).to_string())
                                        .unwrap_or_default()
                                })
                            })
                            enter=Callback::new(move |typed: String| {
                                let unit = unit.get_untracked();
                                editor.edit(Edit::SetTerrainWidth { index, typed, unit })
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
    editor.document.with_layout(|l| {
        l.battlefield
            .as_ref()
            .and_then(|f| f.terrain.get(index))
            .map(what)
            .unwrap_or_default()
    })
}

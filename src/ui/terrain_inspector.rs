//! The selected piece of terrain: its name, a linear feature's width, its points to add or
//! take away, how to move and reshape it, and removing it.

use leptos::prelude::*;

use super::Editor;
use super::field::Field;
use super::points_menu::PointsMenu;
use super::selected_piece::SelectedPiece;
use crate::decimal::Decimal;
use crate::fields::{Entry, length_in};
use crate::layout::TablePiece;
use crate::rules::DistanceUnit;
use crate::terrain::{MAX_TERRAIN_WIDTH_MM, TerrainPiece};

/// The narrowest linear feature, mm, as a layout holds it.
const MIN_TERRAIN_WIDTH_MM: f32 = 1.0;

/// A linear feature's width typed in `unit`, in mm; refused, in that unit, outside the widths
/// a layout holds.
fn width_mm(typed: &str, unit: DistanceUnit) -> Result<f32, String> {
    let mm = unit.to_mm(length_in("The width", typed, unit)?);
    if (MIN_TERRAIN_WIDTH_MM..=MAX_TERRAIN_WIDTH_MM).contains(&mm) {
        return Ok(mm);
    }
    let said = |mm: f32| Decimal::trimmed(mm / unit.to_mm(1.0), 2);
    Err(format!(
        "The width must be {} to {} {}, found {}.",
        said(MIN_TERRAIN_WIDTH_MM),
        said(MAX_TERRAIN_WIDTH_MM),
        unit.words(),
        typed.trim()
    ))
}

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
                                editor.layout.with(|l| {
                                    l.battlefield
                                        .as_ref()
                                        .and_then(|f| f.terrain.get(index))
                                        .map(|p| Decimal::trimmed(p.width_mm / per, 3).to_string())
                                        .unwrap_or_default()
                                })
                            })
                            enter=Callback::new(move |typed: String| {
                                let unit = unit.get_untracked();
                                editor
                                    .edit_terrain(
                                        index,
                                        |piece| {
                                            piece.width_mm = width_mm(&typed, unit)?;
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

//! The view store: the part of the table on screen, the overlays and what the table draws,
//! and the panel's and the keys' sheets.

use leptos::prelude::*;

use crate::geom::Bounds;
use crate::render::Layers;
use crate::table::Table;
use crate::viewport::ViewBox;

/// Space left around the table's content when fitting the view, in mm.
const FIT_MARGIN_MM: f32 = 40.0;
/// The smallest stretch of table the view shows, in mm, so one base is not blown up.
const MIN_VIEW_MM: f32 = 300.0;

/// How the table is viewed. The view stays put while units move, and is fitted to the table
/// on demand, when units are added, and when a new table starts.
#[derive(Clone, Copy)]
pub struct Viewing {
    view: RwSignal<ViewBox>,
    layers: RwSignal<Layers>,
    names_shown: RwSignal<bool>,
    figures_shown: RwSignal<bool>,
    sheet_down: RwSignal<bool>,
    keys_shown: RwSignal<bool>,
}

impl Viewing {
    /// The view fitted to `table`, with the rules' findings drawn and the names written.
    pub fn new(table: &Table) -> Self {
        Self {
            view: RwSignal::new(fitted(table)),
            layers: RwSignal::new(Layers::FINDINGS),
            names_shown: RwSignal::new(true),
            figures_shown: RwSignal::new(false),
            sheet_down: RwSignal::new(false),
            keys_shown: RwSignal::new(false),
        }
    }

    /// The part of the table on screen.
    pub fn view(&self) -> ReadSignal<ViewBox> {
        self.view.read_only()
    }

    /// Shows `view` of the table: panned or zoomed by the player.
    pub fn show(&self, view: ViewBox) {
        self.view.set(view);
    }

    /// Fits the view to everything on `table`.
    pub fn fit(&self, table: &Table) {
        self.view.set(fitted(table));
    }

    /// Centres the view on `content` at the same zoom, or widens it to show `content`
    /// whole.
    pub fn centre_on(&self, content: Bounds) {
        let view = self.view.get_untracked();
        self.view
            .set(view.centred_on(content, FIT_MARGIN_MM, MIN_VIEW_MM));
    }

    /// The overlays switched on.
    pub fn layers(&self) -> ReadSignal<Layers> {
        self.layers.read_only()
    }

    /// Switches overlay `layer` on or off.
    pub fn toggle_layer(&self, layer: Layers) {
        self.layers.update(|layers| *layers = layers.toggled(layer));
    }

    /// Whether the units' names are written on the table.
    pub fn names_shown(&self) -> ReadSignal<bool> {
        self.names_shown.read_only()
    }

    /// Writes the units' names on the table, or stops.
    pub fn toggle_names(&self) {
        self.names_shown.update(|on| *on = !*on);
    }

    /// Whether each base shows its figures, a dot each.
    pub fn figures_shown(&self) -> ReadSignal<bool> {
        self.figures_shown.read_only()
    }

    /// Shows the figures on the bases, or stops.
    pub fn show_figures(&self, shown: bool) {
        self.figures_shown.set(shown);
    }

    /// Whether the panel, a sheet over the table on a phone, is pulled down to a strip.
    pub fn sheet_down(&self) -> ReadSignal<bool> {
        self.sheet_down.read_only()
    }

    /// Pulls the panel's sheet down to a strip, or up.
    pub fn put_sheet_down(&self, down: bool) {
        self.sheet_down.set(down);
    }

    /// Whether the list of keys is open.
    pub fn keys_shown(&self) -> ReadSignal<bool> {
        self.keys_shown.read_only()
    }

    /// Opens or closes the list of keys.
    pub fn show_keys(&self, shown: bool) {
        self.keys_shown.set(shown);
    }
}

fn fitted(table: &Table) -> ViewBox {
    ViewBox::fit(table.bounds(), FIT_MARGIN_MM, MIN_VIEW_MM)
}

//! Reading the table: the analysis of a layout and what the page shows of it, made in the
//! reader worker so the analysis is neither in the page's first load nor on its main thread
//! while a unit is dragged.
//!
//! The page sends a [`ReadingRequest`] in compact bytes; the worker answers with a
//! [`Reading`]: what the rules say of the selected unit, as inspector markup, and the overlays
//! switched on, as SVG.

use crate::analysis::{analyze, overlays};
use crate::codec::{Reader, Writer};
use crate::layout::Layout;
use crate::render::{Layers, overlay_markup, unit_findings};
use crate::rules::Library;
use crate::table::resolve;

/// What the page asks to be read: its layout, its selected unit and its overlays.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadingRequest {
    /// The unit whose findings the inspector shows.
    pub selected: Option<u32>,
    /// The overlays switched on.
    pub layers: Layers,
    /// The layout, in its compact binary form.
    pub layout: Vec<u8>,
}

impl ReadingRequest {
    /// The request in compact bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::new();
        w.option(self.selected.as_ref(), |w, id| w.u32(*id));
        w.u8(self.layers.0);
        w.raw(&self.layout);
        w.into_bytes()
    }

    /// Reads a request back.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let mut r = Reader::new(bytes);
        let selected = r.option(Reader::u32).map_err(|e| e.to_string())?;
        let layers = Layers(r.u8().map_err(|e| e.to_string())?);
        Ok(Self {
            selected,
            layers,
            layout: r.rest().to_vec(),
        })
    }
}

/// What the worker read from a table.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reading {
    /// The unit the findings are about.
    pub unit: Option<u32>,
    /// What the rules say of it, as inspector markup.
    pub findings: String,
    /// The overlays switched on, as SVG.
    pub overlays: String,
}

impl Reading {
    /// The reading in compact bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::new();
        w.option(self.unit.as_ref(), |w, id| w.u32(*id));
        w.str(&self.findings);
        w.str(&self.overlays);
        w.into_bytes()
    }

    /// Reads a reading back.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let mut r = Reader::new(bytes);
        let read = |r: &mut Reader| {
            Ok::<_, crate::codec::CodecError>(Self {
                unit: r.option(Reader::u32)?,
                findings: r.string()?,
                overlays: r.string()?,
            })
        };
        read(&mut r).map_err(|e| e.to_string())
    }
}

/// Reads the table of `request`, with its ruleset from `library` (a ruleset the layout
/// carries is added to it once, and found there after).
pub fn read_table(library: &mut Library, request: &ReadingRequest) -> Result<Reading, String> {
    let layout = Layout::from_bytes(&request.layout)?;
    let ruleset = library
        .ruleset_for(&layout.ruleset)
        .map_err(|e| e.to_string())?;
    let table = resolve(&layout, &ruleset);
    let report = analyze(&table, &ruleset);
    let findings = request
        .selected
        .map(|id| unit_findings(id, &report))
        .unwrap_or_default();
    let overlays = if request.layers == Layers::default() {
        String::new()
    } else {
        overlay_markup(&overlays(&table, &report, &ruleset), request.layers)
    };
    Ok(Reading {
        unit: request.selected,
        findings,
        overlays,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flank_charge() -> Layout {
        Layout::from_json(include_str!("../docs/examples/flank-charge.json")).expect("valid")
    }

    #[test]
    fn the_selected_units_findings_and_the_chosen_overlays_come_back() {
        let mut library = Library::builtin().expect("built-ins");
        let request = ReadingRequest {
            selected: Some(1),
            layers: Layers::CONTACTS,
            layout: flank_charge().to_bytes(),
        };
        let request = ReadingRequest::from_bytes(&request.to_bytes()).expect("reads");
        let reading = read_table(&mut library, &request).expect("reads");
        assert_eq!(reading.unit, Some(1));
        assert!(
            reading.findings.contains("data-rule=\"D-flank\""),
            "{}",
            reading.findings
        );
        assert!(
            reading.overlays.contains(">flank</text>"),
            "{}",
            reading.overlays
        );
        assert!(!reading.overlays.contains("overlay-zones"));
        assert_eq!(Reading::from_bytes(&reading.to_bytes()), Ok(reading));
    }

    #[test]
    fn a_damaged_request_is_refused_with_a_message() {
        let mut library = Library::builtin().expect("built-ins");
        let request = ReadingRequest {
            selected: None,
            layers: Layers::default(),
            layout: vec![9, 9, 9],
        };
        assert!(read_table(&mut library, &request).is_err());
        assert!(ReadingRequest::from_bytes(&[]).is_err());
        assert!(Reading::from_bytes(&[1]).is_err());
    }
}

//! Reading the table: the analysis of a layout and what the page shows of it, made in the
//! reader worker so the analysis is neither in the page's first load nor on its main thread
//! while a unit is dragged.
//!
//! The page sends a [`ReadingRequest`] in compact bytes; the worker answers with a
//! [`Reading`]: what the rules say of the selected unit, typed, and the overlays switched on,
//! as SVG.

use std::sync::Arc;

use glam::Vec2;

use crate::analysis::{Analysis, MoveReport, PairSearch, Report, overlays};
use crate::codec::{CodecError, Reader, Writer};
use crate::formation::TargetClass;
use crate::layout::Layout;
use crate::layout::RulesetRef;
use crate::render::{
    Layers, OverlayWord, WordKind, finding_marks_markup, overlay_markup, overlay_words,
};
use crate::rules::{Library, Ruleset, Scale};
use crate::table::{Placement, Table};

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

/// What the rules say of one unit, for the inspector.
#[derive(Clone, Debug, PartialEq)]
pub struct UnitReading {
    /// How fire at it is classed.
    pub target: TargetClass,
    /// Its move this turn, when a start is recorded (D-move, D-half).
    pub moved: Option<MoveReport>,
    /// Every finding about it, as `(rule, message)`.
    pub findings: Vec<(String, String)>,
    /// What its formation means under the rules, as `(rule, what it says)` (A-9.11, A-8.31,
    /// D-square).
    pub consequences: Vec<(String, String)>,
}

impl UnitReading {
    /// What `report` says of unit `id`, if it has the unit.
    pub fn of(id: u32, report: &Report) -> Option<Self> {
        let unit = report.unit(id)?;
        Some(Self {
            target: unit.target,
            moved: unit.moved.clone(),
            findings: report
                .findings_for(id)
                .map(|f| (f.rule.clone(), f.message.clone()))
                .collect(),
            consequences: unit
                .consequences
                .iter()
                .map(|c| (c.rule.clone(), c.value.clone()))
                .collect(),
        })
    }

    fn write(&self, w: &mut Writer) {
        w.bool(self.target == TargetClass::Massed);
        w.option(self.moved.as_ref(), |w, moved| {
            w.f32(moved.distance_mm);
            w.bool(moved.straight_ahead);
            w.option(moved.allowance_mm.as_ref(), |w, mm| w.f32(*mm));
            w.option(moved.road_bonus_mm.as_ref(), |w, mm| w.f32(*mm));
            w.option(moved.halved_by.as_ref(), |w, rule| w.str(rule));
            w.option(moved.assumption.as_ref(), |w, why| w.str(why));
            w.option(moved.spent_mm.as_ref(), |w, mm| w.f32(*mm));
            w.u32(moved.formations);
        });
        for said in [&self.findings, &self.consequences] {
            w.list(said, |w, (rule, message)| {
                w.str(rule);
                w.str(message);
            });
        }
    }

    fn read(r: &mut Reader) -> Result<Self, CodecError> {
        Ok(Self {
            target: if r.bool()? {
                TargetClass::Massed
            } else {
                TargetClass::Linear
            },
            moved: r.option(|r| {
                Ok(MoveReport {
                    distance_mm: r.f32()?,
                    straight_ahead: r.bool()?,
                    allowance_mm: r.option(Reader::f32)?,
                    road_bonus_mm: r.option(Reader::f32)?,
                    halved_by: r.option(Reader::string)?,
                    assumption: r.option(Reader::string)?,
                    spent_mm: r.option(Reader::f32)?,
                    formations: r.u32()?,
                })
            })?,
            findings: r.list(|r| Ok((r.string()?, r.string()?)))?,
            consequences: r.list(|r| Ok((r.string()?, r.string()?)))?,
        })
    }
}

/// What the worker read from a table.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reading {
    /// The unit the reading is about.
    pub unit: Option<u32>,
    /// What the rules say of it, when it is on the table.
    pub said: Option<UnitReading>,
    /// Why the table could not be read, when it could not.
    pub failed: Option<String>,
    /// The overlays switched on, as SVG, but the findings' marks.
    pub overlays: String,
    /// The findings' marks, while that layer is on, as SVG in groups by unit.
    pub marks: Vec<String>,
    /// The units the findings layer marks, while it is on: words on the table keep off
    /// their marks.
    pub marked: Vec<u32>,
    /// The words the overlays switched on write: the units' names keep off them.
    pub words: Vec<OverlayWord>,
}

impl Reading {
    /// The reading in compact bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::new();
        w.option(self.unit.as_ref(), |w, id| w.u32(*id));
        w.option(self.said.as_ref(), |w, said| said.write(w));
        w.option(self.failed.as_ref(), |w, failed| w.str(failed));
        w.str(&self.overlays);
        w.list(&self.marks, |w, group| w.str(group));
        w.list(&self.marked, |w, id| w.u32(*id));
        w.list(&self.words, |w, word| {
            for value in [word.at.x, word.at.y, word.away.x, word.away.y] {
                w.f32(value);
            }
            w.str(&word.text);
            w.u8(word.kind.code());
        });
        w.into_bytes()
    }

    /// Reads a reading back.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let mut r = Reader::new(bytes);
        let read = |r: &mut Reader| {
            Ok::<_, CodecError>(Self {
                unit: r.option(Reader::u32)?,
                said: r.option(UnitReading::read)?,
                failed: r.option(Reader::string)?,
                overlays: r.string()?,
                marks: r.list(Reader::string)?,
                marked: r.list(Reader::u32)?,
                words: r.list(|r| {
                    Ok(OverlayWord {
                        at: Vec2::new(r.f32()?, r.f32()?),
                        away: Vec2::new(r.f32()?, r.f32()?),
                        text: r.string()?,
                        kind: WordKind::of_code(r.variant(WordKind::COUNT)?)
                            .unwrap_or(WordKind::Count),
                    })
                })?,
            })
        };
        read(&mut r).map_err(|e| e.to_string())
    }
}

/// Reads the table of `request` once, with its ruleset from `library` (a ruleset the layout
/// carries is added to it once, and found there after).
pub fn read_table(library: &mut Library, request: &ReadingRequest) -> Result<Reading, String> {
    TableReader::default().read(library, request)
}

/// What the reader keeps from one reading to the next: the table it last placed, by which
/// ruleset, and its analysis. A reading at a drag's frame places again only the units the
/// frame moved, and judges again only what depends on them.
#[derive(Default)]
pub struct TableReader {
    kept: Option<KeptTable>,
}

/// A table as it was last read.
struct KeptTable {
    /// The ruleset the layout named, and the scale it is played at.
    reference: RulesetRef,
    scale: Scale,
    ruleset: Arc<Ruleset>,
    placement: Placement,
    table: Table,
    analysis: Analysis,
}

impl TableReader {
    /// Reads the table of `request`, with its ruleset from `library` when it is not the one
    /// the last reading used.
    pub fn read(
        &mut self,
        library: &mut Library,
        request: &ReadingRequest,
    ) -> Result<Reading, String> {
        let layout = Layout::from_bytes(&request.layout)?;
        let kept = match self.kept.take() {
            Some(mut kept) if kept.reference == layout.ruleset && kept.scale == layout.scale => {
                let change = kept
                    .placement
                    .update(&mut kept.table, &layout, &kept.ruleset);
                kept.analysis.update(&kept.table, &kept.ruleset, &change);
                kept
            }
            _ => {
                let ruleset = library.rules_for(&layout).map_err(|e| e.to_string())?;
                let (placement, table) = Placement::new(&layout, &ruleset);
                let analysis = Analysis::new(&table, &ruleset, PairSearch::Sweep);
                KeptTable {
                    reference: layout.ruleset,
                    scale: layout.scale,
                    ruleset,
                    placement,
                    table,
                    analysis,
                }
            }
        };
        let reading = reading_of(&kept.table, kept.analysis.report(), &kept.ruleset, request);
        self.kept = Some(kept);
        Ok(reading)
    }
}

/// What the page asked for in `request`, from `table` and its `report`.
fn reading_of(
    table: &Table,
    report: &Report,
    ruleset: &Ruleset,
    request: &ReadingRequest,
) -> Reading {
    let said = request.selected.and_then(|id| UnitReading::of(id, report));
    // Overlapping units are marked even with every layer off.
    let (overlays, marks, marked, words) =
        if request.layers == Layers::default() && report.overlapping.is_empty() {
            (String::new(), Vec::new(), Vec::new(), Vec::new())
        } else {
            let mut shapes = overlays(table, report, ruleset, request.layers.kinds());
            // The selected unit's findings are read beside its readouts: its count on the
            // table would stand under its wheeling square, so it is left out.
            shapes
                .findings
                .retain(|mark| Some(mark.unit) != request.selected);
            let marked = if request.layers.has(Layers::FINDINGS) {
                shapes.findings.iter().map(|mark| mark.unit).collect()
            } else {
                Vec::new()
            };
            (
                overlay_markup(&shapes, request.layers),
                finding_marks_markup(&shapes, request.layers),
                marked,
                overlay_words(&shapes, request.layers),
            )
        };
    Reading {
        unit: request.selected,
        said,
        failed: None,
        overlays,
        marks,
        marked,
        words,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::Aspect;

    fn flank_charge() -> Layout {
        Layout::from_json(include_str!("../docs/examples/flank-charge.json")).expect("valid")
    }

    #[test]
    fn the_units_the_findings_layer_marks_come_back_while_it_is_on() {
        let mut library = Library::builtin().expect("built-ins");
        let mut request = ReadingRequest {
            selected: None,
            layers: Layers::FINDINGS,
            layout: flank_charge().to_bytes(),
        };
        let reading = read_table(&mut library, &request).expect("reads");
        let back = Reading::from_bytes(&reading.to_bytes()).expect("reads back");
        assert_eq!(back.marked, [1, 2]);
        assert_eq!(back.marks.concat().matches("finding-count").count(), 2);
        request.selected = Some(1);
        let selected = read_table(&mut library, &request).expect("reads");
        assert_eq!(selected.marked, [2]);
        assert_eq!(selected.marks.concat().matches("finding-count").count(), 1);
        request.layers = Layers::CONTACTS;
        assert!(
            read_table(&mut library, &request)
                .expect("reads")
                .marked
                .is_empty()
        );
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
        let said = reading.said.as_ref().expect("the unit is on the table");
        assert!(
            said.findings.iter().any(|(rule, _)| rule == "D-flank"),
            "{said:?}"
        );
        assert!(reading.overlays.contains("overlay-contacts"));
        assert!(!reading.overlays.contains("overlay-zones"));
        // The contacts' words come back for the page to write clear of the bases; the
        // overlays' shapes write none of their own.
        assert!(!reading.overlays.contains("overlay-label"));
        assert!(
            reading
                .words
                .iter()
                .any(|w| w.text == "flank" && w.kind == WordKind::Aspect(Aspect::Flank))
        );
        assert_eq!(Reading::from_bytes(&reading.to_bytes()), Ok(reading));
    }

    /// D-no-overlap: units that overlap are marked on the table with every layer off, and
    /// the mark goes once they stand apart.
    #[test]
    fn overlapping_units_are_marked_with_every_layer_off() {
        let mut library = Library::builtin().expect("built-ins");
        let mut layout = flank_charge();
        let on_top = layout.units[0].pose;
        layout.units[1].pose = on_top;
        let read = |layout: &Layout, library: &mut Library| {
            let request = ReadingRequest {
                selected: None,
                layers: Layers::default(),
                layout: layout.to_bytes(),
            };
            read_table(library, &request).expect("reads").overlays
        };
        assert!(read(&layout, &mut library).contains("overlay-overlaps"));
        assert_eq!(read(&flank_charge(), &mut library), "");
    }

    /// A reader that keeps the table reads each frame of a drag as a fresh reader does, and
    /// a change of ruleset or scale as well.
    #[test]
    fn a_kept_table_reads_as_a_fresh_one() {
        let mut library = Library::builtin().expect("built-ins");
        let mut reader = TableReader::default();
        let mut layout = flank_charge();
        let mut frames: Vec<Layout> = (0..6)
            .map(|step| {
                layout.units[1].pose.x -= 4.0 * step as f32;
                layout.clone()
            })
            .collect();
        let mut halved = layout.clone();
        halved.scale = Scale::Factor(0.5);
        frames.push(halved);
        for frame in &frames {
            let request = ReadingRequest {
                selected: Some(1),
                layers: Layers(Layers::CONTACTS.0 | Layers::FINDINGS.0),
                layout: frame.to_bytes(),
            };
            let kept = reader.read(&mut library, &request).expect("reads");
            assert_eq!(kept, read_table(&mut library, &request).expect("reads"));
        }
    }

    /// Only the shapes of the layers switched on are made, and they draw as they would with
    /// every shape made.
    #[test]
    fn each_choice_of_layers_draws_as_with_every_shape_made() {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let battle = crate::table::sample_battle(ruleset, 40).expect("a battle");
        let table = crate::table::resolve(&battle, ruleset);
        let report = crate::analysis::analyze(&table, ruleset);
        let every = overlays(&table, &report, ruleset, crate::analysis::OverlayKinds::ALL);
        for bits in 0..64 {
            let layers = Layers(bits);
            let some = overlays(&table, &report, ruleset, layers.kinds());
            assert_eq!(
                overlay_markup(&some, layers),
                overlay_markup(&every, layers),
                "{layers:?}"
            );
            assert_eq!(
                finding_marks_markup(&some, layers),
                finding_marks_markup(&every, layers)
            );
        }
        let none = overlays(&table, &report, ruleset, Layers::default().kinds());
        assert!(none.zones.is_empty() && none.moves.is_empty() && none.tethers.is_empty());
        assert!(!every.zones.is_empty() && !every.tethers.is_empty());
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

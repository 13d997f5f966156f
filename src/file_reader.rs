//! What the reader worker does with what a player opens, shares or exports: the text of a
//! ruleset file, a layout file or a share link in, the compact binary form out; a layout in,
//! its share link, JSON file or drawings out; or a message saying what is wrong.
//!
//! The page runs this in a web worker of its own (`src/web/reader.rs`), so the parsers,
//! deflate and their messages are not part of the first load; the command line and the tests
//! call it directly.

use crate::codec::{Reader, Writer};
use crate::layout::{Layout, RulesetRef};
use crate::link;
use crate::render::{
    BriefingForm, Paper, Printed, battle_report_html, briefing, briefing_html, print_html,
    table_svg, tray_svg, turn_sheets,
};
use crate::rules::{Library, Ruleset};
use crate::table::resolve;

/// The kinds of text the reader reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A ruleset in TOML.
    Ruleset,
    /// A layout in JSON.
    Layout,
    /// A share link, or its fragment.
    Link,
}

impl FileKind {
    /// The kind of a file, by the end of its name: `.json` is a layout, anything else is
    /// taken for a ruleset.
    pub fn of_file(name: &str) -> Self {
        if name.to_ascii_lowercase().ends_with(".json") {
            FileKind::Layout
        } else {
            FileKind::Ruleset
        }
    }
}

/// A layout as the reader hands it over, with its ruleset already read when it carries one.
#[derive(Clone, Debug, PartialEq)]
pub struct Opened {
    /// The layout, checked.
    pub layout: Layout,
    /// The ruleset the layout carries, read from its TOML; none for a built-in one.
    pub ruleset: Option<Ruleset>,
}

impl Opened {
    /// Reads the ruleset `layout` carries, if any.
    pub fn new(layout: Layout) -> Result<Self, String> {
        let ruleset = match &layout.ruleset {
            RulesetRef::Custom { toml } => {
                Some(Ruleset::from_toml("the layout's ruleset", toml).map_err(|e| e.to_string())?)
            }
            RulesetRef::Builtin { .. } => None,
        };
        Ok(Self { layout, ruleset })
    }

    /// The compact binary form: the ruleset, if carried, then the layout.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::new();
        w.option(self.ruleset.as_ref(), |w, ruleset| ruleset.encode(w));
        w.raw(&self.layout.to_bytes());
        w.into_bytes()
    }

    /// Reads the compact binary form back, as the page does: of the ruleset, what it draws
    /// with ([`Ruleset::decode_for_drawing`]). The layout was checked when it was opened, so
    /// it is not checked again ([`Layout::from_checked_bytes`]).
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let mut r = Reader::new(bytes);
        let ruleset = r
            .option(Ruleset::decode_for_drawing)
            .map_err(|e| e.to_string())?;
        let layout = Layout::from_checked_bytes(r.rest())?;
        Ok(Self { layout, ruleset })
    }
}

/// What a text opens as.
#[derive(Clone, Debug, PartialEq)]
pub enum Read {
    /// A ruleset file. Both are boxed, being large.
    Ruleset(Box<Ruleset>),
    /// A layout file or a link.
    Layout(Box<Opened>),
}

/// Reads `text`, the contents of the file `name` (or a link), as `kind`; anything broken
/// comes back as its error (`file:line: message` for files).
pub fn read_file(kind: FileKind, name: &str, text: &str) -> Result<Read, String> {
    read(kind, name, text).map_err(|message| crate::text::printable(&message))
}

fn read(kind: FileKind, name: &str, text: &str) -> Result<Read, String> {
    if kind != FileKind::Link
        && let Some(what) = crate::foreign_file::foreign_file(name, text)
    {
        return Err(format!("{name}: {what}"));
    }
    match kind {
        FileKind::Ruleset => Ruleset::from_toml(name, text)
            .map(|ruleset| Read::Ruleset(Box::new(ruleset)))
            .map_err(|error| error.to_string()),
        FileKind::Layout => {
            let layout = Layout::from_json(text).map_err(|error| error.in_file(name))?;
            Ok(Read::Layout(Box::new(Opened::new(layout)?)))
        }
        FileKind::Link => Ok(Read::Layout(Box::new(Opened::new(link::decode(text)?)?))),
    }
}

/// What the reader writes from a layout.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Export {
    /// Its share link's fragment.
    Link,
    /// Its JSON file.
    Json,
    /// The table's drawing at 1:1, as SVG.
    TableSvg,
    /// One unit's movement tray template at 1:1, as SVG.
    TraySvg,
    /// What is printed, at 1:1 on sheets of paper, as an HTML document to print.
    Sheets(Printed, Paper),
    /// The whole table on one sheet of paper, to scale.
    Briefing(Paper, BriefingForm),
    /// The game's battle report, its turns on sheets of paper, as an HTML page.
    Report(Paper),
    /// Turn `.1` of the game with what happened in it, on a sheet of paper lying on its side,
    /// as SVG: framed as every turn of the game is, for pictures that follow one another.
    TurnSheet(Paper, u32),
}

/// Writes `export` of a layout in the compact binary form; a tray template is of the unit
/// whose id is `unit`.
pub fn export(export: Export, layout: &[u8], unit: Option<u32>) -> Result<String, String> {
    let layout = Layout::from_bytes(layout)?;
    let text = match export {
        Export::Link => link::encode(&layout),
        Export::Json => layout.to_json(),
        Export::TableSvg
        | Export::TraySvg
        | Export::Sheets(..)
        | Export::Briefing(..)
        | Export::Report(..)
        | Export::TurnSheet(..) => {
            let mut library = Library::builtin().map_err(|e| e.to_string())?;
            let ruleset = library.rules_for(&layout).map_err(|e| e.to_string())?;
            let straight = || resolve(&layout.straightened(), &ruleset);
            match export {
                Export::Sheets(printed, paper) => print_html(
                    &resolve(&layout, &ruleset),
                    &straight(),
                    printed,
                    paper,
                    unit,
                )?,
                Export::TraySvg => {
                    let table = straight();
                    let placed = unit
                        .and_then(|id| table.unit(id))
                        .ok_or("choose a unit on the table first: the tray is made for it")?;
                    tray_svg(placed)
                }
                Export::Briefing(paper, BriefingForm::Page) => {
                    briefing_html(&layout, &resolve(&layout, &ruleset), paper)
                }
                Export::Briefing(paper, BriefingForm::Picture) => {
                    briefing(&layout, &resolve(&layout, &ruleset), paper).svg
                }
                Export::Report(paper) => battle_report_html(&layout, &ruleset, paper),
                Export::TurnSheet(paper, turn) => turn_sheets(&layout, &ruleset, paper, turn)
                    .into_iter()
                    .next()
                    .filter(|told| told.story.turn == turn)
                    .map(|told| told.sheet.svg)
                    .ok_or_else(|| format!("turn {turn} is not kept in this game"))?,
                _ => table_svg(&resolve(&layout, &ruleset)),
            }
        }
    };
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ruleset_file_is_read_and_a_broken_one_gives_its_error() {
        let text = include_str!("../rulesets/rff-squares.toml");
        let read = read_file(FileKind::Ruleset, "rff.toml", text).expect("valid");
        assert_eq!(
            read,
            Read::Ruleset(Box::new(
                Ruleset::from_toml("rff.toml", text).expect("valid")
            ))
        );

        let error = read_file(FileKind::Ruleset, "x.toml", "id = 1").expect_err("broken");
        assert_eq!(error, "x.toml:1: id must be a text in quotes, found 1");
        assert_eq!(FileKind::of_file("Battle.JSON"), FileKind::Layout);
        assert_eq!(FileKind::of_file("house.toml"), FileKind::Ruleset);
    }

    #[test]
    fn a_layout_file_and_its_link_open_the_same_with_its_ruleset_read() {
        let text = include_str!("../tests/links/v1-custom-ruleset.json");
        let Read::Layout(opened) = read_file(FileKind::Layout, "mine.json", text).expect("valid")
        else {
            panic!("a layout file opens as a layout");
        };
        assert_eq!(
            opened.ruleset.as_ref().map(|r| r.id.as_str()),
            Some("my-basing")
        );

        let link = export(Export::Link, &opened.layout.to_bytes(), None).expect("a link");
        let from_link = read_file(FileKind::Link, "link", &link).expect("opens");
        assert_eq!(from_link, Read::Layout(opened));
    }

    #[test]
    fn a_layout_exports_as_json_and_drawings_and_a_tray_needs_a_unit() {
        let text = include_str!("../docs/examples/flank-charge.json");
        let layout = Layout::from_json(text).expect("valid");
        let bytes = layout.to_bytes();
        let json = export(Export::Json, &bytes, None).expect("json");
        assert_eq!(Layout::from_json(&json), Ok(layout));
        let svg = export(Export::TableSvg, &bytes, None).expect("svg");
        assert!(svg.starts_with("<svg"));
        let tray = export(Export::TraySvg, &bytes, Some(2)).expect("tray");
        assert!(tray.contains("Chasseurs"));
        let error = export(Export::TraySvg, &bytes, None).expect_err("no unit");
        assert!(error.starts_with("choose a unit"), "{error}");
    }

    #[test]
    fn a_broken_layout_file_is_named_with_its_line() {
        let error = read_file(FileKind::Layout, "battle.json", "{\n  \"format\": 3\n}")
            .expect_err("broken");
        assert!(error.starts_with("battle.json:2: format"), "{error}");
        let error = read_file(FileKind::Link, "link", "v1.AAAA").expect_err("broken");
        assert_eq!(
            error,
            "the link is damaged or was cut short: copy the whole link again"
        );
    }
}

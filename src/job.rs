//! The jobs the page hands the reader worker, and its replies, typed and written once in the
//! compact form: opening a file or a link, writing an export of the table, and reading the
//! table for the inspector and the overlays. The page writes a [`Job`]; the worker reads it
//! back, runs it with its [`JobRunner`], and answers with a [`Reply`] or a message.

use glam::Vec2;

use crate::codec::{CodecError, Reader, Writer};
use crate::file_reader::{Export, FileKind, Opened, Read, export, read_file};
use crate::game::ToldTurn;
use crate::geom::Bounds;
use crate::layout::Layout;
use crate::layout::{RulesetRef, get_ruleset_ref, put_ruleset_ref};
use crate::reading::{Reading, ReadingRequest, TableReader};
use crate::render::{BriefingForm, Paper, Printed, tell_turn};
use crate::rules::{Library, Ruleset};

/// One job for the reader worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Job {
    /// Read `text`, the contents of the file `name` (or a link), as `kind`.
    Open {
        /// What the text is.
        kind: FileKind,
        /// The file's name, for messages.
        name: String,
        /// Its text.
        text: String,
    },
    /// Write `export` of a layout given in its compact form; a tray is of `unit`.
    Export {
        /// What to write.
        export: Export,
        /// The layout, in its compact form.
        layout: Vec<u8>,
        /// The unit a tray template is made for.
        unit: Option<u32>,
    },
    /// Read the table for the page.
    ReadTable(ReadingRequest),
    /// Send the ruleset a layout names whole: the page keeps only what it draws with until
    /// it has it.
    WholeRules(RulesetRef),
    /// Tell turn `turn` of the game `game` (in its kept form): its marks drawn for `view` of
    /// the table, and its replay.
    TellTurn {
        /// The turn.
        turn: u32,
        /// The part of the table in view.
        view: Bounds,
        /// The whole game, in its kept form.
        game: Vec<u8>,
    },
}

/// The kinds of text the worker opens, in the order the compact form numbers them.
const KINDS: [FileKind; 3] = [FileKind::Ruleset, FileKind::Layout, FileKind::Link];

impl Job {
    /// The job in compact bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::new();
        match self {
            Job::Open { kind, name, text } => {
                w.u8(0);
                w.u8(KINDS.iter().position(|k| k == kind).unwrap_or(0) as u8);
                w.str(name);
                w.str(text);
            }
            Job::Export {
                export,
                layout,
                unit,
            } => {
                w.u8(1);
                put_export(&mut w, *export);
                w.option(unit.as_ref(), |w, id| w.u32(*id));
                w.raw(layout);
            }
            Job::ReadTable(request) => {
                w.u8(2);
                w.raw(&request.to_bytes());
            }
            Job::WholeRules(reference) => {
                w.u8(3);
                put_ruleset_ref(&mut w, reference);
            }
            Job::TellTurn { turn, view, game } => {
                w.u8(4);
                w.u32(*turn);
                for value in [view.min.x, view.min.y, view.max.x, view.max.y] {
                    w.f32(value);
                }
                w.raw(game);
            }
        }
        w.into_bytes()
    }

    /// Reads a job back; damaged bytes give a message, never a panic.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let mut r = Reader::new(bytes);
        let read = |r: &mut Reader| -> Result<Job, CodecError> {
            Ok(match r.variant(5)? {
                0 => Job::Open {
                    kind: KINDS[usize::from(r.variant(KINDS.len() as u8)?)],
                    name: r.string()?,
                    text: r.string()?,
                },
                1 => Job::Export {
                    export: get_export(r)?,
                    unit: r.option(Reader::u32)?,
                    layout: r.rest().to_vec(),
                },
                2 => {
                    return Ok(Job::ReadTable(
                        ReadingRequest::from_bytes(r.rest())
                            .map_err(|_| r.error("a reading request that does not read"))?,
                    ));
                }
                3 => Job::WholeRules(get_ruleset_ref(r)?),
                _ => Job::TellTurn {
                    turn: r.u32()?,
                    view: Bounds {
                        min: Vec2::new(r.f32()?, r.f32()?),
                        max: Vec2::new(r.f32()?, r.f32()?),
                    },
                    game: r.rest().to_vec(),
                },
            })
        };
        read(&mut r).map_err(|e| format!("the file reader was sent a damaged job: {e}"))
    }
}

/// The exports, and what is printed, in the order the compact form numbers them.
const PLAIN_EXPORTS: [Export; 4] = [
    Export::Link,
    Export::Json,
    Export::TableSvg,
    Export::TraySvg,
];
const PRINTED: [Printed; 4] = [Printed::Table, Printed::Unit, Printed::Tray, Printed::Trays];

/// `export` in compact bytes: its number, and what a print holds after it.
fn put_export(w: &mut Writer, export: Export) {
    match export {
        Export::Sheets(printed, paper) => {
            w.u8(PLAIN_EXPORTS.len() as u8);
            put_paper(w, paper);
            match printed {
                Printed::Shown(view) => {
                    w.u8(PRINTED.len() as u8);
                    for value in [view.min.x, view.min.y, view.max.x, view.max.y] {
                        w.f32(value);
                    }
                }
                printed => w.u8(PRINTED.iter().position(|p| *p == printed).unwrap_or(0) as u8),
            }
        }
        Export::Briefing(paper, form) => {
            w.u8(PLAIN_EXPORTS.len() as u8 + 1);
            put_paper(w, paper);
            w.u8(BriefingForm::ALL
                .iter()
                .position(|f| *f == form)
                .unwrap_or(0) as u8);
        }
        Export::Report(paper) => {
            w.u8(PLAIN_EXPORTS.len() as u8 + 2);
            put_paper(w, paper);
        }
        Export::TurnSheet(paper, turn) => {
            w.u8(PLAIN_EXPORTS.len() as u8 + 3);
            put_paper(w, paper);
            w.u32(turn);
        }
        plain => w.u8(PLAIN_EXPORTS.iter().position(|e| *e == plain).unwrap_or(0) as u8),
    }
}

fn put_paper(w: &mut Writer, paper: Paper) {
    w.u8(Paper::ALL.iter().position(|p| *p == paper).unwrap_or(0) as u8);
}

fn get_export(r: &mut Reader) -> Result<Export, CodecError> {
    let tag = usize::from(r.variant(PLAIN_EXPORTS.len() as u8 + 4)?);
    if let Some(plain) = PLAIN_EXPORTS.get(tag) {
        return Ok(*plain);
    }
    let paper = Paper::ALL[usize::from(r.variant(Paper::ALL.len() as u8)?)];
    match tag - PLAIN_EXPORTS.len() {
        1 => {
            let form = BriefingForm::ALL[usize::from(r.variant(BriefingForm::ALL.len() as u8)?)];
            return Ok(Export::Briefing(paper, form));
        }
        2 => return Ok(Export::Report(paper)),
        3 => return Ok(Export::TurnSheet(paper, r.u32()?)),
        _ => {}
    }
    let tag = usize::from(r.variant(PRINTED.len() as u8 + 1)?);
    let printed = match PRINTED.get(tag) {
        Some(printed) => *printed,
        None => {
            let min = Vec2::new(r.f32()?, r.f32()?);
            Printed::Shown(Bounds {
                min,
                max: Vec2::new(r.f32()?, r.f32()?),
            })
        }
    };
    Ok(Export::Sheets(printed, paper))
}

/// What the worker answers a job with.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// A ruleset file, read. The large replies are boxed, so a reply is as small as its
    /// pointer.
    Ruleset(Box<Ruleset>),
    /// A layout file or a link, opened, with the ruleset it carries.
    Opened(Box<Opened>),
    /// An export: a link's fragment, a layout file or a drawing.
    Text(String),
    /// What the rules say of the table.
    Reading(Box<Reading>),
    /// A ruleset, whole.
    Whole(Box<Ruleset>),
    /// A turn of the game, told.
    Told(Box<ToldTurn>),
}

/// A reply the page reads with the side panel's module, once the first table is drawn: its
/// body, unread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaterReply<'a> {
    /// A reading of the table.
    Reading(&'a [u8]),
    /// A ruleset, whole.
    Whole(&'a [u8]),
    /// A turn of the game, told.
    Told(&'a [u8]),
}

impl Reply {
    /// The reply in compact bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let (tag, body) = match self {
            Reply::Ruleset(ruleset) => (0, ruleset.to_bytes()),
            Reply::Opened(opened) => (1, opened.to_bytes()),
            Reply::Text(text) => (2, text.as_bytes().to_vec()),
            Reply::Reading(reading) => (3, reading.to_bytes()),
            Reply::Whole(ruleset) => (4, ruleset.to_bytes()),
            Reply::Told(told) => (5, told.to_bytes()),
        };
        let mut w = Writer::new();
        w.u8(tag);
        w.raw(&body);
        w.into_bytes()
    }

    /// Reads a reply back; damaged bytes give a message, never a panic.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        match Self::unless_later(bytes)? {
            Ok(reply) => Ok(reply),
            Err(later) => later.read(),
        }
    }

    /// Reads a reply back, but for a reading or a whole ruleset, whose body it hands back
    /// unread: the page reads those (which come only once the first table is drawn) with the
    /// side panel's module, and the rest, an opened link among them, at once.
    pub fn unless_later(bytes: &[u8]) -> Result<Result<Self, LaterReply<'_>>, String> {
        let mut r = Reader::new(bytes);
        let tag = r.variant(6).map_err(|e| e.to_string())?;
        let body = r.rest();
        let reply = match tag {
            0 => Reply::Ruleset(Box::new(
                Ruleset::from_bytes_for_drawing(body).map_err(|e| e.to_string())?,
            )),
            1 => Reply::Opened(Box::new(Opened::from_bytes(body)?)),
            2 => Reply::Text(String::from_utf8(body.to_vec()).map_err(|e| e.to_string())?),
            3 => return Ok(Err(LaterReply::Reading(body))),
            4 => return Ok(Err(LaterReply::Whole(body))),
            _ => return Ok(Err(LaterReply::Told(body))),
        };
        Ok(Ok(reply))
    }
}

impl LaterReply<'_> {
    /// The reply, read.
    pub fn read(self) -> Result<Reply, String> {
        Ok(match self {
            LaterReply::Reading(body) => Reply::Reading(Box::new(Reading::from_bytes(body)?)),
            LaterReply::Whole(body) => Reply::Whole(Box::new(
                Ruleset::from_bytes(body).map_err(|e| e.to_string())?,
            )),
            LaterReply::Told(body) => Reply::Told(Box::new(ToldTurn::from_bytes(body)?)),
        })
    }
}

/// Each kind of reply taken out of a [`Reply`], for the job that asked for it: a reply of
/// another kind is an error.
macro_rules! reply_of {
    ($variant:ident, $type:ty) => {
        impl TryFrom<Reply> for $type {
            type Error = String;

            fn try_from(reply: Reply) -> Result<Self, String> {
                match reply {
                    Reply::$variant(value) => Ok(value),
                    _ => Err("the file reader answered another job".to_owned()),
                }
            }
        }
    };
    ($variant:ident, box $type:ty) => {
        impl TryFrom<Reply> for $type {
            type Error = String;

            fn try_from(reply: Reply) -> Result<Self, String> {
                match reply {
                    Reply::$variant(value) => Ok(*value),
                    _ => Err("the file reader answered another job".to_owned()),
                }
            }
        }
    };
}

reply_of!(Ruleset, box Ruleset);
reply_of!(Opened, box Opened);
reply_of!(Text, String);
reply_of!(Told, box ToldTurn);
reply_of!(Reading, box Reading);

/// What the worker keeps between jobs: the ruleset library, so a ruleset a table carries is
/// read once, and the table it last read, so the next reading judges again only what
/// changed.
#[derive(Default)]
pub struct JobRunner {
    library: Option<Library>,
    reader: TableReader,
}

/// The built-in rulesets kept in `kept`, read whole the first time they are needed.
fn whole_library(kept: &mut Option<Library>) -> Result<&mut Library, String> {
    Ok(match kept {
        Some(library) => library,
        empty => empty.insert(Library::builtin().map_err(|e| e.to_string())?),
    })
}

impl JobRunner {
    /// Does `job`: its reply, or what is wrong.
    pub fn run(&mut self, job: Job) -> Result<Reply, String> {
        match job {
            Job::Open { kind, name, text } => match read_file(kind, &name, &text)? {
                Read::Ruleset(ruleset) => Ok(Reply::Ruleset(ruleset)),
                Read::Layout(opened) => Ok(Reply::Opened(opened)),
            },
            Job::Export {
                export: what,
                layout,
                unit,
            } => export(what, &layout, unit).map(Reply::Text),
            Job::ReadTable(request) => {
                let library = whole_library(&mut self.library)?;
                self.reader
                    .read(library, &request)
                    .map(|r| Reply::Reading(Box::new(r)))
            }
            Job::WholeRules(reference) => {
                let ruleset = whole_library(&mut self.library)?
                    .ruleset_for(&reference)
                    .map_err(|e| e.to_string())?;
                Ok(Reply::Whole(Box::new((*ruleset).clone())))
            }
            Job::TellTurn { turn, view, game } => {
                let game = Layout::from_bytes(&game)?;
                let ruleset = whole_library(&mut self.library)?
                    .ruleset_for(&game.ruleset)
                    .map_err(|e| e.to_string())?;
                tell_turn(&game, turn, view, &ruleset).map(|told| Reply::Told(Box::new(told)))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Layout;
    use crate::render::Layers;

    fn flank_charge() -> Layout {
        Layout::from_json(include_str!("../docs/examples/flank-charge.json")).expect("valid")
    }

    #[test]
    fn the_whole_rules_the_page_asks_for_come_back_whole_and_are_read_later() {
        let layout = flank_charge();
        let mut runner = JobRunner::default();
        let reply = runner
            .run(Job::WholeRules(layout.ruleset.clone()))
            .expect("built in");
        let bytes = reply.to_bytes();
        let Ok(Err(later @ LaterReply::Whole(_))) = Reply::unless_later(&bytes) else {
            panic!("a whole ruleset is read later");
        };
        let Ok(Reply::Whole(whole)) = later.read() else {
            panic!("a whole ruleset reads back");
        };
        let mut library = Library::builtin().expect("built in");
        let builtin = library.ruleset_for(&layout.ruleset).expect("built in");
        assert_eq!(*whole, *builtin);
        assert!(whole.squares.all_round.is_some() || whole.contact.tolerance_mm.value > 0.0);
        let missing = RulesetRef::Builtin {
            id: "nowhere".to_owned(),
            version: "1".to_owned(),
        };
        assert!(runner.run(Job::WholeRules(missing)).is_err());
    }

    #[test]
    fn every_job_reads_back_as_it_was_written() {
        let jobs = [
            Job::Open {
                kind: FileKind::Layout,
                name: "battle.json".to_owned(),
                text: "{}".to_owned(),
            },
            Job::Export {
                export: Export::Briefing(Paper::A4, BriefingForm::Picture),
                layout: vec![7, 8],
                unit: None,
            },
            Job::Export {
                export: Export::TraySvg,
                layout: flank_charge().to_bytes(),
                unit: Some(2),
            },
            Job::Export {
                export: Export::Report(Paper::Letter),
                layout: flank_charge().to_bytes(),
                unit: None,
            },
            Job::Export {
                export: Export::TurnSheet(Paper::A4, 70_000),
                layout: flank_charge().to_bytes(),
                unit: None,
            },
            Job::Export {
                export: Export::Sheets(Printed::Trays, Paper::Letter),
                layout: flank_charge().to_bytes(),
                unit: None,
            },
            Job::Export {
                export: Export::Sheets(
                    Printed::Shown(Bounds {
                        min: Vec2::new(-120.5, 40.0),
                        max: Vec2::new(300.0, 512.25),
                    }),
                    Paper::A4,
                ),
                layout: flank_charge().to_bytes(),
                unit: Some(1),
            },
            Job::ReadTable(ReadingRequest {
                selected: None,
                layers: Layers::CONTACTS,
                layout: flank_charge().to_bytes(),
            }),
            Job::WholeRules(flank_charge().ruleset),
            Job::WholeRules(RulesetRef::Custom {
                toml: "id = \"mine\"".to_owned(),
            }),
            Job::TellTurn {
                turn: 3,
                view: Bounds {
                    min: Vec2::new(-10.5, 2.0),
                    max: Vec2::new(900.0, 640.25),
                },
                game: flank_charge().to_bytes(),
            },
        ];
        for job in jobs {
            assert_eq!(Job::from_bytes(&job.to_bytes()), Ok(job));
        }
        assert!(Job::from_bytes(&[7]).is_err());
        assert!(Job::from_bytes(&[]).is_err());
    }

    #[test]
    fn a_turn_the_game_keeps_is_told_and_read_later_and_one_it_does_not_is_refused() {
        let library = Library::builtin().expect("built in");
        let ruleset = &library.get("figure-scale").expect("built in").ruleset;
        let game = crate::table::sample_game(ruleset, 10, 3).expect("a game");
        let view = Bounds {
            min: Vec2::new(-600.0, -600.0),
            max: Vec2::new(600.0, 600.0),
        };
        let mut runner = JobRunner::default();
        let ask = |turn| Job::TellTurn {
            turn,
            view,
            game: game.to_bytes(),
        };
        let reply = runner.run(ask(2)).expect("told").to_bytes();
        let Ok(Err(later @ LaterReply::Told(_))) = Reply::unless_later(&reply) else {
            panic!("a told turn is read later");
        };
        let Ok(Reply::Told(told)) = later.read() else {
            panic!("a told turn reads back");
        };
        assert_eq!(told.turn, 2);
        assert_eq!(told.marks.matches("class=\"move\"").count(), 10);
        assert_eq!(told.replay.at(1.0).len(), 10);
        let refused = runner.run(ask(9)).expect_err("not kept");
        assert!(refused.contains("turn 9"), "{refused}");
    }

    #[test]
    fn the_runner_opens_exports_and_reads_and_each_reply_reads_back() {
        let mut runner = JobRunner::default();
        let Ok(Reply::Text(link)) = runner.run(Job::Export {
            export: Export::Link,
            layout: flank_charge().to_bytes(),
            unit: None,
        }) else {
            panic!("a link");
        };
        let opened = runner.run(Job::Open {
            kind: FileKind::Link,
            name: "the link".to_owned(),
            text: link.clone(),
        });
        let Ok(Reply::Opened(opened)) = opened else {
            panic!("the link opens: {opened:?}");
        };
        assert_eq!(opened.layout, flank_charge());
        let ruleset = runner.run(Job::Open {
            kind: FileKind::Ruleset,
            name: "rff.toml".to_owned(),
            text: include_str!("../rulesets/rff-squares.toml").to_owned(),
        });
        let Ok(Reply::Ruleset(ruleset)) = ruleset else {
            panic!("the ruleset reads: {ruleset:?}");
        };
        let reading = runner.run(Job::ReadTable(ReadingRequest {
            selected: Some(1),
            layers: Layers::default(),
            layout: flank_charge().to_bytes(),
        }));
        let Ok(Reply::Reading(reading)) = reading else {
            panic!("the table reads: {reading:?}");
        };
        // A reply reads back as its compact form holds it: a ruleset's assumptions without
        // their reasons, and only what the page draws with.
        let drawn = Ruleset::from_bytes_for_drawing(&ruleset.to_bytes()).expect("reads");
        assert_eq!(drawn.troops.len(), ruleset.troops.len());
        assert_eq!(drawn.support, ruleset.support);
        assert!(drawn.terrain.is_empty() && drawn.squares.shelter_mm.is_none());
        let Ok(Reply::Ruleset(back)) = Reply::from_bytes(&Reply::Ruleset(ruleset).to_bytes())
        else {
            panic!("a ruleset reply reads back");
        };
        assert_eq!(*back, drawn);
        for reply in [
            Reply::Text(link),
            Reply::Opened(opened),
            Reply::Reading(reading),
        ] {
            let bytes = reply.to_bytes();
            let back = Reply::from_bytes(&bytes).expect("reads back");
            assert_eq!(back.to_bytes(), bytes);
            assert_eq!(
                std::mem::discriminant(&back),
                std::mem::discriminant(&reply)
            );
        }
        assert!(String::try_from(Reply::Text("a".to_owned())).is_ok());
        assert!(Ruleset::try_from(Reply::Text("a".to_owned())).is_err());
        assert!(Reply::from_bytes(&[9]).is_err());
        assert!(Reply::from_bytes(&[2, 0xFF]).is_err());
    }
}

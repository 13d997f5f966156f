//! The jobs the page hands the reader worker, typed and written once in the compact form:
//! opening a file or a link, writing an export of the table, and reading the table for the
//! inspector and the overlays. The page writes a [`Job`]; the worker reads it back and runs it
//! with its [`JobRunner`], and answers with bytes or a message.

use crate::codec::{CodecError, Reader, Writer};
use crate::file_reader::{Export, FileKind, export, read_file};
use crate::reading::{ReadingRequest, read_table};
use crate::rules::Library;

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
                w.u8(Export::ALL.iter().position(|e| e == export).unwrap_or(0) as u8);
                w.option(unit.as_ref(), |w, id| w.u32(*id));
                w.raw(layout);
            }
            Job::ReadTable(request) => {
                w.u8(2);
                w.raw(&request.to_bytes());
            }
        }
        w.into_bytes()
    }

    /// Reads a job back; damaged bytes give a message, never a panic.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let mut r = Reader::new(bytes);
        let read = |r: &mut Reader| -> Result<Job, CodecError> {
            Ok(match r.variant(3)? {
                0 => Job::Open {
                    kind: KINDS[usize::from(r.variant(KINDS.len() as u8)?)],
                    name: r.string()?,
                    text: r.string()?,
                },
                1 => Job::Export {
                    export: Export::ALL[usize::from(r.variant(Export::ALL.len() as u8)?)],
                    unit: r.option(Reader::u32)?,
                    layout: r.rest().to_vec(),
                },
                _ => {
                    return Ok(Job::ReadTable(
                        ReadingRequest::from_bytes(r.rest())
                            .map_err(|_| r.error("a reading request that does not read"))?,
                    ));
                }
            })
        };
        read(&mut r).map_err(|e| format!("the file reader was sent a damaged job: {e}"))
    }
}

/// What the worker keeps between jobs: the ruleset library, so a ruleset a table carries is
/// read once.
#[derive(Default)]
pub struct JobRunner {
    library: Option<Library>,
}

impl JobRunner {
    /// Does `job`: the bytes it answers with, or what is wrong.
    pub fn run(&mut self, job: Job) -> Result<Vec<u8>, String> {
        match job {
            Job::Open { kind, name, text } => read_file(kind, &name, &text),
            Job::Export {
                export: what,
                layout,
                unit,
            } => export(what, &layout, unit),
            Job::ReadTable(request) => {
                let library = match &mut self.library {
                    Some(library) => library,
                    empty => empty.insert(Library::builtin().map_err(|e| e.to_string())?),
                };
                read_table(library, &request).map(|reading| reading.to_bytes())
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
    fn every_job_reads_back_as_it_was_written() {
        let jobs = [
            Job::Open {
                kind: FileKind::Layout,
                name: "battle.json".to_owned(),
                text: "{}".to_owned(),
            },
            Job::Export {
                export: Export::TraySvg,
                layout: flank_charge().to_bytes(),
                unit: Some(2),
            },
            Job::ReadTable(ReadingRequest {
                selected: None,
                layers: Layers::CONTACTS,
                layout: flank_charge().to_bytes(),
            }),
        ];
        for job in jobs {
            assert_eq!(Job::from_bytes(&job.to_bytes()), Ok(job));
        }
        assert!(Job::from_bytes(&[7]).is_err());
        assert!(Job::from_bytes(&[]).is_err());
    }

    #[test]
    fn the_runner_opens_exports_and_reads() {
        let mut runner = JobRunner::default();
        let link = runner
            .run(Job::Export {
                export: Export::Link,
                layout: flank_charge().to_bytes(),
                unit: None,
            })
            .expect("a link");
        let opened = runner.run(Job::Open {
            kind: FileKind::Link,
            name: "the link".to_owned(),
            text: String::from_utf8(link).expect("text"),
        });
        assert!(opened.is_ok(), "{opened:?}");
        let reading = runner.run(Job::ReadTable(ReadingRequest {
            selected: Some(1),
            layers: Layers::default(),
            layout: flank_charge().to_bytes(),
        }));
        assert!(reading.is_ok(), "{reading:?}");
    }
}

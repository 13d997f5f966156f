//! Opening what a player brings: a ruleset file, a layout file, or a share link. Files are
//! read and opened from the side panel's module; links, which open as the page starts, from
//! the first load. The reader worker reads and checks what is brought; the editor takes the
//! result. Whatever is refused is reported with what is wrong, and the table is left as it
//! was; whatever is taken is one undo step, so the table before is one undo away.

use std::time::Duration;

use leptos::prelude::*;
use leptos::web_sys::File;

use crate::file_reader::{FileKind, Opened};
use crate::job::Job;
use crate::layout::{Layout, RulesetRef};
use crate::link;
use crate::render::{OPENED_AT_ONCE, drawing_cost};
use crate::rules::Ruleset;
use crate::session::Intent;
use crate::ui::io::files::read;
use crate::ui::io::worker_link::ask_worker;
use crate::ui::panel::side_panel::PanelUnavailable;
use crate::ui::{Editor, Notice};

/// Reads `file` and opens it, from the side panel's module (see `scripts/finish-dist.mjs`):
/// nobody opens a file before the first table is drawn.
#[cfg(drillbook_split)]
#[leptos::wasm_split::wasm_split(side_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn open_in_module(editor: Editor, file: File) -> Result<(), PanelUnavailable> {
    read(
        file,
        Box::new(move |name, text| editor.open_file(name, text)),
    );
    Ok(())
}

/// Reads `file` and opens it, linked in with the rest of the page.
#[cfg(not(drillbook_split))]
async fn open_in_module(editor: Editor, file: File) -> Result<(), PanelUnavailable> {
    read(
        file,
        Box::new(move |name, text| editor.open_file(name, text)),
    );
    Ok(())
}

impl Editor {
    /// Opens the file a player chose or dropped, once the module that reads files is there.
    pub fn open_picked(&self, file: Option<File>) {
        let Some(file) = file else {
            return;
        };
        let editor = *self;
        leptos::task::spawn_local(async move {
            if open_in_module(editor, file).await.is_err() {
                editor.say(Notice::error(
                    "The file was not opened: this part of the page did not load.",
                    vec!["Reload the page to try again.".to_owned()],
                ));
            }
        });
    }

    /// Opens a file the player chose or dropped (or says what stopped the browser reading
    /// it): a `.json` file as a layout, anything else as a ruleset.
    fn open_file(&self, file: String, text: Result<String, String>) {
        let text = match text {
            Ok(text) => text,
            Err(error) => {
                let title = format!("{file} could not be read");
                return self.say(Notice::error(title, vec![error]));
            }
        };
        let editor = *self;
        let kind = FileKind::of_file(&file);
        let name = file.clone();
        let job = Job::Open {
            kind,
            name: file,
            text: text.clone(),
        };
        if kind == FileKind::Ruleset {
            ask_worker(&job, move |ruleset| {
                editor.take_ruleset(&name, &text, ruleset)
            });
        } else {
            ask_worker(&job, move |opened| editor.take_layout(&name, opened));
        }
    }

    /// Opens the table a share link carries; `fragment` is the address's part after `#`.
    /// `then` runs once the table is taken or refused.
    pub fn open_link(&self, fragment: &str, then: impl FnOnce() + 'static) {
        let editor = *self;
        read_link("the link", fragment, move |opened| {
            editor.take_layout("the link", opened);
            then();
        });
    }

    /// Adds a ruleset read from the file `file` (whose text is `toml`) and starts a table
    /// with it, or reports why the file was refused, changing nothing.
    pub fn take_ruleset(&self, file: &str, toml: &str, ruleset: Result<Ruleset, String>) {
        let added = ruleset.and_then(|ruleset| {
            self.document.add_ruleset(|lib| {
                lib.add(file, ruleset, toml)
                    .map(|e| {
                        (
                            e.ruleset.id.clone(),
                            e.ruleset.name.clone(),
                            e.ruleset.troops.len(),
                        )
                    })
                    .map_err(|e| e.to_string())
            })
        });
        match added {
            Ok((id, name, troops)) => {
                // A ruleset file starts a table of its own; the picker keeps the table.
                self.apply(Intent::NewTable(id));
                self.say(Notice::info(format!(
                    "Loaded \"{name}\" from {file}: {troops} troop types. Add units from the panel."
                )));
            }
            Err(error) => self.say(Notice::error(
                format!("{file} was not loaded; your table is unchanged."),
                vec![error],
            )),
        }
    }

    /// Puts the layout the reader opened from `source` on the table, with the ruleset it
    /// carries, or reports why it was refused, changing nothing.
    pub fn take_layout(&self, source: &str, opened: Result<Opened, String>) {
        match self.adopt(source, opened) {
            Ok((layout, note)) => {
                let units = layout.units.len();
                self.apply(Intent::Open(Box::new(layout)));
                let plural = if units == 1 { "" } else { "s" };
                let title = format!(
                    "Opened {source}: {units} unit{plural}. Undo brings back the table you had.{note}"
                );
                self.say(Notice::info(title));
            }
            Err(error) => self.say(Notice::error(
                format!("{source} was not opened; your table is unchanged."),
                vec![error],
            )),
        }
    }

    /// Brings back the table saved as the link `fragment`, as it was: not an undo step.
    /// `then` runs when that is done or has failed.
    pub fn restore(&self, fragment: &str, then: impl FnOnce() + 'static) {
        let editor = *self;
        read_link("your saved table", fragment, move |result| {
            match editor.adopt("your saved table", result) {
                Ok((layout, note)) => {
                    editor.apply(Intent::Restore(Box::new(layout)));
                    editor.say(Notice::info(format!(
                        "Your table from last time is back.{note}"
                    )));
                }
                Err(error) => editor.say(Notice::error(
                    "Your saved table could not be brought back.",
                    vec![error],
                )),
            }
            then();
        });
    }

    /// The layout the reader opened from `source`, once the library has the ruleset it uses,
    /// with a note (starting with a space) when it was made with another version of a
    /// built-in ruleset.
    fn adopt(
        &self,
        source: &str,
        opened: Result<Opened, String>,
    ) -> Result<(Layout, String), String> {
        let Opened { layout, ruleset } = opened?;
        let library = self.document.library();
        let note = match (&layout.ruleset, ruleset) {
            (RulesetRef::Custom { toml }, Some(ruleset)) => {
                self.document.add_ruleset(|lib| {
                    lib.add(source, ruleset, toml)
                        .map(|_| ())
                        .map_err(|e| e.to_string())
                })?;
                None
            }
            (RulesetRef::Builtin { id, .. }, None) => {
                if library.with_untracked(|lib| lib.get(id).is_none()) {
                    return Err(format!(
                        "it uses the ruleset '{id}', which this Drillbook does not have"
                    ));
                }
                library.with_untracked(|lib| lib.version_note(&layout.ruleset))
            }
            _ => return Err(damaged(source, "its ruleset is missing")),
        };
        Ok((layout, note.map(|n| format!(" {n}")).unwrap_or_default()))
    }
}

/// The most bytes an inflated link may hold to be read on the page: a sample battle of 1,000
/// units inflates to 15 KB. The worst tables the limits admit inflate to 67 to 117 KB, whose
/// reading and checking took 100 to 145 ms of the page's main thread; a link that large is
/// read by the reader worker instead.
const READ_ON_PAGE_BYTES: usize = 32 * 1024;

/// Reads the link `fragment`, named `name` in messages, and hands `done` what it opens. A
/// link of a built-in ruleset is read here on the page, so a shared table is drawn as soon as
/// the app starts, unless it is larger than [`OPENED_AT_ONCE`]: then it is taken in a task of
/// its own. One that carries its own ruleset goes to the reader worker, which alone parses
/// ruleset text, and so does one longer than [`READ_ON_PAGE_BYTES`] inflated, whose reading
/// would hold the page up, and a game, saved in the browser or shared, whose turns the
/// worker alone reads; the worker's answer is then taken in a task of its own.
fn read_link(name: &str, fragment: &str, done: impl FnOnce(Result<Opened, String>) + 'static) {
    let unpacked = match link::unpack(fragment) {
        Ok(unpacked) => unpacked,
        Err(error) => return done(Err(error)),
    };
    let (name, fragment) = (name.to_owned(), fragment.to_owned());
    let deflated = unpacked.deflated;
    match unpacked.bytes() {
        Ok((version, bytes))
            if bytes.len() > READ_ON_PAGE_BYTES || deflated && version >= link::GAME_LINK =>
        {
            read_in_worker(name, fragment, done)
        }
        inflated => match inflated.and_then(|(version, bytes)| link::read_table(version, &bytes)) {
            Ok(Some(layout)) => take_link(&name, fragment, Ok(layout), done),
            Ok(None) => read_in_worker(name, fragment, done),
            Err(error) => take_link(&name, fragment, Err(error), done),
        },
    }
}

/// Hands the link `fragment` to the reader worker, and its answer to `done` in a task of its
/// own.
fn read_in_worker(
    name: String,
    fragment: String,
    done: impl FnOnce(Result<Opened, String>) + 'static,
) {
    let job = Job::Open {
        kind: FileKind::Link,
        name,
        text: fragment,
    };
    ask_worker(&job, move |opened| {
        set_timeout(move || done(opened), Duration::ZERO);
    });
}

/// What [`read_link`] does with the layout it read.
fn take_link(
    name: &str,
    fragment: String,
    layout: Result<Layout, String>,
    done: impl FnOnce(Result<Opened, String>) + 'static,
) {
    match layout {
        Ok(layout) if matches!(layout.ruleset, RulesetRef::Custom { .. }) => {
            let job = Job::Open {
                kind: FileKind::Link,
                name: name.to_owned(),
                text: fragment,
            };
            ask_worker(&job, done);
        }
        Ok(layout) => {
            let cost = drawing_cost(layout.units.iter().map(|u| u.basing.bases as usize));
            let opened = Ok(Opened {
                layout,
                ruleset: None,
            });
            if cost <= OPENED_AT_ONCE {
                done(opened);
            } else {
                set_timeout(move || done(opened), Duration::ZERO);
            }
        }
        Err(error) => done(Err(error)),
    }
}

fn damaged(source: &str, error: &str) -> String {
    format!("{source}: the file reader's answer is damaged: {error}")
}

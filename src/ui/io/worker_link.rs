//! Talking to the page's web workers: the reader (files, links, exports and readings of the
//! table), the tray maker, and the judge of reaches and charges. Each is started the first time it is asked for something, then
//! kept. Requests wait until the worker says it is ready, since it cannot hear them before.

use std::cell::RefCell;
use std::thread::LocalKey;

use leptos::wasm_bindgen::closure::Closure;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys::js_sys::{Array, Uint8Array};
use leptos::web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::job::{Job, Reply};
use crate::ui::panel::side_panel::PanelUnavailable;

/// What a worker hands back: the bytes of its answer, or what is wrong.
type Answer = Result<Vec<u8>, String>;
type Callback = Box<dyn FnOnce(Answer)>;

/// One worker as the page knows it.
struct Link {
    /// Where Trunk puts the worker's loader (workers keep their binary's name, unhashed).
    url: &'static str,
    /// What is said when the worker cannot start, does not take a request, or stops.
    said: Said,
    worker: Option<Worker>,
    ready: bool,
    waiting: Vec<Array>,
    pending: Vec<(u32, Callback)>,
    next_id: u32,
}

/// What the page says of a worker that fails it.
#[derive(Clone, Copy)]
struct Said {
    not_started: &'static str,
    not_taken: &'static str,
    stopped: &'static str,
}

impl Link {
    const fn new(url: &'static str, said: Said) -> Self {
        Self {
            url,
            said,
            worker: None,
            ready: false,
            waiting: Vec::new(),
            pending: Vec::new(),
            next_id: 0,
        }
    }
}

type LinkKey = LocalKey<RefCell<Link>>;

thread_local! {
    static READER: RefCell<Link> = const {
        RefCell::new(Link::new(
            "./drillbook-reader_loader.js",
            Said {
                not_started: "the file reader could not start in this browser",
                not_taken: "the file reader did not take the file",
                stopped: "the file reader stopped working; try again",
            },
        ))
    };
    static REACH: RefCell<Link> = const {
        RefCell::new(Link::new(
            "./drillbook-reach_loader.js",
            Said {
                not_started: "the judge of reaches could not start in this browser",
                not_taken: "the judge of reaches did not take the question",
                stopped: "the judge of reaches stopped working; try again",
            },
        ))
    };
    static TRAY_MAKER: RefCell<Link> = const {
        RefCell::new(Link::new(
            "./drillbook-trays_loader.js",
            Said {
                not_started: "the tray maker could not start in this browser",
                not_taken: "the tray maker did not take the order",
                stopped: "the tray maker stopped working; try again",
            },
        ))
    };
}

/// Asks the reader to do `job`; `done` gets its reply, of the kind the job asks for, or what
/// is wrong.
pub fn ask_worker<T: TryFrom<Reply, Error = String>>(
    job: &Job,
    done: impl FnOnce(Result<T, String>) + 'static,
) {
    ask(
        &READER,
        job.to_bytes(),
        Box::new(move |answer| done(reply(answer).and_then(T::try_from))),
    );
}

/// The reader's reply in `answer`: any but those read later (see [`ask_later`]).
fn reply(answer: Answer) -> Result<Reply, String> {
    let bytes = answer?;
    match Reply::unless_later(&bytes) {
        Ok(Ok(reply)) => Ok(reply),
        Ok(Err(_)) => Err(ANOTHER_JOB.to_owned()),
        Err(e) => Err(damaged(&e)),
    }
}

/// What is said of a reply to another job than the one asked.
const ANOTHER_JOB: &str = "the file reader answered another job";

/// What is said of a reply that cannot be read.
fn damaged(error: &str) -> String {
    format!("the file reader's answer is damaged: {error}")
}

/// Asks the reader for a reading of the table or a whole ruleset (`job` is a
/// [`Job::ReadTable`] or a [`Job::WholeRules`]); `done` gets the reply, or what is wrong.
/// These replies are read in the side panel's module: they are asked once the first table
/// is drawn, when the module is on its way.
pub fn ask_later(job: &Job, done: impl FnOnce(Result<Reply, String>) + 'static) {
    ask(
        &READER,
        job.to_bytes(),
        Box::new(move |answer| {
            leptos::task::spawn_local(async move {
                done(
                    later_in_module(answer)
                        .await
                        .unwrap_or_else(|_| Err("this part of the page did not load".to_owned())),
                )
            })
        }),
    );
}

/// The reply in the reader's `answer`, read in the side panel's module.
#[cfg(drillbook_split)]
#[leptos::wasm_split::wasm_split(side_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn later_in_module(answer: Answer) -> Result<Result<Reply, String>, PanelUnavailable> {
    Ok(read_later(answer))
}

/// The reply in the reader's `answer`, linked in with the rest of the page.
#[cfg(not(drillbook_split))]
async fn later_in_module(answer: Answer) -> Result<Result<Reply, String>, PanelUnavailable> {
    Ok(read_later(answer))
}

/// The reply in `answer`, of those read later: another, or damaged bytes, is what is wrong.
fn read_later(answer: Answer) -> Result<Reply, String> {
    let bytes = answer?;
    match Reply::unless_later(&bytes) {
        Ok(Err(later)) => later.read().map_err(|e| damaged(&e)),
        Ok(Ok(_)) => Err(ANOTHER_JOB.to_owned()),
        Err(e) => Err(damaged(&e)),
    }
}

/// Asks the tray maker for `order` (a tray order's compact bytes); `done` gets the bytes of
/// the files made, or what is wrong.
pub fn ask_tray_maker(order: Vec<u8>, done: impl FnOnce(Answer) + 'static) {
    ask(&TRAY_MAKER, order, Box::new(done));
}

/// Asks the judge of reaches `question` (a reach question's compact bytes); `done` gets the
/// bytes of its answer, or what is wrong.
pub fn ask_reach(question: Vec<u8>, done: impl FnOnce(Answer) + 'static) {
    ask(&REACH, question, Box::new(done));
}

fn ask(link: &'static LinkKey, bytes: Vec<u8>, done: Callback) {
    let worker = match worker(link) {
        Ok(worker) => worker,
        Err(message) => return done(Err(message)),
    };
    let (id, ready, said) = link.with(|l| {
        let mut l = l.borrow_mut();
        let id = l.next_id;
        l.next_id = id.wrapping_add(1);
        l.pending.push((id, done));
        (id, l.ready, l.said)
    });
    let request = Array::of2(&JsValue::from(id), &Uint8Array::from(bytes.as_slice()));
    if !ready {
        link.with(|l| l.borrow_mut().waiting.push(request));
    } else if worker.post_message(&request).is_err() {
        answer(link, id, Err(said.not_taken.to_owned()));
    }
}

/// Sends the requests that waited for the worker to be ready.
fn ready(link: &'static LinkKey, worker: &Worker) {
    let (waiting, said) = link.with(|l| {
        let mut l = l.borrow_mut();
        l.ready = true;
        (std::mem::take(&mut l.waiting), l.said)
    });
    for request in waiting {
        if worker.post_message(&request).is_err() {
            let id = request.get(0).as_f64().unwrap_or(-1.0) as u32;
            answer(link, id, Err(said.not_taken.to_owned()));
        }
    }
}

/// Hands `result` to request `id`'s callback, taken out first so that it may ask again.
fn answer(link: &'static LinkKey, id: u32, result: Answer) {
    let callback = link.with(|l| {
        let mut l = l.borrow_mut();
        let index = l.pending.iter().position(|(i, _)| *i == id)?;
        Some(l.pending.remove(index).1)
    });
    if let Some(callback) = callback {
        callback(result);
    }
}

/// Tells every waiting request that the worker failed, and forgets the worker.
fn fail_all(link: &'static LinkKey) {
    let (pending, said) = link.with(|l| {
        let mut l = l.borrow_mut();
        l.worker = None;
        l.ready = false;
        l.waiting.clear();
        (std::mem::take(&mut l.pending), l.said)
    });
    for (_, callback) in pending {
        callback(Err(said.stopped.to_owned()));
    }
}

fn worker(link: &'static LinkKey) -> Result<Worker, String> {
    let (kept, url, said) = link.with(|l| {
        let l = l.borrow();
        (l.worker.clone(), l.url, l.said)
    });
    if let Some(worker) = kept {
        return Ok(worker);
    }
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker =
        Worker::new_with_options(url, &options).map_err(|_| said.not_started.to_owned())?;
    let listener = worker.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        if event.data().as_string().as_deref() == Some("ready") {
            return ready(link, &listener);
        }
        let reply: Array = event.data().unchecked_into();
        let id = reply.get(0).as_f64().unwrap_or(-1.0) as u32;
        let result = if reply.get(1).is_truthy() {
            Ok(reply.get(2).unchecked_into::<Uint8Array>().to_vec())
        } else {
            Err(reply.get(2).as_string().unwrap_or_default())
        };
        answer(link, id, result);
    });
    let on_error = Closure::<dyn FnMut()>::new(move || fail_all(link));
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_message.forget();
    on_error.forget();
    link.with(|l| l.borrow_mut().worker = Some(worker.clone()));
    Ok(worker)
}

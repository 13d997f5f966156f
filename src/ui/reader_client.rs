//! Talking to the reader worker: started the first time a file or link is opened or a link
//! made, then kept. Requests wait until the worker says it is ready, since it cannot hear
//! them before.

use std::cell::{Cell, RefCell};

use leptos::wasm_bindgen::closure::Closure;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys::js_sys::{Array, Uint8Array};
use leptos::web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::job::{Job, Reply};

/// Where Trunk puts the worker's loader (workers keep their binary's name, unhashed).
const WORKER_URL: &str = "./drillbook-reader_loader.js";

/// What the reader hands back: its reply, or what is wrong.
pub type ReadResult = Result<Reply, String>;
type Callback = Box<dyn FnOnce(ReadResult)>;

thread_local! {
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
    static READY: Cell<bool> = const { Cell::new(false) };
    static WAITING: RefCell<Vec<Array>> = const { RefCell::new(Vec::new()) };
    static PENDING: RefCell<Vec<(u32, Callback)>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<u32> = const { Cell::new(0) };
}

/// Asks the reader to do `job`; `done` gets its reply, of the kind the job asks for, or what
/// is wrong.
pub fn ask_worker<T: TryFrom<Reply, Error = String>>(
    job: &Job,
    done: impl FnOnce(Result<T, String>) + 'static,
) {
    let done: Callback = Box::new(move |reply| done(reply.and_then(T::try_from)));
    let worker = match worker() {
        Ok(worker) => worker,
        Err(message) => return done(Err(message)),
    };
    let id = NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1));
        id
    });
    PENDING.with(|p| p.borrow_mut().push((id, done)));
    let request = Array::of2(
        &JsValue::from(id),
        &Uint8Array::from(job.to_bytes().as_slice()),
    );
    if !READY.with(Cell::get) {
        WAITING.with(|w| w.borrow_mut().push(request));
    } else if worker.post_message(&request).is_err() {
        answer(id, Err("the file reader did not take the file".to_owned()));
    }
}

/// Sends the requests that waited for the worker to be ready.
fn ready(worker: &Worker) {
    READY.with(|r| r.set(true));
    for request in WAITING.with(|w| std::mem::take(&mut *w.borrow_mut())) {
        if worker.post_message(&request).is_err() {
            let id = request.get(0).as_f64().unwrap_or(-1.0) as u32;
            answer(id, Err("the file reader did not take the file".to_owned()));
        }
    }
}

fn answer(id: u32, result: ReadResult) {
    let callback = PENDING.with(|p| {
        let mut pending = p.borrow_mut();
        let index = pending.iter().position(|(i, _)| *i == id)?;
        Some(pending.remove(index).1)
    });
    if let Some(callback) = callback {
        callback(result);
    }
}

/// Tells every waiting request that the reader failed, and forgets the worker.
fn fail_all(message: &str) {
    WORKER.with(|w| w.borrow_mut().take());
    READY.with(|r| r.set(false));
    WAITING.with(|w| w.borrow_mut().clear());
    let pending = PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()));
    for (_, callback) in pending {
        callback(Err(message.to_owned()));
    }
}

fn worker() -> Result<Worker, String> {
    if let Some(worker) = WORKER.with(|w| w.borrow().clone()) {
        return Ok(worker);
    }
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(WORKER_URL, &options)
        .map_err(|_| "the file reader could not start in this browser".to_owned())?;
    let listener = worker.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        if event.data().as_string().as_deref() == Some("ready") {
            return ready(&listener);
        }
        let reply: Array = event.data().unchecked_into();
        let id = reply.get(0).as_f64().unwrap_or(-1.0) as u32;
        let result = if reply.get(1).is_truthy() {
            Reply::from_bytes(&reply.get(2).unchecked_into::<Uint8Array>().to_vec())
                .map_err(|e| format!("the file reader's answer is damaged: {e}"))
        } else {
            Err(reply.get(2).as_string().unwrap_or_default())
        };
        answer(id, result);
    });
    let on_error =
        Closure::<dyn FnMut()>::new(|| fail_all("the file reader stopped working; try again"));
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_message.forget();
    on_error.forget();
    WORKER.with(|w| *w.borrow_mut() = Some(worker.clone()));
    Ok(worker)
}

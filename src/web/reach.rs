//! The reach worker: it answers each [`drillbook::worker::ReachQuestion`], in its compact
//! bytes, with a [`drillbook::worker::ReachAnswer`] in its compact bytes or a message. It is a
//! worker of its own, started the first time a player asks what can reach what, so that the
//! geometry of reaches costs neither the first load nor the reader's first reading.

#[cfg(target_arch = "wasm32")]
mod serve;

#[cfg(target_arch = "wasm32")]
fn main() {
    use drillbook::rules::Library;
    use drillbook::worker::ReachQuestion;

    let mut library = None;
    serve::serve(move |question| {
        let question = ReachQuestion::from_bytes(question)?;
        let library = match &mut library {
            Some(library) => library,
            empty => empty.insert(Library::builtin().map_err(|e| e.to_string())?),
        };
        let layout = drillbook::layout::Layout::from_bytes(&question.layout)?;
        let ruleset = library.rules_for(&layout).map_err(|e| e.to_string())?;
        question.answer(&ruleset).map(|answer| answer.to_bytes())
    });
}

/// The worker runs in the browser; natively this binary says so.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    eprintln!(
        "drillbook-reach is the web page's judge of reaches and charges; it runs in the browser."
    );
    std::process::ExitCode::from(2)
}

//! The reader's web worker: it answers each [`drillbook::job::Job`], in its compact bytes,
//! with a [`drillbook::job::Reply`] in its compact bytes or a message, running the jobs with
//! one [`drillbook::job::JobRunner`], which keeps the ruleset library from one job to the
//! next (see `serve.rs` for the messages).

#[cfg(target_arch = "wasm32")]
mod serve;

#[cfg(target_arch = "wasm32")]
fn main() {
    use drillbook::job::{Job, JobRunner};

    let mut runner = JobRunner::default();
    serve::serve(move |job| {
        Job::from_bytes(job)
            .and_then(|job| runner.run(job))
            .map(|reply| reply.to_bytes())
    });
}

/// The worker runs in the browser; natively this binary says so.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    eprintln!("drillbook-reader is the web page's file reader; it runs in the browser.");
    std::process::ExitCode::from(2)
}

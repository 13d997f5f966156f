//! The tray maker's web worker: it answers each [`drillbook::worker::TrayOrder`], in its compact
//! bytes, with the files made ([`drillbook::worker::files_to_bytes`]) or a message. It is a
//! worker of its own, started the first time a painter opens a tray, so that the geometry
//! that makes trays costs neither the first load nor the reader's first reading of a table.

#[cfg(target_arch = "wasm32")]
mod serve;

#[cfg(target_arch = "wasm32")]
fn main() {
    use drillbook::rules::Library;
    use drillbook::worker::{TrayOrder, files_to_bytes};

    let mut library = None;
    serve::serve(move |order| {
        let order = TrayOrder::from_bytes(order)?;
        let library = match &mut library {
            Some(library) => library,
            empty => empty.insert(Library::builtin().map_err(|e| e.to_string())?),
        };
        let layout = drillbook::layout::Layout::from_bytes(&order.layout)?;
        let ruleset = library.rules_for(&layout).map_err(|e| e.to_string())?;
        order.make(&ruleset).map(|files| files_to_bytes(&files))
    });
}

/// The worker runs in the browser; natively this binary says so.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    eprintln!("drillbook-trays is the web page's tray maker; it runs in the browser.");
    std::process::ExitCode::from(2)
}

//! The web app's entry point: it mounts the interface, and nothing else.

#[cfg(target_arch = "wasm32")]
fn main() {
    drillbook::ui::mount();
}

/// The web app only runs in a browser; natively this binary explains how to start it.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    eprintln!("drillbook-web runs in the browser: start it with `make serve`.");
    std::process::ExitCode::from(2)
}

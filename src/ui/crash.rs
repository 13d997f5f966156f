//! A fault in Drillbook stops the page. A banner says so and offers a reload, which brings the
//! table back from its autosave.

use leptos::prelude::document;

/// The banner. Its link leads to the page itself, with no script: the policy allows none
/// inline.
const BANNER: &str = "<div class=\"crash\" role=\"alert\" data-testid=\"crash\"><strong>Drillbook ran into a fault and stopped.</strong> Your table was saved a moment before it. <a href=\"\">Reload the page</a> to carry on.</div>";

/// Shows the banner at the top of the page.
pub fn show_crash_banner() {
    if let Some(body) = document().body() {
        // With no body to add to, there is nobody to tell either.
        let _ = body.insert_adjacent_html("afterbegin", BANNER);
    }
}

/// Shows the banner when anything in Drillbook panics.
pub fn catch_faults() {
    std::panic::set_hook(Box::new(|_| show_crash_banner()));
}

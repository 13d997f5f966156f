//! The page: header, side panel and table. Dropping a ruleset file anywhere loads it.

use leptos::ev::DragEvent;
use leptos::prelude::*;

use super::files::read_dropped;
use super::header::Header;
use super::inspector::Inspector;
use super::notice::NoticeBar;
use super::ruleset_panel::RulesetPanel;
use super::table::TableView;
use super::{Editor, Notice};
use crate::geom::Pose;
use crate::layout::{Layout, PlayerSide};
use crate::rules::Library;

/// The table a first visit opens on: one unit of the first built-in ruleset's first troop
/// type, so the page shows what it does before anyone reads a word.
fn first_table(library: &Library) -> Result<Layout, String> {
    let entry = library.entries().first().ok_or("no built-in ruleset")?;
    let reference = library
        .reference(&entry.ruleset.id)
        .ok_or("no built-in ruleset")?;
    let mut layout = Layout::new(reference);
    let troop = entry
        .ruleset
        .troops
        .first()
        .ok_or("the ruleset has no troop types")?;
    layout.add_unit(&entry.ruleset, &troop.id, PlayerSide(0), Pose::default())?;
    Ok(layout)
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let library = match Library::builtin() {
        Ok(library) => library,
        Err(error) => {
            return view! { <p class="error" role="alert">{error.to_string()}</p> }.into_any();
        }
    };
    let layout = match first_table(&library) {
        Ok(layout) => layout,
        Err(error) => return view! { <p class="error" role="alert">{error}</p> }.into_any(),
    };
    let editor = Editor::new(library, layout);
    provide_context(editor);

    let dragging = RwSignal::new(false);
    let on_drop = move |event: DragEvent| {
        event.prevent_default();
        dragging.set(false);
        read_dropped(
            &event,
            Box::new(move |name, text| match text {
                Ok(text) => editor.open_ruleset_file(name, text),
                Err(error) => editor.notice.set(Some(Notice::error(
                    format!("{name} could not be read"),
                    vec![error],
                ))),
            }),
        );
    };
    view! {
        <div
            class="app"
            class:dragging=move || dragging.get()
            on:dragover=move |event: DragEvent| {
                event.prevent_default();
                dragging.set(true);
            }
            on:dragleave=move |_| dragging.set(false)
            on:drop=on_drop
        >
            <Header/>
            <NoticeBar/>
            <main class="workspace">
                <aside class="panel">
                    <RulesetPanel/>
                    <Inspector/>
                </aside>
                <TableView/>
            </main>
        </div>
    }
    .into_any()
}

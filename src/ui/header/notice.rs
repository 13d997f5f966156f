//! The notice bar: what just happened, or what is wrong, until the player dismisses it.

use leptos::prelude::*;

use crate::ui::{Editor, NoticeAction};

/// Shows the editor's notice, if any. Errors are announced as alerts.
#[component]
pub fn NoticeBar() -> impl IntoView {
    let editor = Editor::get();
    move || {
        editor.feedback.notice().get().map(|notice| {
            let role = if notice.error { "alert" } else { "status" };
            view! {
                <section class="notice" class:error=notice.error role=role data-testid="notice">
                    <p class="notice-title">{notice.title}</p>
                    <ul>
                        {notice
                            .lines
                            .into_iter()
                            .map(|line| view! { <li><code>{line}</code></li> })
                            .collect_view()}
                    </ul>
                    {notice
                        .actions
                        .into_iter()
                        .map(|action| view! { <ActionButton action=action /> })
                        .collect_view()}
                    <button class="dismiss" on:click=move |_| editor.feedback.dismiss()>
                        "Dismiss"
                    </button>
                </section>
            }
        })
    }
}

/// A button that does what a notice offers.
#[component]
fn ActionButton(action: NoticeAction) -> impl IntoView {
    let editor = Editor::get();
    let label = action.label();
    view! {
        <button class="notice-action" on:click=move |_| editor.notice_action(action.clone())>
            {label}
        </button>
    }
}

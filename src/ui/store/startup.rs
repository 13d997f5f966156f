//! The startup store: whether the tables the page opens with are in, and drawn.

use std::future::Future;

use futures_channel::oneshot;
use leptos::prelude::*;

/// Whether the page's first tables are in and drawn.
#[derive(Clone, Copy)]
pub struct Startup {
    opened: RwSignal<bool>,
    first_drawn: RwSignal<bool>,
}

impl Default for Startup {
    fn default() -> Self {
        Self {
            opened: RwSignal::new(true),
            first_drawn: RwSignal::new(false),
        }
    }
}

impl Startup {
    /// Whether the tables the page opens with are in: the saved table and the address's
    /// link, each taken or refused.
    pub fn opened(&self) -> ReadSignal<bool> {
        self.opened.read_only()
    }

    /// Says whether the tables the page opens with are in.
    pub fn set_opened(&self, opened: bool) {
        self.opened.set(opened);
    }

    /// Whether the table the page opened with has every unit drawn. Set once: what the first
    /// table does not need (the side panel's module) waits for it, so it never delays it.
    pub fn first_drawn(&self) -> ReadSignal<bool> {
        self.first_drawn.read_only()
    }

    /// Says that the first table is drawn whole.
    pub fn mark_first_drawn(&self) {
        if !self.first_drawn.get_untracked() {
            self.first_drawn.set(true);
        }
    }

    /// Resolves once the first table is drawn whole: what the first table does not need is
    /// fetched after it.
    pub fn after_first_drawn(&self) -> impl Future<Output = ()> + use<> {
        let (drawn, first_table) = oneshot::channel::<()>();
        let mut drawn = Some(drawn);
        let first_drawn = self.first_drawn;
        Effect::new(move |_| {
            if first_drawn.get()
                && let Some(drawn) = drawn.take()
            {
                let _ = drawn.send(());
            }
        });
        async move {
            let _ = first_table.await;
        }
    }
}

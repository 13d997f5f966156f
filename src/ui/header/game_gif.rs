//! The game as an animated GIF, saved from the file menu: the reader worker draws each turn's
//! sheet (every turn framed alike), the browser paints each on a canvas, and the core writes
//! the frames ([`GameAnimation`]), a turn a task, so the page answers the player meanwhile.

use std::time::Duration;

use futures_channel::oneshot;
use leptos::prelude::*;
use leptos::wasm_bindgen::closure::Closure;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlImageElement, Url};

use crate::file_name::file_name;
use crate::file_reader::Export;
use crate::render::{GameAnimation, MOST_FRAME_PIXELS, Paper};
use crate::ui::header::exporting::{file_url, save_bytes};
use crate::ui::{Editor, Notice};

/// The longer side of a frame, pixels: wide enough to read the units' names on a forum.
const FRAME_PIXELS: f64 = 1200.0;

/// How long each turn stays on screen, seconds; the last stays longer before the loop.
const SECONDS_A_TURN: f32 = 2.0;
const SECONDS_AT_THE_END: f32 = 5.0;

/// What went wrong, in words for the player.
type Failed = String;

/// The worker's drawing of `export`, as a future.
async fn drawn(editor: Editor, export: Export) -> Result<String, Failed> {
    let (sent, answer) = oneshot::channel();
    editor.export_text(export, move |text| {
        let _ = sent.send(text);
    });
    answer
        .await
        .map_err(|_| "the drawing did not come back".to_owned())?
}

/// The SVG `svg` painted on a canvas `size` pixels, white under it, as RGBA pixels; the size
/// is taken from the first frame when `size` is `None`.
async fn painted(svg: &str, size: Option<(u32, u32)>) -> Result<(Vec<u8>, (u32, u32)), Failed> {
    let failed = |_: JsValue| "this browser would not draw the turn".to_owned();
    let url = file_url("image/svg+xml", svg).map_err(failed)?;
    let image = HtmlImageElement::new().map_err(failed)?;
    let (loaded, load) = oneshot::channel();
    let on_load = Closure::once_into_js(move || {
        let _ = loaded.send(());
    });
    image.set_onload(Some(on_load.unchecked_ref()));
    image.set_src(&url);
    let _ = load.await;
    let _ = Url::revoke_object_url(&url);
    let (width, height) = size.unwrap_or_else(|| {
        let (w, h) = (
            f64::from(image.natural_width().max(1)),
            f64::from(image.natural_height().max(1)),
        );
        let scale = FRAME_PIXELS.min(f64::from(MOST_FRAME_PIXELS)) / w.max(h);
        ((w * scale).round() as u32, (h * scale).round() as u32)
    });
    let canvas: HtmlCanvasElement = document()
        .create_element("canvas")
        .map_err(failed)?
        .unchecked_into();
    canvas.set_width(width);
    canvas.set_height(height);
    let context: CanvasRenderingContext2d = canvas
        .get_context("2d")
        .map_err(failed)?
        .ok_or("this browser has no canvas to draw on")?
        .unchecked_into();
    let (w, h) = (f64::from(width), f64::from(height));
    context.set_fill_style_str("#fff");
    context.fill_rect(0.0, 0.0, w, h);
    context
        .draw_image_with_html_image_element_and_dw_and_dh(&image, 0.0, 0.0, w, h)
        .map_err(failed)?;
    let pixels = context.get_image_data(0.0, 0.0, w, h).map_err(failed)?;
    Ok((pixels.data().0, (width, height)))
}

/// Waits for the next task, so the page paints and answers between frames.
async fn next_task() {
    let (done, wait) = oneshot::channel();
    set_timeout(
        move || {
            let _ = done.send(());
        },
        Duration::ZERO,
    );
    let _ = wait.await;
}

/// Every turn of the game drawn, painted and written as one GIF.
async fn animation(editor: Editor, paper: Paper) -> Result<(Vec<u8>, usize), Failed> {
    let turns = editor.document.with_game_untracked(|g| g.game_turns());
    let last = *turns.end();
    let mut size = None;
    let mut gif = None;
    let mut frames = 0;
    for turn in turns {
        let svg = drawn(editor, Export::TurnSheet(paper, turn)).await?;
        let (mut pixels, frame_size) = painted(&svg, size).await?;
        size = Some(frame_size);
        let gif = match &mut gif {
            Some(gif) => gif,
            None => gif.insert(GameAnimation::new(frame_size.0, frame_size.1)?),
        };
        let seconds = if turn == last {
            SECONDS_AT_THE_END
        } else {
            SECONDS_A_TURN
        };
        gif.add_frame(&mut pixels, seconds)?;
        frames += 1;
        next_task().await;
    }
    let gif = gif.ok_or("the game has no turn to show")?;
    Ok((gif.finish()?, frames))
}

impl Editor {
    /// Saves the game as an animated GIF, a turn a frame, each turn on a sheet of `paper`.
    pub fn download_gif(&self, paper: Paper) {
        let editor = *self;
        let name = editor
            .document
            .with_game_untracked(|g| file_name(&g.name, "game", "gif"));
        editor.say(Notice::info("Drawing the game's turns, one after another…"));
        leptos::task::spawn_local(async move {
            editor.say(match animation(editor, paper).await {
                Ok((gif, frames)) => match save_bytes(&name, "image/gif", &gif) {
                    Ok(()) => Notice::info(format!(
                        "Saved {name}: {frames} {}, one after another, {} KB; post it on a forum to show the battle unfold.",
                        if frames == 1 { "turn" } else { "turns" },
                        gif.len().div_ceil(1024)
                    )),
                    Err(_) => Notice::error(
                        "The animation could not be made.",
                        vec!["this browser would not save the file".to_owned()],
                    ),
                },
                Err(why) => Notice::error("The animation could not be made.", vec![why]),
            });
        });
    }
}

//! Files to keep, print, cut or post: the layout as JSON, the table's drawing and a unit's
//! tray template as SVG at 1:1, written by the reader worker and saved as downloads; the
//! drawing as a PNG picture, drawn by the browser; and printing the table as it is on screen.

use std::time::Duration;

use leptos::prelude::*;
use leptos::wasm_bindgen::closure::Closure;
use leptos::wasm_bindgen::{JsCast, JsValue};
use leptos::web_sys::js_sys::Array;
use leptos::web_sys::{
    Blob, BlobPropertyBag, CanvasRenderingContext2d, HtmlAnchorElement, HtmlCanvasElement,
    HtmlImageElement, Url,
};

use glam::Vec2;

use crate::file_name::file_name;
use crate::file_reader::Export;
use crate::geom::Bounds;
use crate::render::{BriefingForm, Printed};
use crate::ui::store::Feedback;
use crate::ui::{Editor, Notice};

/// How long a saved file's address is kept for the browser to read it.
const KEEP_DOWNLOAD: Duration = Duration::from_secs(30);

/// Whose name a saved file takes after the table's.
#[derive(Clone, Copy)]
enum NamedFor {
    /// The selected unit's too: its tray, its bases.
    Unit,
    /// The table's alone.
    Table,
}

/// What each export that is saved as a file is: whose name it takes, what it is called after
/// that name, its extension and its type.
fn file_of(export: Export) -> (NamedFor, String, &'static str, &'static str) {
    let table = |what: &str| (NamedFor::Table, what.to_owned());
    let ((named_for, what), extension, kind) = match export {
        Export::Json => (table("table"), "json", "application/json"),
        Export::TraySvg => ((NamedFor::Unit, "tray".to_owned()), "svg", "image/svg+xml"),
        Export::TableSvg => (table("table"), "svg", "image/svg+xml"),
        Export::Link => (table("link"), "txt", "text/plain"),
        Export::Briefing(paper, BriefingForm::Page) => (
            table(&format!("briefing-{}", paper.key())),
            "html",
            "text/html",
        ),
        Export::Briefing(paper, BriefingForm::Picture) => (
            table(&format!("briefing-{}", paper.key())),
            "png",
            "image/png",
        ),
        Export::Report(_) => (table("battle-report"), "html", "text/html"),
        Export::TurnSheet(_, turn) => (table(&format!("turn-{turn}")), "png", "image/png"),
        Export::Sheets(printed, paper) => {
            let named_for = match printed {
                Printed::Unit | Printed::Tray => NamedFor::Unit,
                _ => NamedFor::Table,
            };
            ((named_for, printed.file_what(paper)), "html", "text/html")
        }
    };
    (named_for, what, extension, kind)
}

impl Editor {
    /// The name a file of `what` with `extension` is saved under: the table's name, and the
    /// selected unit's after it when `named_for` is a unit.
    fn file_name(&self, named_for: NamedFor, what: &str, extension: &str) -> String {
        let name = self.document.with_layout_untracked(|l| {
            let unit = match named_for {
                NamedFor::Unit => self
                    .selected
                    .lead_untracked()
                    .and_then(|id| l.unit(id).map(|u| u.name.as_str())),
                NamedFor::Table => None,
            };
            [l.name.as_str(), unit.unwrap_or_default()].join(" ")
        });
        file_name(&name, what, extension)
    }

    /// The part of the table on screen, mm.
    pub fn shown_area(&self) -> Bounds {
        let screen = document()
            .query_selector("[data-testid=table]")
            .ok()
            .flatten()
            .map(|svg| Vec2::new(svg.client_width() as f32, svg.client_height() as f32));
        self.viewing
            .view()
            .get_untracked()
            .shown(screen.unwrap_or(Vec2::ZERO))
    }

    /// Saves `export` of the table as a file, and says how to print it.
    pub fn download(&self, export: Export) {
        let notice = self.feedback;
        let (named_for, what, extension, kind) = file_of(export);
        let name = self.file_name(named_for, &what, extension);
        self.export_text(export, move |text| {
            let scale = text.as_ref().ok().and_then(|text| stated_scale(text));
            let saved = text.and_then(|text| {
                save_file(&name, kind, &text)
                    .map(|()| text.matches("class=\"scale-bar\"").count())
                    .map_err(|_| "this browser would not save the file".to_owned())
            });
            notice.say(match (saved, export) {
                (Ok(_), Export::Json) => Notice::info(format!(
                    "Saved {name}. Open it again with “Open a ruleset or layout file…”."
                )),
                (Ok(sheets), Export::Sheets(_, paper)) => Notice::info(format!(
                    "Saved {name}: {sheets} {} of {}. Open it in the browser and print it at 100% (actual size), not fitted to the page; lay tiled sheets edge to edge, their dashed frames overlapping. Check the scale bars with a ruler.",
                    if sheets == 1 { "sheet" } else { "sheets" },
                    paper.name(),
                )),
                (Ok(_), Export::Report(_)) => Notice::info(format!(
                    "Saved {name}: the game turn by turn, with the moves drawn. It opens in any browser, offline; print it, or keep it as a PDF."
                )),
                (Ok(_), Export::Briefing(paper, _)) => Notice::info(format!(
                    "Saved {name}: the whole table on one sheet of {}, at 1:{}. Open it in the browser to print it, or to save it as a PDF.",
                    paper.name(),
                    scale.unwrap_or_default(),
                )),
                (Ok(_), _) => Notice::info(format!(
                    "Saved {name}, drawn at 1:1: print it at 100%, not fitted to the page."
                )),
                (Err(error), _) => Notice::error("The file could not be made.", vec![error]),
            });
        });
    }
}

impl Editor {
    /// Saves `text` as the file `name`, and says `done` once it is saved.
    pub fn save_text(&self, name: &str, text: &str, done: &str) {
        self.feedback
            .say(match save_file(name, "text/plain", text) {
                Ok(()) => Notice::info(done),
                Err(_) => Notice::error(
                    "The file could not be made.",
                    vec!["this browser would not save the file".to_owned()],
                ),
            });
    }

    /// Saves the drawing `export` writes (the table's, or its briefing sheet) as a PNG
    /// picture, for a forum post or a chat.
    pub fn download_png(&self, export: Export) {
        let notice = self.feedback;
        let (_, what, _, _) = file_of(export);
        let what = match export {
            Export::Briefing(paper, _) => format!("briefing-{}", paper.key()),
            Export::TurnSheet(..) => what,
            _ => "table".to_owned(),
        };
        let name = self.file_name(NamedFor::Table, &what, "png");
        self.export_text(export, move |svg| {
            let drawn = svg.and_then(|svg| {
                draw_png(&svg, name, notice)
                    .map_err(|_| "this browser would not draw it".to_owned())
            });
            if let Err(error) = drawn {
                notice.say(Notice::error("The picture could not be made.", vec![error]));
            }
        });
    }
}

/// The N of the scale 1:N a briefing `text` states it is drawn at.
fn stated_scale(text: &str) -> Option<u32> {
    let after = text.split_once("Scale 1:")?.1;
    after.split(':').next()?.parse().ok()
}

/// A file of `kind` holding `text`, and the address the page can reach it by.
pub(crate) fn file_url(kind: &str, text: &str) -> Result<String, JsValue> {
    let options = BlobPropertyBag::new();
    options.set_type(kind);
    let blob = Blob::new_with_str_sequence_and_options(&Array::of1(&text.into()), &options)?;
    Url::create_object_url_with_blob(&blob)
}

fn save_file(name: &str, kind: &str, text: &str) -> Result<(), JsValue> {
    save_url(name, file_url(kind, text)?)
}

/// Saves `bytes` of `kind` as the download `name`.
pub(crate) fn save_bytes(name: &str, kind: &str, bytes: &[u8]) -> Result<(), JsValue> {
    let options = BlobPropertyBag::new();
    options.set_type(kind);
    let array = leptos::web_sys::js_sys::Uint8Array::from(bytes);
    let blob = Blob::new_with_u8_array_sequence_and_options(&Array::of1(&array), &options)?;
    save_url(name, Url::create_object_url_with_blob(&blob)?)
}

/// Saves what `url` holds as the download `name`, then lets the address go.
fn save_url(name: &str, url: String) -> Result<(), JsValue> {
    let link: HtmlAnchorElement = document().create_element("a")?.unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    set_timeout(
        move || {
            // The file is saved by now; a failure only keeps its memory a while longer.
            let _ = Url::revoke_object_url(&url);
        },
        KEEP_DOWNLOAD,
    );
    Ok(())
}

/// The most pixels a picture has per millimetre of table: about 200 per inch.
const PNG_PIXELS_PER_MM: f64 = 8.0;
/// The most pixels along a picture's longer side, which every browser's canvas can hold.
const PNG_MAX_PIXELS: f64 = 8000.0;
/// CSS pixels per millimetre, as the browser sizes an SVG given in mm.
const CSS_PIXELS_PER_MM: f64 = 96.0 / 25.4;

/// Has the browser draw the SVG `svg` on a white canvas and save it as the PNG `name`.
fn draw_png(svg: &str, name: String, notice: Feedback) -> Result<(), JsValue> {
    let url = file_url("image/svg+xml", svg)?;
    let image = HtmlImageElement::new()?;
    // The load is reported later, after the handler below is in place.
    image.set_src(&url);
    let drawn = image.clone();
    let on_load = Closure::once_into_js(move || {
        let _ = Url::revoke_object_url(&url);
        if paint(&drawn, name, notice).is_err() {
            notice.say(Notice::error(
                "The picture could not be made.",
                vec!["the table is too large for this browser to draw".to_owned()],
            ));
        }
    });
    image.set_onload(Some(on_load.unchecked_ref()));
    Ok(())
}

fn paint(image: &HtmlImageElement, name: String, notice: Feedback) -> Result<(), JsValue> {
    let (width, height) = (
        f64::from(image.natural_width()),
        f64::from(image.natural_height()),
    );
    let per_mm = PNG_PIXELS_PER_MM.min(PNG_MAX_PIXELS / width.max(height) * CSS_PIXELS_PER_MM);
    let scale = per_mm / CSS_PIXELS_PER_MM;
    let canvas: HtmlCanvasElement = document().create_element("canvas")?.unchecked_into();
    canvas.set_width((width * scale) as u32);
    canvas.set_height((height * scale) as u32);
    let context: CanvasRenderingContext2d = canvas
        .get_context("2d")?
        .ok_or_else(|| JsValue::from_str("no canvas"))?
        .unchecked_into();
    context.set_fill_style_str("#fff");
    context.fill_rect(0.0, 0.0, width * scale, height * scale);
    context.scale(scale, scale)?;
    context.draw_image_with_html_image_element(image, 0.0, 0.0)?;
    let saved = Closure::once_into_js(move |blob: Option<Blob>| {
        let url = blob.and_then(|blob| Url::create_object_url_with_blob(&blob).ok());
        let saved = url.is_some_and(|url| save_url(&name, url).is_ok());
        notice.say(if saved {
            Notice::info(format!("Saved {name}, a picture to post."))
        } else {
            Notice::error(
                "The picture could not be made.",
                vec!["this browser would not save the file".to_owned()],
            )
        });
    });
    canvas.to_blob(saved.unchecked_ref())
}

//! The selected unit's tray: its options as fields in the table's unit, a live preview of the
//! tray with the bases and their figures in it, and the files to cut or print. The tray
//! maker's worker makes every tray, so the page never holds the geometry that makes them.

use leptos::prelude::*;

use crate::archive::zip_files;
use crate::fields::TrayField;
use crate::file_name::file_name;
use crate::layout::Layout;
use crate::rules::DistanceUnit;
use crate::tray::{Sheet, TrayOptions};
use crate::ui::header::exporting::save_bytes;
use crate::ui::io::worker_link::ask_tray_maker;
use crate::ui::parts::field::Field;
use crate::ui::{Editor, Notice};
use crate::worker::{MadeFile, TrayMake, TrayOrder, files_from_bytes};

/// Where the options are kept between visits.
const OPTIONS_KEY: &str = "drillbook-tray-options";

/// The sheets the page offers, and the bed a printer commonly has (whether it is a bed,
/// its width and height in mm, and its name).
const SHEETS: [(bool, f64, f64, &str); 4] = [
    (false, 210.0, 297.0, "A4"),
    (false, 215.9, 279.4, "US Letter"),
    (false, 297.0, 420.0, "A3"),
    (true, 220.0, 220.0, "Print bed 220 × 220 mm"),
];

fn kept_options() -> TrayOptions {
    window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(OPTIONS_KEY).ok().flatten())
        .map_or_else(TrayOptions::default, |line| {
            TrayOptions::from_setting(&line)
        })
}

fn keep_options(options: &TrayOptions) {
    if let Some(storage) = window().local_storage().ok().flatten() {
        // A browser that keeps nothing still makes the trays; the options are only not kept.
        let _ = storage.set_item(OPTIONS_KEY, &options.to_setting());
    }
}

/// What was saved: one file of `kind`, or an archive of `count` of them.
fn saved_files(count: usize, kind: &str) -> String {
    if count == 1 {
        format!("one {kind} file")
    } else {
        format!("one zip archive of {count} {kind} files")
    }
}

/// The tray maker for unit `id`.
#[component]
pub fn TrayMaker(id: u32) -> impl IntoView {
    let editor = Editor::get();
    let options = RwSignal::new(kept_options());
    let unit = Memo::new(move |_| {
        editor
            .ruleset
            .with(|r| r.as_ref().map_or(DistanceUnit::Mm, |r| r.distance_unit))
    });
    // The preview is made again when the unit's bases or the options change, not as it moves.
    let footprint = Memo::new(move |_| {
        editor.table.with(|t| {
            t.unit(id)
                .map(|u| (u.shaped.footprint.clone(), u.figures_per_base))
        })
    });
    let preview = RwSignal::new(None::<Result<String, String>>);
    Effect::new(move |_| {
        footprint.track();
        let order = order(editor, id, options.get(), TrayMake::Preview);
        ask_for_trays(&order, move |files: Result<Vec<MadeFile>, String>| {
            let svg = files.map(|files| {
                files
                    .into_iter()
                    .next()
                    .map(|(_, bytes)| String::from_utf8_lossy(&bytes).into_owned())
                    .unwrap_or_default()
            });
            preview.set(Some(svg));
        });
    });
    let fields = TrayField::ALL.map(|field| {
        view! {
            <Field
                label=field.label(unit.get_untracked())
                hook=format!("tray-{}", field.hook())
                entry=field.entry()
                shown=Signal::derive(move || options.with(|o| field.shown(o, unit.get())))
                enter=Callback::new(move |typed: String| {
                    let mut changed = options.get_untracked();
                    match field.set(&mut changed, &typed, unit.get_untracked()) {
                        Ok(()) => {
                            keep_options(&changed);
                            options.set(changed);
                        }
                        Err(why) => editor.feedback.say(Notice::error("That tray option was not kept.", vec![why])),
                    }
                })
            />
        }
    });
    let sheet = RwSignal::new(0_usize);
    let save = move |make: TrayMake, what: &'static str| {
        let order = order(editor, id, options.get_untracked(), make);
        // One unit's tray takes its name; every unit's, the rules'.
        let stem = match make {
            TrayMake::Sheets(_) | TrayMake::Beds(_) => editor
                .ruleset
                .with_untracked(|r| r.as_ref().map(|r| r.name.clone())),
            _ => editor
                .document
                .with_layout_untracked(|l| l.unit(id).map(|u| u.name.clone())),
        }
        .unwrap_or_default();
        ask_for_trays(&order, move |files: Result<Vec<MadeFile>, String>| {
            let saved = files.and_then(|files| {
                let count = files.len();
                let (extension, kind) = if matches!(make, TrayMake::Stl | TrayMake::Beds(_)) {
                    ("stl", "model/stl")
                } else {
                    ("svg", "image/svg+xml")
                };
                let refused = |_| "this browser would not save the file".to_owned();
                match files.as_slice() {
                    // One file is named for what it is; several go in one archive, each
                    // named for its sheet.
                    [(_, bytes)] => save_bytes(&file_name(&stem, what, extension), kind, bytes)
                        .map_err(refused)?,
                    _ => {
                        let named: Vec<(String, Vec<u8>)> = files
                            .into_iter()
                            .map(|(word, bytes)| {
                                (
                                    file_name(&stem, &format!("{what}-{word}"), extension),
                                    bytes,
                                )
                            })
                            .collect();
                        let archive = zip_files(&named)?;
                        save_bytes(&file_name(&stem, what, "zip"), "application/zip", &archive)
                            .map_err(refused)?;
                    }
                }
                Ok(count)
            });
            editor.feedback.say(match saved {
                Ok(count) if matches!(make, TrayMake::Stl | TrayMake::Beds(_)) => Notice::info(format!(
                    "Saved {}, in mm: open {} in your slicer as {}, without scaling.",
                    saved_files(count, "STL"),
                    if count == 1 { "it" } else { "each" },
                    if count == 1 { "it is" } else { "they are" },
                )),
                Ok(count) => Notice::info(format!(
                    "Saved {} at 1:1 in mm: red lines cut, blue lines score, black is engraved. Floors and frames are cut from sheets of their own thickness.",
                    saved_files(count, "SVG"),
                )),
                Err(why) => Notice::error("The tray could not be made.", vec![why]),
            });
        });
    };
    view! {
        <div class="tray-maker" data-testid="tray-maker">
            <h4>"Movement tray"</h4>
            <div class="tray-preview" data-testid="tray-preview">
                {move || match preview.get() {
                    None => view! { <p class="hint">"Making the tray…"</p> }.into_any(),
                    Some(Ok(svg)) => view! { <div class="tray-drawing" inner_html=svg></div> }.into_any(),
                    Some(Err(why)) => view! { <p class="hint" role="alert">{why}</p> }.into_any(),
                }}
            </div>
            <fieldset class="choices">
                <legend>"Tray"</legend>
                {fields.into_iter().collect_view()}
                <label>
                    <input
                        type="checkbox"
                        data-testid="tray-open-rear"
                        prop:checked=move || options.with(|o| o.open_rear)
                        on:change=move |event| {
                            let mut changed = options.get_untracked();
                            changed.open_rear = event_target_checked(&event);
                            keep_options(&changed);
                            options.set(changed);
                        }
                    />
                    " Open rear: bases slide in from behind"
                </label>
            </fieldset>
            <div class="tray-files">
                <button data-testid="tray-laser" on:click=move |_| save(TrayMake::Laser, "tray-laser")>
                    "Laser SVG"
                </button>
                <button data-testid="tray-stl" on:click=move |_| save(TrayMake::Stl, "tray")>
                    "3D print STL"
                </button>
            </div>
            <div class="tray-files">
                <label>
                    "Every unit's trays on "
                    <select
                        data-testid="tray-sheet"
                        on:change=move |event| {
                            let chosen: usize = event_target_value(&event).parse().unwrap_or(0);
                            sheet.set(chosen.min(SHEETS.len() - 1));
                        }
                    >
                        {SHEETS
                            .iter()
                            .enumerate()
                            .map(|(index, (_, _, _, name))| view! { <option value=index.to_string()>{*name}</option> })
                            .collect_view()}
                    </select>
                </label>
                <button
                    data-testid="tray-sheets"
                    on:click=move |_| {
                        let (bed, width, height, _) = SHEETS[sheet.get_untracked()];
                        let chosen = Sheet { width, height };
                        save(if bed { TrayMake::Beds(chosen) } else { TrayMake::Sheets(chosen) }, "trays")
                    }
                >
                    "Save all"
                </button>
            </div>
        </div>
    }
}

/// Asks the tray maker for `order`; `done` gets the files made, or what is wrong.
fn ask_for_trays(order: &TrayOrder, done: impl FnOnce(Result<Vec<MadeFile>, String>) + 'static) {
    ask_tray_maker(order.to_bytes(), move |bytes| {
        done(bytes.and_then(|bytes| files_from_bytes(&bytes)));
    });
}

/// The order for `make` of unit `id`'s tray, or every tray, with `options`.
fn order(editor: Editor, id: u32, options: TrayOptions, make: TrayMake) -> TrayOrder {
    TrayOrder {
        make,
        unit: Some(id),
        options,
        layout: editor.document.with_layout_untracked(Layout::to_bytes),
    }
}

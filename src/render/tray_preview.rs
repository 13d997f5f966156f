//! A tray seen from above as the page previews it: the rim, the pockets, the recesses, and
//! the unit's bases in them with their figures, so a painter sees the unit as it will stand.
//! Drawn in the unit's frame (front up the page) at 1:1 in mm, like every drawing.

use std::fmt::Write as _;

use geo::{Coord, MultiPolygon};

use super::{escape, figures_markup, unit_markup};
use crate::decimal::Decimal;
use crate::formation::Footprint;
use crate::tray::TrayPlan;

/// Room round the tray for its caption, mm.
const MARGIN_MM: f64 = 4.0;

/// The preview's colours: the tray's material, the pockets sunk in it and the recesses.
const PREVIEW_STYLE: &str = ".rim{fill:#c9b48a;stroke:#5b4a2c;stroke-width:0.3}\
.pocket{fill:#e8dcc0;stroke:#5b4a2c;stroke-width:0.2}\
.recess{fill:#9c8a66}\
.base{fill:#6d7f8f;fill-opacity:0.55;stroke:#0d1b26;stroke-width:0.3}\
.front-edge{fill:none;stroke:#b8860b;stroke-width:0.8}\
.figures{fill:none;stroke:#fffdf7;stroke-linecap:round}\
text{font-family:sans-serif;fill:#1f2620}";

/// The caption's letters are this share of the drawing's width, so they read at any size.
const CAPTION_SHARE: f64 = 1.0 / 28.0;

/// The preview of `plan`, the tray of `footprint` with `figures` on each base, as an SVG
/// document sized in mm, its caption saying the tray's size.
pub fn preview_svg(plan: &TrayPlan, footprint: &Footprint, figures: u32) -> String {
    let (least, most) = plan.extent();
    // The tray frame's `y` runs forward; the unit's frame, which the page draws, backward.
    let (x, y) = (least.x - MARGIN_MM, -most.y - MARGIN_MM);
    let w = most.x - least.x + 2.0 * MARGIN_MM;
    let letter = (w * CAPTION_SHARE).max(3.0);
    let h = most.y - least.y + 2.0 * MARGIN_MM + 1.5 * letter;
    let size = format!(
        "{} × {} × {} mm",
        Decimal::fixed(most.x - least.x, 1),
        Decimal::fixed(most.y - least.y, 1),
        Decimal::fixed(plan.options.height_mm(), 1)
    );
    let mut out = String::new();
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}mm\" height=\"{h}mm\" viewBox=\"{x} {y} {w} {h}\" role=\"img\" aria-label=\"The tray, {size}\"><style>{PREVIEW_STYLE}</style>",
        x = Decimal::trimmed(x, 2),
        y = Decimal::trimmed(y, 2),
        w = Decimal::trimmed(w, 2),
        h = Decimal::trimmed(h, 2),
    );
    region(&mut out, "rim", &plan.rim);
    region(&mut out, "pocket", &plan.pockets);
    region(&mut out, "recess", &plan.recesses);
    out.push_str(&unit_markup(footprint));
    out.push_str(&figures_markup(footprint, figures));
    let _ = write!(
        out,
        "<text x=\"{}\" y=\"{}\" font-size=\"{}\">{}</text></svg>",
        Decimal::trimmed(least.x, 2),
        Decimal::trimmed(-least.y + MARGIN_MM + 1.1 * letter, 2),
        Decimal::trimmed(letter, 2),
        escape(&format!("Tray {size}"))
    );
    out
}

/// `shape` as one path of class `class`, its holes cut by the even-odd rule.
fn region(out: &mut String, class: &str, shape: &MultiPolygon<f64>) {
    if shape.0.is_empty() {
        return;
    }
    let _ = write!(out, "<path class=\"{class}\" fill-rule=\"evenodd\" d=\"");
    let point =
        |c: &Coord<f64>| format!("{} {}", Decimal::trimmed(c.x, 2), Decimal::trimmed(-c.y, 2));
    for ring in shape
        .iter()
        .flat_map(|part| std::iter::once(part.exterior()).chain(part.interiors()))
    {
        for (i, c) in ring.coords().enumerate() {
            out.push(if i == 0 { 'M' } else { 'L' });
            out.push_str(&point(c));
        }
        out.push('Z');
    }
    out.push_str("\"/>");
}

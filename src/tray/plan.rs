//! A tray seen from above: its outline, the pockets its bases sit in and the recesses under
//! them, all made from the unit's footprint, so a tray can never disagree with the table.
//!
//! The tray's frame is the unit's own turned upright: `x` to the unit's right, `y` towards its
//! front, in mm, origin at the middle of its front edge.
//!
//! - Each base's slot is its rectangle grown by the clearance; slots that meet (bases that
//!   touch on the table) make one pocket, as the bases stand pressed together.
//! - The outline is the convex hull of the slots grown by the rim, less every hollow they
//!   enclose: a hollow square's tray is a frame, a skirmish line's keeps its gaps as rim.
//! - With an open rear, each slot runs back through the rim.

use geo::orient::{Direction, Orient};
use geo::{Area, BooleanOps, ConvexHull, Coord, LineString, MultiPolygon, Polygon, unary_union};
use i_overlay::core::extract::BooleanExtractionBuffer;
use i_overlay::core::fill_rule::FillRule;
use i_overlay::core::overlay_rule::OverlayRule;
use i_overlay::core::solver::Solver;
use i_overlay::float::overlay::{FloatOverlay, OverlayOptions};

use super::TrayOptions;
use crate::formation::Footprint;
use crate::geom::OrientedRect;

/// Enclosed hollows smaller than this are filled, mm²: they are slivers where grown slots
/// nearly meet, not a hollow a painter would leave.
const LEAST_HOLLOW_MM2: f64 = 1.0;

/// The widest or deepest tray made, mm: larger than any printer's bed or laser's.
pub const MOST_TRAY_MM: f64 = 2000.0;

/// The sides of the polygon a round recess is cut as; the polygon holds the circle.
pub const RECESS_SIDES: usize = 48;

/// A tray's regions in the tray frame.
#[derive(Clone, Debug)]
pub struct TrayPlan {
    /// The tray's outline, with any hollow it leaves.
    pub outline: MultiPolygon<f64>,
    /// Where the bases sit, sunk below the rim to the floor.
    pub pockets: MultiPolygon<f64>,
    /// The outline less the pockets: the rim's top. Its edges along the pockets are theirs,
    /// point for point.
    pub rim: MultiPolygon<f64>,
    /// The recess under each base, sunk below the floor; none without a magnet.
    pub recesses: MultiPolygon<f64>,
    /// Each base's corners, front-left, front-right, rear-right, rear-left.
    pub bases: Vec<[Coord<f64>; 4]>,
    /// What the tray was made with.
    pub options: TrayOptions,
}

impl TrayPlan {
    /// The plan of the tray holding `footprint`'s bases and limbers, or why `options` leave
    /// no room for them.
    pub fn new(footprint: &Footprint, options: &TrayOptions) -> Result<Self, String> {
        if footprint.bases.is_empty() {
            return Err("A unit without bases needs no tray.".to_owned());
        }
        options.check(footprint)?;
        let clearance = options.clearance_mm;
        let slots: Vec<Polygon<f64>> = footprint
            .bases
            .iter()
            .map(|base| rect_polygon(&grown(&base.rect, clearance)))
            .collect();
        let rimmed: Vec<Polygon<f64>> = footprint
            .bases
            .iter()
            .map(|base| rect_polygon(&grown(&base.rect, clearance + options.rim_width_mm)))
            .collect();
        let rimmed_union = unary_union(&rimmed);
        let hollows: Vec<Polygon<f64>> = rimmed_union
            .iter()
            .flat_map(|part| part.interiors().iter().cloned())
            .map(|ring| Polygon::new(ring, Vec::new()))
            .filter(|hollow| hollow.unsigned_area() >= LEAST_HOLLOW_MM2)
            .collect();
        let hull = MultiPolygon::new(vec![rimmed_union.convex_hull()]);
        let outline = if hollows.is_empty() {
            hull
        } else {
            hull.difference(&MultiPolygon::new(hollows))
        };
        let span = outline_span(&outline);
        if !span.is_finite() || span > MOST_TRAY_MM {
            return Err(format!(
                "A tray {:.0} mm across is larger than any printer or laser makes; the most is {MOST_TRAY_MM:.0} mm.",
                span
            ));
        }
        let slots = if options.open_rear {
            slots
                .iter()
                .map(|slot| swept_back(slot, span + 1.0))
                .collect()
        } else {
            slots
        };
        let (pockets, rim) = pockets_and_rim(&outline, &slots);
        // Recesses of bases set over one another make one hole, not crossing rings.
        let recesses = match options.magnet {
            Some(magnet) => {
                let circles: Vec<Polygon<f64>> = footprint
                    .bases
                    .iter()
                    .map(|base| {
                        circle(
                            tray_point(base.rect.center),
                            f64::from(magnet.diameter_mm) / 2.0,
                        )
                    })
                    .collect();
                unary_union(&circles)
            }
            None => MultiPolygon::new(Vec::new()),
        };
        let bases = footprint
            .bases
            .iter()
            .map(|base| base.rect.corners().map(tray_point))
            .collect();
        Ok(Self {
            outline,
            pockets,
            rim,
            recesses,
            bases,
            options: *options,
        })
    }

    /// The smallest box holding the outline: its least and greatest corners, mm.
    pub fn extent(&self) -> (Coord<f64>, Coord<f64>) {
        extent(&self.outline)
    }
}

/// The parts of `outline` inside any of `slots`, and the rest, from one overlay of both, so
/// that where they meet their edges share every point.
fn pockets_and_rim(
    outline: &MultiPolygon<f64>,
    slots: &[Polygon<f64>],
) -> (MultiPolygon<f64>, MultiPolygon<f64>) {
    let contours = |polygon: &Polygon<f64>| -> Vec<Vec<[f64; 2]>> {
        let polygon = polygon.orient(Direction::Default);
        std::iter::once(polygon.exterior())
            .chain(polygon.interiors())
            .map(|ring| {
                let mut points: Vec<[f64; 2]> = ring.coords().map(|c| [c.x, c.y]).collect();
                points.pop();
                points
            })
            .collect()
    };
    let subject: Vec<Vec<Vec<[f64; 2]>>> = outline.iter().map(contours).collect();
    let clip: Vec<Vec<Vec<[f64; 2]>>> = slots.iter().map(contours).collect();
    let options = OverlayOptions {
        preserve_output_collinear: true,
        ..OverlayOptions::default()
    };
    let mut overlay =
        FloatOverlay::with_subj_and_clip_custom(&subject, &clip, options, Solver::default());
    let Some(graph) = overlay.build_graph_view(FillRule::NonZero) else {
        return (MultiPolygon::new(Vec::new()), outline.clone());
    };
    let mut buffer = BooleanExtractionBuffer::default();
    let mut extract = |rule| to_multi_polygon(graph.extract_shapes(rule, &mut buffer));
    (
        extract(OverlayRule::Intersect),
        extract(OverlayRule::Difference),
    )
}

fn to_multi_polygon(shapes: Vec<Vec<Vec<[f64; 2]>>>) -> MultiPolygon<f64> {
    let ring = |contour: Vec<[f64; 2]>| {
        LineString::from(
            contour
                .into_iter()
                .map(|[x, y]| Coord { x, y })
                .collect::<Vec<_>>(),
        )
    };
    MultiPolygon::new(
        shapes
            .into_iter()
            .filter_map(|shape| {
                let mut contours = shape.into_iter();
                let exterior = ring(contours.next()?);
                Some(Polygon::new(exterior, contours.map(ring).collect()))
            })
            .collect(),
    )
}

/// The least and greatest corners of the box holding `shape`.
pub fn extent(shape: &MultiPolygon<f64>) -> (Coord<f64>, Coord<f64>) {
    let mut least = Coord {
        x: f64::INFINITY,
        y: f64::INFINITY,
    };
    let mut most = Coord {
        x: f64::NEG_INFINITY,
        y: f64::NEG_INFINITY,
    };
    for point in shape.iter().flat_map(|part| part.exterior().coords()) {
        least.x = least.x.min(point.x);
        least.y = least.y.min(point.y);
        most.x = most.x.max(point.x);
        most.y = most.y.max(point.y);
    }
    (least, most)
}

/// A point of the unit's frame (`y` to the rear, as on screen) in the tray frame.
pub fn tray_point(point: glam::Vec2) -> Coord<f64> {
    Coord {
        x: f64::from(point.x),
        y: -f64::from(point.y),
    }
}

fn grown(rect: &OrientedRect, margin: f32) -> OrientedRect {
    OrientedRect {
        half_size: rect.half_size + glam::Vec2::splat(margin),
        ..*rect
    }
}

fn rect_polygon(rect: &OrientedRect) -> Polygon<f64> {
    let corners: Vec<Coord<f64>> = rect.corners().iter().map(|c| tray_point(*c)).collect();
    Polygon::new(LineString::from(corners), Vec::new())
}

/// The greatest of the outline's width and depth, mm.
fn outline_span(outline: &MultiPolygon<f64>) -> f64 {
    let (least, most) = extent(outline);
    (most.x - least.x).max(most.y - least.y)
}

/// A convex slot and the ground it covers sliding `reach` back (towards `-y`).
fn swept_back(slot: &Polygon<f64>, reach: f64) -> Polygon<f64> {
    let corners: Vec<Coord<f64>> = slot
        .exterior()
        .coords()
        .flat_map(|c| {
            [
                *c,
                Coord {
                    x: c.x,
                    y: c.y - reach,
                },
            ]
        })
        .collect();
    LineString::from(corners).convex_hull()
}

/// A regular polygon of [`RECESS_SIDES`] sides holding the circle of `radius` about `centre`.
fn circle(centre: Coord<f64>, radius: f64) -> Polygon<f64> {
    let step = std::f64::consts::TAU / RECESS_SIDES as f64;
    let reach = radius / (step / 2.0).cos();
    let points: Vec<Coord<f64>> = (0..RECESS_SIDES)
        .map(|i| {
            let (sin, cos) = (step * i as f64).sin_cos();
            Coord {
                x: centre.x + reach * cos,
                y: centre.y + reach * sin,
            }
        })
        .collect();
    Polygon::new(LineString::from(points), Vec::new())
}

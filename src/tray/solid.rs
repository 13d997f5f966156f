//! A tray as a closed solid of triangles, for a 3D printer.
//!
//! The tray is a height over its outline: the rim's top, the floor in the pockets, and the
//! bottom of each recess. One constrained triangulation of every region's boundary gives the
//! flat faces, top and bottom, from the same triangles; a wall stands on each edge where the
//! height drops, split at every height a neighbouring wall may stop at. So every edge meets
//! exactly two faces, and no vertex lies on another face's edge.
//!
//! Written here because no well-kept crate makes a solid from regions of given heights; the
//! triangulation is `spade`'s and the regions are `geo`'s.

use geo::{Contains, Coord, MultiPolygon, Point};
use spade::handles::FixedVertexHandle;
use spade::{ConstrainedDelaunayTriangulation, Point2, Triangulation};

use super::TrayPlan;

/// Every point is snapped to a grid of this step, mm (2⁻¹⁰, about a micrometre): closer
/// points are the boolean operations' rounding, not shape. Every point of the grid within
/// [`MOST_TRAY_MM`](super::plan::MOST_TRAY_MM) is exact in `f32`, so the triangulation
/// judges whether points line up in the very numbers the file is written in, and no face of
/// it is flattened in writing.
const GRID_MM: f64 = 1.0 / 1024.0;

/// One triangle, its corners counter-clockwise seen from outside the solid, mm.
pub type Triangle = [[f32; 3]; 3];

/// A closed solid, as triangles in mm.
#[derive(Clone, Debug, Default)]
pub struct Solid {
    /// Every face, counter-clockwise seen from outside.
    pub triangles: Vec<Triangle>,
}

impl Solid {
    /// The solid of `plan`, its outline's least corner at the origin, standing on `z = 0`.
    pub fn of(plan: &TrayPlan) -> Self {
        let options = &plan.options;
        let top = f64::from(options.height_mm());
        let floor = f64::from(options.floor_mm);
        let recess_floor = options
            .magnet
            .map(|magnet| floor - f64::from(magnet.depth_mm));
        let mut levels = vec![0.0, floor, top];
        levels.extend(recess_floor);
        levels.sort_by(f64::total_cmp);
        levels.dedup();

        let (least, _) = plan.extent();
        let mut cdt = ConstrainedDelaunayTriangulation::<Point2<f64>>::new();
        let mut points = std::collections::HashMap::new();
        let rings = plan
            .rim
            .iter()
            .chain(plan.pockets.iter())
            .chain(plan.recesses.iter())
            .flat_map(|polygon| std::iter::once(polygon.exterior()).chain(polygon.interiors()));
        for ring in rings {
            let handles: Vec<FixedVertexHandle> = ring
                .coords()
                .filter_map(|c| vertex(&mut cdt, &mut points, *c - least))
                .collect();
            for pair in handles.windows(2) {
                if pair[0] != pair[1] {
                    // Boundaries the rounding makes cross are split where they do.
                    cdt.add_constraint_and_split(pair[0], pair[1], snapped);
                }
            }
        }

        let region = Regions::of(plan, least);
        let heights = face_heights(&cdt, |centre| {
            region.height(centre, top, floor, recess_floor)
        });

        let mut triangles = Vec::with_capacity(cdt.num_inner_faces() * 4);
        for face in cdt.inner_faces() {
            let Some(height) = heights[face.index()] else {
                continue;
            };
            let [a, b, c] = face.positions().map(|p| [p.x, p.y]);
            triangles.push([at(a, height), at(b, height), at(c, height)]);
            triangles.push([at(a, 0.0), at(c, 0.0), at(b, 0.0)]);
            for edge in face.adjacent_edges() {
                let beyond = edge
                    .rev()
                    .face()
                    .as_inner()
                    .and_then(|other| heights[other.index()])
                    .unwrap_or(0.0);
                if beyond >= height {
                    continue;
                }
                let [from, to] = edge.positions().map(|p| [p.x, p.y]);
                let steps = levels
                    .iter()
                    .copied()
                    .filter(|level| *level >= beyond && *level <= height)
                    .collect::<Vec<_>>();
                for span in steps.windows(2) {
                    let (low, high) = (span[0], span[1]);
                    triangles.push([at(from, low), at(to, low), at(to, high)]);
                    triangles.push([at(from, low), at(to, high), at(from, high)]);
                }
            }
        }
        Self { triangles }
    }

    /// The volume enclosed, mm³ (the divergence theorem over the faces).
    pub fn volume(&self) -> f64 {
        self.triangles
            .iter()
            .map(|[a, b, c]| {
                let [a, b, c] = [a, b, c].map(|p| p.map(f64::from));
                let cross = [
                    b[1] * c[2] - b[2] * c[1],
                    b[2] * c[0] - b[0] * c[2],
                    b[0] * c[1] - b[1] * c[0],
                ];
                (a[0] * cross[0] + a[1] * cross[1] + a[2] * cross[2]) / 6.0
            })
            .sum()
    }

    /// This solid, whose box is `depth` deep from the origin, turned a quarter about `z`
    /// (counter-clockwise from above) and moved back so its box starts at the origin again.
    pub fn turned_quarter(mut self, depth: f64) -> Self {
        let depth = depth as f32;
        for triangle in &mut self.triangles {
            for corner in triangle.iter_mut() {
                *corner = [depth - corner[1], corner[0], corner[2]];
            }
        }
        self
    }

    /// This solid moved by `offset`, mm.
    pub fn moved(mut self, offset: [f32; 3]) -> Self {
        for triangle in &mut self.triangles {
            for corner in triangle.iter_mut() {
                for (axis, shift) in corner.iter_mut().zip(offset) {
                    *axis += shift;
                }
            }
        }
        self
    }
}

/// The triangulation's vertex at `point` snapped to the grid, one per grid point.
fn vertex(
    cdt: &mut ConstrainedDelaunayTriangulation<Point2<f64>>,
    points: &mut std::collections::HashMap<(i64, i64), FixedVertexHandle>,
    point: Coord<f64>,
) -> Option<FixedVertexHandle> {
    let key = (
        (point.x / GRID_MM).round() as i64,
        (point.y / GRID_MM).round() as i64,
    );
    if let Some(handle) = points.get(&key) {
        return Some(*handle);
    }
    let handle = cdt
        .insert(Point2::new(key.0 as f64 * GRID_MM, key.1 as f64 * GRID_MM))
        .ok()?;
    points.insert(key, handle);
    Some(handle)
}

/// `point` on the grid.
fn snapped(point: Point2<f64>) -> Point2<f64> {
    let snap = |value: f64| (value / GRID_MM).round() * GRID_MM;
    Point2::new(snap(point.x), snap(point.y))
}

/// Each inner face's height, or `None` outside the tray. Faces joined across an edge that
/// no boundary runs along lie in one region, so a region is looked up once, at the middle of
/// its largest face: a sliver along a boundary has its middle on the boundary, within the
/// rounding of either side.
fn face_heights(
    cdt: &ConstrainedDelaunayTriangulation<Point2<f64>>,
    height_at: impl Fn(Coord<f64>) -> Option<f64>,
) -> Vec<Option<f64>> {
    const UNSEEN: usize = usize::MAX;
    let mut region = vec![UNSEEN; cdt.num_all_faces()];
    // Each region's largest face: its area, doubled, and its middle.
    let mut largest: Vec<(f64, Coord<f64>)> = Vec::new();
    let mut stack = Vec::new();
    for seed in cdt.inner_faces() {
        if region[seed.index()] != UNSEEN {
            continue;
        }
        let id = largest.len();
        largest.push((f64::NEG_INFINITY, Coord { x: 0.0, y: 0.0 }));
        region[seed.index()] = id;
        stack.push(seed.fix());
        while let Some(fixed) = stack.pop() {
            let face = cdt.face(fixed);
            let [a, b, c] = face.positions();
            let area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
            if area > largest[id].0 {
                let middle = Coord {
                    x: (a.x + b.x + c.x) / 3.0,
                    y: (a.y + b.y + c.y) / 3.0,
                };
                largest[id] = (area, middle);
            }
            for edge in face.adjacent_edges() {
                if edge.as_undirected().is_constraint_edge() {
                    continue;
                }
                if let Some(next) = edge.rev().face().as_inner()
                    && region[next.index()] == UNSEEN
                {
                    region[next.index()] = id;
                    stack.push(next.fix());
                }
            }
        }
    }
    let heights: Vec<Option<f64>> = largest
        .iter()
        .map(|(_, middle)| height_at(*middle))
        .collect();
    region
        .into_iter()
        .map(|id| heights.get(id).copied().flatten())
        .collect()
}

/// The plan's regions moved so its least corner is the origin, to ask which holds a point.
struct Regions {
    rim: MultiPolygon<f64>,
    pockets: MultiPolygon<f64>,
    recesses: MultiPolygon<f64>,
}

impl Regions {
    fn of(plan: &TrayPlan, least: Coord<f64>) -> Self {
        use geo::Translate;
        let (dx, dy) = (-least.x, -least.y);
        Self {
            rim: plan.rim.translate(dx, dy),
            pockets: plan.pockets.translate(dx, dy),
            recesses: plan.recesses.translate(dx, dy),
        }
    }

    fn height(
        &self,
        point: Coord<f64>,
        top: f64,
        floor: f64,
        recess_floor: Option<f64>,
    ) -> Option<f64> {
        let point = Point::from(point);
        if let Some(recess_floor) = recess_floor
            && self.recesses.contains(&point)
        {
            Some(recess_floor)
        } else if self.pockets.contains(&point) {
            Some(floor)
        } else if self.rim.contains(&point) {
            Some(top)
        } else {
            None
        }
    }
}

fn at([x, y]: [f64; 2], z: f64) -> [f32; 3] {
    [x as f32, y as f32, z as f32]
}

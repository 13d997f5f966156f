//! Reading the bases back out of a drawing, as a painter's tool would measure them.

/// The width and depth, in mm to a hundredth, of every base drawn in `svg`: a unit's bases are
/// drawn as paths (`data-testid="bases"`), one subpath closing around each base's four
/// corners, front-left first.
pub fn base_sizes(svg: &str) -> Vec<(f32, f32)> {
    let document = roxmltree::Document::parse(svg).expect("well-formed XML");
    document
        .descendants()
        .filter(|node| node.attribute("data-testid") == Some("bases"))
        .flat_map(|bases| {
            let data = bases.attribute("d").expect("bases are a path").to_owned();
            data.split('Z')
                .filter(|base| !base.is_empty())
                .map(base_size)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The width and depth of the base whose subpath is `data`: `M`, then three `L`s.
fn base_size(data: &str) -> (f32, f32) {
    let corners: Vec<(f32, f32)> = data
        .split(['M', 'L'])
        .filter(|point| !point.is_empty())
        .map(|point| {
            let (x, y) = point.split_once(' ').expect("x and y");
            (x.parse().expect("a number"), y.parse().expect("a number"))
        })
        .collect();
    assert_eq!(corners.len(), 4, "four corners");
    let side =
        |a: (f32, f32), b: (f32, f32)| ((a.0 - b.0).hypot(a.1 - b.1) * 100.0).round() / 100.0;
    (side(corners[0], corners[1]), side(corners[1], corners[2]))
}

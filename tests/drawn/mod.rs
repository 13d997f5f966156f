//! Reading the bases back out of a drawing, as a painter's tool would measure them.

/// The width and depth, in mm to a hundredth, of every base drawn in `svg`: each is a path
/// closing around its four corners, front-left first.
pub fn base_sizes(svg: &str) -> Vec<(f32, f32)> {
    let document = roxmltree::Document::parse(svg).expect("well-formed XML");
    document
        .descendants()
        .filter(|node| node.attribute("data-testid") == Some("base"))
        .map(|base| {
            let corners: Vec<(f32, f32)> = base
                .attribute("d")
                .expect("a base is a path")
                .trim_end_matches('Z')
                .split(['M', 'L'])
                .filter(|point| !point.is_empty())
                .map(|point| {
                    let (x, y) = point.split_once(' ').expect("x and y");
                    (x.parse().expect("a number"), y.parse().expect("a number"))
                })
                .collect();
            assert_eq!(corners.len(), 4, "four corners");
            let side = |a: (f32, f32), b: (f32, f32)| {
                ((a.0 - b.0).hypot(a.1 - b.1) * 100.0).round() / 100.0
            };
            (side(corners[0], corners[1]), side(corners[1], corners[2]))
        })
        .collect()
}

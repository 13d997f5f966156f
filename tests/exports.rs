//! Exports for painters measure true: the document's size is given in mm and matches its
//! drawing units, so a 40 mm base prints 40 mm wide, and the dimension lines say so.
#![cfg(not(target_arch = "wasm32"))]

use drillbook::geom::{Pose, describe_length};
use drillbook::layout::{Layout, PlayerSide};
use drillbook::render::{TRAY_RIM_MM, table_svg, tray_svg};
use drillbook::rules::Library;
use drillbook::table::{Table, resolve};

mod drawn;
use drawn::base_sizes;

/// A table of one line of six 40 × 20 mm bases, and a column of the same behind it.
fn table() -> Table {
    let library = Library::builtin().expect("built-ins");
    let entry = library.get("basing-only").expect("built in");
    let ruleset = &entry.ruleset;
    let mut layout = Layout::new(library.reference("basing-only").expect("built in"));
    for (y, formation) in [(0.0, "line"), (120.0, "column")] {
        let id = layout
            .add_unit(ruleset, "infantry", PlayerSide(0), Pose::new(0.0, y, 0.0))
            .expect("added");
        let unit = layout.unit_mut(id).expect("there");
        unit.basing.bases = 6;
        unit.basing.base_width_mm = 40.0;
        unit.basing.base_depth_mm = 20.0;
        unit.formation = formation.to_owned();
    }
    resolve(&layout, ruleset)
}

/// The value of `name="…"` in the first tag of `svg` that has it.
fn attribute<'a>(svg: &'a str, name: &str) -> &'a str {
    let start = svg.find(&format!(" {name}=\"")).expect(name) + name.len() + 3;
    &svg[start..start + svg[start..].find('"').expect("closing quote")]
}

/// The page's size in mm, and the size of its drawing in user units.
fn page_and_drawing(svg: &str) -> ((f32, f32), (f32, f32)) {
    let mm = |value: &str| -> f32 {
        value
            .strip_suffix("mm")
            .expect("a size in mm")
            .parse()
            .expect("a number")
    };
    let view: Vec<f32> = attribute(svg, "viewBox")
        .split(' ')
        .map(|v| v.parse().expect("a number"))
        .collect();
    (
        (mm(attribute(svg, "width")), mm(attribute(svg, "height"))),
        (view[2], view[3]),
    )
}

#[test]
fn the_table_prints_at_one_to_one() {
    let svg = table_svg(&table());
    let (page, drawing) = page_and_drawing(&svg);
    assert_eq!(page, drawing, "one user unit is one millimetre");
    assert_eq!(base_sizes(&svg), vec![(40.0, 20.0); 12]);
    assert!(
        svg.contains(">240.0 mm (9.45″)</text>"),
        "the line's frontage"
    );
    assert!(svg.contains(">20.0 mm (0.79″)</text>"), "the line's depth");
}

#[test]
fn a_tray_template_has_a_slot_for_each_base_and_its_outline_at_true_size() {
    let table = table();
    let line = table.unit(1).expect("the line");
    let svg = tray_svg(line);
    let (page, drawing) = page_and_drawing(&svg);
    assert_eq!(page, drawing, "one user unit is one millimetre");
    assert_eq!(base_sizes(&svg), vec![(40.0, 20.0); 6]);
    let outline = &svg[svg.find("class=\"cut\"").expect("the outline")..];
    let width: f32 = attribute(outline, "width").parse().expect("a number");
    let height: f32 = attribute(outline, "height").parse().expect("a number");
    assert_eq!(
        (width, height),
        (240.0 + 2.0 * TRAY_RIM_MM, 20.0 + 2.0 * TRAY_RIM_MM)
    );
    assert!(svg.contains(">240.0 mm (9.45″)</text>"), "{svg}");

    let column = table.unit(2).expect("the column");
    let readouts = &column.shaped.readouts;
    assert!(readouts.ranks > 1, "a column has ranks");
    let svg = tray_svg(column);
    assert_eq!(base_sizes(&svg), vec![(40.0, 20.0); 6]);
    for length in [readouts.frontage_mm, readouts.depth_mm] {
        let label = format!(">{}</text>", describe_length(length));
        assert!(svg.contains(&label), "{label} in {svg}");
    }
    assert!(svg.contains(&format!(">{}</text>", column.name)), "{svg}");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

    /// Every drawing is well-formed XML whatever the units are called, even by a name no
    /// reader would let in (control characters, U+FFFE, markup): the table at 1:1 and each
    /// tray.
    #[test]
    fn every_drawing_parses_as_xml_whatever_the_names(
        names in proptest::collection::vec(
            proptest::collection::vec(proptest::prelude::any::<char>(), 1..24),
            2,
        ),
    ) {
        let library = Library::builtin().expect("built-ins");
        let ruleset = &library.get("pip-2mm").expect("built in").ruleset;
        let mut layout = Layout::from_json(include_str!("../docs/examples/flank-charge.json"))
            .expect("the example");
        for (unit, name) in layout.units.iter_mut().zip(&names) {
            unit.name = name.iter().collect();
        }
        let table = resolve(&layout, ruleset);
        let mut drawings = vec![table_svg(&table)];
        drawings.extend(table.units.iter().map(tray_svg));
        for drawing in drawings {
            if let Err(error) = roxmltree::Document::parse(&drawing) {
                proptest::prop_assert!(false, "{error}\n{drawing}");
            }
        }
    }
}

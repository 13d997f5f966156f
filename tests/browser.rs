//! Component tests in headless Chromium (wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use drillbook::formation::line;
use drillbook::geom::Pose;
use drillbook::rules::Basing;
use drillbook::ui::UnitView;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::{Element, HtmlElement};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn attribute(element: &Element, name: &str) -> f32 {
    element
        .get_attribute(name)
        .and_then(|value| value.parse().ok())
        .unwrap_or(f32::NAN)
}

#[wasm_bindgen_test]
fn unit_view_draws_every_base_at_its_true_size() {
    let document = leptos::prelude::document();
    let host: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&host).unwrap();

    let basing = Basing {
        bases: 5,
        figures_per_base: 3,
        base_width_mm: 30.0,
        base_depth_mm: 15.0,
    };
    let footprint = line(&basing, 0.0);
    let _mounted = leptos::mount::mount_to(host.clone(), move || {
        view! {
            <svg>
                <UnitView id="probe" footprint=footprint pose=Pose::new(100.0, 50.0, 90.0)/>
            </svg>
        }
    });

    let unit = host
        .query_selector("[data-testid=unit-probe]")
        .unwrap()
        .expect("the unit's group");
    assert_eq!(
        unit.get_attribute("transform").as_deref(),
        Some("translate(100 50) rotate(90)")
    );
    let bases = host.query_selector_all("[data-testid=base]").unwrap();
    assert_eq!(bases.length(), 5);
    for i in 0..bases.length() {
        let base: Element = bases.item(i).unwrap().unchecked_into();
        assert_eq!(attribute(&base, "width"), 30.0);
        assert_eq!(attribute(&base, "height"), 15.0);
    }
    host.remove();
}

//! A unit's readouts and what the rules say of it, as HTML for the inspector: read-only text
//! the page shows as it is, so it costs no view code of its own. The readouts are written on
//! the page; what the rules say is written in the reader worker, which runs the analysis.

use std::fmt::Write as _;

use super::escape;
use crate::analysis::Report;
use crate::formation::{FormationClass, TargetClass};
use crate::geom::mm_to_inches;
use crate::table::PlacedUnit;

fn class_name(class: FormationClass) -> &'static str {
    match class {
        FormationClass::Line => "line",
        FormationClass::Column => "column",
        FormationClass::PseudoColumn => "pseudo column",
        FormationClass::Square => "square",
        FormationClass::OpenOrder => "open order",
        FormationClass::RoadColumn => "road column",
        FormationClass::Limbered => "limbered",
        FormationClass::Unlimbered => "unlimbered",
        FormationClass::Disordered => "disordered",
        FormationClass::Routed => "routed",
    }
}

fn target_name(target: TargetClass) -> &'static str {
    match target {
        TargetClass::Linear => "linear",
        TargetClass::Massed => "massed",
    }
}

fn length(mm: f32) -> String {
    format!("{mm:.0} mm ({:.1}″)", mm_to_inches(mm))
}

/// The readouts of `unit` that come from its formation alone, as a definition list; each
/// carries its test hook (`readout-frontage`, `readout-depth`, `readout-class`).
pub fn unit_readouts(unit: &PlacedUnit) -> String {
    let r = &unit.shaped.readouts;
    format!(
        "<dl class=\"readouts\"><dt>Frontage</dt><dd data-testid=\"readout-frontage\">{}</dd>\
         <dt>Depth</dt><dd data-testid=\"readout-depth\">{}</dd>\
         <dt>Files × ranks</dt><dd>{} × {}</dd>\
         <dt>Class</dt><dd data-testid=\"readout-class\">{}</dd></dl>",
        length(r.frontage_mm),
        length(r.depth_mm),
        r.files,
        r.ranks,
        class_name(r.class),
    )
}

/// What the analysis says of unit `id`: its target class (`readout-target`), its move
/// (`readout-move`) and every finding about it (`finding`, with the rule in `data-rule`).
/// Every text from a player or a ruleset is escaped.
pub fn unit_findings(id: u32, report: &Report) -> String {
    let Some(unit) = report.unit(id) else {
        return String::new();
    };
    let mut out = format!(
        "<dl class=\"readouts\"><dt>Target</dt><dd data-testid=\"readout-target\">{}</dd></dl>",
        target_name(unit.target)
    );
    if let Some(moved) = &unit.moved {
        let allowance = moved.allowance_mm.map_or("none given".to_owned(), length);
        let _ = write!(
            out,
            "<p class=\"moved\" data-testid=\"readout-move\">Moved {} of {allowance}{}.</p>",
            length(moved.distance_mm),
            if moved.straight_ahead {
                ""
            } else {
                ", a half move"
            }
        );
    }
    out.push_str("<h3>What the rules say</h3><ul class=\"findings\">");
    for finding in report.findings_for(id) {
        let rule = escape(&finding.rule);
        let _ = write!(
            out,
            "<li class=\"finding\" data-testid=\"finding\" data-rule=\"{rule}\">{} <span class=\"rule\">{rule}</span></li>",
            escape(&finding.message)
        );
    }
    out.push_str("</ul>");
    out
}

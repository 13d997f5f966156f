//! `drillbook drill`: a brigade of a layout formed as one, as the page's drill forms it.

use drillbook::drill::{BrigadeForm, DrillOrder, SpacingChoice};
use drillbook::geom::Pose;
use drillbook::rules::Library;
use drillbook::session::{Edit, Ground, Session};
use drillbook::table::resolve;
use drillbook::text::{excerpt, printable};

use crate::{load_with_ruleset, option_text};

/// `drillbook drill LAYOUT.json BRIGADE FORM --at X,Y,HEADING [OPTIONS] [--out FILE]`: the
/// layout with the brigade (by name, or by number from 1) formed, printed or written to
/// FILE; what the drill kept of the rules on standard error. A drill with no room is refused,
/// saying where and why.
pub fn drill(file: &str, brigade: &str, form: &str, options: &[&str]) -> Result<String, String> {
    let form = BrigadeForm::read(form).ok_or_else(|| {
        let ids: Vec<&str> = BrigadeForm::ALL.iter().map(|f| f.id()).collect();
        format!(
            "there is no form '{}': one of {}",
            excerpt(form),
            ids.join(", ")
        )
    })?;
    let (at, spacing, out) = drill_options(options)?;
    let at =
        at.ok_or("say where the brigade's front-centre stands: --at X,Y,HEADING (mm, degrees)")?;
    let (layout, ruleset) = load_with_ruleset(file)?;
    let index = layout
        .brigades
        .iter()
        .position(|b| b.name == brigade.trim())
        .or_else(|| {
            let number: usize = brigade.trim().parse().ok()?;
            number.checked_sub(1).filter(|&k| k < layout.brigades.len())
        })
        .ok_or_else(|| {
            format!(
                "{file}: there is no brigade '{}': name one as the file does, or number it from 1",
                excerpt(brigade)
            )
        })?;
    let library =
        Library::builtin().map_err(|e| format!("the built-in rulesets are damaged: {e}"))?;
    let table = resolve(&layout, &ruleset);
    let mut session = Session::new(layout);
    let ground = Ground {
        library: &library,
        ruleset: Some(&ruleset),
        table: &table,
    };
    let order = DrillOrder { form, at, spacing };
    let notice = session
        .edit(
            Edit::Drill {
                brigade: index,
                order,
            },
            &ground,
        )
        .notice;
    if let Some(notice) = notice {
        if notice.error {
            return Err(format!("{file}: {}", notice.title));
        }
        for line in std::iter::once(&notice.title).chain(&notice.lines) {
            eprintln!("{}", printable(line));
        }
    }
    let json = session.layout().to_json();
    match out {
        None => Ok(json),
        Some(path) => {
            std::fs::write(&path, json)
                .map_err(|e| format!("{path}: it cannot be written ({})", e.kind()))?;
            Ok(format!("the drilled layout is in {path}"))
        }
    }
}

/// Where the brigade stands, the player's distances, and the file to write, from `options`.
fn drill_options(
    options: &[&str],
) -> Result<(Option<Pose>, SpacingChoice, Option<String>), String> {
    use lexopt::prelude::*;
    let mut at = None;
    let mut spacing = SpacingChoice::default();
    let mut out = None;
    let mut parser = lexopt::Parser::from_args(options.iter().copied());
    let length = |parser: &mut lexopt::Parser, name: &str| -> Result<Option<f32>, String> {
        let text = option_text(parser, name)?;
        let mm: f32 = text
            .trim()
            .parse()
            .map_err(|_| format!("--{name} is a length in mm, not '{}'", excerpt(&text)))?;
        Ok(Some(mm))
    };
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        match arg {
            Long("at") => at = Some(pose(&option_text(&mut parser, "at")?, "--at")?),
            Long("interval") => spacing.interval = length(&mut parser, "interval")?,
            Long("distance") => spacing.distance = length(&mut parser, "distance")?,
            Long("gap") => spacing.file_gap = length(&mut parser, "gap")?,
            Long("step") => spacing.step = length(&mut parser, "step")?,
            Long("guns") => spacing.guns_ahead = length(&mut parser, "guns")?,
            Long("behind-gaps") => spacing.behind_gaps = true,
            Long("out") => out = Some(option_text(&mut parser, "out")?),
            other => return Err(other.unexpected().to_string()),
        }
    }
    Ok((at, spacing, out))
}

/// A pose written `X,Y,HEADING`: mm on the table, degrees clockwise from up; `what` names it
/// in the message when it is not one.
pub(crate) fn pose(text: &str, what: &str) -> Result<Pose, String> {
    let numbers: Vec<f32> = text
        .split(',')
        .map(|n| n.trim().parse::<f32>())
        .collect::<Result<_, _>>()
        .map_err(|_| {
            format!(
                "{what} is X,Y,HEADING in mm and degrees, not '{}'",
                excerpt(text)
            )
        })?;
    match numbers.as_slice() {
        [x, y, heading] if numbers.iter().all(|n| n.is_finite()) => {
            Ok(Pose::new(*x, *y, heading.rem_euclid(360.0)))
        }
        _ => Err(format!(
            "{what} is X,Y,HEADING in mm and degrees, not '{}'",
            excerpt(text)
        )),
    }
}

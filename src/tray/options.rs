//! What a painter chooses about a tray: its rim, the play around each base, a recess for a
//! magnet, an open rear, and the laser's kerf. Every length is in mm.

use serde::{Deserialize, Serialize};

use crate::formation::Footprint;
use crate::geom::describe_length;

/// A recess in the tray's floor under the centre of each base, for a round magnet or a steel
/// disc.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Magnet {
    /// The recess's diameter, mm.
    pub diameter_mm: f32,
    /// How deep it goes into the floor, mm.
    pub depth_mm: f32,
}

/// How a tray is made. The defaults suit 2 mm bases in a printed or laser-cut tray.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TrayOptions {
    /// The play around each base, on every side it does not touch another base, mm. A base
    /// cut to size does not go into a hole of its own size, so it is never nothing.
    pub clearance_mm: f32,
    /// How wide the rim around the bases is, mm.
    pub rim_width_mm: f32,
    /// How far the rim stands above the floor the bases sit on, mm.
    pub rim_height_mm: f32,
    /// The floor's thickness under the bases, mm; a laser cuts it from a sheet this thick.
    pub floor_mm: f32,
    /// The recess under each base, if any.
    pub magnet: Option<Magnet>,
    /// Whether the rim is left off behind the bases, so they slide in from the rear.
    pub open_rear: bool,
    /// The width of the laser's cut, mm: the cut lines stand off the pieces by half of it, so
    /// the pieces come out at size.
    pub kerf_mm: f32,
}

impl Default for TrayOptions {
    fn default() -> Self {
        Self {
            clearance_mm: 0.5,
            rim_width_mm: 3.0,
            rim_height_mm: 2.0,
            floor_mm: 1.5,
            magnet: None,
            open_rear: false,
            kerf_mm: 0.15,
        }
    }
}

/// The least play a tray gives a base, mm.
pub const MIN_CLEARANCE_MM: f32 = 0.1;

/// The bounds of every option, mm: (least, most).
const CLEARANCE: (f32, f32) = (MIN_CLEARANCE_MM, 10.0);
const RIM_WIDTH: (f32, f32) = (0.5, 50.0);
const RIM_HEIGHT: (f32, f32) = (0.2, 50.0);
const FLOOR: (f32, f32) = (0.2, 20.0);
const KERF: (f32, f32) = (0.0, 2.0);
/// The shallowest recess worth making, mm.
const LEAST_RECESS_MM: f32 = 0.1;
/// What a recess leaves of the floor under it at the least, mm: a recess through the floor
/// is a hole, and the base would fall through it on a printed tray.
const FLOOR_UNDER_RECESS_MM: f32 = 0.2;

impl TrayOptions {
    /// These options checked against each other and against the bases they must hold: the
    /// reason, in a player's words, when one leaves no room.
    pub fn check(&self, footprint: &Footprint) -> Result<(), String> {
        within("The clearance", self.clearance_mm, CLEARANCE)?;
        within("The rim's width", self.rim_width_mm, RIM_WIDTH)?;
        within("The rim's height", self.rim_height_mm, RIM_HEIGHT)?;
        within("The floor", self.floor_mm, FLOOR)?;
        within("The kerf", self.kerf_mm, KERF)?;
        if let Some(magnet) = self.magnet {
            let deepest = self.floor_mm - FLOOR_UNDER_RECESS_MM;
            if !(magnet.depth_mm.is_finite() && magnet.depth_mm >= LEAST_RECESS_MM) {
                return Err(format!(
                    "The magnet's recess must be at least {} deep.",
                    describe_length(LEAST_RECESS_MM)
                ));
            }
            if magnet.depth_mm > deepest {
                return Err(format!(
                    "A recess {} deep goes through a floor of {}: make the floor thicker than {}, or the recess shallower.",
                    describe_length(magnet.depth_mm),
                    describe_length(self.floor_mm),
                    describe_length(magnet.depth_mm + FLOOR_UNDER_RECESS_MM),
                ));
            }
            let narrowest = footprint
                .bases
                .iter()
                .map(|base| base.rect.width().min(base.rect.depth()))
                .fold(f32::INFINITY, f32::min);
            if !(magnet.diameter_mm.is_finite() && magnet.diameter_mm > 0.0) {
                return Err("The magnet's diameter must be more than nothing.".to_owned());
            }
            if magnet.diameter_mm > narrowest {
                return Err(format!(
                    "A magnet {} across is larger than the narrowest base, {}: it would stand out from under it.",
                    describe_length(magnet.diameter_mm),
                    describe_length(narrowest),
                ));
            }
        }
        Ok(())
    }

    /// The tray's height, floor and rim, mm.
    pub fn height_mm(&self) -> f32 {
        self.floor_mm + self.rim_height_mm
    }
}

fn within(what: &str, value: f32, (least, most): (f32, f32)) -> Result<(), String> {
    if value.is_finite() && (least..=most).contains(&value) {
        Ok(())
    } else {
        Err(format!(
            "{what} must be from {} to {}.",
            describe_length(least),
            describe_length(most)
        ))
    }
}

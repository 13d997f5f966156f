//! A tray's options as fields, shown and typed in the table's distance unit: the clearance,
//! the rim, the floor, a magnet's recess and the laser's kerf. And the options kept between
//! visits, as one short line of text.

use super::Entry;
use super::typed::{FIELD_PLACES, decimal_at_least};
use crate::decimal::Decimal;
use crate::formation::Footprint;
use crate::rules::DistanceUnit;
use crate::tray::{Magnet, TrayOptions};

/// A magnet recess's depth when a diameter is first given, mm.
const FIRST_RECESS_DEPTH_MM: f32 = 1.0;

/// One field of a tray's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrayField {
    /// The play round each base.
    Clearance,
    /// The rim's width.
    RimWidth,
    /// The rim's height above the floor.
    RimHeight,
    /// The floor's thickness.
    Floor,
    /// The magnet's diameter; blank for none.
    MagnetDiameter,
    /// The magnet recess's depth.
    MagnetDepth,
    /// The laser's kerf.
    Kerf,
}

impl TrayField {
    /// Every field, in the bench's order.
    pub const ALL: [Self; 7] = [
        Self::Clearance,
        Self::RimWidth,
        Self::RimHeight,
        Self::Floor,
        Self::MagnetDiameter,
        Self::MagnetDepth,
        Self::Kerf,
    ];

    /// The field's label, with the unit it is typed in.
    pub fn label(self, unit: DistanceUnit) -> String {
        let what = match self {
            Self::Clearance => "Clearance",
            Self::RimWidth => "Rim width",
            Self::RimHeight => "Rim height",
            Self::Floor => "Floor",
            Self::MagnetDiameter => "Magnet diameter (blank: none)",
            Self::MagnetDepth => "Magnet depth",
            Self::Kerf => "Laser kerf",
        };
        format!("{what} ({})", unit.words())
    }

    /// The field's test hook: `tray-<hook>`.
    pub fn hook(self) -> &'static str {
        match self {
            Self::Clearance => "clearance",
            Self::RimWidth => "rim-width",
            Self::RimHeight => "rim-height",
            Self::Floor => "floor",
            Self::MagnetDiameter => "magnet-diameter",
            Self::MagnetDepth => "magnet-depth",
            Self::Kerf => "kerf",
        }
    }

    /// How it is entered.
    pub fn entry(self) -> Entry {
        Entry::Number { step: "any" }
    }

    fn mm(self, options: &TrayOptions) -> Option<f32> {
        match self {
            Self::Clearance => Some(options.clearance_mm),
            Self::RimWidth => Some(options.rim_width_mm),
            Self::RimHeight => Some(options.rim_height_mm),
            Self::Floor => Some(options.floor_mm),
            Self::MagnetDiameter => options.magnet.map(|m| m.diameter_mm),
            Self::MagnetDepth => options.magnet.map(|m| m.depth_mm),
            Self::Kerf => Some(options.kerf_mm),
        }
    }

    /// The value it shows for `options`, in `unit` (to a hundredth of a millimetre, or a
    /// thousandth of an inch); blank where there is no magnet.
    pub fn shown(self, options: &TrayOptions, unit: DistanceUnit) -> String {
        let places = match unit {
            DistanceUnit::Mm => 2,
            DistanceUnit::Cm | DistanceUnit::Inch => 3,
        };
        self.mm(options)
            .map(|mm| Decimal::trimmed(mm / unit.to_mm(1.0), places).to_string())
            .unwrap_or_default()
    }

    /// Sets it in `options` from what the player `typed` in `unit`: a blank diameter takes
    /// the magnet away. Refused with the reason when it leaves no room, `options` untouched.
    pub fn set(
        self,
        options: &mut TrayOptions,
        typed: &str,
        unit: DistanceUnit,
    ) -> Result<(), String> {
        let mut changed = *options;
        if self == Self::MagnetDiameter && typed.trim().is_empty() {
            changed.magnet = None;
        } else {
            let least = if self == Self::Kerf {
                0.0
            } else {
                f32::MIN_POSITIVE
            };
            let mm = unit.to_mm(decimal_at_least(&self.label(unit), typed, least)?);
            match self {
                Self::Clearance => changed.clearance_mm = mm,
                Self::RimWidth => changed.rim_width_mm = mm,
                Self::RimHeight => changed.rim_height_mm = mm,
                Self::Floor => changed.floor_mm = mm,
                Self::Kerf => changed.kerf_mm = mm,
                Self::MagnetDiameter => {
                    let depth = changed.magnet.map_or(FIRST_RECESS_DEPTH_MM, |m| m.depth_mm);
                    changed.magnet = Some(Magnet {
                        diameter_mm: mm,
                        depth_mm: depth,
                    });
                }
                Self::MagnetDepth => match &mut changed.magnet {
                    Some(magnet) => magnet.depth_mm = mm,
                    None => return Err("Give the magnet's diameter first.".to_owned()),
                },
            }
        }
        // The bases are checked when the tray is made; here, the options among themselves.
        changed.check(&Footprint::default())?;
        *options = changed;
        Ok(())
    }
}

impl TrayOptions {
    /// The options as one line to keep between visits: `key=value` pairs in mm.
    pub fn to_setting(&self) -> String {
        let magnet = self.magnet.map_or(String::new(), |m| {
            format!(
                ";magnet={}x{}",
                Decimal::trimmed(m.diameter_mm, FIELD_PLACES),
                Decimal::trimmed(m.depth_mm, FIELD_PLACES)
            )
        });
        format!(
            "clearance={};rim={};rim-height={};floor={};kerf={};open-rear={}{magnet}",
            Decimal::trimmed(self.clearance_mm, FIELD_PLACES),
            Decimal::trimmed(self.rim_width_mm, FIELD_PLACES),
            Decimal::trimmed(self.rim_height_mm, FIELD_PLACES),
            Decimal::trimmed(self.floor_mm, FIELD_PLACES),
            Decimal::trimmed(self.kerf_mm, FIELD_PLACES),
            self.open_rear,
        )
    }

    /// The options a kept line gives: the defaults, with every value it gives that reads
    /// and leaves the options sound; a damaged line gives the defaults.
    pub fn from_setting(line: &str) -> Self {
        let mut options = Self::default();
        let mm = |value: &str| decimal_at_least("", value, 0.0).ok();
        for pair in line.split(';') {
            let Some((key, value)) = pair.split_once('=') else {
                continue;
            };
            match key {
                "clearance" => options.clearance_mm = mm(value).unwrap_or(options.clearance_mm),
                "rim" => options.rim_width_mm = mm(value).unwrap_or(options.rim_width_mm),
                "rim-height" => options.rim_height_mm = mm(value).unwrap_or(options.rim_height_mm),
                "floor" => options.floor_mm = mm(value).unwrap_or(options.floor_mm),
                "kerf" => options.kerf_mm = mm(value).unwrap_or(options.kerf_mm),
                "open-rear" => options.open_rear = value == "true",
                "magnet" => {
                    options.magnet = value.split_once('x').and_then(|(d, h)| {
                        Some(Magnet {
                            diameter_mm: mm(d)?,
                            depth_mm: mm(h)?,
                        })
                    });
                }
                _ => {}
            }
        }
        if options.check(&Footprint::default()).is_ok() {
            options
        } else {
            Self::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fields_show_and_set_the_options_in_the_table_s_unit() {
        let mut options = TrayOptions::default();
        assert_eq!(
            TrayField::Clearance.shown(&options, DistanceUnit::Mm),
            "0.5"
        );
        assert_eq!(
            TrayField::RimWidth.shown(&options, DistanceUnit::Inch),
            "0.118"
        );
        assert_eq!(
            TrayField::MagnetDiameter.shown(&options, DistanceUnit::Mm),
            ""
        );
        TrayField::RimWidth
            .set(&mut options, "0.125", DistanceUnit::Inch)
            .expect("an eighth of an inch");
        assert!((options.rim_width_mm - 3.175).abs() < 1e-4);
        assert!(
            TrayField::MagnetDepth
                .set(&mut options, "1", DistanceUnit::Mm)
                .is_err()
        );
        TrayField::MagnetDiameter
            .set(&mut options, "5", DistanceUnit::Mm)
            .expect("a magnet");
        assert_eq!(
            options.magnet,
            Some(Magnet {
                diameter_mm: 5.0,
                depth_mm: 1.0
            })
        );
        let before = options;
        for refused in ["", "soft", "-1", "0"] {
            assert!(
                TrayField::Floor
                    .set(&mut options, refused, DistanceUnit::Mm)
                    .is_err(),
                "{refused}"
            );
        }
        // A recess deeper than the floor leaves no room.
        assert!(
            TrayField::MagnetDepth
                .set(&mut options, "1.5", DistanceUnit::Mm)
                .is_err()
        );
        assert_eq!(options, before, "a refused value changes nothing");
        TrayField::Kerf
            .set(&mut options, "0", DistanceUnit::Mm)
            .expect("no kerf");
        TrayField::MagnetDiameter
            .set(&mut options, " ", DistanceUnit::Mm)
            .expect("no magnet");
        assert_eq!(options.magnet, None);
    }

    #[test]
    fn options_kept_as_a_line_read_back_and_a_damaged_line_gives_the_defaults() {
        let options = TrayOptions {
            clearance_mm: 0.25,
            open_rear: true,
            magnet: Some(Magnet {
                diameter_mm: 6.0,
                depth_mm: 0.75,
            }),
            ..TrayOptions::default()
        };
        assert_eq!(TrayOptions::from_setting(&options.to_setting()), options);
        assert_eq!(TrayOptions::from_setting("rubbish"), TrayOptions::default());
        assert_eq!(
            TrayOptions::from_setting("clearance=999"),
            TrayOptions::default(),
            "an unsound line is not kept"
        );
    }
}

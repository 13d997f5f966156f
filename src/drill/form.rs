//! The forms a brigade may take, as the drill books name them, and the formation each asks
//! of a unit.

/// A brigade's form: how its units stand to one another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BrigadeForm {
    /// Its units side by side in line, an interval apart.
    Line,
    /// Two lines in line, the second a distance behind the first, covering
    /// its units or the gaps between them.
    TwoLines,
    /// Columns of attack side by side, far enough apart that each can deploy into line
    /// without touching the next.
    Columns,
    /// Units in line, each a step further back than the one beside it, the leading unit on
    /// the given wing.
    Echelon(Wing),
    /// Ordre mixte: columns and lines by turns from the left, so each line stands between
    /// columns (with an odd count, a column on each wing).
    OrdreMixte,
    /// Squares in two rows, the second behind the first's gaps, so no square stands before
    /// another's face (B-square-fire), with the guns before them within reach of shelter
    /// (B-shelter).
    Squares,
    /// A march column: one unit behind another, along the road under its head where there is
    /// one.
    RoadColumn,
}

/// Which wing of a brigade leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wing {
    /// The left-hand unit leads; the others stand back to its right.
    Left,
    /// The right-hand unit leads; the others stand back to its left.
    Right,
}

/// The formation a form asks of one unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// In line (guns unlimbered).
    Line,
    /// In column (guns unlimbered, between the columns).
    Column,
    /// In square (horse in column, guns unlimbered).
    Square,
    /// In road or march column (guns limbered).
    Road,
}

impl BrigadeForm {
    /// Every form, in the order the page offers them.
    pub const ALL: [BrigadeForm; 8] = [
        BrigadeForm::Line,
        BrigadeForm::TwoLines,
        BrigadeForm::Columns,
        BrigadeForm::Echelon(Wing::Left),
        BrigadeForm::Echelon(Wing::Right),
        BrigadeForm::OrdreMixte,
        BrigadeForm::Squares,
        BrigadeForm::RoadColumn,
    ];

    /// The id the command line and files write.
    pub fn id(self) -> &'static str {
        match self {
            Self::Line => "line",
            Self::TwoLines => "two-lines",
            Self::Columns => "columns",
            Self::Echelon(Wing::Left) => "echelon-left",
            Self::Echelon(Wing::Right) => "echelon-right",
            Self::OrdreMixte => "ordre-mixte",
            Self::Squares => "squares",
            Self::RoadColumn => "road-column",
        }
    }

    /// The form as players name it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Line => "Line of battalions",
            Self::TwoLines => "Two lines",
            Self::Columns => "Columns of attack",
            Self::Echelon(Wing::Left) => "Échelon, left leading",
            Self::Echelon(Wing::Right) => "Échelon, right leading",
            Self::OrdreMixte => "Ordre mixte",
            Self::Squares => "Squares in chequer",
            Self::RoadColumn => "March column",
        }
    }

    /// The form with id `id`.
    pub fn from_id(id: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|f| f.id() == id.trim())
    }

    /// The form a list writes, by its id or its name in any case, with spaces or dashes and
    /// with or without accents (`two lines`, `Columns of attack`, `echelon right`).
    pub fn read(written: &str) -> Option<Self> {
        let plain = |text: &str| -> String {
            let mut out = String::new();
            for c in text.to_lowercase().chars() {
                let c = match c {
                    'é' | 'è' | 'ê' => 'e',
                    c if c.is_alphanumeric() => c,
                    _ => '-',
                };
                if c != '-' || !(out.is_empty() || out.ends_with('-')) {
                    out.push(c);
                }
            }
            out.trim_end_matches('-').to_owned()
        };
        let written = plain(written);
        // Other words the drill books and players use for the same forms.
        let also = match written.as_str() {
            "line-of-battle" | "battle-line" => Some(Self::Line),
            "two-line" | "double-line" | "lines" => Some(Self::TwoLines),
            "column" | "columns-of-attack" | "attack-columns" => Some(Self::Columns),
            "echelon" | "echelon-by-the-right" => Some(Self::Echelon(Wing::Right)),
            "echelon-by-the-left" => Some(Self::Echelon(Wing::Left)),
            "mixed-order" => Some(Self::OrdreMixte),
            "square" | "chequer" | "checkerboard" | "chequerboard" => Some(Self::Squares),
            "road" | "march" | "march-column" | "column-of-route" => Some(Self::RoadColumn),
            _ => None,
        };
        also.or_else(|| {
            Self::ALL
                .into_iter()
                .find(|f| plain(f.id()) == written || plain(f.name()) == written)
        })
    }

    /// The formation the form asks of the unit at `place` among `count`, counting from the
    /// left (ordre mixte puts columns on the wings and lines between them).
    pub fn want(self, place: usize, count: usize) -> Want {
        match self {
            Self::Line | Self::TwoLines | Self::Echelon(_) => Want::Line,
            Self::Columns => Want::Column,
            Self::OrdreMixte if count > 1 && !place.is_multiple_of(2) => Want::Line,
            Self::OrdreMixte => Want::Column,
            Self::Squares => Want::Square,
            Self::RoadColumn => Want::Road,
        }
    }
}

impl Want {
    /// The formation as players name it, for a message.
    pub fn name(self) -> &'static str {
        match self {
            Self::Line => "line",
            Self::Column => "column",
            Self::Square => "square",
            Self::Road => "march column",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_reads_back_from_its_id() {
        for form in BrigadeForm::ALL {
            assert_eq!(BrigadeForm::from_id(form.id()), Some(form));
        }
        assert_eq!(BrigadeForm::from_id("wedge"), None);
    }

    #[test]
    fn a_list_writes_a_form_by_id_or_name() {
        assert_eq!(BrigadeForm::read("two lines"), Some(BrigadeForm::TwoLines));
        assert_eq!(
            BrigadeForm::read("Columns of attack"),
            Some(BrigadeForm::Columns)
        );
        assert_eq!(
            BrigadeForm::read("echelon_right"),
            Some(BrigadeForm::Echelon(Wing::Right))
        );
        assert_eq!(BrigadeForm::read(" Squares "), Some(BrigadeForm::Squares));
        assert_eq!(
            BrigadeForm::read("march column"),
            Some(BrigadeForm::RoadColumn)
        );
        assert_eq!(
            BrigadeForm::read("Checkerboard"),
            Some(BrigadeForm::Squares)
        );
        assert_eq!(BrigadeForm::read("2nd Division"), None);
    }

    #[test]
    fn ordre_mixte_puts_columns_on_the_wings() {
        let wants: Vec<Want> = (0..5).map(|k| BrigadeForm::OrdreMixte.want(k, 5)).collect();
        assert_eq!(
            wants,
            [
                Want::Column,
                Want::Line,
                Want::Column,
                Want::Line,
                Want::Column
            ]
        );
    }
}

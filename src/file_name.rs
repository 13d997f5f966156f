//! Names for the files a player saves, made from what they hold: `1st-foot-guards-tray.svg`
//! rather than a generic name, so a folder of exports reads at a glance.

/// The most characters a file name's stem takes from a name.
const MAX_STEM_CHARS: usize = 48;

/// A file name for `what` (such as "tray" or "table") of `name` (a unit's or a ruleset's),
/// with `extension`: the name's ASCII letters and digits in lower case and its other letters
/// as they are, each run of anything else (spaces, punctuation, slashes) one hyphen, so the
/// name is safe on every system. A name with nothing to keep gives `drillbook-<what>`.
///
/// ASCII is lowered by hand: Unicode's case and letter tables would add some 7 KB to the
/// page's first load for a file name.
pub fn file_name(name: &str, what: &str, extension: &str) -> String {
    let mut stem = String::new();
    for c in name.chars() {
        if stem.chars().count() == MAX_STEM_CHARS {
            break;
        }
        if c.is_ascii_alphanumeric() {
            stem.push(c.to_ascii_lowercase());
        } else if !c.is_ascii() && !c.is_control() && !c.is_whitespace() {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
    }
    let stem = stem.trim_end_matches('-');
    let stem = if stem.is_empty() { "drillbook" } else { stem };
    format!("{stem}-{what}.{extension}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_becomes_a_safe_file_name() {
        assert_eq!(
            file_name("1st Foot Guards", "tray", "svg"),
            "1st-foot-guards-tray.svg"
        );
        assert_eq!(
            file_name("Regimental Fire and Fury: infantry", "table", "json"),
            "regimental-fire-and-fury-infantry-table.json"
        );
        assert_eq!(
            file_name("  ../../etc/passwd  ", "tray", "svg"),
            "etc-passwd-tray.svg"
        );
        assert_eq!(
            file_name("Régiment de Ligne", "tray", "svg"),
            "régiment-de-ligne-tray.svg"
        );
    }

    #[test]
    fn a_name_with_nothing_to_keep_names_the_app() {
        assert_eq!(file_name("", "table", "svg"), "drillbook-table.svg");
        assert_eq!(file_name("***", "table", "png"), "drillbook-table.png");
    }

    #[test]
    fn a_long_name_is_cut() {
        let name = file_name(&"a".repeat(500), "tray", "svg");
        assert_eq!(name.len(), MAX_STEM_CHARS + "-tray.svg".len());
    }
}

//! Finding the troop type a list means: by its id, its name, the start of its name, or a
//! close spelling. Hand-written over `strsim`'s measure because which names count as "the
//! same troop" is ours: ids and names alike, hyphens as spaces, a plural as its singular.

use crate::formation::TroopKind;
use crate::rules::Ruleset;

/// How near a spelling must come to a name, on `strsim`'s normalised Levenshtein
/// scale (1 for the same), to be read as it: a letter wrong in ten.
const CLOSE_SPELLING: f64 = 0.85;

/// What a written troop type matched in a ruleset.
#[derive(Clone, Debug, PartialEq)]
pub enum TroopMatch {
    /// One troop type, by its id or name as written: its id.
    Exact(String),
    /// One troop type, by the start of its name or a close spelling: its id.
    Close(String),
    /// Several troop types it could mean, by id, for the player to choose from.
    Either(Vec<String>),
    /// None.
    Unknown,
}

/// A name for matching: lower case, hyphens and underscores as spaces, one space between
/// words, a plural's last `s` dropped.
fn folded(text: &str) -> String {
    text.to_lowercase()
        .replace(['-', '_'], " ")
        .split_whitespace()
        .map(|word| {
            if word.len() > 3 && word.ends_with('s') && !word.ends_with("ss") {
                &word[..word.len() - 1]
            } else {
                word
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The troop type of `ruleset` that `written` means.
pub fn match_troop(ruleset: &Ruleset, written: &str) -> TroopMatch {
    let want = folded(written);
    if want.is_empty() {
        return TroopMatch::Unknown;
    }
    let names: Vec<(&str, String, String)> = ruleset
        .troops
        .iter()
        .map(|t| (t.id.as_str(), folded(&t.id), folded(&t.name)))
        .collect();
    let exact: Vec<&str> = names
        .iter()
        .filter(|(_, id, name)| *id == want || *name == want)
        .map(|(id, ..)| *id)
        .collect();
    if let [one] = exact.as_slice() {
        return TroopMatch::Exact((*one).to_owned());
    }
    let starting: Vec<&str> = names
        .iter()
        .filter(|(_, id, name)| starts_with_words(name, &want) || starts_with_words(id, &want))
        .map(|(id, ..)| *id)
        .collect();
    match starting.as_slice() {
        [one] => return TroopMatch::Close((*one).to_owned()),
        [] => {}
        several => return TroopMatch::Either(several.iter().map(|id| (*id).to_owned()).collect()),
    }
    let mut near: Vec<(f64, &str)> = names
        .iter()
        .map(|(id, folded_id, name)| {
            let by_name = strsim::normalized_levenshtein(name, &want);
            let by_id = strsim::normalized_levenshtein(folded_id, &want);
            (by_name.max(by_id), *id)
        })
        .filter(|(score, _)| *score >= CLOSE_SPELLING)
        .collect();
    near.sort_by(|a, b| b.0.total_cmp(&a.0));
    match near.as_slice() {
        [] => by_arm(ruleset, &want),
        [(_, one)] => TroopMatch::Close((*one).to_owned()),
        [(best, one), (next, _), ..] if best - next > 0.05 => TroopMatch::Close((*one).to_owned()),
        several => TroopMatch::Either(several.iter().map(|(_, id)| (*id).to_owned()).collect()),
    }
}

/// Whether `name`'s first words are `want`'s words, whole.
fn starts_with_words(name: &str, want: &str) -> bool {
    name.strip_prefix(want)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with(' '))
}

/// The starts of words that name an arm whatever the troop type's name in the rules: a list
/// written for other rules says "Foot artillery" where these say "Field battery". The arms
/// are tried in this order, so that horse artillery is artillery.
const ARM_WORDS: [(TroopKind, &[&str]); 3] = [
    (
        TroopKind::Artillery,
        &["artiller", "batter", "gun", "cannon"],
    ),
    (
        TroopKind::Cavalry,
        &[
            "cavalr",
            "hussar",
            "dragoon",
            "cuirassier",
            "lancer",
            "uhlan",
            "cossack",
            "horse",
            "cheval",
            "carabinier",
        ],
    ),
    (
        TroopKind::Infantry,
        &[
            "infantr",
            "battalion",
            "foot",
            "grenadier",
            "fusilier",
            "voltigeur",
            "jäger",
            "jager",
            "rifle",
        ],
    ),
];

/// The troop types of the arm a word of `want` names, when nothing else matched: the one,
/// or those to choose from.
fn by_arm(ruleset: &Ruleset, want: &str) -> TroopMatch {
    let Some((arm, _)) = ARM_WORDS.iter().find(|(_, starts)| {
        want.split(' ')
            .any(|word| starts.iter().any(|start| word.starts_with(start)))
    }) else {
        return TroopMatch::Unknown;
    };
    let ids: Vec<String> = ruleset
        .troops
        .iter()
        .filter(|t| t.kind == *arm)
        .map(|t| t.id.clone())
        .collect();
    match ids.len() {
        0 => TroopMatch::Unknown,
        1 => TroopMatch::Close(ids.into_iter().next().unwrap_or_default()),
        _ => TroopMatch::Either(ids),
    }
}

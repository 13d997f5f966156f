//! Share links: a whole layout in a URL's fragment, so a table travels with no server.
//!
//! A fragment is `v1.` to `v10.` followed by the layout's compact binary form, deflated and
//! written in base64url without padding. The version names the binary form: every version
//! that ever ships stays readable, an old one upgraded step by step to the newest. The second
//! adds the players' scale and table to the first, the third the table's terrain, the fourth
//! the units' changes of formation this turn, the fifth the named brigades, and so on to the
//! tenth, the game's kept turns ([`crate::layout`] lists them). Reading is
//! careful with what a stranger could send: a fragment over
//! [`MAX_FRAGMENT_CHARS`] is refused before it is decoded, inflating stops at
//! [`MAX_INFLATED_BYTES`], and the layout is checked field by field ([`Layout::check`]).
//!
//! The page saves the table in the browser in a form of its own, `s1.` to `s10.`: the
//! compact binary form the page keeps (a game's turns whole, [`Layout::to_bytes`]) in
//! base64url, not deflated ([`encode_saved`]). The page writes it
//! after every edit and as it closes, in the moment a closing page has; deflating is left to
//! the reader worker, which makes the share link a little later. It is read as a link is, up
//! to [`MAX_SAVED_CHARS`].

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use miniz_oxide::inflate::{DecompressError, TINFLStatus, decompress_to_vec_with_limit};

use crate::layout::{GAME_TOO_LONG, Layout};
use crate::limits::{MAX_GAME_UNITS, MAX_KEPT_TURNS};

/// The newest version of the links this build reads and writes: the newest version of the
/// layout's compact form. It writes the oldest version that carries the whole layout
/// ([`Layout::to_link_bytes`]).
pub const LINK_VERSION: u32 = crate::layout::NEWEST_FORM;

/// The first version of the links that carry a game's turns, each as what changed since the
/// turn before: the page hands them to its reader worker, which alone holds their reader.
pub const GAME_LINK: u32 = 10;

/// The longest fragment read, in characters: a game of a dozen turns and 200 units takes
/// about 14,000.
pub const MAX_FRAGMENT_CHARS: usize = 256 * 1024;

/// The most a fragment may inflate to, in bytes.
pub const MAX_INFLATED_BYTES: usize = 1024 * 1024;

/// The longest saved table read, in characters: the base64 of [`MAX_INFLATED_BYTES`].
pub const MAX_SAVED_CHARS: usize = MAX_INFLATED_BYTES / 3 * 4 + 4;

/// How hard deflate works: the most it can, since links are short and made one at a time.
const DEFLATE_LEVEL: u8 = 10;

/// The fragment (without its `#`) that carries `layout`.
pub fn encode(layout: &Layout) -> String {
    let (version, bytes) = layout.to_link_bytes();
    let deflated = miniz_oxide::deflate::compress_to_vec(&bytes, DEFLATE_LEVEL);
    format!("v{version}.{}", URL_SAFE_NO_PAD.encode(deflated))
}

/// The table saved in the browser as `layout`: its compact binary form of the newest
/// version, not deflated. The page has that form already, for its workers.
pub fn encode_saved(layout: &Layout) -> String {
    format!(
        "s{LINK_VERSION}.{}",
        URL_SAFE_NO_PAD.encode(layout.to_bytes())
    )
}

/// The layout a link, or a table saved in the browser, carries. `link` may be a whole
/// address, or its fragment with or without the `#`. A bad link gives a sentence saying what
/// is wrong with it.
pub fn decode(link: &str) -> Result<Layout, String> {
    let unpacked = unpack(link)?;
    let deflated = unpacked.deflated;
    let (version, bytes) = unpacked.bytes()?;
    if deflated {
        read_inflated(version, &bytes)
    } else {
        read_kept(version, &bytes)
    }
}

/// What a link or a saved table holds once read from its text: the compact binary form's
/// version, and its bytes, deflated (a share link) or not (a table saved in the browser).
pub struct Unpacked {
    /// The version of the compact binary form.
    pub version: u32,
    /// Whether `data` is deflated.
    pub deflated: bool,
    /// The compact binary form, deflated or not.
    pub data: Vec<u8>,
}

impl Unpacked {
    /// The version and the compact binary form, inflated where it was deflated.
    pub fn bytes(self) -> Result<(u32, Vec<u8>), String> {
        if self.deflated {
            Ok((self.version, inflate(&self.data)?))
        } else {
            Ok((self.version, self.data))
        }
    }
}

/// The bytes a link's deflated data unpacks to, at most [`MAX_INFLATED_BYTES`]: deflate never
/// expands more than about a thousand times, so the longest link unpacks to a few MB at most
/// before the limit refuses it.
pub fn inflate(deflated: &[u8]) -> Result<Vec<u8>, String> {
    decompress_to_vec_with_limit(deflated, MAX_INFLATED_BYTES).map_err(inflate_error)
}

/// The first half of reading a link or a saved table, up to its compact data: the text's
/// length, its version, and its base64. The page then takes the [`Unpacked::bytes`] and reads
/// them here ([`read_inflated`]) or hands the link to its reader worker.
pub fn unpack(link: &str) -> Result<Unpacked, String> {
    let fragment = link.rsplit_once('#').map_or(link, |(_, f)| f).trim();
    let deflated = !fragment.starts_with('s');
    let longest = if deflated {
        MAX_FRAGMENT_CHARS
    } else {
        MAX_SAVED_CHARS
    };
    if fragment.len() > longest {
        return Err(format!(
            "the link is {} characters long; Drillbook reads links of up to {longest}",
            fragment.len()
        ));
    }
    let Some((version, data)) = fragment
        .strip_prefix(if deflated { 'v' } else { 's' })
        .and_then(|rest| rest.split_once('.'))
    else {
        return Err("this is not a Drillbook link: it should start with v1.".to_owned());
    };
    let version: u32 = version.parse().map_err(|_| {
        format!("this is not a Drillbook link: its version '{version}' is not a number")
    })?;
    if version == 0 || version > LINK_VERSION {
        return Err(format!(
            "the link is of version {version}, which this Drillbook does not read (it reads links up to version {LINK_VERSION}); a newer Drillbook may"
        ));
    }
    let data = URL_SAFE_NO_PAD.decode(data).map_err(|_| {
        "the link is damaged: it has characters a link cannot hold, or was cut short".to_owned()
    })?;
    Ok(Unpacked {
        version,
        deflated,
        data,
    })
}

/// The second half of reading a link: the layout in its inflated data, of the binary form's
/// `version`, checked. Data over [`MAX_INFLATED_BYTES`] is refused.
pub fn read_inflated(version: u32, bytes: &[u8]) -> Result<Layout, String> {
    read_checked(version, bytes, Layout::from_link_bytes)
}

/// The second half of reading a table saved in the browser, or a link older than a game's
/// (below version 10), as the page reads them: [`read_inflated`], but with a game's turns
/// whole, as the page keeps them ([`Layout::to_bytes`]).
pub fn read_kept(version: u32, bytes: &[u8]) -> Result<Layout, String> {
    read_checked(version, bytes, Layout::from_kept_bytes)
}

/// A table saved in the browser, or of a link older than a game's, as the page reads it
/// itself: `None` for a game (turns kept, or notes written), which the reader worker reads.
pub fn read_table(version: u32, bytes: &[u8]) -> Result<Option<Layout>, String> {
    if bytes.len() > MAX_INFLATED_BYTES {
        return Err(TOO_LARGE.to_owned());
    }
    match Layout::from_kept_bytes(bytes, version) {
        Ok(game) if !game.record.is_empty() || !game.notes.is_empty() => Ok(None),
        Ok(table) => table
            .validated_table()
            .map(Some)
            .map_err(|message| format!("the link is refused: {message}")),
        Err(_) => Err(DAMAGED.to_owned()),
    }
}

/// The layout `read` finds in `bytes` of `version`, checked.
fn read_checked(
    version: u32,
    bytes: &[u8],
    read: fn(&[u8], u32) -> Result<Layout, String>,
) -> Result<Layout, String> {
    if bytes.len() > MAX_INFLATED_BYTES {
        return Err(TOO_LARGE.to_owned());
    }
    // Bytes that do not read as a layout are a link broken in transit, not a table to fix;
    // a game past its budget is said to be so.
    let layout = read(bytes, version).map_err(|why| {
        if why.starts_with(GAME_TOO_LONG) {
            format!(
                "the link is refused: a game keeps at most {MAX_KEPT_TURNS} turns, and {MAX_GAME_UNITS} units over them"
            )
        } else {
            DAMAGED.to_owned()
        }
    })?;
    layout
        .validated()
        .map_err(|message| format!("the link is refused: {message}"))
}

/// What a link that unpacks to more than [`MAX_INFLATED_BYTES`] is told.
const TOO_LARGE: &str = "the link unpacks to more than 1 MB, far more than any game needs";

/// What a link whose data does not read as a layout, or does not inflate, is told.
pub const DAMAGED: &str = "the link is damaged or was cut short: copy the whole link again";

fn inflate_error(error: DecompressError) -> String {
    match error.status {
        TINFLStatus::HasMoreOutput => TOO_LARGE.to_owned(),
        _ => DAMAGED.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_refusal_of_a_large_link_names_the_limit() {
        assert!(TOO_LARGE.contains(&format!("{} MB", MAX_INFLATED_BYTES / (1024 * 1024))));
        let too_much = vec![0; MAX_INFLATED_BYTES + 1];
        assert_eq!(read_inflated(2, &too_much), Err(TOO_LARGE.to_owned()));
    }

    #[test]
    fn a_saved_table_longer_than_its_limit_is_refused_before_it_is_decoded() {
        let text = format!("s9.{}", "A".repeat(MAX_SAVED_CHARS));
        let refused = decode(&text).unwrap_err();
        assert!(refused.contains(&MAX_SAVED_CHARS.to_string()), "{refused}");
    }
}

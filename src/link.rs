//! Share links: a whole layout in a URL's fragment, so a table travels with no server.
//!
//! A fragment is `v1.` to `v5.` followed by the layout's compact binary form, deflated and
//! written in base64url without padding. The version names the binary form: every version
//! that ever ships stays readable, an old one upgraded step by step to the newest. The second
//! adds the players' scale and table to the first, the third the table's terrain, the fourth
//! the units' changes of formation this turn, the fifth the named brigades. Reading is
//! careful with what a stranger could send: a fragment over
//! [`MAX_FRAGMENT_CHARS`] is refused before it is decoded, inflating stops at
//! [`MAX_INFLATED_BYTES`], and the layout is checked field by field ([`Layout::check`]).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use miniz_oxide::inflate::{DecompressError, TINFLStatus, decompress_to_vec_with_limit};

use crate::layout::Layout;

/// The newest version of the links this build reads and writes. It writes the oldest version
/// that carries the whole layout ([`Layout::to_link_bytes`]).
pub const LINK_VERSION: u32 = 9;

/// The longest fragment read, in characters.
pub const MAX_FRAGMENT_CHARS: usize = 8 * 1024;

/// The most a fragment may inflate to, in bytes.
pub const MAX_INFLATED_BYTES: usize = 256 * 1024;

/// How hard deflate works: the most it can, since links are short and made one at a time.
const DEFLATE_LEVEL: u8 = 10;

/// The fragment (without its `#`) that carries `layout`.
pub fn encode(layout: &Layout) -> String {
    let (version, bytes) = layout.to_link_bytes();
    let deflated = miniz_oxide::deflate::compress_to_vec(&bytes, DEFLATE_LEVEL);
    format!("v{version}.{}", URL_SAFE_NO_PAD.encode(deflated))
}

/// The layout a link carries. `link` may be a whole address, or its fragment with or without
/// the `#`. A bad link gives a sentence saying what is wrong with it.
pub fn decode(link: &str) -> Result<Layout, String> {
    let (version, deflated) = unpack(link)?;
    read_inflated(version, &inflate(&deflated)?)
}

/// The bytes a link's deflated data unpacks to, at most [`MAX_INFLATED_BYTES`]: deflate never
/// expands more than about a thousand times, so the longest link unpacks to a few MB at most
/// before the limit refuses it.
pub fn inflate(deflated: &[u8]) -> Result<Vec<u8>, String> {
    decompress_to_vec_with_limit(deflated, MAX_INFLATED_BYTES).map_err(inflate_error)
}

/// The first half of reading a link, up to its deflated data: the fragment's length, its
/// version, and its base64. Returns the version and the data, for the page to [`inflate`]
/// and then read here ([`read_inflated`]) or hand to its reader worker.
pub fn unpack(link: &str) -> Result<(u32, Vec<u8>), String> {
    let fragment = link.rsplit_once('#').map_or(link, |(_, f)| f).trim();
    if fragment.len() > MAX_FRAGMENT_CHARS {
        return Err(format!(
            "the link is {} characters long; Drillbook reads links of up to {MAX_FRAGMENT_CHARS}",
            fragment.len()
        ));
    }
    let Some((version, data)) = fragment
        .strip_prefix('v')
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
    let deflated = URL_SAFE_NO_PAD.decode(data).map_err(|_| {
        "the link is damaged: it has characters a link cannot hold, or was cut short".to_owned()
    })?;
    Ok((version, deflated))
}

/// The second half of reading a link: the layout in its inflated data, of the binary form's
/// `version`, checked. Data over [`MAX_INFLATED_BYTES`] is refused.
pub fn read_inflated(version: u32, bytes: &[u8]) -> Result<Layout, String> {
    if bytes.len() > MAX_INFLATED_BYTES {
        return Err(TOO_LARGE.to_owned());
    }
    // Bytes that do not read as a layout are a link broken in transit, not a table to fix.
    let layout = Layout::from_link_bytes(bytes, version).map_err(|_| DAMAGED.to_owned())?;
    layout
        .validated()
        .map_err(|message| format!("the link is refused: {message}"))
}

/// What a link that unpacks to more than [`MAX_INFLATED_BYTES`] is told.
const TOO_LARGE: &str = "the link unpacks to more than 256 KB, far more than any table needs";

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
        assert!(TOO_LARGE.contains(&format!("{} KB", MAX_INFLATED_BYTES / 1024)));
        let too_much = vec![0; MAX_INFLATED_BYTES + 1];
        assert_eq!(read_inflated(2, &too_much), Err(TOO_LARGE.to_owned()));
    }
}

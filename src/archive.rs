//! Several files saved as one zip archive, so that a painter who saves every tray gets one
//! download, not one per sheet. The `zip` crate writes it, deflated by flate2's Rust back end.

use std::io::{Cursor, Write};

use zip::CompressionMethod;
use zip::write::{SimpleFileOptions, ZipWriter};

/// `files`, each its name and its bytes, in one zip archive. A name met before is told apart
/// by a number before its extension, as a second `sheet.svg` becomes `sheet-2.svg`.
pub fn zip_files(files: &[(String, Vec<u8>)]) -> Result<Vec<u8>, String> {
    let mut archive = ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
    let mut names: Vec<String> = Vec::with_capacity(files.len());
    for (name, bytes) in files {
        let name = unique_name(name, &names);
        archive
            .start_file(name.as_str(), options)
            .and_then(|()| archive.write_all(bytes).map_err(Into::into))
            .map_err(|e| format!("the archive could not be written: {e}"))?;
        names.push(name);
    }
    archive
        .finish()
        .map(Cursor::into_inner)
        .map_err(|e| format!("the archive could not be written: {e}"))
}

/// `name`, numbered when `taken` already holds it.
fn unique_name(name: &str, taken: &[String]) -> String {
    if !taken.iter().any(|t| t == name) {
        return name.to_owned();
    }
    let (stem, extension) = match name.rsplit_once('.') {
        Some((stem, extension)) => (stem, format!(".{extension}")),
        None => (name, String::new()),
    };
    (2..)
        .map(|k| format!("{stem}-{k}{extension}"))
        .find(|candidate| !taken.contains(candidate))
        .unwrap_or_else(|| name.to_owned())
}

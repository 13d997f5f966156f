//! Files saved as one zip archive read back whole, with every name kept apart.
#![cfg(not(target_arch = "wasm32"))]

use std::io::{Cursor, Read};

use drillbook::archive::zip_files;

fn read_back(bytes: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).expect("a zip archive");
    (0..archive.len())
        .map(|k| {
            let mut file = archive.by_index(k).expect("a file");
            let mut bytes = Vec::new();
            file.read_to_end(&mut bytes).expect("read");
            (file.name().expect("a name").into_owned(), bytes)
        })
        .collect()
}

#[test]
fn every_file_comes_back_as_it_went_in() {
    let svg = "<svg><rect width=\"10\" height=\"20\"/></svg>".repeat(200);
    let files = vec![
        ("trays-sheet-1-3mm.svg".to_owned(), svg.clone().into_bytes()),
        ("trays-sheet-2-1.5mm.svg".to_owned(), svg.into_bytes()),
        (
            "bed-1.stl".to_owned(),
            (0..=255u8).cycle().take(5000).collect(),
        ),
    ];
    let zipped = zip_files(&files).expect("zipped");
    assert_eq!(read_back(&zipped), files);
    // Drawings deflate: the archive is smaller than the files it holds.
    let held: usize = files.iter().map(|(_, b)| b.len()).sum();
    assert!(zipped.len() < held / 2, "{} of {held} bytes", zipped.len());
}

#[test]
fn a_name_met_twice_is_numbered() {
    let files = vec![
        ("sheet.svg".to_owned(), b"a".to_vec()),
        ("sheet.svg".to_owned(), b"b".to_vec()),
        ("sheet.svg".to_owned(), b"c".to_vec()),
        ("readme".to_owned(), b"d".to_vec()),
        ("readme".to_owned(), b"e".to_vec()),
    ];
    let names: Vec<String> = read_back(&zip_files(&files).expect("zipped"))
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(
        names,
        [
            "sheet.svg",
            "sheet-2.svg",
            "sheet-3.svg",
            "readme",
            "readme-2"
        ]
    );
}

#[test]
fn no_files_make_an_empty_archive() {
    let zipped = zip_files(&[]).expect("zipped");
    assert!(read_back(&zipped).is_empty());
}

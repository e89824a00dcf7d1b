//! The checked-in inputs under `fixtures/`.

use super::Scratch;
use std::path::{Path, PathBuf};

/// The `fixtures/` directory.
pub fn fixtures_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// A file or folder under `fixtures/`, e.g. `fixture("realworld/galaxy-5p.mat")`.
pub fn fixture(path: &str) -> PathBuf {
    fixtures_root().join(path)
}

/// A club's archive written into `scratch`, as `archive/`: two matches
/// (`charlot.mat`, and `2024/two.MAT`, its extension in capitals, holding two
/// matches joined), beside a README.md, notes (`2024/notes.log`) and a hidden
/// draft (`.draft.mat`, a match too) that a walk leaves out. Returns the
/// archive's path.
pub fn match_archive(scratch: &Scratch) -> PathBuf {
    let charlot = std::fs::read(fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    let two = std::fs::read(fixture("hostile/two-matches.mat")).unwrap();
    std::fs::create_dir_all(scratch.join("archive/2024")).unwrap();
    scratch.file("archive/charlot.mat", &charlot);
    scratch.file("archive/2024/two.MAT", two);
    scratch.file("archive/.draft.mat", charlot);
    scratch.file(
        "archive/README.md",
        "# Our club's matches\n\nPlayed on Tuesdays.\n",
    );
    scratch.file("archive/2024/notes.log", "game 3 was a thriller\n");
    scratch.join("archive")
}

/// `text` as UTF-16 with its byte order mark, as Windows editors and
/// PowerShell's `>` save it: little-endian, or big-endian.
pub fn utf16(text: &str, big_endian: bool) -> Vec<u8> {
    let mut bytes = if big_endian {
        vec![0xFE, 0xFF]
    } else {
        vec![0xFF, 0xFE]
    };
    for unit in text.encode_utf16() {
        let pair = if big_endian {
            unit.to_be_bytes()
        } else {
            unit.to_le_bytes()
        };
        bytes.extend_from_slice(&pair);
    }
    bytes
}

/// The names [`validate_utf16_directory`] saves a text under, without the
/// extension: both byte orders, with their byte order mark and without.
pub const UTF16_FILES: [&str; 4] = ["little", "big", "little-unmarked", "big-unmarked"];

/// `text` saved as UTF-16 in both byte orders, with its byte order mark
/// (`little.EXT`, `big.EXT`) and without it, as some Windows programs save
/// text (`little-unmarked.EXT`, `big-unmarked.EXT`), in a directory
/// `games/` of `scratch`, and `bgkit validate` run on the directory: its
/// output.
pub fn validate_utf16_directory(
    scratch: &Scratch,
    text: &str,
    extension: &str,
) -> std::process::Output {
    std::fs::create_dir_all(scratch.join("games")).unwrap();
    for (index, name) in UTF16_FILES.into_iter().enumerate() {
        let bytes = utf16(text, index % 2 == 1);
        let bytes = if index < 2 { &bytes[..] } else { &bytes[2..] };
        scratch.file(&format!("games/{name}.{extension}"), bytes);
    }
    super::bgkit()
        .arg("validate")
        .arg(scratch.join("games"))
        .output()
        .unwrap()
}

//! The files a command over transcripts reads: the ones named, and every
//! transcript under a directory named.
//!
//! A directory is walked recursively with the `ignore` crate, in a stable
//! order (each directory's entries sorted by name), leaving out hidden
//! entries (names starting with `.`) and binary files. It gives the files
//! named as match records are ([`RECORD_EXTENSIONS`], in any letter case),
//! so that an archive's README.md or checksums are not read as transcripts
//! that fail; `--glob` replaces that choice with the files whose path
//! matches one of its patterns (gitignore-style: `*.mat` matches at any
//! depth, `games/**/*.sgf` below `games`). `.gitignore` files are not
//! consulted: an archive is read as it lies. Files named on the command line
//! are always read, whatever they are called. A directory that gives no file
//! is reported as input that could not be read (exit 2): nothing in it was
//! checked, and a script must not take that for success.
//!
//! `validate`, `export` and `stats` walk alike, with the one [`WalkArgs`].

use std::io::Read;
use std::path::{Path, PathBuf};

use ignore::WalkBuilder;
use ignore::overrides::{Override, OverrideBuilder};

/// The extensions of the files a walk reads when no `--glob` says otherwise:
/// the formats the readers take (.mat transcripts, which some writers save as
/// .txt; GNU Backgammon's SGF; eXtreme Gammon's binary .xg). Compared without
/// regard to letter case.
pub const RECORD_EXTENSIONS: [&str; 4] = ["mat", "txt", "sgf", "xg"];

/// How much of a file is looked at to tell text from binary data.
const SNIFF_BYTES: u64 = 8 * 1024;

/// eXtreme Gammon's binary match files start with these bytes: binary, but
/// a transcript.
const XG_MAGIC: &[u8] = b"RGMH";

/// The option of every command that walks directories.
#[derive(Debug, Default, clap::Args)]
pub struct WalkArgs {
    /// In directories, read only the files whose path matches PATTERN
    /// (`*.mat`, `2024/**/*.sgf`) instead of those named as match records
    /// (.mat, .txt, .sgf, .xg); may be given more than once.
    #[arg(long, value_name = "PATTERN")]
    pub glob: Vec<String>,
}

impl WalkArgs {
    /// The files to read in place of `named`, as [`transcripts`] gives them.
    pub fn files(
        &self,
        named: &[PathBuf],
        unlisted: impl FnMut(String),
    ) -> Result<Vec<PathBuf>, WalkError> {
        transcripts(named, &self.glob, unlisted)
    }
}

/// A problem with the walk: a directory or file that could not be listed, or
/// a pattern that is not a glob.
#[derive(Debug, thiserror::Error)]
pub enum WalkError {
    /// `--glob` was given something that is not a glob (exit 2).
    #[error("--glob {pattern}: {source}")]
    Glob {
        /// The pattern as given.
        pattern: String,
        /// Why it does not read.
        source: ignore::Error,
    },
}

/// The files to read, in order: each named file as it is (`-` too), and in
/// place of each named directory the transcripts under it. Entries that
/// cannot be listed, and each directory that gives no file, are handed to
/// `unlisted` as messages naming them, and left out.
pub fn transcripts(
    named: &[PathBuf],
    globs: &[String],
    mut unlisted: impl FnMut(String),
) -> Result<Vec<PathBuf>, WalkError> {
    let mut files = Vec::new();
    for path in named {
        if !path.is_dir() {
            files.push(path.clone());
            continue;
        }
        let before = files.len();
        let filter = overrides(path, globs)?;
        let walk = WalkBuilder::new(path)
            .standard_filters(false)
            .hidden(true)
            .overrides(filter)
            .sort_by_file_name(|a, b| a.cmp(b))
            .build();
        for entry in walk {
            match entry {
                Ok(entry) if entry.file_type().is_some_and(|t| t.is_file()) => {
                    // The globs, when given, chose the files already.
                    let named_as_record = !globs.is_empty() || is_named_as_record(entry.path());
                    if named_as_record && is_transcript(entry.path()) {
                        files.push(entry.into_path());
                    }
                }
                Ok(_) => {}
                Err(error) => unlisted(error.to_string()),
            }
        }
        if files.len() == before {
            unlisted(nothing_under(path, globs));
        }
    }
    Ok(files)
}

/// The message for a directory that gave no file to read.
fn nothing_under(dir: &Path, globs: &[String]) -> String {
    let dir = dir.display();
    if globs.is_empty() {
        let extensions = RECORD_EXTENSIONS.map(|e| format!(".{e}")).join(", ");
        format!(
            "{dir}: no match records under this directory (files named {extensions}; --glob PATTERN reads others)"
        )
    } else {
        format!(
            "{dir}: no transcript under this directory matches --glob {}",
            globs.join(" --glob ")
        )
    }
}

/// The `--glob` patterns as a whitelist under `root` (none: every file).
fn overrides(root: &Path, globs: &[String]) -> Result<Override, WalkError> {
    let mut builder = OverrideBuilder::new(root);
    for pattern in globs {
        builder.add(pattern).map_err(|source| WalkError::Glob {
            pattern: pattern.clone(),
            source,
        })?;
    }
    builder.build().map_err(|source| WalkError::Glob {
        pattern: globs.join(" "),
        source,
    })
}

/// A file whose extension is a match record's ([`RECORD_EXTENSIONS`]).
fn is_named_as_record(path: &Path) -> bool {
    path.extension()
        .and_then(|extension| extension.to_str())
        .is_some_and(|extension| {
            RECORD_EXTENSIONS
                .iter()
                .any(|record| extension.eq_ignore_ascii_case(record))
        })
}

/// A file worth reading as a transcript: text (no NUL byte in its first
/// 8 KiB, or UTF-16 text, marked by its byte order mark or told by its
/// first characters), or eXtreme Gammon's
/// binary format. A file that cannot be opened is kept, so that reading it
/// reports why.
fn is_transcript(path: &Path) -> bool {
    let Ok(file) = std::fs::File::open(path) else {
        return true;
    };
    let mut start = Vec::new();
    if file.take(SNIFF_BYTES).read_to_end(&mut start).is_err() {
        return true;
    }
    start.starts_with(XG_MAGIC) || bgkit::transcript::is_utf16(&start) || !start.contains(&0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(label: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("bgkit-walk-{label}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn names(root: &Path, files: &[PathBuf]) -> Vec<String> {
        files
            .iter()
            .map(|f| f.strip_prefix(root).unwrap().display().to_string())
            .collect()
    }

    #[test]
    fn a_directory_gives_its_match_records_in_name_order_without_hidden_binary_or_other_files() {
        // Given a tree with nested, hidden, binary and other text files
        let root = scratch("order");
        std::fs::create_dir_all(root.join("b/deeper")).unwrap();
        std::fs::create_dir_all(root.join(".hidden")).unwrap();
        for (name, bytes) in [
            ("b/deeper/z.mat", &b"text"[..]),
            ("a.mat", b"text"),
            ("b/c.sgf", b"(;GM[6])"),
            ("b/Notes.TXT", b"text"),
            (".secret.mat", b"text"),
            (".hidden/x.mat", b"text"),
            ("picture.png", b"\x89PNG\0\0"),
            ("binary.mat", b"\x89PNG\0\0"),
            ("match.xg", b"RGMH\x01\0\0\0"),
            ("README.md", b"text"),
            ("SOURCES.tsv", b"text"),
            ("no-extension", b"text"),
        ] {
            std::fs::write(root.join(name), bytes).unwrap();
        }
        // When walked
        let files = transcripts(std::slice::from_ref(&root), &[], |_| {}).unwrap();
        // Then the match records come, sorted, any letter case; the rest is
        // left out
        assert_eq!(
            names(&root, &files),
            [
                "a.mat",
                "b/Notes.TXT",
                "b/c.sgf",
                "b/deeper/z.mat",
                "match.xg"
            ]
        );
        std::fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn globs_replace_the_extensions_and_named_files_always_count() {
        // Given .mat, .txt and .log files
        let root = scratch("glob");
        std::fs::create_dir_all(root.join("sub")).unwrap();
        for name in ["one.mat", "two.txt", "sub/three.mat", "four.log", "five.md"] {
            std::fs::write(root.join(name), b"text").unwrap();
        }
        let named = [root.join("two.txt"), root.join("five.md")];
        // When walked with globs, beside files named outright
        let globs = ["*.mat".to_string(), "*.log".to_string()];
        let walked = [&[root.clone()][..], &named[..]].concat();
        let files = transcripts(&walked, &globs, |_| {}).unwrap();
        // Then the directory gives the files the globs match, whatever
        // their extension, and the named files stay
        assert_eq!(
            names(&root, &files),
            ["four.log", "one.mat", "sub/three.mat", "two.txt", "five.md"]
        );
        std::fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn a_directory_that_gives_no_file_is_named_in_a_message() {
        // Given a directory holding only notes
        let root = scratch("nothing");
        std::fs::write(root.join("README.md"), b"text").unwrap();
        for (globs, words) in [
            (
                vec![],
                "no match records under this directory (files named .mat, .txt",
            ),
            (
                vec!["*.sgf".to_string()],
                "no transcript under this directory matches --glob *.sgf",
            ),
        ] {
            // When walked
            let mut messages = Vec::new();
            let files =
                transcripts(std::slice::from_ref(&root), &globs, |m| messages.push(m)).unwrap();
            // Then no file comes, and one message names the directory and why
            assert!(files.is_empty());
            assert_eq!(messages.len(), 1, "{messages:?}");
            assert!(
                messages[0].starts_with(&root.display().to_string()),
                "{}",
                messages[0]
            );
            assert!(messages[0].contains(words), "{}", messages[0]);
        }
        std::fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn a_pattern_that_is_not_a_glob_is_refused() {
        let root = scratch("bad");
        let error = transcripts(std::slice::from_ref(&root), &["a[".to_string()], |_| {});
        assert!(matches!(error, Err(WalkError::Glob { .. })));
        std::fs::remove_dir_all(root).unwrap();
    }
}

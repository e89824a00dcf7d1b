//! The files a command over transcripts reads: the ones named, and every
//! transcript under a directory named.
//!
//! A directory is walked recursively with the `ignore` crate, in a stable
//! order (each directory's entries sorted by name), leaving out hidden
//! entries (names starting with `.`) and binary files, and with `--glob`
//! only the files whose path matches one of the patterns (gitignore-style:
//! `*.mat` matches at any depth, `games/**/*.sgf` below `games`). `.gitignore`
//! files are not consulted: an archive is read as it lies. Files named on
//! the command line are always read, whatever they are called.

use std::io::Read;
use std::path::{Path, PathBuf};

use ignore::WalkBuilder;
use ignore::overrides::{Override, OverrideBuilder};

/// How much of a file is looked at to tell text from binary data.
const SNIFF_BYTES: u64 = 8 * 1024;

/// eXtreme Gammon's binary match files start with these bytes: binary, but
/// a transcript.
const XG_MAGIC: &[u8] = b"RGMH";

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
/// cannot be listed are handed to `unlisted` and left out.
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
                    if is_transcript(entry.path()) {
                        files.push(entry.into_path());
                    }
                }
                Ok(_) => {}
                Err(error) => unlisted(error.to_string()),
            }
        }
    }
    Ok(files)
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

/// A file worth reading as a transcript: text (no NUL byte in its first
/// 8 KiB), or eXtreme Gammon's binary format. A file that cannot be opened
/// is kept, so that reading it reports why.
fn is_transcript(path: &Path) -> bool {
    let Ok(file) = std::fs::File::open(path) else {
        return true;
    };
    let mut start = Vec::new();
    if file.take(SNIFF_BYTES).read_to_end(&mut start).is_err() {
        return true;
    }
    start.starts_with(XG_MAGIC) || !start.contains(&0)
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
    fn a_directory_gives_its_text_files_in_name_order_without_hidden_or_binary_ones() {
        // Given a tree with nested, hidden and binary files
        let root = scratch("order");
        std::fs::create_dir_all(root.join("b/deeper")).unwrap();
        std::fs::create_dir_all(root.join(".hidden")).unwrap();
        for (name, bytes) in [
            ("b/deeper/z.mat", &b"text"[..]),
            ("a.mat", b"text"),
            ("b/c.sgf", b"(;GM[6])"),
            (".secret.mat", b"text"),
            (".hidden/x.mat", b"text"),
            ("picture.png", b"\x89PNG\0\0"),
            ("match.xg", b"RGMH\x01\0\0\0"),
        ] {
            std::fs::write(root.join(name), bytes).unwrap();
        }
        // When walked
        let files = transcripts(std::slice::from_ref(&root), &[], |_| {}).unwrap();
        // Then the text files and the XG file come, sorted, the rest left out
        assert_eq!(
            names(&root, &files),
            ["a.mat", "b/c.sgf", "b/deeper/z.mat", "match.xg"]
        );
        std::fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn globs_keep_only_the_files_they_match_and_named_files_always_count() {
        // Given .mat and .txt files
        let root = scratch("glob");
        std::fs::create_dir_all(root.join("sub")).unwrap();
        for name in ["one.mat", "two.txt", "sub/three.mat"] {
            std::fs::write(root.join(name), b"text").unwrap();
        }
        let named = root.join("two.txt");
        // When walked with a glob, beside a file named outright
        let files = transcripts(&[root.clone(), named], &["*.mat".to_string()], |_| {}).unwrap();
        // Then the directory gives its .mat files, and the named file stays
        assert_eq!(
            names(&root, &files),
            ["one.mat", "sub/three.mat", "two.txt"]
        );
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

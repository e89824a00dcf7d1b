//! The checked-in inputs under `fixtures/`.

use std::path::{Path, PathBuf};

/// The `fixtures/` directory.
pub fn fixtures_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// A file or folder under `fixtures/`, e.g. `fixture("realworld/galaxy-5p.mat")`.
pub fn fixture(path: &str) -> PathBuf {
    fixtures_root().join(path)
}

//! Throwaway directories for files the tests write.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh, empty directory under cargo's target tmp dir, removed when dropped.
///
/// Every test runs in the same process, so the process id alone does not keep
/// two scratch directories apart; a counter does.
pub struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    /// A new directory whose name starts with `label`, for finding it when a
    /// failing test leaves it behind.
    #[track_caller]
    pub fn new(label: &str) -> Scratch {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bgkit-{label}-{}-{n}", std::process::id()));
        // A directory left by an earlier run with the same process id.
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        Scratch { dir }
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.dir
    }

    /// `name` inside the directory (not created).
    pub fn join(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// Writes `contents` to `name` inside the directory and returns its path.
    #[track_caller]
    pub fn file(&self, name: &str, contents: impl AsRef<[u8]>) -> PathBuf {
        let path = self.join(name);
        std::fs::write(&path, contents).expect("a scratch file");
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

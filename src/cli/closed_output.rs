//! Standard output closed when bgkit starts (`bgkit ... >&-`).
//!
//! Before `main` runs, Rust's runtime opens `/dev/null` in place of a closed
//! standard descriptor, so that output written there would be lost and the
//! command would still succeed. On Linux a function the loader runs before
//! the runtime starts (an `.init_array` entry) looks first: it finds the
//! descriptor closed, notes it, and opens `/dev/full` in its place, on which
//! every write fails. A command that writes nothing to standard output is
//! untouched; one that writes fails with an error that [`was_closed`] lets
//! `main` name for what it is.

use std::sync::atomic::{AtomicBool, Ordering};

/// Standard output was closed when the process started.
static CLOSED: AtomicBool = AtomicBool::new(false);

/// Whether standard output was closed when bgkit started, so that a failed
/// write to it is the closed output's doing.
pub fn was_closed() -> bool {
    CLOSED.load(Ordering::Relaxed)
}

/// Run by the loader before the Rust runtime, which would fill a closed
/// descriptor 1 with `/dev/null`: one pointer in the section the loader
/// calls each entry of at start-up.
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static LOOK_BEFORE_THE_RUNTIME: extern "C" fn() = look_at_standard_output;

#[cfg(target_os = "linux")]
extern "C" fn look_at_standard_output() {
    use std::os::fd::{AsFd, AsRawFd, BorrowedFd, IntoRawFd};
    // Copying a descriptor fails only when it is not open.
    let open = |fd: BorrowedFd<'_>| fd.try_clone_to_owned().is_ok();
    if open(std::io::stdout().as_fd()) {
        return;
    }
    CLOSED.store(true, Ordering::Relaxed);
    // A new descriptor takes the lowest free number: standard input's, if it
    // is closed too, gets an empty input first, so that `/dev/full` lands on
    // standard output's. Both stay open for the life of the process.
    if !open(std::io::stdin().as_fd())
        && let Ok(empty) = std::fs::File::open("/dev/null")
    {
        let _ = empty.into_raw_fd();
    }
    if let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full")
        && full.as_raw_fd() == 1
    {
        let _ = full.into_raw_fd();
    }
}

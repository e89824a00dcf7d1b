//! The bgkit binary, run the way a user runs it.

/// Where cargo built the bgkit binary, for tests that start it some other way.
pub const BGKIT_BIN: &str = env!("CARGO_BIN_EXE_bgkit");

/// The bgkit binary, ready for arguments.
pub fn bgkit() -> assert_cmd::Command {
    assert_cmd::Command::new(BGKIT_BIN)
}

/// Runs bgkit with `args`, requires success, and parses standard output as JSON.
#[track_caller]
pub fn json_of(args: &[&str]) -> serde_json::Value {
    let output = bgkit().args(args).output().expect("bgkit runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("standard output is JSON")
}

/// Runs bgkit with `args` and a terminal (a pseudo-terminal) as standard
/// input, as when a person types the command with nothing piped in; `typed`
/// is what the person types (`\x04`, Ctrl-D, ends the input). A command
/// still waiting after ten seconds is killed and reported as a hang.
#[track_caller]
pub fn run_on_terminal(args: &[&str], typed: &[u8]) -> std::process::Output {
    use std::io::Write;
    use std::os::fd::{FromRawFd, OwnedFd};
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};

    let (mut controller, mut terminal) = (0, 0);
    // SAFETY: openpty writes two new descriptors into the integers given; the
    // null pointers ask for no name and default settings.
    let opened = unsafe {
        libc::openpty(
            &mut controller,
            &mut terminal,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(
        opened,
        0,
        "a pseudo-terminal: {}",
        std::io::Error::last_os_error()
    );
    // SAFETY: both descriptors were just opened and are owned by nothing else.
    let (controller, terminal) = unsafe {
        (
            OwnedFd::from_raw_fd(controller),
            OwnedFd::from_raw_fd(terminal),
        )
    };
    let mut child = Command::new(BGKIT_BIN)
        .args(args)
        .stdin(Stdio::from(terminal))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("bgkit starts");
    let mut keyboard = std::fs::File::from(controller);
    keyboard.write_all(typed).expect("typing on the terminal");
    let started = Instant::now();
    while child.try_wait().expect("bgkit runs").is_none() {
        if started.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("bgkit {args:?} waited for the terminal instead of stopping");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    drop(keyboard);
    child.wait_with_output().expect("bgkit's output")
}

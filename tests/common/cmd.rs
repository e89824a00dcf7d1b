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

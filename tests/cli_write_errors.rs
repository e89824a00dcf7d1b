//! Output that cannot be written, for every subcommand: a full device
//! (`> /dev/full`) and a standard output closed before bgkit starts (`>&-`)
//! each end the command with exit 2 and one line on standard error, never a
//! panic and never a success with the output lost; a reader that goes away
//! (`bgkit ... | head`) still ends it quietly with 0.

use crate::common::{BGKIT_BIN, bgkit, fixture};
use std::process::{Command, Output, Stdio};

/// One run of every subcommand that prints, with arguments it answers.
fn every_command() -> Vec<Vec<String>> {
    let charlot = fixture("realworld/gnubg-charlot-7p.mat")
        .display()
        .to_string();
    let finished = "XGID=------------------------o-:0:0:1:00:0:0:0:0:10";
    let table: [&[&str]; 17] = [
        &["parse", "4-2 8/4 6/4"],
        &["moves", "start", "3-1"],
        &["play", "start", "3-1", "8/5 6/5"],
        &["pips", "start"],
        &["board", "start"],
        &["position", &charlot, "--game", "1", "--turn", "3"],
        &["id", "start"],
        &["validate", &charlot],
        &["shots", "start"],
        &["race", "start"],
        &["score", finished],
        &["rules"],
        &["opening"],
        &["export", &charlot],
        &["fmt", &charlot],
        &["stats", &charlot],
        &["completions", "bash"],
    ];
    table
        .iter()
        .map(|args| args.iter().map(|a| a.to_string()).collect())
        .collect()
}

/// The subcommands `bgkit --help` lists, but for `help`.
fn listed_commands() -> Vec<String> {
    let output = bgkit().arg("--help").output().unwrap();
    let help = String::from_utf8(output.stdout).unwrap();
    help.lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        // A name at two spaces; a description wrapped onto the next line is indented further.
        .filter(|line| !line.starts_with("   "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

/// Checks that a run failed as a write error must: exit 2, one line on
/// standard error, no panic, and a line that says `words`.
#[track_caller]
fn assert_write_error(args: &[String], output: &Output, words: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(
        stderr.starts_with("bgkit: error: ") && stderr.contains(words),
        "{args:?}: {stderr}"
    );
}

#[test]
fn the_table_holds_every_subcommand() {
    // Given the subcommands the help lists; Then each has a row below
    let mut tested: Vec<String> = every_command().into_iter().map(|a| a[0].clone()).collect();
    let mut listed = listed_commands();
    tested.sort();
    listed.sort();
    assert_eq!(tested, listed);
}

#[test]
fn every_command_exits_2_with_one_line_when_the_device_is_full() {
    for args in every_command() {
        // Given standard output on a device that takes nothing
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        // When the command runs
        let output = Command::new(BGKIT_BIN)
            .args(&args)
            .stdin(Stdio::null())
            .stdout(full)
            .output()
            .unwrap();
        // Then it is a write error, said in one line
        assert_write_error(&args, &output, "No space left on device");
    }
}

#[test]
fn every_command_exits_2_with_one_line_when_standard_output_is_closed() {
    for args in every_command() {
        // Given a shell that closes standard output and starts the command
        let output = Command::new("sh")
            .arg("-c")
            .arg("exec \"$0\" \"$@\" >&-")
            .arg(BGKIT_BIN)
            .args(&args)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        // Then the output is not lost in silence: a write error that says why
        assert_write_error(&args, &output, "standard output is closed");
    }
}

#[test]
fn a_command_that_writes_no_output_is_untouched_by_a_closed_standard_output() {
    // Given a command whose output goes to a file, and standard output closed
    let scratch = crate::common::Scratch::new("write-errors-closed-quiet");
    let page = scratch.join("page.html");
    let charlot = fixture("realworld/gnubg-charlot-7p.mat");
    let output = Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" \"$@\" >&-")
        .arg(BGKIT_BIN)
        .arg("export")
        .arg(&charlot)
        .arg("--html")
        .arg(&page)
        .output()
        .unwrap();
    // Then it succeeds and writes its file
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(std::fs::metadata(&page).unwrap().len() > 1000);
}

#[test]
fn every_command_ends_quietly_when_its_reader_goes_away() {
    for args in every_command() {
        // Given a pipe whose reading end is closed at once (`| head -c0`)
        let mut child = Command::new(BGKIT_BIN)
            .args(&args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        // When it has run; Then it ended with 0 and said nothing of it: no
        // `bgkit: ...` message. (The pipe may close before or after the
        // command writes; written first, `validate` goes on to its summary,
        // `checked 1 file (0 invalid): ..., 0 errors, ...`, which is no
        // message about the pipe.)
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(0), "{args:?}: {stderr}");
        assert!(
            !stderr.lines().any(|line| line.starts_with("bgkit:")),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

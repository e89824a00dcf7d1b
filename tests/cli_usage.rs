//! What every command does with its input and exit codes: no silent wait on
//! a terminal, and the README's exit-code table.

use crate::common::{Scratch, bgkit, fixture, run_on_terminal};
use predicates::prelude::*;

#[test]
fn a_command_with_nothing_to_read_on_a_terminal_stops_with_a_usage_hint() {
    // Given every command that reads standard input when given no argument
    let commands = [
        "parse", "moves", "play", "pips", "id", "shots", "race", "board", "validate", "export",
        "fmt",
    ];
    for command in commands {
        // When run with no argument and a terminal on standard input
        let output = run_on_terminal(&[command], b"");

        // Then it stops at once with exit 2 and one line saying how it is used
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{command}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{command}: {stderr}");
        assert!(
            stderr.contains(&format!("usage: bgkit {command} ")),
            "{command}: {stderr}"
        );
        assert!(stderr.contains("`-` reads standard input"), "{command}");
        assert!(output.stdout.is_empty(), "{command}");
    }
}

#[test]
fn a_dash_still_reads_what_is_typed_on_the_terminal() {
    // Given `pips -` on a terminal, and a person typing a position and Ctrl-D
    let output = run_on_terminal(&["pips", "-"], b"start\n\x04");

    // Then the position typed is answered
    assert_eq!(output.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("\"on_roll\":167"), "{stdout}");
}

#[test]
fn piped_input_is_read_as_before_without_a_dash() {
    // Given input from a pipe, not a terminal
    bgkit()
        .arg("pips")
        .write_stdin("start\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("\"on_roll\":167"));
}

#[test]
fn a_position_that_does_not_read_is_invalid_input_and_exits_1() {
    // Given a word that is no position, as the README's table says
    for args in [
        &["board", "strat"][..],
        &["pips", "strat"],
        &["moves", "strat", "3-1"],
        &["id", "strat"],
    ] {
        // Then it is input found invalid (1), and the message says what it is
        bgkit()
            .args(args)
            .assert()
            .code(1)
            .stderr(predicate::str::contains("`strat`: not a position"));
    }
}

#[test]
fn usage_errors_and_unreadable_files_exit_2() {
    // An unknown option, a value no option takes, a missing file
    bgkit()
        .args(["pips", "--frmat", "json", "start"])
        .assert()
        .code(2);
    bgkit()
        .args(["pips", "--format", "xml", "start"])
        .assert()
        .code(2);
    bgkit().args(["validate", "no/such.mat"]).assert().code(2);
    // And a file that reads but breaks the rules is invalid input (1)
    let scratch = Scratch::new("cli-usage-invalid");
    let text = std::fs::read_to_string(fixture("realworld/gnubg-charlot-7p.mat"))
        .unwrap()
        .replacen("41: 8/4 5/4", "41: 8/3 5/4", 1);
    let file = scratch.file("broken.mat", text);
    bgkit().arg("validate").arg(&file).assert().code(1);
}

#[test]
fn a_record_from_standard_input_that_does_not_parse_names_its_line_and_column() {
    // Given two records on standard input, the second with a bad move
    let output = bgkit()
        .args(["parse", "-"])
        .write_stdin("8/4 6/4\n\n13/7x\n")
        .output()
        .unwrap();

    // Then the error names line 3 and the column, with a caret under it
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.starts_with("bgkit: line 3, column 5: "), "{stderr}");
    assert!(stderr.contains("\n  13/7x\n      ^"), "{stderr}");
}

//! `bgkit parse`: success, JSON shape, bad input, usage errors.

use crate::common::bgkit;
use predicates::prelude::*;

#[test]
fn parse_prints_the_canonical_form_of_each_record() {
    bgkit()
        .args(["parse", "2-2 6/4(3) 13/11", "13/7* 7/5"])
        .assert()
        .success()
        .stdout(predicate::str::contains("2-2 13/11 6/4(3)"))
        .stdout(predicate::str::contains("13/7*/5"));
}

#[test]
fn a_repeat_count_one_space_from_its_move_counts_as_one_glued_to_it() {
    // Given a double's play with its count spaced from the move (`6/4 (3)`)
    // When parsed; Then it is the play written with the count glued
    bgkit()
        .args(["parse", "2-2 6/4 (3) 13/11"])
        .assert()
        .success()
        .stdout(predicate::str::contains("2-2 13/11 6/4(3)"));
    // And two spaces part the count from the move: no count, an error
    bgkit()
        .args(["parse", "2-2 6/4  (3) 13/11"])
        .assert()
        .code(1);
}

#[test]
fn parse_json_has_input_roll_moves_and_canonical() {
    let output = bgkit()
        .args(["parse", "--format", "json", "4-2 bar/22*"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let value: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(value["input"], "4-2 bar/22*");
    assert_eq!(value["roll"], serde_json::json!([4, 2]));
    assert_eq!(
        value["moves"],
        serde_json::json!([{"from": 25, "to": 22, "hit": true}])
    );
    assert_eq!(value["canonical"], "4-2 bar/22*");
}

#[test]
fn parse_without_a_roll_gives_null() {
    let output = bgkit()
        .args(["parse", "--format", "json", "5/off 2/off"])
        .output()
        .unwrap();
    let value: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(value["roll"], serde_json::Value::Null);
    assert_eq!(value["moves"][0]["to"], 0);
}

#[test]
fn parse_reads_standard_input_and_streams_json_lines() {
    let output = bgkit()
        .arg("parse")
        .write_stdin("8/4 6/4\n\n52: 13/8 13/11\n")
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    for line in lines {
        serde_json::from_str::<serde_json::Value>(line).unwrap();
    }
}

#[test]
fn a_bad_record_exits_1_with_its_column_and_a_caret() {
    bgkit()
        .args(["parse", "8/4 6/4", "8/4 6/x"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("8/4 6/x:7: expected"))
        .stderr(predicate::str::contains("      ^"))
        .stdout(predicate::str::contains("8/4 6/4"));
}

#[test]
fn five_moves_in_one_record_are_refused_like_a_repeat_count_of_five() {
    // Given five moves written one by one, and the same as a repeat count of 5
    // When parsed, Then both are refused at the token that makes the fifth move
    bgkit()
        .args(["parse", "6/4 6/4 6/4 6/4 6/4", "6/4(5)"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "6/4 6/4 6/4 6/4 6/4:17: expected no more moves: one roll makes at most four",
        ))
        .stderr(predicate::str::contains(
            "6/4(5):5: expected a repeat count 1 to 4",
        ));
}

#[test]
fn a_bad_line_on_standard_input_does_not_stop_the_rest() {
    let output = bgkit()
        .arg("parse")
        .write_stdin("26/20\n8/4 6/4\n")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(String::from_utf8(output.stdout).unwrap().lines().count(), 1);
    // The error names the line of standard input as well as the column
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.starts_with("bgkit: line 1, column 1: "), "{stderr}");
}

#[test]
fn an_unknown_option_is_a_usage_error_with_exit_2() {
    bgkit().args(["parse", "--nope"]).assert().code(2);
    bgkit()
        .args(["parse", "--format", "xml", "8/4"])
        .assert()
        .code(2);
    bgkit().arg("frobnicate").assert().code(2);
}

#[test]
fn help_and_version_exit_0() {
    bgkit().arg("--help").assert().success();
    bgkit()
        .arg("--version")
        .assert()
        .success()
        .stdout(predicate::str::starts_with("bgkit "));
}

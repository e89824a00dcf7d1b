//! `bgkit validate`: reports, formats, exit codes, parallel runs, colour.

use crate::common::{Scratch, bgkit, fixture};
use predicates::prelude::*;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// A copy of a fixture in `scratch` with one line replaced.
#[track_caller]
fn mutated(scratch: &Scratch, path: &str, line: usize, from: &str, to: &str) -> PathBuf {
    let text = std::fs::read_to_string(fixture(path)).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    assert!(
        lines[line - 1].contains(from),
        "line {line} of {path} has no `{from}`: {}",
        lines[line - 1]
    );
    lines[line - 1] = lines[line - 1].replacen(from, to, 1);
    let name = Path::new(path).file_name().unwrap().to_str().unwrap();
    scratch.file(name, lines.join("\n") + "\n")
}

#[test]
fn the_real_world_transcripts_validate() {
    bgkit()
        .arg("validate")
        .arg(fixture("realworld/gnubg-charlot-7p.mat"))
        .arg(fixture("realworld/galaxy-5p.mat"))
        .arg(fixture("realworld/bgstudio-5p.mat"))
        .arg(fixture("realworld/gnubg-roll-then-resign-1p.mat"))
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "gnubg-charlot-7p.mat: ok (GNU Backgammon, 4 games, 189 turns)",
        ))
        .stderr(predicate::str::contains("checked 4 files (0 invalid)"));
}

#[test]
fn an_illegal_play_is_reported_like_a_compiler_error_and_exits_1() {
    // Line 10 of the gnubg transcript: `4) 41: 8/4 5/4`; 8/3 moves five pips with 4-1
    let scratch = Scratch::new("cli-validate");
    let file = mutated(
        &scratch,
        "realworld/gnubg-charlot-7p.mat",
        10,
        "8/4 5/4",
        "8/3 5/4",
    );
    bgkit()
        .arg("validate")
        .arg(&file)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(":10:"))
        .stdout(predicate::str::contains("error:"))
        .stdout(predicate::str::contains("8/3 5/4"))
        .stdout(predicate::str::contains("^"));
}

#[test]
fn json_report_has_the_documented_fields() {
    let output = bgkit()
        .args(["validate", "--format", "json"])
        .arg(fixture("realworld/gnubg-charlot-7p.mat"))
        .output()
        .unwrap();
    assert!(output.status.success());
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    for field in [
        "file", "valid", "dialect", "games", "turns", "errors", "warnings",
    ] {
        assert!(report.get(field).is_some(), "no `{field}` in {report}");
    }
    assert_eq!(report["valid"], true);
    assert_eq!(report["games"], 4);
}

#[test]
fn jsonl_gives_one_line_per_file_in_the_order_given_even_in_parallel() {
    let files = [
        "realworld/galaxy-5p.mat",
        "realworld/gnubg-charlot-7p.mat",
        "realworld/bgstudio-5p.mat",
    ];
    let output = bgkit()
        .args(["validate", "--format", "jsonl", "--jobs", "3"])
        .args(files.iter().map(|f| fixture(f)))
        .output()
        .unwrap();
    assert!(output.status.success());
    let reports: Vec<Value> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(reports.len(), 3);
    for (report, file) in reports.iter().zip(files) {
        assert!(
            report["file"]
                .as_str()
                .unwrap()
                .ends_with(Path::new(file).file_name().unwrap().to_str().unwrap())
        );
    }
}

#[test]
fn strict_turns_warnings_into_errors() {
    let file = fixture("realworld/galaxy-5p.mat");
    bgkit().arg("validate").arg(&file).assert().success();
    bgkit()
        .args(["validate", "--strict"])
        .arg(&file)
        .assert()
        .code(1);
}

#[test]
fn a_missing_file_is_an_io_error_with_exit_2() {
    bgkit()
        .args(["validate", "/nonexistent/match.mat"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("/nonexistent/match.mat"));
}

#[test]
fn standard_input_is_read_with_a_dash() {
    let text = std::fs::read(fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    bgkit()
        .args(["validate", "-", "--quiet"])
        .write_stdin(text)
        .assert()
        .success()
        .stdout("");
}

#[test]
fn an_empty_input_is_invalid_not_a_crash() {
    bgkit()
        .args(["validate", "-"])
        .write_stdin("")
        .assert()
        .code(1)
        .stderr(predicate::str::contains("panicked").not());
}

#[test]
fn colour_follows_the_flag_and_no_color() {
    let scratch = Scratch::new("cli-validate");
    let file = mutated(
        &scratch,
        "realworld/gnubg-charlot-7p.mat",
        10,
        "8/4 5/4",
        "8/3 5/4",
    );
    bgkit()
        .args(["validate", "--color", "always"])
        .arg(&file)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("\x1b[1;31m"));
    bgkit()
        .args(["validate", "--color", "never"])
        .arg(&file)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("\x1b[").not());
    // Not a terminal and NO_COLOR set: plain either way
    bgkit()
        .env("NO_COLOR", "1")
        .arg("validate")
        .arg(&file)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("\x1b[").not());
}

#[test]
fn no_progress_bar_is_drawn_when_standard_error_is_not_a_terminal() {
    let output = bgkit()
        .arg("validate")
        .arg(fixture("realworld/galaxy-5p.mat"))
        .arg(fixture("realworld/gnubg-charlot-7p.mat"))
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    // Only the summary line: no bar characters, no carriage returns
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(!stderr.contains('\r') && !stderr.contains('█'));
}

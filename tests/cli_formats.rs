//! One `--format` vocabulary: `table`, `json`, `jsonl` and `csv` wherever the
//! data fits, `jsonl` by default on standard input, several files where one
//! makes sense.

use crate::common::{Scratch, bgkit, fixture};
use predicates::prelude::*;
use serde_json::Value;

/// A valid match and a copy of it with an illegal play on line 10.
fn valid_and_broken(scratch: &Scratch) -> (String, String) {
    let valid = fixture("realworld/gnubg-charlot-7p.mat");
    let text = std::fs::read_to_string(&valid)
        .unwrap()
        .replacen("41: 8/4 5/4", "41: 8/3 5/4", 1);
    let broken = scratch.file("broken.mat", text);
    (valid.display().to_string(), broken.display().to_string())
}

fn lines_of(stdout: &[u8]) -> Vec<Value> {
    String::from_utf8_lossy(stdout)
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect()
}

#[test]
fn validate_csv_has_one_row_per_diagnostic() {
    // Given a valid and an invalid transcript
    let scratch = Scratch::new("formats-validate-csv");
    let (valid, broken) = valid_and_broken(&scratch);

    // When validated as CSV
    let output = bgkit()
        .args(["validate", "--format", "csv", &valid, &broken])
        .output()
        .unwrap();

    // Then the header names the columns and the one error is one row; the
    // valid file has no row
    assert_eq!(output.status.code(), Some(1));
    let text = String::from_utf8(output.stdout).unwrap();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows[0], "file,line,column,game,kind,severity,message");
    assert_eq!(rows.len(), 2, "{text}");
    assert!(
        rows[1].starts_with(&format!("{broken},10,14,1,illegal-play,error,")),
        "{}",
        rows[1]
    );
    // The message holds commas, so it is quoted
    assert!(
        rows[1].contains(",\"charlot1 rolled 4-1: 5/4 needs 1 pip"),
        "{}",
        rows[1]
    );
}

#[test]
fn validate_reads_standard_input_as_json_lines_unless_told_otherwise() {
    // Given a transcript on standard input
    let text = std::fs::read(fixture("realworld/gnubg-charlot-7p.mat")).unwrap();

    // When validated with no format, Then one JSON line comes out
    let output = bgkit()
        .arg("validate")
        .write_stdin(text.clone())
        .output()
        .unwrap();
    assert!(output.status.success());
    let lines = lines_of(&output.stdout);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["valid"], true);
    assert_eq!(lines[0]["file"], "-");

    // And `--format table` (or its old name `text`) gives the report for people
    for name in ["table", "text"] {
        bgkit()
            .args(["validate", "--format", name, "-"])
            .write_stdin(text.clone())
            .assert()
            .success()
            .stdout(predicate::str::starts_with(
                "-: ok (GNU Backgammon, 4 games",
            ));
    }
}

#[test]
fn quiet_json_lines_leave_out_files_with_nothing_to_say() {
    let scratch = Scratch::new("formats-validate-quiet");
    let (valid, broken) = valid_and_broken(&scratch);
    let output = bgkit()
        .args(["validate", "--format", "jsonl", "--quiet", &valid, &broken])
        .output()
        .unwrap();
    let lines = lines_of(&output.stdout);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["file"], broken.as_str());
}

#[test]
fn export_of_several_files_is_an_array_of_documents_each_naming_its_file() {
    // Given two transcripts
    let first = fixture("realworld/gnubg-charlot-7p.mat");
    let second = fixture("realworld/gnubg-roll-then-resign-1p.mat");

    // When exported together
    let output = bgkit()
        .arg("export")
        .arg(&first)
        .arg(&second)
        .output()
        .unwrap();
    assert!(output.status.success());
    let value: Value = serde_json::from_slice(&output.stdout).unwrap();

    // Then each file is one document of the array, in order, each the same as
    // when exported alone, with its file name
    let documents = value.as_array().unwrap();
    assert_eq!(documents.len(), 2);
    for (document, path) in documents.iter().zip([&first, &second]) {
        let alone: Value =
            serde_json::from_slice(&bgkit().arg("export").arg(path).output().unwrap().stdout)
                .unwrap();
        let mut named = alone.clone();
        named["file"] = path.display().to_string().into();
        assert_eq!(document, &named);
    }
}

#[test]
fn export_json_lines_of_several_files_name_the_file_on_every_line() {
    let first = fixture("realworld/gnubg-roll-then-resign-1p.mat");
    let second = fixture("realworld/gnubg-charlot-7p.mat");
    let output = bgkit()
        .args(["export", "--format", "jsonl"])
        .arg(&first)
        .arg(&second)
        .output()
        .unwrap();
    assert!(output.status.success());
    let lines = lines_of(&output.stdout);
    // The 1-point match has three rolls and a result
    assert_eq!(lines[0]["file"], first.display().to_string());
    assert_eq!(lines[3]["kind"], "result");
    assert_eq!(lines[4]["file"], second.display().to_string());
    assert!(lines.iter().all(|line| line["file"].is_string()));
}

#[test]
fn export_reads_standard_input_as_json_lines() {
    let text = std::fs::read(fixture("realworld/gnubg-roll-then-resign-1p.mat")).unwrap();
    let output = bgkit().arg("export").write_stdin(text).output().unwrap();
    assert!(output.status.success());
    let lines = lines_of(&output.stdout);
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[0]["game"], 1);
    assert_eq!(lines[0]["roll"], serde_json::json!([6, 2]));
    assert!(lines[0].get("file").is_none());
}

#[test]
fn export_table_and_csv_give_one_row_per_turn_and_result() {
    // Given the 1-point match: charlot2 plays 6-2, charlot1 hits with 6-2,
    // charlot2 rolls 5-1 and resigns
    let path = fixture("realworld/gnubg-roll-then-resign-1p.mat");

    // When exported as CSV
    let output = bgkit()
        .args(["export", "--format", "csv"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();

    // Then each turn is a row with one value per cell, and the result a row of its own
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(
        rows[0],
        "game,turn,player,name,kind,roll,play,hits,cube,points,pips,opponent_pips,position,line"
    );
    assert_eq!(
        rows[1],
        "1,1,1,charlot2,move,6-2,24/18 13/11,0,,,167,167,4HPwATDgc/ABMA,7"
    );
    assert!(
        rows[2].starts_with("1,2,0,charlot1,move,6-2,24/22 13/7*,1,,,167,159,"),
        "{}",
        rows[2]
    );
    assert!(
        rows[3].starts_with("1,3,1,charlot2,resign,5-1,"),
        "{}",
        rows[3]
    );
    assert!(
        rows[4].starts_with("1,,0,charlot1,result (resign),,,,,1,"),
        "{}",
        rows[4]
    );
    assert_eq!(rows.len(), 5);

    // And the table has the same cells
    bgkit()
        .args(["export", "--format", "table"])
        .arg(&path)
        .assert()
        .success()
        .stdout(predicate::str::contains("| 24/18 13/11 "))
        .stdout(predicate::str::contains("| opponent_pips |"));
}

#[test]
fn export_svg_dir_takes_one_transcript() {
    let scratch = Scratch::new("formats-svg-several");
    let path = fixture("realworld/gnubg-roll-then-resign-1p.mat");
    bgkit()
        .arg("export")
        .arg(&path)
        .arg(&path)
        .arg("--svg-dir")
        .arg(scratch.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains("one transcript"));
}

#[test]
fn export_of_several_files_skips_an_invalid_one_and_exits_1() {
    let scratch = Scratch::new("formats-export-invalid");
    let (valid, broken) = valid_and_broken(&scratch);
    let output = bgkit().args(["export", &broken, &valid]).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let value: Value = serde_json::from_slice(&output.stdout).unwrap();
    let documents = value.as_array().unwrap();
    assert_eq!(documents.len(), 1);
    assert_eq!(documents[0]["file"], valid.as_str());
    assert!(String::from_utf8_lossy(&output.stderr).contains("broken.mat: not exported"));
}

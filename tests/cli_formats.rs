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
fn validate_csv_has_one_row_per_diagnostic_and_one_for_a_file_without_any() {
    // Given a valid and an invalid transcript
    let scratch = Scratch::new("formats-validate-csv");
    let (valid, broken) = valid_and_broken(&scratch);

    // When validated as CSV
    let output = bgkit()
        .args(["validate", "--format", "csv", &valid, &broken])
        .output()
        .unwrap();

    // Then the header names the columns, the valid file is one `ok` row with
    // the other cells empty, and the one error is one row
    assert_eq!(output.status.code(), Some(1));
    let text = String::from_utf8(output.stdout).unwrap();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows[0], "file,line,column,game,kind,severity,message");
    assert_eq!(rows.len(), 3, "{text}");
    assert_eq!(rows[1], format!("{valid},,,,,ok,"));
    assert!(
        rows[2].starts_with(&format!("{broken},10,14,1,illegal-play,error,")),
        "{}",
        rows[2]
    );
    // The message holds commas, so it is quoted
    assert!(
        rows[2].contains(",\"charlot1 rolled 4-1: 5/4 needs 1 pip"),
        "{}",
        rows[2]
    );
}

#[test]
fn validate_csv_lists_every_file_checked_and_quiet_leaves_out_the_clean_ones() {
    // Given a valid transcript, one with a warning only, and an invalid one
    let scratch = Scratch::new("formats-validate-csv-files");
    let (valid, broken) = valid_and_broken(&scratch);
    let warned = fixture("realworld/galaxy-5p.mat").display().to_string();
    let files = [valid.as_str(), warned.as_str(), broken.as_str()];

    for (quiet, listed) in [(false, &files[..]), (true, &files[1..])] {
        // When validated as CSV, with and without --quiet
        let mut command = bgkit();
        command.args(["validate", "--format", "csv"]).args(files);
        if quiet {
            command.arg("--quiet");
        }
        let output = command.output().unwrap();

        // Then each file checked has a row, in the order given, severity `ok`
        // for the clean one; --quiet keeps the files with something to say
        let text = String::from_utf8(output.stdout).unwrap();
        let mut named: Vec<&str> = text
            .lines()
            .skip(1)
            .map(|row| row.split(',').next().unwrap())
            .collect();
        named.dedup();
        assert_eq!(named, listed, "{text}");
        let ok_rows = text.lines().filter(|row| row.contains(",ok,")).count();
        assert_eq!(ok_rows, usize::from(!quiet), "{text}");
    }
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
    // The 1-point match is its match line, its game line, three rolls and a
    // result
    assert_eq!(lines[0]["file"], first.display().to_string());
    assert_eq!(lines[0]["kind"], "match");
    assert_eq!(lines[5]["kind"], "result");
    assert_eq!(lines[6]["file"], second.display().to_string());
    assert_eq!(lines[6]["kind"], "match");
    assert!(lines.iter().all(|line| line["file"].is_string()));
}

#[test]
fn export_reads_standard_input_as_json_lines() {
    let text = std::fs::read(fixture("realworld/gnubg-roll-then-resign-1p.mat")).unwrap();
    let output = bgkit().arg("export").write_stdin(text).output().unwrap();
    assert!(output.status.success());
    let lines = lines_of(&output.stdout);
    // The match, its one game, three rolls and a result
    assert_eq!(lines.len(), 6);
    assert_eq!(lines[0]["kind"], "match");
    assert_eq!(lines[1]["kind"], "game");
    assert_eq!(lines[2]["game"], 1);
    assert_eq!(lines[2]["roll"], serde_json::json!([6, 2]));
    assert!(lines.iter().all(|line| line.get("file").is_none()));
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

/// The rows of a CSV output, each split at its commas (no field here is quoted).
fn csv_rows(args: &[&str], stdin: &str) -> Vec<Vec<String>> {
    let output = bgkit().args(args).write_stdin(stdin).output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| line.split(',').map(String::from).collect())
        .collect()
}

#[test]
fn a_batch_of_moves_says_which_position_and_roll_each_play_belongs_to() {
    // Given two positions and rolls on standard input
    let stdin = "start 3-1\nstart 6-5\n";

    // When their plays are listed as a table
    let output = bgkit()
        .args(["moves", "-", "--format", "table"])
        .write_stdin(stdin)
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();

    // Then every row names its position and roll: 16 plays of 3-1, 7 of 6-5
    assert!(
        text.starts_with("| position       | roll | play "),
        "{text}"
    );
    assert_eq!(text.matches("| 4HPwATDgc/ABMA | 3-1  |").count(), 16);
    assert_eq!(text.matches("| 4HPwATDgc/ABMA | 6-5  |").count(), 7);

    // And the CSV has the same columns
    let rows = csv_rows(&["moves", "-", "--format", "csv"], stdin);
    assert_eq!(rows[0], ["position", "roll", "play", "hits", "result"]);
    assert_eq!(rows.len(), 1 + 16 + 7);
}

#[test]
fn race_cells_hold_one_figure_each() {
    // Given a two-checker race (the README's example)
    let xgid = "XGID=------A------------a------:0:0:1:00:0:0:0:0:10";

    // When shown as CSV
    let rows = csv_rows(&["race", xgid, "--format", "csv"], "");

    // Then each JSON figure has its own column, pips as two numbers
    let header = &rows[0];
    let row = &rows[1];
    let cell = |name: &str| row[header.iter().position(|h| h == name).unwrap()].as_str();
    assert_eq!(header.len(), 23);
    assert_eq!(row.len(), 23);
    assert_eq!((cell("pips_on_roll"), cell("pips_opponent")), ("6", "6"));
    assert_eq!((cell("keith_on_roll"), cell("keith_opponent")), ("9", "8"));
    assert_eq!(
        (cell("keith_verdict"), cell("keith_take")),
        ("redouble", "pass")
    );
    assert_eq!(cell("thorp_take"), "take");
    assert_eq!(cell("lead_percent"), "0.00");
    assert_eq!(cell("rule_8_9_12_verdict"), "no double");
    assert_eq!(
        (cell("kleinman_count"), cell("kleinman_win")),
        ("2.000", "0.8413")
    );
    assert_eq!(
        (cell("epc_on_roll"), cell("wastage_opponent")),
        ("10.208", "4.208")
    );
    assert_eq!(cell("bearoff_win"), "0.8125");
    assert_eq!(
        (cell("rule_of_10_behind"), cell("rule_of_10_take")),
        ("0", "take")
    );
}

#[test]
fn shots_give_one_row_per_blot() {
    // Given a position with two opponent blots, on the shooter's 15- and
    // 21-points (the owner's 10 and 4)
    let position = "XGID=-b----E-C---cE-a-c-e-a--B-:0:0:1:00:0:0:0:0:10";
    let value: Value = serde_json::from_slice(
        &bgkit()
            .args(["shots", position, "--format", "json"])
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    let blots = value["blots"].as_array().unwrap();

    // When shown as CSV
    let rows = csv_rows(&["shots", position, "--format", "csv"], "");

    // Then each blot has a row with its own point, shots and rolls, beside the
    // position's totals
    assert_eq!(
        rows[0],
        [
            "position",
            "hitting_rolls",
            "probability",
            "double_hit_rolls",
            "blot_point",
            "blot_owner_point",
            "blot_hitting_rolls",
            "blot_rolls"
        ]
    );
    assert_eq!(blots.len(), 2);
    assert_eq!(rows.len(), 1 + blots.len());
    for (row, blot) in rows[1..].iter().zip(blots) {
        assert_eq!(row[1], value["hitting_rolls"].to_string());
        assert_eq!(row[4], blot["point"].to_string());
        assert_eq!(row[5], blot["owner_point"].to_string());
        assert_eq!(row[6], blot["hitting_rolls"].to_string());
        let rolls: Vec<String> = blot["rolls"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r.as_str().unwrap().to_string())
            .collect();
        assert_eq!(row[7], rolls.join(" "));
    }
}

//! `bgkit validate`: reports, formats, exit codes, parallel runs, colour.

use crate::common::{
    Scratch, UTF16_FILES, bgkit, fixture, match_archive, utf16, validate_utf16_directory,
};
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
            "gnubg-charlot-7p.mat: ok (GNU Backgammon, 4 games, 197 turns)",
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
fn allow_leaves_out_the_warnings_of_a_kind_and_never_an_error() {
    // Given a valid transcript whose one warning is a writer's habit (it
    // never marks hits), and the same with an illegal play
    let scratch = Scratch::new("allow");
    let file = fixture("realworld/galaxy-5p.mat");
    let broken = mutated(
        &scratch,
        "realworld/gnubg-charlot-7p.mat",
        9,
        "24/18",
        "24/17",
    );
    let report = |args: &[&str]| -> Value {
        let out = bgkit()
            .arg("validate")
            .args(args)
            .arg("--format")
            .arg("json")
            .output();
        serde_json::from_slice(&out.unwrap().stdout).unwrap()
    };

    // When its kind is allowed, Then the warning is left out, and `--strict`
    // finds nothing left to count as an error
    assert_eq!(
        report(&[file.to_str().unwrap()])["warnings"][0]["kind"],
        "writer-quirk"
    );
    let allowed = report(&["--allow", "writer-quirk", file.to_str().unwrap()]);
    assert_eq!(allowed["warnings"], serde_json::json!([]));
    assert_eq!(allowed["valid"], true);
    let strict = ["validate", "--strict", "--allow", "hit-marks,writer-quirk"];
    bgkit().args(strict).arg(&file).assert().success();

    // When another kind is allowed, Then the warning stays and `--strict`
    // counts it
    let other = report(&[
        "--allow",
        "hit-marks",
        "--allow",
        "unfinished",
        file.to_str().unwrap(),
    ]);
    assert_eq!(other["warnings"][0]["kind"], "writer-quirk");
    bgkit()
        .args(["validate", "--strict", "--allow", "hit-marks"])
        .arg(&file)
        .assert()
        .code(1);

    // When an error's kind is allowed, Then the error stays
    bgkit()
        .args(["validate", "--allow", "illegal-play"])
        .arg(&broken)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("[illegal-play]"));

    // When a name is no kind, Then it is a usage error naming the kinds
    bgkit()
        .args(["validate", "--allow", "writer-quirks"])
        .arg(&file)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("writer-quirk"));
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

/// Every `.mat` file directly under `fixtures/dir`.
fn transcripts_in(dir: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(fixture(dir))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "mat"))
        .collect();
    files.sort();
    files
}

#[test]
fn the_json_report_summarises_each_match_as_the_export_counts_it() {
    // Given every dialect sample and real transcript that exports
    let mut files = transcripts_in("dialects");
    files.extend(transcripts_in("realworld"));
    let mut checked = 0;
    for file in files {
        let export = bgkit().arg("export").arg(&file).output().unwrap();
        if !export.status.success() {
            continue;
        }
        let exported: Value = serde_json::from_slice(&export.stdout).unwrap();
        if exported["games"].as_array().unwrap().is_empty() {
            continue;
        }

        // When validated as JSON
        let output = bgkit()
            .args(["validate", "--format", "json"])
            .arg(&file)
            .output()
            .unwrap();
        let report: Value = serde_json::from_slice(&output.stdout).unwrap();

        // Then its one match has the export's players and length, and each
        // game the export's winner, points and way of winning
        let name = file.display();
        let matches = report["matches"].as_array().unwrap();
        assert_eq!(matches.len(), 1, "{name}");
        let summary = &matches[0];
        assert_eq!(summary["players"], exported["players"], "{name}");
        assert_eq!(summary["length"], exported["length"], "{name}");
        let games = summary["games"].as_array().unwrap();
        let exported_games = exported["games"].as_array().unwrap();
        assert_eq!(games.len(), exported_games.len(), "{name}");
        let mut score = [0u64, 0];
        for (game, exported_game) in games.iter().zip(exported_games) {
            let result = &exported_game["result"];
            assert_eq!(game["number"], exported_game["number"], "{name}");
            if result.is_null() {
                assert!(game["winner"].is_null(), "{name}");
                continue;
            }
            assert_eq!(game["winner"], result["winner"], "{name}");
            assert_eq!(game["points"], result["points"], "{name}");
            assert_eq!(game["how"], result["how"], "{name}");
            score[result["winner"].as_u64().unwrap() as usize] +=
                result["points"].as_u64().unwrap();
        }

        // And the final score adds up the games (a match that starts at 0-0)
        if exported_games[0]["score"] == serde_json::json!([0, 0]) {
            assert_eq!(summary["score"], serde_json::json!(score), "{name}");
        }
        let length = summary["length"].as_u64().unwrap();
        let winner = score.iter().position(|&s| length > 0 && s >= length);
        assert_eq!(summary["winner"], serde_json::json!(winner), "{name}");
        checked += 1;
    }
    assert!(checked >= 15, "only {checked} transcripts checked");
}

#[test]
fn the_text_report_has_one_line_with_the_match_result() {
    // Given GNU Backgammon's 5-point match won 5-2 by lasse over klara, and a
    // money session
    let galaxy = fixture("realworld/galaxy-5p.mat");
    let money = fixture("realworld/gnubg-export-money-s1035-noisy.mat");

    // When validated, Then each `ok` line is followed by the match's result
    bgkit()
        .arg("validate")
        .arg(&galaxy)
        .arg(&money)
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "(Backgammon Galaxy, 4 games, 209 turns, 1 warning)\n  lasse won the 5-point match 5-2 against klara in 4 games\n",
        ))
        .stdout(predicate::str::contains(
            "(GNU Backgammon, 4 games, 172 turns)\n  money play: alpha 3, beta 1 after 4 games\n",
        ));
}

#[test]
fn an_error_in_the_last_game_brings_no_warning_that_the_match_is_unfinished() {
    // Given the 7-point match with an illegal play in its last game, which has
    // its result line
    let scratch = Scratch::new("validate-follow-on");
    let file = mutated(
        &scratch,
        "realworld/gnubg-charlot-7p.mat",
        108,
        "9/6",
        "9/5",
    );

    // When validated
    let output = bgkit()
        .args(["validate", "--format", "json"])
        .arg(&file)
        .output()
        .unwrap();
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();

    // Then the error is reported and nothing follows from it: the replay's
    // short count does not make the match unfinished
    assert_eq!(report["errors"].as_array().unwrap().len(), 1);
    assert_eq!(report["errors"][0]["kind"], "illegal-play");
    assert_eq!(report["warnings"], serde_json::json!([]));
    let games = report["matches"][0]["games"].as_array().unwrap();
    assert!(games.last().unwrap()["winner"].is_null());
}

#[test]
fn a_transcript_that_really_stops_early_is_still_called_unfinished() {
    // Given the 7-point match without its last game
    let scratch = Scratch::new("validate-unfinished");
    let text = std::fs::read_to_string(fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    let cut = text.find(" Game 4").unwrap();
    let file = scratch.file("cut.mat", &text[..cut]);

    // When validated, Then the match is called unfinished at its real score
    bgkit()
        .arg("validate")
        .arg(&file)
        .assert()
        .success()
        .stdout(predicate::str::contains("[unfinished]"))
        .stdout(predicate::str::contains(
            "7-point match unfinished: charlot1 6, charlot2 2 after 3 games",
        ));
}

#[test]
fn a_directory_is_walked_for_its_match_records_in_name_order() {
    // Given an archive with a README.md, notes and a hidden draft beside two
    // matches, one of them in a subdirectory
    let scratch = Scratch::new("cli-validate-walk");
    let dir = match_archive(&scratch);

    // When the directory is validated
    let output = bgkit().arg("validate").arg(&dir).output().unwrap();

    // Then the two matches are checked, in name order, and nothing else
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let text = String::from_utf8_lossy(&output.stdout);
    let checked: Vec<&str> = text
        .lines()
        .filter_map(|line| line.split_once(": ok").map(|(file, _)| file))
        .collect();
    assert_eq!(
        checked,
        [
            dir.join("2024/two.MAT").display().to_string(),
            dir.join("charlot.mat").display().to_string(),
        ]
    );
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("checked 2 files"),
        "{output:?}"
    );
}

#[test]
fn a_glob_chooses_the_files_a_walked_directory_gives_validate() {
    // Given the same archive
    let scratch = Scratch::new("cli-validate-glob");
    let dir = match_archive(&scratch);

    // When only the capitalised match is asked for, Then it alone is checked
    let output = bgkit()
        .args(["validate", "--format", "jsonl", "--glob", "*.MAT"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let files: Vec<String> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| {
            let report: Value = serde_json::from_str(line).unwrap();
            report["file"].as_str().unwrap().to_string()
        })
        .collect();
    assert_eq!(files, [dir.join("2024/two.MAT").display().to_string()]);
}

#[test]
fn a_utf16_transcript_in_a_directory_is_checked_and_its_lines_shown() {
    // Given a directory with a transcript saved as UTF-16, both byte orders,
    // with and without the byte order mark, one play made illegal (line 10: `8/4 5/4` moves 8/3 instead)
    let scratch = Scratch::new("cli-validate-utf16");
    let text = std::fs::read_to_string(fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    let broken = text.replacen(" 4) 41: 8/4 5/4", " 4) 41: 8/3 5/4", 1);
    assert_ne!(broken, text, "line 10 holds the play");

    // When the directory is validated
    let output = validate_utf16_directory(&scratch, &broken, "mat");

    // Then both files are read, the play found at its line, and the line
    // shown as it reads
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    for name in UTF16_FILES.map(|name| format!("{name}.mat")) {
        assert!(stdout.contains(&format!("{name}:10:")), "{stdout}");
    }
    assert_eq!(stdout.matches("  4) 41: 8/3 5/4").count(), 4, "{stdout}");
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("checked 4 files (4 invalid)"),
        "{output:?}"
    );
}

#[test]
fn a_utf16_transcript_on_standard_input_reads_as_its_utf8_text() {
    // Given a valid transcript as UTF-16
    let text = std::fs::read_to_string(fixture("realworld/gnubg-charlot-7p.mat")).unwrap();

    // When it is validated from standard input, and as UTF-8
    let report = |bytes: Vec<u8>| -> Value {
        let output = bgkit()
            .args(["validate", "--format", "json", "-"])
            .write_stdin(bytes)
            .output()
            .unwrap();
        serde_json::from_slice(&output.stdout).unwrap()
    };
    let (from_utf16, from_utf8) = (report(utf16(&text, false)), report(text.into_bytes()));

    // Then the reports agree: valid, with the same games
    assert_eq!(from_utf16["valid"], true, "{from_utf16}");
    assert_eq!(from_utf16["matches"], from_utf8["matches"]);
    assert_eq!(from_utf16["turns"], from_utf8["turns"]);
}

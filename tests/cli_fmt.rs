//! `bgkit fmt`: canonical text on standard output, `--check`, `--in-place`,
//! and files it cannot rewrite.

use crate::common::{Scratch, bgkit, fixture, json_of};
use bgkit::transcript::{read_match, same_match, validate};
use predicates::prelude::*;
use std::path::{Path, PathBuf};

/// A copy of a fixture in `dir`.
fn copy(dir: &Path, path: &str) -> PathBuf {
    let target = dir.join(Path::new(path).file_name().unwrap());
    std::fs::copy(fixture(path), &target).unwrap();
    target
}

/// The file names in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A transcript that reads but breaks a rule: line 10 plays 8/3 with 4-1.
const ILLEGAL: (&str, &str) = ("41: 8/4 5/4", "41: 8/3 5/4");

#[test]
fn every_dialect_is_printed_in_canonical_form_that_validates() {
    for name in [
        "dialects/extreme-gammon.mat",
        "dialects/backgammon-studio.mat",
        "dialects/gamesgrid.mat",
        "realworld/galaxy-5p.mat",
        "dialects/plain-record.txt",
    ] {
        // Given a transcript written by some program
        let original = std::fs::read(fixture(name)).unwrap();

        // When formatted to standard output
        let output = bgkit().arg("fmt").arg(fixture(name)).output().unwrap();

        // Then it succeeds with text that validates and holds the same match
        assert!(
            output.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let report = validate(&output.stdout);
        assert!(report.valid, "{name}: {:#?}", report.errors);
        let before = read_match(&original).unwrap();
        let after = read_match(&output.stdout).unwrap();
        assert_eq!(same_match(&before, &after), Ok(()), "{name}");
        assert_ne!(output.stdout, original, "{name} was already canonical");
    }
}

/// The dialect `validate --format json` reports for the transcript `text`.
fn dialect_of(text: &[u8]) -> String {
    let output = bgkit()
        .args(["validate", "-", "--format", "json"])
        .write_stdin(text)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    report["dialect"].as_str().unwrap().to_string()
}

#[test]
fn a_formatted_transcript_keeps_the_dialect_of_its_writer() {
    // Given transcripts of several writers, GNU Backgammon's among them, and
    // one of no writer in particular; and the dialect each was read as
    let table = [
        ("realworld/gnubg-charlot-7p.mat", "gnubg"),
        ("realworld/gnubg-export-m05-s1030-plain.mat", "gnubg"),
        ("dialects/gnubg.mat", "gnubg"),
        ("dialects/generic.mat", "generic"),
        ("dialects/extreme-gammon.mat", "extreme-gammon"),
        ("dialects/dailygammon.mat", "daily-gammon"),
        ("realworld/galaxy-5p.mat", "galaxy"),
    ];
    for (name, dialect) in table {
        let path = fixture(name).display().to_string();
        let before = json_of(&["validate", &path, "--format", "json"]);
        assert_eq!(before["dialect"], dialect, "{name} as read");

        // When formatted
        let output = bgkit().args(["fmt", &path]).output().unwrap();
        assert!(output.status.success(), "{name}");

        // Then the text validates as the same writer's
        assert_eq!(dialect_of(&output.stdout), dialect, "{name} after fmt");
    }
}

#[test]
fn a_gnubg_match_with_no_habit_left_to_show_reads_back_as_generic() {
    // Given GNU Backgammon's match of one game that never enters, bears off
    // or wins more than a point: only its trailing spaces tell its writer
    let path = fixture("realworld/gnubg-roll-then-resign-1p.mat");
    let original = std::fs::read(&path).unwrap();
    assert_eq!(dialect_of(&original), "gnubg");

    // When formatted, which writes no trailing spaces
    let output = bgkit().arg("fmt").arg(&path).output().unwrap();

    // Then nothing is left to tell the writer by, as README says
    assert_eq!(dialect_of(&output.stdout), "generic");
}

#[test]
fn standard_input_is_formatted_too() {
    let text = " 1 point match\n\n Game 1\n a : 0   b : 0\n  1) 13: 6/5 8/5\n";
    bgkit()
        .args(["fmt", "-"])
        .write_stdin(text)
        .assert()
        .success()
        .stdout(predicate::str::contains("  1) 31: 8/5 6/5\n"));
}

#[test]
fn check_passes_a_canonical_file_and_lists_the_others() {
    // Given a canonical file (fmt's own output) and a fixture as eXtreme Gammon wrote it
    let scratch = Scratch::new("cli-fmt-check");
    let dir = scratch.path();
    let untidy = copy(dir, "dialects/extreme-gammon.mat");
    let output = bgkit().arg("fmt").arg(&untidy).output().unwrap();
    let canonical = dir.join("canonical.mat");
    std::fs::write(&canonical, &output.stdout).unwrap();

    // When checked, Then the canonical one passes quietly
    bgkit()
        .args(["fmt", "--check"])
        .arg(&canonical)
        .assert()
        .success()
        .stdout("");

    // And the other fails, named on standard output, and is not touched
    let before = std::fs::read(&untidy).unwrap();
    bgkit()
        .args(["fmt", "--check"])
        .arg(&canonical)
        .arg(&untidy)
        .assert()
        .code(1)
        .stdout(format!("{}\n", untidy.display()));
    assert_eq!(std::fs::read(&untidy).unwrap(), before);
}

#[test]
fn in_place_rewrites_the_file_and_leaves_nothing_else_behind() {
    // Given a copy of a DailyGammon transcript
    let scratch = Scratch::new("cli-fmt-in-place");
    let dir = scratch.path();
    let file = copy(dir, "dialects/dailygammon.mat");
    let printed = bgkit().arg("fmt").arg(&file).output().unwrap().stdout;

    // When formatted in place
    bgkit()
        .args(["fmt", "--in-place"])
        .arg(&file)
        .assert()
        .success()
        .stdout("");

    // Then the file holds what fmt prints, passes --check, and no temporary
    // file is left in the directory
    assert_eq!(std::fs::read(&file).unwrap(), printed);
    bgkit()
        .args(["fmt", "--check"])
        .arg(&file)
        .assert()
        .success();
    assert_eq!(listing(dir), ["dailygammon.mat"]);
}

#[cfg(unix)]
#[test]
fn in_place_keeps_the_files_permissions() {
    use std::os::unix::fs::PermissionsExt;

    // Given a read-only-for-others copy
    let scratch = Scratch::new("cli-fmt-permissions");
    let dir = scratch.path();
    let file = copy(dir, "dialects/foxamon.mat");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).unwrap();

    // When formatted in place
    bgkit().args(["fmt", "-i"]).arg(&file).assert().success();

    // Then the mode is as it was
    let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
}

#[test]
fn in_place_leaves_a_file_it_cannot_parse_untouched_and_exits_1() {
    // Given a file that is no transcript, one that breaks a rule, and a good one
    let scratch = Scratch::new("cli-fmt-untouched");
    let dir = scratch.path();
    let garbage = dir.join("notes.mat");
    std::fs::write(&garbage, "shopping list\n 2 eggs\n").unwrap();
    let illegal = dir.join("illegal.mat");
    let text = std::fs::read_to_string(fixture("realworld/gnubg-charlot-7p.mat")).unwrap();
    std::fs::write(&illegal, text.replacen(ILLEGAL.0, ILLEGAL.1, 1)).unwrap();
    let good = copy(dir, "dialects/opengammon.mat");
    let good_before = std::fs::read(&good).unwrap();

    // When all three are formatted in place
    bgkit()
        .args(["fmt", "--in-place"])
        .arg(&garbage)
        .arg(&illegal)
        .arg(&good)
        .assert()
        .code(1)
        .stderr(predicate::str::contains("notes.mat:1:1: error:"))
        .stderr(predicate::str::contains("illegal.mat:10:"))
        .stderr(predicate::str::contains("not rewritten").count(2));

    // Then the two it cannot parse are byte for byte as they were, the good one
    // is rewritten, and nothing else is in the directory
    assert_eq!(
        std::fs::read_to_string(&garbage).unwrap(),
        "shopping list\n 2 eggs\n"
    );
    assert_eq!(
        std::fs::read_to_string(&illegal).unwrap(),
        text.replacen(ILLEGAL.0, ILLEGAL.1, 1)
    );
    assert_ne!(std::fs::read(&good).unwrap(), good_before);
    assert_eq!(listing(dir), ["illegal.mat", "notes.mat", "opengammon.mat"]);
}

#[test]
fn check_reports_a_file_it_cannot_parse() {
    let scratch = Scratch::new("cli-fmt-check-invalid");
    let dir = scratch.path();
    let file = dir.join("empty.mat");
    std::fs::write(&file, "").unwrap();
    bgkit()
        .args(["fmt", "--check"])
        .arg(&file)
        .assert()
        .code(1)
        .stderr(predicate::str::contains("not rewritten"));
}

#[test]
fn in_place_needs_files_and_excludes_check() {
    bgkit()
        .args(["fmt", "--in-place", "-"])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--in-place needs file names"));
    bgkit()
        .args(["fmt", "--in-place", "--check", "x.mat"])
        .assert()
        .code(2);
}

#[test]
fn header_values_and_names_are_rewritten_exactly_as_read() {
    // Given valid files with a header value ending in a space (an XG export)
    // and a NUL inside a player's name
    for path in [
        "realworld/xg/pipandlove-bg-db-xg-text-crlf-empty-site_11pt.mat",
        "hostile/nul-in-names.mat",
    ] {
        // When formatted
        let output = bgkit().arg("fmt").arg(fixture(path)).output().unwrap();

        // Then the text is rewritten, and reads back as the same match
        assert!(
            output.status.success(),
            "{path}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let original = read_match(&std::fs::read(fixture(path)).unwrap()).unwrap();
        let rewritten = read_match(&output.stdout).unwrap();
        assert!(validate(&output.stdout).valid, "{path}");
        same_match(&original, &rewritten).unwrap();
    }
}

#[test]
fn a_line_that_grows_past_the_line_limit_as_written_is_refused_as_not_writable() {
    // Given a valid Latin-1 transcript whose event header holds 9,000 `é`
    // (one byte each there, two in UTF-8, which `fmt` writes)
    let mut text = b"; [Event \"".to_vec();
    text.extend(std::iter::repeat_n(0xE9, 9_000));
    text.extend_from_slice(
        b"\"]\n\n 1 point match\n\n Game 1\n Ann : 0                        Bob : 0\n  1) 31: 8/5 6/5                 42: 8/4 6/4\n      Wins 1 point and the match\n",
    );
    let scratch = Scratch::new("fmt-long-line");
    let file = scratch.file("long.mat", &text);
    bgkit()
        .args(["validate", "-q"])
        .arg(&file)
        .assert()
        .success();

    // When rewritten; Then it is refused as not writable, saying which line
    // and why, not as a bug
    bgkit()
        .arg("fmt")
        .arg(&file)
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::contains(
            "not rewritten: line 1 would be 18012 bytes long written as .mat, and transcript lines are at most 16384 bytes",
        ))
        .stderr(predicate::str::contains("bug").not());
}

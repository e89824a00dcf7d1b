//! `bgkit validate` reads files as streams: source lines under diagnostics are
//! read again from the file (or kept from standard input), and parallel runs
//! print what a single thread prints.

use crate::common::{Scratch, bgkit, fixture};
use assert_cmd::Command;
use std::path::PathBuf;

/// A file `name` in `scratch` holding a fixture with its first `from` replaced by `to`.
#[track_caller]
fn broken(scratch: &Scratch, path: &str, from: &str, to: &str, name: &str) -> PathBuf {
    let text = std::fs::read_to_string(fixture(path)).expect("fixture");
    assert!(text.contains(from), "{path} has no `{from}`");
    scratch.file(name, text.replacen(from, to, 1))
}

#[track_caller]
fn stdout_of(command: &mut Command) -> String {
    let output = command.output().expect("bgkit runs");
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

#[test]
fn standard_input_shows_the_same_source_lines_as_a_named_file() {
    // Given a transcript with an illegal play
    let scratch = Scratch::new("validate-streaming-stdin");
    let file = broken(
        &scratch,
        "realworld/gnubg-charlot-7p.mat",
        "8/4 5/4",
        "8/3 5/4",
        "stdin.mat",
    );
    let name = file.display().to_string();

    // When validated by name and through standard input
    let named = stdout_of(bgkit().args(["validate", "--color", "never", &name]));
    let piped = stdout_of(
        bgkit()
            .args(["validate", "--color", "never", "--format", "table", "-"])
            .write_stdin(std::fs::read(&file).expect("scratch file")),
    );

    // Then both show the diagnostic with its source line, differing only in the name
    assert!(named.contains(" | "), "no source line shown:\n{named}");
    assert_eq!(piped, named.replace(&name, "-"));
}

#[test]
fn a_parallel_run_prints_what_one_thread_prints() {
    // Given valid and invalid transcripts mixed
    let scratch = Scratch::new("validate-streaming-parallel");
    let files = [
        fixture("realworld/galaxy-5p.mat"),
        broken(
            &scratch,
            "realworld/gnubg-charlot-7p.mat",
            "8/4 5/4",
            "8/3 5/4",
            "one.mat",
        ),
        fixture("realworld/bgstudio-5p.mat"),
        broken(
            &scratch,
            "realworld/gnubg-charlot-7p.mat",
            "8/4 5/4",
            "8/2 5/4",
            "two.mat",
        ),
        fixture("realworld/gnubg-charlot-7p.mat"),
    ];

    // When validated on one thread and on three
    let run = |jobs: &str| {
        stdout_of(
            bgkit()
                .args(["validate", "--color", "never", "--jobs", jobs])
                .args(&files),
        )
    };
    let one = run("1");
    let three = run("3");

    // Then the output is the same, file by file in the order given
    assert!(one.matches("error:").count() >= 2, "{one}");
    assert_eq!(three, one);
}

#[test]
fn a_clean_match_gets_the_same_report_from_a_file_and_from_standard_input() {
    // Given a clean GNU Backgammon export, which is read whole, and a
    // copy with a wrong score, which does not
    let clean = fixture("gnubg/matches/m05-s1004-noisy.mat");
    let scratch = Scratch::new("validate-streaming-clean");
    let wrong = broken(
        &scratch,
        "gnubg/matches/m05-s1004-noisy.mat",
        " alpha : 1 ",
        " alpha : 2 ",
        "wrong-score.mat",
    );
    for (file, valid) in [(clean, true), (wrong, false)] {
        let name = file.display().to_string();

        // When validated by name and through standard input, as JSON
        let named = stdout_of(bgkit().args(["validate", "--format", "json", &name]));
        let piped = stdout_of(
            bgkit()
                .args(["validate", "--format", "json", "-"])
                .write_stdin(std::fs::read(&file).expect("fixture")),
        );

        // Then the reports are the same but for the name
        assert!(named.contains(&format!("\"valid\": {valid}")), "{named}");
        assert_eq!(piped, named.replace(&name, "-"), "{name}");
    }
}

#[test]
fn a_file_too_long_to_read_whole_is_streamed_to_the_same_report() {
    // Given a transcript with an illegal play after more than 8 MiB of
    // header comments, longer than `validate` reads whole
    let scratch = Scratch::new("validate-streaming-long");
    let comment = format!("; [Note \"{}\"]\n", "x".repeat(100));
    let comments = comment.repeat(8 * 1024 * 1024 / comment.len() + 1);
    let text = std::fs::read_to_string(fixture("realworld/gnubg-charlot-7p.mat")).expect("fixture");
    let broken = text.replacen("8/4 5/4", "8/3 5/4", 1);
    assert_ne!(broken, text);
    let long = scratch.file("long.mat", format!("{comments}{broken}"));
    let short = scratch.file("short.mat", &broken);
    let name = |path: &PathBuf| path.display().to_string();

    // When validated as a file, and the short copy too
    let report =
        |path: &PathBuf| stdout_of(bgkit().args(["validate", "--color", "never", &name(path)]));
    let (long_report, short_report) = (report(&long), report(&short));

    // Then the error is found in the streamed file as in the short one, its
    // line moved down by the comments and shown under it
    let comment_lines = comments.lines().count();
    let line_of = |report: &str, file: &str| -> usize {
        let at = report.find(&format!("{file}:")).expect("a diagnostic") + file.len() + 1;
        let digits: String = report[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().expect("a line number")
    };
    assert!(long_report.contains("error:"), "{long_report}");
    assert_eq!(
        line_of(&long_report, &name(&long)),
        line_of(&short_report, &name(&short)) + comment_lines
    );
    assert!(
        long_report.contains("8/3 5/4"),
        "no source line shown:\n{long_report}"
    );
}

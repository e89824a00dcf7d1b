//! Streaming validation: the same reports whatever the blocks the input comes
//! in, several matches in one input, and hit-mark warnings settled only once
//! the whole input is seen.

use std::fs;
use std::io::BufReader;
use std::path::PathBuf;

use crate::common::fixture;
use bgkit::transcript::{DiagnosticKind, validate, validate_reader};

/// The files under `dir`, in its folders too (the real transcripts are kept
/// in one folder per writer).
fn files_in(dir: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![fixture(dir)];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir).expect("fixture directory") {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                pending.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn corpus_match(name: &str) -> String {
    fs::read_to_string(fixture("gnubg/matches").join(name)).expect("corpus match")
}

#[test]
fn a_stream_read_in_tiny_blocks_gives_the_report_of_the_whole_slice() {
    // Given every dialect, real-world and hostile fixture (CRLF, lone CR, byte
    // order marks, Latin-1 names, overlong lines, binary noise)
    let mut files = files_in("dialects");
    files.extend(files_in("realworld"));
    files.extend(files_in("hostile"));
    assert!(files.len() > 20, "fixtures found: {}", files.len());
    for file in files {
        let data = fs::read(&file).expect("fixture");

        // When validated whole and through buffers of a few bytes, so that
        // lines, line endings and the byte order mark are split across fills
        let whole = validate(&data);
        for capacity in [1, 2, 7, 64] {
            let streamed = validate_reader(BufReader::with_capacity(capacity, &data[..]))
                .expect("reading a slice cannot fail");

            // Then the reports are the same
            assert_eq!(
                streamed,
                whole,
                "{} with {capacity}-byte blocks",
                file.display()
            );
        }
    }
}

#[test]
fn an_sgf_after_blank_space_is_told_alike_whole_and_streamed() {
    // Given a one-game SGF after a little blank space and after more blank
    // space than the format is looked for in
    let sgf = "(;FF[4]GM[6]MI[length:1][game:0][ws:0][bs:0]PW[alpha]PB[beta]RU[Crawford]\n;W[31hefe]\n;B[42qusu])\n";
    for blank in [10, 510, 511, 600, 5000] {
        let data = format!("{}{sgf}", "\n".repeat(blank));

        // When validated whole and streamed
        let whole = validate(data.as_bytes());
        let streamed = validate_reader(BufReader::with_capacity(64, data.as_bytes()))
            .expect("reading a slice cannot fail");

        // Then both read it the same way: as SGF where its `(;` ends within
        // the first 512 bytes, else as a .mat file, which it is not
        assert_eq!(streamed, whole, "{blank} blank lines");
        let told = blank + "(;".len() <= 512;
        assert_eq!(whole.errors.is_empty(), told, "{blank}: {whole:?}");
    }
}

#[test]
fn matches_joined_end_to_end_are_each_checked_from_zero_zero() {
    // Given two complete gnubg matches in one input, each with its header
    let first = corpus_match("m01-s1000-noisy.mat");
    let second = corpus_match("m05-s1004-noisy.mat");
    let joined = format!("{first}{second}");

    // When validated
    let report = validate(joined.as_bytes());
    let one = validate(first.as_bytes());
    let two = validate(second.as_bytes());

    // Then the second match starts at 0-0 like a file of its own, and the
    // report counts the games and turns of both
    assert!(report.valid, "{:#?}", report.errors);
    assert!(one.valid && two.valid);
    assert_eq!(report.games, one.games + two.games);
    assert_eq!(report.turns, one.turns + two.turns);
}

#[test]
fn a_match_header_in_the_middle_of_a_game_ends_that_game() {
    // Given a match cut off after its first turn, followed by a complete match
    let first = corpus_match("m05-s1004-noisy.mat");
    let cut: String = first
        .lines()
        .take_while(|line| !line.starts_with("  2)"))
        .map(|line| format!("{line}\n"))
        .collect();
    let joined = format!("{cut}{}", corpus_match("m01-s1000-noisy.mat"));

    // When validated
    let report = validate(joined.as_bytes());

    // Then the cut match is unfinished (a warning), and the next one is read
    // and replayed as a match of its own
    assert!(report.valid, "{:#?}", report.errors);
    assert!(
        report
            .warnings
            .iter()
            .any(|w| w.kind == DiagnosticKind::Unfinished),
        "{:#?}",
        report.warnings
    );
}

#[test]
fn unmarked_hits_are_reported_when_a_later_game_marks_hits() {
    // Given a match whose first game's `*` marks were removed, while later games keep theirs
    let text = corpus_match("m05-s1004-noisy.mat");
    let second_game = text.find(" Game 2").expect("a second game");
    let (first_game, rest) = text.split_at(second_game);
    let unmarked = format!("{}{rest}", first_game.replace('*', ""));

    // When validated
    let report = validate(unmarked.as_bytes());

    // Then the hits of the first game are reported one by one, as the
    // transcript does mark hits elsewhere
    let hit_marks: Vec<_> = report
        .warnings
        .iter()
        .filter(|w| w.kind == DiagnosticKind::HitMarks)
        .collect();
    assert!(!hit_marks.is_empty(), "{:#?}", report.warnings);
    assert!(
        hit_marks.iter().all(|w| w.game == Some(1)),
        "{hit_marks:#?}"
    );
}

#[test]
fn a_transcript_that_never_marks_hits_gets_one_warning() {
    // Given a match with every `*` removed
    let text = corpus_match("m05-s1004-noisy.mat").replace('*', "");

    // When validated
    let report = validate(text.as_bytes());

    // Then there is one warning for the whole input and none per hit
    assert!(
        report
            .warnings
            .iter()
            .all(|w| w.kind != DiagnosticKind::HitMarks),
        "{:#?}",
        report.warnings
    );
    let never: Vec<_> = report
        .warnings
        .iter()
        .filter(|w| w.message.contains("never marks hits"))
        .collect();
    assert_eq!(never.len(), 1, "{:#?}", report.warnings);
}

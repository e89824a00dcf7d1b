//! Plays of the real-world corpora changed in one place (a die, or one end of
//! a move, one point off), each judged by GNU Backgammon's list of the legal
//! plays of the changed roll: `fixtures/gnubg/changed-plays/GNUBG.jsonl`,
//! written by `scripts/gnubg/changed_plays.py`. bgkit must find every
//! changed play gnubg does not list illegal, on its line, and take every one
//! it lists.

use std::collections::HashMap;

use crate::common::{fixture, fixtures_root};
use bgkit::transcript::{DiagnosticKind, validate};
use serde::Deserialize;

/// One changed play and gnubg's verdict on it.
#[derive(Deserialize)]
struct ChangedPlay {
    /// The transcript, relative to `fixtures/`.
    file: String,
    /// The line changed (from 1), and the bytes of it that changed.
    line: u32,
    start: usize,
    end: usize,
    was: String,
    now: String,
    kind: String,
    roll: String,
    play: String,
    /// The play leaves a board one of gnubg's legal plays leaves.
    legal: bool,
}

/// `text` with `change` made: the line's bytes from `start` to `end`, which
/// must read as `was`, replaced by `now`.
fn changed(text: &[u8], change: &ChangedPlay) -> Vec<u8> {
    let mut lines: Vec<Vec<u8>> = text.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
    let line = &mut lines[change.line as usize - 1];
    assert_eq!(
        &line[change.start..change.end],
        change.was.as_bytes(),
        "{}:{}: the fixture does not match the transcript",
        change.file,
        change.line
    );
    line.splice(change.start..change.end, change.now.bytes());
    lines.join(&b'\n')
}

#[test]
fn every_play_gnubg_does_not_list_is_illegal_on_its_line_and_every_one_it_lists_is_taken() {
    // Given the changed plays of real transcripts, with gnubg's verdicts
    let oracle = std::fs::read_to_string(fixture("gnubg/changed-plays/GNUBG.jsonl")).unwrap();
    let changes: Vec<ChangedPlay> = oracle
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert!(changes.len() > 1000, "{} changes", changes.len());
    let mut texts: HashMap<&str, Vec<u8>> = HashMap::new();
    let mut legal = 0;
    for change in &changes {
        let text = texts
            .entry(&change.file)
            .or_insert_with(|| std::fs::read(fixtures_root().join(&change.file)).unwrap());
        let what = format!(
            "{}:{}: {} {} -> {} ({} {})",
            change.file, change.line, change.kind, change.was, change.now, change.roll, change.play
        );

        // When the transcript with the change is validated
        let report = validate(&changed(text, change));

        // Then a play gnubg lists leaves it valid; any other is its first
        // error, on the changed line: an illegal play, or a move that does
        // not read as one (a move to a higher point)
        if change.legal {
            legal += 1;
            assert!(report.valid, "{what}: {:#?}", report.errors);
            continue;
        }
        let first = report
            .errors
            .first()
            .unwrap_or_else(|| panic!("{what}: valid, but gnubg does not list the play"));
        assert_eq!(first.line, change.line, "{what}: {first}");
        assert!(
            matches!(
                first.kind,
                DiagnosticKind::IllegalPlay | DiagnosticKind::Syntax
            ),
            "{what}: {first}"
        );
    }
    // And both kinds of verdict are there to be held to
    assert!(legal > 0 && legal < changes.len(), "{legal} legal");
}

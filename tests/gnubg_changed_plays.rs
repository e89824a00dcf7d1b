//! Plays of the real-world corpora changed in one place (a die, one end of a
//! move one point off, a move or all of them left out), each judged against
//! GNU Backgammon's list of the legal plays of the changed roll:
//! `fixtures/gnubg/changed-plays/GNUBG.jsonl`, written by
//! `scripts/gnubg/changed_plays.py`. A play whose moves can be made as
//! written to the board of a listed play is legal; any other is an error on
//! its line, but for the readings bgkit keeps with a warning: the last play
//! of a game cut short or left out before its result (a resignation, or the
//! roll that bears off the last checkers) or at the end of a game that
//! stops undecided, and a checker's two moves GNU Backgammon writes in an
//! order that cannot be played (`6/1 1/off` with 5-2), which leave a listed
//! play's board.

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
    /// The moves can be made as written, leaving a board one of gnubg's
    /// legal plays leaves.
    legal: bool,
    /// The moves, made in some order whatever the dice, leave such a board.
    same_board: bool,
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

/// How many moves `play` writes: a chain's steps and a repeat's count each.
fn moves_written(play: &str) -> usize {
    play.split_whitespace()
        .map(|word| {
            let (path, count) = match word.split_once('(') {
                Some((path, count)) => (path, count.trim_end_matches(')').parse().unwrap()),
                None => (word, 1),
            };
            path.matches('/').count() * count
        })
        .sum()
}

/// How many dice `roll` (`62`, `22`) has to play.
fn dice_of(roll: &str) -> usize {
    let bytes = roll.as_bytes();
    if bytes[0] == bytes[1] { 4 } else { 2 }
}

#[test]
fn a_changed_play_is_an_error_on_its_line_unless_its_moves_make_a_play_gnubg_lists() {
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

        // Then a legal play raises no error on its line (a later play may
        // no longer fit the board it leaves); any other is the first error,
        // on its line: an illegal play, or a move that does not read as one
        // (a move to a higher point), unless read with a warning there
        let on_line = |kind: DiagnosticKind| {
            report
                .errors
                .iter()
                .chain(&report.warnings)
                .filter(|d| d.line == change.line && d.kind == kind)
                .map(|d| d.message.as_str())
                .collect::<Vec<_>>()
        };
        if change.legal {
            legal += 1;
            let errors: Vec<_> = report
                .errors
                .iter()
                .filter(|e| e.line == change.line)
                .collect();
            assert!(errors.is_empty(), "{what}: {errors:#?}");
            continue;
        }
        // The warning of a play cut short, or left out, is at the result
        // that ends the game
        let cut_short = report.warnings.iter().any(|w| {
            w.line >= change.line
                && w.kind == DiagnosticKind::WriterQuirk
                && (w.message.contains("read as the play cut short")
                    || w.message.contains("wrote no play before"))
        });
        let merged = change.same_board
            && moves_written(&change.play) <= dice_of(&change.roll)
            && on_line(DiagnosticKind::WriterQuirk)
                .iter()
                .any(|message| message.contains("cannot be played in that order"));
        // A game that stops undecided (a forfeit) may stop in mid-turn
        let stopped = on_line(DiagnosticKind::Unfinished)
            .iter()
            .any(|message| message.contains("stops before it is decided"));
        let read_otherwise = cut_short || merged || stopped;
        if report.valid && read_otherwise {
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

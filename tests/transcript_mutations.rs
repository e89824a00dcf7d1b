//! A legal GNU Backgammon transcript with one thing changed must be rejected,
//! with the error on the changed line.

use std::fs;

use crate::common::fixture;
use bgkit::transcript::{DiagnosticKind, ValidationReport, read_match, validate, write_sgf};

fn charlot() -> String {
    let path = fixture("realworld/gnubg-charlot-7p.mat");
    fs::read_to_string(path).expect("the gnubg fixture is UTF-8")
}

/// Replaces `from` by `to` on 1-based line `line`, which must contain it.
#[track_caller]
fn mutate(text: &str, line: usize, from: &str, to: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let target = &mut lines[line - 1];
    assert!(
        target.contains(from),
        "line {line} is `{target}`, without `{from}`"
    );
    *target = target.replacen(from, to, 1);
    lines.join("\n") + "\n"
}

/// Inserts `new` as 1-based line `line`.
fn insert(text: &str, line: usize, new: &str) -> String {
    let mut lines: Vec<&str> = text.lines().collect();
    lines.insert(line - 1, new);
    lines.join("\n") + "\n"
}

fn column_of(text: &str, line: usize, needle: &str) -> u32 {
    let found = text
        .lines()
        .nth(line - 1)
        .and_then(|l| l.find(needle))
        .expect("needle on line");
    found as u32 + 1
}

#[track_caller]
fn assert_single_error(report: &ValidationReport, line: u32, kind: DiagnosticKind) {
    assert!(!report.valid, "the change went unnoticed");
    assert_eq!(report.errors.len(), 1, "{:#?}", report.errors);
    let error = &report.errors[0];
    assert_eq!((error.line, error.kind), (line, kind), "{error}");
}

#[test]
fn the_unchanged_transcript_is_valid() {
    // Given the real gnubg transcript the mutations start from; Then it is valid,
    // so every error below comes from the change.
    let report = validate(charlot().as_bytes());
    assert!(report.valid, "{:#?}", report.errors);
}

#[test]
fn a_move_whose_distance_matches_no_die_is_an_illegal_play_at_that_move() {
    // Given 3-1 played as 6/5 8/6: two pips, which neither die nor their sum makes
    let text = mutate(&charlot(), 8, "31: 6/5 8/5", "31: 6/5 8/6");

    // When validated
    let report = validate(text.as_bytes());

    // Then the error points at the changed move
    assert_single_error(&report, 8, DiagnosticKind::IllegalPlay);
    assert_eq!(report.errors[0].column, column_of(&text, 8, "8/6"));
    assert!(report.errors[0].hint.is_some(), "legal plays are suggested");
}

#[test]
fn a_play_missing_one_die_is_an_illegal_play() {
    // Given 3-1 played as 24/21 alone although 6/5 was possible
    let text = mutate(&charlot(), 9, "31: 24/21 6/5", "31: 24/21    ");

    // When validated
    let report = validate(text.as_bytes());

    // Then the play is rejected on its line, with legal plays as a hint
    assert_single_error(&report, 9, DiagnosticKind::IllegalPlay);
    let hint = report.errors[0].hint.as_deref().unwrap_or_default();
    assert!(hint.contains('/'), "{hint}");
}

#[test]
fn a_wrong_number_of_points_won_is_a_wrong_result() {
    // Given a single game with the cube at 2 claimed as 3 points
    let text = mutate(&charlot(), 31, "Wins 2 points", "Wins 3 points");

    // When validated
    let report = validate(text.as_bytes());

    // Then the result line is rejected
    assert_single_error(&report, 31, DiagnosticKind::WrongResult);
}

#[test]
fn a_gammon_claimed_as_a_single_game_is_a_wrong_result() {
    // Given game 3, a gammon with the cube at 2 (4 points), written as 2 points
    let text = mutate(&charlot(), 89, "Wins 4 points", "Wins 2 points");

    // When validated
    let report = validate(text.as_bytes());

    // Then the error names the gammon; later games' scores are not blamed
    assert_single_error(&report, 89, DiagnosticKind::WrongResult);
    assert!(
        report.errors[0].message.contains("gammon"),
        "{}",
        report.errors[0].message
    );
}

#[test]
fn a_wrong_score_on_a_game_line_is_reported_at_the_number() {
    // Given game 2 starting at 0-3 although game 1 ended 0-2
    let text = mutate(&charlot(), 34, "charlot2 : 2", "charlot2 : 3");

    // When validated
    let report = validate(text.as_bytes());

    // Then the wrong number is pointed at
    assert_single_error(&report, 34, DiagnosticKind::WrongScore);
    assert_eq!(report.errors[0].column, column_of(&text, 34, "3"));
}

#[test]
fn a_double_in_the_crawford_game_is_rejected() {
    // Given game 4 at 6-2 in a 7-point match (the Crawford game) with a double in it
    let text = mutate(
        &charlot(),
        94,
        "  2) 41: 24/20* 24/23            43: 25/21 8/5* ",
        "  2)  Doubles => 2                Takes",
    );

    // When validated
    let report = validate(text.as_bytes());

    // Then the double is a Crawford error
    assert_single_error(&report, 94, DiagnosticKind::CrawfordDouble);
}

#[test]
fn a_take_after_a_drop_is_an_unexpected_action() {
    // Given a dropped double followed by a take from the same player
    let text = insert(&charlot(), 57, "                                 Takes");

    // When validated
    let report = validate(text.as_bytes());

    // Then the take is rejected where it stands
    assert_single_error(&report, 57, DiagnosticKind::UnexpectedAction);
}

#[test]
fn a_roll_by_the_player_not_on_roll_is_a_wrong_turn() {
    // Given the right player's roll moved into the left column, so one player rolls twice
    let text = mutate(
        &charlot(),
        10,
        "  4) 41: 8/4 5/4                 21: 6/4* 18/17* ",
        "  4)                             41: 8/4 5/4 ",
    );

    // When validated
    let report = validate(text.as_bytes());

    // Then the second roll in a row is out of turn
    assert_single_error(&report, 10, DiagnosticKind::WrongTurn);
}

#[test]
fn errors_in_different_games_are_all_reported() {
    // Given one broken play in game 1 and one wrong result in game 3
    let text = mutate(&charlot(), 8, "31: 6/5 8/5", "31: 6/5 8/6");
    let text = mutate(&text, 89, "Wins 4 points", "Wins 2 points");

    // When validated
    let report = validate(text.as_bytes());

    // Then both are reported, and nothing in between is blamed for the first
    let lines: Vec<u32> = report.errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, [8, 89], "{:#?}", report.errors);
}

#[test]
fn every_change_is_the_same_error_in_the_match_written_as_sgf() {
    // Given the transcript changed in each of the ways above: wrong results,
    // a wrong score, cube actions out of place, a roll out of turn, plays
    // against the rules
    let table = [
        (
            mutate(&charlot(), 31, "Wins 2 points", "Wins 3 points"),
            DiagnosticKind::WrongResult,
        ),
        (
            mutate(&charlot(), 89, "Wins 4 points", "Wins 2 points"),
            DiagnosticKind::WrongResult,
        ),
        (
            mutate(&charlot(), 34, "charlot2 : 2", "charlot2 : 3"),
            DiagnosticKind::WrongScore,
        ),
        (
            mutate(
                &charlot(),
                94,
                "  2) 41: 24/20* 24/23            43: 25/21 8/5* ",
                "  2)  Doubles => 2                Takes",
            ),
            DiagnosticKind::CrawfordDouble,
        ),
        (
            insert(&charlot(), 57, "                                 Takes"),
            DiagnosticKind::UnexpectedAction,
        ),
        (
            mutate(
                &charlot(),
                10,
                "  4) 41: 8/4 5/4                 21: 6/4* 18/17* ",
                "  4)                             41: 8/4 5/4 ",
            ),
            DiagnosticKind::WrongTurn,
        ),
        (
            mutate(&charlot(), 8, "31: 6/5 8/5", "31: 6/5 8/6"),
            DiagnosticKind::IllegalPlay,
        ),
    ];
    for (text, kind) in table {
        // When the .mat text is validated, and the match it holds is written
        // as SGF and validated
        let mat = validate(text.as_bytes());
        let matched = read_match(text.as_bytes()).expect("the change leaves it readable");
        let sgf = write_sgf(&matched).expect("SGF holds the match");
        let from_sgf = validate(sgf.as_bytes());
        // Then both find the one error, of the same kind
        let kinds =
            |report: &ValidationReport| report.errors.iter().map(|e| e.kind).collect::<Vec<_>>();
        assert_eq!(kinds(&mat), [kind], "{:#?}", mat.errors);
        assert_eq!(kinds(&from_sgf), [kind], "{sgf}\n{:#?}", from_sgf.errors);
    }
}
